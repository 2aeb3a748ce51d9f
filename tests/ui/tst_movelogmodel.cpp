// ui/movelogmodel: the game's line as a table model. Rows come and go with the moves, a move of
// the board along the line signals only the two current cells, and a ply maps to a cell and back
// whoever began.
#include "core/notation.h"
#include "ui/window/movelogmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace bashni;
using namespace bashni::ui;

namespace {

void play(Game& g, std::initializer_list<const char*> moves) {
    for (const char* m : moves)
        if (!g.play(m)) qFatal("illegal test move %s", m);
}

// Every cell a dataChanged signal named, as (row, column).
QList<QPair<int, int>> changedCells(const QSignalSpy& spy) {
    QList<QPair<int, int>> cells;
    for (const QList<QVariant>& args : spy) {
        const auto from = args[0].value<QModelIndex>();
        const auto to = args[1].value<QModelIndex>();
        for (int r = from.row(); r <= to.row(); ++r)
            for (int c = from.column(); c <= to.column(); ++c) cells.append({r, c});
    }
    return cells;
}

} // namespace

class TestMoveLogModel : public QObject {
    Q_OBJECT
  private slots:
    void hugeCommentIsShownInPart();
    void rowsFollowTheLine();
    void cursorSignalsOnlyTheCurrentCells();
    void replacedLineSignalsTheChangedCells();
    void plyAndCellMapBothWays_data();
    void plyAndCellMapBothWays();
    void rolesCarryTheRecord();
    void reviewMarksShow();
};

void TestMoveLogModel::rowsFollowTheLine() {
    Game g;
    MoveLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&g);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QCOMPARE(model.rowCount(), 0);
    play(g, {"c3-d4"});
    model.sync();
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(inserted.count(), 1);
    play(g, {"f6-e5"}); // Black's reply fills the same row
    changed.clear();
    model.sync();
    QCOMPARE(inserted.count(), 1);
    QVERIFY(changedCells(changed).contains(qMakePair(0, 1)));
    QCOMPARE(model.index(0, 1).data().toString(), QString("f6-e5"));
    play(g, {"d4:f6"});
    model.sync();
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(inserted.count(), 2);
    // Taken back (the line shortened by a new move from ply 1): the second row goes.
    g.goTo(1);
    play(g, {"b6-a5"});
    model.sync();
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(model.index(0, 1).data().toString(), QString("b6-a5"));
    QCOMPARE(reset.count(), 0); // never rebuilt as a whole
}

void TestMoveLogModel::cursorSignalsOnlyTheCurrentCells() {
    Game g;
    play(g, {"c3-d4", "f6-e5", "d4:f6", "g7:e5"});
    MoveLogModel model;
    model.setGame(&g);
    QVERIFY(model.index(1, 1).data(MoveLogModel::CurrentRole).toBool());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    g.goTo(2);
    model.sync();
    QCOMPARE(changedCells(changed), (QList<QPair<int, int>>{{1, 1}, {0, 1}}));
    QVERIFY(model.index(0, 1).data(MoveLogModel::CurrentRole).toBool());
    QVERIFY(!model.index(1, 1).data(MoveLogModel::CurrentRole).toBool());
    QVERIFY(model.index(0, 1).data(Qt::FontRole).value<QFont>().bold());
    changed.clear();
    model.sync(); // nothing changed: nothing signalled
    QCOMPARE(changed.count(), 0);
}

void TestMoveLogModel::replacedLineSignalsTheChangedCells() {
    Game g;
    play(g, {"c3-d4", "f6-e5", "d4:f6", "g7:e5"});
    MoveLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&g);
    g.goTo(3);
    model.sync();
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    play(g, {"e7:g5"}); // replaces g7:e5; the cursor moves from d4:f6 to it
    model.sync();
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(1, 1).data().toString(), QString("e7:g5"));
    const auto cells = changedCells(changed);
    QVERIFY(cells.contains(qMakePair(1, 1)));
    QVERIFY(!cells.contains(qMakePair(0, 0)));
    QVERIFY(!cells.contains(qMakePair(0, 1)));
}

void TestMoveLogModel::plyAndCellMapBothWays_data() {
    QTest::addColumn<QString>("start");
    QTest::addColumn<int>("ply");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::newRow("white began, ply 1") << "" << 1 << 0 << 0;
    QTest::newRow("white began, ply 4") << "" << 4 << 1 << 1;
    QTest::newRow("black began, ply 1") << "B:c3=w,e3=w,f6=b,h6=b" << 1 << 0 << 1;
    QTest::newRow("black began, ply 2") << "B:c3=w,e3=w,f6=b,h6=b" << 2 << 1 << 0;
}

