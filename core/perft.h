// Perft: counting the leaves of the legal-move tree, the standard check of a move generator.
#pragma once

#include "core/position.h"

#include <string>
#include <utility>
#include <vector>

namespace bashni {

// Leaves at `depth` plies; the last ply is counted in bulk, without making the moves.
std::uint64_t perft(Position& pos, int depth);
// The same count, making and unmaking every move down to the leaves (the slower, honest way).
std::uint64_t perftMakeAll(Position& pos, int depth);
// perft(depth - 1) below each legal move, by move text, sorted by move text.
std::vector<std::pair<std::string, std::uint64_t>> perftDivide(Position& pos, int depth);

} // namespace bashni
