// Measures the time the side to move spends, for the game model to charge: the clocks themselves
// are data in Game (core/game.h), and no widget owns time. It ticks while it runs, so that the
// controller can charge the time as it passes (a flag falls even if nobody moves) and the
// clocks on screen follow.
#pragma once

#include "core/timecontrol.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace bashni::ui {

class MoveTimer : public QObject {
    Q_OBJECT
  public:
    explicit MoveTimer(QObject* parent = nullptr);

    bool running() const { return since_.isValid(); }
    void start(); // measures from now (again)
    void stop();  // what was measured and not taken is forgotten
    // The time since start() or the last take(), going on from now; 0 when not running.
    Milliseconds take();
    Milliseconds peek() const { return running() ? since_.elapsed() : 0; }

    // Often enough for tenths of a second on a clock with little time left.
    static constexpr int TickMs = 100;

  signals:
    void tick();

  private:
    QElapsedTimer since_;
    QTimer ticker_;
};

} // namespace bashni::ui
