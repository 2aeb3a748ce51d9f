// docs/PROTOCOL.md, one session against a scripted peer (the test writes the peer's lines): every
// wrong message ends the connection with ERROR and leaves the game as it was; greetings, the
// guest's check of the host's replay, clocks and flags, keep-alive and the host's limits.
#include "protocol_helpers.h"

#include "core/notation.h"

#include <QTest>

using namespace bashni;
using namespace bashni::net;
using namespace protocol_test;

using Kind = Event::Kind;

namespace {

// The guest of game g1 (host White, untimed), greeted and accepted, at `plies` replayed moves.
Session playingGuest(const std::string& replay = "SYNC 0\n") {
    Session guest("Anna");
    guest.connectionOpened(0);
    guest.receive("BASHNI 2 Boris\nGAME g1 standard b - start\n", 0);
    guest.accept(0);
    guest.receive("SEAT g1 " + secret + "\n" + replay, 0);
    take(guest);
    return guest;
}

} // namespace

class TestProtocolSession : public QObject {
    Q_OBJECT
  private slots:
    void greetingAndGame();
    void badMessage_data();
    void badMessage();
    void badMessageToGuest_data();
    void badMessageToGuest();
    void peerError();
    void version();
    void noGreeting();
    void tooManyLines();
    void guestDeclines();
    void replayChecked_data();
    void replayChecked();
    void clocks();
    void ownTimeout();
    void flagAfterGrace();
    void peerTimeoutAndFlag();
    void pingAndSilence();
    void chatAndBye();
    void forgedFlag();
    void forgedFlagToGuest();
    void inflatedClock();
    void silentPeerNotCharged();
    void resumedClocks();
    void seatSecret();
    void guestNeedsSecret();
};

void TestProtocolSession::greetingAndGame() {
    Session host("Boris", setup(Color::Black, TimeControl::fischer(300'000, 3'000)), Game());
    host.connectionOpened(0);
    QVERIFY(take(host).lines.empty()); // the guest greets first
    host.receive("BASHNI 2 Anna\n", 10);
    QVERIFY(take(host).lines.empty()); // nothing said before the guest says which seat it takes
    host.receive("SEAT -\n", 10);
    Taken t = take(host);
    QCOMPARE(t.joined(), std::string("BASHNI 2 Boris\nGAME g1 standard b 300+3 start\n"));
    QCOMPARE(t.find(Kind::Connected)->text, std::string("Anna"));
    host.receive("ACCEPT g1\n", 20);
    t = take(host);
    // The seat's secret, then the (empty) replay and the mover's time used so far.
    QCOMPARE(t.joined(), "SEAT g1 " + host.secret() + "\nSYNC 0 0\n");
    QVERIFY(isValidSecret(host.secret()));
    QVERIFY(t.has(Kind::GameStarted));
    QVERIFY(host.myTurn());
    QCOMPARE(host.game().tag("White"), std::string("Boris"));
    QCOMPARE(host.game().tag("Black"), std::string("Anna"));

    Session guest("Anna");
    guest.connectionOpened(0);
    QCOMPARE(take(guest).joined(), std::string("BASHNI 2 Anna\nSEAT -\n"));
    guest.receive("BASHNI 2 Boris\nGAME g1 standard b 300+3 start\n", 0);
    t = take(guest);
    QVERIFY(t.has(Kind::Connected));
    QCOMPARE(t.find(Kind::GameProposed)->text, std::string("g1"));
    QVERIFY(guest.accept(0));
    QCOMPARE(take(guest).joined(), std::string("ACCEPT g1\n"));
    guest.receive("SEAT g1 " + secret + "\nSYNC 0 0\n", 0);
    QVERIFY(take(guest).has(Kind::GameStarted));
    QCOMPARE(guest.secret(), secret);
    QVERIFY(guest.localColour() == Color::Black);
    QVERIFY(guest.game().timeControl() == TimeControl::fischer(300'000, 3'000));
}

