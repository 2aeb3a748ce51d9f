// bashni-cli host and join (docs/PROTOCOL.md) as real processes on 127.0.0.1 only: two programs
// play a game to its end and write the same record; a guest scripted here (a socket and a
// core/net session) that breaks the protocol gets ERROR and the host waits for another; a guest
// whose connection is cut comes back and the game goes on to its end.
#include "core/net/session.h"
#include "core/notation.h"
#include "core/pdn.h"

#include <QFile>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace bashni;

namespace {

// Starts `bashni-cli host ...` on a free port of 127.0.0.1; returns the port.
quint16 startHost(QProcess& host, const QStringList& options) {
    host.start(BASHNI_CLI_PATH, QStringList{"host", "--port", "0"} + options);
    if (!host.waitForStarted(10000)) return 0;
    for (int i = 0; i < 100 && !host.canReadLine(); ++i) host.waitForReadyRead(200);
    const QString line = QString::fromUtf8(host.readLine()).trimmed();
    return line.startsWith("listening ") ? quint16(line.mid(10).toUInt()) : 0;
}

QStringList finish(QProcess& p, int* code) {
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        *code = -1;
        return {};
    }
    *code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromUtf8(p.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
}

QByteArray fileText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A guest written in the test: a socket and a protocol session, moves at random.
struct ScriptedGuest {
    net::Session session{"Script"};
    QTcpSocket socket;
    QElapsedTimer clock;
    std::mt19937_64 rng{17};
    std::vector<net::Event> events;
    qint64 lastMove = -1000;

    ScriptedGuest() { clock.start(); }
    bool connectTo(quint16 port) {
        socket.connectToHost(QHostAddress::LocalHost, port);
        if (!socket.waitForConnected(10000)) return false;
        session.connectionOpened(clock.elapsed());
        flush();
        return true;
    }
    void flush() {
        for (auto& out : session.takeOutputs()) {
            if (auto* line = std::get_if<std::string>(&out))
                socket.write(line->c_str());
            else
                events.push_back(std::get<net::Event>(out));
        }
        socket.flush();
    }
    // Reads and answers until `done` or 30 s; accepts the game proposed.
    template <typename Done>
    bool runUntil(Done done) {
        QElapsedTimer waited;
        waited.start();
        while (!done() && waited.elapsed() < 30000) {
            if (socket.state() == QAbstractSocket::ConnectedState) socket.waitForReadyRead(50);
            const QByteArray bytes = socket.readAll();
            session.receive(bytes.toStdString(), clock.elapsed());
            session.tick(clock.elapsed());
            flush();
            for (const auto& e : events)
                if (e.kind == net::Event::Kind::GameProposed) session.accept(clock.elapsed());
            flush();
            // Paced as bashni-cli paces itself: a host takes at most 20 lines a second.
            if (session.myTurn() && clock.elapsed() - lastMove >= 60) {
                const auto moves = session.game().legalMoves();
                session.play(moves[rng() % moves.size()], clock.elapsed());
                lastMove = clock.elapsed();
                flush();
            }
        }
        return done();
    }
    bool has(net::Event::Kind k) const {
        for (const auto& e : events)
            if (e.kind == k) return true;
        return false;
    }
};

} // namespace

class TestNetCli : public QObject {
    Q_OBJECT
  private slots:
    void hostAndJoin();
    void badGuest();
    void cutAndResumed();
    void usage();
};

void TestNetCli::hostAndJoin() {
    QTemporaryDir dir;
    const QString hostPdn = dir.filePath("host.pdn"), guestPdn = dir.filePath("guest.pdn");
    QProcess host;
    const quint16 port = startHost(host, {"--player", "random", "--colour", "w", "--tc", "600+5",
                                          "--name", "Hosting", "--pdn", hostPdn});
    QVERIFY(port != 0);
    QProcess guest;
    guest.start(BASHNI_CLI_PATH, {"join", "127.0.0.1:" + QString::number(port), "--player",
                                  "random", "--name", "Joining", "--pdn", guestPdn});
    int hostCode = 0, guestCode = 0;
    const QStringList guestOut = finish(guest, &guestCode);
    const QStringList hostOut = finish(host, &hostCode);
    QCOMPARE(hostCode, 0);
    QCOMPARE(guestCode, 0);
    QCOMPARE(hostOut.first(), QString("connected Joining"));
    QCOMPARE(guestOut.first(), QString("connected Hosting"));
    QVERIFY2(hostOut.last().startsWith("result "), qPrintable(hostOut.last()));
    QCOMPARE(hostOut.last(), guestOut.last());
    QCOMPARE(hostOut.filter(QRegularExpression("^move ")),
             guestOut.filter(QRegularExpression("^move ")));
    const QByteArray record = fileText(hostPdn);
    QCOMPARE(record, fileText(guestPdn));
    const auto games = readPdn(record.toStdString());
    QVERIFY(games.errors.empty());
    QCOMPARE(games.games.size(), std::size_t(1));
    const Game& game = games.games[0];
    QCOMPARE(game.tag("White"), std::string("Hosting"));
    QCOMPARE(game.tag("Black"), std::string("Joining"));
    QVERIFY(game.tag("Site").find("Network game") != std::string::npos);
    QVERIFY(game.timeControl() == TimeControl::fischer(600'000, 5'000));
    QVERIFY(game.isOver());
    QVERIFY(game.clock(1).has_value());
    QCOMPARE(hostOut.last().section(' ', 2, 2).toInt(), game.plyCount());
}

