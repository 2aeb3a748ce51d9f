// bashni-cli online: a computer player on a Bashni server (docs/PROTOCOL.md, part 2). It logs in
// (with --register, it creates the account first), keeps a seek open (--seek) or accepts the
// lobby's seeks (--accept), and plays its games, one line on standard output for each event:
// "registered NAME", "welcome NAME", "game ID COLOUR OPPONENT", "move ID PLY MOVE",
// "result ID RESULT REASON", "rating RULES RATING", "error REASON", "lost". With --download FILE it
// writes the player's finished games to FILE as PDN instead, and ends. What ends it for good (the
// server cannot be reached, the login or the registration is refused, the account logged in
// elsewhere) is one line "bashni-cli: ..." on standard error and the exit status 1.
#include "command.h"
#include "players.h"

#include "core/game.h"
#include "core/net/limits.h"
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
    std::string address;        // HOST:PORT as typed, quoted, for the lines that end it
    std::string user, password; // empty user: a guest
    bool registering = false;   // --register: create the account first
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
// A refusal says why in *refused.
bool trustServer(const QString& pinned, const QString& host, quint16 port, const QString& seen,
                 const QString& why, std::string* refused) {
    if (!pinned.isEmpty()) {
        if (link::sameFingerprint(pinned, seen)) return true;
        *refused = "certificate " + seen.toStdString() + " is not the --fingerprint given (" +
                   why.toStdString() + ")";
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
        std::fflush(stdout);
        return true;
    case link::KnownServers::Verdict::Changed:
        break;
    }
    *refused = "the certificate changed: " + seen.toStdString() + ", not " +
               remembered.toStdString() + " as remembered in " + known.path().toStdString();
    return false;
}

// The server's reasons for refusing a login or a registration (docs/PROTOCOL.md 11 and 15), with
// what they mean for the one who reads the line.
struct RefusalHint {
    std::string_view reason, hint;
};
constexpr RefusalHint RefusalHints[] = {
    {"bad name", "a name is 2 to 20 letters, digits, _ or -, starting with a letter, and does not "
                 "start with \"guest\""},
    {"bad password", "a password is 8 to 128 printable characters, without a space at either end"},
    {"busy", "the server has too much to do; try again later"},
    {"too many connections", "from this address"},
    {"too many guests", "from this address within ten minutes"},
    {"version", "the server speaks another version of the protocol"},
};

std::string explained(const std::string& reason) {
    if (reason.starts_with("wait "))
        return reason + " (after wrong passwords from this address or for this name)";
    for (const auto& [known, hint] : RefusalHints)
        if (reason == known) return reason + " (" + std::string(hint) + ")";
    return reason;
}

// Refusals that pass: a connection made again after a while may be let in.
bool passes(const std::string& reason) {
    return reason == "busy" || reason == "too many connections" || reason.starts_with("wait ");
}

class Online {
  public:
    Online(Options o)
        : o_(std::move(o)), client_([this](const std::string& l) { write(l); }, events()) {
        if (o_.plain) {
            link_ = link::createTcpLink();
        } else {
            link_ = link::createTlsClientLink(
                [this](const QString& host, quint16 port, const QString& seen, const QString& why) {
                    return trustServer(o_.fingerprint, host, port, seen, why, &untrusted_);
                });
        }
        clock_.start();
        link_->setHandlers({[this](int id, const QString&) { opened(id); },
                            [this](int, const QByteArray& b) { received(b); },
                            [this](int) { lost(); }, [this](const QString& why) { failed(why); },
                            [this](const QString& why) { handshakeFailed(why); }});
        greetingDeadline_.setSingleShot(true);
        QObject::connect(&greetingDeadline_, &QTimer::timeout, [this] {
            stop("cannot connect to " + o_.address + ": no greeting within " +
                 std::to_string(net::GreetingTimeoutMs / 1000) + " s (is it a Bashni server?)");
        });
    }
    // The first connection has as long as a peer has to greet (docs/PROTOCOL.md 7) to reach the
    // server and be greeted by it, so that a host that never answers ends the program in time.
    void start() {
        greetingDeadline_.start(int(net::GreetingTimeoutMs));
        link_->connectTo(o_.host, o_.port);
    }

