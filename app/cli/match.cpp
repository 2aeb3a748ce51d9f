// match: two players play a series of games from a fixed set of openings, colours alternating;
// one line a game and the score from the first player's side (docs/NOTATION.md "Command line").
#include "command.h"
#include "players.h"

#include "core/game.h"
#include "core/movegen.h"
#include "core/notation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace bashni::cli {
namespace {

constexpr int MaxPlies = 300; // a game still going after this many plies is a draw

// Every two-ply opening from the start position, as move texts, sorted: the games' first moves.
std::vector<std::vector<std::string>> openings(Rules rules) {
    std::vector<std::vector<std::string>> lines;
    Position pos = Position::start(rules);
    MoveList first;
    generateMoves(pos, first);
    for (const Move& m : first) {
        Undo u;
        pos.make(m, u);
        MoveList second;
        generateMoves(pos, second);
        for (const Move& r : second) lines.push_back({formatMove(m), formatMove(r)});
        pos.unmake(m, u);
    }
    std::sort(lines.begin(), lines.end());
    lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
    return lines;
}

std::string reasonText(Ending e) {
    switch (e) {
    case Ending::NoMoves:
        return "no-moves";
    case Ending::Repetition:
        return "repetition";
    case Ending::NoProgress:
        return "no-progress";
    case Ending::Resignation:
        return "resignation";
    case Ending::Agreement:
        return "agreement";
    case Ending::TimeForfeit: // matches are untimed for now; named for when they are not
        return "time";
    case Ending::None:
        break;
    }
    return "ply-limit";
}

struct Played {
    Result result = Result::Unfinished; // Unfinished: a player broke the rules (see error)
    int plies = 0;
    Ending ending = Ending::None;
    std::string error;
};

Played playGame(Rules rules, const std::vector<std::string>& opening, Player& white,
                Player& black) {
    Game game(rules);
    for (const std::string& text : opening) game.play(text);
    while (!game.isOver() && game.plyCount() < MaxPlies) {
        Player& mover = game.sideToMove() == Color::White ? white : black;
        const Move m = mover.choose(game.position());
        if (!game.play(m))
            return {Result::Unfinished, game.plyCount(), Ending::None,
                    mover.name() + " chose the illegal move " + formatMove(m) + " in " +
                        formatPosition(game.position())};
    }
    return {game.isOver() ? game.result() : Result::Draw, game.plyCount(), game.ending(), {}};
}

// -400 log10(1/p - 1), the rating difference that expects score p; within +-999.
long eloDifference(double p) {
    if (p <= 0) return -999;
    if (p >= 1) return 999;
    return std::clamp(std::lround(-400 * std::log10(1 / p - 1)), -999L, 999L);
}

} // namespace

int runMatch(const QStringList& args) {
    QCommandLineParser parser;
    addRulesOption(parser);
    parser.addOption({"a",
                      "The first player: level:N (1..10), random, greedy, "
                      "engine:depth=N,WEIGHT=VALUE... or exe:PATH[,time=S|,depth=D].",
                      "PLAYER"});
    parser.addOption({"b", "The second player.", "PLAYER"});
    parser.addOption({"games", "Number of games (1..100000).", "N"});
    parser.addOption({"time",
                      "Seconds a move for the levels, instead of their own caps, and for exe "
                      "players without their own.",
                      "S"});
    parser.addOption({"seed", "Seed of the players' random choices (default 1).", "N", "1"});
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    if (!parser.positionalArguments().isEmpty())
        return usageError("match takes no arguments besides its options");
    for (const char* name : {"a", "b", "games"})
        if (!parser.isSet(name)) return usageError(std::string("match needs --") + name);

    bool ok = false;
    const int games = parser.value("games").toInt(&ok);
    if (!ok || games < 1 || games > 100000)
        return usageError("--games must be a whole number from 1 to 100000, not " +
                          quoted(parser.value("games")));
    const std::uint64_t seed = parser.value("seed").toULongLong(&ok);
    if (!ok)
        return usageError("--seed must be a whole number, not " + quoted(parser.value("seed")));
    std::int64_t timeMs = 0;
    if (parser.isSet("time")) {
        const auto ms = millisecondsFromOption(parser, "time");
        if (!ms) return 2;
        timeMs = *ms;
    }
    std::unique_ptr<Player> players[2];
    for (int slot = 0; slot < 2; ++slot) {
        const QString option = slot == 0 ? "a" : "b";
        std::string error;
        players[slot] = makePlayer(argumentBytes(parser.value(option)), timeMs, &error);
        if (!players[slot]) return usageError("--" + option.toStdString() + ": " + error);
    }
    const auto rules = rulesFromOptions(parser);
    if (!rules) return 1;

    const auto lines = openings(*rules);
    int wins = 0, draws = 0, losses = 0;
    for (int n = 1; n <= games; ++n) {
        // A has White in odd games; games 2k-1 and 2k play the same opening.
        const bool aWhite = n % 2 == 1;
        Player& white = *players[aWhite ? 0 : 1];
        Player& black = *players[aWhite ? 1 : 0];
        players[0]->newGame(gameSeed(seed, n, 0));
        players[1]->newGame(gameSeed(seed, n, 1));
        Played game;
        try {
            game = playGame(*rules, lines[std::size_t((n - 1) / 2) % lines.size()], white, black);
        } catch (const PlayerError& e) {
            game.error = e.what();
        }
        if (!game.error.empty()) return fail("game " + std::to_string(n) + ": " + game.error);
        if (game.result == Result::Draw)
            ++draws;
        else if ((game.result == Result::WhiteWins) == aWhite)
            ++wins;
        else
            ++losses;
        std::cout << "game " << n << " white=" << white.name() << " black=" << black.name()
                  << " result=" << resultText(game.result) << " plies=" << game.plies
                  << " reason=" << reasonText(game.ending) << std::endl;
    }
    const double score = (wins + 0.5 * draws) / games;
    char percent[16];
    std::snprintf(percent, sizeof percent, "%.1f", score * 100);
    std::cout << "result wins=" << wins << " draws=" << draws << " losses=" << losses
              << " score=" << percent << " elo=" << eloDifference(score) << '\n';
    return 0;
}

} // namespace bashni::cli
