// A puzzle: a position where one move, and only one, wins decisively, with the line of both
// sides that shows the win (docs/NOTATION.md "Puzzle collections").
#pragma once

#include "core/engine/search.h"
#include "core/move.h"
#include "core/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bashni::puzzles {

// Bands by how far one must look: the solution's length and the depth the search needed.
enum class Difficulty { Easy, Medium, Hard };
std::string_view difficultyName(Difficulty d); // "easy", "medium", "hard"
std::optional<Difficulty> parseDifficulty(std::string_view text);
// The band of a solution of `plies` plies whose first move the search kept from `depthFound` on.
Difficulty difficultyOf(int plies, int depthFound);

struct Puzzle {
    Position start;
    std::vector<Move> line; // the solution for both sides, starting with the one winning move
    Difficulty difficulty = Difficulty::Medium;
    int score = 0;      // the confirming search's score of the first move, side to move's view
    std::string source; // where it came from ("game 3, ply 41"); may be empty
};

struct PuzzleSettings {
    int findDepth = 6;     // the search that proposes candidates
    int confirmDepth = 10; // the deeper search that confirms them, and that verify repeats
    int gain = 200;        // the least gain over the position's own evaluation: two men
    int margin = 150;      // how much worse the second-best move must be
    int maxPlies = 7;      // the longest solution line
};

// Why a position and a line are no puzzle (None: they are one).
enum class Problem {
    None,
    EmptyLine,   // the puzzle has no solution
    IllegalMove, // a move of the line is not legal where it is played
    OnlyMove,    // the first move is the only legal move
    NotDecisive, // the best move does not win decisively
    NotUnique,   // a second move wins too, or is nearly as good
    NotBest,     // the search prefers another first move
    NoClearLine, // the win is not clear within maxPlies
};
// Why a multi-line search's two best lines make no puzzle of `pos`; None when they do: the first
// wins decisively (a forced win, or `gain` over the position's evaluation) and the second is
// neither a forced win nor within `margin` of it.
Problem judgeLines(const Position& pos, const std::vector<engine::RootLine>& lines,
                   const PuzzleSettings& s);

} // namespace bashni::puzzles
