#include "players.h"

#include "core/engine/levels.h"
#include "core/movegen.h"
#include "core/notation.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <vector>

namespace bashni::cli {
namespace {

std::vector<Move> legalMoves(const Position& pos) {
    MoveList list;
    generateMoves(pos, list);
    return {list.begin(), list.end()};
}

class LevelPlayer final : public Player {
  public:
    LevelPlayer(int level, std::int64_t timeMs) : level_(level), timeMs_(timeMs) {}
    std::string name() const override { return "level:" + std::to_string(level_); }
    void newGame(std::uint64_t seed) override {
        search_.clear();
        rng_.seed(seed);
    }
    Move choose(const Game& game, const engine::ClockState* clock) override {
        const engine::History history = engine::historyOf(game);
        if (clock)
            return engine::chooseMoveOnClock(search_, game.position(), history, level_, rng_(),
                                             *clock)
                .best;
        return engine::chooseMove(search_, game.position(), history, level_, rng_(), timeMs_).best;
    }

  private:
    int level_;
    std::int64_t timeMs_;
    engine::Search search_;
    std::mt19937_64 rng_;
};

// The search at a fixed depth with chosen evaluation weights: self-play tuning (docs/ENGINE.md)
// pits variants of the weights against each other with it.
class EnginePlayer final : public Player {
  public:
    EnginePlayer(std::string name, int depth, const engine::Weights& weights)
        : name_(std::move(name)), depth_(depth) {
        search_.setWeights(weights);
    }
    std::string name() const override { return name_; }
    void newGame(std::uint64_t) override { search_.clear(); }
    // Its depth, whatever the clock; the clock's hard limit only keeps it from losing on time.
    Move choose(const Game& game, const engine::ClockState* clock) override {
        engine::Limits limits;
        limits.depth = depth_;
        if (clock) limits.timeMs = engine::planMove(*clock, {}).hardMs;
        return search_.run(game.position(), engine::historyOf(game), limits).best;
    }

  private:
    std::string name_;
    int depth_;
    engine::Search search_;
};

// "engine:depth=5,reserve=30,advance=150" (advance scales the advancement table, per cent).
std::unique_ptr<Player> makeEnginePlayer(const std::string& text, std::string* error) {
    int depth = 4;
    engine::Weights w;
    std::string_view rest = std::string_view(text).substr(7);
    while (!rest.empty()) {
        const std::string_view item = rest.substr(0, rest.find(','));
        rest.remove_prefix(std::min(rest.size(), item.size() + 1));
        const auto eq = item.find('=');
        int value = 0;
        if (eq == std::string_view::npos || !readInt(item.substr(eq + 1), value)) {
            *error = "engine player setting " + quotedInput(item) + " is not NAME=NUMBER";
            return nullptr;
        }
        const std::string_view name = item.substr(0, eq);
        const engine::NamedWeight* weight = engine::findWeight(name);
        if (name == "depth" && value >= 1 && value < engine::MaxPly)
            depth = value;
        else if (name == "advance")
            for (int& a : w.advance) a = a * value / 100;
        else if (weight)
            weight->in(w) = value;
        else {
            *error = "unknown engine player setting " + quotedInput(item);
            return nullptr;
        }
    }
    return std::make_unique<EnginePlayer>(text, depth, w);
}

class RandomPlayer final : public Player {
  public:
    std::string name() const override { return "random"; }
    void newGame(std::uint64_t seed) override { rng_.seed(seed); }
    Move choose(const Game& game, const engine::ClockState*) override {
        const std::vector<Move> moves = legalMoves(game.position());
        return moves[uniformIndex(rng_, moves.size())];
    }

  private:
    std::mt19937_64 rng_;
};

// Takes the move after which the mover commands the most columns more than the opponent.
class GreedyPlayer final : public Player {
  public:
    std::string name() const override { return "greedy"; }
    void newGame(std::uint64_t seed) override { rng_.seed(seed); }
    Move choose(const Game& game, const engine::ClockState*) override {
        const Position& pos = game.position();
        const Color us = pos.sideToMove();
        Position p = pos;
        std::vector<Move> best;
        int bestMargin = 0;
        for (const Move& m : legalMoves(pos)) {
            Undo u;
            p.make(m, u);
            const int margin = std::popcount(p.tops(us)) - std::popcount(p.tops(~us));
            p.unmake(m, u);
            if (best.empty() || margin > bestMargin) {
                best.assign(1, m);
                bestMargin = margin;
            } else if (margin == bestMargin) {
                best.push_back(m);
            }
        }
        return best[uniformIndex(rng_, best.size())];
    }

  private:
    std::mt19937_64 rng_;
};

} // namespace

bool readInt(std::string_view text, int& value) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size() && !text.empty();
}

std::unique_ptr<Player> makePlayer(const std::string& text, std::int64_t timeMs,
                                   std::string* error) {
    if (text == "random") return std::make_unique<RandomPlayer>();
    if (text == "greedy") return std::make_unique<GreedyPlayer>();
    if (text.starts_with("engine:")) return makeEnginePlayer(text, error);
    if (text.starts_with("exe:")) return makeExePlayer(text, timeMs, error);
    const std::string prefix = "level:";
    if (text.starts_with(prefix)) {
        const char* first = text.data() + prefix.size();
        const char* last = text.data() + text.size();
        int n = 0;
        const auto [end, ec] = std::from_chars(first, last, n);
        if (ec == std::errc() && end == last && first != last && n >= engine::MinLevel &&
            n <= engine::MaxLevel)
            return std::make_unique<LevelPlayer>(n, timeMs);
        *error = "level must be a whole number from " + std::to_string(engine::MinLevel) + " to " +
                 std::to_string(engine::MaxLevel) + ", not " + quotedInput(text);
        return nullptr;
    }
    *error = "unknown player " + quotedInput(text) +
             ": expected level:N, random, greedy, engine:depth=N,WEIGHT=VALUE... or "
             "exe:PATH[,time=S|,depth=D]";
    return nullptr;
}

std::size_t uniformIndex(std::mt19937_64& rng, std::size_t n) {
    // Drop the lowest (2^64 mod n) values so that every index has as many values as the others.
    const std::uint64_t limit = std::uint64_t(n);
    const std::uint64_t threshold = (0 - limit) % limit;
    for (;;) {
        const std::uint64_t x = rng();
        if (x >= threshold) return std::size_t(x % limit);
    }
}

std::uint64_t gameSeed(std::uint64_t matchSeed, int game, int slot) {
    // splitmix64 of the three together: nearby games and seeds get unrelated streams.
    std::uint64_t z = matchSeed + 0x9E3779B97F4A7C15ull * std::uint64_t(2 * game + slot + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

} // namespace bashni::cli
