// match: two players play a series of games from a fixed set of openings, colours alternating,
// untimed or on a clock; one line a game and the score from the first player's side
// (docs/NOTATION.md "Command line"), and the games as a record with --pdn.
#include "command.h"
#include "match_record.h"
#include "openings.h"
#include "players.h"

#include "core/game.h"
#include "core/movegen.h"
#include "core/notation.h"

#include <QDate>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace bashni::cli {
namespace {

constexpr int MaxPlies = 300; // a game still going after this many plies is a draw

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
    case Ending::TimeForfeit:
        return "time";
    case Ending::None:
        break;
    }
    return "ply-limit";
}

// The Date tag's text: today, as PDN writes dates.
std::string today() {
    return QDate::currentDate().toString("yyyy.MM.dd").toStdString();
}

// A move's thinking time in whole milliseconds, rounded up: a clock is never charged less than
// was used.
Milliseconds elapsedSince(std::chrono::steady_clock::time_point start) {
    using namespace std::chrono;
    const auto us = duration_cast<microseconds>(steady_clock::now() - start).count();
    return Milliseconds((us + 999) / 1000);
}

// Plays the game on from its opening until it ends, by the rules, on time or at the ply limit.
// Each player is handed its clock in a timed game and charged the real time it took. Returns
// what went wrong when a player broke the rules, else "".
std::string playGame(Game& game, Player& white, Player& black) {
    while (!game.isOver() && game.plyCount() < MaxPlies) {
        Player& mover = game.sideToMove() == Color::White ? white : black;
        const auto left = game.timeLeft();
        const engine::ClockState clock{game.timeControl(), left.value_or(0), game.plyCount()};
        const auto start = std::chrono::steady_clock::now();
        const Move m = mover.choose(game.position(), left ? &clock : nullptr);
        if (game.play(m, left ? elapsedSince(start) : 0)) continue;
        if (game.ending() == Ending::TimeForfeit) break; // too late: lost on time
        return mover.name() + " chose the illegal move " + formatMove(m) + " in " +
               formatPosition(game.position());
    }
    return {};
}

// The record of game n as --pdn writes it. A game stopped at the ply limit is drawn by the
// match, as an adjudication.
void tagGame(Game& game, int n, const Player& white, const Player& black) {
    game.setTag("Event", "bashni-cli match");
    game.setTag("Date", today());
    game.setTag("Round", std::to_string(n));
    game.setTag("White", white.name());
    game.setTag("Black", black.name());
    if (!game.isOver()) {
        game.agreeDraw();
        game.setTag("Termination", "adjudication");
    }
}

// -400 log10(1/p - 1), the rating difference that expects score p; within +-999.
long eloDifference(double p) {
    if (p <= 0) return -999;
    if (p >= 1) return 999;
    return std::clamp(std::lround(-400 * std::log10(1 / p - 1)), -999L, 999L);
}

struct MatchOptions {
    int games = 0;
    std::uint64_t seed = 1;
    TimeControl clock;       // --tc; none without
    std::int64_t timeMs = 0; // --time; 0 without
    std::unique_ptr<Player> players[2];
    Rules rules = Rules::Standard;
    std::optional<QString> pdn; // --pdn
};

void addMatchOptions(QCommandLineParser& parser) {
    addRulesOption(parser);
    parser.addOption({"a",
                      "The first player: level:N (1..10), random, greedy, "
                      "engine:depth=N,WEIGHT=VALUE... or exe:PATH[,time=S|,depth=D].",
                      "PLAYER"});
    parser.addOption({"b", "The second player.", "PLAYER"});
    parser.addOption({"games", "Number of games (1..100000).", "N"});
    parser.addOption({"time",
                      "Seconds a move for the levels, instead of their own caps, and for exe "
                      "players without their own (untimed games).",
                      "S"});
    parser.addOption({"tc",
                      "Time control of every game: BASE+INC in seconds (\"10+0.1\") or "
                      "SECONDS/move. The players' thinking is timed; a side whose time runs out "
                      "loses.",
                      "TC"});
    parser.addOption({"pdn", "Write every game to FILE (PDN), each as soon as it ends.", "FILE"});
    parser.addOption({"seed", "Seed of the players' random choices (default 1).", "N", "1"});
}

// A usage error, for the functions that return nothing when an option is bad.
std::nullopt_t refuse(const std::string& why) {
    usageError(why);
    return std::nullopt;
}

// --tc: a clock, never "-" (a match without one leaves --tc out). Reports what is wrong itself.
std::optional<TimeControl> clockFromOption(const QCommandLineParser& parser) {
    if (parser.isSet("time"))
        return refuse("--tc and --time cannot be used together: --time is the time a move of "
                      "untimed games, --tc times the whole game");
    Message why;
    const auto tc = parseTimeControl(argumentBytes(parser.value("tc")), &why);
    if (tc && tc->timed()) return tc;
    return refuse(tc ? "--tc \"-\" is no clock: leave --tc out for untimed games"
                     : "--tc: " + formatMessage(why));
}

