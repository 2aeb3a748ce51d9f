#include "core/engine/levels.h"

#include "core/movegen.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace bashni::engine {
namespace {

// Weak levels see little and choose loosely among the moves they like; strong ones search deep
// and always play the best move they found.
constexpr std::array<Level, 10> levels{{
    //  depth  time ms  temperature  miss long captures %
    {1, 50, 120, 60},
    {2, 50, 90, 45},
    {2, 80, 50, 30},
    {3, 100, 35, 20},
    {4, 100, 20, 10},
    {5, 150, 10, 5},
    {7, 150, 4, 0},
    {9, 200, 0, 0},
    {16, 300, 0, 0},
    {MaxPly - 1, 500, 0, 0},
}};

// A human-like oversight: long capture paths are not seen, as long as some other move is.
std::vector<std::pair<Move, int>> overlookLongCaptures(std::vector<std::pair<Move, int>> moves,
                                                       int percent, std::mt19937_64& rng) {
    if (percent == 0 || std::uniform_int_distribution<int>(1, 100)(rng) > percent) return moves;
    std::vector<std::pair<Move, int>> seen;
    for (const auto& m : moves)
        if (m.first.jumps < 3) seen.push_back(m);
    return seen.empty() ? moves : seen;
}

// Picks a move with probability growing with its score: exp((score - best) / temperature).
Move pickByTemperature(const std::vector<std::pair<Move, int>>& moves, int temperature,
                       std::mt19937_64& rng) {
    const int best = std::max_element(moves.begin(), moves.end(), [](auto& a, auto& b) {
                         return a.second < b.second;
                     })->second;
    std::vector<double> weights;
    for (const auto& [m, score] : moves)
        weights.push_back(std::exp(double(score - best) / double(temperature)));
    std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
    return moves[pick(rng)].first;
}

// A level's choice within limits: the best move, or a weak level's loose pick.
SearchResult chooseWithin(Search& search, const Position& pos, const History& history,
                          const Level& l, std::uint64_t seed, const Limits& limits) {
    if (l.temperature == 0 && l.missLongCapture == 0) return search.run(pos, history, limits);

    std::mt19937_64 rng(seed ^ pos.hash());
    auto scored = search.scoreRootMoves(pos, history, l.depth, limits);
    SearchResult result;
    if (scored.empty()) return result;
    scored = overlookLongCaptures(std::move(scored), l.missLongCapture, rng);
    result.hasMove = true;
    result.best = l.temperature > 0
                      ? pickByTemperature(scored, l.temperature, rng)
                      : std::max_element(scored.begin(), scored.end(), [](auto& a, auto& b) {
                            return a.second < b.second;
                        })->first;
    for (const auto& [m, score] : scored)
        if (m == result.best) result.score = score;
    result.depth = l.depth;
    result.pv = {result.best};
    return result;
}

} // namespace

const Level& level(int n) {
    return levels[std::size_t(std::clamp(n, MinLevel, MaxLevel) - 1)];
}

SearchResult chooseMove(Search& search, const Position& pos, const History& history, int n,
                        std::uint64_t seed, std::int64_t timeMs, const std::atomic<bool>* stop) {
    const Level& l = level(n);
    Limits limits;
    limits.depth = l.depth;
    limits.timeMs = timeMs > 0 ? timeMs : l.timeMs;
    limits.stop = stop;
    return chooseWithin(search, pos, history, l, seed, limits);
}

Milliseconds clockCap(int n) {
    const Level& l = level(n);
    return l.depth >= MaxPly - 1 ? 0 : l.timeMs;
}

SearchResult chooseMoveOnClock(Search& search, const Position& pos, const History& history, int n,
                               std::uint64_t seed, const ClockState& clock,
                               const std::atomic<bool>* stop) {
    if (!clock.control.timed()) return chooseMove(search, pos, history, n, seed, 0, stop);
    MoveList moves;
    generateDistinctMoves(pos, moves);
    const MoveTraits traits{int(moves.size()), hasCapture(pos),
                            hasCaptureFor(pos, ~pos.sideToMove())};
    TimeManager manager(planMove(clock, traits, clockCap(n)));
    const Level& l = level(n);
    Limits limits;
    limits.depth = l.depth;
    limits.timeMs = manager.budget().hardMs;
    limits.stop = stop;
    limits.another = [&manager](const SearchInfo& i) {
        return manager.startNext(i.pv.front(), i.score, Milliseconds(i.seconds * 1000));
    };
    return chooseWithin(search, pos, history, l, seed, limits);
}

} // namespace bashni::engine
