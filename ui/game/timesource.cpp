#include "ui/game/timesource.h"

namespace bashni::ui {

SteadyTimeSource::SteadyTimeSource(QObject* parent) : TimeSource(parent) {
    origin_.start();
    beat_.setTimerType(Qt::PreciseTimer); // tenths on a clock should not stutter
    connect(&beat_, &QTimer::timeout, this, &TimeSource::beat);
}

void SteadyTimeSource::setBeating(bool on, int intervalMs) {
    if (on)
        beat_.start(intervalMs);
    else
        beat_.stop();
}

} // namespace bashni::ui
