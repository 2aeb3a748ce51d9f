// bashni-cli host and join (docs/PROTOCOL.md) as real processes on 127.0.0.1 only: two programs
// play a game to its end and write the same record; a guest scripted here (a socket and a
// core/net session) that breaks the protocol gets ERROR and the host waits for another; a guest
// whose connection is cut comes back and the game goes on to its end.
#include "core/net/session.h"
#include "core/notation.h"
#include "core/pdn.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>
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

// The next line from a peer process, without its end; empty when none came in time.
QByteArray nextLine(QTcpSocket& s, int ms = 20000) {
    QElapsedTimer waited;
    waited.start();
    while (!s.canReadLine() && waited.elapsed() < ms)
        if (!s.waitForReadyRead(100) && s.state() == QAbstractSocket::UnconnectedState) break;
    return s.readLine().trimmed();
}

// The next line that starts with `prefix` (keep-alives skipped).
QByteArray expectLine(QTcpSocket& s, const QByteArray& prefix) {
    for (int i = 0; i < 20; ++i) {
        const QByteArray line = nextLine(s);
        if (line.isEmpty() || line.startsWith(prefix)) return line;
    }
    return {};
}

// A scripted guest's handshake with a bashni-cli host: greeted, seated, the game accepted.
// Returns the game line.
QByteArray joinHost(QTcpSocket& s, quint16 port, const QByteArray& name) {
    s.connectToHost(QHostAddress::LocalHost, port);
    if (!s.waitForConnected(10000)) return {};
    s.write("BASHNI 2 " + name + "\nSEAT -\n");
    const QByteArray game = expectLine(s, "GAME ");
    s.write("ACCEPT " + game.split(' ').value(1) + "\n");
    expectLine(s, "SYNC ");
    return game;
}

// A scripted host's handshake with `bashni-cli join` (started on the server's port): the join's
// greeting and seat line, our greeting and `gameLine`, its ACCEPT.
bool hostJoiner(QTcpServer& server, std::unique_ptr<QTcpSocket>& s, const QByteArray& gameLine,
                QByteArray* seat = nullptr) {
    if (!server.waitForNewConnection(20000)) return false;
    s.reset(server.nextPendingConnection());
    if (!nextLine(*s).startsWith("BASHNI 2 ")) return false;
    const QByteArray seatLine = nextLine(*s);
    if (seat) *seat = seatLine;
    s->write("BASHNI 2 Host\n" + gameLine + "\n");
    return expectLine(*s, "ACCEPT ") == "ACCEPT " + gameLine.split(' ').value(1);
}

QByteArray stdoutUntil(QProcess& p, const QByteArray& text) {
    QByteArray out;
    QElapsedTimer waited;
    waited.start();
    while (!out.contains(text) && waited.elapsed() < 20000) {
        p.waitForReadyRead(100);
        out += p.readAllStandardOutput();
    }
    return out;
}

const QByteArray Secret = "00112233445566778899aabbccddeeff";

} // namespace

