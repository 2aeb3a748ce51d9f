#include "match_options.h"
#include "command.h"

#include "core/messages.h"
#include "core/notation.h"

namespace bashni::cli {
namespace {

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

// An error rate of the test: strictly between 0 and 0.5.
bool readRate(const QCommandLineParser& parser, const QString& name, double* rate) {
    bool ok = false;
    *rate = parser.value(name).toDouble(&ok);
    if (ok && *rate > 0 && *rate < 0.5) return true;
    usageError("--" + name.toStdString() + " must be a number above 0 and below 0.5, not " +
               quoted(parser.value(name)));
    return false;
}

// --sprt, --alpha, --beta, --concurrency and --openings.
bool readTestOptions(const QCommandLineParser& parser, MatchOptions& o) {
    bool ok = false;
    o.openingPlies = parser.value("openings").toInt(&ok);
    if (!ok || o.openingPlies < 2 || o.openingPlies > 12) {
        usageError("--openings must be a whole number of plies from 2 to 12, not " +
                   quoted(parser.value("openings")));
        return false;
    }
    o.concurrency = parser.value("concurrency").toInt(&ok);
    if (!ok || o.concurrency < 1 || o.concurrency > 64) {
        usageError("--concurrency must be a whole number from 1 to 64, not " +
                   quoted(parser.value("concurrency")));
        return false;
    }
    if (!parser.isSet("sprt")) {
        if (!parser.isSet("alpha") && !parser.isSet("beta")) return true;
        usageError("--alpha and --beta are the error rates of --sprt, which is missing");
        return false;
    }
    std::string error;
    o.sprt = parseSprt(argumentBytes(parser.value("sprt")), &error);
    if (!o.sprt) {
        usageError(error + ", not " + quoted(parser.value("sprt")));
        return false;
    }
    return readRate(parser, "alpha", &o.sprt->alpha) && readRate(parser, "beta", &o.sprt->beta);
}

} // namespace

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
    parser.addOption({"sprt",
                      "Stop as soon as a sequential probability ratio test accepts that A is "
                      "ELO0 or ELO1 stronger than B (--games is then the most games played).",
                      "ELO0,ELO1"});
    parser.addOption({"alpha", "The test's false positive rate (default 0.05).", "P", "0.05"});
    parser.addOption({"beta", "The test's false negative rate (default 0.05).", "P", "0.05"});
    parser.addOption({"concurrency", "Games played at once (default 1).", "N", "1"});
    parser.addOption({"openings",
                      "Plies of each opening (2..12, default 2): 2 plays every two-ply opening "
                      "in turn, more plays random balanced lines drawn from --seed.",
                      "PLIES", "2"});
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
        o.players[slot] = argumentBytes(parser.value(option));
        if (!makePlayer(o.players[slot], o.timeMs, &error))
            return refuse("--" + option.toStdString() + ": " + error);
    }
    if (!readTestOptions(parser, o)) return std::nullopt;
    *code = 1;
    const auto rules = rulesFromOptions(parser);
    if (!rules) return std::nullopt;
    o.rules = *rules;
    if (parser.isSet("pdn")) o.pdn = parser.value("pdn");
    return o;
}

} // namespace bashni::cli
