// docs/PROTOCOL.md, a host session and a guest session wired to each other: whole games of random
// legal moves, with and without clocks; resuming after a lost connection with a move that did not
// get through either way; takebacks and draws.
#include "protocol_helpers.h"

#include "core/notation.h"

#include <QTest>

#include <random>

using namespace bashni;
using namespace bashni::net;
using namespace protocol_test;

using Kind = Event::Kind;

namespace {

// The side to move's session plays a random legal move; false when the game is over.
bool playRandom(Session& host, Session& guest, std::mt19937_64& rng, Milliseconds now) {
    Session& mover = host.myTurn() ? host : guest;
    if (!mover.myTurn()) return false;
    const auto moves = mover.game().legalMoves();
    if (moves.empty()) return false;
    return mover.play(moves[rng() % moves.size()], now);
}

void compareRecords(const Game& a, const Game& b) {
    QCOMPARE(a.plyCount(), b.plyCount());
    for (int ply = 1; ply <= a.plyCount(); ++ply) {
        QCOMPARE(a.moveText(ply), b.moveText(ply));
        QCOMPARE(a.clock(ply), b.clock(ply));
    }
    QCOMPARE(formatPosition(a.position()), formatPosition(b.position()));
    QVERIFY(a.result() == b.result());
    QVERIFY(a.ending() == b.ending());
}

struct Pair {
    Session host;
    Session guest{"Anna"};
    Wire wire{host, guest, {}, {}};
    explicit Pair(GameSetup s) : host("Boris", s, Game(s.rules)) {
        host.connectionOpened(0);
        guest.connectionOpened(0);
        wire.pump(0);
        guest.accept(0);
        wire.pump(0);
    }
    // `plies` random moves, one every `step` ms from `now`; returns the time after.
    Milliseconds play(int plies, std::mt19937_64& rng, Milliseconds now, Milliseconds step) {
        for (int i = 0; i < plies && playRandom(host, guest, rng, now += step); ++i) wire.pump(now);
        return now;
    }
};

} // namespace

class TestProtocolGame : public QObject {
    Q_OBJECT
  private slots:
    void fullGame_data();
    void fullGame();
    void resumeGuestMoveLost();
    void resumeHostMoveLost();
    void takeback();
    void draw();
    void resign();
    void answerCrossesResignation();
    void offersLapseWithTheConnection();
};

void TestProtocolGame::fullGame_data() {
    QTest::addColumn<int>("seed");
    QTest::addColumn<bool>("timed");
    QTest::addColumn<int>("rules");
    for (int seed = 1; seed <= 12; ++seed)
        QTest::addRow("seed %d", seed) << seed << (seed % 2 == 0) << (seed % 3);
}

void TestProtocolGame::fullGame() {
    QFETCH(int, seed);
    QFETCH(bool, timed);
    QFETCH(int, rules);
    GameSetup s = setup(seed % 4 < 2 ? Color::Black : Color::White,
                        timed ? TimeControl::fischer(600'000, 2'500) : TimeControl::none());
    s.rules = Rules(rules);
    Pair p(s);
    QVERIFY(p.wire.hostSeen.has(Kind::GameStarted));
    QVERIFY(p.wire.guestSeen.has(Kind::GameStarted));
    std::mt19937_64 rng{std::uint64_t(seed)};
    Milliseconds now = 0;
    for (int i = 0; i < 3000 && playRandom(p.host, p.guest, rng, now += 700 + i % 5); ++i)
        p.wire.pump(now);
    QVERIFY(p.host.game().isOver());
    QVERIFY(p.guest.game().isOver());
    QVERIFY(p.host.game().plyCount() > 20); // a real game, not one stopped at its start
    compareRecords(p.host.game(), p.guest.game());
    const Event* over = p.wire.guestSeen.find(Kind::GameOver);
    QVERIFY(over);
    QCOMPARE(over->text, std::string(resultText(p.guest.game().result())));
    QCOMPARE(p.wire.hostSeen.find(Kind::GameOver)->reason, over->reason);
    QVERIFY(!p.wire.hostSeen.has(Kind::ProtocolError));
    QVERIFY(!p.wire.guestSeen.has(Kind::ProtocolError));
    // Each saw every ply, its own and the other's, in order.
    int ply = 0;
    for (const auto& e : p.wire.guestSeen.events)
        if (e.kind == Kind::MovePlayed) QCOMPARE(e.ply, ++ply);
    QCOMPARE(ply, p.guest.game().plyCount());
}

