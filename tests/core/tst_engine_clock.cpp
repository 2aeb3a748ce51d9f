// The AI on a clock (docs/RULES.md 5.5; core/engine/timemanager.h): the budgets never risk the
// flag (never more than what is left minus the reserve, under Fischer never more than a fraction
// of it), a single legal move is played at once, the increment and a sharp position are spent,
// per-move time is used up, a level's own time stays its ceiling; the soft target stretches when
// the search is unsure; the search asks between iterations; chooseMoveOnClock plays legal moves.
// Budgets are arithmetic: nothing here checks how long anything took.
#include "core/engine/levels.h"
#include "core/engine/search.h"
#include "core/engine/timemanager.h"
#include "core/movegen.h"
#include "tests/common/testpositions.h"

#include <QTest>

#include <algorithm>

using namespace bashni;
using engine::ClockState;
using engine::MoveTraits;
using engine::TimeBudget;
Q_DECLARE_METATYPE(bashni::TimeControl)
Q_DECLARE_METATYPE(bashni::engine::MoveTraits)

namespace {

const TimeControl tenPlusTenth = TimeControl::fischer(10'000, 100);
const MoveTraits quiet{10, false, false};

// White's only move is the capture c3:e5.
const char* const oneMove = "W:c3=w,d4=b,h8=b";
const char* const middleGame = "W:a1=w,c1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,g3=w,f4=wbb,c5=b,"
                               "g5=w,b6=b,h6=b,a7=b,c7=b,e7=b,b8=b,d8=b,f8=b,h8=b";

bool isLegal(const Position& pos, const Move& m) {
    MoveList moves;
    generateMoves(pos, moves);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

} // namespace

class TestEngineClock : public QObject {
    Q_OBJECT
  private slots:
    void reserveBounds();
    void budgetsKeepTheFlag_data();
    void budgetsKeepTheFlag();
    void oneMoveIsPlayedAtOnce();
    void incrementIsSpent();
    void lowClockClimbsBack();
    void sharpPositionsGetMore();
    void perMoveTimeIsUsedUp();
    void untimedIsTheCap();
    void levelsKeepTheirCeiling();
    void softTargetStretches();
    void searchAsksBetweenIterations();
    void onClockPlaysLegalMoves_data();
    void onClockPlaysLegalMoves();
    void onClockOneMove();
};

// A tenth of what is left, within 10 and 50 ms, and never more than a quarter.
void TestEngineClock::reserveBounds() {
    const std::pair<Milliseconds, Milliseconds> expected[] = {
        {0, 0},   {1, 0},    {3, 0},    {4, 1},    {20, 5},   {40, 10},
        {50, 10}, {100, 10}, {150, 15}, {499, 49}, {500, 50}, {600'000, 50},
    };
    for (const auto& [left, kept] : expected) QCOMPARE(engine::moveReserve(left), kept);
}

void TestEngineClock::budgetsKeepTheFlag_data() {
    QTest::addColumn<TimeControl>("control");
    QTest::addColumn<qint64>("left");
    QTest::addColumn<int>("ply");
    QTest::addColumn<MoveTraits>("traits");
    QTest::addColumn<qint64>("cap");
    const TimeControl controls[] = {tenPlusTenth, TimeControl::fischer(300'000, 3'000),
                                    TimeControl::fischer(60'000, 0), TimeControl::perMove(60'000),
                                    TimeControl::perMove(100)};
    const MoveTraits traits[] = {quiet, {1, true, false}, {5, true, true}, {2, false, true}};
    for (const TimeControl& c : controls)
        for (qint64 left : {1LL, 2LL, 30LL, 499LL, 5'000LL, 10'100LL, 600'000LL})
            for (int ply : {0, 40, 200})
                for (const MoveTraits& t : traits)
                    for (qint64 cap : {0LL, 300LL})
                        QTest::addRow("%s left %lld ply %d moves %d%s%s cap %lld",
                                      formatTimeControl(c).c_str(), left, ply, t.moves,
                                      t.capture ? " capture" : "", t.threatened ? " threat" : "",
                                      cap)
                            << c << left << ply << t << cap;
}

void TestEngineClock::budgetsKeepTheFlag() {
    QFETCH(TimeControl, control);
    QFETCH(qint64, left);
    QFETCH(int, ply);
    QFETCH(MoveTraits, traits);
    QFETCH(qint64, cap);
    const TimeBudget b = engine::planMove({control, left, ply}, traits, cap);
    QVERIFY(b.hardMs >= 1); // 0 would be no limit at all
    QVERIFY(b.softMs >= 0 && b.softMs <= b.hardMs);
    const Milliseconds usable = left - engine::moveReserve(left);
    if (left >= 2) QVERIFY2(b.hardMs <= usable, qPrintable(QString::number(b.hardMs)));
    if (control.kind == TimeControl::Kind::Fischer)
        QVERIFY2(b.hardMs <= std::max<Milliseconds>(1, usable * 2 / 5),
                 qPrintable(QString::number(b.hardMs)));
    if (cap > 0) QVERIFY(b.hardMs <= cap);
    if (traits.moves == 1) QCOMPARE(b.softMs, Milliseconds(0));
}

void TestEngineClock::oneMoveIsPlayedAtOnce() {
    const TimeBudget b = engine::planMove({tenPlusTenth, 600'000, 10}, {1, true, false});
    QCOMPARE(b.softMs, Milliseconds(0));
    QVERIFY(b.hardMs <= 10);
    const TimeBudget perMove = engine::planMove({TimeControl::perMove(60'000), 60'000, 10}, {1});
    QCOMPARE(perMove.softMs, Milliseconds(0));
    QVERIFY(perMove.hardMs <= 10);
}

void TestEngineClock::incrementIsSpent() {
    const TimeControl noIncrement = TimeControl::fischer(10'000, 0);
    for (Milliseconds left : {300, 5'000, 10'000}) {
        const TimeBudget with = engine::planMove({tenPlusTenth, left, 20}, quiet);
        const TimeBudget without = engine::planMove({noIncrement, left, 20}, quiet);
        QVERIFY(with.softMs > without.softMs);
        QVERIFY(with.hardMs >= without.hardMs);
    }
    // On little time a large increment would pay for more, but the share of what is left
    // bounds the move: the clock grows back instead.
    const TimeBudget low =
        engine::planMove({TimeControl::fischer(10'000, 2'000), 1'000, 60}, quiet);
    QCOMPARE(low.hardMs, (1'000 - engine::moveReserve(1'000)) * 2 / 5);
    QCOMPARE(low.softMs, low.hardMs);
}

// Living on the increment, the AI spends less than it, so the clock climbs back; with a full
// clock the increment is spent as well.
void TestEngineClock::lowClockClimbsBack() {
    const TimeControl twoPlus = TimeControl::fischer(2'000, 20);
    for (Milliseconds left : {20, 50, 80}) {
        const TimeBudget low = engine::planMove({twoPlus, left, 100}, quiet);
        QVERIFY2(low.softMs < twoPlus.incMs / 2, qPrintable(QString::number(low.softMs)));
    }
    const TimeBudget full = engine::planMove({twoPlus, 2'000, 100}, quiet);
    QVERIFY(full.softMs > twoPlus.incMs / 2);
}

void TestEngineClock::sharpPositionsGetMore() {
    const ClockState clock{tenPlusTenth, 8'000, 30};
    const TimeBudget calm = engine::planMove(clock, quiet);
    for (const MoveTraits& sharp : {MoveTraits{10, true, false}, MoveTraits{10, false, true}}) {
        const TimeBudget b = engine::planMove(clock, sharp);
        QVERIFY(b.softMs > calm.softMs);
        QVERIFY(b.hardMs >= calm.hardMs);
    }
}

void TestEngineClock::perMoveTimeIsUsedUp() {
    for (Milliseconds each : {50, 100, 1'000, 60'000}) {
        const TimeBudget b = engine::planMove({TimeControl::perMove(each), each, 7}, quiet);
        QCOMPARE(b.hardMs, each - engine::moveReserve(each));
        QCOMPARE(b.softMs, b.hardMs); // what is not used is lost
    }
}

void TestEngineClock::untimedIsTheCap() {
    const TimeBudget none = engine::planMove({}, quiet);
    QCOMPARE(none.hardMs, Milliseconds(0));
    const TimeBudget capped = engine::planMove({}, quiet, 500);
    QCOMPARE(capped.hardMs, Milliseconds(500));
    QCOMPARE(capped.softMs, Milliseconds(500));
}

// Only the strongest level plays to the clock; the others keep their own time as a ceiling.
void TestEngineClock::levelsKeepTheirCeiling() {
    for (int n = engine::MinLevel; n < engine::MaxLevel; ++n) {
        QCOMPARE(engine::clockCap(n), Milliseconds(engine::level(n).timeMs));
        const TimeBudget b =
            engine::planMove({tenPlusTenth, 600'000, 0}, quiet, engine::clockCap(n));
        QVERIFY(b.hardMs <= engine::level(n).timeMs);
    }
    QCOMPARE(engine::clockCap(engine::MaxLevel), Milliseconds(0));
}

void TestEngineClock::softTargetStretches() {
    const TimeBudget budget{100, 1'000};
    const Position pos = test::position(middleGame);
    MoveList moves;
    generateMoves(pos, moves);
    const Move a = moves[0], b = moves[1];

    engine::TimeManager steady(budget);
    for (int i = 0; i < 5; ++i) QVERIFY(steady.startNext(a, 20, 10));
    QCOMPARE(steady.softMs(), Milliseconds(100));
    QVERIFY(!steady.startNext(a, 20, 100));

    engine::TimeManager unsure(budget);
    QVERIFY(unsure.startNext(a, 20, 10));
    QVERIFY(unsure.startNext(b, 20, 120)); // the best move changed: past 100 it goes on
    QVERIFY(unsure.softMs() > 100);

    engine::TimeManager falling(budget);
    QVERIFY(falling.startNext(a, 20, 10));
    QVERIFY(falling.startNext(a, -80, 120)); // a man lost: more time
    QVERIFY(falling.softMs() > 100);

    // However unsure, never past half the hard limit.
    engine::TimeManager chaos({200, 1'000});
    for (int i = 0; i < 20; ++i) chaos.startNext(i % 2 ? a : b, 500 - 100 * i, 10);
    QCOMPARE(chaos.softMs(), Milliseconds(500));
    QVERIFY(!chaos.startNext(a, -5'000, 500));
}

void TestEngineClock::searchAsksBetweenIterations() {
    const Position pos = test::position(middleGame);
    engine::Search search(1);
    engine::Limits limits;
    std::vector<int> asked;
    limits.another = [&](const engine::SearchInfo& info) {
        asked.push_back(info.depth);
        return info.depth < 4;
    };
    const auto r = search.run(pos, limits);
    QCOMPARE(r.depth, 4);
    QCOMPARE(asked, (std::vector<int>{1, 2, 3, 4}));
    QVERIFY(isLegal(pos, r.best));
}

void TestEngineClock::onClockPlaysLegalMoves_data() {
    QTest::addColumn<TimeControl>("control");
    QTest::addColumn<qint64>("left");
    const std::pair<TimeControl, qint64> clocks[] = {
        {TimeControl::none(), 0},
        {tenPlusTenth, 10'000},
        {tenPlusTenth, 40},
        {tenPlusTenth, 1},
        {TimeControl::perMove(30), 30},
        {TimeControl::fischer(1'000, 0), 3},
    };
    for (const auto& [control, left] : clocks)
        QTest::addRow("%s left %lld", formatTimeControl(control).c_str(), left) << control << left;
}

void TestEngineClock::onClockPlaysLegalMoves() {
    QFETCH(TimeControl, control);
    QFETCH(qint64, left);
    for (const QString& fen : {QString(middleGame), QString(oneMove)}) {
        const Position pos = test::position(fen);
        for (int level = engine::MinLevel; level <= engine::MaxLevel; ++level) {
            engine::Search search(1);
            const auto r =
                engine::chooseMoveOnClock(search, pos, {}, level, 7, {control, left, 20});
            QVERIFY(r.hasMove);
            QVERIFY2(isLegal(pos, r.best), qPrintable(QString::number(level)));
        }
    }
}

// However long the clock, a forced move takes one iteration at most.
void TestEngineClock::onClockOneMove() {
    const Position pos = test::position(oneMove);
    engine::Search search(1);
    const auto r = engine::chooseMoveOnClock(search, pos, {}, engine::MaxLevel, 1,
                                             {TimeControl::fischer(3'600'000, 0), 3'600'000, 0});
    QVERIFY(r.hasMove);
    QCOMPARE(test::moveText(r.best), QString("c3:e5"));
    QVERIFY(r.depth <= 1);
}

QTEST_APPLESS_MAIN(TestEngineClock)
#include "tst_engine_clock.moc"
