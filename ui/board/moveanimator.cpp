#include "ui/board/moveanimator.h"

#include "ui/board/boardscene.h"
#include "ui/board/toweritem.h"

namespace bashni::ui {

MoveAnimator::MoveAnimator(BoardScene* scene, QObject* parent) : QObject(parent), scene_(scene) {
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setEasingCurve(QEasingCurve::InOutQuad);
    connect(&animation_, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& v) { hopProgress(v.toDouble()); });
    connect(&animation_, &QVariantAnimation::finished, this, &MoveAnimator::endHop);
}

MoveAnimator::~MoveAnimator() {
    animation_.disconnect(this);
    clearItems();
}

void MoveAnimator::clearItems() {
    for (TowerItem* t : taken_) delete t;
    taken_.clear();
    takenSquares_.clear();
    delete mover_;
    mover_ = nullptr;
}

TowerItem* MoveAnimator::addPiece(Column c, Square at, double z) {
    auto* item = new TowerItem(scene_->theme(), at);
    item->setColumn(c);
    item->setPos(scene_->squareOrigin(at));
    item->setZValue(z);
    scene_->addItem(item);
    return item;
}

void MoveAnimator::animate(const Position& before, const Move& m, const Position& after,
                           int msPerHop) {
    start(before, m, after, false, msPerHop);
}

void MoveAnimator::animateBack(const Position& before, const Move& m, const Position& after,
                               int msPerHop) {
    start(before, m, after, true, msPerHop);
}

void MoveAnimator::start(const Position& before, const Move& m, const Position& after, bool back,
                         int ms) {
    finish();
    end_ = back ? before : after;
    if (ms <= 0) {
        scene_->setPosition(end_);
        emit finished();
        return;
    }
    steps_ = transition(before, m);
    boards_.assign(1, Board{});
    for (Square s = 0; s < 64; ++s) boards_[0][std::size_t(s)] = before.column(s);
    for (const TransitionStep& step : steps_) {
        Board next = boards_.back();
        next[std::size_t(step.from)] = Column();
        for (const auto& [square, column] : step.changed) next[std::size_t(square)] = column;
        boards_.push_back(next);
    }
    back_ = back;
    hop_ = back ? int(steps_.size()) - 1 : 0;
    running_ = true;
    animation_.setDuration(ms);
    scene_->setPosition(back ? after : before);
    const Square at = back ? m.to() : Square(m.from);
    mover_ = addPiece(scene_->tower(at)->column(), at, 100);
    scene_->tower(at)->setColumn(Column());
    startHop();
}

// Forward, the taken tops leave their columns as the hop starts (turkish: all at the last hop);
// backward, they leave the bottom of the mover and go home.
void MoveAnimator::startHop() {
    const TransitionStep& step = steps_[std::size_t(hop_)];
    const Board& before = boards_[std::size_t(hop_)];
    const Board& after = boards_[std::size_t(hop_) + 1];
    if (back_) mover_->setColumn(before[std::size_t(step.from)]);
    for (const auto& [square, column] : step.changed) {
        if (square == step.to || before[std::size_t(square)].empty()) continue;
        taken_.push_back(
            addPiece(Column(before[std::size_t(square)].top()), back_ ? step.to : square, 99));
        takenSquares_.push_back(square);
        if (!back_) scene_->tower(square)->setColumn(after[std::size_t(square)]);
    }
    animation_.start();
}

void MoveAnimator::hopProgress(double t) {
    if (!running_) return;
    const TransitionStep& step = steps_[std::size_t(hop_)];
    const QPointF from = scene_->squareOrigin(back_ ? step.to : step.from);
    const QPointF to = scene_->squareOrigin(back_ ? step.from : step.to);
    mover_->setPos(from + (to - from) * t);
    for (std::size_t i = 0; i < taken_.size(); ++i) {
        const QPointF home = scene_->squareOrigin(takenSquares_[i]);
        const QPointF a = back_ ? scene_->squareOrigin(step.to) : home;
        const QPointF b = back_ ? home : scene_->squareOrigin(step.to);
        taken_[i]->setPos(a + (b - a) * t);
    }
}

void MoveAnimator::endHop() {
    if (!running_) return;
    const TransitionStep& step = steps_[std::size_t(hop_)];
    for (TowerItem* t : taken_) delete t;
    taken_.clear();
    if (back_) {
        for (Square s : takenSquares_)
            scene_->tower(s)->setColumn(boards_[std::size_t(hop_)][std::size_t(s)]);
        mover_->setPos(scene_->squareOrigin(step.from));
    } else {
        mover_->setColumn(boards_[std::size_t(hop_) + 1][std::size_t(step.to)]);
        mover_->setPos(scene_->squareOrigin(step.to));
    }
    takenSquares_.clear();
    hop_ += back_ ? -1 : 1;
    if (hop_ >= 0 && hop_ < int(steps_.size())) return startHop();
    finish();
}

void MoveAnimator::finish() {
    if (!running_) return;
    running_ = false;
    animation_.stop();
    clearItems();
    scene_->setPosition(end_);
    emit finished();
}

} // namespace bashni::ui
