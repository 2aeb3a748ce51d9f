// ui/puzzles: the rating's arithmetic, the band chosen by the rating and the puzzle chosen in a
// band, without a window; and the shipped collection read from the resource.
#include "ui/puzzles/puzzlebook.h"
#include "ui/puzzles/puzzlerating.h"

#include <QTest>

using namespace bashni;
using namespace bashni::ui;
using puzzles::Difficulty;

Q_DECLARE_METATYPE(bashni::puzzles::Difficulty)

namespace {

// Three puzzles a band (easy 1-3, medium 4-6, hard 7-9), in one position with a legal first move.
PuzzleBook smallBook() {
    QByteArray pdn;
    const char* bands[] = {"easy", "medium", "hard"};
    for (const char* band : bands)
        for (int i = 0; i < 3; ++i)
            pdn += QByteArray("[Difficulty \"") + band +
                   "\"]\n[SetUp \"1\"]\n[FEN \"W:c3=w,d4=b\"]\n\n1. c3:e5 *\n\n";
    return PuzzleBook::fromPdn(pdn);
}

} // namespace

class TestPuzzleBook : public QObject {
    Q_OBJECT
  private slots:
    void ratingChange_data();
    void ratingChange();
    void streaks();
    void band_data();
    void band();
    void choice_data();
    void choice();
    void shippedCollection();
};

void TestPuzzleBook::ratingChange_data() {
    QTest::addColumn<int>("rating");
    QTest::addColumn<Difficulty>("band");
    QTest::addColumn<bool>("solved");
    QTest::addColumn<int>("after");
    // Expected score 1/(1+10^((band-rating)/400)); K = 32.
    QTest::newRow("even, solved") << 1400 << Difficulty::Medium << true << 1416;
    QTest::newRow("even, failed") << 1400 << Difficulty::Medium << false << 1384;
    QTest::newRow("start, easy solved") << 1200 << Difficulty::Easy << true << 1208;
    QTest::newRow("start, easy failed") << 1200 << Difficulty::Easy << false << 1176;
    QTest::newRow("start, medium solved") << 1200 << Difficulty::Medium << true << 1224;
    QTest::newRow("start, hard solved") << 1200 << Difficulty::Hard << true << 1231;
    QTest::newRow("start, hard failed") << 1200 << Difficulty::Hard << false << 1199;
    QTest::newRow("never below 100") << 100 << Difficulty::Hard << false << 100;
}

void TestPuzzleBook::ratingChange() {
    QFETCH(int, rating);
    QFETCH(Difficulty, band);
    QFETCH(bool, solved);
    QFETCH(int, after);
    QCOMPARE(scored({rating, 0, 0}, band, solved).rating, after);
}

void TestPuzzleBook::streaks() {
    PuzzleScore s;
    for (int i = 0; i < 3; ++i) s = scored(s, Difficulty::Easy, true);
    QCOMPARE(s.streak, 3);
    QCOMPARE(s.bestStreak, 3);
    s = scored(s, Difficulty::Easy, false);
    QCOMPARE(s.streak, 0);
    QCOMPARE(s.bestStreak, 3);
    s = scored(s, Difficulty::Easy, true);
    QCOMPARE(s.streak, 1);
    QCOMPARE(s.bestStreak, 3);
}

void TestPuzzleBook::band_data() {
    QTest::addColumn<int>("rating");
    QTest::addColumn<double>("roll");
    QTest::addColumn<Difficulty>("band");
    QTest::newRow("start") << 1200 << 0.5 << Difficulty::Easy; // a tie goes to the easier band
    QTest::newRow("low") << 800 << 0.9 << Difficulty::Easy;
    QTest::newRow("middle") << 1350 << 0.2 << Difficulty::Medium;
    QTest::newRow("high") << 1700 << 0.99 << Difficulty::Hard;
    QTest::newRow("low, surprise") << 800 << 0.1 << Difficulty::Medium;
    QTest::newRow("high, surprise") << 2000 << 0.0 << Difficulty::Medium;
    QTest::newRow("middle low, surprise") << 1350 << 0.1 << Difficulty::Easy;
    QTest::newRow("middle high, surprise") << 1450 << 0.1 << Difficulty::Hard;
}

void TestPuzzleBook::band() {
    QFETCH(int, rating);
    QFETCH(double, roll);
    QFETCH(Difficulty, band);
    QCOMPARE(bandFor(rating, roll), band);
}

void TestPuzzleBook::choice_data() {
    QTest::addColumn<Difficulty>("band");
    QTest::addColumn<QList<int>>("solved");
    QTest::addColumn<int>("current");
    QTest::addColumn<quint32>("pick");
    QTest::addColumn<int>("chosen");
    QTest::newRow("first of the band") << Difficulty::Medium << QList<int>{} << 0 << 0u << 4;
    QTest::newRow("pick wraps") << Difficulty::Medium << QList<int>{} << 0 << 4u << 5;
    QTest::newRow("not the current") << Difficulty::Hard << QList<int>{} << 7 << 0u << 8;
    QTest::newRow("not solved ones") << Difficulty::Easy << QList<int>{1, 2} << 0 << 7u << 3;
    QTest::newRow("solved in other bands do not matter")
        << Difficulty::Hard << QList<int>{1, 4} << 0 << 0u << 7;
    QTest::newRow("all solved: any but the current")
        << Difficulty::Easy << QList<int>{1, 2, 3} << 1 << 1u << 3;
    QTest::newRow("the current is the only unsolved")
        << Difficulty::Easy << QList<int>{1, 2} << 3 << 0u << 1;
}

void TestPuzzleBook::choice() {
    QFETCH(Difficulty, band);
    QFETCH(QList<int>, solved);
    QFETCH(int, current);
    QFETCH(quint32, pick);
    QFETCH(int, chosen);
    const PuzzleBook book = smallBook();
    QCOMPARE(book.count(), 9);
    QCOMPARE(book.choose(band, QSet<int>(solved.begin(), solved.end()), current, pick), chosen);
}

void TestPuzzleBook::shippedCollection() {
    QString error;
    const auto book = PuzzleBook::load(QString::fromLatin1(PuzzleBook::DefaultFile), &error);
    QVERIFY2(book, qPrintable(error));
    QCOMPARE(book->count(), 511);
    for (Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
        QVERIFY(book->choose(d, {}, 0, 0) != 0);
    QVERIFY(!book->puzzle(0));
    QVERIFY(!book->puzzle(547));
    QVERIFY(!book->puzzle(1)->line.empty());
    QVERIFY(!PuzzleBook::load(QStringLiteral(":/no/such.pdn"), &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestPuzzleBook)
#include "tst_puzzlebook.moc"
