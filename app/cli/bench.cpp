// bench: move-generation speed from the start position, median of several runs, and a check of
// the deep perft counts of RULES.md 6 that the test suite leaves out for time.
#include "command.h"

#include "core/game.h"
#include "core/pdn.h"
#include "core/perft.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <vector>

namespace bashni::cli {
namespace {

struct Timing {
    std::uint64_t nodes = 0;
    double seconds = 0;
};

template <typename Count>
Timing medianRun(int runs, Count count) {
    std::vector<Timing> timings;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t n = count();
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        timings.push_back({n, took.count()});
    }
    std::sort(timings.begin(), timings.end(),
              [](const Timing& a, const Timing& b) { return a.seconds < b.seconds; });
    return timings[timings.size() / 2];
}

void report(const char* what, int depth, const Timing& t) {
    std::printf("%s depth=%d nodes=%llu time_ms=%.1f mnps=%.1f\n", what, depth,
                static_cast<unsigned long long>(t.nodes), t.seconds * 1000,
                double(t.nodes) / t.seconds / 1e6);
}

// RULES.md 6, depths 8 and 9.
struct Reference {
    Rules rules;
    int depth;
    std::uint64_t nodes;
};
constexpr Reference deepCounts[] = {
    {Rules::Standard, 8, 925945},    {Rules::Standard, 9, 4534075},
    {Rules::Intervening, 8, 925945}, {Rules::Intervening, 9, 4533893},
    {Rules::Turkish, 8, 925868},     {Rules::Turkish, 9, 4533214},
};

// A file of `count` games of random legal moves (fixed seed, up to 120 plies each), as PDN text.
std::string randomGamesFile(int count) {
    std::mt19937 rng(2026);
    std::vector<Game> games;
    for (int i = 0; i < count; ++i) {
        Game g(Rules(i % 3));
        g.setTag("Event", "Bench " + std::to_string(i + 1));
        for (int ply = 0; ply < 120; ++ply) {
            const std::vector<Move> moves = g.legalMoves();
            if (moves.empty()) break;
            g.play(moves[rng() % moves.size()]);
        }
        g.setTag("Result", std::string(resultText(g.result())));
        games.push_back(std::move(g));
    }
    return writePdn(games);
}

void benchPdnRead(int runs, int count) {
    const std::string text = randomGamesFile(count);
    std::size_t read = 0;
    const Timing t = medianRun(runs, [&] {
        read = readPdn(text).games.size();
        return std::uint64_t(read);
    });
    std::printf("pdn-read games=%zu bytes=%zu time_ms=%.1f games_per_s=%.0f\n", read, text.size(),
                t.seconds * 1000, double(read) / t.seconds);
}

} // namespace

int runBench(const QStringList& args) {
    QCommandLineParser parser;
    parser.addOption({"quick", "Fewer runs and shallower depths (for a smoke test)."});
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    const bool quick = parser.isSet("quick");
    const int runs = quick ? 1 : 5;
    const int bulkDepth = quick ? 7 : 10, makeDepth = quick ? 6 : 9;

    Position pos = Position::start(Rules::Standard);
    report("perft-bulk", bulkDepth, medianRun(runs, [&] { return perft(pos, bulkDepth); }));
    report("perft-make", makeDepth, medianRun(runs, [&] { return perftMakeAll(pos, makeDepth); }));

    benchPdnRead(runs, quick ? 500 : 10000);

    bool allMatch = true;
    for (const Reference& r : deepCounts) {
        if (quick && r.depth > 8) continue;
        Position p = Position::start(r.rules);
        const std::uint64_t n = perft(p, r.depth);
        const bool match = n == r.nodes;
        allMatch &= match;
        std::printf("perft-check rules=%s depth=%d nodes=%llu expected=%llu %s\n",
                    std::string(rulesName(r.rules)).c_str(), r.depth,
                    static_cast<unsigned long long>(n), static_cast<unsigned long long>(r.nodes),
                    match ? "ok" : "MISMATCH");
    }
    return allMatch ? 0 : 1;
}

} // namespace bashni::cli
