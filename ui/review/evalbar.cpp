#include "ui/review/evalbar.h"

#include "core/engine/search.h"
#include "ui/review/evaltext.h"

#include <QPainter>

#include <cmath>

namespace bashni::ui {

namespace {

// The sides' colours are the pieces', not the theme's: a dark theme must not swap them.
const QColor WhiteSide(0xf2, 0xf0, 0xea), BlackSide(0x2a, 0x2a, 0x2a);

QColor halfway(const QColor& a, const QColor& b) {
    return QColor::fromRgbF((a.redF() + b.redF()) / 2, (a.greenF() + b.greenF()) / 2,
                            (a.blueF() + b.blueF()) / 2);
}

} // namespace

EvalBar::EvalBar(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Evaluation"));
}

// A man up is about two thirds of the bar; the share flattens out, so that a big advantage
// still leaves room to grow, and only a forced win reaches the end.
double EvalBar::whiteShare(int white) {
    if (std::abs(white) > engine::WinBound) return white > 0 ? 1.0 : 0.0;
    return 0.5 + 0.45 * std::tanh(white / 300.0);
}

void EvalBar::setScore(std::optional<int> white) {
    if (white == white_) return;
    white_ = white;
    const QString text = white ? EvalText::standing(*white) : QString(); // as the review says it
    setToolTip(text);
    setAccessibleDescription(text);
    update();
}

QSize EvalBar::sizeHint() const {
    return {120, fontMetrics().height() / 2 + 2};
}

QSize EvalBar::minimumSizeHint() const {
    return {40, sizeHint().height()};
}

void EvalBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    const double share = whiteShare(white_.value_or(0));
    QColor white = WhiteSide, black = BlackSide;
    if (!isEnabled() || !white_) { // out of date or nothing yet: towards the window's colour
        const QColor grey = palette().color(QPalette::Disabled, QPalette::Window);
        white = halfway(white, grey);
        black = halfway(black, grey);
    }
    p.fillRect(r, black);
    p.fillRect(QRectF(r.left(), r.top(), r.width() * share, r.height()), white);
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(r);
}

} // namespace bashni::ui
