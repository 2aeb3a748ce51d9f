// The solution line of a puzzle: the engine's line for both sides, cut where the win is clear.
#pragma once

#include "core/puzzles/puzzle.h"

namespace bashni::puzzles {

// The first plies of `pv` (the best line from `start`) up to the first move of the solver after
// which the win is clear: the opponent cannot move, or the solver is `gain` above `base` (the
// start's evaluation) and stays so after the opponent's answer. Empty when that does not happen
// within s.maxPlies plies, or when a move of pv is not legal.
std::vector<Move> solutionLine(const Position& start, const std::vector<Move>& pv, int base,
                               const PuzzleSettings& s);

} // namespace bashni::puzzles
