// The server's parts without sockets: its command lines (docs/PROTOCOL.md, part 2), the referee
// and its clocks, Glicko-2, and the SQLite store read back after it was closed.
#include "core/net/server/commands.h"
#include "core/net/server/glicko2.h"
#include "core/net/server/referee.h"
#include "server/passwords.h"
#include "server/sqlite_store.h"

#include <QTemporaryDir>
#include <QTest>

using namespace bashni;
using namespace bashni::net::server;
using bashni::server::SqliteStore;
using bashni::server::StoredGame;

class TestServerParts : public QObject {
    Q_OBJECT
  private slots:
    void commandsRead_data();
    void commandsRead();
    void serverLinesAreNotClientLines();
    void namesAndPasswords();
    void refereeChecksTurnPlyAndRules();
    void refereeRunsTheClocks();
    void refereePausedAndAbandoned();
    void refereeTakesBack();
    void glickmansExample();
    void glickoDrawAndIdle();
    void storeKeepsEverything();
    void passwordsAndSecrets();
};

void TestServerParts::commandsRead_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("error"); // empty: read
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("text");
    QTest::newRow("greeting") << "BASHNI-SERVER 1 my client 0.4"
                              << "" << QStringList{"1"} << "my client 0.4";
    QTest::newRow("greeting without text") << "BASHNI-SERVER 1"
                                           << "bad arguments" << QStringList{} << "";
    QTest::newRow("login") << "LOGIN anna correct horse battery"
                           << "" << QStringList{"anna"} << "correct horse battery";
    QTest::newRow("password ends in space") << "LOGIN anna secret12 "
                                            << "bad arguments" << QStringList{} << "";
    QTest::newRow("guest") << "GUEST"
                           << "" << QStringList{} << "";
    QTest::newRow("guest back") << "GUEST 0123"
                                << "" << QStringList{"0123"} << "";
    QTest::newRow("guest two") << "GUEST a b"
                               << "bad arguments" << QStringList{} << "";
    QTest::newRow("seek") << "SEEK standard 300+3 rated random"
                          << "" << QStringList{"standard", "300+3", "rated", "random"} << "";
    QTest::newRow("seek short") << "SEEK standard 300+3 rated"
                                << "bad arguments" << QStringList{} << "";
    QTest::newRow("double space") << "MOVE g1  1 c3-d4"
                                  << "bad arguments" << QStringList{} << "";
    QTest::newRow("move") << "MOVE g1 1 c3-d4"
                          << "" << QStringList{"g1", "1", "c3-d4"} << "";
    QTest::newRow("say") << "SAY g1 hello  there"
                         << "" << QStringList{"g1"} << "hello  there";
    QTest::newRow("say nothing") << "SAY g1"
                                 << "bad arguments" << QStringList{} << "";
    QTest::newRow("say control") << "SAY g1 a\u202Eb"
                                 << "bad arguments" << QStringList{} << "";
    QTest::newRow("say too long") << "SAY g1 " + QString(501, 'x') << "chat too long"
                                  << QStringList{} << "";
    QTest::newRow("say 500") << "SAY g1 " + QString(500, QChar(0x0431)) << "" << QStringList{"g1"}
                             << QString(500, QChar(0x0431));
    QTest::newRow("unknown") << "FLAG g1"
                             << "unknown command" << QStringList{} << "";
    QTest::newRow("lower case") << "move g1 1 c3-d4"
                                << "unknown command" << QStringList{} << "";
    QTest::newRow("empty") << ""
                           << "unknown command" << QStringList{} << "";
    QTest::newRow("bye") << "BYE"
                         << "" << QStringList{} << "";
    QTest::newRow("bye extra") << "BYE now"
                               << "bad arguments" << QStringList{} << "";
}

void TestServerParts::commandsRead() {
    QFETCH(QString, line);
    QFETCH(QString, error);
    QFETCH(QStringList, args);
    QFETCH(QString, text);
    const Command c = parseCommand(line.toStdString(), Speaker::Client);
    QCOMPARE(QString::fromStdString(c.error), error);
    if (!error.isEmpty()) return;
    QStringList got;
    for (const std::string& a : c.args) got << QString::fromStdString(a);
    QCOMPARE(got, args);
    QCOMPARE(QString::fromStdString(c.text), text);
    // And written back, the same line.
    QCOMPARE(QString::fromStdString(formatCommand(c.name, c.args, c.text)), line + "\n");
}

