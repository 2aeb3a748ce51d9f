#include "ui/board/theme.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QtMath>

#include <cmath>

namespace bashni::ui {

namespace {

const char* pieceId(Piece p) {
    switch (p) {
    case Piece::WhiteMan:
        return "white-man";
    case Piece::BlackMan:
        return "black-man";
    case Piece::WhiteKing:
        return "white-king";
    case Piece::BlackKing:
        return "black-king";
    }
    return "white-man";
}

} // namespace

const std::vector<ThemeInfo>& themes() {
    static const std::vector<ThemeInfo> list{
        {"classic", QT_TRANSLATE_NOOP("Theme", "Wood"), ":/themes/classic.svg"},
        {"contrast", QT_TRANSLATE_NOOP("Theme", "High contrast"), ":/themes/contrast.svg"},
    };
    return list;
}

QString themeName(const ThemeInfo& t) {
    return QCoreApplication::translate("Theme", t.name);
}

QString themeFile(const QString& id) {
    for (const ThemeInfo& t : themes())
        if (id == QLatin1String(t.id)) return QString::fromLatin1(t.file);
    return QString::fromLatin1(themes().front().file);
}

Theme::Theme(const QString& boardFile, const QString& pieceFile) {
    load(boardFile, pieceFile);
}

// The window calls this on every change of the preferences: the same files keep their renderers
// and pictures.
void Theme::load(const QString& boardFile, const QString& pieceFile) {
    if (boardFile == boardFile_ && pieceFile == pieceFile_) return;
    boardFile_ = boardFile;
    pieceFile_ = pieceFile;
    board_.load(boardFile);
    pieces_.load(pieceFile);
    cache_.clear();
    // Whether the squares' art leaves no pixel of a square unpainted (scaled to whole pixels, as
    // the cache draws them): then the board view need not paint what lies under them.
    opaqueSquares_ = true;
    for (int art : {LightSquare, DarkSquare}) {
        QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter q(&image);
            q.setRenderHint(QPainter::Antialiasing);
            render(&q, art, QRectF(image.rect()));
        }
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                opaqueSquares_ = opaqueSquares_ && qAlpha(image.pixel(x, y)) == 255;
    }
}

void Theme::drawSquare(QPainter* p, bool dark, const QRectF& r) {
    const int art = dark ? DarkSquare : LightSquare;
    if (!drawCached(p, art, r, Fit::Tile)) render(p, art, r);
}

void Theme::drawPiece(QPainter* p, Piece piece, const QRectF& r) {
    if (!drawCached(p, int(piece), r, Fit::Phased)) render(p, int(piece), r);
}

void Theme::drawBadge(QPainter* p, int white, int black, const QRectF& square) {
    const int art = FirstBadge + 32 * white + black;
    const QRectF r(square.x(), square.y() + square.height() * (1 - BadgeStrip), square.width(),
                   square.height() * BadgeStrip);
    if (!drawCached(p, art, r, Fit::Whole)) render(p, art, r);
}

// Where the painter fills pixels (the screen, an image) and only scales and moves, pictures are
// copied from the cache at whole device pixels; elsewhere (SVG export, a rotated painter) the SVG
// is rendered, so vector output stays vector. The ratio of device pixels to p's units once its
// world transform is gone, or 0 where the SVG is rendered.
qreal Theme::cacheRatio(QPainter* p) const {
    const QTransform& t = p->deviceTransform();
    // (A window and viewport set on the painter would not survive the resetTransform below.)
    if (!cached_ || p->paintEngine()->type() != QPaintEngine::Raster || p->viewTransformEnabled() ||
        t.type() > QTransform::TxScale || t.m11() <= 0 || t.m22() <= 0)
        return 0;
    // What is left without the world transform is the device pixel ratio: the image's when a
    // widget renders into one (p->device() is then the widget, whose ratio may differ).
    const QTransform world = p->worldTransform();
    p->resetTransform();
    const QTransform base = p->deviceTransform();
    p->setWorldTransform(world);
    if (base.type() > QTransform::TxScale || base.m11() <= 0 || base.m22() != base.m11()) return 0;
    return base.m11();
}

QRect Theme::coveredPixels(QPainter* p, const QRectF& r) const {
    if (!opaqueSquares_ || cacheRatio(p) == 0) return {};
    // The same edges as the squares' pictures take (drawCached, Fit::Tile).
    const QTransform t = p->deviceTransform();
    const QPointF begin = t.map(r.topLeft()), end = t.map(r.bottomRight());
    const QPoint topLeft(qRound(begin.x()), qRound(begin.y()));
    return {topLeft, QSize(qRound(end.x()) - topLeft.x(), qRound(end.y()) - topLeft.y())};
}

