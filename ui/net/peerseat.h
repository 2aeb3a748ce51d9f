// The other player of a direct network game (ui/net/networkplay.h): their moves arrive from the
// session, which has checked them already, and NetworkPlay hands them to the board here. Also the
// seat of this player while the session does not play (connecting, adjourned): nobody moves then.
#pragma once

#include "ui/game/seat.h"

namespace bashni::ui {

class PeerSeat : public Seat {
    Q_OBJECT
  public:
    using Seat::Seat;
    bool recordElsewhere() const override { return true; }
    void deliver(const Move& m) { emit moveChosen(m); }
};

} // namespace bashni::ui
