// Legal moves of the side to move, under the position's rule set (docs/RULES.md 3 and 4).
#pragma once

#include "core/position.h"

namespace bashni {

// Every legal move, each full path once (docs/NOTATION.md). Captures only, when any exists (4.1).
void generateMoves(const Position& pos, MoveList& out);

// The legal moves with different outcomes: of capture paths that take the same pieces in the
// same order and end on the same square (so leave the same position) only one is kept. For the
// AI: flying kings re-taking tall columns can have millions of paths but few outcomes.
void generateDistinctMoves(const Position& pos, MoveList& out);

namespace detail {
class SeenPaths;
}
// The same with the caller's table of seen paths, kept for repeated calls (the search calls this
// millions of times a second, and an allocation a call showed in its profile).
void generateDistinctMoves(const Position& pos, MoveList& out, detail::SeenPaths& seen);

// Whether the side to move has a capture.
bool hasCapture(const Position& pos);
// Whether `side` would have a capture if it were its move (the AI's threat test).
bool hasCaptureFor(const Position& pos, Color side);

// The number of legal moves, without building quiet moves (perft's bulk count at the last ply).
std::uint64_t countMoves(const Position& pos);

// Perft's shortcut one ply above the leaves: countMoves of the position after the quiet move m,
// found without making m.
std::uint64_t countRepliesToQuiet(const Position& pos, const Move& m);

// docs/RULES.md 5.1: the side to move loses when this is false.
bool hasLegalMove(const Position& pos);

} // namespace bashni