// Reads and checks every option; reports what is wrong itself and sets *code.
std::optional<MatchOptions> matchOptions(const QCommandLineParser& parser, int* code) {
    *code = 2;
    if (!parser.positionalArguments().isEmpty())
        return refuse("match takes no arguments besides its options");
    for (const char* name : {"a", "b", "games"})
        if (!parser.isSet(name)) return refuse(std::string("match needs --") + name);
    MatchOptions o;
    bool ok = false;
    o.games = parser.value("games").toInt(&ok);
    if (!ok || o.games < 1 || o.games > 100000)
        return refuse("--games must be a whole number from 1 to 100000, not " +
                      quoted(parser.value("games")));
    o.seed = parser.value("seed").toULongLong(&ok);
    if (!ok) return refuse("--seed must be a whole number, not " + quoted(parser.value("seed")));
    if (parser.isSet("tc")) {
        const auto tc = clockFromOption(parser);
        if (!tc) return std::nullopt;
        o.clock = *tc;
    } else if (parser.isSet("time")) {
        const auto ms = millisecondsFromOption(parser, "time");
        if (!ms) return std::nullopt;
        o.timeMs = *ms;
    }
    for (int slot = 0; slot < 2; ++slot) {
        const QString option = slot == 0 ? "a" : "b";
        std::string error;
        o.players[slot] = makePlayer(argumentBytes(parser.value(option)), o.timeMs, &error);
        if (!o.players[slot]) return refuse("--" + option.toStdString() + ": " + error);
    }
    *code = 1;
    const auto rules = rulesFromOptions(parser);
    if (!rules) return std::nullopt;
    o.rules = *rules;
    if (parser.isSet("pdn")) o.pdn = parser.value("pdn");
    return o;
}

struct Tally {
    int wins = 0, draws = 0, losses = 0, timeLosses = 0;
    void add(const Game& game, Result result, bool aWhite) {
        if (result == Result::Draw)
            ++draws;
        else if ((result == Result::WhiteWins) == aWhite)
            ++wins;
        else
            ++losses;
        if (game.ending() == Ending::TimeForfeit) ++timeLosses;
    }
};

void printTally(const Tally& t, int games) {
    const double score = (t.wins + 0.5 * t.draws) / games;
    char percent[16];
    std::snprintf(percent, sizeof percent, "%.1f", score * 100);
    std::cout << "result wins=" << t.wins << " draws=" << t.draws << " losses=" << t.losses
              << " score=" << percent << " elo=" << eloDifference(score)
              << " time-losses=" << t.timeLosses << '\n';
}

} // namespace

int runMatch(const QStringList& args) {
    QCommandLineParser parser;
    addMatchOptions(parser);
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    auto options = matchOptions(parser, &code);
    if (!options) return code;
    MatchOptions& o = *options;
    MatchRecord record;
    std::string error;
    if (o.pdn && !record.open(QFile::decodeName(argumentBytes(*o.pdn).c_str()), &error))
        return fail(shownFileName(*o.pdn) + ": " + error);

    const auto lines = openings(o.rules);
    Tally tally;
    for (int n = 1; n <= o.games; ++n) {
        // A has White in odd games; games 2k-1 and 2k play the same opening.
        const bool aWhite = n % 2 == 1;
        Player& white = *o.players[aWhite ? 0 : 1];
        Player& black = *o.players[aWhite ? 1 : 0];
        o.players[0]->newGame(gameSeed(o.seed, n, 0));
        o.players[1]->newGame(gameSeed(o.seed, n, 1));
        Game game(o.rules);
        game.setTimeControl(o.clock);
        for (const std::string& text : lines[std::size_t((n - 1) / 2) % lines.size()])
            game.play(text); // the opening costs neither side time
        try {
            error = playGame(game, white, black);
        } catch (const PlayerError& e) {
            error = e.what();
        }
        if (!error.empty()) return fail("game " + std::to_string(n) + ": " + error);
        const Result result = game.isOver() ? game.result() : Result::Draw; // or the ply limit
        tally.add(game, result, aWhite);
        std::cout << "game " << n << " white=" << white.name() << " black=" << black.name()
                  << " result=" << resultText(result) << " plies=" << game.plyCount()
                  << " reason=" << reasonText(game.ending()) << std::endl;
        if (!o.pdn) continue;
        tagGame(game, n, white, black);
        if (!record.add(game, &error)) return fail(shownFileName(*o.pdn) + ": " + error);
    }
    printTally(tally, o.games);
    return 0;
}

} // namespace bashni::cli