class TestNetCli : public QObject {
    Q_OBJECT
  private slots:
    void hostAndJoin();
    void badGuest();
    void cutAndResumed();
    void forgedFlagToHost();
    void forgedFlagToGuest();
    void inflatedClockToHost();
    void inflatedClockToGuest();
    void squatterAndBadNames();
    void joinResumesFromItsFile();
    void silentConnectionsClosed();
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
    // The same record, but for what each side keeps to resume (its role, the host's address).
    auto withoutSeat = [](const QByteArray& text) {
        QByteArrayList kept;
        for (const QByteArray& line : text.split('\n'))
            if (!line.startsWith("[BashniNetRole ") && !line.startsWith("[BashniNetHost "))
                kept << line;
        return kept.join('\n');
    };
    const QByteArray record = fileText(hostPdn);
    QCOMPARE(withoutSeat(record), withoutSeat(fileText(guestPdn)));
    QVERIFY(record.contains("[BashniNetSecret \""));
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
    socket.write("BASHNI 2 Rude\nSEAT -\n");
    QByteArray got;
    QTRY_VERIFY_WITH_TIMEOUT((got += socket.readAll()).count('\n') >= 2, 20000);
    const QByteArray gameLine = got.split('\n').at(1);
    QVERIFY(gameLine.startsWith("GAME "));
    // A second guest meanwhile is turned away.
    QTcpSocket second;
    second.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(second.waitForConnected(10000));
    second.write("BASHNI 2 Second\nSEAT -\n");
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
    again.write("BASHNI 2 Polite\nSEAT -\n");
    QByteArray lines;
    QTRY_VERIFY_WITH_TIMEOUT((lines += again.readAll()).count('\n') >= 2, 20000);
    QCOMPARE(lines.split('\n').at(1), gameLine);
    host.kill();
    host.waitForFinished();
    const QString out = QString::fromUtf8(host.readAllStandardOutput());
    // The second guest was refused at the door; Rude's own error came after.
    QVERIFY2(out.contains("connected Rude\nrefused busy\nerror unexpected message\n"),
             qPrintable(out));
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
    // The connection is cut: the guest's record and session stay, the socket goes.
    guest->socket.abort();
    guest->session.connectionClosed(guest->clock.elapsed());
    QByteArray hostOut;
    QTRY_VERIFY_WITH_TIMEOUT((hostOut += host.readAllStandardOutput()).contains("\nlost\n"), 30000);
    const int before = guest->session.game().plyCount();
    // Version 1 gave the seat and the whole record to whoever came next. A stranger now gets
    // ERROR busy and nothing else, and the game waits for its guest.
    for (const QByteArray& claim :
         {QByteArray("SEAT -\n"), "SEAT " + QByteArray::fromStdString(guest->session.setup()->id) +
                                      " 0123456789abcdef0123456789abcdef\n"}) {
        QTcpSocket mallory;
        mallory.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(mallory.waitForConnected(10000));
        mallory.write("BASHNI 2 Mallory\n" + claim);
        QByteArray said;
        QTRY_VERIFY_WITH_TIMEOUT((said += mallory.readAll()).contains('\n') ||
                                     mallory.state() == QAbstractSocket::UnconnectedState,
                                 20000);
        QCOMPARE(said, QByteArray("ERROR busy\n"));
        QTRY_VERIFY_WITH_TIMEOUT((hostOut += host.readAllStandardOutput()).contains("refused busy"),
                                 20000);
    }
    QVERIFY2(!hostOut.contains("connected Mallory"), hostOut.constData());
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

// The hole of version 1: a guest's move and FLAG in one packet won any timed game.
void TestNetCli::forgedFlagToHost() {
    QProcess host;
    const quint16 port = startHost(host, {"--player", "random", "--colour", "w", "--tc", "600+5"});
    QVERIFY(port != 0);
    QTcpSocket s;
    QVERIFY(!joinHost(s, port, "Mallory").isEmpty());
    const QByteArray first = expectLine(s, "MOVE 1 ");
    Game game(Rules::Standard);
    QVERIFY(game.play(*parseMove(game.position(), first.split(' ').at(2).toStdString())));
    const std::string reply = formatMove(game.legalMoves().front());
    s.write(QByteArray::fromStdString("MOVE 2 " + reply + " 599000\nFLAG\n"));
    QCOMPARE(expectLine(s, "ERROR"), QByteArray("ERROR bad flag"));
    const QByteArray out = stdoutUntil(host, "error bad flag");
    QVERIFY2(out.contains("move 2 " + QByteArray::fromStdString(reply)), out.constData());
    QVERIFY2(!out.contains("result"), out.constData());
    host.kill();
    host.waitForFinished();
}

// The same from a hostile host: GAME with a clock, SYNC, FLAG.
void TestNetCli::forgedFlagToGuest() {
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QProcess join;
    join.start(BASHNI_CLI_PATH,
               {"join", "127.0.0.1:" + QString::number(server.serverPort()), "--player", "random"});
    std::unique_ptr<QTcpSocket> s;
    QVERIFY(hostJoiner(server, s, "GAME g1 standard w 600+5 start"));
    s->write("SEAT g1 " + Secret + "\nSYNC 0 0\nFLAG\n");
    QCOMPARE(expectLine(*s, "ERROR"), QByteArray("ERROR bad flag"));
    const QByteArray out = stdoutUntil(join, "error bad flag");
    QVERIFY2(!out.contains("result"), out.constData());
    join.kill();
    join.waitForFinished();
}

// A mover that thought 2 s and says it used nothing is not believed.
void TestNetCli::inflatedClockToHost() {
    QProcess host;
    const quint16 port = startHost(host, {"--player", "random", "--colour", "b", "--tc", "60+0"});
    QVERIFY(port != 0);
    QTcpSocket s;
    QVERIFY(!joinHost(s, port, "Slow").isEmpty());
    QTest::qWait(2000);
    s.write("MOVE 1 c3-d4 60000\n");
    QCOMPARE(expectLine(s, "ERROR"), QByteArray("ERROR bad clock"));
    QVERIFY(stdoutUntil(host, "error bad clock").contains("error bad clock"));
    host.kill();
    host.waitForFinished();
}

void TestNetCli::inflatedClockToGuest() {
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QProcess join;
    join.start(BASHNI_CLI_PATH,
               {"join", "127.0.0.1:" + QString::number(server.serverPort()), "--player", "random"});
    std::unique_ptr<QTcpSocket> s;
    QVERIFY(hostJoiner(server, s, "GAME g1 standard b 60+0 start"));
    s->write("SEAT g1 " + Secret + "\nSYNC 0 0\n");
    s->flush();
    QTest::qWait(2000);
    s->write("MOVE 1 c3-d4 60000\n");
    QCOMPARE(expectLine(*s, "ERROR"), QByteArray("ERROR bad clock"));
    QVERIFY(stdoutUntil(join, "error bad clock").contains("error bad clock"));
    join.kill();
    join.waitForFinished();
}

// A connection that never greets keeps nobody out; names with bidirectional controls or two
// spaces are refused and never printed.
void TestNetCli::squatterAndBadNames() {
    QProcess host;
    const quint16 port = startHost(host, {"--player", "random", "--colour", "w"});
    QVERIFY(port != 0);
    QTcpSocket squatter;
    squatter.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(squatter.waitForConnected(10000));
    for (const QByteArray& hello : {QByteArray("BASHNI 2 \xE2\x80\xAE"
                                               "Evil"),
                                    QByteArray("BASHNI 2  x")}) {
        QTcpSocket bad;
        bad.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(bad.waitForConnected(10000));
        bad.write(hello + "\nSEAT -\n");
        QCOMPARE(expectLine(bad, "ERROR"), QByteArray("ERROR bad arguments"));
    }
    QTcpSocket real;
    QElapsedTimer waited;
    waited.start();
    QVERIFY(joinHost(real, port, "Real").startsWith("GAME "));
    QVERIFY(waited.elapsed() < 5000); // not after the squatter's 10 s
    QVERIFY(squatter.state() == QAbstractSocket::ConnectedState || squatter.bytesAvailable() == 0);
    const QByteArray out = stdoutUntil(host, "connected Real");
    QVERIFY2(out.contains("refused bad arguments"), out.constData());
    QVERIFY(!out.contains("\xE2\x80\xAE"));
    host.kill();
    host.waitForFinished();
}

// bashni-cli join --pdn FILE keeps the seat's secret in FILE; killed and started again with the
// same FILE, it comes back to its seat and sends the move the host never got.
void TestNetCli::joinResumesFromItsFile() {
    QTemporaryDir dir;
    const QString file = dir.filePath("guest.pdn");
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    const QStringList args{"join",     "127.0.0.1:" + QString::number(server.serverPort()),
                           "--player", "greedy",
                           "--pdn",    file};
    QProcess join;
    join.start(BASHNI_CLI_PATH, args);
    std::unique_ptr<QTcpSocket> s;
    QByteArray seat;
    QVERIFY(hostJoiner(server, s, "GAME g1 standard w - start", &seat));
    QCOMPARE(seat, QByteArray("SEAT -"));
    s->write("SEAT g1 " + Secret + "\nSYNC 0\n");
    const QByteArray first = expectLine(*s, "MOVE 1 ").split(' ').at(2);
    Game game(Rules::Standard);
    QVERIFY(game.play(*parseMove(game.position(), first.toStdString())));
    const std::string second = formatMove(game.legalMoves().back());
    QVERIFY(game.play(*parseMove(game.position(), second)));
    s->write(QByteArray::fromStdString("MOVE 2 " + second + "\n"));
    const QByteArray third = expectLine(*s, "MOVE 3 ").split(' ').at(2);
    QVERIFY(!third.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(readPdn(fileText(file).toStdString()).games.size() == 1 &&
                                 readPdn(fileText(file).toStdString()).games[0].plyCount() == 3,
                             20000);
    join.kill(); // SIGKILL: nothing more is written
    join.waitForFinished();
    const Game kept = readPdn(fileText(file).toStdString()).games[0];
    QCOMPARE(kept.tag("BashniNetSecret"), Secret.toStdString());
    QCOMPARE(kept.tag("BashniNetRole"), std::string("guest"));

    s.reset();
    join.start(BASHNI_CLI_PATH, args);
    QVERIFY(hostJoiner(server, s, "GAME g1 standard w - start", &seat));
    QCOMPARE(seat, "SEAT g1 " + Secret);
    s->write("MOVE 1 " + first + "\nMOVE 2 " + QByteArray::fromStdString(second) + "\nSYNC 2\n");
    QCOMPARE(expectLine(*s, "MOVE 3 "), "MOVE 3 " + third);
    QVERIFY(stdoutUntil(join, "resumed 3").contains("resumed 3"));
    join.kill();
    join.waitForFinished();
}

// docs/PROTOCOL.md 7: a connection that has not greeted within 10 s is closed. Four silent ones
// from the guest's own address would keep it out (four waiting a place); once the host has closed
// them, a real guest gets in beside four new silent ones from elsewhere and plays to the end.
void TestNetCli::silentConnectionsClosed() {
    QProcess host;
    const quint16 port = startHost(host, {"--player", "random", "--colour", "w"});
    QVERIFY(port != 0);
    QElapsedTimer since;
    since.start();
    auto silent = [port](const char* from) {
        std::vector<std::unique_ptr<QTcpSocket>> sockets;
        for (int i = 0; i < 4; ++i) {
            auto socket = std::make_unique<QTcpSocket>();
            socket->bind(QHostAddress(QString::fromLatin1(from)));
            socket->connectToHost(QHostAddress::LocalHost, port);
            if (!socket->waitForConnected(10000)) return decltype(sockets)();
            sockets.push_back(std::move(socket));
        }
        return sockets;
    };
    const auto first = silent("127.0.0.1");
    QCOMPARE(first.size(), std::size_t(4));
    QTRY_VERIFY_WITH_TIMEOUT(
        std::all_of(first.begin(), first.end(),
                    [](const auto& s) { return s->state() == QAbstractSocket::UnconnectedState; }),
        20000);
    QVERIFY2(since.elapsed() >= 9'500, qPrintable(QString::number(since.elapsed())));
    for (const auto& socket : first) QCOMPARE(socket->readAll(), QByteArray("ERROR no greeting\n"));
    const auto others = silent("127.0.0.2");
    QCOMPARE(others.size(), std::size_t(4));
    QProcess guest;
    guest.start(BASHNI_CLI_PATH,
                {"join", "127.0.0.1:" + QString::number(port), "--player", "random"});
    int hostCode = 0, guestCode = 0;
    const QStringList guestOut = finish(guest, &guestCode);
    const QStringList hostOut = finish(host, &hostCode);
    QCOMPARE(guestCode, 0);
    QCOMPARE(hostCode, 0);
    QVERIFY2(guestOut.last().startsWith("result "), qPrintable(guestOut.join('|')));
    QVERIFY2(!hostOut.filter("refused no greeting").isEmpty(), qPrintable(hostOut.join('|')));
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