// A host playing Black (the guest moves first), untimed, sent the bytes of a misbehaving guest.
void TestProtocolSession::badMessage_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<int>("plies"); // the game after: what the good lines before made it
    const QString args = "bad arguments";
    QTest::newRow("malformed") << QByteArray("MOVE x\n") << args << 0;
    QTest::newRow("unknown command") << QByteArray("JUMP 1 c3-d4\n") << "unknown command" << 0;
    QTest::newRow("oversized") << QByteArray(2000, 'M') << "line too long" << 0;
    QTest::newRow("oversized with LF") << QByteArray(1030, 'M') + "\n"
                                       << "line too long" << 0;
    QTest::newRow("not UTF-8") << QByteArray("CHAT caf\xe9\n") << "not UTF-8" << 0;
    QTest::newRow("wrong arguments") << QByteArray("DRAW perhaps\n") << args << 0;
    QTest::newRow("clock untimed") << QByteArray("MOVE 1 c3-d4 1000\n") << args << 0;
    QTest::newRow("wrong ply") << QByteArray("MOVE 2 c3-d4\n") << "wrong ply" << 0;
    QTest::newRow("illegal move") << QByteArray("MOVE 1 c3-d5\n") << "illegal move" << 0;
    QTest::newRow("black's move") << QByteArray("MOVE 1 f6-g5\n") << "illegal move" << 0;
    QTest::newRow("out of turn") << QByteArray("MOVE 1 c3-d4\nMOVE 2 d4-e5\n") << "out of turn"
                                 << 1;
    QTest::newRow("chat too long") << "CHAT " + QByteArray(501, 'x') + "\n"
                                   << "chat too long" << 0;
    QTest::newRow("greeting again") << QByteArray("BASHNI 2 Anna\n") << "unexpected message" << 0;
    QTest::newRow("seat again") << QByteArray("SEAT -\n") << "unexpected message" << 0;
    QTest::newRow("accept again") << QByteArray("ACCEPT g1\n") << "unexpected message" << 0;
    QTest::newRow("sync from guest") << QByteArray("SYNC 0\n") << "unexpected message" << 0;
    QTest::newRow("draw accept, none offered")
        << QByteArray("DRAW accept\n") << "no draw offered" << 0;
    QTest::newRow("takeback, nothing to take") << QByteArray("TAKEBACK 0\n") << "bad takeback" << 0;
    QTest::newRow("takeback forward")
        << QByteArray("MOVE 1 c3-d4\nTAKEBACK 1\n") << "bad takeback" << 1;
    QTest::newRow("takeback answer, none asked")
        << QByteArray("TAKEBACK accept\n") << "no takeback asked" << 0;
    QTest::newRow("timeout on my turn")
        << QByteArray("MOVE 1 c3-d4\nTIMEOUT\n") << "out of turn" << 1;
    QTest::newRow("flag untimed") << QByteArray("FLAG\n") << "out of turn" << 0;
}

void TestProtocolSession::badMessage() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, reason);
    QFETCH(int, plies);
    Session host = playingHost(setup(Color::White));
    host.receive(bytes.toStdString(), 1000);
    const Taken t = take(host);
    QVERIFY(!t.lines.empty());
    QCOMPARE(QString::fromStdString(t.lines.back()), "ERROR " + reason + "\n");
    QCOMPARE(QString::fromStdString(t.find(Kind::ProtocolError)->text), reason);
    QCOMPARE(t.events.back().kind, Kind::Close);
    QVERIFY(!host.connected());
    QCOMPARE(host.game().plyCount(), plies);
    QVERIFY(!host.game().isOver());
    // Nothing more is read from a closed connection.
    host.receive("MOVE 2 f6-g5\n", 1000);
    QVERIFY(take(host).events.empty());
    QCOMPARE(host.game().plyCount(), plies);
}

// The guest (Black) of a host that misbehaves.
void TestProtocolSession::badMessageToGuest_data() {
    QTest::addColumn<bool>("capturing"); // after 1. c3-d4 f6-e5, the guest's own move
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<int>("plies");
    QTest::newRow("black's move from white")
        << false << QByteArray("MOVE 1 f6-g5\n") << "illegal move" << 0;
    QTest::newRow("the guest's move")
        << false << QByteArray("MOVE 1 c3-d4\nMOVE 2 f6-g5\n") << "out of turn" << 1;
    QTest::newRow("game again") << false << QByteArray("GAME g1 standard b - start\n")
                                << "unexpected message" << 0;
    QTest::newRow("sync again") << false << QByteArray("SYNC 0\n") << "unexpected message" << 0;
    QTest::newRow("accept to a guest")
        << false << QByteArray("ACCEPT g1\n") << "unexpected message" << 0;
    QTest::newRow("draw decline, none offered")
        << false << QByteArray("DRAW decline\n") << "no draw offered" << 0;
    // After 1. c3-d4 from the host and the guest's own f6-e5, White must capture.
    QTest::newRow("capture written as a step")
        << true << QByteArray("MOVE 3 d4-f6\n") << "illegal move" << 2;
    QTest::newRow("capture refused") << true << QByteArray("MOVE 3 g3-h4\n") << "illegal move" << 2;
}

