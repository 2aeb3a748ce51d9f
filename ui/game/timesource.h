// The time a MoveTimer measures by, and the beat it ticks on. The program reads the machine's
// steady clock (SteadyTimeSource); a test gives a time it moves by hand
// (tests/common/faketime.h), so that the clocks' tests assert exact amounts and wait for nothing.
#pragma once

#include "core/timecontrol.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace bashni::ui {

// One source serves one MoveTimer: the beat is turned on and off by its one user.
class TimeSource : public QObject {
    Q_OBJECT
  public:
    using QObject::QObject;

    // From a fixed origin of the source's own; never less than before.
    virtual Milliseconds now() const = 0;
    // While on, beat() comes every `intervalMs` of this time, counted from the call that turned
    // it on (again).
    virtual void setBeating(bool on, int intervalMs) = 0;

  signals:
    void beat();
};

// Real time: monotonic, whatever the wall clock does.
class SteadyTimeSource final : public TimeSource {
    Q_OBJECT
  public:
    explicit SteadyTimeSource(QObject* parent = nullptr);

    Milliseconds now() const override { return origin_.elapsed(); }
    void setBeating(bool on, int intervalMs) override;

  private:
    QElapsedTimer origin_;
    QTimer beat_;
};

} // namespace bashni::ui
