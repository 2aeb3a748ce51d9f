// A review written into a game record (docs/NOTATION.md 4.11), so that the command line and the
// desktop program annotate games the same way: the judgement's glyph on each judged move, a
// comment naming the better move, the evaluation after every move, and each side's summary as
// tags. Reviewing again replaces what an earlier review wrote instead of adding to it.
#pragma once

#include "core/engine/annotator.h"
#include "core/evaluation.h"
#include "core/game.h"

#include <optional>
#include <string>
#include <string_view>

namespace bashni::engine {

// A score from the view of `toMove` as the record keeps it, from White's view; nothing for a
// game over there (a forced line of 0 plies: the result says it).
std::optional<Evaluation> evaluationOf(int score, Color toMove);
// A score from one side's view in the record's form: "+0.45", "#12" (that side wins in 12 plies).
std::string scoreText(int score);

// "better c3-d4 +0.45; played -1.20": the engine's move and the scores before and after the move
// played, from the mover's view.
std::string reviewComment(const MoveReview& m);
// What reviewComment wrote, read back: the better move and the scores (in the record's form).
struct ReviewRemark {
    std::string better, betterScore, played;
};
// Nothing for a comment reviewComment did not write.
std::optional<ReviewRemark> parseReviewComment(std::string_view comment);
// Whether a comment is one reviewComment writes.
bool isReviewComment(std::string_view comment);

// Writes the review into the game: for every move reviewed, its evaluation, and for a judged
// one the glyph (first, so that it is written as the move's suffix) and reviewComment; then the
// tags WhiteInaccuracies, WhiteMistakes, WhiteBlunders, WhiteAverageLoss (men, two decimals),
// the same for Black, and Annotator (`annotator`). An earlier review's comment on a move is
// removed, with the glyphs ?!, ? and ?? it came with.
void applyReview(Game& game, const Review& review, std::string_view annotator);

} // namespace bashni::engine
