// bench: move-generation speed from the start position, median of several runs, the AI's search
// speed, and a check of the deep perft counts of docs/RULES.md 6 that the test suite leaves out for
// time.
#include "command.h"

#include "core/engine/search.h"
#include "core/game.h"
#include "core/pdn.h"
#include "core/perft.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>
#include <sstream>
#include <vector>

namespace bashni::cli {
namespace {

struct Timing {
    std::uint64_t nodes = 0;
    double seconds = 0;
};

template <typename Count>
Timing timed(Count count) {
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t n = count();
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    return {n, took.count()};
}

Timing median(std::vector<Timing> timings) {
    std::sort(timings.begin(), timings.end(),
              [](const Timing& a, const Timing& b) { return a.seconds < b.seconds; });
    return timings[timings.size() / 2];
}

template <typename Count>
Timing medianRun(int runs, Count count) {
    std::vector<Timing> timings;
    for (int i = 0; i < runs; ++i) timings.push_back(timed(count));
    return median(std::move(timings));
}

double rate(const Timing& t) {
    return double(t.nodes) / t.seconds;
}

void report(const char* what, int depth, const Timing& t) {
    std::printf("%s depth=%d nodes=%llu time_ms=%.1f mnps=%.1f\n", what, depth,
                static_cast<unsigned long long>(t.nodes), t.seconds * 1000, rate(t) / 1e6);
}

// docs/RULES.md 6, depths 8 and 9.
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

// The search positions: the start, and three middlegames with tall columns (a four, a six and
// several threes and fours), each reached by a game the engine played against itself from a
// two-ply opening (depth 9 a move).
constexpr const char* searchLines[] = {
    "",
    "a3-b4 b6-a5 b2-a3 f6-e5 g3-f4 e5:g3 f2:h4 h6-g5 h4:f6 g7:e5 e3-f4 c7-b6 g3-h4 e5:g3 h4:f2 "
    "d6-c5 b4:d6 e7:c5 f2-e3 c5-b4 a3:c5:e7:g5:e7 f8:d6 e3-f4 b6-c5 f4-e5 c5:a3 e5:c7 d8:b6 "
    "d6:f8:d6:f8:d6 c7:e5 d2-e3 h8-g7",
    "c3-b4 h6-g5 b4-a5 g5-h4 b2-c3 d6-e5 c3-d4 e5:c3 d2:b4 e7-d6 c1-b2 d6-c5 b4:d6 c7:e5 a5:c7 "
    "d8:b6 c3-b4 b6-c5 b4-a5 f8-e7 e3-f4 a7-b6 e1-d2 g7-h6 f2-e3 h4:f2:d4 b2-c3 d4:b2 a3:c1 "
    "e5:g3 h2:f4 f6-e5 d2-e3 e7-f6 b2-a3 f6-g5 g3-h4 e5:g3 h4:f6 f4:d2 c1:e3 g3-f2 e3-d4 "
    "c5:e3:c1 g1:e3:c5:e7:c5:a7",
    "e3-f4 b6-c5 f4-g5 f6:h4 c3-d4 c5:e3 f2:d4 h4:f2 e1:g3 c7-b6 b2-c3 g7-f6 e3-f4 b6-c5 d4:b6 "
    "a7:c5 c3-b4 b6-a5 d2-c3 h6-g5 f4:h6 c5-d4 c3:e5:g7 a5:c3:e5 g3-h4 h8:f6 h2-g3 e5-f4 "
    "g3:e5:g3 d6-e5 f4:d6 e7:c5:e7 a1-b2 d8-c7 c1-d2 c7-b6 d2-e3 b6-a5 b2-c3 b8-a7 e3-f4 a5-b4 "
    "c3:a5 a7-b6 a5:c7:e5 f6:d4 f4:d6:f4:d6 e7:c5 h4-g5 d4-c3 f2-e3 d6-e5",
};

// Each position searched for `seconds` by a fresh search: the depth it finishes and its speed.
bool benchSearch(double seconds) {
    int number = 0;
    for (const char* line : searchLines) {
        ++number;
        Game game;
        std::istringstream moves(line);
        for (std::string move; moves >> move;) {
            Message error;
            if (!game.play(move, &error)) {
                fail("bench: search position " + std::to_string(number) + ", move " + move + ": " +
                     formatMessage(error));
                return false;
            }
        }
        engine::Search search;
        engine::Limits limits;
        limits.timeMs = std::llround(seconds * 1000);
        const auto start = std::chrono::steady_clock::now();
        const engine::SearchResult result = search.run(game.position(), limits);
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        std::printf("search pos=%d depth=%d nodes=%llu nps=%.0f\n", number, result.depth,
                    static_cast<unsigned long long>(result.nodes),
                    double(result.nodes) / std::max(took.count(), 1e-6));
    }
    return true;
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
    // The two counts take turns, so that a load on the machine weighs on both alike and their
    // ratio (what the bulk count saves) holds even when the figures themselves vary.
    std::vector<Timing> bulkRuns, makeRuns;
    for (int i = 0; i < runs; ++i) {
        bulkRuns.push_back(timed([&] { return perft(pos, bulkDepth); }));
        makeRuns.push_back(timed([&] { return perftMakeAll(pos, makeDepth); }));
    }
    const Timing bulk = median(bulkRuns), make = median(makeRuns);
    report("perft-bulk", bulkDepth, bulk);
    report("perft-make", makeDepth, make);
    std::printf("perft-ratio bulk/make=%.2f\n", rate(bulk) / rate(make));

    benchPdnRead(runs, quick ? 500 : 10000);
    if (!benchSearch(quick ? 0.1 : 1.0)) return 1;

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
