// Puzzles as games of a PDN collection (docs/NOTATION.md "Puzzle collections"): the position
// in FEN, the band in a Difficulty tag, the solution as the game's moves.
#pragma once

#include "core/game.h"
#include "core/puzzles/puzzle.h"

namespace bashni::puzzles {

inline constexpr std::string_view PuzzleEvent = "Bashni puzzles";

Game puzzleGame(const Puzzle& p);
// The puzzle a game of a collection holds; nothing without a known Difficulty tag.
std::optional<Puzzle> puzzleFromGame(const Game& game);

} // namespace bashni::puzzles
