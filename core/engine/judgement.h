// How bad a move was, from the engine's scores before and after it: the rule of docs/ENGINE.md
// "Reviewing a game", with its thresholds in men. A judgement is written as a numeric
// annotation glyph (docs/NOTATION.md "Game records").
#pragma once

#include <string_view>

namespace bashni::engine {

enum class Judgement { None, Inaccuracy, Mistake, Blunder };

int nag(Judgement j);                // 0, then $6, $2, $4
std::string_view glyph(Judgement j); // "", "?!", "?", "??"
// The judgement a glyph stands for (None for any other glyph).
Judgement judgementOfNag(int nag);

// What a move must lose from an even position, in hundredths of a man, to be judged so. Away
// from even the same loss counts for less: thresholds apply to the winning chances below.
constexpr int InaccuracyLoss = 50, MistakeLoss = 100, BlunderLoss = 200;
// A side this far ahead (hundredths of a man) has the game in hand in practice: leaving a forced
// win for such a lead, or walking into a forced loss from such a deficit, is not a blunder.
constexpr int DecidedLead = 300;
// Scores are clipped to this (10 men) when losses are averaged, forced wins and losses included.
constexpr int LossClip = 1000;

// The chances a score gives, from -1 (lost) to +1 (won): tanh(score / 400), score in hundredths
// of a man; a forced win or loss (beyond WinBound) is ±1.
double winningChances(int score);

// The judgement of a move from the mover's scores before it (the best the mover had) and after
// it. The caller leaves out a move that is the engine's best: it is never judged.
Judgement judge(int before, int after);

// What the move cost in hundredths of a man (0 or more), the scores clipped to ±LossClip.
int lossOf(int before, int after);

} // namespace bashni::engine