void TestServerParts::serverLinesAreNotClientLines() {
    QVERIFY(!parseCommand("WELCOME anna", Speaker::Client).ok());
    QVERIFY(parseCommand("WELCOME anna", Speaker::Server).ok());
    QVERIFY(!parseCommand("LOGIN anna password1", Speaker::Server).ok());
    QCOMPARE(parseCommand("ERROR  any text at all ", Speaker::Server).text,
             std::string(" any text at all "));
    const Command move = parseCommand("MOVE g1 3 c3:e5:g3 59000", Speaker::Server);
    QVERIFY(move.ok());
    QCOMPARE(move.args.size(), std::size_t(4));
    QVERIFY(parseCommand("SAY g1 anna hi there", Speaker::Server).ok());
    QCOMPARE(parseCommand("SAY g1 anna hi there", Speaker::Server).text, std::string("hi there"));
}

void TestServerParts::namesAndPasswords() {
    QVERIFY(isAccountName("Anna"));
    QVERIFY(isAccountName("a_b-9"));
    QVERIFY(!isAccountName("A"));
    QVERIFY(!isAccountName("9lives"));
    QVERIFY(!isAccountName("Anna Karenina"));
    QVERIFY(!isAccountName(std::string(21, 'a')));
    QVERIFY(isGuestName("Guest-abc123"));
    QVERIFY(isGuestName("guestly"));
    QVERIFY(!isGuestName("Gues"));
    QVERIFY(isPassword("eight ch"));
    QVERIFY(!isPassword("seven c"));
    QVERIFY(!isPassword(std::string(129, 'p')));
    QVERIFY(!isPassword("tab\there!"));
    QCOMPARE(parseRated("rated"), std::optional<bool>(true));
    QVERIFY(!parseRated("Rated"));
    QVERIFY(!parseSeekColour("red"));
    QCOMPARE(parseRatingRange("1300-1700"), std::optional(RatingRange{1300, 1700}));
    QCOMPARE(parseRatingRange("0-9999"), std::optional(RatingRange{0, 9999}));
    QCOMPARE(formatRatingRange({1450, 1550}), std::string("1450-1550"));
    for (const char* bad : {"1700-1300", "1300", "-", "1300-", "-1700", "1300-17000", "13a0-1700",
                            "1300--1700", "+1300-1700", "0100-0200"})
        QVERIFY2(!parseRatingRange(bad), bad);
    QVERIFY(RatingRange({1300, 1700}).contains(1300));
    QVERIFY(RatingRange({1300, 1700}).contains(1700));
    QVERIFY(!RatingRange({1300, 1700}).contains(1701));
    QVERIFY(!RatingRange({1300, 1700}).contains(1299));
    QVERIFY(!parseCount("01"));
    QVERIFY(!parseMs("-5"));
}

void TestServerParts::refereeChecksTurnPlyAndRules() {
    Referee r(Rules::Standard, TimeControl::none());
    r.resume(0);
    std::string played;
    std::optional<Milliseconds> clock;
    QCOMPARE(r.play(Color::Black, 1, "c3-d4", 10, &played, &clock), std::string("not your turn"));
    QCOMPARE(r.play(Color::White, 2, "c3-d4", 10, &played, &clock), std::string("wrong ply"));
    QCOMPARE(r.play(Color::White, 1, "c3-c4", 10, &played, &clock), std::string("illegal move"));
    QCOMPARE(r.play(Color::White, 1, "c3-d4", 10, &played, &clock), std::string());
    QCOMPARE(played, std::string("c3-d4"));
    QVERIFY(!clock);
    // The same move sent again is not played twice.
    QCOMPARE(r.play(Color::White, 1, "c3-d4", 20, &played, &clock), std::string("wrong ply"));
    QCOMPARE(r.game().plyCount(), 1);
    QCOMPARE(r.play(Color::Black, 2, "f6-e5", 30, &played, &clock), std::string());
    // A capture written short is stored in full.
    QCOMPARE(r.play(Color::White, 3, "d4:f6", 40, &played, &clock), std::string());
    QCOMPARE(played, std::string("d4:f6"));
    r.resign(Color::Black);
    QVERIFY(r.over());
    QCOMPARE(r.result(), std::string("2-0"));
    QCOMPARE(r.reason(), std::string("resignation"));
    QCOMPARE(r.play(Color::Black, 4, "g7:e5", 50, &played, &clock), std::string("game over"));
}

