// ui/moveinput: clicks narrow the legal moves to one; refusals say why.
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "random_positions.h"
#include "tests/common/testpositions.h"
#include "ui/game/moveinput.h"

#include <random>

#include <QElapsedTimer>
#include <QTest>

using namespace bashni;
using bashni::ui::MoveInput;

namespace {

MoveInput inputFor(const Position& pos) {
    MoveInput in;
    in.reset(pos);
    return in;
}

QStringList names(const std::vector<Square>& squares) {
    QStringList out;
    for (Square s : squares) out << QString::fromStdString(squareName(s));
    out.sort();
    return out;
}

} // namespace

class TestMoveInput : public QObject {
    Q_OBJECT
  private slots:
    void clicksGiveTheMove_data();
    void clicksGiveTheMove();
    void refusals_data();
    void refusals();
    void targetsOfAMultiPathCapture();
    void reselectAndDeselect();
    void everyLegalMoveIsReachable();
    void finalSquareGivesTheCanonicalPath();
    void randomClicksNeverGiveAnIllegalMove();
    void aMillionPathsAreTwoChoices();
    void noMovesWhenTheGameIsOver();
    void drops_data();
    void drops();
};

// Position, clicks, and the move they complete ("" when the last click leaves it unfinished).
void TestMoveInput::clicksGiveTheMove_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QStringList>("clicks");
    QTest::addColumn<QString>("move");
    const QString start = "W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,"
                          "b6=b,d6=b,f6=b,h6=b,a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b";
    QTest::newRow("quiet") << start << QStringList{"c3", "d4"} << "c3-d4";
    QTest::newRow("another quiet") << start << QStringList{"g3", "h4"} << "g3-h4";
    // E6 under standard: f4:c1:h6, f4:d2:h6, f4:h6:c1, f4:h6:d2.
    const QString e6 = "W:e3=B,f4=W,g5=B";
    QTest::newRow("first landing then last") << e6 << QStringList{"f4", "h6", "c1"} << "f4:h6:c1";
    QTest::newRow("first landing only") << e6 << QStringList{"f4", "h6"} << "";
    QTest::newRow("unique next landing") << e6 << QStringList{"f4", "d2"} << "f4:d2:h6";
    // A flying king's paths that differ only in where it lands between captures are one choice.
    QTest::newRow("same outcome, other landings")
        << "W:a1=W,b2=b,f6=b" << QStringList{"a1", "g7"} << "a1:c3:g7";
    QTest::newRow("single capture by its end")
        << "W:c3=w,d4=b" << QStringList{"c3", "e5"} << "c3:e5";
    // A man's chain settled by the final square alone: c3:e5:g7 is the only way to g7.
    QTest::newRow("chain by final square")
        << "W:c3=w,d4=b,f6=b" << QStringList{"c3", "g7"} << "c3:e5:g7";
}

void TestMoveInput::clicksGiveTheMove() {
    QFETCH(QString, position);
    QFETCH(QStringList, clicks);
    QFETCH(QString, move);
    MoveInput in = inputFor(test::position(position));
    MoveInput::Outcome last = MoveInput::Outcome::Refused;
    for (const QString& c : clicks) {
        last = in.click(test::square(c));
        QVERIFY2(last != MoveInput::Outcome::Refused, qPrintable(c + ": " + in.reason()));
    }
    if (move.isEmpty()) {
        QCOMPARE(int(last), int(MoveInput::Outcome::Selected));
        QVERIFY(in.hasSelection());
    } else {
        QCOMPARE(int(last), int(MoveInput::Outcome::Completed));
        QCOMPARE(QString::fromStdString(formatMove(in.move())), move);
        QVERIFY(!in.hasSelection());
    }
}

