#include "ui/game/movetimer.h"

namespace bashni::ui {

MoveTimer::MoveTimer(QObject* parent) : QObject(parent) {
    ticker_.setInterval(TickMs);
    ticker_.setTimerType(Qt::PreciseTimer); // tenths on the clock should not stutter
    connect(&ticker_, &QTimer::timeout, this, &MoveTimer::tick);
}

void MoveTimer::start() {
    since_.start();
    ticker_.start();
}

void MoveTimer::stop() {
    since_.invalidate();
    ticker_.stop();
}

Milliseconds MoveTimer::take() {
    return running() ? since_.restart() : 0;
}

} // namespace bashni::ui
