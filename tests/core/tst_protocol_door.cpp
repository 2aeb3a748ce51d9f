// docs/PROTOCOL.md 5 and 7, the host's door: who may sit at the game. A connection that never
// greets keeps nobody out; a stranger after a drop gets ERROR busy and learns nothing of the
// game; the game's own guest, with its secret, takes its seat back even from a connection the
// network left hanging; crowds at the door are bounded.
#include "protocol_helpers.h"

#include "core/net/door.h"
#include "core/net/door_loop.h"

#include <QTest>

using namespace bashni;
using namespace bashni::net;
using namespace protocol_test;

using Kind = Event::Kind;

namespace {

// What the door did, per connection.
struct Seen {
    std::map<ConnectionId, std::string> lines;
    std::map<ConnectionId, std::vector<Kind>> events;
    bool closed(ConnectionId id) const {
        const auto it = events.find(id);
        return it != events.end() &&
               std::find(it->second.begin(), it->second.end(), Kind::Close) != it->second.end();
    }
    bool has(ConnectionId id, Kind k) const {
        const auto it = events.find(id);
        return it != events.end() &&
               std::find(it->second.begin(), it->second.end(), k) != it->second.end();
    }
};

Seen take(Door& door) {
    Seen seen;
    for (auto& out : door.takeOutputs()) {
        if (const auto* line = std::get_if<std::string>(&out.what))
            seen.lines[out.to] += *line;
        else
            seen.events[out.to].push_back(std::get<Event>(out.what).kind);
    }
    return seen;
}

const std::string anna = "BASHNI 2 Anna\nSEAT -\n";

// A host door whose game Anna (connection 1) has started with 1. c3-d4, her connection since
// dropped (`dropped`) or hanging on.
Door startedGame(bool dropped) {
    Door door(Session("Boris", setup(), Game()));
    door.opened(1, "127.0.0.1", 0);
    door.received(1, anna + "ACCEPT g1\n", 10);
    door.session().play("c3-d4", 20);
    if (dropped) door.closed(1, 30);
    take(door);
    return door;
}

} // namespace

class TestProtocolDoor : public QObject {
    Q_OBJECT
  private slots:
    void seatsAfterGreeting();
    void squatterKeepsNobodyOut();
    void strangerAfterDrop();
    void ownerComesBack();
    void ownerReplacesHangingConnection();
    void secondGuestBusy();
    void wrongFirstLines_data();
    void wrongFirstLines();
    void crowdBounded();
    void guestDoor();
    void loopClosesSilentConnections();
    void loopKeepsOrderWhenAHandlerActs();
};

// Nothing is said to a connection before its greeting and seat: then the host greets and
// proposes the game, and the session runs on that connection.
void TestProtocolDoor::seatsAfterGreeting() {
    Door door(Session("Boris", setup(), Game()));
    door.opened(7, "127.0.0.1", 0);
    door.received(7, "BASHNI 2 An", 5);
    Seen s = take(door);
    QVERIFY(s.lines.empty());
    QVERIFY(!door.seated());
    door.received(7, "na\nSEAT -\n", 6);
    s = take(door);
    QCOMPARE(s.lines[7], std::string("BASHNI 2 Boris\nGAME g1 standard b - start\n"));
    QVERIFY(s.has(7, Kind::Connected));
    QCOMPARE(*door.seated(), 7);
    door.received(7, "ACCEPT g1\n", 7);
    s = take(door);
    QVERIFY(s.has(7, Kind::GameStarted));
    QCOMPARE(s.lines[7].substr(0, 8), std::string("SEAT g1 "));
}

