// Finding a puzzle in a position: a quick multi-line search proposes, a deeper one confirms.
#pragma once

#include "core/puzzles/puzzle.h"

namespace bashni::puzzles {

// The puzzle `pos` makes, or nothing, with the reason in *why. `search` is cleared before the
// confirming search, so that the result is the one verifyPuzzle finds again.
std::optional<Puzzle> findPuzzle(engine::Search& search, const Position& pos,
                                 const PuzzleSettings& s, Problem* why = nullptr);

// The confirming search of findPuzzle and verifyPuzzle: the two best lines at s.confirmDepth from
// a cleared table, and the depth from which the best move stayed the best.
struct Confirmation {
    std::vector<engine::RootLine> lines;
    int depthFound = 0;
};
Confirmation confirmingSearch(engine::Search& search, const Position& pos, const PuzzleSettings& s);

} // namespace bashni::puzzles
