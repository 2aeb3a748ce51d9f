// analyse: the AI's search on one position, a line for each finished iteration and the move it
// would play (docs/NOTATION.md "Command line").
#include "command.h"

#include "core/engine/search.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <string>
#include <vector>

namespace bashni::cli {
namespace {

// Hundredths of a man, or "win N" / "loss N" with N the plies to the end of a forced line.
std::string scoreText(int score) {
    if (score > engine::WinBound) return "win " + std::to_string(engine::Win - score);
    if (score < -engine::WinBound) return "loss " + std::to_string(engine::Win + score);
    return std::to_string(score);
}

// Timed here with a finer clock than the search's milliseconds, so that the speed of the first,
// very short iterations comes out right too.
void printIteration(const engine::SearchInfo& info, std::chrono::steady_clock::time_point start) {
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    const double seconds = std::max(took.count(), 1e-6);
    std::cout << "depth " << info.depth << " score " << scoreText(info.score) << " nodes "
              << info.nodes << " nps " << std::llround(double(info.nodes) / seconds) << " time_ms "
              << std::llround(took.count() * 1000) << " pv";
    for (const Move& m : info.pv) std::cout << ' ' << formatMove(m);
    std::cout << std::endl; // each line as soon as it is found, for a program reading along
}

// The best lines of a multi-line search: "line K depth D score S pv MOVE...".
void printLines(const std::vector<engine::RootLine>& lines) {
    for (std::size_t k = 0; k < lines.size(); ++k) {
        const engine::RootLine& l = lines[k];
        std::cout << "line " << k + 1 << " depth " << l.depth << " score " << scoreText(l.score)
                  << " pv";
        for (const Move& m : l.pv) std::cout << ' ' << formatMove(m);
        std::cout << '\n';
    }
}

// --time, --depth or --nodes: at most one of them; a time of 1 s without any.
bool readSearchLimit(const QCommandLineParser& parser, engine::Limits& limits) {
    if (int(parser.isSet("time")) + int(parser.isSet("depth")) + int(parser.isSet("nodes")) > 1) {
        usageError("analyse takes one of --time, --depth and --nodes");
        return false;
    }
    bool ok = false;
    if (parser.isSet("depth")) {
        limits.depth = parser.value("depth").toInt(&ok);
        if (!ok || limits.depth < 1 || limits.depth > engine::MaxPly - 1)
            usageError("--depth must be a whole number from 1 to " +
                       std::to_string(engine::MaxPly - 1) + ", not " +
                       quoted(parser.value("depth")));
        return ok && limits.depth >= 1 && limits.depth <= engine::MaxPly - 1;
    }
    if (parser.isSet("nodes")) {
        limits.nodes = parser.value("nodes").toULongLong(&ok);
        if (!ok || limits.nodes < 1 || limits.nodes > 1000000000000ULL) {
            usageError("--nodes must be a whole number from 1 to 1000000000000, not " +
                       quoted(parser.value("nodes")));
            return false;
        }
        return true;
    }
    const auto ms = millisecondsFromOption(parser, "time");
    if (ms) limits.timeMs = *ms;
    return ms.has_value();
}

// The game of --fen (or the start) and the moves of --moves played from it: what the search
// needs to score the game's draws (docs/RULES.md 5.3). Reports errors itself.
std::optional<Game> gameFromOptions(const QCommandLineParser& parser) {
    const auto pos = positionFromOptions(parser);
    if (!pos) return std::nullopt;
    Game game(*pos);
    int ply = 0;
    for (const QString& text : parser.value("moves").split(' ', Qt::SkipEmptyParts)) {
        ++ply;
        Message error;
        if (!game.play(argumentBytes(text), &error)) {
            fail("--moves: move " + std::to_string(ply) + " " + quoted(text) + ": " +
                 formatMessage(error));
            return std::nullopt;
        }
    }
    return game;
}

} // namespace

int runAnalyse(const QStringList& args) {
    QCommandLineParser parser;
    addPositionOptions(parser);
    parser.addOption({"time", "Think for S seconds (default 1; fractions allowed).", "S", "1"});
    parser.addOption({"depth", "Search to depth D instead of for a time (1..127).", "D"});
    parser.addOption({"nodes",
                      "Search N nodes instead of for a time (1..10^12): the same on any machine, "
                      "however loaded.",
                      "N"});
    parser.addOption({"lines", "Also print the N best moves with their lines (1..5).", "N"});
    parser.addOption({"threads", "Search with N threads sharing one table (1..64).", "N", "1"});
    parser.addOption({"moves",
                      "The moves played so far from --fen (or the start), separated by spaces: "
                      "the search then knows the game's repetitions and quiet plies.",
                      "MOVES"});
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    if (!parser.positionalArguments().isEmpty())
        return usageError("analyse takes no arguments besides its options");
    engine::Limits limits;
    if (!readSearchLimit(parser, limits)) return 2;
    if (parser.isSet("lines")) {
        bool ok = false;
        limits.multiPv = parser.value("lines").toInt(&ok);
        if (!ok || limits.multiPv < 1 || limits.multiPv > engine::MaxLines)
            return usageError("--lines must be a whole number from 1 to " +
                              std::to_string(engine::MaxLines) + ", not " +
                              quoted(parser.value("lines")));
    }
    {
        bool ok = false;
        limits.threads = parser.value("threads").toInt(&ok);
        if (!ok || limits.threads < 1 || limits.threads > engine::MaxThreads)
            return usageError("--threads must be a whole number from 1 to " +
                              std::to_string(engine::MaxThreads) + ", not " +
                              quoted(parser.value("threads")));
    }
    const auto game = gameFromOptions(parser);
    if (!game) return 1;
    const Position* pos = &game->position();

    if (!hasLegalMove(*pos)) {
        std::cout << "bestmove none\n";
        return 0;
    }
    engine::Search search;
    const auto start = std::chrono::steady_clock::now();
    const engine::SearchResult result =
        search.run(*pos, engine::historyOf(*game), limits,
                   [start](const engine::SearchInfo& info) { printIteration(info, start); });
    if (parser.isSet("lines")) printLines(result.lines);
    std::cout << "bestmove " << (result.hasMove ? formatMove(result.best) : "none") << '\n';
    return 0;
}

} // namespace bashni::cli
