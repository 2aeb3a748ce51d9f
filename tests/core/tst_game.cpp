// The game model: navigation over the line, new lines, and how and when a game ends (docs/RULES.md
// 5).
#include "core/game.h"
#include "core/notation.h"

#include <QTest>

using namespace bashni;

namespace {

Game gameFrom(const char* fen, DrawRules draws = {}) {
    Message error;
    const auto pos = parsePosition(fen, Rules::Standard, &error);
    if (!pos) qFatal("bad test position %s: %s", fen, formatMessage(error).c_str());
    return Game(*pos, draws);
}

void playAll(Game& g, const QStringList& moves) {
    for (const QString& m : moves) {
        Message error;
        if (!g.play(m.toStdString(), &error))
            QFAIL(
                qPrintable(QString("%1: %2").arg(m, QString::fromStdString(formatMessage(error)))));
    }
}

QString fen(const Game& g) {
    return QString::fromStdString(formatPosition(g.position()));
}

// Two kings that can never meet on a diagonal with room to capture: a pure shuffle.
const char* shuffle = "W:h2=W,a7=B";
const QStringList shuffleRound{"h2-g1", "a7-b8", "g1-h2", "b8-a7"};

} // namespace

class TestGame : public QObject {
    Q_OBJECT
  private slots:
    void startsEmpty();
    void navigation();
    void newLineReplacesTheRest();
    void refusesIllegalMoves();
    void noMovesLosesAtThatPly();
    void repetitionAtThirdOccurrence_data();
    void repetitionAtThirdOccurrence();
    void buriedPiecesMakeADifferentPosition();
    void noProgressAtThirtyPlies_data();
    void noProgressAtThirtyPlies();
    void manMoveResetsNoProgress();
    void resignationAndAgreement();
    void endedGameTakesNoMoves();
    void tags();
    void resultTexts();
};

void TestGame::startsEmpty() {
    const Game g;
    QCOMPARE(g.plyCount(), 0);
    QCOMPARE(g.currentPly(), 0);
    QVERIFY(g.position() == Position::start());
    QVERIFY(!g.fromSetUp());
    QCOMPARE(g.legalMoves().size(), std::size_t(7));
    QVERIFY(g.lastMove() == nullptr);
    QCOMPARE(g.ending(), Ending::None);
    QCOMPARE(g.result(), Result::Unfinished);
    QVERIFY(gameFrom(shuffle).fromSetUp());
}

void TestGame::navigation() {
    Game g;
    playAll(g, {"c3-d4", "f6-g5", "b2-c3", "g5-h4"});
    QCOMPARE(g.plyCount(), 4);
    QCOMPARE(g.currentPly(), 4);
    const QString end = fen(g);
    QCOMPARE(QString::fromStdString(g.moveText(3)), QString("b2-c3"));
    QCOMPARE(QString::fromStdString(formatMove(*g.lastMove())), QString("g5-h4"));
    QVERIFY(g.back());
    QCOMPARE(g.currentPly(), 3);
    QCOMPARE(g.sideToMove(), Color::Black);
    QVERIFY(g.goTo(1));
    QCOMPARE(fen(g), QString("B:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,e3=w,g3=w,d4=w,"
                             "b6=b,d6=b,f6=b,h6=b,a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b"));
    QVERIFY(g.goTo(0));
    QVERIFY(g.position() == Position::start());
    QVERIFY(!g.back());
    QVERIFY(!g.goTo(5));
    QVERIFY(g.goTo(4));
    QCOMPARE(fen(g), end);
    QVERIFY(!g.forward());
    QCOMPARE(g.plyCount(), 4); // replay keeps every move
}

void TestGame::newLineReplacesTheRest() {
    Game g;
    playAll(g, {"c3-d4", "f6-g5", "b2-c3"});
    QVERIFY(g.goTo(1));
    playAll(g, {"f6-e5"});
    QCOMPARE(g.plyCount(), 2);
    QCOMPARE(g.currentPly(), 2);
    QCOMPARE(QString::fromStdString(g.moveText(2)), QString("f6-e5"));
}

