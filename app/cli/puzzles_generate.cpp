// puzzles generate: self-play games at varied levels and openings, every position of each
// searched for a puzzle; the puzzles are written as they are found, each position once.
#include "command.h"
#include "openings.h"
#include "players.h"
#include "puzzles.h"

#include "core/game.h"
#include "core/pdn.h"
#include "core/puzzles/finder.h"
#include "core/puzzles/record.h"

#include <QFile>

#include <array>
#include <cstdio>
#include <iostream>
#include <memory>
#include <random>
#include <unordered_set>
#include <vector>

namespace bashni::cli {
namespace {

constexpr int MaxPlies = 200; // long enough for any game that still has shots in it
constexpr int MinLevel = 2;   // level 1 blunders so much that its games teach little

struct GenerateOptions {
    int games = 0;
    std::uint64_t seed = 1;
    int maxLevel = 8;
    Rules rules = Rules::Standard;
    std::vector<std::vector<std::string>> openings; // of the rule set
    puzzles::PuzzleSettings settings;
};

void addGenerateOptions(QCommandLineParser& parser) {
    addRulesOption(parser);
    parser.addOption({"games", "Number of self-play games (1..100000).", "N"});
    parser.addOption(
        {"seed", "Seed of the games' levels, openings and choices (default 1).", "S", "1"});
    parser.addOption({"out", "Write the puzzles to FILE instead of standard output.", "FILE"});
    parser.addOption({"max-level", "Strongest level of the players, 2..10 (default 8).", "N", "8"});
    const puzzles::PuzzleSettings s;
    parser.addOption(
        {"find-depth",
         "Depth of the search that proposes (default " + QString::number(s.findDepth) + ").", "D",
         QString::number(s.findDepth)});
    parser.addOption(
        {"confirm-depth",
         "Depth of the search that confirms (default " + QString::number(s.confirmDepth) + ").",
         "D", QString::number(s.confirmDepth)});
}

std::optional<GenerateOptions> generateOptions(const QCommandLineParser& parser) {
    if (!parser.positionalArguments().isEmpty()) {
        usageError("puzzles generate takes no arguments besides its options");
        return std::nullopt;
    }
    if (!parser.isSet("games")) {
        usageError("puzzles generate needs --games");
        return std::nullopt;
    }
    GenerateOptions o;
    const auto games = intOption(parser, "games", 1, 100000);
    const auto level = intOption(parser, "max-level", MinLevel, 10);
    const auto find = intOption(parser, "find-depth", 1, 30);
    const auto confirm = intOption(parser, "confirm-depth", 1, 30);
    if (!games || !level || !find || !confirm) return std::nullopt;
    bool ok = false;
    o.seed = parser.value("seed").toULongLong(&ok);
    if (!ok) {
        usageError("--seed must be a whole number, not " + quoted(parser.value("seed")));
        return std::nullopt;
    }
    o.games = *games;
    o.maxLevel = *level;
    o.settings.findDepth = *find;
    o.settings.confirmDepth = *confirm;
    return o;
}

// One self-play game: levels and opening drawn from the game's seed.
struct SelfPlay {
    Game game;
    std::string white, black;
};

SelfPlay playGame(const GenerateOptions& o, int n) {
    std::mt19937_64 rng(gameSeed(o.seed, n, 0));
    const auto levelName = [&] {
        return "level:" +
               std::to_string(MinLevel +
                              int(uniformIndex(rng, std::size_t(o.maxLevel - MinLevel + 1))));
    };
    SelfPlay play{Game(o.rules), levelName(), levelName()};
    for (const std::string& text : o.openings[uniformIndex(rng, o.openings.size())])
        play.game.play(text);
    std::string error;
    std::array<std::unique_ptr<Player>, 2> players{makePlayer(play.white, 0, &error),
                                                   makePlayer(play.black, 0, &error)};
    players[0]->newGame(gameSeed(o.seed, n, 1));
    players[1]->newGame(gameSeed(o.seed, n, 2));
    Game& game = play.game;
    while (!game.isOver() && game.plyCount() < MaxPlies) {
        Player& mover = *players[game.sideToMove() == Color::White ? 0 : 1];
        if (!game.play(mover.choose(game, nullptr))) break;
    }
    return play;
}

struct Tally {
    int total = 0;
    std::array<int, 3> bands{};
};

std::string tallyText(const Tally& t) {
    return std::to_string(t.total) + " puzzles (easy " + std::to_string(t.bands[0]) + ", medium " +
           std::to_string(t.bands[1]) + ", hard " + std::to_string(t.bands[2]) + ")";
}

// Remembers the positions along a puzzle's solution.
void markLine(const puzzles::Puzzle& p, std::unordered_set<std::uint64_t>& positions) {
    Position pos = p.start;
    for (const Move& m : p.line) {
        Undo u;
        pos.make(m, u);
        positions.insert(pos.hash());
    }
}

} // namespace

int runPuzzlesGenerate(const QStringList& args) {
    QCommandLineParser parser;
    addGenerateOptions(parser);
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    auto options = generateOptions(parser);
    if (!options) return 2;
    const auto rules = rulesFromOptions(parser);
    if (!rules) return 1;
    options->rules = *rules;
    options->openings = openings(*rules);
    std::FILE* out = stdout;
    const QString outName = parser.value("out");
    if (parser.isSet("out")) {
        out = std::fopen(argumentBytes(outName).c_str(), "w");
        if (!out) return fail(shownFileName(outName) + ": cannot be written");
    }
    engine::Search search;
    std::unordered_set<std::uint64_t> seen, solved;
    Tally tally;
    for (int n = 1; n <= options->games; ++n) {
        SelfPlay play = playGame(*options, n);
        const int before = tally.total;
        for (int ply = 0; ply < play.game.plyCount(); ++ply) {
            play.game.goTo(ply);
            const Position& pos = play.game.position();
            // A game that follows a solution would give its tail again as shorter puzzles.
            if (!seen.insert(pos.hash()).second || solved.contains(pos.hash())) continue;
            auto puzzle = puzzles::findPuzzle(search, pos, options->settings);
            if (!puzzle) continue;
            puzzle->source = "seed " + std::to_string(options->seed) + ", game " +
                             std::to_string(n) + ", ply " + std::to_string(ply) + ", " +
                             play.white + " against " + play.black;
            const std::string text = writePdn(puzzles::puzzleGame(*puzzle)) + "\n";
            std::fputs(text.c_str(), out);
            std::fflush(out);
            ++tally.total;
            ++tally.bands[std::size_t(puzzle->difficulty)];
            markLine(*puzzle, solved);
        }
        std::cerr << "game " << n << "/" << options->games << ": " << play.white << " against "
                  << play.black << ", " << play.game.plyCount() << " plies, "
                  << tally.total - before << " found; " << tallyText(tally) << std::endl;
    }
    if (out != stdout && std::fclose(out) != 0)
        return fail(shownFileName(outName) + ": cannot be written");
    return 0;
}

} // namespace bashni::cli
