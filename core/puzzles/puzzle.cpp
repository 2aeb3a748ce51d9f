#include "core/puzzles/puzzle.h"

#include "core/engine/eval.h"

namespace bashni::puzzles {

std::string_view difficultyName(Difficulty d) {
    switch (d) {
    case Difficulty::Easy:
        return "easy";
    case Difficulty::Medium:
        return "medium";
    case Difficulty::Hard:
        break;
    }
    return "hard";
}

std::optional<Difficulty> parseDifficulty(std::string_view text) {
    for (Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
        if (difficultyName(d) == text) return d;
    return std::nullopt;
}

// A one-move shot the shallowest search sees is easy; a line of several moves of the solver, or a
// move the search only settles on when it looks far, is hard.
Difficulty difficultyOf(int plies, int depthFound) {
    if (plies >= 5 || depthFound >= 5) return Difficulty::Hard;
    if (plies == 1 && depthFound <= 2) return Difficulty::Easy;
    return Difficulty::Medium;
}

Problem judgeLines(const Position& pos, const std::vector<engine::RootLine>& lines,
                   const PuzzleSettings& s) {
    if (lines.size() < 2) return Problem::OnlyMove;
    const int best = lines[0].score, second = lines[1].score;
    // The position's own evaluation is the bar, so that a side already far ahead needs a real
    // gain, and a recapture that only restores the balance is no puzzle.
    const bool decisive = best > engine::WinBound || best >= engine::evaluate(pos) + s.gain;
    if (!decisive) return Problem::NotDecisive;
    if (second > engine::WinBound || best - second < s.margin) return Problem::NotUnique;
    return Problem::None;
}

} // namespace bashni::puzzles
