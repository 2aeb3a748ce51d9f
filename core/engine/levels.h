// The ten strength levels as data, and choosing a move at a level.
#pragma once

#include "core/engine/search.h"
#include "core/engine/timemanager.h"

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

// The move the AI plays at level n in a game with that history (its draws). `seed` makes the
// weaker levels' choices reproducible; `timeMs` > 0 replaces the level's time cap; stop ends the
// thinking at once.
SearchResult chooseMove(Search& search, const Position& pos, const History& history, int n,
                        std::uint64_t seed, std::int64_t timeMs = 0,
                        const std::atomic<bool>* stop = nullptr);

// The same on a clock: the time comes from the clock's budget (planMove) and the search stops
// early when the position is easy, goes on when it is unsure. A level's depth cap still applies.
// Only the strongest level, which has no depth cap, thinks as long as the clock allows; the
// others keep their own time as a ceiling, so that a level is the same opponent timed or not and
// a weak level under a long clock still answers at once. An untimed clock is chooseMove.
SearchResult chooseMoveOnClock(Search& search, const Position& pos, const History& history, int n,
                               std::uint64_t seed, const ClockState& clock,
                               const std::atomic<bool>* stop = nullptr);
// The most level n spends on a move under a clock: 0 when only the clock limits it.
Milliseconds clockCap(int n);

} // namespace bashni::engine
