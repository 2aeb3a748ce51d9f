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
    takenFrom_.clear();
    delete mover_;
    mover_ = nullptr;
}

void MoveAnimator::animate(const Position& before, const Move& m, const Position& after,
                           int msPerHop) {
    finish();
    after_ = after;
    if (msPerHop <= 0) {
        scene_->setPosition(after);
        emit finished();
        return;
    }
    scene_->setPosition(before);
    steps_ = transition(before, m);
    hop_ = 0;
    running_ = true;
    animation_.setDuration(msPerHop);
    mover_ = new TowerItem(scene_->theme(), m.from);
    mover_->setColumn(before.column(m.from));
    mover_->setPos(scene_->squareOrigin(m.from));
    mover_->setZValue(100);
    scene_->addItem(mover_);
    scene_->tower(m.from)->setColumn(Column());
    startHop();
}

void MoveAnimator::startHop() {
    const TransitionStep& step = steps_[hop_];
    // The taken tops leave their columns as the hop starts (turkish: all at the last hop).
    for (const auto& [square, column] : step.changed) {
        if (square == step.to) continue;
        const Column before = scene_->tower(square)->column();
        if (before.empty()) continue;
        auto* piece = new TowerItem(scene_->theme(), square);
        piece->setColumn(Column(before.top()));
        piece->setPos(scene_->squareOrigin(square));
        piece->setZValue(99);
        scene_->addItem(piece);
        taken_.push_back(piece);
        takenFrom_.push_back(piece->pos());
        scene_->tower(square)->setColumn(column);
    }
    animation_.start();
}

void MoveAnimator::hopProgress(double t) {
    if (!running_) return;
    const TransitionStep& step = steps_[hop_];
    const QPointF from = scene_->squareOrigin(step.from), to = scene_->squareOrigin(step.to);
    mover_->setPos(from + (to - from) * t);
    for (std::size_t i = 0; i < taken_.size(); ++i)
        taken_[i]->setPos(takenFrom_[i] + (to - takenFrom_[i]) * t);
}

void MoveAnimator::endHop() {
    if (!running_) return;
    const TransitionStep& step = steps_[hop_];
    for (TowerItem* t : taken_) delete t;
    taken_.clear();
    takenFrom_.clear();
    for (const auto& [square, column] : step.changed)
        if (square == step.to) mover_->setColumn(column);
    mover_->setPos(scene_->squareOrigin(step.to));
    if (++hop_ < steps_.size()) return startHop();
    finish();
}

void MoveAnimator::finish() {
    if (!running_) return;
    running_ = false;
    animation_.stop();
    clearItems();
    scene_->setPosition(after_);
    emit finished();
}

} // namespace bashni::ui
