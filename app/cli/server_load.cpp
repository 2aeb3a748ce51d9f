// bashni-cli server-load: fills a Bashni server with games between scripted guests (random legal
// moves, RATE moves a second per game) and measures, for every move, the time from its sending
// to its arrival at the opponent; then prints one line:
// "games=N clients=C moves=M p50=X p99=Y max=Z lost=L duplicated=D errors=E" (milliseconds).
// Clients on a loopback server come from addresses of their own (127.0.x.y), as players would.
#include "command.h"

#include "core/movegen.h"
#include "core/net/server/commands.h"
#include "core/notation.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHostAddress>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <map>
#include <random>

namespace bashni::cli {
namespace {

using net::server::Command;

struct Sent {
    Milliseconds at = 0;
    int arrived = 0; // times the opponent got it
};

struct LoadGame {
    std::string id;
    Position position = Position::start();
    int ply = 0;
    bool active = false;
    bool waiting = false; // a move is on its way; the next waits for it
    Milliseconds nextAt = 0;
    Color seekerColour = Color::White;
};

// Every move sent, by game and ply: a game's last move may reach the opponent after the pair
// has begun its next game.
struct Record {
    Color seekerColour = Color::White;
    std::map<int, Sent> sent;
};

class Load {
  public:
    Load(QString host, quint16 port, bool tls, int games, double rate, Milliseconds seconds)
        : host_(std::move(host)), port_(port), tls_(tls), games_(std::size_t(games)), rate_(rate),
          measureMs_(seconds * 1000) {
        clock_.start();
    }
    void start();

  private:
    struct Client {
        std::unique_ptr<QTcpSocket> socket;
        QByteArray buffer;
    };
    void connectClient(int i);
    void onLine(int i, const Command& c);
    void onMove(int i, const Command& c);
    void tick();
    void report();
    LoadGame& gameOf(int client) { return games_[std::size_t(client / 2)]; }
    void send(int i, const std::string& line) {
        clients_[std::size_t(i)].socket->write(line.data(), qint64(line.size()));
    }