void TestGame::refusesIllegalMoves() {
    Game g = gameFrom("W:d4=b,e5=w,g3=w,h8=b");
    Message error;
    QVERIFY(!g.play("g3-h4", &error));
    QVERIFY2(error.is(messages::CaptureCompulsory), formatMessage(error).c_str());
    QCOMPARE(g.plyCount(), 0);
    QVERIFY(g.play("e5:c3", &error));
}

void TestGame::noMovesLosesAtThatPly() {
    // White takes the last black top: Black commands no column (5.1).
    Game g = gameFrom("W:c3=w,d4=b,h8=bw");
    playAll(g, {"c3:e5"});
    QCOMPARE(g.endingAt(1), Ending::None); // h8 still moves
    Game last = gameFrom("W:e3=w,d4=b");
    playAll(last, {"e3:c5"});
    QCOMPARE(last.endingAt(0), Ending::None);
    QCOMPARE(last.endingAt(1), Ending::NoMoves);
    QCOMPARE(last.ending(), Ending::NoMoves);
    QCOMPARE(last.result(), Result::WhiteWins);
    QCOMPARE(QString::fromStdString(formatMessage(last.endingMessage())),
             QString("Black cannot move: White wins."));
    QVERIFY(last.legalMoves().empty());
    // A side whose columns are all blocked loses too.
    Game stuck = gameFrom("B:a3=b,b2=w,c1=w,h2=w");
    QCOMPARE(stuck.ending(), Ending::NoMoves);
    QCOMPARE(stuck.result(), Result::WhiteWins);
}

void TestGame::repetitionAtThirdOccurrence_data() {
    QTest::addColumn<bool>("ruleOn");
    QTest::newRow("on") << true;
    QTest::newRow("off") << false;
}

void TestGame::repetitionAtThirdOccurrence() {
    QFETCH(bool, ruleOn);
    Game g = gameFrom(shuffle, DrawRules{ruleOn, true});
    playAll(g, shuffleRound); // start position again: second time
    playAll(g, shuffleRound.mid(0, 3));
    QCOMPARE(g.endingAt(g.currentPly()), Ending::None);
    playAll(g, shuffleRound.mid(3)); // third time, at ply 8
    QCOMPARE(g.currentPly(), 8);
    QCOMPARE(g.endingAt(7), Ending::None);
    QCOMPARE(g.endingAt(8), ruleOn ? Ending::Repetition : Ending::None);
    QCOMPARE(g.result(), ruleOn ? Result::Draw : Result::Unfinished);
    if (ruleOn)
        QCOMPARE(QString::fromStdString(formatMessage(g.endingMessage())),
                 QString("The same position occurred three times: a draw."));
}

void TestGame::buriedPiecesMakeADifferentPosition() {
    // Same tops, different prisoners: different positions for the repetition rule (5.3).
    const Position plain = *parsePosition(shuffle);
    const Position prisoners = *parsePosition("W:h2=Wb,a7=B");
    QVERIFY(!(plain == prisoners));
    QVERIFY(plain.hash() != prisoners.hash());
    QCOMPARE(plain.tops(Color::White), prisoners.tops(Color::White));
    // Shuffling from each: each repeats only its own position.
    Game g = gameFrom("W:h2=Wb,a7=B");
    playAll(g, shuffleRound + shuffleRound);
    QCOMPARE(g.ending(), Ending::Repetition);
}

void TestGame::noProgressAtThirtyPlies_data() {
    QTest::addColumn<bool>("ruleOn");
    QTest::newRow("on") << true;
    QTest::newRow("off") << false;
}

