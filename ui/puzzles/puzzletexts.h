// What the puzzle trainer says, in the current language (context "PuzzleTrainer").
#pragma once

#include "core/puzzles/puzzle.h"

#include <QString>

#include <optional>

namespace bashni::ui {

QString puzzleTask(Color toMove); // "White to move: find the winning move"
QString bandName(puzzles::Difficulty band);
// Why the user's wrong move fails: the engine's answer and, from its score (the answering
// side's view, hundredths of a man), what it comes to.
QString refutationText(const Move& wrong, const std::optional<Move>& reply, int score);
QString solutionText(const std::vector<Move>& line); // "Solution: c3-d4 e5:c3 b2:d4"

} // namespace bashni::ui
