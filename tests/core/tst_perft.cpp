// Perft (docs/RULES.md 6): leaf counts of the legal-move tree, from the start position and from
// set-up positions built to exercise the capture rules, under all three rule sets (4.8).
//
// perft (bulk-counted last ply, with its shortcuts) and perftMakeAll (every move made and
// unmade) must agree with the table and with each other, perftDivide must add up to perft, and the
// position must come back unchanged.
#include "core/movegen.h"
#include "core/notation.h"
#include "core/perft.h"
#include "reference_rules.h"
#include "tests/common/testpositions.h"

#include <QTest>

#include <cstdlib>
#include <string>

using namespace bashni;
Q_DECLARE_METATYPE(bashni::Rules)

using test::position;

namespace {

using Counts = QList<quint64>; // counts[d - 1] is perft(d)

// Depths above this use perft only: perftMakeAll makes every leaf move and is much slower.
constexpr int MakeAllDepth = 6;

// BASHNI_TEST_SCALE below 1 (sanitizer builds) stops the start-position table at depth 7.
int startDepth() {
    const char* env = std::getenv("BASHNI_TEST_SCALE");
    return env && std::atof(env) > 0 && std::atof(env) < 1 ? 7 : 9;
}

struct SetUp {
    const char* name;
    const char* fen;
    Counts standard, intervening, turkish;
};

// Own positions. Every count below was computed with the independent reference implementation
// (tests/core/reference, reference::perft, which shares no code with the engine) by a throwaway
// program, and not with the engine; referenceAgrees() re-checks the small ones on every run.
const SetUp setUps[] = {
    // docs/RULES.md E7: a man runs round c3-e1-g3-e5-c3 and takes d4 twice; turkish leaves Black
    // without a move after either capture.
    {"E7 loop back to the start, d4 taken twice",
     "W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b",
     {3, 3, 6, 9, 12, 15, 24, 48},
     {2, 2, 2, 3, 4, 5, 8, 16},
     {2, 2, 0, 0, 0, 0, 0, 0}},
    // docs/RULES.md E5: a king takes b4 twice and lands back on a3 in standard.
    {"E5 king back on its start square",
     "W:a3=W,b4=bb,g7=b",
     {5, 10, 70, 100, 660, 1181, 8828, 20247},
     {1, 2, 14, 20, 112, 193, 1676, 10351},
     {1, 2, 14, 20, 112, 193, 1676, 10351}},
    // d6:f8 crowns the man, which must fly on as a king (4.6).
    {"promotion in the middle of a capture",
     "W:d6=w,e7=bb,c7=bB,g7=b,f4=b,d4=b,b8=B",
     {9, 65, 481, 4307, 28668, 278876},
     {4, 30, 239, 2582, 18338, 200411},
     {1, 10, 33, 340, 2622, 26506}},
    // The king re-jumps e3 and g5 (two-piece columns) straight back: f4:c1:f4:h6:...
    {"king re-jumps two columns at once",
     "W:f4=W,e3=bB,g5=Bb,c5=b,e7=b,b6=bw,a1=B",
     {10, 98, 746, 7312, 39528, 354410},
     {3, 38, 77, 751, 2965, 24442},
     {3, 38, 73, 730, 2526, 22157}},
    // The king circles e1-a5-c7-g3-e1 and round again through d2's three black men.
    {"king circuits through a tall column",
     "W:e1=W,d2=bbb,f2=bb,f4=b,d4=b,b6=b,h8=B",
     {122, 890, 6182, 51446, 316570},
     {9, 73, 427, 4215, 21762},
     {4, 36, 144, 1262, 8788}},
    // A black king over five white men in a ring of white men.
    {"tall column of prisoners",
     "B:d4=Bwwwww,c3=w,e3=w,c5=w,e5=w,a1=W",
     {14, 71, 330, 1549, 9314, 57819, 364855},
     {14, 71, 330, 1549, 9314, 57819, 364855},
     {8, 51, 160, 921, 4051, 24671, 133780}},
    // Alternating columns: every capture frees a prisoner of the other colour (4.4).
    {"alternating columns",
     "W:b2=w,c3=bwbw,e5=bwb,e7=b,g7=bb,d6=W,h6=B",
     {6, 18, 121, 788, 6168, 37898, 308623},
     {6, 12, 50, 418, 2966, 19759, 140229},
     {6, 12, 67, 417, 2904, 18832, 130708}},
    {"freed prisoners change owner",
     "B:g7=b,f6=wbwbwb,d4=WB,f4=ww,b4=w,c3=W,e1=W",
     {1, 15, 34, 105, 231, 1378, 6842, 50027},
     {1, 5, 4, 34, 66, 462, 387, 2596},
     {1, 5, 4, 34, 66, 462, 387, 2596}},
    // From the random set-up generator (random_positions.h): kings everywhere, buried ones too.
    {"random kings",
     "W:b2=b,g3=bb,b4=BB,h4=W,g5=BB,d6=W,c7=B",
     {92, 630, 5768, 50609, 515659},
     {8, 93, 680, 9112, 60791},
     {7, 83, 460, 7534, 41708}},
    {"crowded kings",
     "W:c1=BW,d2=B,f2=bBB,a3=W,c3=B,d4=WwW,f4=W,d6=BBB,f6=B,h6=B,a7=WWw,c7=WB",
     {47, 950, 10097, 103038},
     {12, 72, 244, 2608},
     {8, 53, 251, 1891}},
    {"kings under men",
     "B:e1=ww,b2=W,c3=b,e5=ww,b6=bw,h6=w,c7=b,e7=W,b8=Bw,d8=Wb,f8=Ww",
     {12, 132, 1014, 9756, 78342, 733311},
     {3, 27, 90, 953, 6404, 59422},
     {1, 13, 35, 326, 1126, 10889}},
    // Middle games reached by random play from the start position under `standard`.
    {"middle game 1",
     "B:e1=wb,f2=w,h2=w,b4=b,f4=w,h4=bw,f6=Bwwwww,h6=b,a7=b,c7=b,e7=bbbb,g7=bww",
     {14, 97, 517, 3150, 15379, 85517, 434125},
     {14, 71, 457, 1991, 10029, 38769, 175636},
     {14, 71, 457, 1975, 9987, 37921, 173351}},
    {"middle game 2",
     "B:a1=w,g1=w,b2=w,h2=w,a3=w,c5=bb,b6=bwW,d6=Wbbb,f6=bwwww,h6=b,a7=b,e7=b,g7=b,h8=b",
     {6, 27, 132, 883, 3860, 24893, 108396},
     {6, 17, 93, 407, 1928, 11070, 51802},
     {6, 16, 95, 377, 1756, 9777, 45611}},
    {"middle game 3",
     "W:a1=w,c1=w,e1=w,g1=w,f2=w,h2=w,b4=w,d4=bwww,h4=wbbb,g5=Wbbbb,a7=b,g7=b,b8=b,h8=b",
     {16, 79, 629, 3036, 21327, 97297, 645517},
     {16, 79, 629, 3034, 21301, 96691, 638243},
     {16, 79, 629, 3026, 21202, 95496, 625797}},
};

void addSetUpRows() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Counts>("counts");
    for (const SetUp& s : setUps) {
        QTest::addRow("%s, standard", s.name) << Rules::Standard << s.fen << s.standard;
        QTest::addRow("%s, intervening", s.name) << Rules::Intervening << s.fen << s.intervening;
        QTest::addRow("%s, turkish", s.name) << Rules::Turkish << s.fen << s.turkish;
    }
}