void TestGame::noProgressAtThirtyPlies() {
    QFETCH(bool, ruleOn);
    // Repetition off so the shuffle can go on; only the 30-ply rule can end it.
    Game g = gameFrom(shuffle, DrawRules{false, ruleOn});
    for (int i = 0; i < 7; ++i) playAll(g, shuffleRound);
    playAll(g, shuffleRound.mid(0, 1));
    QCOMPARE(g.currentPly(), 29);
    QCOMPARE(g.endingAt(29), Ending::None);
    playAll(g, shuffleRound.mid(1, 1));
    QCOMPARE(g.endingAt(30), ruleOn ? Ending::NoProgress : Ending::None);
    QCOMPARE(g.result(), ruleOn ? Result::Draw : Result::Unfinished);
}

void TestGame::manMoveResetsNoProgress() {
    Game g = gameFrom("W:h2=W,a7=B,c1=w,f8=b", DrawRules{false, true});
    for (int i = 0; i < 7; ++i) playAll(g, shuffleRound);
    playAll(g, {"c1-d2"}); // a man moves at ply 29: the count starts again
    playAll(g, {"a7-b8", "h2-g1", "b8-a7"});
    QCOMPARE(g.ending(), Ending::None);
    for (int i = 0; i < 6; ++i) playAll(g, {"g1-h2", "a7-b8", "h2-g1", "b8-a7"});
    playAll(g, {"g1-h2", "a7-b8"});
    QCOMPARE(g.ending(), Ending::None); // 29 plies since the man moved
    playAll(g, {"h2-g1"});
    QCOMPARE(g.plyCount(), 29 + 30);
    QCOMPARE(g.ending(), Ending::NoProgress);
}

void TestGame::resignationAndAgreement() {
    Game g;
    playAll(g, {"c3-d4"});
    g.resign(Color::Black);
    QCOMPARE(g.ending(), Ending::Resignation);
    QCOMPARE(g.result(), Result::WhiteWins);
    QCOMPARE(QString::fromStdString(formatMessage(g.endingMessage())),
             QString("Black resigned: White wins."));
    playAll(g, {"f6-g5"}); // playing on takes the resignation back
    QCOMPARE(g.ending(), Ending::None);
    g.agreeDraw();
    QCOMPARE(g.result(), Result::Draw);
    QCOMPARE(QString::fromStdString(formatMessage(g.endingMessage())),
             QString("Draw by agreement."));
}

void TestGame::endedGameTakesNoMoves() {
    Game g = gameFrom(shuffle);
    playAll(g, shuffleRound + shuffleRound);
    Message error;
    QVERIFY(!g.play("h2-g1", &error));
    QVERIFY2(error.is(messages::GameAlreadyOver), formatMessage(error).c_str());
    QVERIFY(g.legalMoves().empty());
    QVERIFY(g.goTo(7)); // replay still works, and an earlier ply can be played from
    QVERIFY(g.play("b8-c7", &error));
    QCOMPARE(g.ending(), Ending::None);
}

void TestGame::tags() {
    Game g;
    QCOMPARE(g.tags().size(), std::size_t(7));
    QCOMPARE(QString::fromStdString(g.tag("Result")), QString("*"));
    QCOMPARE(QString::fromStdString(g.tag("Date")), QString("????.??.??"));
    g.setTag("White", "Anna");
    g.setTag("Annotator", "Boris");
    QCOMPARE(QString::fromStdString(g.tag("White")), QString("Anna"));
    QCOMPARE(g.tags().back().first, std::string("Annotator"));
    g.removeTag("Annotator");
    QCOMPARE(QString::fromStdString(g.tag("Annotator")), QString());
}

void TestGame::resultTexts() {
    QCOMPARE(resultText(Result::WhiteWins), std::string_view("2-0"));
    QCOMPARE(resultText(Result::BlackWins), std::string_view("0-2"));
    QCOMPARE(resultText(Result::Draw), std::string_view("1-1"));
    QCOMPARE(resultText(Result::Unfinished), std::string_view("*"));
}

QTEST_APPLESS_MAIN(TestGame)
#include "tst_game.moc"
