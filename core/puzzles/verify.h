// Checking a puzzle again: every move of its line legal, and its first move the one best move
// by a clear margin at the confirming depth.
#pragma once

#include "core/puzzles/puzzle.h"

namespace bashni::puzzles {

struct Verdict {
    Problem problem = Problem::None;
    int ply = 0;       // IllegalMove: the ply of the line (from 1) that is not legal
    Move engineMove{}; // NotBest: the move the search prefers
    bool ok() const { return problem == Problem::None; }
};

Verdict verifyPuzzle(engine::Search& search, const Position& start, const std::vector<Move>& line,
                     const PuzzleSettings& s);

// The verdict in English, for bashni-cli: "the second-best move is nearly as good".
std::string describe(const Verdict& v);

} // namespace bashni::puzzles