void TestProtocolSession::badMessageToGuest() {
    QFETCH(bool, capturing);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, reason);
    QFETCH(int, plies);
    Session guest = playingGuest();
    if (capturing) {
        guest.receive("MOVE 1 c3-d4\n", 500);
        QVERIFY(guest.play("f6-e5", 600));
        take(guest);
    }
    guest.receive(bytes.toStdString(), 1000);
    const Taken t = take(guest);
    QCOMPARE(QString::fromStdString(t.lines.back()), "ERROR " + reason + "\n");
    QCOMPARE(t.events.back().kind, Kind::Close);
    QVERIFY(!guest.connected());
    QCOMPARE(guest.game().plyCount(), plies);
}

void TestProtocolSession::peerError() {
    Session host = playingHost(setup());
    host.play("c3-d4", 10);
    take(host);
    host.receive("ERROR I give up\n", 20);
    const Taken t = take(host);
    QVERIFY(t.lines.empty()); // an ERROR is not answered
    QCOMPARE(t.find(Kind::PeerError)->text, std::string("I give up"));
    QVERIFY(t.has(Kind::Close));
    QCOMPARE(host.game().plyCount(), 1);
    QVERIFY(!host.game().isOver());
}

void TestProtocolSession::version() {
    // Version 1's greeting too: an older program is told so, and learns nothing of the game.
    for (const char* greeting : {"BASHNI 1 Anna\n", "BASHNI 3\n", "BASHNI one Anna\n"}) {
        Session host("Boris", setup(), Game());
        host.connectionOpened(0);
        host.receive(greeting, 0);
        QCOMPARE(take(host).joined(), std::string("ERROR version\n"));
        QVERIFY(!host.connected());
    }
    Session guest("Anna");
    guest.connectionOpened(0);
    guest.receive("BASHNI 7 Boris\n", 0);
    QCOMPARE(take(guest).lines.back(), std::string("ERROR version\n"));
    // Anything but a greeting first.
    Session host("Boris", setup(), Game());
    host.connectionOpened(0);
    host.receive("PING a\n", 0);
    QCOMPARE(take(host).joined(), std::string("ERROR greeting expected\n"));
}