void checkCounts(const QString& fen, Rules rules, const Counts& counts, int maxDepth) {
    const Position original = position(fen.toUtf8().constData(), rules);
    Position pos = original;
    for (int depth = 1; depth <= maxDepth && depth <= counts.size(); ++depth) {
        const quint64 expected = counts[depth - 1];
        QCOMPARE(quint64(perft(pos, depth)), expected);
        if (depth <= MakeAllDepth) QCOMPARE(quint64(perftMakeAll(pos, depth)), expected);
        QVERIFY(pos == original);
        QCOMPARE(pos.hash(), original.hash());
    }
}

} // namespace

class TestPerft : public QObject {
    Q_OBJECT
  private slots:
    void startPosition_data();
    void startPosition();
    void setUpPositions_data();
    void setUpPositions();
    void divide_data();
    void divide();
    void referenceAgrees_data();
    void referenceAgrees();
    void emptySide();
};

void TestPerft::startPosition_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<Counts>("counts");
    // docs/RULES.md 6, the table, depths 1..9.
    QTest::newRow("standard") << Rules::Standard
                              << Counts{7, 49, 302, 1469, 7482, 37908, 189912, 925945, 4534075};
    QTest::newRow("intervening") << Rules::Intervening
                                 << Counts{7, 49, 302, 1469, 7482, 37908, 189912, 925945, 4533893};
    QTest::newRow("turkish") << Rules::Turkish
                             << Counts{7, 49, 302, 1469, 7482, 37908, 189912, 925868, 4533214};
}