// Version 1 gave the seat at the connection: a peer that reconnected without greeting every
// 10 s held it. Now it holds nothing.
void TestProtocolDoor::squatterKeepsNobodyOut() {
    Door door(Session("Boris", setup(), Game()));
    for (int round = 0; round < 30; ++round) {
        const Milliseconds t = round * 10'000;
        const ConnectionId squatter = 100 + round, guest = 200 + round;
        door.opened(squatter, "127.0.0.2", t);
        door.opened(guest, "127.0.0.1", t + 100);
        door.received(guest, anna, t + 200);
        Seen s = take(door);
        QVERIFY2(s.has(guest, Kind::Connected), "the real guest sits down at once");
        QVERIFY(!s.lines.count(squatter));
        door.closed(guest, t + 300);
        door.tick(t + 9'999);
        QVERIFY(!take(door).closed(squatter));
        door.tick(t + 10'000);
        s = take(door);
        QCOMPARE(s.lines[squatter], std::string("ERROR no greeting\n"));
        QVERIFY(s.closed(squatter));
    }
}

// The Mallory: after Anna's connection dropped, a greeting without the secret got her
// seat and the whole record. Now: ERROR busy, nothing else, and Anna comes back.
void TestProtocolDoor::strangerAfterDrop() {
    Door door = startedGame(true);
    const std::string wrong = "SEAT g1 " + secret + "\n";
    for (const std::string& claim : {std::string("SEAT -\n"), wrong}) {
        door.opened(2, "127.0.0.1", 100);
        door.received(2, "BASHNI 2 Mallory\n" + claim, 110);
        const Seen s = take(door);
        QCOMPARE(s.lines.at(2), std::string("ERROR busy\n")); // not even the host's greeting
        QVERIFY(s.has(2, Kind::Refused));
        QVERIFY(!s.has(2, Kind::Connected));
        QVERIFY(s.closed(2));
        QVERIFY(!door.seated());
        QCOMPARE(door.session().peerName(), std::string("Anna"));
    }
    QCOMPARE(door.session().game().plyCount(), 1);
}

void TestProtocolDoor::ownerComesBack() {
    Door door = startedGame(true);
    const std::string key = door.session().secret();
    door.opened(3, "127.0.0.9", 200);
    door.received(3, "BASHNI 2 Anna\nSEAT g1 " + key + "\nACCEPT g1\n", 210);
    const Seen s = take(door);
    QCOMPARE(s.lines.at(3), std::string("BASHNI 2 Boris\nGAME g1 standard b - start\n"
                                        "MOVE 1 c3-d4\nSYNC 1\n"));
    QVERIFY(s.has(3, Kind::Resumed));
    QCOMPARE(*door.seated(), 3);
}

// Anna's old connection died without a word; her new one proves the seat is hers.
void TestProtocolDoor::ownerReplacesHangingConnection() {
    Door door = startedGame(false);
    QCOMPARE(*door.seated(), 1);
    door.opened(2, "127.0.0.1", 100);
    door.received(2, "BASHNI 2 Mallory\nSEAT -\n", 100);
    Seen s = take(door);
    QCOMPARE(s.lines.at(2), std::string("ERROR busy\n"));
    QCOMPARE(*door.seated(), 1);
    door.opened(3, "127.0.0.1", 200);
    door.received(3, "BASHNI 2 Anna\nSEAT g1 " + door.session().secret() + "\nACCEPT g1\n", 200);
    s = take(door);
    QVERIFY(s.closed(1));
    QVERIFY(s.has(1, Kind::Lost));
    QVERIFY(s.has(3, Kind::Resumed));
    QCOMPARE(*door.seated(), 3);
    // The old connection's bytes, should any still come, go nowhere.
    door.received(1, "RESIGN\n", 300);
    QVERIFY(!door.session().game().isOver());
}

void TestProtocolDoor::secondGuestBusy() {
    Door door(Session("Boris", setup(), Game()));
    door.opened(1, "127.0.0.1", 0);
    door.received(1, anna, 0);
    door.opened(2, "127.0.0.1", 0);
    door.received(2, "BASHNI 2 Carl\nSEAT -\n", 0);
    const Seen s = take(door);
    QCOMPARE(s.lines.at(2), std::string("ERROR busy\n"));
    QCOMPARE(*door.seated(), 1);
    QCOMPARE(door.session().peerName(), std::string("Anna"));
}

void TestProtocolDoor::wrongFirstLines_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::newRow("version 1") << QByteArray("BASHNI 1 Anna\n") << "ERROR version\n";
    QTest::newRow("no greeting") << QByteArray("ACCEPT g1\n") << "ERROR greeting expected\n";
    QTest::newRow("no seat") << QByteArray("BASHNI 2 Anna\nACCEPT g1\n") << "ERROR seat expected\n";
    QTest::newRow("two spaces") << QByteArray("BASHNI 2  Anna\n") << "ERROR bad arguments\n";
    QTest::newRow("bidi name") << QByteArray("BASHNI 2 \xE2\x80\xAE"
                                             "Evil\n")
                               << "ERROR bad arguments\n";
    QTest::newRow("long line") << QByteArray(2000, 'B') << "ERROR line too long\n";
    QTest::newRow("not UTF-8") << QByteArray("BASHNI 2 \xFF\n") << "ERROR not UTF-8\n";
    QTest::newRow("an error") << QByteArray("ERROR hello\n") << "";
}

void TestProtocolDoor::wrongFirstLines() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    Door door(Session("Boris", setup(), Game()));
    door.opened(1, "127.0.0.1", 0);
    door.received(1, bytes.toStdString(), 0);
    const Seen s = take(door);
    QCOMPARE(QString::fromStdString(s.lines.count(1) ? s.lines.at(1) : ""), error);
    QVERIFY(s.closed(1));
    QVERIFY(!door.seated());
    // The door stays open for the next one.
    door.opened(2, "127.0.0.1", 0);
    door.received(2, anna, 0);
    QVERIFY(take(door).has(2, Kind::Connected));
}

