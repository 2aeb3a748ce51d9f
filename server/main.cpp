// bashni-server: the hub (server/hub.h) over Qt Network's sockets (link/), its store in one SQLite
// file, Argon2id on a thread of its own, the clocks ticking every 50 ms. docs/SERVER.md says how
// to run it; docs/PROTOCOL.md, part 2, what it speaks.
#include "core/net/server/commands.h"
#include "core/net/tokens.h"
#include "link/tcplink.h"
#include "server/hub.h"
#include "server/passwords.h"
#include "server/self_signed.h"
#include "server/sqlite_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThreadPool>
#include <QTimer>

#include <cstdio>

using namespace bashni;
using namespace bashni::server;

namespace {

class LinkTransport final : public Transport {
  public:
    explicit LinkTransport(link::NetLink& link) : link_(link) {}
    void send(int connection, const std::string& line) override {
        link_.write(connection, QByteArray::fromStdString(line));
    }
    void close(int connection) override { link_.close(connection); }

  private:
    link::NetLink& link_;
};

// One hashing at a time: each takes 64 MiB, and the event loop keeps the other core.
class ThreadPasswords final : public PasswordWork {
  public:
    explicit ThreadPasswords(QObject* home) : home_(home) { pool_.setMaxThreadCount(1); }
    ~ThreadPasswords() override { pool_.waitForDone(); }
    void hash(std::string password, std::function<void(std::string)> done) override {
        pool_.start([this, password = std::move(password), done = std::move(done)] {
            std::string h = hashPassword(password);
            QMetaObject::invokeMethod(home_, [done, h = std::move(h)] { done(h); });
        });
    }
    void check(std::string hash, std::string password, std::function<void(bool)> done) override {
        pool_.start(
            [this, hash = std::move(hash), password = std::move(password), done = std::move(done)] {
                const bool right = checkPassword(hash, password);
                QMetaObject::invokeMethod(home_, [done, right] { done(right); });
            });
    }

  private:
    QObject* home_;
    QThreadPool pool_;
};

int fail(const QString& message) {
    std::fprintf(stderr, "bashni-server: %s\n", qPrintable(message));
    return 1;
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("bashni-server");
    QCoreApplication::setApplicationVersion(BASHNI_VERSION);
    QCommandLineParser parser;
    parser.setApplicationDescription("The Bashni game server: lobby, referee and clocks, ratings, "
                                     "spectators and archive (docs/SERVER.md).");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        {"listen", "Listen on ADDRESS (0.0.0.0: every IPv4 interface).", "ADDRESS", "127.0.0.1"},
        {"port", "Listen on PORT (0: any free one).", "PORT",
         QString::number(net::server::DefaultServerPort)},
        {"db", "Keep everything in the SQLite file FILE.", "FILE"},
        {"name", "The server's name in its greeting.", "TEXT", "Bashni server"},
        {"cert",
         "TLS: the server's certificate (chain), a PEM file (else one of its own, "
         "self-signed, made beside the database).",
         "FILE"},
        {"key", "TLS: the certificate's private key, an unencrypted PEM file.", "FILE"},
        {"no-tls", "Plain TCP, without TLS (for loopback and tests)."},
        {"max-connections", "At most N connections in all.", "N", "2000"},
        {"max-per-address", "At most N connections from one address.", "N", "16"},
        {"away-limit", "A player away longer than SECONDS loses the game.", "SECONDS", "120"},
        {"full-sync", "Wait for the disk at every write (safe against power cuts, slower)."},
    });
    parser.process(app);
    if (!parser.isSet("db")) return fail("--db FILE is required");
    const bool plain = parser.isSet("no-tls");
    if (parser.isSet("cert") != parser.isSet("key")) return fail("give both --cert and --key");
    if (plain && parser.isSet("cert")) return fail("--no-tls or --cert and --key, not both");
    std::optional<QSslConfiguration> tls;
    if (!plain) {
        QString cert = parser.value("cert"), key = parser.value("key");
        if (cert.isEmpty()) { // the server's own, made at its first start
            cert = parser.value("db") + "-cert.pem";
            key = parser.value("db") + "-key.pem";
            std::string error;
            if (!ensureSelfSigned(cert.toStdString(), key.toStdString(), &error))
                return fail(QString::fromStdString(error));
        }
        QString why;
        if (!(tls = link::serverTls(cert, key, &why))) return fail(why);
    }
    bool ok = true;
    const auto number = [&](const char* option, int min, int max) {
        bool good = false;
        const int n = parser.value(option).toInt(&good);
        if (!good || n < min || n > max) ok = false;
        return n;
    };
    Limits limits;
    const int port = number("port", 0, 65535);
    limits.maxConnections = number("max-connections", 1, 100'000);
    limits.maxPerAddress = number("max-per-address", 1, 100'000);
    limits.awayLimitMs = Milliseconds(number("away-limit", 1, 86'400)) * 1000;
    if (!ok)
        return fail("--port, --max-connections, --max-per-address and --away-limit take "
                    "whole numbers in their range");
    const std::string name = parser.value("name").toStdString();
    if (!net::isShowableText(name) || name.size() > 100) return fail("--name: printable text");
    if (!initPasswords()) return fail("libsodium could not start");

    std::unique_ptr<SqliteStore> store;
    try {
        store = std::make_unique<SqliteStore>(parser.value("db").toStdString(),
                                              parser.isSet("full-sync"));
    } catch (const StoreError& e) {
        return fail(QString::fromStdString(e.what()));
    }
    auto link = tls ? link::createTlsServerLink(*tls) : link::createTcpLink();
    LinkTransport transport(*link);
    ThreadPasswords passwords(&app);
    QElapsedTimer clock;
    clock.start();
    Hub hub(*store, transport, passwords, limits, name, clock.elapsed());
    link->setHandlers({
        [&](int id, const QString& address) {
            hub.opened(id, address.toStdString(), clock.elapsed());
        },
        [&](int id, const QByteArray& bytes) {
            hub.received(id, std::string_view(bytes.constData(), std::size_t(bytes.size())),
                         clock.elapsed());
        },
        [&](int id) { hub.closed(id, clock.elapsed()); },
        {},
    });
    QString error;
    if (!link->listen(parser.value("listen"), quint16(port), &error))
        return fail("cannot listen on " + parser.value("listen") + ": " + error);
    std::printf("listening %u\n", unsigned(link->port()));
    if (tls) // what players of a self-signed server compare on their first connection
        std::printf("fingerprint %s\n",
                    qPrintable(link::fingerprint(tls->localCertificateChain().first())));
    std::fflush(stdout);
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] { hub.tick(clock.elapsed()); });
    tick.start(50);
    try {
        return app.exec();
    } catch (const StoreError& e) { // a full disk: stop rather than play on unrecorded
        return fail(QString("the database failed: ") + e.what());
    }
}
