// The ten strength levels as data, and choosing a move at a level.
#pragma once

#include "core/engine/search.h"

#include <array>
#include <cstdint>

namespace bashni::engine {

struct Level {
    int depth;           // search depth cap
    int timeMs;          // time per move cap
    int temperature;     // > 0: choose among near-best root moves, softmax over score/temp
    int missLongCapture; // per cent: chance to overlook captures of 3 or more jumps
};

constexpr int MinLevel = 1, MaxLevel = 10;
const Level& level(int n); // n in 1..10

// The move the AI plays at level n. `seed` makes the weaker levels' choices reproducible;
// `timeMs` > 0 replaces the level's time cap; stop ends the thinking at once.
SearchResult chooseMove(Search& search, const Position& pos, int n, std::uint64_t seed,
                        std::int64_t timeMs = 0, const std::atomic<bool>* stop = nullptr);

} // namespace bashni::engine