    QString host_;
    quint16 port_;
    bool tls_;
    std::vector<LoadGame> games_;
    std::vector<Client> clients_;
    std::vector<bool> welcomed_;
    double rate_;
    Milliseconds measureMs_;
    QElapsedTimer clock_;
    std::mt19937_64 rng_{20261203};
    Milliseconds measureFrom_ = -1, stopAt_ = -1;
    int started_ = 0;
    std::vector<Milliseconds> latencies_;
    std::map<std::string, Record> records_;
    long duplicated_ = 0, errors_ = 0;
    QTimer timer_;
};

void Load::start() {
    clients_.resize(games_.size() * 2);
    welcomed_.assign(clients_.size(), false);
    for (int i = 0; i < int(clients_.size()); ++i) connectClient(i);
    QObject::connect(&timer_, &QTimer::timeout, [this] { tick(); });
    timer_.start(5);
}

void Load::connectClient(int i) {
    Client& c = clients_[std::size_t(i)];
    c.socket = tls_ ? std::make_unique<QSslSocket>() : std::make_unique<QTcpSocket>();
    QTcpSocket* s = c.socket.get();
    if (QHostAddress(host_).isLoopback()) // an address of its own, as a real player has
        s->bind(QHostAddress(
            quint32(0x7F000000u | quint32(((i / 250) + 1) << 8) | quint32((i % 250) + 1))));
    const auto greet = [this, i, s] {
        s->setSocketOption(QAbstractSocket::LowDelayOption, 1); // each move leaves at once
        send(i, "BASHNI-SERVER 1 bashni-cli server-load\nGUEST\n");
    };
    QObject::connect(s, &QTcpSocket::readyRead, s, [this, i, s] {
        Client& me = clients_[std::size_t(i)];
        me.buffer += s->readAll();
        qsizetype end;
        while ((end = me.buffer.indexOf('\n')) >= 0) {
            const std::string line = me.buffer.left(end).toStdString();
            me.buffer.remove(0, end + 1);
            const Command cmd = net::server::parseCommand(line, net::server::Speaker::Server);
            if (cmd.ok()) onLine(i, cmd);
        }
    });
    QObject::connect(s, &QTcpSocket::errorOccurred, s, [this, i, s] {
        std::fprintf(stderr, "client %d: %s\n", i, qPrintable(s->errorString()));
        ++errors_;
    });
    auto* tls = qobject_cast<QSslSocket*>(s);
    if (!tls) {
        QObject::connect(s, &QTcpSocket::connected, s, greet);
        return s->connectToHost(host_, port_);
    }
    // A load tool, not a player: whatever certificate the server has will do.
    QObject::connect(tls, &QSslSocket::sslErrors, tls, [tls] { tls->ignoreSslErrors(); });
    QObject::connect(tls, &QSslSocket::encrypted, tls, greet);
    tls->connectToHostEncrypted(host_, port_);
}

void Load::onLine(int i, const Command& c) {
    const std::string& n = c.name;
    LoadGame& g = gameOf(i);
    if (n == "MOVE") return onMove(i, c);
    if (n == "PING") return send(i, net::server::formatCommand("PONG", {c.args[0]}));
    if (n == "WELCOME") { // the pair seeks once both are in (a PLAY must not beat its greeting)
        welcomed_[std::size_t(i)] = true;
        const int seeker = i - i % 2;
        if (welcomed_[std::size_t(seeker)] && welcomed_[std::size_t(seeker + 1)])
            send(seeker, "SEEK standard - casual random\n");
        return;
    }
    if (n == "SEEKING") return send(i + 1, net::server::formatCommand("PLAY", {c.args[0]}));
    if (n == "GAME" && i % 2 == 0) {
        g = LoadGame{};
        g.id = c.args[0];
        g.active = true;
        g.seekerColour = c.args[6] == "white" ? Color::White : Color::Black;
        records_[g.id].seekerColour = g.seekerColour;
        // Spread over a second, so that the games do not all move at once.
        g.nextAt = clock_.elapsed() + Milliseconds(rng_() % std::uint64_t(1000 / rate_ + 1));
        if (++started_ == int(games_.size())) {
            measureFrom_ = clock_.elapsed();
            stopAt_ = measureFrom_ + measureMs_;
        }
        return;
    }
    if (n == "END" && i % 2 == 0 && c.args[0] == g.id) {
        g.active = false;
        if (stopAt_ < 0 || clock_.elapsed() < stopAt_) send(i, "SEEK standard - casual random\n");
        return;
    }
    if (n == "ERROR") {
        ++errors_;
        std::fprintf(stderr, "client %d: ERROR %s\n", i, c.text.c_str());
    }
}

void Load::onMove(int i, const Command& c) {
    LoadGame& g = gameOf(i);
    const auto ply = net::server::parseCount(c.args[1]);
    if (!ply) return;
    if (c.args[0] == g.id && *ply == g.ply + 1) { // the first of two copies moves the board on
        const auto m = parseMove(g.position, c.args[2]);
        if (!m) return;
        Undo undo;
        g.position.make(*m, undo);
        g.ply = *ply;
        g.waiting = false;
    }
    const auto r = records_.find(c.args[0]);
    if (r == records_.end()) return;
    const Color mover = *ply % 2 == 1 ? Color::White : Color::Black;
    const Color receiver = i % 2 == 0 ? r->second.seekerColour : ~r->second.seekerColour;
    if (receiver == mover) return; // the mover's own copy
    const auto s = r->second.sent.find(*ply);
    if (s == r->second.sent.end()) return;
    if (++s->second.arrived > 1) {
        ++duplicated_;
        return;
    }
    if (measureFrom_ >= 0 && s->second.at >= measureFrom_ &&
        (stopAt_ < 0 || s->second.at < stopAt_))
        latencies_.push_back(clock_.elapsed() - s->second.at);
}

void Load::tick() {
    const Milliseconds now = clock_.elapsed();
    if (stopAt_ >= 0 && now >= stopAt_ + 2000) return report();
    const bool sending = stopAt_ < 0 || now < stopAt_;
    MoveList moves;
    for (std::size_t k = 0; k < games_.size() && sending; ++k) {
        LoadGame& g = games_[k];
        if (!g.active || g.waiting || now < g.nextAt) continue;
        generateDistinctMoves(g.position, moves);
        if (moves.empty()) continue; // the server ends it
        const Move& m = moves[std::size_t(rng_() % moves.size())];
        const Color mover = g.position.sideToMove();
        const int client = int(k) * 2 + (mover == g.seekerColour ? 0 : 1);
        g.waiting = true;
        records_[g.id].sent[g.ply + 1] = {now, 0};
        g.nextAt = now + Milliseconds(1000 / rate_);
        send(client,
             net::server::formatCommand("MOVE", {g.id, std::to_string(g.ply + 1), formatMove(m)}));
    }
}

void Load::report() {
    timer_.stop();
    long moves = 0, lost = 0;
    const auto count = [&](const Sent& s) {
        if (s.at < measureFrom_ || s.at >= stopAt_) return;
        ++moves;
        lost += s.arrived == 0;
    };
    for (const auto& [id, r] : records_)
        for (const auto& [ply, s] : r.sent) count(s);
    std::sort(latencies_.begin(), latencies_.end());
    const auto at = [&](double q) {
        return latencies_.empty() ? Milliseconds(0)
                                  : latencies_[std::size_t(q * double(latencies_.size() - 1))];
    };
    std::printf("games=%zu clients=%zu moves=%ld rate=%.0f/s p50=%lld p99=%lld max=%lld "
                "lost=%ld duplicated=%ld errors=%ld\n",
                games_.size(), clients_.size(), moves, double(moves) * 1000.0 / double(measureMs_),
                static_cast<long long>(at(0.5)), static_cast<long long>(at(0.99)),
                static_cast<long long>(latencies_.empty() ? 0 : latencies_.back()), lost,
                duplicated_, errors_);
    std::fflush(stdout);
    QCoreApplication::exit(lost || duplicated_ ? 1 : 0);
}

} // namespace

int runServerLoad(const QStringList& args) {
    QCommandLineParser parser;
    parser.addPositionalArgument("address", "The server as HOST:PORT.");
    parser.addOption({"games", "Games at once (two clients each).", "N", "100"});
    parser.addOption({"rate", "Moves a second in each game.", "R", "1"});
    parser.addOption({"seconds", "How long to measure, once every game has started.", "S", "30"});
    parser.addOption({"tls", "Connect with TLS (any certificate will do)."});
    int exitCode = 0;
    if (!parseArguments(parser, args, &exitCode)) return exitCode;
    if (parser.positionalArguments().size() != 1) return usageError("server-load takes HOST:PORT");
    const QString target = parser.positionalArguments().first();
    const qsizetype colon = target.lastIndexOf(':');
    bool portOk = false, gamesOk = false, rateOk = false, secondsOk = false;
    const uint port = colon > 0 ? target.mid(colon + 1).toUInt(&portOk) : 0;
    const int games = parser.value("games").toInt(&gamesOk);
    const double rate = parser.value("rate").toDouble(&rateOk);
    const int seconds = parser.value("seconds").toInt(&secondsOk);
    if (!portOk || port == 0 || port > 65535)
        return usageError("expected HOST:PORT, not " + quoted(target));
    if (!gamesOk || games < 1 || games > 20'000) return usageError("--games: 1 to 20000");
    if (!rateOk || rate < 0.01 || rate > 20) return usageError("--rate: 0.01 to 20");
    if (!secondsOk || seconds < 1 || seconds > 86'400) return usageError("--seconds: 1 to 86400");
    int argc = 1;
    char name[] = "bashni-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    Load load(target.left(colon), quint16(port), parser.isSet("tls"), games, rate, seconds);
    load.start();
    return QCoreApplication::exec();
}

} // namespace bashni::cli
