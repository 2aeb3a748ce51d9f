#include "core/engine/annotator.h"

#include "core/movegen.h"

#include <algorithm>
#include <cstdio>

namespace bashni::engine {
namespace {

// Enough for thousands of games; past it the cache starts again rather than grow without end.
constexpr std::size_t MaxCached = 1 << 18;

PositionAnalysis gameOver(int score) {
    PositionAnalysis a;
    a.score = score;
    return a;
}

MoveReview judgeMove(int ply, Color mover, const Move& played, const PositionAnalysis& before,
                     const PositionAnalysis& after, int afterScore, bool playedBest) {
    MoveReview m;
    m.ply = ply;
    m.mover = mover;
    m.played = played;
    m.best = before.best;
    m.pv = before.pv;
    m.before = before.score;
    m.after = afterScore;
    m.positionScore = after.score;
    m.playedBest = playedBest;
    // Two searches never quite agree: the engine's own move is not blamed for the difference.
    if (!playedBest) {
        m.judgement = judge(m.before, m.after);
        m.loss = lossOf(m.before, m.after);
    }
    return m;
}

} // namespace

// The cache tells analyses under different limits apart: a depth by itself, a time by minus
// its milliseconds.
std::int64_t Annotator::limitsKey() const {
    return limits_.timeMs > 0 ? -limits_.timeMs : std::clamp(limits_.depth, 1, MaxPly - 1);
}

Annotator::Annotator(ReviewLimits limits, std::size_t ttMegabytes)
    : limits_(limits), search_(ttMegabytes) {}

void Annotator::setLimits(const ReviewLimits& limits) {
    limits_ = limits;
}

std::string Annotator::describeLimits() const {
    if (limits_.timeMs <= 0) return "depth " + std::to_string(limits_.depth);
    char text[32];
    std::snprintf(text, sizeof text, "%g s a position", double(limits_.timeMs) / 1000);
    return text;
}

std::optional<PositionAnalysis> Annotator::analyse(const Position& pos, const History& history,
                                                   const std::atomic<bool>* stop, int depth) {
    const Key key{pos.hash(), pos.rules(), depth > 0 ? std::int64_t(depth) : limitsKey(),
                  digest(history)};
    if (const auto it = cache_.find(key); it != cache_.end()) return it->second;
    if (stop && stop->load()) return std::nullopt;
    Limits limits;
    if (depth > 0)
        limits.depth = std::min(depth, MaxPly - 1);
    else if (limits_.timeMs > 0)
        limits.timeMs = limits_.timeMs;
    else
        limits.depth = std::clamp(limits_.depth, 1, MaxPly - 1);
    limits.stop = stop;
    limits.threads = limits_.threads;
    const SearchResult r = search_.run(pos, history, limits);
    ++searches_;
    nodes_ += r.nodes;
    // A search cut short by the stop is not what the limits ask for: it is not kept.
    if (stop && stop->load()) return std::nullopt;
    if (!r.hasMove) return gameOver(-Win);
    const PositionAnalysis a{r.score, r.depth, true, r.best, r.pv};
    if (cache_.size() >= MaxCached) cache_.clear();
    cache_.emplace(key, a);
    return a;
}

// A position where the game is over is scored by the rules: lost for the side that cannot move
// (in 0 plies), drawn when the game's line ends there in a draw (docs/RULES.md 5.3). A draw by
// the rules earlier in the line does not count: the record played on.
std::optional<PositionAnalysis> Annotator::analyseAt(const Game& game, int ply, const Position& pos,
                                                     const std::atomic<bool>* stop, int depth) {
    if (!hasLegalMove(pos)) return gameOver(-Win);
    if (ply == game.plyCount() && game.endingAt(ply) != Ending::None) return gameOver(0);
    return analyse(pos, historyOf(game, ply), stop, depth);
}

// The mover's score of a move that is not the engine's best. The position after it searched to
// the review's depth is one ply deeper from the position before than the best move's score, and
// scores of consecutive depths differ by a few tenths of a man, more in the middle of an
// exchange: either depth alone would blame good moves. So it is searched one ply less as well,
// and the move has the benefit of the doubt: the better of the two scores. A move that really
// loses a column loses it at both depths. Under a time limit there is no such depth: the
// position's own score serves.
std::optional<int> Annotator::playedScore(const Game& game, int ply, const Position& after,
                                          const PositionAnalysis& analysed,
                                          const std::atomic<bool>* stop) {
    if (limits_.timeMs > 0 || limits_.depth <= 1 || analysed.depth == 0) return -analysed.score;
    const auto shallower = analyseAt(game, ply, after, stop, limits_.depth - 1);
    if (!shallower) return std::nullopt;
    return std::max(-analysed.score, -shallower->score);
}

Review Annotator::review(const Game& game, int firstPly, int lastPly, const std::atomic<bool>* stop,
                         const Progress& progress) {
    Review r;
    r.lastPly = lastPly <= 0 ? game.plyCount() : std::min(lastPly, game.plyCount());
    r.firstPly = std::clamp(firstPly, 1, r.lastPly + 1);
    const int total = r.lastPly >= r.firstPly ? r.lastPly - r.firstPly + 2 : 0;
    Position pos = game.startPosition();
    Undo u;
    for (int ply = 1; ply < r.firstPly; ++ply) pos.make(game.move(ply), u);
    if (total == 0) {
        r.complete = true;
        return r;
    }
    if (progress) progress(0, total);
    auto before = analyseAt(game, r.firstPly - 1, pos, stop);
    if (before && progress) progress(1, total);
    for (int ply = r.firstPly; before && ply <= r.lastPly; ++ply) {
        const Move& played = game.move(ply);
        const bool playedBest =
            before->hasMove && pos.hashAfter(before->best) == pos.hashAfter(played);
        const Color mover = pos.sideToMove();
        pos.make(played, u);
        auto after = analyseAt(game, ply, pos, stop);
        if (!after) break;
        const auto score = playedBest ? -after->score : playedScore(game, ply, pos, *after, stop);
        if (!score) break;
        r.moves.push_back(judgeMove(ply, mover, played, *before, *after, *score, playedBest));
        before = std::move(after);
        if (progress) progress(ply - r.firstPly + 2, total);
    }
    r.complete = int(r.moves.size()) == r.lastPly - r.firstPly + 1;
    summarize(r);
    return r;
}

void summarize(Review& review) {
    review.white = review.black = SideSummary{};
    long long loss[2] = {0, 0};
    for (const MoveReview& m : review.moves) {
        SideSummary& s = m.mover == Color::White ? review.white : review.black;
        ++s.moves;
        s.inaccuracies += m.judgement == Judgement::Inaccuracy;
        s.mistakes += m.judgement == Judgement::Mistake;
        s.blunders += m.judgement == Judgement::Blunder;
        loss[m.mover == Color::White ? 0 : 1] += m.loss;
    }
    if (review.white.moves) review.white.averageLoss = double(loss[0]) / review.white.moves;
    if (review.black.moves) review.black.averageLoss = double(loss[1]) / review.black.moves;
}

} // namespace bashni::engine