void TestMoveInput::refusals_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QStringList>("clicks");
    QTest::addColumn<QString>("reason"); // a piece of the message
    QTest::newRow("empty square") << "W:c3=w,f6=b" << QStringList{"d4"} << "Pick up";
    QTest::newRow("not yours") << "W:c3=w,f6=b" << QStringList{"f6"} << "not yours";
    QTest::newRow("capture compulsory")
        << "W:c3=w,d4=b,g3=w" << QStringList{"g3"} << "Capture is compulsory: c3 can capture";
    QTest::newRow("capture compulsory, two can") << "W:c3=w,d4=b,e3=w,g3=w" << QStringList{"g3"}
                                                 << "Capture is compulsory: c3 or e3 can capture";
    QTest::newRow("capture compulsory, three can")
        << "W:a3=w,b4=b,c3=w,d4=b,e3=w,g3=w" << QStringList{"g3"} << "a3, c3 or e3 can capture";
    QTest::newRow("no move") << "W:a1=w,b2=w,c3=b,d4=b,f6=b" << QStringList{"a1"} << "has no move";
    QTest::newRow("wrong target") << "W:c3=w,f6=b" << QStringList{"c3", "c5"}
                                  << "cannot move to c5";
    QTest::newRow("capture elsewhere")
        << "W:c3=w,d4=b" << QStringList{"c3", "b4"} << "cannot go to b4";
    QTest::newRow("ambiguous end")
        << "W:h2=W,e3=b,b2=b,g3=b,g5=b" << QStringList{"h2", "a3"} << "Several captures end on a3";
}

void TestMoveInput::refusals() {
    QFETCH(QString, position);
    QFETCH(QStringList, clicks);
    QFETCH(QString, reason);
    MoveInput in = inputFor(test::position(position));
    for (int i = 0; i + 1 < clicks.size(); ++i)
        QCOMPARE(int(in.click(test::square(clicks[i]))), int(MoveInput::Outcome::Selected));
    QCOMPARE(int(in.click(test::square(clicks.back()))), int(MoveInput::Outcome::Refused));
    QVERIFY2(in.reason().contains(reason), qPrintable(in.reason()));
}

void TestMoveInput::targetsOfAMultiPathCapture() {
    MoveInput in = inputFor(test::position("W:e3=B,f4=W,g5=B"));
    QCOMPARE(int(in.click(test::square("f4"))), int(MoveInput::Outcome::Selected));
    // Next landings c1, d2 (through e3) and h6; no final square is unique.
    QCOMPARE(names(in.targets()), (QStringList{"c1", "d2", "h6"}));
    QCOMPARE(int(in.click(test::square("h6"))), int(MoveInput::Outcome::Selected));
    QCOMPARE(names(in.targets()), (QStringList{"c1", "d2"}));
    QCOMPARE(names(in.path()), QStringList{"h6"});
}

void TestMoveInput::reselectAndDeselect() {
    MoveInput in = inputFor(test::position("W:c3=w,e3=w,f6=b"));
    QCOMPARE(int(in.click(test::square("c3"))), int(MoveInput::Outcome::Selected));
    QCOMPARE(int(in.click(test::square("e3"))), int(MoveInput::Outcome::Selected));
    QCOMPARE(in.selected(), test::square("e3"));
    QCOMPARE(int(in.click(test::square("e3"))), int(MoveInput::Outcome::Cleared));
    QVERIFY(!in.hasSelection());
    QCOMPARE(names(in.movable()), (QStringList{"c3", "e3"}));
}

namespace {

std::uint64_t hashAfter(const Position& pos, const Move& m) {
    Position after = pos;
    Undo u;
    after.make(m, u);
    return after.hash();
}

std::vector<Position> randomPositions(std::uint64_t seed, int n) {
    randompos::Generator gen(seed);
    std::vector<Position> out;
    const Rules rules[] = {Rules::Standard, Rules::Intervening, Rules::Turkish};
    for (int i = 0; i < n; ++i)
        if (auto p = parsePosition(gen.position().text(), rules[i % 3])) out.push_back(*p);
    return out;
}

} // namespace

// Clicking a move's column and then its landings in turn always ends in that move, or in one that
// leaves the same position (the only freedom the input takes): the first path in generation
// order through the landings clicked, although the input holds only one path per outcome.
void TestMoveInput::everyLegalMoveIsReachable() {
    int checked = 0;
    for (const Position& pos : randomPositions(7001, 600)) {
        MoveList list;
        generateMoves(pos, list);
        if (list.size() > 400) continue; // contrived flying-king trees: enough in the others
        for (const Move& m : list) {
            MoveInput in = inputFor(pos);
            MoveInput::Outcome last = in.click(m.from);
            int clicked = 0;
            for (; clicked < m.pathLength() && last == MoveInput::Outcome::Selected; ++clicked)
                last = in.click(m.landing[std::size_t(clicked)]);
            const QString what = QString::fromStdString(formatPosition(pos) + " " + formatMove(m));
            QVERIFY2(last == MoveInput::Outcome::Completed, qPrintable(what + ": " + in.reason()));
            QCOMPARE(hashAfter(pos, in.move()), hashAfter(pos, m));
            const Move first = *std::find_if(list.begin(), list.end(), [&](const Move& o) {
                return o.from == m.from && o.pathLength() >= clicked &&
                       std::equal(o.landing.begin(), o.landing.begin() + clicked,
                                  m.landing.begin());
            });
            QVERIFY2(in.move() == first,
                     qPrintable(what + " gives " + QString::fromStdString(formatMove(in.move()))));
            ++checked;
        }
    }
    qInfo("%d moves reached by their clicks", checked);
    QVERIFY(checked > 2000);
}

