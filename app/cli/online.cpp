// bashni-cli online: a computer player on a Bashni server (docs/PROTOCOL.md, part 2). It logs in,
// keeps a seek open (--seek) or accepts the lobby's seeks (--accept), and plays its games, one
// line on standard output for each event: "welcome NAME", "game ID COLOUR OPPONENT",
// "move ID PLY MOVE", "result ID RESULT REASON", "rating RULES RATING", "error REASON". With
// --download FILE it writes the player's finished games to FILE as PDN instead, and ends.
#include "command.h"
#include "players.h"

#include "core/game.h"
#include "core/net/line_reader.h"
#include "core/net/server/commands.h"
#include "core/net/wire.h"
#include "core/notation.h"
#include "core/pdn.h"
#include "link/known_servers.h"
#include "link/tcplink.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSaveFile>
#include <QTimer>

#include <cstdio>
#include <map>

namespace bashni::cli {
namespace {

using net::server::Command;
using net::server::formatCommand;

struct Options {
    QString host;
    quint16 port = 0;
    std::string user, password; // empty user: a guest
    std::unique_ptr<Player> player;
    std::string seek; // "RULES CLOCK RATED COLOUR", or empty
    bool accept = false;
    int games = 0; // 0: no end
    QString download;
    bool plain = false;  // --no-tls
    QString fingerprint; // --fingerprint: the self-signed certificate expected
};

// A server the system's CAs do not vouch for: the fingerprint given, or the one remembered on
// first use (printed then, so that it can be compared with what the server's admin publishes).
bool trustServer(const QString& pinned, const QString& host, quint16 port, const QString& seen,
                 const QString& why) {
    if (!pinned.isEmpty()) {
        if (link::sameFingerprint(pinned, seen)) return true;
        std::printf("error certificate %s is not the --fingerprint given (%s)\n", qPrintable(seen),
                    qPrintable(why));
        return false;
    }
    link::KnownServers known;
    QString remembered;
    switch (known.check(host, port, seen, &remembered)) {
    case link::KnownServers::Verdict::Known:
        return true;
    case link::KnownServers::Verdict::FirstUse:
        std::printf("fingerprint %s (first use, remembered in %s)\n", qPrintable(seen),
                    qPrintable(known.path()));
        return true;
    case link::KnownServers::Verdict::Changed:
        break;
    }
    std::printf("error the certificate of %s:%u changed: %s, not %s as remembered in %s\n",
                qPrintable(host), unsigned(port), qPrintable(seen), qPrintable(remembered),
                qPrintable(known.path()));
    return false;
}

// A downloaded game's ending that its moves do not show: a resignation, a draw agreed, time.
void endAsTheServerSaid(Game& g, const std::string& result, const std::string& reason) {
    if (g.isOver()) return;
    const Color loser = result == "2-0" ? Color::Black : Color::White;
    if (result == "1-1")
        g.agreeDraw();
    else if (reason == "time")
        g.loseOnTime(loser);
    else if (result == "2-0" || result == "0-2")
        g.resign(loser);
    if (reason != "none") g.setTag("Termination", reason);
}

struct OnlineGame {
    Game game;
    Color colour = Color::White;
    bool playing = false; // ours (not an archive being downloaded)
    std::array<std::string, 2> names;
    std::array<Milliseconds, 2> left{}; // from the server's CLOCK and MOVE lines
    bool replaying = true;              // the moves after GAME, until its CLOCK
    int sentPly = 0;                    // the ply of the last move we sent
    bool stale = false;                 // after a reconnection, until the server shows it again
};

class Online {
  public:
    Online(Options o) : o_(std::move(o)) {
        if (o_.plain) {
            link_ = link::createTcpLink();
        } else {
            link_ = link::createTlsClientLink(
                [pinned = o_.fingerprint](const QString& host, quint16 port, const QString& seen,
                                          const QString& why) {
                    return trustServer(pinned, host, port, seen, why);
                });
        }
        clock_.start();
        link_->setHandlers({[this](int id, const QString&) { opened(id); },
                            [this](int, const QByteArray& b) { received(b); },
                            [this](int) { lost(); }, [this](const QString& why) { failed(why); }});
    }
    void start() { link_->connectTo(o_.host, o_.port); }

