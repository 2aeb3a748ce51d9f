// bashni-tune: Texel-style tuning of the evaluation's weights on positions from self-play games
// (docs/ENGINE.md "Tuning the evaluation by self-play"). Each quiet position of each game is
// labelled with the game's result; the weights are moved one step at a time, each kept while it
// lowers the mean squared difference between the result and the evaluation mapped to an expected
// score.
//
//   bashni-tune FILE.pdn [ROUNDS]
#include "core/engine/eval.h"
#include "core/movegen.h"
#include "core/pdn.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <unordered_set>
#include <vector>

using namespace bashni;

namespace {

struct Sample {
    Position pos;
    double result; // for the side to move: 1 won, 0.5 drawn, 0 lost
};

constexpr int SkipPlies = 10; // the openings' random moves say little

std::vector<Sample> samples(const std::vector<Game>& games) {
    std::vector<Sample> out;
    std::unordered_set<std::uint64_t> seen;
    for (const Game& g : games) {
        const auto r = parseResult(g.tag("Result"));
        if (!r || *r == Result::Unfinished) continue;
        const double white = *r == Result::WhiteWins ? 1 : *r == Result::BlackWins ? 0 : 0.5;
        Position pos = g.startPosition();
        Undo u;
        for (int ply = 1; ply <= g.plyCount(); ++ply) {
            if (ply > SkipPlies && !hasCapture(pos) && seen.insert(pos.hash()).second)
                out.push_back({pos, pos.sideToMove() == Color::White ? white : 1 - white});
            pos.make(g.move(ply), u);
        }
    }
    return out;
}

double expected(int score, double k) {
    return 1 / (1 + std::pow(10.0, -k * score / 400));
}

double error(const std::vector<Sample>& s, const engine::Weights& w, double k) {
    double sum = 0;
    for (const Sample& x : s) {
        const double d = x.result - expected(engine::evaluate(x.pos, w), k);
        sum += d * d;
    }
    return sum / double(s.size());
}

// The scale of the mapping from score to expected result that fits the weights as they are.
double bestScale(const std::vector<Sample>& s, const engine::Weights& w) {
    double k = 1, best = error(s, w, k);
    for (double step = 0.5; step > 0.01; step /= 2)
        for (const double sign : {1.0, -1.0})
            while (k + sign * step > 0) {
                const double e = error(s, w, k + sign * step);
                if (e >= best) break;
                best = e, k += sign * step;
            }
    return k;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bashni-tune FILE.pdn [ROUNDS]\n");
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    const std::string text{std::istreambuf_iterator<char>(in), {}};
    const std::vector<Sample> s = samples(readPdn(text).games);
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 30;
    engine::Weights w;
    const double k = bestScale(s, w);
    double best = error(s, w, k);
    std::printf("positions %zu scale %.3f error %.6f\n", s.size(), k, best);
    for (int round = 1; round <= rounds; ++round) {
        bool improved = false;
        for (const engine::NamedWeight& p : engine::namedWeights) {
            if (p.step == 0) continue; // man: the unit
            for (const int step : {1, -1}) {
                int moved = 0;
                for (;;) { // keep stepping while it helps
                    p.in(w) += step;
                    const double e = error(s, w, k);
                    if (e >= best) {
                        p.in(w) -= step;
                        break;
                    }
                    best = e, ++moved;
                }
                if (moved) improved = true;
                if (moved) break;
            }
        }
        std::printf("round %d error %.6f:", round, best);
        for (const engine::NamedWeight& p : engine::namedWeights)
            if (p.step) std::printf(" %.*s=%d", int(p.name.size()), p.name.data(), p.in(w));
        std::printf("\n");
        std::fflush(stdout);
        if (!improved) break;
    }
    return 0;
}
