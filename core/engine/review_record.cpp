#include "core/engine/review_record.h"

#include "core/engine/search.h"
#include "core/notation.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace bashni::engine {
namespace {

constexpr std::string_view Better = "better ", Played = "; played ";

// A side's view of a score as an evaluation of that side (value > 0: it is ahead).
std::optional<Evaluation> ownView(int score) {
    if (std::abs(score) <= WinBound) return Evaluation{score, false};
    const int plies = Win - std::abs(score);
    if (plies <= 0) return std::nullopt;
    return Evaluation{score > 0 ? plies : -plies, true};
}

// Removes an earlier review's comments from a move, and the glyphs they came with.
void removeReview(Annotation& a) {
    const auto review = std::remove_if(a.comments.begin(), a.comments.end(),
                                       [](const std::string& c) { return isReviewComment(c); });
    if (review == a.comments.end()) return;
    a.comments.erase(review, a.comments.end());
    std::erase_if(a.nags, [](int n) { return judgementOfNag(n) != Judgement::None; });
}

std::string menText(double hundredths) {
    const long long h = std::llround(hundredths);
    return formatEvaluation({int(h), false}).substr(h > 0 ? 1 : 0); // without the "+"
}

void setSummary(Game& game, std::string_view side, const SideSummary& s) {
    const std::string prefix(side);
    game.setTag(prefix + "Inaccuracies", std::to_string(s.inaccuracies));
    game.setTag(prefix + "Mistakes", std::to_string(s.mistakes));
    game.setTag(prefix + "Blunders", std::to_string(s.blunders));
    game.setTag(prefix + "AverageLoss", menText(s.averageLoss));
}

} // namespace

std::optional<Evaluation> evaluationOf(int score, Color toMove) {
    return ownView(toMove == Color::White ? score : -score);
}

std::string scoreText(int score) {
    const auto e = ownView(score);
    return e ? formatEvaluation(*e) : score > 0 ? "#0" : "#-0";
}

std::string reviewComment(const MoveReview& m) {
    return std::string(Better) + formatMove(m.best) + ' ' + scoreText(m.before) +
           std::string(Played) + scoreText(m.after);
}

std::optional<ReviewRemark> parseReviewComment(std::string_view c) {
    if (!c.starts_with(Better)) return std::nullopt;
    const std::size_t played = c.find(Played);
    if (played == std::string_view::npos) return std::nullopt;
    const std::size_t space = c.rfind(' ', played - 1);
    if (space == std::string_view::npos || space <= Better.size()) return std::nullopt;
    const std::string_view move = c.substr(Better.size(), space - Better.size());
    const std::string_view before = c.substr(space + 1, played - space - 1);
    const std::string_view after = c.substr(played + Played.size());
    if (move.find(' ') != std::string_view::npos || !parseEvaluation(before) ||
        !parseEvaluation(after))
        return std::nullopt;
    return ReviewRemark{std::string(move), std::string(before), std::string(after)};
}

bool isReviewComment(std::string_view c) {
    return parseReviewComment(c).has_value();
}

void applyReview(Game& game, const Review& review, std::string_view annotator) {
    for (const MoveReview& m : review.moves) {
        Annotation& a = game.annotation(m.ply);
        removeReview(a);
        a.eval = evaluationOf(m.positionScore, ~m.mover);
        if (m.judgement == Judgement::None) continue;
        const int n = nag(m.judgement);
        std::erase(a.nags, n); // a player's own "?" on the move is not written twice
        a.nags.insert(a.nags.begin(), n);
        a.comments.push_back(reviewComment(m));
    }
    setSummary(game, "White", review.white);
    setSummary(game, "Black", review.black);
    game.setTag("Annotator", std::string(annotator));
}

} // namespace bashni::engine