void TestProtocolSession::noGreeting() {
    Session host("Boris", setup(), Game());
    host.connectionOpened(1000);
    host.tick(10'999);
    QVERIFY(take(host).lines.empty());
    host.tick(11'000);
    const Taken t = take(host);
    QCOMPARE(t.joined(), std::string("ERROR no greeting\n"));
    QVERIFY(t.has(Kind::Close));
    // A new guest may come.
    host.connectionOpened(20'000);
    host.receive("BASHNI 2 Anna\nSEAT -\n", 20'001);
    QVERIFY(take(host).has(Kind::Connected));
}

void TestProtocolSession::tooManyLines() {
    Session host = playingHost(setup());
    for (int i = 0; i < 19; ++i)
        host.receive("PING a\n", 5000 + i * 10); // 21 lines with the greeting and ACCEPT
    QVERIFY(host.connected());
    // 20 lines in the second from 5,000 ms, then one more inside it.
    host.receive("PING a\n", 5500);
    QVERIFY(host.connected());
    host.receive("PING a\n", 5999);
    QVERIFY(!host.connected());
    QCOMPARE(take(host).lines.back(), std::string("ERROR too many lines\n"));
    // The same lines spread over more than a second are fine.
    Session slow = playingHost(setup());
    for (int i = 0; i < 100; ++i) slow.receive("PING a\n", 5000 + i * 51);
    QVERIFY(slow.connected());
}

void TestProtocolSession::guestDeclines() {
    Session host("Boris", setup(), Game());
    host.connectionOpened(0);
    host.receive("BASHNI 2 Anna\nSEAT -\nDECLINE g1 no time now\n", 0);
    const Taken t = take(host);
    QCOMPARE(t.find(Kind::Declined)->text, std::string("no time now"));
    QVERIFY(!host.connected());

    Session guest("Anna");
    guest.connectionOpened(0);
    guest.receive("BASHNI 2 Boris\nGAME g2 turkish w - start\n", 0);
    take(guest);
    QVERIFY(guest.decline("not turkish"));
    QCOMPARE(take(guest).joined(), std::string("DECLINE g2 not turkish\n"));
    QVERIFY(!guest.connected());
}

// A guest that has played 1. c3-d4 2. f6-g5 (its own Black move last) reconnects and is replayed
// the host's record.
void TestProtocolSession::replayChecked_data() {
    QTest::addColumn<QByteArray>("replay");
    QTest::addColumn<QString>("sent"); // by the guest after the replay
    QTest::addColumn<int>("plies");    // the guest's record after
    QTest::newRow("same") << QByteArray("MOVE 1 c3-d4\nMOVE 2 f6-g5\nSYNC 2\n") << "" << 2;
    QTest::newRow("host one more")
        << QByteArray("MOVE 1 c3-d4\nMOVE 2 f6-g5\nMOVE 3 g3-h4\nSYNC 3\n") << "" << 3;
    QTest::newRow("guest one more, its own")
        << QByteArray("MOVE 1 c3-d4\nSYNC 1\n") << "MOVE 2 f6-g5\n"
        << 2;
    QTest::newRow("other move") << QByteArray("MOVE 1 a3-b4\n")
                                << "ERROR record mismatch at ply 1\n"
                                << 2;
    QTest::newRow("other second move")
        << QByteArray("MOVE 1 c3-d4\nMOVE 2 h6-g5\n") << "ERROR record mismatch at ply 2\n"
        << 2;
    QTest::newRow("guest two more") << QByteArray("SYNC 0\n") << "ERROR record mismatch at ply 1\n"
                                    << 2;
    QTest::newRow("sync miscounted") << QByteArray("MOVE 1 c3-d4\nSYNC 2\n") << "ERROR wrong ply\n"
                                     << 2;
    QTest::newRow("illegal extra")
        << QByteArray("MOVE 1 c3-d4\nMOVE 2 f6-g5\nMOVE 3 g3-h5\n") << "ERROR illegal move\n"
        << 2;
}

void TestProtocolSession::replayChecked() {
    QFETCH(QByteArray, replay);
    QFETCH(QString, sent);
    QFETCH(int, plies);
    Session guest = playingGuest("MOVE 1 c3-d4\nSYNC 1\n");
    QVERIFY(guest.play("f6-g5", 100));
    take(guest);
    guest.connectionClosed(200);
    QVERIFY(take(guest).has(Kind::Lost));

    guest.connectionOpened(300);
    guest.receive("BASHNI 2 Boris\nGAME g1 standard b - start\n", 300);
    Taken t = take(guest);
    QCOMPARE(t.lines.front(), std::string("BASHNI 2 Anna\n"));
    QCOMPARE(t.lines[1], "SEAT g1 " + secret + "\n"); // the key to its own seat
    QVERIFY(!t.has(Kind::GameProposed));              // the adjourned game: accepted without asking
    QCOMPARE(t.lines.back(), std::string("ACCEPT g1\n"));
    guest.receive(replay.toStdString(), 400);
    t = take(guest);
    QCOMPARE(QString::fromStdString(t.joined()), sent);
    QCOMPARE(guest.game().plyCount(), plies);
    QCOMPARE(guest.playing(), !sent.startsWith("ERROR"));
    if (guest.playing()) QCOMPARE(t.find(Kind::Resumed)->ply, plies);
}

// Host White, 60+1: the mover's ms is its time; the increment is added by each side.
void TestProtocolSession::clocks() {
    Session host = playingHost(setup(Color::Black, TimeControl::fischer(60'000, 1'000)), 0);
    QVERIFY(host.play("c3-d4", 2500));
    QCOMPARE(take(host).joined(), std::string("MOVE 1 c3-d4 57500\n"));
    QCOMPARE(*host.game().clock(1), Milliseconds(58'500));
    QCOMPARE(*host.timeLeft(Color::Black, 4500), Milliseconds(58'000));
    host.receive("MOVE 2 f6-g5 55000\n", 7000); // it says 5 s: network delay is the mover's
    QCOMPARE(*host.game().clock(2), Milliseconds(56'000));
    QCOMPARE(*host.timeLeft(Color::White, 8000), Milliseconds(57'500));
    // More time than the mover had, or none left: not a clock of this game.
    host.receive("MOVE 3 g3-h4 1000\n", 9000); // not the host's to send
    QCOMPARE(take(host).lines.back(), std::string("ERROR out of turn\n"));
    for (const char* ms : {"60001", "0"}) {
        Session h = playingHost(setup(Color::White, TimeControl::fischer(60'000, 1'000)), 0);
        h.receive("MOVE 1 c3-d4 " + std::string(ms) + "\n", 100);
        QCOMPARE(take(h).lines.back(), std::string("ERROR bad clock\n"));
        QCOMPARE(h.game().plyCount(), 0);
    }
    Session h = playingHost(setup(Color::White, TimeControl::fischer(60'000, 1'000)), 0);
    h.receive("MOVE 1 c3-d4\n", 100);
    QCOMPARE(take(h).lines.back(), std::string("ERROR bad arguments\n"));
}

void TestProtocolSession::ownTimeout() {
    Session host = playingHost(setup(Color::Black, TimeControl::fischer(10'000, 0)), 0);
    host.tick(9'999);
    QVERIFY(take(host).lines.empty());
    host.tick(10'000);
    const Taken t = take(host);
    QCOMPARE(t.joined(), std::string("TIMEOUT\n"));
    QCOMPARE(t.find(Kind::GameOver)->text, std::string("0-2"));
    QCOMPARE(t.find(Kind::GameOver)->reason, std::string("time"));
    QVERIFY(host.game().ending() == Ending::TimeForfeit);
    // A move made too late is not sent.
    Session late = playingHost(setup(Color::Black, TimeControl::fischer(10'000, 0)), 0);
    QVERIFY(!late.play("c3-d4", 10'500));
    QCOMPARE(take(late).joined(), std::string("TIMEOUT\n"));
    QCOMPARE(late.game().plyCount(), 0);
}

void TestProtocolSession::flagAfterGrace() {
    Session host = playingHost(setup(Color::Black, TimeControl::fischer(10'000, 0)), 0);
    QVERIFY(host.play("c3-d4", 1000));
    take(host);
    host.tick(11'000 + FlagGraceMs); // 2 s past zero: not more than 2 s yet
    QVERIFY(take(host).lines.empty());
    host.tick(11'001 + FlagGraceMs);
    const Taken t = take(host);
    QCOMPARE(t.joined(), std::string("FLAG\n"));
    QCOMPARE(t.find(Kind::GameOver)->text, std::string("2-0"));
    QVERIFY(host.game().ending() == Ending::TimeForfeit);
    QVERIFY(host.game().loser() == Color::Black);
    // The flag's move coming after that is too late.
    host.receive("MOVE 2 f6-g5 1\n", 13'100);
    QCOMPARE(host.game().plyCount(), 1);
}

void TestProtocolSession::peerTimeoutAndFlag() {
    Session host = playingHost(setup(Color::Black, TimeControl::fischer(10'000, 0)), 0);
    host.play("c3-d4", 1000);
    host.receive("TIMEOUT\n", 11'000);
    QCOMPARE(take(host).find(Kind::GameOver)->text, std::string("2-0"));

    Session flagged = playingHost(setup(Color::Black, TimeControl::fischer(10'000, 0)), 0);
    flagged.receive("FLAG\n", 12'500);
    const Taken t = take(flagged);
    QCOMPARE(t.find(Kind::GameOver)->text, std::string("0-2"));
    QVERIFY(flagged.game().loser() == Color::White);
}

void TestProtocolSession::pingAndSilence() {
    Session host = playingHost(setup(), 0);
    host.receive("PING abc\n", 100);
    QCOMPARE(take(host).joined(), std::string("PONG abc\n"));
    host.tick(15'099);
    QVERIFY(take(host).lines.empty());
    host.tick(15'100);
    QCOMPARE(take(host).joined(), std::string("PING p1\n"));
    host.tick(20'000); // asked already
    QVERIFY(take(host).lines.empty());
    host.receive("PONG p1\n", 21'000);
    host.tick(80'999);
    QVERIFY(!take(host).has(Kind::Lost));
    QVERIFY(host.connected());
    host.tick(81'000); // 60 s without a line
    const Taken t = take(host);
    QVERIFY(t.has(Kind::Lost));
    QVERIFY(t.has(Kind::Close));
    QVERIFY(!host.connected());
    QCOMPARE(host.game().plyCount(), 0);
    QVERIFY(!host.game().isOver());
}

void TestProtocolSession::chatAndBye() {
    Session host = playingHost(setup(), 0);
    host.receive("CHAT <i>hello</i> Борис\n", 10);
    QCOMPARE(take(host).find(Kind::Chat)->text, std::string("<i>hello</i> Борис"));
    QVERIFY(host.chat("hi"));
    QVERIFY(!host.chat(std::string(501, 'x')));
    QVERIFY(!host.chat("two\nlines"));
    QVERIFY(!host.chat(""));
    QCOMPARE(take(host).joined(), std::string("CHAT hi\n"));
    host.play("c3-d4", 20);
    host.receive("BYE\n", 30);
    const Taken t = take(host);
    QVERIFY(t.has(Kind::PeerLeft));
    QVERIFY(t.has(Kind::Close));
    QVERIFY(!host.connected());
    QCOMPARE(host.game().plyCount(), 1); // adjourned, kept
    QVERIFY(!host.game().isOver());
}

// The hole of version 1: a guest (Black, 600+5) that sends a move and FLAG in one packet won on
// time with the host's 600 s untouched. A FLAG is checked against one's own clock.
void TestProtocolSession::forgedFlag() {
    Session host = playingHost(setup(Color::Black, TimeControl::fischer(600'000, 5'000)), 0);
    QVERIFY(host.play("c3-d4", 1000));
    take(host);
    host.receive("MOVE 2 f6-g5 599000\nFLAG\n", 1500);
    const Taken t = take(host);
    QCOMPARE(t.lines.back(), std::string("ERROR bad flag\n"));
    QVERIFY(!t.has(Kind::GameOver));
    QCOMPARE(host.game().plyCount(), 2); // the move before stands; the flag changed nothing
    QVERIFY(!host.game().isOver());
    // Our own time really gone (more than the tick that would have said TIMEOUT): it stands.
    Session late = playingHost(setup(Color::Black, TimeControl::fischer(10'000, 0)), 0);
    late.receive("FLAG\n", 10'000);
    QCOMPARE(take(late).find(Kind::GameOver)->text, std::string("0-2"));
    // 1 ms before our zero it is refused.
    Session early = playingHost(setup(Color::Black, TimeControl::fischer(10'000, 0)), 0);
    early.receive("FLAG\n", 9'999);
    QCOMPARE(take(early).lines.back(), std::string("ERROR bad flag\n"));
    QVERIFY(!early.game().isOver());
}

// The same from a hostile host to a guest: GAME with a clock, SYNC, FLAG at once.
void TestProtocolSession::forgedFlagToGuest() {
    Session guest("Anna");
    guest.connectionOpened(0);
    guest.receive("BASHNI 2 Boris\nGAME g1 standard w 600+5 start\n", 0);
    QVERIFY(guest.accept(0));
    guest.receive("SEAT g1 " + secret + "\nSYNC 0 0\nFLAG\n", 50);
    const Taken t = take(guest);
    QCOMPARE(t.lines.back(), std::string("ERROR bad flag\n"));
    QVERIFY(!t.has(Kind::GameOver));
    QVERIFY(!guest.game().isOver());
}

// The receiver measures the mover's time: a report of more time left than that (beyond the
// allowance for the network's delay) is refused.
void TestProtocolSession::inflatedClock() {
    const TimeControl tc = TimeControl::fischer(60'000, 0);
    // A guest thinking 3 s and saying it used nothing.
    Session host = playingHost(setup(Color::White, tc), 0);
    host.receive("MOVE 1 c3-d4 60000\n", 3000);
    QCOMPARE(take(host).lines.back(), std::string("ERROR bad clock\n"));
    QCOMPARE(host.game().plyCount(), 0);
    // Within the allowance it is the mover's word: 1 s less than measured is network delay.
    Session fair = playingHost(setup(Color::White, tc), 0);
    fair.receive("MOVE 1 c3-d4 58000\n", 3000);
    QCOMPARE(fair.game().plyCount(), 1);
    QCOMPARE(*fair.game().clock(1), Milliseconds(58'000));
    Session over = playingHost(setup(Color::White, tc), 0);
    over.receive("MOVE 1 c3-d4 58001\n", 3000);
    QCOMPARE(take(over).lines.back(), std::string("ERROR bad clock\n"));
    // Reporting more time used than measured is the mover's loss, and believed.
    Session slow = playingHost(setup(Color::White, tc), 0);
    slow.receive("MOVE 1 c3-d4 40000\n", 3000);
    QCOMPARE(*slow.game().clock(1), Milliseconds(40'000));
    // The time kept from an earlier connection counts too.
    Session resumed = playingHost(setup(Color::White, tc), 0);
    resumed.receive("PING a\n", 5000);
    resumed.connectionClosed(5000);
    QCOMPARE(resumed.game().currentMoveUsedMs(), Milliseconds(5000));
    resumed.connectionOpened(9000);
    resumed.receive("BASHNI 2 Anna\nSEAT g1 " + resumed.secret() + "\nACCEPT g1\n", 9000);
    QCOMPARE(take(resumed).lines.back(), std::string("SYNC 0 5000\n"));
    resumed.receive("MOVE 1 c3-d4 59000\n", 9100);
    QCOMPARE(take(resumed).lines.back(), std::string("ERROR bad clock\n"));
}

// A connection that dies silently: the peer's time is counted only until it was last heard.
// One that closes: until it closed.
void TestProtocolSession::silentPeerNotCharged() {
    Session host = playingHost(setup(Color::White, TimeControl::fischer(60'000, 0)), 0);
    host.receive("PING a\n", 4000);
    host.tick(64'000); // 60 s of silence: lost
    QVERIFY(take(host).has(Kind::Lost));
    QCOMPARE(host.game().currentMoveUsedMs(), Milliseconds(4000));
    // A connection that closes was there until it closed: the peer's time counts until then.
    Session closed = playingHost(setup(Color::White, TimeControl::fischer(60'000, 0)), 0);
    closed.receive("PING a\n", 1000);
    closed.connectionClosed(6000);
    QCOMPARE(closed.game().currentMoveUsedMs(), Milliseconds(6000));
    // Our own time runs until we know the connection is gone.
    Session mine = playingHost(setup(Color::Black, TimeControl::fischer(60'000, 0)), 0);
    mine.receive("PING a\n", 1000);
    mine.connectionClosed(7000);
    QCOMPARE(mine.game().currentMoveUsedMs(), Milliseconds(7000));
}

// SYNC carries the mover's time on the move in progress as the host has it: the guest takes it
// for the host's clock (unless less than it measured) and the larger count for its own.
void TestProtocolSession::resumedClocks() {
    const TimeControl tc = TimeControl::fischer(60'000, 0);
    auto resumedGuest = [&](Milliseconds ownUsed) { // Black, the host White to move
        Game g(Rules::Standard);
        g.setTimeControl(tc);
        g.setCurrentMoveUsedMs(ownUsed);
        auto s = setup(Color::Black, tc);
        Session guest = Session::returningGuest("Anna", s, g, secret);
        guest.connectionOpened(0);
        guest.receive("BASHNI 2 Boris\nGAME g1 standard b 60+0 start\n", 0);
        take(guest);
        return guest;
    };
    Session guest = resumedGuest(3000);
    guest.receive("SYNC 0 18000\n", 10);
    QVERIFY(guest.playing());
    QCOMPARE(*guest.timeLeft(Color::White, 10), Milliseconds(42'000)); // as the host has it
    Session cheat = resumedGuest(20'000); // the host says it used less than we saw
    cheat.receive("SYNC 0 18000\n", 10);
    QCOMPARE(take(cheat).lines.back(), std::string("ERROR bad clock\n"));
    Session fine = resumedGuest(18'900);
    fine.receive("SYNC 0 18000\n", 10);
    QVERIFY(fine.playing());
    Session missing = resumedGuest(0);
    missing.receive("SYNC 0\n", 10);
    QCOMPARE(take(missing).lines.back(), std::string("ERROR bad arguments\n"));
    Session tooMuch = resumedGuest(0);
    tooMuch.receive("SYNC 0 60001\n", 10);
    QCOMPARE(take(tooMuch).lines.back(), std::string("ERROR bad clock\n"));
    // The guest to move: the larger of its own count and the host's.
    Game g(Rules::Standard);
    g.setTimeControl(tc);
    g.play(*parseMove(g.position(), "c3-d4"), 1000);
    g.setCurrentMoveUsedMs(2000);
    Session mover = Session::returningGuest("Anna", setup(Color::Black, tc), g, secret);
    mover.connectionOpened(0);
    mover.receive("BASHNI 2 Boris\nGAME g1 standard b 60+0 start\nMOVE 1 c3-d4 59000\n"
                  "SYNC 1 5000\n",
                  0);
    QCOMPARE(*mover.timeLeft(Color::Black, 0), Milliseconds(55'000));
    // Our move that never arrived goes again charged as the host counted it, until the
    // connection went: its report then agrees with the host's measure.
    Game lost(Rules::Standard);
    lost.setTimeControl(tc);
    lost.play(*parseMove(lost.position(), "c3-d4"), 1000);
    lost.play(*parseMove(lost.position(), "f6-g5"), 2000);
    Session resend = Session::returningGuest("Anna", setup(Color::Black, tc), lost, secret);
    resend.connectionOpened(0);
    take(resend);
    resend.receive("BASHNI 2 Boris\nGAME g1 standard b 60+0 start\nMOVE 1 c3-d4 59000\n"
                   "SYNC 1 5000\n",
                   0);
    QCOMPARE(take(resend).lines.back(), std::string("MOVE 2 f6-g5 55000\n"));
    QCOMPARE(*resend.game().clock(2), Milliseconds(55'000));
    // Charged more already, it keeps its own count.
    Session kept = Session::returningGuest("Anna", setup(Color::Black, tc), lost, secret);
    kept.connectionOpened(0);
    take(kept);
    kept.receive("BASHNI 2 Boris\nGAME g1 standard b 60+0 start\nMOVE 1 c3-d4 59000\n"
                 "SYNC 1 500\n",
                 0);
    QCOMPARE(take(kept).lines.back(), std::string("MOVE 2 f6-g5 58000\n"));
}

// The seat: anyone before the game starts; afterwards only the guest with the secret, and the
// others learn nothing (no greeting, no GAME line).
void TestProtocolSession::seatSecret() {
    Session host = playingHost(setup(), 0);
    const std::string key = host.secret();
    QVERIFY(host.play("c3-d4", 10));
    host.connectionClosed(20);
    take(host);
    QVERIFY(!host.admits(wire::Seat{}));
    QVERIFY(!host.admits(wire::Seat{"g1", secret}));
    QVERIFY(!host.admits(wire::Seat{"g2", key}));
    QVERIFY(host.admits(wire::Seat{"g1", key}));
    for (const std::string& claim : {std::string("SEAT -"), "SEAT g1 " + secret}) {
        host.connectionOpened(30);
        host.receive("BASHNI 2 Mallory\n" + claim + "\n", 30);
        const Taken t = take(host);
        QCOMPARE(t.joined(), std::string("ERROR busy\n"));
        QVERIFY(!t.has(Kind::Connected));
    }
    host.connectionOpened(40);
    host.receive("BASHNI 2 Anna\nSEAT g1 " + key + "\nACCEPT g1\n", 40);
    const Taken t = take(host);
    // Her own key: no new one, the replay, and the game goes on.
    QCOMPARE(t.joined(), std::string("BASHNI 2 Boris\nGAME g1 standard b - start\n"
                                     "MOVE 1 c3-d4\nSYNC 1\n"));
    QVERIFY(t.has(Kind::Resumed));
    // A host that comes back from its record keeps its secret.
    Game record(Rules::Standard);
    record.play(*parseMove(record.position(), "c3-d4"));
    Session again("Boris", setup(), record, key);
    QCOMPARE(again.secret(), key);
    QVERIFY(!again.admits(wire::Seat{}));
    QVERIFY(again.admits(wire::Seat{"g1", key}));
    // Not started: anybody, and a fresh secret.
    Session fresh("Boris", setup(), Game());
    QVERIFY(fresh.admits(wire::Seat{}));
    QVERIFY(fresh.admits(wire::Seat{"other", secret}));
    QVERIFY(fresh.secret() != key);
}

// A guest given no secret has no way back: it refuses to play on.
void TestProtocolSession::guestNeedsSecret() {
    Session guest("Anna");
    guest.connectionOpened(0);
    guest.receive("BASHNI 2 Boris\nGAME g1 standard b - start\n", 0);
    QVERIFY(guest.accept(0));
    guest.receive("SYNC 0\n", 0);
    QCOMPARE(take(guest).lines.back(), std::string("ERROR seat expected\n"));
    Session other("Anna");
    other.connectionOpened(0);
    other.receive("BASHNI 2 Boris\nGAME g1 standard b - start\n", 0);
    QVERIFY(other.accept(0));
    other.receive("SEAT g2 " + secret + "\n", 0); // the key to another game
    QCOMPARE(take(other).lines.back(), std::string("ERROR bad arguments\n"));
    // A guest that held another game takes a new one: the old key is not this game's.
    auto oldGame = setup();
    oldGame.id = "old";
    Session moved = Session::returningGuest("Anna", oldGame, Game(), secret);
    moved.connectionOpened(0);
    QCOMPARE(take(moved).lines.back(), "SEAT old " + secret + "\n");
    moved.receive("BASHNI 2 Boris\nGAME g1 standard b - start\n", 0);
    QVERIFY(take(moved).has(Kind::GameProposed));
    QVERIFY(moved.accept(0));
    QVERIFY(moved.secret().empty());
    moved.receive("SYNC 0\n", 0);
    QCOMPARE(take(moved).lines.back(), std::string("ERROR seat expected\n"));
}

QTEST_APPLESS_MAIN(TestProtocolSession)
#include "tst_protocol_session.moc"
