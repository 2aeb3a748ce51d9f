// How the evaluation graph is drawn: its colours from the palette and the layers of the picture.
#include "ui/review/evalgraph.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace bashni::ui {

namespace {

QColor mix(const QColor& a, const QColor& b, qreal t) {
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// Bigger for worse moves, so the dots differ by more than their colour.
qreal dotRadius(Judgement j) {
    switch (j) {
    case Judgement::Inaccuracy:
        return 3;
    case Judgement::Mistake:
        return 4;
    default:
        return 5;
    }
}

// A line `devicePixels` wide lies on whole device pixels when its centre is snapped like this,
// so the centre and current-ply lines stay sharp at any scale.
qreal crisp(qreal v, int devicePixels, qreal dpr) {
    const qreal d = std::floor(v * dpr);
    return (devicePixels % 2 == 1 ? d + 0.5 : d) / dpr;
}

} // namespace

// The areas are White's and Black's colours whatever the theme: the lighter and the darker end
// of the palette's background and text, moved towards each other just enough to stand out from
// the background, which is one of the two ends. High-contrast palettes keep their extremes.
EvalGraph::Colours EvalGraph::colours() const {
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    const bool lightBase = base.lightnessF() >= text.lightnessF();
    const QColor light = lightBase ? base : text, dark = lightBase ? text : base;
    return {base,
            mix(light, dark, 0.18),
            mix(light, dark, 0.78),
            mix(base, text, 0.55),
            mix(base, text, 0.35),
            palette().color(QPalette::Highlight)};
}

// The Okabe–Ito colours, as lichess uses them: told apart with the common colour blindnesses and
// clear on light and dark backgrounds alike.
QColor EvalGraph::judgementColour(Judgement j) {
    switch (j) {
    case Judgement::Inaccuracy:
        return QColor(0x56, 0xb4, 0xe9); // sky blue
    case Judgement::Mistake:
        return QColor(0xe6, 0x9f, 0x00); // orange
    case Judgement::Blunder:
        return QColor(0xd5, 0x5e, 0x00); // vermilion
    case Judgement::None:
        break;
    }
    return {};
}

// The axis: dotted lines at one and two men either way, labelled at the left ("+2" is White two
// men ahead), and which side is whose, so that the picture reads without its tooltip. Labels sit
// on the background's colour, legible over either area.
void EvalGraph::drawScale(QPainter& p, const Colours& c) const {
    if (height() < 100) return; // no room: the tooltip tells
    p.save();
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.8);
    p.setFont(f);
    const QFontMetrics fm(f);
    const auto label = [&](const QString& text, QPointF at, Qt::Alignment align) {
        QRectF box(at, fm.size(0, text));
        box.adjust(-2, 0, 2, 0);
        if (align & Qt::AlignRight) box.moveRight(at.x());
        if (align & Qt::AlignVCenter) box.moveTop(at.y() - box.height() / 2);
        if (align & Qt::AlignBottom) box.moveBottom(at.y());
        p.fillRect(box, c.background);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(box, Qt::AlignCenter, text);
    };
    for (const int men : {2, 1, -1, -2}) {
        const qreal y = yOf(men * 100);
        p.setPen(QPen(c.centre, 1, Qt::DotLine));
        p.drawLine(QPointF(0, y), QPointF(width(), y));
        label(men > 0 ? QStringLiteral("+%1").arg(men) : QStringLiteral("\u2212%1").arg(-men),
              QPointF(2, y), Qt::AlignLeft | Qt::AlignVCenter);
    }
    label(tr("White"), QPointF(width() - 2, 1), Qt::AlignRight | Qt::AlignTop);
    label(tr("Black"), QPointF(width() - 2, height() - 1), Qt::AlignRight | Qt::AlignBottom);
    p.restore();
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const qreal dpr = p.device()->devicePixelRatioF();
    const int hairline = std::max(1, int(std::lround(dpr))); // one logical pixel, in device ones
    const Colours c = colours();
    p.fillRect(rect(), c.background);
    p.setRenderHint(QPainter::Antialiasing);

    const qreal cy = crisp(centreY(), hairline, dpr);
    const QRectF above(0, 0, width(), cy), below(0, cy, width(), height() - cy);
    // Each run of analysed plies is one area; a ply without a score breaks the run (a gap).
    for (int start = 0; start < points_.size();) {
        if (!points_[start].white) {
            ++start;
            continue;
        }
        int end = start;
        while (end + 1 < points_.size() && points_[end + 1].white) ++end;
        QPainterPath curve(pointOf(start));
        for (int ply = start + 1; ply <= end; ++ply) curve.lineTo(pointOf(ply));
        QPainterPath area(QPointF(xOf(start), cy));
        for (int ply = start; ply <= end; ++ply) area.lineTo(pointOf(ply));
        area.lineTo(xOf(end), cy);
        area.closeSubpath();
        p.save();
        p.setPen(Qt::NoPen);
        p.setClipRect(above);
        p.fillPath(area, c.whiteArea);
        p.setClipRect(below);
        p.fillPath(area, c.blackArea);
        p.restore();
        p.setPen(QPen(c.curve, qreal(hairline) / dpr));
        if (start == end)
            p.drawLine(QPointF(xOf(start), cy), pointOf(start)); // a lone score: a stroke
        else
            p.drawPath(curve);
        start = end + 1;
    }

    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(QPen(c.centre, qreal(hairline) / dpr));
    p.drawLine(QPointF(0, cy), QPointF(width(), cy));
    drawScale(p, c);
    if (current_ >= 0 && current_ < points_.size()) {
        const int thick = 2 * hairline;
        const qreal x = crisp(xOf(current_), thick, dpr);
        p.setPen(QPen(c.current, qreal(thick) / dpr));
        p.drawLine(QPointF(x, 0), QPointF(x, height()));
    }

    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(palette().color(QPalette::Text), 1));
    for (int ply = 1; ply < points_.size(); ++ply) {
        const Judgement j = engine::judgementOfNag(points_[ply].nag);
        if (j == Judgement::None) continue;
        p.setBrush(judgementColour(j));
        const qreal r = dotRadius(j);
        p.drawEllipse(pointOf(ply), r, r);
    }

    if (hasFocus()) {
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(c.current, qreal(hairline) / dpr));
        const qreal h = qreal(hairline) / dpr / 2;
        p.drawRect(QRectF(rect()).adjusted(h, h, -h, -h));
    }
}

} // namespace bashni::ui
