// The seats of a game played at this computer, as GameSetup names them.
#pragma once

#include "ui/game/gamesetup.h"
#include "ui/game/seat.h"

#include <array>
#include <memory>

namespace bashni::ui {

using Seats = std::array<std::unique_ptr<Seat>, 2>; // by Color

Seats localSeats(const GameSetup& setup);

} // namespace bashni::ui