void TestPerft::startPosition() {
    QFETCH(Rules, rules);
    QFETCH(Counts, counts);
    checkCounts(QString::fromStdString(formatPosition(Position::start(rules))), rules, counts,
                startDepth());
}

void TestPerft::setUpPositions_data() {
    addSetUpRows();
}

void TestPerft::setUpPositions() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(Counts, counts);
    checkCounts(fen, rules, counts, int(counts.size()));
}

void TestPerft::divide_data() {
    addSetUpRows();
}

// perftDivide: one entry per legal move, by move text, sorted, adding up to perft.
void TestPerft::divide() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(Counts, counts);
    Position pos = position(fen.toUtf8().constData(), rules);
    const int depth = std::min(3, int(counts.size()));
    const auto parts = perftDivide(pos, depth);
    QCOMPARE(quint64(parts.size()), counts[0]);
    MoveList moves;
    generateMoves(pos, moves);
    QStringList expectedMoves, dividedMoves;
    for (const Move& m : moves) expectedMoves << QString::fromStdString(formatMove(m));
    std::sort(expectedMoves.begin(), expectedMoves.end());
    quint64 total = 0;
    for (const auto& [move, n] : parts) {
        dividedMoves << QString::fromStdString(move);
        total += n;
    }
    QCOMPARE(dividedMoves, expectedMoves);
    QCOMPARE(total, counts[depth - 1]);
}

void TestPerft::referenceAgrees_data() {
    addSetUpRows();
}

// The table came from the reference; it still says so (as far as it is quick to ask).
void TestPerft::referenceAgrees() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(Counts, counts);
    const std::string rulesText(rulesName(rules));
    for (int depth = 1; depth <= counts.size() && counts[depth - 1] <= 20000; ++depth)
        QCOMPARE(quint64(reference::perft(fen.toStdString(), rulesText, depth)), counts[depth - 1]);
}

// A side with no columns has no move: perft is 0 at every depth, 1 at depth 0.
void TestPerft::emptySide() {
    for (Rules r : {Rules::Standard, Rules::Intervening, Rules::Turkish}) {
        Position pos = position("W:h8=b,d4=bww", r);
        QCOMPARE(perft(pos, 0), std::uint64_t(1));
        QCOMPARE(perftMakeAll(pos, 0), std::uint64_t(1));
        for (int depth = 1; depth <= 3; ++depth) {
            QCOMPARE(perft(pos, depth), std::uint64_t(0));
            QCOMPARE(perftMakeAll(pos, depth), std::uint64_t(0));
        }
        QVERIFY(perftDivide(pos, 2).empty());
    }
}

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