  private:
    static void finish(int code, const std::string& line) {
        std::printf("%s\n", line.c_str());
        std::fflush(stdout);
        QCoreApplication::exit(code);
    }
    void say(const std::string& line) { link_->write(id_, QByteArray::fromStdString(line)); }
    void opened(int id) {
        id_ = id;
        say(formatCommand(net::server::Greeting, {net::server::ServerVersionText},
                          "bashni-cli " BASHNI_VERSION));
        if (!o_.user.empty())
            say(formatCommand("LOGIN", {o_.user}, o_.password));
        else if (!guestSecret_.empty())
            say(formatCommand("GUEST", {guestSecret_}));
        else
            say("GUEST\n");
    }
    // A connection lost after the login: it comes back, every few seconds for up to ten minutes
    // (a server restarting), and its games go on where the server has them.
    void lost() {
        reader_.clear();
        if (name_.empty()) // never greeted: not a server of ours
            return finish(1, "error closed before the greeting (a server with TLS, or without "
                             "it if --no-tls was not given?)");
        std::printf("lost\n");
        std::fflush(stdout);
        if (!o_.download.isEmpty()) return finish(1, "error lost");
        lostAt_ = clock_.elapsed();
        retry();
    }
    void failed(const QString& why) {
        if (name_.empty() || clock_.elapsed() - lostAt_ > ReconnectForMs)
            return finish(1, "error " + why.toStdString());
        retry();
    }
    void retry() {
        QTimer::singleShot(ReconnectEveryMs, [this] { link_->connectTo(o_.host, o_.port); });
    }
    // After a reconnection, the games the server did not show again ended meanwhile.
    void forgetEndedGames() {
        for (auto it = games_.begin(); it != games_.end();)
            it = it->second.stale ? games_.erase(it) : std::next(it);
        if (games_.empty()) seekAgain();
    }
    void received(const QByteArray& bytes) {
        reader_.append(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        std::string line;
        while (reader_.next(line) == net::LineReader::Status::Line) {
            const Command c = net::server::parseCommand(line, net::server::Speaker::Server);
            if (c.ok()) handle(c);
        }
    }
    void handle(const Command& c);
    void welcome(const Command& c);
    void onGame(const Command& c);
    void onMove(const Command& c);
    void onEnd(const Command& c);
    void moveIfOurs(const std::string& id);
    void seekAgain() {
        if (!o_.seek.empty() && !stopping()) say("SEEK " + o_.seek + "\n");
    }
    bool stopping() const { return o_.games > 0 && finished_ >= o_.games; }
    void download(const Command& c);
    void fetchNext();

    Options o_;
    std::unique_ptr<link::NetLink> link_;
    int id_ = 0;
    net::LineReader reader_;
    QElapsedTimer clock_;
    std::string name_;
    std::map<std::string, OnlineGame> games_;
    int finished_ = 0;
    Milliseconds lastMove_ = -1000;
    std::string guestSecret_; // a guest's, to come back as the same guest
    Milliseconds lostAt_ = 0;
    static constexpr int ReconnectEveryMs = 2'000;
    static constexpr Milliseconds ReconnectForMs = 600'000;
    static constexpr int ReplayWaitMs = 2'000;
    std::vector<std::string> toFetch_;
    std::map<std::string, std::string> dates_; // of the games to fetch
    std::vector<Game> fetched_;
};

void Online::handle(const Command& c) {
    const std::string& n = c.name;
    if (n == "PING") return say(formatCommand("PONG", {c.args[0]}));
    if (n == "ERROR") return (void)std::printf("error %s\n", quotedInput(c.text).c_str());
    if (n == "WELCOME") return welcome(c);
    if (n == "GAME") return onGame(c);
    if (n == "MOVE") return onMove(c);
    if (n == "CLOCK") {
        auto it = games_.find(c.args[0]);
        if (it == games_.end()) return;
        for (int i = 0; i < 2; ++i)
            if (const auto ms = net::server::parseMs(c.args[std::size_t(i + 1)]))
                it->second.left[std::size_t(i)] = *ms;
        it->second.replaying = false;
        return moveIfOurs(c.args[0]);
    }
    if (n == "END") return onEnd(c);
    if (n == "RATING" && c.args[0] == name_)
        std::printf("rating %s %s\n", c.args[1].c_str(), c.args[2].c_str());
    if (n == "SEEK-ON" && o_.accept && c.args[1] != name_ && games_.empty() && !stopping() &&
        !(c.args[5] == "rated" && o_.user.empty()))
        say(formatCommand("PLAY", {c.args[0]}));
    if (n == "PAST" || n == "PAST-END") return download(c);
    std::fflush(stdout);
}

void Online::welcome(const Command& c) {
    const bool again = !name_.empty();
    name_ = c.args[0];
    if (c.args.size() == 2) guestSecret_ = c.args[1];
    std::printf("welcome %s\n", name_.c_str());
    std::fflush(stdout);
    if (!o_.download.isEmpty()) return say(formatCommand("HISTORY", {name_}));
    if (o_.accept) say("LOBBY\n");
    if (!again) return seekAgain();
    for (auto& [id, g] : games_) g.stale = true; // until the server shows it again
    QTimer::singleShot(ReplayWaitMs, [this] { forgetEndedGames(); });
}

void Online::onGame(const Command& c) {
    const auto rules = parseRules(c.args[3]);
    const auto tc = net::parseWireClock(c.args[4]);
    if (!rules || !tc) return;
    OnlineGame g;
    g.game = Game(*rules);
    g.game.setTimeControl(*tc);
    g.names = {c.args[1], c.args[2]};
    g.playing = c.args[6] == "white" || c.args[6] == "black";
    g.colour = c.args[6] == "black" ? Color::Black : Color::White;
    g.left = {tc->startMs(), tc->startMs()};
    g.game.setTag("White", c.args[1]);
    g.game.setTag("Black", c.args[2]);
    g.game.setTag("TimeControl", formatTimeControl(*tc));
    const bool known = games_.count(c.args[0]);
    games_[c.args[0]] = std::move(g);
    if (games_[c.args[0]].playing && !known) {
        std::printf("game %s %s %s\n", c.args[0].c_str(), c.args[6].c_str(),
                    c.args[6] == "white" ? c.args[2].c_str() : c.args[1].c_str());
        std::fflush(stdout);
        o_.player->newGame(std::uint64_t(clock_.elapsed()));
    }
}

void Online::onMove(const Command& c) {
    auto it = games_.find(c.args[0]);
    if (it == games_.end()) return;
    OnlineGame& g = it->second;
    const auto ply = net::server::parseCount(c.args[1]);
    if (!ply || *ply != g.game.plyCount() + 1) return; // a replay we have already
    const Color mover = g.game.sideToMove();
    if (!g.game.play(c.args[2])) return;
    if (c.args.size() == 4)
        if (const auto ms = net::server::parseMs(c.args[3])) {
            g.game.setClock(*ply, *ms);
            g.left[mover == Color::White ? 0 : 1] = *ms;
        }
    if (g.playing) std::printf("move %s %d %s\n", c.args[0].c_str(), *ply, c.args[2].c_str());
    std::fflush(stdout);
    if (g.playing && !g.replaying) moveIfOurs(c.args[0]);
}

// Our turn: the player thinks (in this thread; the server's clock runs meanwhile) and moves.
void Online::moveIfOurs(const std::string& id) {
    OnlineGame& g = games_.at(id);
    if (!g.playing || g.game.isOver() || g.game.sideToMove() != g.colour ||
        g.sentPly == g.game.plyCount() + 1)
        return;
    g.sentPly = g.game.plyCount() + 1;
    engine::ClockState clock{g.game.timeControl(), g.left[g.colour == Color::White ? 0 : 1],
                             g.game.plyCount()};
    const Move m = o_.player->choose(g.game.position(), clock.control.timed() ? &clock : nullptr);
    const std::string line =
        formatCommand("MOVE", {id, std::to_string(g.game.plyCount() + 1), formatMove(m)});
    // An instant player would pass the server's 20 lines a second: at most one move per 100 ms.
    const Milliseconds wait = std::max<Milliseconds>(0, lastMove_ + 100 - clock_.elapsed());
    lastMove_ = clock_.elapsed() + wait;
    QTimer::singleShot(int(wait), [this, line] { say(line); });
}

void Online::onEnd(const Command& c) {
    auto it = games_.find(c.args[0]);
    if (it != games_.end() && it->second.playing) {
        std::printf("result %s %s %s\n", c.args[0].c_str(), c.args[1].c_str(), c.args[2].c_str());
        ++finished_;
        games_.erase(it);
        seekAgain();
        if (stopping() && games_.empty()) finish(0, "done");
    } else if (it != games_.end()) { // an archived game, downloaded
        Game g = it->second.game;
        endAsTheServerSaid(g, c.args[1], c.args[2]);
        g.setTag("Date", dates_[c.args[0]]);
        g.setTag("Event", "Bashni server game " + c.args[0]);
        fetched_.push_back(std::move(g));
        games_.erase(it);
        fetchNext();
    }
    std::fflush(stdout);
}

void Online::download(const Command& c) {
    if (c.name == "PAST") {
        toFetch_.push_back(c.args[0]);
        dates_[c.args[0]] = c.args[5];
        return;
    }
    if (c.args[1] != "-") return say(formatCommand("HISTORY", {name_, c.args[1]})); // next page
    fetchNext();
}

// One game at a time, each asked for when the last has come: the server takes 20 lines a second.
void Online::fetchNext() {
    if (fetched_.size() < toFetch_.size())
        return say(formatCommand("FETCH", {toFetch_[fetched_.size()]}));
    QSaveFile out(o_.download);
    if (!out.open(QIODevice::WriteOnly)) return finish(1, "error cannot write");
    out.write(QByteArray::fromStdString(writePdn(fetched_)));
    if (!out.commit()) return finish(1, "error cannot write");
    finish(0, "downloaded " + std::to_string(fetched_.size()));
}

} // namespace

int runOnline(const QStringList& args) {
    QCommandLineParser parser;
    parser.addPositionalArgument("address", "The server as HOST:PORT.");
    parser.addOption({"user", "Log in as NAME (else a guest).", "NAME"});
    parser.addOption({"password-file", "The password: the first line of FILE.", "FILE"});
    parser.addOption({"guest", "Play as a guest (unrated games only)."});
    parser.addOption({"player", "Who plays: level:N, random or greedy.", "PLAYER"});
    parser.addOption(
        {"seek", "Keep a seek open: RULES/CLOCK/rated|casual, e.g. standard/300+3/rated.", "SEEK"});
    parser.addOption({"accept", "Accept the lobby's seeks."});
    parser.addOption({"games", "Stop after N games.", "N", "0"});
    parser.addOption({"download", "Write your finished games to FILE as PDN, and end.", "FILE"});
    parser.addOption({"no-tls", "Plain TCP (a server started with --no-tls)."});
    parser.addOption({"fingerprint", "The self-signed server's certificate, SHA-256.", "HEX"});
    int exitCode = 0;
    if (!parseArguments(parser, args, &exitCode)) return exitCode;
    if (parser.positionalArguments().size() != 1) return usageError("online takes HOST:PORT");
    const QString target = parser.positionalArguments().first();
    const qsizetype colon = target.lastIndexOf(':');
    bool portOk = false;
    const uint port = colon > 0 ? target.mid(colon + 1).toUInt(&portOk) : 0;
    if (!portOk || port == 0 || port > 65535)
        return usageError("expected HOST:PORT, not " + quoted(target));
    Options o;
    o.host = target.left(colon);
    o.port = quint16(port);
    if (parser.isSet("user") == parser.isSet("guest"))
        return usageError("give either --user NAME with --password-file FILE, or --guest");
    if (parser.isSet("user")) {
        o.user = argumentBytes(parser.value("user"));
        QFile f(parser.value("password-file"));
        if (!parser.isSet("password-file") || !f.open(QIODevice::ReadOnly))
            return usageError("--user needs a readable --password-file");
        o.password = f.readLine(1024).trimmed().toStdString();
    }
    o.download = parser.value("download");
    if (o.download.isEmpty()) {
        std::string error;
        o.player = makePlayer(argumentBytes(parser.value("player")), 0, &error);
        if (!o.player) return usageError(parser.isSet("player") ? error : "--player is required");
    }
    if (parser.isSet("seek")) {
        const QStringList parts = parser.value("seek").split('/');
        if (parts.size() != 3 || !parseRules(argumentBytes(parts[0])) ||
            !net::parseWireClock(argumentBytes(parts[1])) ||
            !net::server::parseRated(argumentBytes(parts[2])))
            return usageError("--seek must be RULES/CLOCK/rated|casual, not " +
                              quoted(parser.value("seek")));
        o.seek = argumentBytes(parts.join(' ')) + " random";
    }
    o.accept = parser.isSet("accept");
    o.plain = parser.isSet("no-tls");
    o.fingerprint = parser.value("fingerprint");
    o.games = parser.value("games").toInt();
    int argc = 1;
    char name[] = "bashni-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    Online online(std::move(o));
    online.start();
    return QCoreApplication::exec();
}

} // namespace bashni::cli