void TestNetCli::badGuest() {
    QProcess host;
    const quint16 port = startHost(host, {"--player", "random", "--colour", "w"});
    QVERIFY(port != 0);
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(socket.waitForConnected(10000));
    socket.write("BASHNI 1 Rude\n");
    QByteArray got;
    QTRY_VERIFY_WITH_TIMEOUT((got += socket.readAll()).count('\n') >= 2, 20000);
    const QByteArray gameLine = got.split('\n').at(1);
    QVERIFY(gameLine.startsWith("GAME "));
    // A second guest meanwhile is turned away.
    QTcpSocket second;
    second.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(second.waitForConnected(10000));
    QByteArray busy;
    QTRY_VERIFY_WITH_TIMEOUT((busy += second.readAll()).contains('\n'), 20000);
    QCOMPARE(busy, QByteArray("ERROR busy\n"));
    socket.write("MOVE 1 c3-d4\n"); // before ACCEPT
    QByteArray error;
    QTRY_VERIFY_WITH_TIMEOUT((error += socket.readAll()).contains('\n'), 20000);
    QCOMPARE(error, QByteArray("ERROR unexpected message\n"));
    QTRY_VERIFY_WITH_TIMEOUT(socket.state() == QAbstractSocket::UnconnectedState, 20000);
    // The host waits for a guest again, with the same game.
    QTcpSocket again;
    again.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(again.waitForConnected(10000));
    again.write("BASHNI 1 Polite\n");
    QByteArray lines;
    QTRY_VERIFY_WITH_TIMEOUT((lines += again.readAll()).count('\n') >= 2, 20000);
    QCOMPARE(lines.split('\n').at(1), gameLine);
    host.kill();
    host.waitForFinished();
    const QString out = QString::fromUtf8(host.readAllStandardOutput());
    QVERIFY2(out.contains("connected Rude\nerror unexpected message\n"), qPrintable(out));
}

void TestNetCli::cutAndResumed() {
    QTemporaryDir dir;
    const QString hostPdn = dir.filePath("host.pdn");
    QProcess host;
    const quint16 port = startHost(host, {"--player", "greedy", "--colour", "b", "--pdn", hostPdn});
    QVERIFY(port != 0);
    auto guest = std::make_unique<ScriptedGuest>();
    QVERIFY(guest->connectTo(port));
    QVERIFY(guest->runUntil([&] { return guest->session.game().plyCount() >= 8; }));
    // The connection is cut: the guest's record and session stay, the socket goes. The guest
    // comes back once the host has seen it go (before that it would be a second guest: busy).
    guest->socket.abort();
    guest->session.connectionClosed(guest->clock.elapsed());
    QByteArray hostOut;
    QTRY_VERIFY_WITH_TIMEOUT((hostOut += host.readAllStandardOutput()).contains("\nlost\n"), 30000);
    const int before = guest->session.game().plyCount();
    guest->events.clear();
    QVERIFY(guest->connectTo(port));
    QVERIFY(guest->runUntil([&] { return guest->has(net::Event::Kind::Resumed); }));
    QVERIFY(!guest->has(net::Event::Kind::PeerError));
    QVERIFY(guest->session.game().plyCount() >= before);
    QVERIFY(guest->runUntil([&] { return guest->session.game().isOver(); }));
    int code = 0;
    const QStringList out =
        QString::fromUtf8(hostOut).split('\n', Qt::SkipEmptyParts) + finish(host, &code);
    QCOMPARE(code, 0);
    QVERIFY(out.last().startsWith("result "));
    QVERIFY(out.filter(QRegularExpression("^resumed \\d+$")).size() == 1);
    QVERIFY(!guest->has(net::Event::Kind::ProtocolError));
    const auto games = readPdn(fileText(hostPdn).toStdString());
    QCOMPARE(games.games.size(), std::size_t(1));
    const Game& record = games.games[0];
    const Game& mine = guest->session.game();
    QCOMPARE(record.plyCount(), mine.plyCount());
    for (int ply = 1; ply <= mine.plyCount(); ++ply)
        QCOMPARE(record.moveText(ply), mine.moveText(ply));
    QVERIFY(record.result() == mine.result());
}

void TestNetCli::usage() {
    for (const QStringList& args : {QStringList{"host"}, QStringList{"host", "--player", "nobody"},
                                    QStringList{"host", "--player", "random", "--tc", "60/move"},
                                    QStringList{"host", "--player", "random", "--colour", "red"},
                                    QStringList{"join", "--player", "random"},
                                    QStringList{"join", "localhost", "--player", "random"}}) {
        QProcess p;
        p.start(BASHNI_CLI_PATH, args);
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 2);
    }
}

QTEST_MAIN(TestNetCli)
#include "tst_net_cli.moc"