void TestServerParts::refereeRunsTheClocks() {
    Referee r(Rules::Standard, TimeControl::fischer(10'000, 2'000));
    r.resume(1'000);
    std::string played;
    std::optional<Milliseconds> clock;
    // The mover is charged from when its turn began to when the move arrived, network and all.
    QCOMPARE(r.play(Color::White, 1, "c3-d4", 4'000, &played, &clock), std::string());
    QCOMPARE(clock, std::optional<Milliseconds>(10'000 - 3'000 + 2'000));
    QCOMPARE(r.timeLeft(Color::Black, 5'000), std::optional<Milliseconds>(9'000));
    QCOMPARE(r.deadline(), std::optional<Milliseconds>(14'000));
    QVERIFY(!r.checkTime(13'999));
    QVERIFY(r.checkTime(14'000));
    QVERIFY(r.over());
    QCOMPARE(r.result(), std::string("2-0"));
    QCOMPARE(r.reason(), std::string("time"));
    // A move arriving after the flag fell is refused, the game ended on time.
    Referee late(Rules::Standard, TimeControl::fischer(1'000, 0));
    late.resume(0);
    QCOMPARE(late.play(Color::White, 1, "c3-d4", 1'500, &played, &clock),
             std::string("time is up"));
    QCOMPARE(late.reason(), std::string("time"));
    QCOMPARE(late.result(), std::string("0-2"));
}

void TestServerParts::refereePausedAndAbandoned() {
    Referee r(Rules::Standard, TimeControl::fischer(10'000, 0));
    r.resume(0);
    r.pause(3'000); // nobody at the table: the clock stands
    QVERIFY(!r.checkTime(60'000));
    QCOMPARE(r.timeLeft(Color::White, 60'000), std::optional<Milliseconds>(7'000));
    std::string played;
    std::optional<Milliseconds> clock;
    QCOMPARE(r.play(Color::White, 1, "c3-d4", 60'000, &played, &clock), std::string("game paused"));
    r.resume(60'000);
    QCOMPARE(r.play(Color::White, 1, "c3-d4", 61'000, &played, &clock), std::string());
    QCOMPARE(clock, std::optional<Milliseconds>(6'000));
    r.abandon(Color::Black); // only one side has moved: aborted, not lost
    QCOMPARE(r.reason(), std::string("aborted"));
    QCOMPARE(r.result(), std::string("*"));
    QVERIFY(!r.counts());

    Referee later(Rules::Standard, TimeControl::none());
    later.resume(0);
    QVERIFY(later.play(Color::White, 1, "c3-d4", 1, &played, &clock).empty());
    QVERIFY(later.play(Color::Black, 2, "f6-e5", 2, &played, &clock).empty());
    later.abandon(Color::White);
    QCOMPARE(later.reason(), std::string("abandoned"));
    QCOMPARE(later.result(), std::string("0-2"));
    QVERIFY(later.counts());
}

void TestServerParts::refereeTakesBack() {
    Referee r(Rules::Standard, TimeControl::fischer(10'000, 0));
    r.resume(0);
    std::string played;
    std::optional<Milliseconds> clock;
    QVERIFY(r.play(Color::White, 1, "c3-d4", 1'000, &played, &clock).empty());
    QVERIFY(r.play(Color::Black, 2, "f6-e5", 3'000, &played, &clock).empty());
    r.takeBack(1, 5'000);
    QCOMPARE(r.game().plyCount(), 1);
    QCOMPARE(r.game().sideToMove(), Color::Black);
    QCOMPARE(r.timeLeft(Color::Black, 6'000), std::optional<Milliseconds>(9'000));
    QVERIFY(r.play(Color::Black, 2, "f6-g5", 6'000, &played, &clock).empty());
    QCOMPARE(played, std::string("f6-g5"));
}

void TestServerParts::glickmansExample() {
    // Glickman's worked example: 1500 (RD 200) beats 1400 (30), loses to 1550 (100) and to
    // 1700 (300), with tau 0.5.
    const Rating player{1500, 200, 0.06, 0};
    const Rating after = updated(
        player, {{{1400, 30, 0.06, 0}, 1}, {{1550, 100, 0.06, 0}, 0}, {{1700, 300, 0.06, 0}, 0}});
    QVERIFY(std::abs(after.rating - 1464.06) < 0.01);
    QVERIFY(std::abs(after.deviation - 151.52) < 0.01);
    QVERIFY(std::abs(after.volatility - 0.05999) < 0.00001);
    QCOMPARE(after.games, 3);
}

void TestServerParts::glickoDrawAndIdle() {
    const Rating a{1500, 350, 0.06, 0};
    const Rating drawn = updated(a, {{a, 0.5}});
    QVERIFY(std::abs(drawn.rating - 1500) < 0.001);
    QVERIFY(drawn.deviation < 350);
    const Rating won = updated(a, {{a, 1}});
    const Rating lost = updated(a, {{a, 0}});
    QVERIFY(std::abs((won.rating - 1500) + (lost.rating - 1500)) < 0.001);
    QVERIFY(won.rating > 1600);
    const Rating idle = updated({1700, 50, 0.06, 10}, {});
    QVERIFY(idle.deviation > 50);
    QCOMPARE(idle.rating, 1700.0);
}

void TestServerParts::storeKeepsEverything() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("s.db").toStdString();
    {
        SqliteStore s(path);
        QVERIFY(s.addAccount("Anna", "hash-a"));
        QVERIFY(!s.addAccount("anna", "hash-b")); // names are one without regard to case
        s.addGuest("Guest-x1", "digest");
        QVERIFY(!s.addAccount("guest-X1", "hash"));
        StoredGame g;
        g.id = "G1";
        g.white = "Anna";
        g.black = "Guest-x1";
        g.clock = TimeControl::fischer(60'000, 1'000);
        g.started = 100;
        s.addGame(g);
        s.addMove("G1", 1, {"c3-d4", 59'000});
        s.addMove("G1", 2, {"f6-e5", 58'000});
        s.addMove("G1", 3, {"d4:f6", 57'000});
        s.cutMoves("G1", 2);
        g.id = "G2";
        s.addGame(g);
        s.endGame("G2", "2-0", "resignation", 200,
                  {{"Anna", Rules::Standard, {1600, 200, 0.06, 1}}});
    }
    SqliteStore s(path);
    QCOMPARE(s.account("ANNA")->first, std::string("Anna"));
    QCOMPARE(s.account("anna")->second, std::string("hash-a"));
    QVERIFY(!s.account("Boris"));
    QCOMPARE(s.guestBySecret("digest"), std::optional<std::string>("Guest-x1"));
    QCOMPARE(s.rating("anna", Rules::Standard).rating, 1600.0);
    QCOMPARE(s.rating("Anna", Rules::Turkish).rating, 1500.0);
    const auto open = s.unfinishedGames();
    QCOMPARE(open.size(), std::size_t(1));
    QCOMPARE(open[0].id, std::string("G1"));
    QCOMPARE(open[0].moves.size(), std::size_t(2));
    QCOMPARE(open[0].moves[1].text, std::string("f6-e5"));
    QCOMPARE(open[0].moves[1].clock, std::optional<Milliseconds>(58'000));
    QCOMPARE(open[0].clock, TimeControl::fischer(60'000, 1'000));
    const auto past = s.finishedGames("ANNA", 0, 10);
    QCOMPARE(past.size(), std::size_t(1));
    QCOMPARE(past[0].result, std::string("2-0"));
    QCOMPARE(past[0].reason, std::string("resignation"));
    QCOMPARE(past[0].ended, std::int64_t(200));
}

void TestServerParts::passwordsAndSecrets() {
    QVERIFY(bashni::server::initPasswords());
    const std::string hash = bashni::server::hashPassword("correct horse");
    QVERIFY(QString::fromStdString(hash).startsWith("$argon2id$"));
    QVERIFY(hash.find("correct horse") == std::string::npos);
    QVERIFY(bashni::server::checkPassword(hash, "correct horse"));
    QVERIFY(!bashni::server::checkPassword(hash, "correct horsE"));
    QVERIFY(!bashni::server::checkPassword("garbage", "correct horse"));
    QCOMPARE(bashni::server::secretDigest("abc").size(), std::size_t(64));
    QVERIFY(bashni::server::secretDigest("abc") != bashni::server::secretDigest("abd"));
}

QTEST_GUILESS_MAIN(TestServerParts)
#include "tst_server_parts.moc"