// The guest's move leaves it but the connection goes before it arrives: on resuming, the host
// replays without it and the guest sends it again.
void TestProtocolGame::resumeGuestMoveLost() {
    Pair p(setup(Color::White, TimeControl::fischer(300'000, 3'000)));
    std::mt19937_64 rng(7);
    Milliseconds now = p.play(6, rng, 0, 1000);
    QVERIFY(p.guest.myTurn());
    const auto moves = p.guest.game().legalMoves();
    QVERIFY(p.guest.play(moves.front(), now += 1000));
    take(p.guest); // lost on the way
    p.host.connectionClosed(now);
    p.guest.connectionClosed(now);
    QCOMPARE(p.host.game().plyCount(), 6);
    QCOMPARE(p.guest.game().plyCount(), 7);
    take(p.host);
    take(p.guest);
    p.wire.clear();
    p.wire.connect(now += 30'000);
    QCOMPARE(p.wire.hostSeen.find(Kind::Resumed)->ply, 6);
    QCOMPARE(p.wire.guestSeen.find(Kind::Resumed)->ply, 7);
    QCOMPARE(p.wire.hostSeen.find(Kind::MovePlayed)->ply, 7);
    compareRecords(p.host.game(), p.guest.game());
    QVERIFY(p.host.myTurn());
    p.play(4, rng, now, 1000);
    QCOMPARE(p.host.game().plyCount(), 11);
    compareRecords(p.host.game(), p.guest.game());
}

// The host's move is lost: the replay brings it.
void TestProtocolGame::resumeHostMoveLost() {
    Pair p(setup(Color::Black));
    std::mt19937_64 rng(11);
    Milliseconds now = p.play(5, rng, 0, 1000);
    QVERIFY(p.host.myTurn() == false);
    now = p.play(1, rng, now, 1000); // the guest's 6th
    QVERIFY(p.host.myTurn());
    QVERIFY(p.host.play(p.host.game().legalMoves().back(), now += 1000));
    take(p.host);
    // Silence: each side gives up after 60 s on its own.
    p.host.tick(now + SilenceLostMs);
    p.guest.tick(now + SilenceLostMs);
    QVERIFY(take(p.host).has(Kind::Lost));
    QVERIFY(take(p.guest).has(Kind::Lost));
    p.wire.clear();
    p.wire.connect(now += 90'000);
    QCOMPARE(p.wire.guestSeen.find(Kind::MovePlayed)->ply, 7);
    QCOMPARE(p.wire.guestSeen.find(Kind::Resumed)->ply, 7);
    compareRecords(p.host.game(), p.guest.game());
    QVERIFY(p.guest.myTurn());
}

void TestProtocolGame::takeback() {
    Pair p(setup(Color::Black));
    std::mt19937_64 rng(3);
    Milliseconds now = p.play(4, rng, 0, 1000);
    const std::string before = formatPosition(p.host.game().position());
    now = p.play(1, rng, now, 1000); // the host's third move, then it thinks better of it
    QVERIFY(!p.guest.requestTakeback(5));
    QVERIFY(p.host.requestTakeback(4));
    p.wire.pump(now);
    QCOMPARE(p.wire.guestSeen.find(Kind::TakebackRequested)->ply, 4);
    QVERIFY(p.guest.answerTakeback(false, now));
    p.wire.pump(now);
    QVERIFY(p.wire.hostSeen.has(Kind::TakebackDeclined));
    QCOMPARE(p.host.game().plyCount(), 5);
    QVERIFY(p.host.requestTakeback(4));
    p.wire.pump(now);
    QVERIFY(p.guest.answerTakeback(true, now));
    p.wire.pump(now);
    QCOMPARE(p.host.game().plyCount(), 4);
    compareRecords(p.host.game(), p.guest.game());
    QCOMPARE(formatPosition(p.guest.game().position()), before);
    QVERIFY(p.host.myTurn());
    p.play(2, rng, now, 1000);
    compareRecords(p.host.game(), p.guest.game());
    QVERIFY(!p.wire.hostSeen.has(Kind::ProtocolError));
}

void TestProtocolGame::draw() {
    Pair p(setup(Color::White));
    std::mt19937_64 rng(5);
    Milliseconds now = p.play(3, rng, 0, 1000);
    QVERIFY(p.guest.offerDraw());
    QVERIFY(!p.guest.offerDraw());
    p.wire.pump(now);
    QVERIFY(p.wire.hostSeen.has(Kind::DrawOffered));
    QVERIFY(p.host.answerDraw(false));
    p.wire.pump(now);
    QVERIFY(p.wire.guestSeen.has(Kind::DrawDeclined));
    QVERIFY(!p.host.answerDraw(true)); // nothing offered any more
    now = p.play(2, rng, now, 1000);
    QVERIFY(p.host.offerDraw());
    p.wire.pump(now);
    QVERIFY(p.guest.answerDraw(true));
    p.wire.pump(now);
    for (const Session* s : {&p.host, &p.guest}) {
        QVERIFY(s->game().ending() == Ending::Agreement);
        QVERIFY(s->game().result() == Result::Draw);
    }
    QCOMPARE(p.wire.hostSeen.find(Kind::GameOver)->text, std::string("1-1"));
    QCOMPARE(p.wire.hostSeen.find(Kind::GameOver)->reason, std::string("agreement"));
    QVERIFY(!p.host.offerDraw());
}

void TestProtocolGame::resign() {
    Pair p(setup(Color::White));
    std::mt19937_64 rng(9);
    const Milliseconds now = p.play(3, rng, 0, 1000);
    QVERIFY(p.guest.resign());
    p.wire.pump(now);
    QVERIFY(p.host.game().ending() == Ending::Resignation);
    QVERIFY(p.host.game().result() == Result::BlackWins); // the guest played White
    QCOMPARE(p.wire.hostSeen.find(Kind::GameOver)->reason, std::string("resignation"));
    QVERIFY(!p.guest.resign());
}

// The guest asks to take back and resigns; the host accepts the takeback before the resignation
// arrives. The accept reaches a finished game and is dropped: no ERROR, and the guest's game stays
// over.
void TestProtocolGame::answerCrossesResignation() {
    Pair p(setup(Color::White));
    std::mt19937_64 rng(13);
    const Milliseconds now = p.play(4, rng, 0, 1000);
    QVERIFY(p.guest.requestTakeback(2));
    QVERIFY(p.guest.offerDraw());
    const Taken asked = take(p.guest);
    QVERIFY(p.guest.resign());
    const Taken resigned = take(p.guest);
    for (const auto& l : asked.lines) p.host.receive(l, now);
    take(p.host);
    QVERIFY(p.host.answerTakeback(true, now));
    QVERIFY(p.host.answerDraw(true));
    const Taken answers = take(p.host);
    for (const auto& l : answers.lines) p.guest.receive(l, now);
    const Taken guestAfter = take(p.guest);
    QVERIFY(!guestAfter.has(Kind::ProtocolError));
    QVERIFY(!guestAfter.has(Kind::Close));
    QVERIFY(p.guest.game().ending() == Ending::Resignation);
    QCOMPARE(p.guest.game().plyCount(), 4);
    for (const auto& l : resigned.lines) p.host.receive(l, now);
    const Taken hostAfter = take(p.host);
    QVERIFY(!hostAfter.has(Kind::ProtocolError)); // a draw agreed first: the resignation is late
}

// A draw offer and a takeback request open when the line drops are gone after the resume: each
// side may ask again, and an old answer is no answer.
void TestProtocolGame::offersLapseWithTheConnection() {
    Pair p(setup(Color::Black));
    std::mt19937_64 rng(17);
    Milliseconds now = p.play(4, rng, 0, 1000);
    QVERIFY(p.host.offerDraw());
    QVERIFY(p.guest.requestTakeback(2));
    p.wire.pump(now);
    QVERIFY(p.host.takebackRequestedByPeer().has_value());
    QVERIFY(p.guest.drawOfferedByPeer());
    p.host.connectionClosed(now);
    p.guest.connectionClosed(now);
    take(p.host);
    take(p.guest);
    p.wire.clear();
    p.wire.connect(now += 5'000);
    QVERIFY(p.wire.guestSeen.has(Kind::Resumed));
    QVERIFY(!p.host.takebackRequestedByPeer().has_value());
    QVERIFY(!p.guest.drawOfferedByPeer());
    QVERIFY(!p.guest.answerDraw(true));
    QVERIFY(p.host.offerDraw());
    QVERIFY(p.guest.requestTakeback(2));
    p.wire.pump(now);
    QVERIFY(p.guest.answerDraw(false));
    p.wire.pump(now);
    QVERIFY(!p.wire.hostSeen.has(Kind::ProtocolError));
    QVERIFY(!p.wire.guestSeen.has(Kind::ProtocolError));
    compareRecords(p.host.game(), p.guest.game());
}

QTEST_APPLESS_MAIN(TestProtocolGame)
#include "tst_protocol_game.moc"
