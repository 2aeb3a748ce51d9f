// bashni-cli online: a computer player on a Bashni server (docs/PROTOCOL.md, part 2). It logs in,
// keeps a seek open (--seek) or accepts the lobby's seeks (--accept), and plays its games, one
// line on standard output for each event: "welcome NAME", "game ID COLOUR OPPONENT",
// "move ID PLY MOVE", "result ID RESULT REASON", "rating RULES RATING", "error REASON". With
// --download FILE it writes the player's finished games to FILE as PDN instead, and ends.
#include "command.h"
#include "players.h"

#include "core/game.h"
#include "core/net/line_reader.h"
#include "core/net/server/client.h"
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

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

namespace bashni::cli {
namespace {

using net::server::ClientGame;
using net::server::GameRole;

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

class Online {
  public:
    Online(Options o)
        : o_(std::move(o)), client_([this](const std::string& l) { write(l); }, events()) {
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
    static void print(const std::string& line) {
        std::printf("%s\n", line.c_str());
        std::fflush(stdout);
    }
    void write(const std::string& line) { link_->write(id_, QByteArray::fromStdString(line)); }
    net::server::Client::Events events();
    void opened(int id) {
        id_ = id;
        client_.greet("bashni-cli " BASHNI_VERSION);
        if (!o_.user.empty())
            client_.login(o_.user, o_.password);
        else
            client_.guest(client_.guestSecret());
    }
    // A connection lost after the login: it comes back, every few seconds for up to ten minutes
    // (a server restarting), and its games go on where the server has them.
    void lost() {
        reader_.clear();
        if (client_.name().empty()) // never greeted: not a server of ours
            return finish(1, "error closed before the greeting (a server with TLS, or without "
                             "it if --no-tls was not given?)");
        print("lost");
        if (!o_.download.isEmpty()) return finish(1, "error lost");
        client_.connectionLost();
        lostAt_ = clock_.elapsed();
        retry();
    }
    void failed(const QString& why) {
        if (client_.name().empty() || clock_.elapsed() - lostAt_ > ReconnectForMs)
            return finish(1, "error " + why.toStdString());
        retry();
    }
    void retry() {
        QTimer::singleShot(ReconnectEveryMs, [this] { link_->connectTo(o_.host, o_.port); });
    }
    void received(const QByteArray& bytes) {
        reader_.append(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        std::string line;
        while (reader_.next(line) == net::LineReader::Status::Line) client_.receive(line);
    }
    void welcome(bool again);
    void acceptASeek();
    void moveIfOurs(const ClientGame& g);
    void onEnd(const ClientGame& g);
    void seekAgain() {
        if (!o_.seek.empty() && !stopping()) write("SEEK " + o_.seek + "\n");
    }
    bool playing() const {
        for (const auto& [id, g] : client_.games())
            if (g.playing()) return true;
        return false;
    }
    bool stopping() const { return o_.games > 0 && finished_ >= o_.games; }
    void fetchNext();

    Options o_;
    net::server::Client client_;
    std::unique_ptr<link::NetLink> link_;
    int id_ = 0;
    net::LineReader reader_;
    QElapsedTimer clock_;
    std::map<std::string, int> sentPly_; // by game: the ply of the last move we sent
    std::set<std::string> played_;       // the seeks accepted
    int finished_ = 0;
    Milliseconds lastMove_ = -1000;
    Milliseconds lostAt_ = 0;
    bool welcomed_ = false;
    static constexpr int ReconnectEveryMs = 2'000;
    static constexpr Milliseconds ReconnectForMs = 600'000;
    static constexpr int ReplayWaitMs = 2'000;
    std::vector<net::server::PastGame> toFetch_;
    std::vector<Game> fetched_;
};

net::server::Client::Events Online::events() {
    net::server::Client::Events e;
    e.welcomed = [this](const std::string&) { welcome(std::exchange(welcomed_, true)); };
    e.refused = [](const std::string& why) { print("error " + quotedInput(why)); };
    e.lobbyChanged = [this] { acceptASeek(); };
    e.gameShown = [this](const ClientGame& g, bool again) {
        if (!g.playing()) return;
        if (!again) {
            const bool white = g.role == GameRole::White;
            print("game " + g.id + (white ? " white " : " black ") +
                  g.game.tag(white ? "Black" : "White"));
            o_.player->newGame(std::uint64_t(clock_.elapsed()));
        }
        moveIfOurs(g);
    };
    e.moved = [this](const ClientGame& g, int ply) {
        if (!g.playing()) return;
        print("move " + g.id + " " + std::to_string(ply) + " " + formatMove(g.game.move(ply)));
        moveIfOurs(g);
    };
    e.clockChanged = [this](const ClientGame& g) { moveIfOurs(g); };
    e.ended = [this](const ClientGame& g) { onEnd(g); };
    e.rating = [this](const std::string& name, Rules rules, int rating, int, int) {
        if (name == client_.name())
            print("rating " + std::string(rulesName(rules)) + " " + std::to_string(rating));
    };
    e.past = [this](const net::server::PastGame& g) { toFetch_.push_back(g); };
    e.pastEnd = [this](const std::string& name, const std::string& next) {
        if (next == "-") return fetchNext();
        client_.history(name, std::stoi(next)); // the next page
    };
    return e;
}

void Online::welcome(bool again) {
    print("welcome " + client_.name());
    if (!o_.download.isEmpty()) return client_.history(client_.name());
    if (o_.accept) client_.lobby(true);
    if (!again) return seekAgain();
    // The games the server does not show again within a while ended meanwhile.
    QTimer::singleShot(ReplayWaitMs, [this] {
        client_.forgetStaleGames();
        if (!playing()) seekAgain();
    });
}

// --accept: the first seek of another player that we may take, while we play nothing.
void Online::acceptASeek() {
    if (!o_.accept || playing() || stopping()) return;
    for (const auto& [id, s] : client_.seeks()) {
        if (s.name == client_.name() || played_.count(id) || (s.rated && o_.user.empty())) continue;
        played_.insert(id);
        return client_.play(id);
    }
}

// Our turn: the player thinks (in this thread; the server's clock runs meanwhile) and moves.
void Online::moveIfOurs(const ClientGame& g) {
    const int ply = g.game.plyCount() + 1;
    if (!g.playing() || !g.shown || g.over() || g.game.isOver() ||
        g.game.sideToMove() != g.colour() || sentPly_[g.id] == ply)
        return;
    sentPly_[g.id] = ply;
    const auto left = g.left[std::size_t(g.colour())];
    engine::ClockState clock{g.game.timeControl(), left.value_or(0), g.game.plyCount()};
    const Move m = o_.player->choose(g.game, clock.control.timed() ? &clock : nullptr);
    // An instant player would pass the server's 20 lines a second: at most one move per 100 ms.
    const Milliseconds wait = std::max<Milliseconds>(0, lastMove_ + 100 - clock_.elapsed());
    lastMove_ = clock_.elapsed() + wait;
    QTimer::singleShot(int(wait), [this, id = g.id, m] {
        if (!client_.move(id, m)) sentPly_.erase(id); // the game moved on meanwhile
    });
}

void Online::onEnd(const ClientGame& g) {
    const std::string id = g.id;
    if (g.playing()) {
        print("result " + id + " " + g.result + " " + g.reason);
        ++finished_;
        client_.forgetGame(id);
        sentPly_.erase(id);
        seekAgain();
        if (stopping() && !playing()) finish(0, "done");
    } else if (g.role == GameRole::Archive) { // downloaded
        Game record = g.game;
        const auto it = std::find_if(toFetch_.begin(), toFetch_.end(),
                                     [&](const auto& p) { return p.id == id; });
        if (it != toFetch_.end()) record.setTag("Date", it->date);
        record.setTag("Event", "Bashni server game " + id);
        fetched_.push_back(std::move(record));
        client_.forgetGame(id);
        fetchNext();
    }
}

// One game at a time, each asked for when the last has come: the server takes 20 lines a second.
void Online::fetchNext() {
    if (fetched_.size() < toFetch_.size()) return client_.fetch(toFetch_[fetched_.size()].id);
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
