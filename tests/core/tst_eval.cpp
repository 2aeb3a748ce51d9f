// The evaluation's terms (core/engine/eval.h), each measured on its own: every weight but the
// one under test is zero, so a row's expected score is that term's count times its weight. And
// the evaluation is the same for both sides: the board turned round with the colours swapped
// scores the same for the side to move.
#include "core/engine/eval.h"
#include "core/notation.h"
#include "tests/common/testpositions.h"

#include <QTest>

#include <array>
#include <bit>
#include <set>

using namespace bashni;

namespace {

engine::Weights none() {
    engine::Weights w;
    for (const engine::NamedWeight& n : engine::namedWeights) n.in(w) = 0;
    return w;
}

// The named weight set to 1; the threats, per cent of what they would take, to 100 with man at
// 100 to weigh it.
engine::Weights only(const QString& term) {
    engine::Weights w = none();
    const engine::NamedWeight* named = engine::findWeight(term.toStdString());
    const bool threat = named->field == &engine::Weights::threatPercent ||
                        named->field == &engine::Weights::kingThreatPercent;
    named->in(w) = threat ? 100 : 1;
    if (threat) w.man = 100;
    return w;
}

} // namespace

class TestEval : public QObject {
    Q_OBJECT
  private slots:
    void terms_data();
    void terms();
    void sameForBothSides_data();
    void sameForBothSides();
    void everyWeightNamed();
};

void TestEval::terms_data() {
    QTest::addColumn<QString>("term");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("score");
    // d4 sees e5-h8 (4), c5 (b6 holds a man: 1), e3-g1 (3), c3-a1 (3).
    QTest::newRow("king mobility") << "kingMobility"
                                   << "W:d4=W,b6=b" << 11;
    QTest::newRow("king mobility, opponent's") << "kingMobility"
                                               << "B:d4=W,b6=b" << -11;
    // Two kings seeing the same squares count them once; a man sees nothing.
    QTest::newRow("king mobility, shared squares") << "kingMobility"
                                                   << "W:a1=W,h8=W,d4=w" << 5;
    QTest::newRow("king on the long diagonal") << "kingDiagonal"
                                               << "W:b2=W,g7=W,c1=W,h8=B" << 1;
    QTest::newRow("a man on the diagonal is no king") << "kingDiagonal"
                                                      << "W:d4=w,h8=B" << -1;
    QTest::newRow("promotes now") << "promoteNow"
                                  << "W:c7=w,f2=b" << 1;
    QTest::newRow("two men") << "promoteNow"
                             << "W:c7=w,e7=w,f2=b" << 2;
    QTest::newRow("way blocked") << "promoteNow"
                                 << "W:c7=w,b8=b,d8=b" << 0;
    QTest::newRow("black promotes now") << "promoteNow"
                                        << "B:c7=w,b2=b" << 1;
    QTest::newRow("opponent promotes next") << "promoteNext"
                                            << "W:b2=b,a7=w" << -1;
    QTest::newRow("not yet one step away") << "promoteNext"
                                           << "W:b4=b" << 0;
    // g7's king takes d4 over the empty e5 and f6 onto c3: the whole man is at stake.
    QTest::newRow("a king threatens from afar") << "kingThreat"
                                                << "W:d4=w,g7=B" << 100 - 100;
    QTest::newRow("nowhere to land") << "kingThreat"
                                     << "W:d4=w,c3=w,g7=B" << 200;
    QTest::newRow("a man's threat is not a king's") << "kingThreat"
                                                    << "W:d4=w,e5=b" << 100 - 100;
    QTest::newRow("men threats leave kings out") << "threat"
                                                 << "W:d4=w,g7=B" << 100;
}

void TestEval::terms() {
    QFETCH(QString, term);
    QFETCH(QString, fen);
    QFETCH(int, score);
    const Position pos = test::position(fen);
    QCOMPARE(engine::evaluate(pos, only(term)), score);
}

void TestEval::sameForBothSides_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("opening") << "W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,"
                                "b6=b,d6=b,f6=b,h6=b,a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b";
    QTest::newRow("columns") << "W:a1=w,c1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,g3=w,f4=wbb,c5=b,"
                                "g5=w,b6=b,h6=b,a7=b,c7=b,e7=b,b8=b,d8=b,f8=b,h8=b";
    QTest::newRow("kings and threats") << "B:d4=wB,g7=B,a1=W,c7=w,b2=b,e5=bw,h6=W";
}

void TestEval::sameForBothSides() {
    QFETCH(QString, fen);
    engine::Weights w; // today's weights, and every new term on
    w.kingThreatPercent = 30, w.kingMobility = 3, w.kingDiagonal = 20, w.promoteNow = 50;
    w.promoteNext = 40;
    const int score = engine::evaluate(test::position(fen), w);
    QCOMPARE(engine::evaluate(test::position(test::mirrorPosition(fen)), w), score);
}

// The tools and "engine:" players reach the weights through namedWeights only: a weight added to
// Weights but not to the table could be neither set nor tuned. The struct is ints only, so it is
// read as an array; the advancement table's last entry (a king's rank) stays 0 and unnamed.
void TestEval::everyWeightNamed() {
    constexpr std::size_t count = sizeof(engine::Weights) / sizeof(int);
    static_assert(std::size(engine::namedWeights) == count - 1);
    engine::Weights w = none();
    std::set<std::string_view> names;
    int value = 1;
    for (const engine::NamedWeight& n : engine::namedWeights) {
        QVERIFY2(names.insert(n.name).second, n.name.data());
        QCOMPARE(engine::findWeight(n.name), &n);
        n.in(w) = value++;
    }
    const auto ints = std::bit_cast<std::array<int, count>>(w);
    QCOMPARE(std::set<int>(ints.begin(), ints.end()).size(), count); // all distinct, one 0
    QCOMPARE(w.advance[7], 0);
    QVERIFY(!engine::findWeight("advance7"));
    QVERIFY(!engine::findWeight("depth"));
}

QTEST_APPLESS_MAIN(TestEval)
#include "tst_eval.moc"
