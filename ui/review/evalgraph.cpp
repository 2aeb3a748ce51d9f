#include "ui/review/evalgraph.h"

#include "core/engine/search.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace bashni::ui {

namespace {

// Room around the plot for the largest dot, so that dots at the ends and edges show whole.
constexpr qreal Margin = 6;
// Scores are squeezed like a chance to win, not cut off: a man ahead is well visible, two men
// fill two thirds of the height, and beyond about five the curve lies at the edge, where forced
// wins are drawn.
constexpr qreal SqueezeHundredths = 250;

} // namespace

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAccessibleName(tr("Evaluation graph"));
    updateDescription();
}

void EvalGraph::setPoints(QVector<EvalPoint> points) {
    points_ = std::move(points);
    updateDescription();
    update();
}

void EvalGraph::setFirstMover(Color side) {
    firstMover_ = side;
    updateDescription();
}

void EvalGraph::setCurrentPly(int ply) {
    if (ply == current_) return;
    current_ = ply;
    updateDescription();
    update();
}

QRectF EvalGraph::plotRect() const {
    return QRectF(rect()).adjusted(Margin, Margin, -Margin, -Margin);
}

qreal EvalGraph::xOf(int ply) const {
    const QRectF r = plotRect();
    if (points_.size() < 2) return r.center().x();
    return r.left() + r.width() * ply / (points_.size() - 1);
}

qreal EvalGraph::centreY() const {
    return plotRect().center().y();
}

qreal EvalGraph::yOf(int white) const {
    const qreal share = std::abs(white) > engine::WinBound ? (white > 0 ? 1.0 : -1.0)
                                                           : std::tanh(white / SqueezeHundredths);
    return centreY() - share * plotRect().height() / 2;
}

QPointF EvalGraph::pointOf(int ply) const {
    const std::optional<int>& white = points_.value(ply).white;
    return {xOf(ply), white ? yOf(*white) : centreY()};
}

int EvalGraph::plyAt(qreal x) const {
    if (points_.isEmpty()) return -1;
    if (points_.size() == 1) return 0;
    const QRectF r = plotRect();
    const qreal step = r.width() / (points_.size() - 1);
    const int ply = int(std::lround((x - r.left()) / std::max(step, 1e-9)));
    return std::clamp(ply, 0, int(points_.size()) - 1);
}

QString EvalGraph::describe(int ply) const {
    if (ply < 0 || ply >= points_.size()) return {};
    const EvalPoint& p = points_[ply];
    const QString move = ply == 0 ? tr("Start position") : EvalText::move(ply, firstMover_, p.move);
    const QString score = p.white ? EvalText::standing(*p.white) : tr("not analysed");
    const Judgement j = ply == 0 ? Judgement::None : engine::judgementOfNag(p.nag);
    if (j == Judgement::None) return tr("%1  %2", "a move, its score").arg(move, score);
    return tr("%1  %2 (%3)", "a move, its score, its judgement")
        .arg(move, score, EvalText::judgement(j));
}

void EvalGraph::updateDescription() {
    const QString now = describe(current_);
    setAccessibleDescription(now.isEmpty() ? tr("No moves to show") : now);
}

QSize EvalGraph::sizeHint() const {
    const int height = std::clamp(fontMetrics().height() * 9, 140, 200);
    return {fontMetrics().averageCharWidth() * 32, height};
}

// Tall enough to read the swings and see the marks of the mistakes.
QSize EvalGraph::minimumSizeHint() const {
    return {60, 120};
}

bool EvalGraph::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(e);
        const int ply = plyAt(help->pos().x());
        if (ply < 0) {
            QToolTip::hideText();
            e->ignore();
            return true;
        }
        // The tooltip stays while the mouse is over the same ply and changes with it.
        const qreal half = points_.size() > 1 ? (xOf(1) - xOf(0)) / 2 : width() / 2.0;
        const QRect area(int(xOf(ply) - half), 0, int(2 * half) + 1, height());
        QToolTip::showText(help->globalPos(), describe(ply), this, area);
        return true;
    }
    // Focused, the navigation keys step through the graph rather than trigger shortcuts.
    if (e->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(e);
        if (key->modifiers() == Qt::NoModifier && keyTarget(key->key()) != -2) {
            e->accept();
            return true;
        }
    }
    return QWidget::event(e);
}

void EvalGraph::choose(int ply) {
    if (ply < 0) return;
    lastChosen_ = ply;
    emit plyChosen(ply);
}

void EvalGraph::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    dragging_ = true;
    choose(plyAt(e->position().x()));
}

void EvalGraph::mouseMoveEvent(QMouseEvent* e) {
    if (!dragging_ || !(e->buttons() & Qt::LeftButton)) return QWidget::mouseMoveEvent(e);
    const int ply = plyAt(e->position().x());
    if (ply != lastChosen_) choose(ply);
}

void EvalGraph::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() == Qt::LeftButton) dragging_ = false;
    QWidget::mouseReleaseEvent(e);
}

// -2 for keys that are not the graph's; -1 for its keys when there is nowhere to go.
int EvalGraph::keyTarget(int key) const {
    const int last = int(points_.size()) - 1;
    const auto within = [last](int ply) { return ply >= 0 && ply <= last ? ply : -1; };
    switch (key) {
    case Qt::Key_Left:
        return within(current_ - 1);
    case Qt::Key_Right:
        return within(current_ + 1);
    case Qt::Key_Home:
        return within(0);
    case Qt::Key_End:
        return within(last);
    default:
        return -2;
    }
}

void EvalGraph::keyPressEvent(QKeyEvent* e) {
    const int target = e->modifiers() == Qt::NoModifier ? keyTarget(e->key()) : -2;
    if (target == -2) return QWidget::keyPressEvent(e);
    if (target != current_) choose(target);
}

} // namespace bashni::ui