void TestProtocolDoor::crowdBounded() {
    Door door(Session("Boris", setup(), Game()));
    for (int i = 0; i < int(MaxWaitingPerAddress); ++i) door.opened(i, "10.0.0.1", 0);
    QVERIFY(take(door).lines.empty());
    door.opened(50, "10.0.0.1", 0);
    Seen s = take(door);
    QCOMPARE(s.lines.at(50), std::string("ERROR busy\n"));
    QVERIFY(s.closed(50));
    // Others still come in, up to the limit in all.
    int id = 100;
    for (std::size_t n = MaxWaitingPerAddress; n < MaxWaiting; ++n)
        door.opened(id++, "10.0.1." + std::to_string(n), 0);
    QVERIFY(take(door).lines.empty());
    door.opened(id, "10.0.2.1", 0);
    QCOMPARE(take(door).lines.at(id), std::string("ERROR busy\n"));
    // When they are sent away for not greeting, there is room again.
    door.tick(GreetingTimeoutMs);
    take(door);
    door.opened(500, "10.0.0.1", GreetingTimeoutMs);
    door.received(500, anna, GreetingTimeoutMs);
    QVERIFY(take(door).has(500, Kind::Connected));
}

// A guest's door is its one connection to the host.
void TestProtocolDoor::guestDoor() {
    Door door(Session("Anna"));
    door.opened(1, "127.0.0.1", 0);
    Seen s = take(door);
    QCOMPARE(s.lines.at(1), std::string("BASHNI 2 Anna\nSEAT -\n"));
    door.received(1, "BASHNI 2 Boris\nGAME g1 standard b - start\n", 0);
    QVERIFY(take(door).has(1, Kind::GameProposed));
    door.closed(1, 10);
    QVERIFY(take(door).has(1, Kind::Lost));
    QVERIFY(!door.seated());
}

// The one loop both programs run (core/net/door_loop.h): its tick is the door's, so four silent
// connections from one address are closed after GreetingTimeoutMs and a real guest from there then
// sits down beside four new ones; a connection kept out is closed without a Close event for the
// game.
void TestProtocolDoor::loopClosesSilentConnections() {
    std::map<ConnectionId, std::string> written;
    std::vector<ConnectionId> closed;
    std::vector<std::pair<ConnectionId, Kind>> events;
    DoorLoop loop(Session("Boris", setup(), Game()),
                  {[&](ConnectionId to, const std::string& line) { written[to] += line; },
                   [&](ConnectionId to) { closed.push_back(to); },
                   [&](ConnectionId to, const Event& e) {
                       events.push_back({to, e.kind});
                   }});
    for (ConnectionId silent = 1; silent <= 4; ++silent) loop.opened(silent, "127.0.0.2", 0);
    loop.opened(5, "127.0.0.2", 100);
    loop.received(5, "BASHNI 2 Anna\n", 110); // greeted: refused as the fifth from one place
    QCOMPARE(written[5], std::string("ERROR busy\n"));
    QCOMPARE(closed, std::vector<ConnectionId>{5});
    QVERIFY(events.size() == 1 && events[0] == std::pair(ConnectionId(5), Kind::Refused));
    loop.tick(9'999);
    QCOMPARE(closed.size(), std::size_t(1));
    loop.tick(10'000);
    QCOMPARE(closed, (std::vector<ConnectionId>{5, 1, 2, 3, 4}));
    for (ConnectionId silent = 1; silent <= 4; ++silent)
        QCOMPARE(written[silent], std::string("ERROR no greeting\n"));
    for (const auto& [to, kind] : events) QVERIFY(kind != Kind::Close); // none was the game's
    // Their place is free again, beside four new silent ones from elsewhere.
    for (ConnectionId silent = 6; silent <= 9; ++silent) loop.opened(silent, "127.0.0.3", 10'100);
    loop.opened(10, "127.0.0.2", 10'200);
    loop.received(10, "BASHNI 2 Anna\nSEAT -\n", 10'300);
    QCOMPARE(loop.seated(), std::optional<ConnectionId>(10));
    QCOMPARE(events.back(), std::pair(ConnectionId(10), Kind::Connected));
}

// A handler that acts on the session (accepting, moving) has its lines go out after those that
// came before its event, not in the middle of them.
void TestProtocolDoor::loopKeepsOrderWhenAHandlerActs() {
    std::string wire;
    std::vector<Kind> kinds;
    DoorLoop* self = nullptr;
    DoorLoop loop(Session("Boris", setup(), Game()),
                  {[&](ConnectionId, const std::string& line) { wire += line; },
                   [&](ConnectionId) {},
                   [&](ConnectionId, const Event& e) {
                       kinds.push_back(e.kind);
                       if (e.kind == Kind::GameStarted) {
                           QVERIFY(self->session().play("c3-d4", 20));
                           self->flush();
                       }
                   }});
    self = &loop;
    loop.opened(1, "127.0.0.1", 0);
    loop.received(1, anna + "ACCEPT g1\n", 10);
    QCOMPARE(kinds, (std::vector<Kind>{Kind::Connected, Kind::GameStarted, Kind::MovePlayed}));
    const auto seat = wire.find("SEAT g1 "), move = wire.find("MOVE 1 c3-d4");
    QVERIFY2(seat != std::string::npos && move != std::string::npos && seat < move, wire.c_str());
}

QTEST_APPLESS_MAIN(TestProtocolDoor)
#include "tst_protocol_door.moc"
