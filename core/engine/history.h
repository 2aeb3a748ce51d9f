// What the search must know of the game besides its position: the two automatic draws of
// docs/RULES.md 5.3 depend on the positions before it and on the quiet plies that led to it.
// Without it the search sees repetitions only along its own path and no 30-ply rule at all, so
// a winning engine could walk into a third repetition and a losing one miss the draw that saves
// it.
#pragma once

#include "core/game.h"

#include <cstdint>
#include <vector>

namespace bashni::engine {

struct History {
    // Hashes of the game's positions before the one searched, oldest first; that one is not
    // among them. Every position since the start counts, as in Game: a repetition is the same
    // position, whatever came between.
    std::vector<std::uint64_t> earlier;
    // Plies in a row without a capture or a move of a man-topped column, up to the position.
    int quietPlies = 0;
    DrawRules draws;
};

// The game at its current ply, or at position `ply` of its line.
History historyOf(const Game& game);
History historyOf(const Game& game, int ply);

// A summary of all of it, for caches of analyses: equal histories give equal digests.
std::uint64_t digest(const History& h);

} // namespace bashni::engine
