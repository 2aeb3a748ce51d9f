// A person at this board: their moves come from the board's input (GameController::playMove),
// so the seat itself does nothing when its turn begins.
#pragma once

#include "ui/game/seat.h"

namespace bashni::ui {

class HumanSeat : public Seat {
    Q_OBJECT
  public:
    using Seat::Seat;
    bool atThisBoard() const override { return true; }
};

} // namespace bashni::ui
