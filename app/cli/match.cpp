// match: two players play a series of games from a fixed set of openings, colours alternating,
// untimed or on a clock; one line a game and the score from the first player's side
// (docs/NOTATION.md "Command line"), and the games as a record with --pdn.
#include "command.h"
#include "match_options.h"
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
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace bashni::cli {
namespace {

constexpr int MaxPlies = 300; // a game still going after this many plies is a draw

// The ending's word, or "ply-limit" for a game the match stopped.
std::string_view reasonText(Ending e) {
    return e == Ending::None ? "ply-limit" : endingKey(e);
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
        const Move m = mover.choose(game, left ? &clock : nullptr);
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

struct Tally {
    int wins = 0, draws = 0, losses = 0, timeLosses = 0;
    int games() const { return wins + draws + losses; }
    // A's points in half points: 2 for a win, 1 for a draw.
    int add(const Game& game, Result result, bool aWhite) {
        if (game.ending() == Ending::TimeForfeit) ++timeLosses;
        if (result == Result::Draw) return ++draws, 1;
        if ((result == Result::WhiteWins) == aWhite) return ++wins, 2;
        return ++losses, 0;
    }
};

void printTally(const Tally& t) {
    const double score = (t.wins + 0.5 * t.draws) / std::max(t.games(), 1);
    char percent[16];
    std::snprintf(percent, sizeof percent, "%.1f", score * 100);
    std::cout << "result wins=" << t.wins << " draws=" << t.draws << " losses=" << t.losses
              << " score=" << percent << " elo=" << eloDifference(score)
              << " time-losses=" << t.timeLosses << '\n';
}

std::string fixed2(double x) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", x);
    return text;
}

// The games of a match being played, by one worker or several at once: which game starts next,
// what has been scored, and the one place that writes lines and the record.
class MatchRun {
  public:
    MatchRun(const MatchOptions& o, MatchRecord* record)
        : o_(o), record_(record),
          lines_(matchOpenings(o.rules, o.openingPlies, o.seed, (o.games + 1) / 2)) {}

    // Plays games with these two players (A, B) until none is left or the match stops.
    void work(Player& a, Player& b);
    void stop(const std::string& error);
    const std::string& error() const { return error_; }
    void finish() const;

  private:
    std::optional<int> nextGame();
    void finished(int n, Game& game, const Player& white, const Player& black, bool aWhite);

    const MatchOptions& o_;
    MatchRecord* record_;
    const std::vector<std::vector<std::string>> lines_;
    std::mutex mutex_;
    int next_ = 1;
    bool stopped_ = false;
    std::string error_;
    Tally tally_;
    Pentanomial pairs_;
    std::map<int, int> halfPairs_; // a pair's first finished game: A's half points, by pair
    SprtVerdict verdict_ = SprtVerdict::Continue;
};

std::optional<int> MatchRun::nextGame() {
    std::lock_guard lock(mutex_);
    if (stopped_ || next_ > o_.games) return std::nullopt;
    return next_++;
}

void MatchRun::stop(const std::string& error) {
    std::lock_guard lock(mutex_);
    stopped_ = true;
    if (error_.empty()) error_ = error;
}

void MatchRun::work(Player& a, Player& b) {
    while (const auto n = nextGame()) {
        // A has White in odd games; games 2k-1 and 2k play the same opening.
        const bool aWhite = *n % 2 == 1;
        Player& white = aWhite ? a : b;
        Player& black = aWhite ? b : a;
        a.newGame(gameSeed(o_.seed, *n, 0));
        b.newGame(gameSeed(o_.seed, *n, 1));
        Game game(o_.rules);
        game.setTimeControl(o_.clock);
        for (const std::string& text : lines_[std::size_t((*n - 1) / 2) % lines_.size()])
            game.play(text); // the opening costs neither side time
        std::string error;
        try {
            error = playGame(game, white, black);
        } catch (const PlayerError& e) {
            error = e.what();
        }
        if (!error.empty()) return stop("game " + std::to_string(*n) + ": " + error);
        finished(*n, game, white, black, aWhite);
    }
}

void MatchRun::finished(int n, Game& game, const Player& white, const Player& black, bool aWhite) {
    std::lock_guard lock(mutex_);
    const Result result = game.isOver() ? game.result() : Result::Draw; // or the ply limit
    const int half = tally_.add(game, result, aWhite);
    if (const auto other = halfPairs_.find((n + 1) / 2); other != halfPairs_.end()) {
        pairs_.add(half + other->second);
        halfPairs_.erase(other);
    } else {
        halfPairs_[(n + 1) / 2] = half;
    }
    std::cout << "game " << n << " white=" << white.name() << " black=" << black.name()
              << " result=" << resultText(result) << " plies=" << game.plyCount()
              << " reason=" << reasonText(game.ending());
    if (o_.sprt) {
        const double llr = pairs_.llr(o_.sprt->elo0, o_.sprt->elo1);
        std::cout << " llr=" << fixed2(llr);
        if (verdict_ == SprtVerdict::Continue) verdict_ = verdict(llr, *o_.sprt);
        if (verdict_ != SprtVerdict::Continue) stopped_ = true; // games under way still count
    }
    std::cout << std::endl;
    if (!o_.pdn || !error_.empty()) return;
    tagGame(game, n, white, black);
    std::string error;
    if (!record_->add(game, &error)) {
        stopped_ = true;
        error_ = shownFileName(*o_.pdn) + ": " + error;
    }
}

// The test's verdict and the score, once every game under way has ended.
void MatchRun::finish() const {
    if (o_.sprt) {
        const char* name = verdict_ == SprtVerdict::H1   ? "H1"
                           : verdict_ == SprtVerdict::H0 ? "H0"
                                                         : "none";
        std::cout << "sprt verdict=" << name
                  << " llr=" << fixed2(pairs_.llr(o_.sprt->elo0, o_.sprt->elo1))
                  << " pairs=" << pairs_.pairs() << '\n';
    }
    printTally(tally_);
}

// "sprt elo0=0 elo1=10 alpha=0.05 beta=0.05 lower=-2.94 upper=2.94": the test's terms, first.
void printSprt(const SprtSettings& s) {
    std::cout << "sprt elo0=" << s.elo0 << " elo1=" << s.elo1 << " alpha=" << s.alpha
              << " beta=" << s.beta << " lower=" << fixed2(lowerBound(s))
              << " upper=" << fixed2(upperBound(s)) << std::endl;
}

} // namespace

int runMatch(const QStringList& args) {
    QCommandLineParser parser;
    addMatchOptions(parser);
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    const auto options = matchOptions(parser, &code);
    if (!options) return code;
    const MatchOptions& o = *options;
    MatchRecord record;
    std::string error;
    if (o.pdn && !record.open(QFile::decodeName(argumentBytes(*o.pdn).c_str()), &error))
        return fail(shownFileName(*o.pdn) + ": " + error);
    if (o.sprt) printSprt(*o.sprt);

    // Each worker has players of its own: a player keeps its search (and its table) between moves.
    const int workers = std::min(o.concurrency, o.games);
    std::vector<std::unique_ptr<Player>> players;
    for (int i = 0; i < 2 * workers; ++i)
        players.push_back(makePlayer(o.players[i % 2], o.timeMs, &error));
    MatchRun run(o, &record);
    std::vector<std::thread> threads;
    for (int w = 1; w < workers; ++w)
        threads.emplace_back([&, w] { run.work(*players[2 * w], *players[2 * w + 1]); });
    run.work(*players[0], *players[1]);
    for (std::thread& t : threads) t.join();
    if (!run.error().empty()) return fail(run.error());
    run.finish();
    return 0;
}

} // namespace bashni::cli
