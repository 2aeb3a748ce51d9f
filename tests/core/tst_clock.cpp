// Clocks and time controls (docs/RULES.md 5.5, docs/NOTATION.md 4.10): the TimeControl tag's text,
// how Game charges the time it is handed, loss on time, clocks after undo, and clocks in records.
// The time is always handed in: nothing here waits or measures.
#include "core/game.h"
#include "core/pdn.h"
#include "core/timecontrol.h"

#include <QTest>

using namespace bashni;

namespace {

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

void play(Game& g, std::initializer_list<const char*> moves) {
    for (const char* m : moves) {
        Message error;
        if (!g.play(m, &error)) qFatal("bad test move %s: %s", m, formatMessage(error).c_str());
    }
}

Game readOne(const std::string& record) {
    const auto r = readPdn(record);
    if (!r.errors.empty()) qFatal("%s", formatPdnError("game", r.errors[0]).c_str());
    if (r.games.size() != 1) qFatal("expected one game");
    return r.games[0];
}

} // namespace

class TestClock : public QObject {
    Q_OBJECT
  private slots:
    void parseTimeControl_data();
    void parseTimeControl();
    void rejectedTimeControls_data();
    void rejectedTimeControls();
    void presets();
    void clockText_data();
    void clockText();
    void rejectedClocks_data();
    void rejectedClocks();
    void fischerCharges();
    void perMoveCharges();
    void flagOnMove_data();
    void flagOnMove();
    void flagWhileThinking();
    void usedTimeOfTheCurrentMove();
    void undoRestoresClocks();
    void untimedIgnoresTime();
    void writerExactOutput();
    void readBack();
    void commentBesideClock();
    void malformedClockStaysAComment_data();
    void malformedClockStaysAComment();
    void lossOnTimeRecorded();
    void recordWithoutClocksUnchanged();
};

