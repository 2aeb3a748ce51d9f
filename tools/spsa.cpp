// bashni-spsa: tunes the evaluation's weights by games, not by a fit (docs/ENGINE.md "Tuning by
// games"). Simultaneous perturbation stochastic approximation, as Fishtest tunes Stockfish: at
// each step every weight is moved by +c or -c at random, the two weight sets so made play a pair
// of games (one random balanced opening, both colours) at a fixed depth, and every weight moves
// towards the side that scored more. A Texel fit says which weights explain the results of games;
// this asks which weights win them.
//
//   bashni-spsa STEPS [DEPTH] [THREADS] [SEED]
#include "core/engine/search.h"
#include "core/game.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace bashni;

namespace {

// The weights tuned: all but the unit.
const std::vector<engine::NamedWeight> params = [] {
    std::vector<engine::NamedWeight> p;
    for (const engine::NamedWeight& n : engine::namedWeights)
        if (n.step) p.push_back(n);
    return p;
}();

engine::Weights weightsAt(const std::vector<double>& theta) {
    engine::Weights w;
    for (std::size_t i = 0; i < params.size(); ++i) params[i].in(w) = int(std::lround(theta[i]));
    return w;
}

// Six random plies that a depth-6 search finds within 0.6 of a man.
Game randomOpening(std::mt19937_64& rng, engine::Search& judge) {
    for (;;) {
        Game game;
        for (int ply = 0; ply < 6 && !game.isOver(); ++ply) {
            const std::vector<Move> moves = game.legalMoves();
            game.play(moves[rng() % moves.size()]);
        }
        if (game.isOver()) continue;
        engine::Limits limits;
        limits.depth = 6;
        if (std::abs(judge.run(game.position(), engine::historyOf(game), limits).score) <= 60)
            return game;
    }
}

// 1 if `white` wins, 0.5 a draw, 0 a loss.
double play(Game game, engine::Search& white, engine::Search& black, int depth) {
    white.clear(), black.clear();
    engine::Limits limits;
    limits.depth = depth;
    while (!game.isOver() && game.plyCount() < 300) {
        engine::Search& s = game.position().sideToMove() == Color::White ? white : black;
        game.play(s.run(game.position(), engine::historyOf(game), limits).best);
    }
    const Result r = game.isOver() ? game.result() : Result::Draw;
    return r == Result::WhiteWins ? 1 : r == Result::BlackWins ? 0 : 0.5;
}

struct Tuner {
    std::vector<double> theta, sum; // sum: of theta over the second half, the answer
    int steps, depth, done = 0, summed = 0;
    double score = 0;
    std::mutex lock;

    void worker(std::uint64_t seed) {
        std::mt19937_64 rng(seed);
        engine::Search judge, plus, minus;
        for (;;) {
            std::vector<double> delta(params.size()), up, down;
            {
                std::lock_guard g(lock);
                if (done >= steps) return;
                up = down = theta;
            }
            for (std::size_t i = 0; i < params.size(); ++i) {
                delta[i] = rng() & 1 ? 1 : -1;
                up[i] += params[i].step * delta[i], down[i] -= params[i].step * delta[i];
            }
            plus.setWeights(weightsAt(up)), minus.setWeights(weightsAt(down));
            const Game opening = randomOpening(rng, judge);
            const double s =
                play(opening, plus, minus, depth) + 1 - play(opening, minus, plus, depth);
            update(delta, s - 1);
        }
    }

    // s: the pair's score of the + side less one half of the pair's points, in [-1, 1].
    void update(const std::vector<double>& delta, double s) {
        constexpr double R = 0.02; // the step, in perturbations per point
        std::lock_guard g(lock);
        for (std::size_t i = 0; i < params.size(); ++i)
            theta[i] += R * params[i].step * s * delta[i];
        score += s;
        if (++done > steps / 2) {
            ++summed;
            for (std::size_t i = 0; i < params.size(); ++i) sum[i] += theta[i];
        }
        if (done % 500 == 0 || done == steps) report();
    }

    void report() {
        std::printf("step %d (+ side's mean pair score %+.3f):", done, score / done);
        const bool average = summed > 0;
        for (std::size_t i = 0; i < params.size(); ++i)
            std::printf("%s%.*s=%ld", i ? "," : " ", int(params[i].name.size()),
                        params[i].name.data(), std::lround(average ? sum[i] / summed : theta[i]));
        std::printf("\n");
        std::fflush(stdout);
    }
};

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bashni-spsa STEPS [DEPTH] [THREADS] [SEED]\n");
        return 2;
    }
    Tuner t;
    t.steps = std::atoi(argv[1]);
    t.depth = argc > 2 ? std::atoi(argv[2]) : 6;
    const int threads = argc > 3 ? std::atoi(argv[3]) : 2;
    const std::uint64_t seed = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1;
    engine::Weights w;
    for (const engine::NamedWeight& p : params) t.theta.push_back(p.in(w));
    t.sum.assign(params.size(), 0);
    std::vector<std::thread> pool;
    for (int i = 0; i < threads; ++i) pool.emplace_back([&t, seed, i] { t.worker(seed + i); });
    for (std::thread& th : pool) th.join();
    return 0;
}
