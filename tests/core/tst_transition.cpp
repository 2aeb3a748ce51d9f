// core/transition: the hop-by-hop steps a display animates must add up to the move, and show
// 4.6 and 4.8 where they happen.
#include "core/movegen.h"
#include "core/notation.h"
#include "core/transition.h"
#include "random_positions.h"
#include "tests/common/testpositions.h"

#include <QTest>

using namespace bashni;

namespace {

Move find(const Position& pos, const char* text) {
    Message error;
    const auto m = parseMove(pos, text, &error);
    if (!m) qFatal("bad test move %s: %s", text, formatMessage(error).c_str());
    return *m;
}

// The board after applying every step's changes (and emptying where the mover left).
std::array<Column, 64> replay(const Position& pos, const std::vector<TransitionStep>& steps) {
    std::array<Column, 64> board{};
    for (Square s = 0; s < 64; ++s) board[std::size_t(s)] = pos.column(s);
    for (const TransitionStep& step : steps) {
        board[std::size_t(step.from)] = Column();
        for (const auto& [square, column] : step.changed) board[std::size_t(square)] = column;
    }
    return board;
}

} // namespace

class TestTransition : public QObject {
    Q_OBJECT
  private slots:
    void addsUpToTheMove_data();
    void addsUpToTheMove();
    void standardTakesAtEachHop();
    void turkishTakesAtTheEnd();
    void crownsOnTheHopThatReachesTheFarRank();
};

void TestTransition::addsUpToTheMove_data() {
    QTest::addColumn<int>("rules");
    QTest::newRow("standard") << int(Rules::Standard);
    QTest::newRow("intervening") << int(Rules::Intervening);
    QTest::newRow("turkish") << int(Rules::Turkish);
}

void TestTransition::addsUpToTheMove() {
    QFETCH(int, rules);
    randompos::Generator gen(4242 + std::uint64_t(rules));
    int moves = 0;
    for (int i = 0; i < 400; ++i) {
        const auto parsed = parsePosition(gen.position().text(), Rules(rules));
        QVERIFY(parsed);
        Position pos = *parsed;
        MoveList list;
        generateMoves(pos, list);
        for (std::size_t k = 0; k < std::min<std::size_t>(list.size(), 20); ++k) {
            const Move& m = list[k];
            const auto steps = transition(pos, m);
            QCOMPARE(int(steps.size()), m.pathLength());
            QCOMPARE(steps.front().from, Square(m.from));
            QCOMPARE(steps.back().to, m.to());
            const auto board = replay(pos, steps);
            Position after = pos;
            Undo u;
            after.make(m, u);
            for (Square s = 0; s < 64; ++s)
                QVERIFY2(board[std::size_t(s)] == after.column(s),
                         qPrintable(QString::fromStdString(
                             formatPosition(pos) + " " + formatMove(m) + " at " + squareName(s))));
            ++moves;
        }
    }
    QVERIFY(moves > 1000);
}

void TestTransition::standardTakesAtEachHop() {
    // E7: the white man runs round and re-takes d4.
    const Position pos = test::position("W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b", Rules::Standard);
    const auto steps = transition(pos, find(pos, "c3:e1:g3:e5:c3:e5"));
    QCOMPARE(steps.size(), std::size_t(5));
    QCOMPARE(steps[0].jumped, Square(*parseSquare("d2")));
    QVERIFY(steps[0].takesNow);
    // After the first hop d2 is empty and the mover on e1 holds the black man under it.
    QCOMPARE(steps[0].changed.size(), std::size_t(2));
    QCOMPARE(steps[0].changed[0].second, Column());
    QCOMPARE(formatColumn(steps[0].changed[1].second), std::string("wb"));
    QCOMPARE(formatColumn(steps[3].changed[0].second), std::string("b")); // d4 once taken
    QCOMPARE(formatColumn(steps[4].changed[1].second), std::string("wbbbbb"));
}

void TestTransition::turkishTakesAtTheEnd() {
    const Position pos = test::position("W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b", Rules::Turkish);
    const auto steps = transition(pos, find(pos, "c3:e1:g3:e5:c3"));
    QCOMPARE(steps.size(), std::size_t(4));
    for (std::size_t i = 0; i + 1 < steps.size(); ++i) {
        QVERIFY(!steps[i].takesNow);
        QCOMPARE(steps[i].changed.size(), std::size_t(1)); // only the mover: jumped stay put
        QCOMPARE(formatColumn(steps[i].changed[0].second), std::string("w"));
    }
    QCOMPARE(steps.back().changed.size(), std::size_t(5));
    QCOMPARE(formatColumn(steps.back().changed.back().second), std::string("wbbbb"));
}

void TestTransition::crownsOnTheHopThatReachesTheFarRank() {
    // 4.6: the man jumps to the far rank, is crowned, and goes on as a king.
    const Position pos = test::position("W:b6=w,c7=b,f6=b", Rules::Standard);
    const auto steps = transition(pos, find(pos, "b6:d8:g5"));
    QCOMPARE(steps.size(), std::size_t(2));
    QCOMPARE(formatColumn(steps[0].changed.back().second), std::string("Wb"));
    QCOMPARE(formatColumn(steps[1].changed.back().second), std::string("Wbb"));
}

QTEST_APPLESS_MAIN(TestTransition)
#include "tst_transition.moc"
