// Measures the time the side to move spends, for the game model to charge: the clocks themselves
// are data in Game (core/game.h), and no widget owns time. It ticks while it runs, so that the
// controller can charge the time as it passes (a flag falls even if nobody moves) and the
// clocks on screen follow. The time and the ticks come from a TimeSource: the machine's steady
// clock unless a test gives its own.
#pragma once

#include "core/timecontrol.h"
#include "ui/game/timesource.h"

#include <QObject>

#include <optional>

namespace bashni::ui {

class MoveTimer : public QObject {
    Q_OBJECT
  public:
    explicit MoveTimer(QObject* parent = nullptr);
    ~MoveTimer() override; // the source's beat stops with it

    // Measures by `source` from now on (by the steady clock when null), the time the running move
    // has taken so far carried over. `source` outlives this timer and serves no other.
    void setSource(TimeSource* source);

    bool running() const { return since_.has_value(); }
    void start(); // measures from now (again)
    void stop();  // what was measured and not taken is forgotten
    // The time since start() or the last take(), going on from now; 0 when not running.
    Milliseconds take();
    Milliseconds peek() const { return running() ? source_->now() - *since_ : 0; }

    // Often enough for tenths of a second on a clock with little time left.
    static constexpr int TickMs = 100;

  signals:
    void tick();

  private:
    SteadyTimeSource steady_;
    TimeSource* source_ = &steady_;
    std::optional<Milliseconds> since_; // the source's time the measure runs from
};

} // namespace bashni::ui