  private:
    void finish(int code, const std::string& line) {
        if (std::exchange(over_, true)) return;
        print(line);
        QCoreApplication::exit(code);
    }
    // The end for good: one line on standard error (fail's), exit status 1; nothing after it.
    void stop(const std::string& why) {
        if (std::exchange(over_, true)) return;
        fail(why);
        QCoreApplication::exit(1);
    }
    static void print(const std::string& line) {
        std::printf("%s\n", line.c_str());
        std::fflush(stdout);
    }
    void write(const std::string& line) { link_->write(id_, QByteArray::fromStdString(line)); }
    net::server::Client::Events events();
    void opened(int id) {
        if (over_) return;
        id_ = id;
        loggedIn_ = false;
        client_.greet("bashni-cli " BASHNI_VERSION);
        if (registering_)
            client_.registerAccount(o_.user, o_.password);
        else if (!o_.user.empty())
            client_.login(o_.user, o_.password);
        else
            client_.guest(client_.guestSecret());
    }
    void loginRefused(const std::string& why);
    std::string refusalLine(const std::string& why) const;
    // A connection lost after the login: it comes back, every few seconds for up to ten minutes
    // (a server restarting), and its games go on where the server has them.
    void lost() {
        if (over_) return;
        reader_.clear();
        if (!welcomed_) // the first login never came: nothing to come back to
            return stop("cannot connect to " + o_.address + ": " +
                        (client_.serverName().empty()
                             ? "closed before the greeting (a server with TLS, or without it if "
                               "--no-tls was not given?)"
                             : "closed during the login"));
        loggedIn_ = false;
        print("lost");
        if (!o_.download.isEmpty())
            return stop("lost the connection to " + o_.address + " during the download");
        client_.connectionLost();
        lostAt_ = clock_.elapsed();
        retry();
    }
    // A certificate refused is not tried again: it will not change by itself.
    void failed(const QString& why) {
        if (over_) return;
        if (!untrusted_.empty()) return stop("cannot connect to " + o_.address + ": " + untrusted_);
        if (!welcomed_) return stop("cannot connect to " + o_.address + ": " + why.toStdString());
        if (awayTooLong())
            return stop("cannot connect to " + o_.address +
                        " again within ten minutes: " + why.toStdString());
        retry();
    }
    // TLS to a server that speaks none (a certificate refused is said as such).
    void handshakeFailed(const QString& why) {
        if (over_ || !untrusted_.empty() || welcomed_) return failed(why);
        stop("cannot connect to " + o_.address + ": " + why.toStdString() +
             " (a server without TLS needs --no-tls)");
    }
    bool awayTooLong() const { return clock_.elapsed() - lostAt_ > ReconnectForMs; }
    void retry() {
        QTimer::singleShot(ReconnectEveryMs, [this] {
            if (!over_) link_->connectTo(o_.host, o_.port);
        });
    }
    void received(const QByteArray& bytes) {
        if (over_) return;
        reader_.append(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        std::string line;
        while (!over_ && reader_.next(line) == net::LineReader::Status::Line) client_.receive(line);
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
    QTimer greetingDeadline_;
    std::map<std::string, int> sentPly_; // by game: the ply of the last move we sent
    std::set<std::string> played_;       // the seeks accepted
    int finished_ = 0;
    Milliseconds lastMove_ = -1000;
    Milliseconds lostAt_ = 0;
    bool welcomed_ = false;             // once: later logins are comebacks
    bool loggedIn_ = false;             // on this connection
    bool registering_ = o_.registering; // until the account is ours
    bool nameTaken_ = false;            // REGISTER said so; LOGIN tries the password
    bool over_ = false;                 // the last line is out
    std::string untrusted_;             // why the server's certificate was refused
    static constexpr int ReconnectEveryMs = 2'000;
    static constexpr Milliseconds ReconnectForMs = 600'000;
    static constexpr int ReplayWaitMs = 2'000;
    std::vector<net::server::PastGame> toFetch_;
    std::vector<Game> fetched_;
};

net::server::Client::Events Online::events() {
    net::server::Client::Events e;
    e.greeted = [this](const std::string&) { greetingDeadline_.stop(); };
    e.welcomed = [this](const std::string&) { welcome(std::exchange(welcomed_, true)); };
    e.refused = [this](const std::string& why) {
        if (!loggedIn_) return loginRefused(why);
        // Another program logged in as this account (the server closes this connection): the
        // newer one plays, rather than each taking the account back from the other.
        if (why == "logged in elsewhere")
            return stop("logged in elsewhere as " + client_.name() + " on " + o_.address);
        print("error " + quotedInput(why));
    };
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

// The server said no to our REGISTER, LOGIN or GUEST. --register on a name already taken tries
// the password: an account that is ours already is logged in to, so that one command line serves
// a computer player's first start and every later one. A comeback refused for a while (the
// server busy, or slowing down wrong passwords) tries again; every other refusal ends it.
void Online::loginRefused(const std::string& why) {
    if (registering_ && why == "name taken") {
        registering_ = false;
        nameTaken_ = true;
        return client_.login(o_.user, o_.password);
    }
    if (welcomed_ && passes(why) && !awayTooLong()) {
        print("error " + quotedInput(why));
        link_->close(id_);
        return retry();
    }
    stop(refusalLine(why));
}

std::string Online::refusalLine(const std::string& why) const {
    const std::string user = quotedInput(o_.user);
    if (nameTaken_ && why == "wrong name or password")
        return "cannot register " + user + " on " + o_.address +
               ": the name is taken (by an account with another password)";
    if (registering_)
        return "cannot register " + user + " on " + o_.address + ": " + explained(why);
    return "cannot log in to " + o_.address + " as " + (o_.user.empty() ? "a guest" : user) + ": " +
           explained(why);
}

void Online::welcome(bool again) {
    loggedIn_ = true;
    nameTaken_ = false;
    if (std::exchange(registering_, false)) print("registered " + client_.name());
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
    if (out.open(QIODevice::WriteOnly)) out.write(QByteArray::fromStdString(writePdn(fetched_)));
    if (!out.commit())
        return stop(shownFileName(o_.download) + ": " + out.errorString().toStdString());
    finish(0, "downloaded " + std::to_string(fetched_.size()));
}

} // namespace

int runOnline(const QStringList& args) {
    QCommandLineParser parser;
    parser.addPositionalArgument("address", "The server as HOST:PORT.");
    parser.addOption({"user", "Log in as NAME (else a guest).", "NAME"});
    parser.addOption({"password-file", "The password: the first line of FILE.", "FILE"});
    parser.addOption({"register", "First create the account NAME with that password (if it "
                                  "exists with that password, just log in)."});
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
    o.address = quoted(target);
    if (parser.isSet("user") == parser.isSet("guest"))
        return usageError("give either --user NAME with --password-file FILE, or --guest");
    if (parser.isSet("register") && !parser.isSet("user"))
        return usageError("--register needs --user NAME and --password-file FILE");
    if (parser.isSet("user")) {
        o.user = argumentBytes(parser.value("user"));
        // Checked here because they go on the wire as they are: a space would end the name.
        if (!net::server::isAccountName(o.user))
            return usageError("--user takes 2 to 20 letters, digits, _ or -, starting with a "
                              "letter, not " +
                              quoted(parser.value("user")));
        QFile f(parser.value("password-file"));
        if (!parser.isSet("password-file") || !f.open(QIODevice::ReadOnly))
            return usageError("--user needs a readable --password-file");
        o.password = f.readLine(1024).trimmed().toStdString();
        if (!net::server::isPassword(o.password))
            return fail(shownFileName(f.fileName()) +
                        ": the first line is not a password of 8 to 128 printable characters");
        o.registering = parser.isSet("register");
    }
    o.download = parser.value("download");
    if (o.download.isEmpty()) {
        std::string error;
        o.player = makePlayer(argumentBytes(parser.value("player")), 0, &error);
        if (!o.player) return usageError(parser.isSet("player") ? error : "--player is required");
    }
    if (parser.isSet("seek")) {
        const QStringList parts = parser.value("seek").split('/');
        const auto clock =
            parts.size() == 3 ? net::parseWireClock(argumentBytes(parts[1])) : std::nullopt;
        const auto rated =
            parts.size() == 3 ? net::server::parseRated(argumentBytes(parts[2])) : std::nullopt;
        if (!clock || !rated || !parseRules(argumentBytes(parts[0])))
            return usageError("--seek must be RULES/CLOCK/rated|casual, not " +
                              quoted(parser.value("seek")));
        // The server would refuse these seeks (docs/PROTOCOL.md 12), and nothing else comes.
        if (*rated && !clock->timed()) return usageError("--seek: a rated game needs a clock");
        if (*rated && o.user.empty()) return usageError("--seek: guests play casual games");
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
    // From within the event loop, so that even a connection refused at once ends it.
    QTimer::singleShot(0, [&online] { online.start(); });
    return QCoreApplication::exec();
}

} // namespace bashni::cli
