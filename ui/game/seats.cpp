#include "ui/game/seats.h"

#include "ui/game/engineseat.h"
#include "ui/game/humanseat.h"

namespace bashni::ui {

Seats localSeats(const GameSetup& setup) {
    Seats seats;
    for (int c = 0; c < 2; ++c) {
        if (setup.players[std::size_t(c)] == PlayerKind::Computer)
            seats[std::size_t(c)] = std::make_unique<EngineSeat>();
        else
            seats[std::size_t(c)] = std::make_unique<HumanSeat>();
    }
    return seats;
}

} // namespace bashni::ui
