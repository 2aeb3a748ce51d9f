// A player of a server game who is not at this board: the opponent, or both players of a game
// watched. Their moves come from the server, which has checked them already; the online game's
// board (ui/online/onlineboard.h) hands them in here.
#pragma once

#include "ui/game/seat.h"

namespace bashni::ui {

class ServerSeat : public Seat {
    Q_OBJECT
  public:
    using Seat::Seat;
    bool recordElsewhere() const override { return true; }
    void deliver(const Move& m) { emit moveChosen(m); }
};

} // namespace bashni::ui