// Picking up a column and clicking where a capture ends (not a square it can land on first),
// when that settles it, gives the outcome's canonical path: the first in generation order that
// leaves that position.
void TestMoveInput::finalSquareGivesTheCanonicalPath() {
    int settled = 0, chosen = 0;
    for (const Position& pos : randomPositions(7003, 2000)) {
        MoveList list;
        generateMoves(pos, list);
        if (list.empty() || !list[0].isCapture()) continue;
        for (const Move& m : list) {
            // A square some path lands on first is taken as that landing, not as the end.
            if (std::any_of(list.begin(), list.end(), [&](const Move& o) {
                    return o.from == m.from && o.landing[0] == m.to();
                }))
                continue;
            MoveInput in = inputFor(pos);
            in.click(m.from);
            if (in.click(m.to()) != MoveInput::Outcome::Completed) continue;
            const std::uint64_t outcome = hashAfter(pos, in.move());
            const Move canonical = *std::find_if(list.begin(), list.end(), [&](const Move& o) {
                return hashAfter(pos, o) == outcome;
            });
            QVERIFY2(in.move() == canonical,
                     qPrintable(QString::fromStdString(formatPosition(pos) + ": " +
                                                       formatMove(in.move()) + ", not " +
                                                       formatMove(canonical))));
            ++settled;
            chosen += std::count_if(list.begin(), list.end(), [&](const Move& o) {
                          return hashAfter(pos, o) == outcome;
                      }) > 1;
        }
    }
    qInfo("%d captures settled by their final square, %d of them among several paths", settled,
          chosen);
    QVERIFY(settled > 1000 && chosen > 100);
}

// Whatever is clicked, a completed move is one of the legal moves.
void TestMoveInput::randomClicksNeverGiveAnIllegalMove() {
    std::mt19937 rng(99);
    int completed = 0;
    for (const Position& pos : randomPositions(7002, 400)) {
        MoveList list;
        generateMoves(pos, list);
        MoveInput in = inputFor(pos);
        for (int click = 0; click < 40; ++click) {
            Square s = Square(rng() % 64);
            if (rng() % 2 == 0 && !list.empty()) s = list[rng() % list.size()].from; // aim a little
            if (in.click(s) != MoveInput::Outcome::Completed) continue;
            QVERIFY(std::find(list.begin(), list.end(), in.move()) != list.end());
            ++completed;
        }
    }
    QVERIFY(completed > 100);
}

// A flying king beside a column of twelve men has 1,000,000 capture paths (and `bashni-cli
// moves` lists them all) but two outcomes: it lands last on b2 or on a1. The input holds one move
// per outcome and next landing, so picking the king up and completing the capture is a handful
// of moves' work, not a million.
void TestMoveInput::aMillionPathsAreTwoChoices() {
    const Position pos = test::position("W:a1=W,c3=bbbbbbbbbbbb");
    const QString toB2 = "a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2";
    QElapsedTimer timer;
    timer.start();
    MoveInput in = inputFor(pos);
    QCOMPARE(names(in.movable()), QStringList{"a1"});
    QCOMPARE(int(in.click(test::square("a1"))), int(MoveInput::Outcome::Selected));
    // Next landings beyond c3 (each reaching both outcomes), and the two final squares.
    QCOMPARE(in.candidateCount(), std::size_t(5 * 2));
    QCOMPARE(names(in.targets()), (QStringList{"a1", "b2", "d4", "e5", "f6", "g7", "h8"}));
    QCOMPARE(int(in.click(test::square("b2"))), int(MoveInput::Outcome::Completed));
    const qint64 ns = timer.nsecsElapsed();
    QCOMPARE(QString::fromStdString(formatMove(in.move())), toB2); // the canonical path
    qInfo("picked up and completed in %.3f ms", double(ns) / 1e6);

    // Back home to a1; and along a landing of the player's choice, kept in the move.
    in.click(test::square("a1"));
    QCOMPARE(int(in.click(test::square("a1"))), int(MoveInput::Outcome::Completed));
    QCOMPARE(QString::fromStdString(formatMove(in.move())),
             QString("a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:d4:a1"));
    in.click(test::square("a1"));
    QCOMPARE(int(in.click(test::square("h8"))), int(MoveInput::Outcome::Selected));
    QCOMPARE(in.candidateCount(), std::size_t(2 * 2)); // next: b2 or a1, each to both ends
    QCOMPARE(int(in.click(test::square("a1"))), int(MoveInput::Outcome::Selected));
    QCOMPARE(int(in.click(test::square("b2"))), int(MoveInput::Outcome::Completed));
    QCOMPARE(QString::fromStdString(formatMove(in.move())),
             QString("a1:h8:a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2"));
}

