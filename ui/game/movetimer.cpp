#include "ui/game/movetimer.h"

namespace bashni::ui {

MoveTimer::MoveTimer(QObject* parent) : QObject(parent) {
    connect(source_, &TimeSource::beat, this, &MoveTimer::tick);
}

MoveTimer::~MoveTimer() {
    stop();
}

void MoveTimer::setSource(TimeSource* source) {
    if (!source) source = &steady_;
    if (source == source_) return;
    const Milliseconds taken = peek();
    source_->disconnect(this);
    if (running()) source_->setBeating(false, TickMs);
    source_ = source;
    connect(source_, &TimeSource::beat, this, &MoveTimer::tick);
    if (running()) {
        since_ = source_->now() - taken;
        source_->setBeating(true, TickMs);
    }
}

void MoveTimer::start() {
    since_ = source_->now();
    source_->setBeating(true, TickMs);
}

void MoveTimer::stop() {
    since_.reset();
    source_->setBeating(false, TickMs);
}

Milliseconds MoveTimer::take() {
    if (!running()) return 0;
    const Milliseconds now = source_->now();
    const Milliseconds taken = now - *since_;
    since_ = now;
    return taken;
}

} // namespace bashni::ui