void TestClock::parseTimeControl_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("kind");
    QTest::addColumn<qint64>("base");
    QTest::addColumn<qint64>("inc");
    QTest::addColumn<QString>("written");
    using K = TimeControl::Kind;
    QTest::newRow("none") << "-" << int(K::None) << qint64(0) << qint64(0) << "-";
    QTest::newRow("5+3") << "300+3" << int(K::Fischer) << qint64(300'000) << qint64(3'000)
                         << "300+3";
    QTest::newRow("no increment") << "60+0" << int(K::Fischer) << qint64(60'000) << qint64(0)
                                  << "60+0";
    QTest::newRow("tenths") << "10+0.1" << int(K::Fischer) << qint64(10'000) << qint64(100)
                            << "10+0.1";
    QTest::newRow("milliseconds") << "0.5+0.025" << int(K::Fischer) << qint64(500) << qint64(25)
                                  << "0.5+0.025";
    QTest::newRow("trailing zeros")
        << "10.500+1.0" << int(K::Fischer) << qint64(10'500) << qint64(1'000) << "10.5+1";
    QTest::newRow("per move") << "60/move" << int(K::PerMove) << qint64(60'000) << qint64(0)
                              << "60/move";
    QTest::newRow("per move, fraction")
        << "2.5/move" << int(K::PerMove) << qint64(2'500) << qint64(0) << "2.5/move";
    QTest::newRow("a day") << "86400+86400" << int(K::Fischer) << qint64(86'400'000)
                           << qint64(86'400'000) << "86400+86400";
}

void TestClock::parseTimeControl() {
    QFETCH(QString, input);
    QFETCH(int, kind);
    QFETCH(qint64, base);
    QFETCH(qint64, inc);
    QFETCH(QString, written);
    const auto tc = bashni::parseTimeControl(input.toStdString());
    QVERIFY(tc);
    QCOMPARE(int(tc->kind), kind);
    QCOMPARE(tc->baseMs, base);
    QCOMPARE(tc->incMs, inc);
    QCOMPARE(text(formatTimeControl(*tc)), written);
    QVERIFY(bashni::parseTimeControl(formatTimeControl(*tc)) == tc);
}

void TestClock::rejectedTimeControls_data() {
    QTest::addColumn<QString>("input");
    for (const char* bad :
         {"",        "300",     "+3",     "300+",   "0+3",     "0/move",   "/move", "60/moves",
          "5 min",   "300 + 3", "-300+3", "300+-3", "1e3+0",   "10.+0",    ".5+0",  "10.1234+0",
          "300+3+1", "86401+0", "0+0",    "--",     "60/Move", "1234567+0"})
        QTest::newRow(bad) << QString(bad);
}

void TestClock::rejectedTimeControls() {
    QFETCH(QString, input);
    Message why;
    QVERIFY(!bashni::parseTimeControl(input.toStdString(), &why));
    QCOMPARE(text(formatMessage(why)),
             "unknown time control \"" + input +
                 "\" (expected -, seconds plus increment as in 300+3, or seconds per move as in "
                 "60/move)");
}

void TestClock::presets() {
    QStringList names;
    for (const auto& p : timeControlPresets) {
        names << p.name;
        QCOMPARE(p.control.kind, TimeControl::Kind::Fischer);
        // The name is minutes+seconds; the tag, seconds+seconds.
        const QStringList parts = QString(p.name).split('+');
        QCOMPARE(p.control.baseMs, parts[0].toLongLong() * 60'000);
        QCOMPARE(p.control.incMs, parts[1].toLongLong() * 1'000);
    }
    QCOMPARE(names, QStringList({"1+0", "3+2", "5+3", "10+5", "15+10", "30+20"}));
}

void TestClock::clockText_data() {
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("written");
    QTest::newRow("zero") << qint64(0) << "0:00:00";
    QTest::newRow("4:32") << qint64(272'000) << "0:04:32";
    QTest::newRow("tenths") << qint64(9'300) << "0:00:09.3";
    QTest::newRow("hundredths") << qint64(9'250) << "0:00:09.25";
    QTest::newRow("milliseconds") << qint64(61'001) << "0:01:01.001";
    QTest::newRow("hours") << qint64(3'723'000) << "1:02:03";
    QTest::newRow("many hours") << qint64(100) * 3'600'000 << "100:00:00";
}

void TestClock::clockText() {
    QFETCH(qint64, ms);
    QFETCH(QString, written);
    QCOMPARE(text(formatClock(ms)), written);
    QCOMPARE(parseClock(written.toStdString()), std::optional<Milliseconds>(ms));
}

void TestClock::rejectedClocks_data() {
    QTest::addColumn<QString>("input");
    for (const char* bad :
         {"", "4:32", "0:4:32", "0:04:60", "0:60:00", "0:04:32.", "0:04:32.1234", "0:04:32,5",
          ":04:32", "a:04:32", "0:04:3x", "12345:00:00", "-0:04:32", "0:04:32 "})
        QTest::newRow(bad) << QString(bad);
}

void TestClock::rejectedClocks() {
    QFETCH(QString, input);
    QVERIFY(!parseClock(input.toStdString()));
}

void TestClock::fischerCharges() {
    Game g;
    g.setTimeControl(TimeControl::fischer(300'000, 3'000));
    QCOMPARE(g.clockAt(Color::White), std::optional<Milliseconds>(300'000));
    QCOMPARE(g.clockAt(Color::Black), std::optional<Milliseconds>(300'000));
    QVERIFY(g.play("c3-d4", nullptr, 10'000));
    QCOMPARE(g.clock(1), std::optional<Milliseconds>(293'000)); // 300 - 10 + 3
    QCOMPARE(g.clockAt(Color::White), std::optional<Milliseconds>(293'000));
    QCOMPARE(g.clockAt(Color::Black), std::optional<Milliseconds>(300'000));
    QCOMPARE(g.timeLeft(), std::optional<Milliseconds>(300'000));
    QCOMPARE(g.timeLeft(1'500), std::optional<Milliseconds>(298'500));
    QVERIFY(g.play("f6-g5", nullptr, 1'500));
    QCOMPARE(g.clock(2), std::optional<Milliseconds>(301'500)); // the increment can pass the base
    QVERIFY(g.play("d4-c5", nullptr, 0));
    QCOMPARE(g.clock(3), std::optional<Milliseconds>(296'000));
}

void TestClock::perMoveCharges() {
    Game g;
    g.setTimeControl(TimeControl::perMove(60'000));
    QVERIFY(g.play("c3-d4", nullptr, 50'000));
    QCOMPARE(g.clock(1), std::optional<Milliseconds>(10'000)); // what was left of that move
    QVERIFY(g.play("f6-g5", nullptr, 59'999));
    QCOMPARE(g.clock(2), std::optional<Milliseconds>(1));
    // Every move starts afresh; nothing is saved up.
    QCOMPARE(g.clockAt(Color::White), std::optional<Milliseconds>(60'000));
    QCOMPARE(g.clockAt(Color::Black), std::optional<Milliseconds>(60'000));
    QVERIFY(!g.play("d4-c5", nullptr, 60'000)); // exactly the time is too late
    QCOMPARE(g.ending(), Ending::TimeForfeit);
    QCOMPARE(g.plyCount(), 2);
}

void TestClock::flagOnMove_data() {
    QTest::addColumn<int>("plies"); // played in time before the late move
    QTest::addColumn<int>("result");
    QTest::addColumn<QString>("message");
    QTest::newRow("White") << 0 << int(Result::BlackWins) << "White lost on time: Black wins.";
    QTest::newRow("Black") << 1 << int(Result::WhiteWins) << "Black lost on time: White wins.";
}

void TestClock::flagOnMove() {
    QFETCH(int, plies);
    QFETCH(int, result);
    QFETCH(QString, message);
    Game g;
    g.setTimeControl(TimeControl::fischer(60'000, 0));
    const char* const moves[] = {"c3-d4", "f6-g5"};
    for (int i = 0; i < plies; ++i) QVERIFY(g.play(moves[i], nullptr, 59'000));
    Message error;
    QVERIFY(!g.play(moves[plies], &error, 60'001));
    QCOMPARE(g.plyCount(), plies); // the late move is not played
    QCOMPARE(g.ending(), Ending::TimeForfeit);
    QVERIFY(g.isOver());
    QCOMPARE(int(g.result()), result);
    QCOMPARE(text(formatMessage(g.endingMessage())), message);
    QCOMPARE(text(formatMessage(error)), message);
    QVERIFY(*g.timeLeft() <= 0);
}

void TestClock::flagWhileThinking() {
    Game g;
    g.setTimeControl(TimeControl::fischer(10'000, 0));
    play(g, {"c3-d4"});
    QVERIFY(!g.checkFlag(4'000));
    QVERIFY(!g.checkFlag(5'999));
    QCOMPARE(g.currentMoveUsedMs(), Milliseconds(9'999));
    QCOMPARE(g.timeLeft(), std::optional<Milliseconds>(1));
    QVERIFY(g.checkFlag(1));
    QCOMPARE(g.ending(), Ending::TimeForfeit);
    QCOMPARE(g.result(), Result::WhiteWins);
    QCOMPARE(text(formatMessage(g.endingMessage())), "Black lost on time: White wins.");
    QVERIFY(!g.checkFlag(1)); // once over, nothing more
    // Flagged back in the line: the moves after it are gone.
    Game h;
    h.setTimeControl(TimeControl::fischer(10'000, 0));
    play(h, {"c3-d4", "f6-g5", "d4-c5"});
    h.goTo(1);
    QVERIFY(h.checkFlag(10'000));
    QCOMPARE(h.plyCount(), 1);
    QCOMPARE(h.result(), Result::WhiteWins);
    QVERIFY(!h.checkFlag(0)); // once over, nothing more
    // A move played after it (analysis) drops the loss on time, as it drops a resignation; the
    // time it is charged is gone as well, so a timed move flags again.
    QVERIFY(!h.play("f6-g5", nullptr, 0));
    QCOMPARE(h.ending(), Ending::TimeForfeit);
    h.setTimeControl({});
    QVERIFY(h.play("f6-g5"));
    QCOMPARE(h.ending(), Ending::None);
}

void TestClock::usedTimeOfTheCurrentMove() {
    // What an autosave keeps: the time already used on the move, charged with the rest.
    Game g;
    g.setTimeControl(TimeControl::fischer(60'000, 1'000));
    g.setCurrentMoveUsedMs(20'000);
    QCOMPARE(g.timeLeft(), std::optional<Milliseconds>(40'000));
    QVERIFY(g.play("c3-d4", nullptr, 5'000));
    QCOMPARE(g.clock(1), std::optional<Milliseconds>(36'000));
    QCOMPARE(g.currentMoveUsedMs(), Milliseconds(0));
    // Charged bit by bit as by play at once.
    QVERIFY(!g.checkFlag(7'000));
    QVERIFY(!g.checkFlag(3'000));
    QVERIFY(g.play("f6-g5", nullptr, 0));
    QCOMPARE(g.clock(2), std::optional<Milliseconds>(51'000));
    // Going to another ply forgets it: it was the time of the position left.
    QVERIFY(!g.checkFlag(2'000));
    g.back();
    QCOMPARE(g.currentMoveUsedMs(), Milliseconds(0));
}

void TestClock::undoRestoresClocks() {
    Game g;
    g.setTimeControl(TimeControl::fischer(60'000, 2'000));
    const Milliseconds thinking[] = {5'000, 7'000, 11'000, 13'000};
    const char* const moves[] = {"c3-d4", "f6-g5", "d4-c5", "b6:d4"};
    std::vector<std::pair<Milliseconds, Milliseconds>> seen; // White's and Black's, at each ply
    seen.emplace_back(*g.clockAt(Color::White), *g.clockAt(Color::Black));
    for (int i = 0; i < 4; ++i) {
        QVERIFY(g.play(moves[i], nullptr, thinking[i]));
        seen.emplace_back(*g.clockAt(Color::White), *g.clockAt(Color::Black));
    }
    QCOMPARE(seen[4], std::make_pair(Milliseconds(48'000), Milliseconds(44'000)));
    for (int ply : {3, 0, 2, 4, 1}) {
        QVERIFY(g.goTo(ply));
        QCOMPARE(std::make_pair(*g.clockAt(Color::White), *g.clockAt(Color::Black)),
                 seen[std::size_t(ply)]);
    }
    // Undo then play: charged from the clocks of that ply, the old line dropped.
    g.goTo(2);
    QVERIFY(g.play("d4-e5", nullptr, 1'000));
    QCOMPARE(g.plyCount(), 3);
    QCOMPARE(g.clock(3), std::optional<Milliseconds>(58'000));
}

void TestClock::untimedIgnoresTime() {
    Game g;
    QVERIFY(g.play("c3-d4", nullptr, 1'000'000'000));
    QCOMPARE(g.clock(1), std::nullopt);
    QCOMPARE(g.clockAt(Color::White), std::nullopt);
    QCOMPARE(g.timeLeft(), std::nullopt);
    QVERIFY(!g.checkFlag(1'000'000'000));
    QVERIFY(!g.isOver());
}

void TestClock::writerExactOutput() {
    Game g;
    g.setTimeControl(TimeControl::fischer(300'000, 3'000));
    QVERIFY(g.play("c3-d4", nullptr, 30'500));
    g.annotation(1).comments.push_back("fast");
    QVERIFY(g.play("f6-g5", nullptr, 1'000));
    QVERIFY(g.play("b2-c3", nullptr, 240'000));
    QCOMPARE(text(writePdn(g)), "[Event \"?\"]\n"
                                "[Site \"?\"]\n"
                                "[Date \"????.??.??\"]\n"
                                "[Round \"?\"]\n"
                                "[White \"?\"]\n"
                                "[Black \"?\"]\n"
                                "[Result \"*\"]\n"
                                "[GameType \"Bashni\"]\n"
                                "[Rules \"standard\"]\n"
                                "[TimeControl \"300+3\"]\n"
                                "\n"
                                "1. c3-d4 {[%clk 0:04:32.5]} {fast} 1... f6-g5 {[%clk 0:05:02]} 2. "
                                "b2-c3\n"
                                "{[%clk 0:00:35.5]} *\n");
}

void TestClock::readBack() {
    Game g;
    g.setTimeControl(TimeControl::perMove(30'000));
    g.setTag("Annotator", "x");
    QVERIFY(g.play("c3-d4", nullptr, 12'345));
    QVERIFY(g.play("f6-g5", nullptr, 29'999));
    g.setCurrentMoveUsedMs(5'000); // not part of the record
    const std::string written = writePdn(g);
    const Game back = readOne(written);
    QCOMPARE(text(writePdn(back)), text(written));
    QVERIFY(back.timeControl() == g.timeControl());
    QCOMPARE(back.clock(1), std::optional<Milliseconds>(17'655));
    QCOMPARE(back.clock(2), std::optional<Milliseconds>(1));
    QCOMPARE(back.tag("TimeControl"), std::string()); // the game's own, not a kept tag
    QCOMPARE(back.tag("Annotator"), std::string("x"));
    QVERIFY(back.annotation(1).comments.empty());
    // The game goes on from the clocks read.
    Game more = back;
    more.setTimeControl(TimeControl::fischer(60'000, 0));
    QCOMPARE(more.clockAt(Color::White), std::optional<Milliseconds>(17'655));
}

void TestClock::commentBesideClock() {
    const Game g = readOne("[TimeControl \"60+1\"]\n"
                           "1. c3-d4 {good [%clk 0:00:58] move} f6-g5 {[%clk 0:00:59.9]} "
                           "{[%clk 0:00:30] [%clk 0:00:20]} *\n");
    QCOMPARE(g.clock(1), std::optional<Milliseconds>(58'000));
    QCOMPARE(g.annotation(1).comments, std::vector<std::string>{"good move"});
    // A later comment's [%clk] replaces an earlier one; a second one in a comment stays text.
    QCOMPARE(g.clock(2), std::optional<Milliseconds>(30'000));
    QCOMPARE(g.annotation(2).comments, std::vector<std::string>{"[%clk 0:00:20]"});
    // Before the first move a clock belongs to no move and stays a comment.
    const Game h = readOne("{[%clk 0:01:00]} 1. c3-d4 *\n");
    QCOMPARE(h.openingComments(), std::vector<std::string>{"[%clk 0:01:00]"});
    QCOMPARE(h.clock(1), std::nullopt);
}

void TestClock::malformedClockStaysAComment_data() {
    QTest::addColumn<QString>("comment");
    for (const char* c : {"[%clk 4:32]", "[%clk 0:04:60]", "[%clk 0:04:32", "[%clk0:04:32]",
                          "[%clk -0:00:01]", "[%clk 0:04:32.1234]", "[%clk ]"})
        QTest::newRow(c) << QString(c);
}

void TestClock::malformedClockStaysAComment() {
    QFETCH(QString, comment);
    const std::string record = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                               "[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n"
                               "[GameType \"Bashni\"]\n[Rules \"standard\"]\n"
                               "[TimeControl \"60/move\"]\n\n1. c3-d4 {" +
                               comment.toStdString() + "} *\n";
    const Game g = readOne(record);
    QCOMPARE(g.clock(1), std::nullopt);
    QCOMPARE(g.annotation(1).comments, std::vector<std::string>{comment.toStdString()});
    QCOMPARE(text(writePdn(g)), text(record));
}

void TestClock::lossOnTimeRecorded() {
    Game g;
    g.setTimeControl(TimeControl::fischer(60'000, 0));
    g.setTag("Termination", "normal"); // replaced by the ending's
    play(g, {"c3-d4"});
    QVERIFY(g.checkFlag(60'000));
    const std::string written = writePdn(g);
    QVERIFY(written.find("[Result \"2-0\"]\n[GameType \"Bashni\"]\n[Rules \"standard\"]\n"
                         "[TimeControl \"60+0\"]\n[Termination \"time forfeit\"]\n\n") !=
            std::string::npos);
    QVERIFY(written.find("normal") == std::string::npos);
    const Game back = readOne(written);
    QCOMPARE(back.ending(), Ending::TimeForfeit);
    QCOMPARE(back.result(), Result::WhiteWins);
    QCOMPARE(back.loser(), Color::Black);
    QCOMPARE(text(writePdn(back)), text(written));
    // lichess's spelling, anywhere among the tags; without it a decisive result is a resignation.
    const Game lichess = readOne("[Termination \"Time forfeit\"]\n[Event \"x\"]\n1. c3-d4 0-2\n");
    QCOMPARE(lichess.ending(), Ending::TimeForfeit);
    QCOMPARE(lichess.loser(), Color::White);
    QCOMPARE(lichess.tag("Termination"), std::string());
    const Game resigned = readOne("[Termination \"normal\"]\n1. c3-d4 0-2\n");
    QCOMPARE(resigned.ending(), Ending::Resignation);
    QCOMPARE(resigned.tag("Termination"), std::string("normal"));
    // A draw is never on time.
    const Game drawn = readOne("[Termination \"time forfeit\"]\n1. c3-d4 1-1\n");
    QCOMPARE(drawn.ending(), Ending::Agreement);
}

void TestClock::recordWithoutClocksUnchanged() {
    const std::string record = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                               "[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n"
                               "[GameType \"Bashni\"]\n[Rules \"standard\"]\n\n"
                               "1. c3-d4 {note} 1... f6-g5 2. b2-c3 *\n";
    const Game g = readOne(record);
    QVERIFY(!g.timeControl().timed());
    QCOMPARE(g.clock(1), std::nullopt);
    QCOMPARE(text(writePdn(g)), text(record));
    // "-" says the same as no tag, and is not written back.
    const Game none = readOne("[TimeControl \"-\"]\n1. c3-d4 *\n");
    QVERIFY(!none.timeControl().timed());
    QVERIFY(writePdn(none).find("TimeControl") == std::string::npos);
}

QTEST_APPLESS_MAIN(TestClock)
#include "tst_clock.moc"