void TestMoveInput::noMovesWhenTheGameIsOver() {
    MoveInput in;
    in.reset(test::position("W:c3=w,f6=b"), false);
    QVERIFY(in.movable().empty());
    QCOMPARE(int(in.click(test::square("c3"))), int(MoveInput::Outcome::Refused));
    QVERIFY2(in.reason().contains("no move"), qPrintable(in.reason()));
}

// A drag is a pick-up and a drop: from whatever was selected before, the column dragged is the
// one that moves, and a column that cannot move is refused at once, for the reason a click gets.
void TestMoveInput::drops_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QStringList>("before"); // clicks before the drag
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<QString>("result"); // the move, the reason's piece, or the selection
    using O = MoveInput::Outcome;
    const QString quiet = "W:c3=w,e3=w,f6=b";
    QTest::newRow("nothing selected") << quiet << QStringList{} << "c3"
                                      << "d4" << int(O::Completed) << "c3-d4";
    QTest::newRow("the column selected") << quiet << QStringList{"c3"} << "c3"
                                         << "b4" << int(O::Completed) << "c3-b4";
    QTest::newRow("another column selected") << quiet << QStringList{"e3"} << "c3"
                                             << "d4" << int(O::Completed) << "c3-d4";
    QTest::newRow("not yours, with a selection") << quiet << QStringList{"c3"} << "f6"
                                                 << "e5" << int(O::Refused) << "not yours";
    QTest::newRow("empty square") << quiet << QStringList{} << "d4"
                                  << "e5" << int(O::Refused) << "Pick up";
    QTest::newRow("capture compulsory") << "W:c3=w,d4=b,g3=w" << QStringList{} << "g3"
                                        << "h4" << int(O::Refused) << "Capture is compulsory";
    // A path begun by clicks is let go: the drag starts the capture again.
    const QString twoJumps = "W:a1=w,b2=b,b4=b,d4=b"; // from c3 on over b4 or d4
    QTest::newRow("path begun") << twoJumps << QStringList{"a1", "c3"} << "a1"
                                << "c3" << int(O::Selected) << "a1";
    QTest::newRow("to the first landing") << twoJumps << QStringList{} << "a1"
                                          << "c3" << int(O::Selected) << "a1";
    QTest::newRow("onto another column of one's own") << quiet << QStringList{} << "c3"
                                                      << "e3" << int(O::Selected) << "e3";
}

void TestMoveInput::drops() {
    QFETCH(QString, position);
    QFETCH(QStringList, before);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, outcome);
    QFETCH(QString, result);
    MoveInput in = inputFor(test::position(position));
    for (const QString& c : before) in.click(test::square(c));
    const MoveInput::Outcome got = in.drop(test::square(from), test::square(to));
    QCOMPARE(int(got), outcome);
    switch (got) {
    case MoveInput::Outcome::Completed:
        QCOMPARE(QString::fromStdString(formatMove(in.move())), result);
        QVERIFY(!in.hasSelection());
        break;
    case MoveInput::Outcome::Refused:
        QVERIFY2(in.reason().contains(result), qPrintable(in.reason()));
        QVERIFY(!in.hasSelection()); // what was selected before the drag is let go
        break;
    default:
        QCOMPARE(in.selected(), test::square(result));
        break;
    }
}

QTEST_APPLESS_MAIN(TestMoveInput)

#include "tst_moveinput.moc"
