// Puzzles: a single winning shot is found with its move, a quiet position is not, and verify
// names what is wrong with a puzzle. Small search depths keep it fast.
#include "core/notation.h"
#include "core/pdn.h"
#include "core/puzzles/finder.h"
#include "core/puzzles/record.h"
#include "core/puzzles/verify.h"

#include <QTest>

using namespace bashni;
using namespace bashni::puzzles;

namespace {

// White's g1 takes f2, d4 and d6, every black piece that can move: the one win. c3:e5:c7 takes
// two and leaves Black its man on f2.
constexpr const char* Shot = "W:c3=w,g1=w,d4=b,d6=b,f2=b,h8=b";

PuzzleSettings fast() {
    PuzzleSettings s;
    s.findDepth = 4;
    s.confirmDepth = 6;
    return s;
}

Position position(const char* fen) {
    const auto pos = parsePosition(fen);
    if (!pos) qFatal("bad position %s", fen);
    return *pos;
}

// A move as written, legal in `fen` (which need not be the puzzle's position).
Move move(const char* fen, const char* text) {
    const auto m = parseMove(position(fen), text);
    if (!m) qFatal("bad move %s", text);
    return *m;
}

} // namespace

class TestPuzzles : public QObject {
    Q_OBJECT
  private slots:
    void findsTheShot();
    void quietPositionIsNone();
    void onlyMoveIsNone();
    void recaptureIsNone();
    void verifiesTheShot();
    void verifyRejects_data();
    void verifyRejects();
    void recordRoundTrip();
    void bands();
};

void TestPuzzles::findsTheShot() {
    engine::Search search;
    Problem why = Problem::NotDecisive;
    const auto p = findPuzzle(search, position(Shot), fast(), &why);
    QVERIFY(p);
    QCOMPARE(int(why), int(Problem::None));
    QCOMPARE(formatMove(p->line.front()), std::string("g1:e3:c5:e7"));
    QVERIFY(p->score > engine::WinBound);
    QVERIFY(p->line.size() <= 7);
}

void TestPuzzles::quietPositionIsNone() {
    engine::Search search;
    Problem why = Problem::None;
    QVERIFY(!findPuzzle(search, Position::start(), fast(), &why));
    QCOMPARE(int(why), int(Problem::NotDecisive));
}

void TestPuzzles::onlyMoveIsNone() {
    // The capture is forced and there is just one: no choice, no puzzle.
    engine::Search search;
    Problem why = Problem::None;
    QVERIFY(!findPuzzle(search, position("W:c3=w,a1=w,e1=w,d4=b,d6=b,h8=b,f8=b"), fast(), &why));
    QCOMPARE(int(why), int(Problem::OnlyMove));
}

void TestPuzzles::recaptureIsNone() {
    // Black has just taken a white man (d4 holds it); either capture takes the column back and
    // frees the man, which only restores the balance.
    engine::Search search;
    Problem why = Problem::None;
    QVERIFY(!findPuzzle(search, position("W:a1=w,c1=w,c3=w,e3=w,d4=bw,b8=b,d8=b,f8=b,h8=b"), fast(),
                        &why));
    // Refused as not decisive or, where the evaluation counts the freed man as a gain, because
    // the other capture frees it as well: either way no single move stands out.
    QVERIFY2(why == Problem::NotDecisive || why == Problem::NotUnique,
             qPrintable(QString::number(int(why))));
}

void TestPuzzles::verifiesTheShot() {
    engine::Search search;
    const auto p = findPuzzle(search, position(Shot), fast());
    QVERIFY(p);
    QVERIFY(verifyPuzzle(search, p->start, p->line, fast()).ok());
}

void TestPuzzles::verifyRejects_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QList<Move>>("line");
    QTest::addColumn<int>("problem");
    QTest::addColumn<QString>("why");
    const Move shot = move(Shot, "g1:e3:c5:e7");
    QTest::newRow("illegal first move")
        << Shot << QList<Move>{move("W:c3=w", "c3-b4")} << int(Problem::IllegalMove)
        << "move 1 of the solution is illegal";
    QTest::newRow("illegal later move")
        << Shot << QList<Move>{shot, move("B:b8=b", "b8-a7")} << int(Problem::IllegalMove)
        << "move 2 of the solution is illegal";
    QTest::newRow("not the best") << Shot << QList<Move>{move(Shot, "c3:e5:c7")}
                                  << int(Problem::NotBest)
                                  << "the search prefers g1:e3:c5:e7 to the solution's first move";
    // Either capture takes Black's last piece.
    QTest::newRow("two winning moves")
        << "W:c3=w,e3=w,d4=b" << QList<Move>{move("W:c3=w,e3=w,d4=b", "c3:e5")}
        << int(Problem::NotUnique)
        << "the best move is not unique: the second-best move is a win too or nearly as good";
    QTest::newRow("no moves") << Shot << QList<Move>{} << int(Problem::EmptyLine)
                              << "the solution has no moves";
}

void TestPuzzles::verifyRejects() {
    QFETCH(QString, fen);
    QFETCH(QList<Move>, line);
    QFETCH(int, problem);
    QFETCH(QString, why);
    engine::Search search;
    const Verdict v = verifyPuzzle(search, position(qPrintable(fen)),
                                   std::vector<Move>(line.begin(), line.end()), fast());
    QCOMPARE(int(v.problem), problem);
    QCOMPARE(QString::fromStdString(describe(v)), why);
}

void TestPuzzles::recordRoundTrip() {
    engine::Search search;
    auto p = findPuzzle(search, position(Shot), fast());
    QVERIFY(p);
    p->source = "seed 1, game 2, ply 3";
    const std::string text = writePdn(puzzleGame(*p));
    QVERIFY(text.find("[Event \"Bashni puzzles\"]") != std::string::npos);
    QVERIFY(text.find("[Difficulty \"") != std::string::npos);
    QVERIFY(text.find("[SetUp \"1\"]") != std::string::npos);
    const PdnReadResult read = readPdn(text);
    QCOMPARE(read.games.size(), std::size_t(1));
    const auto back = puzzleFromGame(read.games.front());
    QVERIFY(back);
    QVERIFY(back->start == p->start);
    QVERIFY(back->line == p->line);
    QCOMPARE(int(back->difficulty), int(p->difficulty));
    QCOMPARE(back->source, p->source);
}

void TestPuzzles::bands() {
    QCOMPARE(int(difficultyOf(1, 1)), int(Difficulty::Easy));
    QCOMPARE(int(difficultyOf(3, 2)), int(Difficulty::Medium));
    QCOMPARE(int(difficultyOf(1, 4)), int(Difficulty::Medium));
    QCOMPARE(int(difficultyOf(5, 1)), int(Difficulty::Hard));
    QCOMPARE(int(difficultyOf(1, 6)), int(Difficulty::Hard));
    for (Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
        QCOMPARE(int(*parseDifficulty(difficultyName(d))), int(d));
    QVERIFY(!parseDifficulty("Easy"));
}

QTEST_GUILESS_MAIN(TestPuzzles)
#include "tst_puzzles.moc"