bool Theme::drawCached(QPainter* p, int art, const QRectF& r, Fit fit) {
    const qreal dpr = cacheRatio(p);
    if (dpr == 0) return false;
    const QTransform t = p->deviceTransform();
    const QRectF d = t.mapRect(r);
    ArtCache::Key key{art, {}, dpr};
    QPoint topLeft(qRound(d.left()), qRound(d.top()));
    QSize shown(qRound(d.width()), qRound(d.height()));
    key.size = shown;
    QRectF inside(QPointF(0, 0), shown); // where the art lies in the picture
    if (fit == Fit::Tile) {
        // Both edges rounded: a square ends where the next begins, so rounding leaves squares
        // a pixel wider or narrower than others. One picture of the wider size serves all,
        // each square showing as much of it as fits. The edges are the mapped corners, not a
        // corner plus the mapped width: the next square's left edge is then the very same
        // number, and the two cannot round apart and leave a column of pixels between them.
        const QPointF begin = t.map(r.topLeft()), end = t.map(r.bottomRight());
        topLeft = QPoint(qRound(begin.x()), qRound(begin.y()));
        shown = QSize(qRound(end.x()) - topLeft.x(), qRound(end.y()) - topLeft.y());
        key.size = QSize(qCeil(d.width()), qCeil(d.height()));
        inside = QRectF(QPointF(0, 0), key.size);
    } else if (fit == Fit::Phased) {
        // The discs of a tall column lie a fraction of a pixel apart: their pictures start a
        // quarter pixel apart vertically (one pixel taller), so its bands stay as even as
        // when the SVG is drawn in place.
        constexpr int Phases = 4;
        const int quarters = qRound(d.top() * Phases);
        topLeft.ry() = int(std::floor(double(quarters) / Phases));
        key.phase = quarters - topLeft.y() * Phases;
        inside.translate(0, double(key.phase) / Phases);
        key.size = shown = shown + QSize(0, key.phase ? 1 : 0);
    }
    if (!shown.isEmpty()) {
        const QPixmap pixmap =
            cache_.pixmap(key, [&](QPainter* q, const QRectF&) { render(q, art, inside); });
        // The pixmap has the ratio too, so it lands 1:1 on device pixels. Nothing to filter
        // then, and without the smooth-transform hint the raster engine blends the picture in
        // one pass instead of span by span (which it hands to a thread pool for large ones).
        const QTransform world = p->worldTransform();
        const bool smooth = p->testRenderHint(QPainter::SmoothPixmapTransform);
        p->resetTransform();
        // Without the world transform the painter still maps to the device: by the ratio, and by
        // the offset of the widget on what is painted (a window's backing store, a grab of the
        // whole window), which topLeft already holds.
        const QPointF at = p->deviceTransform().inverted().map(QPointF(topLeft));
        if (smooth) p->setRenderHint(QPainter::SmoothPixmapTransform, false);
        p->drawPixmap(at, pixmap, QRectF(QPointF(0, 0), QSizeF(shown)));
        if (smooth) p->setRenderHint(QPainter::SmoothPixmapTransform, true);
        p->setWorldTransform(world);
    }
    return true;
}

void Theme::render(QPainter* p, int art, const QRectF& r) {
    if (art >= FirstBadge)
        return renderBadge(p, (art - FirstBadge) / 32, (art - FirstBadge) % 32, r);
    if (art == LightSquare || art == DarkSquare) {
        const bool dark = art == DarkSquare;
        const QString id = dark ? QStringLiteral("dark") : QStringLiteral("light");
        if (board_.elementExists(id))
            board_.render(p, id, r);
        else
            p->fillRect(r, dark ? QColor(118, 84, 58) : QColor(238, 220, 188));
        return;
    }
    const Piece piece = Piece(art);
    const QString id = QString::fromLatin1(pieceId(piece));
    if (pieces_.elementExists(id)) return pieces_.render(p, id, r);
    // Without the art: a flat disc, crowned kings marked by a gold ring.
    const bool white = colorOf(piece) == Color::White;
    p->setPen(QPen(white ? Qt::black : Qt::white, r.width() * 0.03));
    p->setBrush(white ? QColor(245, 240, 225) : QColor(40, 30, 25));
    p->drawEllipse(r.adjusted(0, 0, 0, -r.height() * 0.27));
    if (isKing(piece)) {
        p->setPen(QPen(QColor(230, 180, 30), r.width() * 0.06));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(
            r.adjusted(r.width() * 0.25, r.height() * 0.12, -r.width() * 0.25, -r.height() * 0.4));
    }
}

// Two pills in the square's lower right corner: the number of white and of black pieces. Laid out
// in a square 100 wide, whose lower strip is r.
void Theme::renderBadge(QPainter* p, int white, int black, const QRectF& r) {
    constexpr double S = 100;
    p->save();
    p->translate(r.topLeft());
    p->scale(r.width() / S, r.height() / (S * BadgeStrip));
    p->translate(0, -S * (1 - BadgeStrip));
    QFont font = p->font();
    font.setPixelSize(int(S * 0.2));
    font.setBold(true);
    p->setFont(font);
    const QFontMetricsF metrics(font);
    const double hgt = S * 0.24;
    double x = S - 2;
    const auto pill = [&](int n, QColor fill, QColor text) {
        if (n == 0) return;
        const double w =
            std::max(S * 0.3, metrics.horizontalAdvance(QString::number(n)) + hgt * 0.6);
        x -= w;
        const QRectF pillRect(x, S - hgt - 2, w - 2, hgt);
        p->setPen(QPen(text, 1.5));
        p->setBrush(fill);
        p->drawRoundedRect(pillRect, hgt / 2, hgt / 2);
        p->drawText(pillRect, Qt::AlignCenter, QString::number(n));
    };
    pill(black, QColor(30, 25, 20), QColor(250, 245, 235));
    pill(white, QColor(250, 245, 235), QColor(30, 25, 20));
    p->restore();
}

} // namespace bashni::ui
