// Game review: the engine's analysis of every position of a range of a game's plies, a
// judgement of each move (judgement.h) and a summary for each side. It can be stopped at any
// moment, reports its progress, and keeps what it found, so that a position met again (later in
// the game, in another game, in a second review) costs no search. docs/ENGINE.md "Reviewing a
// game".
#pragma once

#include "core/engine/judgement.h"
#include "core/engine/search.h"
#include "core/game.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace bashni::engine {

// The engine's view of one position, from the side to move's view.
struct PositionAnalysis {
    int score = 0;
    int depth = 0;        // 0: scored without a search (the game over there), or too short
    bool hasMove = false; // false: the game is over (best and pv empty)
    Move best{};
    std::vector<Move> pv; // the best line, starting with best
};

// One move of the game as the review judged it. Scores are from the mover's view.
struct MoveReview {
    int ply = 0; // the move's number in the game, from 1
    Color mover = Color::White;
    Move played{};
    Move best{};          // the engine's choice in the position before the move
    std::vector<Move> pv; // its line
    int before = 0;       // the score of the position before the move: the best the mover had
    // The score after the move played (Annotator::playedScore: as deep as `before` is, or one
    // ply deeper, whichever is better for the mover).
    int after = 0;
    // The position after the move as the review scored it, from the view of the side to move
    // there: what the record's evaluation shows.
    int positionScore = 0;
    bool playedBest = false; // the move leaves the position the engine's best leaves
    Judgement judgement = Judgement::None;
    int loss = 0; // hundredths of a man (lossOf)
};

// One side's moves in a review.
struct SideSummary {
    int moves = 0;
    int inaccuracies = 0, mistakes = 0, blunders = 0;
    double averageLoss = 0; // hundredths of a man a move
};

struct Review {
    int firstPly = 1, lastPly = 0; // the plies asked for
    // The moves judged, in order: all of firstPly..lastPly, or after a stop the first of them.
    std::vector<MoveReview> moves;
    bool complete = false; // false: stopped before the end
    SideSummary white, black;
    const SideSummary& side(Color c) const { return c == Color::White ? white : black; }
};

// How long the engine looks at each position: to a depth, or for a time.
struct ReviewLimits {
    int depth = 12;
    std::int64_t timeMs = 0; // > 0: this many milliseconds a position instead of a depth
    int threads = 1;         // search threads (Limits::threads)
    friend bool operator==(const ReviewLimits&, const ReviewLimits&) = default;
};

// One review at a time: the desktop runs it in a worker thread of its own, and stops it from
// another through the stop flag.
class Annotator {
  public:
    // (done, total): positions analysed of those the review needs.
    using Progress = std::function<void(int done, int total)>;

    explicit Annotator(ReviewLimits limits = {}, std::size_t ttMegabytes = 16);

    const ReviewLimits& limits() const { return limits_; }
    // What was found under other limits is kept for when they come back.
    void setLimits(const ReviewLimits& limits);
    // "depth 12" or "0.5 s a position": for the record's Annotator tag.
    std::string describeLimits() const;

    // Reviews moves firstPly..lastPly of the game's line (lastPly 0: to its end), analysing the
    // positions before and after each. `stop`, raised by another thread, ends it at once with the
    // moves judged so far; `progress` is told after each position.
    Review review(const Game& game, int firstPly = 1, int lastPly = 0,
                  const std::atomic<bool>* stop = nullptr, const Progress& progress = {});

    // One position in a game with that history (a cached analysis, or a new search unless
    // stopped: then nothing). `depth` 0 is the limits' own; otherwise this depth, whatever the
    // limits.
    std::optional<PositionAnalysis> analyse(const Position& pos, const History& history = {},
                                            const std::atomic<bool>* stop = nullptr, int depth = 0);

    // Searches run and nodes searched so far (a position found in the cache runs none).
    std::uint64_t searches() const { return searches_; }
    std::uint64_t nodes() const { return nodes_; }
    void clearCache() { cache_.clear(); }

  private:
    std::int64_t limitsKey() const;
    std::optional<PositionAnalysis> analyseAt(const Game& game, int ply, const Position& pos,
                                              const std::atomic<bool>* stop, int depth = 0);
    std::optional<int> playedScore(const Game& game, int ply, const Position& after,
                                   const PositionAnalysis& analysed, const std::atomic<bool>* stop);

    ReviewLimits limits_;
    Search search_;
    struct Key {
        std::uint64_t hash;
        Rules rules;
        std::int64_t limits;   // limitsKey(), or a depth asked for
        std::uint64_t history; // digest(): the same position elsewhere in a game may score apart
        auto operator<=>(const Key&) const = default;
    };
    std::map<Key, PositionAnalysis> cache_;
    std::uint64_t searches_ = 0, nodes_ = 0;
};

// The per-side counts and average loss of judged moves.
void summarize(Review& review);

} // namespace bashni::engine