void TestMoveLogModel::plyAndCellMapBothWays() {
    QFETCH(QString, start);
    QFETCH(int, ply);
    QFETCH(int, row);
    QFETCH(int, column);
    Game g = start.isEmpty() ? Game() : Game(*parsePosition(start.toStdString(), Rules::Standard));
    for (int i = 0; i < ply; ++i) QVERIFY(g.play(g.legalMoves().front()));
    QCOMPARE(g.mover(ply), column == 0 ? Color::White : Color::Black);
    MoveLogModel model;
    model.setGame(&g);
    const QModelIndex cell = model.indexOf(ply);
    QCOMPARE(cell.row(), row);
    QCOMPARE(cell.column(), column);
    QCOMPARE(model.plyAt(cell), ply);
    QCOMPARE(cell.data(MoveLogModel::PlyRole).toInt(), ply);
    QCOMPARE(model.plyAt(model.index(0, 0)), start.isEmpty() ? 1 : 0); // Black began: empty
}

void TestMoveLogModel::rolesCarryTheRecord() {
    Game g;
    play(g, {"c3-d4"});
    g.annotation(1).comments = {"a quiet start"};
    g.annotation(1).nags = {1};
    MoveLogModel model;
    model.setGame(&g);
    const QModelIndex cell = model.indexOf(1);
    QCOMPARE(cell.data(MoveLogModel::MoveTextRole).toString(), QString("c3-d4"));
    QCOMPARE(cell.data(MoveLogModel::CommentsRole).toStringList(), QStringList{"a quiet start"});
    QCOMPARE(cell.data(MoveLogModel::NagsRole).value<QList<int>>(), QList<int>{1});
    QCOMPARE(cell.data().toString(), QString("c3-d4! \u2026")); // its glyph, marked as commented
    QCOMPARE(cell.data(Qt::ToolTipRole).toString(), QString("c3-d4!\na quiet start"));
    QVERIFY(!cell.data(Qt::ForegroundRole).isValid()); // "!" judges nothing
    // A comment added later is signalled for its cell.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    g.annotation(1).comments.push_back("second");
    model.sync();
    QCOMPARE(changedCells(changed), (QList<QPair<int, int>>{{0, 0}}));
}

// A review's marks: the glyph after the move, the judgement's colour, the engine's remark in words
// (its scores, the mover's in the record, said from White's side as the graph says them).
void TestMoveLogModel::reviewMarksShow() {
    Game g;
    play(g, {"c3-d4", "f6-g5"});
    g.annotation(2).nags = {2};
    g.annotation(2).comments = {"better f6-e5 +0.10; played -1.15"};
    g.annotation(1).nags = {6};
    MoveLogModel model;
    model.setGame(&g);
    const QModelIndex mistake = model.indexOf(2), inaccuracy = model.indexOf(1);
    QVERIFY(mistake.data().toString().startsWith("f6-g5? "));
    QVERIFY(inaccuracy.data().toString() == "c3-d4?!");
    QCOMPARE(
        mistake.data(MoveLogModel::CommentsRole).toStringList(),
        QStringList{"Better was f6-e5 (Black is better by 0.10); this move: White is better by "
                    "1.15"});
    const QColor m = mistake.data(Qt::ForegroundRole).value<QColor>();
    const QColor i = inaccuracy.data(Qt::ForegroundRole).value<QColor>();
    QVERIFY(m.isValid() && i.isValid() && m != i);
}

// A comment of megabytes (a record may have one) is shown by its start, cut between characters.
void TestMoveLogModel::hugeCommentIsShownInPart() {
    QCOMPARE(MoveLogModel::shownComment("short"), QString("short"));
    std::string big;
    while (big.size() < 5000) big += "\u0431\u0430\u0448\u043d\u0438 "; // two-byte letters
    const QString shown = MoveLogModel::shownComment(big);
    QVERIFY(shown.size() <= 2002);
    QVERIFY(shown.endsWith(QString(" \u2026")));
    QVERIFY(!shown.contains(QChar::ReplacementCharacter));
    QVERIFY(shown.startsWith(QString::fromUtf8("\u0431\u0430\u0448\u043d\u0438")));
}

QTEST_GUILESS_MAIN(TestMoveLogModel)
#include "tst_movelogmodel.moc"
