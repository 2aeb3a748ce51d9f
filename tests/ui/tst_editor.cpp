// The position editor (Game → Set Up Position) driven by clicks on its board and its buttons:
// stacking, erasing, right-clicks, the live position text, refusals with their reasons, and what
// the accepted dialog hands back.
#include "core/notation.h"
#include "tests/common/testpositions.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/theme.h"
#include "ui/board/toweritem.h"
#include "ui/dialogs/positioneditor.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace bashni;
using namespace bashni::ui;

namespace {

QString toolName(QChar piece) {
    switch (piece.toLatin1()) {
    case 'w':
        return QStringLiteral("tool-white-man");
    case 'b':
        return QStringLiteral("tool-black-man");
    case 'W':
        return QStringLiteral("tool-white-king");
    case 'B':
        return QStringLiteral("tool-black-king");
    default:
        return QStringLiteral("tool-eraser");
    }
}

} // namespace

class TestEditor : public QObject {
    Q_OBJECT
  private slots:
    void init();
    void cleanup();

    void showsTheInitialPosition();
    void stackingByClicks_data();
    void stackingByClicks();
    void eraserTakesTheTop();
    void rightClickTakesTheColumn();
    void doubleClickAddsTwoPieces();
    void dragDoesNotMoveColumns();
    void clearAndStartPosition();
    void textFollowsSideToMove();
    void refusals_data();
    void refusals();
    void twentyFifthPieceRefused();
    void accepted_data();
    void accepted();
    void refusedPositionIsNotAccepted();

  private:
    template <typename T>
    T* child(const QString& name) const {
        T* w = editor_->findChild<T*>(name);
        if (!w) qFatal("no child %s", qPrintable(name));
        return w;
    }
    void click(Square s, Qt::MouseButton button = Qt::LeftButton);
    void place(const QString& square, const QString& pieces); // "wbB": w first, so B on top
    void setUp(const QString& entries); // "d4:wb f6:B": pieces clicked in order on each square
    QString text() const { return child<QLineEdit>(QStringLiteral("position-text"))->text(); }
    QString problem() const { return child<QLabel>(QStringLiteral("problem"))->text(); }
    QString column(const QString& square) const {
        return QString::fromStdString(
            formatColumn(editor_->position().column(test::square(square))));
    }

    std::shared_ptr<Theme> theme_ = std::make_shared<Theme>();
    std::unique_ptr<PositionEditor> editor_;
};

void TestEditor::init() {
    editor_ = std::make_unique<PositionEditor>(Position(), theme_);
    editor_->resize(800, 700);
    editor_->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor_.get()));
}

void TestEditor::cleanup() {
    editor_.reset();
}

void TestEditor::click(Square s, Qt::MouseButton button) {
    BoardView* v = editor_->view();
    QTest::mouseClick(v->viewport(), button, {}, v->squareCentre(s));
}

void TestEditor::place(const QString& square, const QString& pieces) {
    for (QChar p : pieces) {
        child<QToolButton>(toolName(p))->click();
        click(test::square(square));
    }
}

void TestEditor::setUp(const QString& entries) {
    for (const QString& entry : entries.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList parts = entry.split(QLatin1Char(':'));
        place(parts[0], parts[1]);
    }
}

void TestEditor::showsTheInitialPosition() {
    auto start = *parsePosition("B:c3=wbW,f6=Bw,h8=b", Rules::Turkish);
    editor_ = std::make_unique<PositionEditor>(start, theme_);
    QCOMPARE(text(), QStringLiteral("B:c3=wbW,f6=Bw,h8=b"));
    QVERIFY(child<QRadioButton>(QStringLiteral("side-black"))->isChecked());
    QCOMPARE(child<QComboBox>(QStringLiteral("rules"))->currentText(),
             PositionEditor::tr("Turkish strike"));
    QCOMPARE(editor_->view()->boardScene()->tower(test::square("c3"))->column(),
             start.column(test::square("c3")));
    QVERIFY(!editor_->view()->accessibleName().isEmpty());
    QVERIFY(problem().isEmpty());
}

void TestEditor::stackingByClicks_data() {
    QTest::addColumn<QString>("clicks");
    QTest::addColumn<QString>("column"); // top first, as the notation writes it
    QTest::newRow("one man") << "w"
                             << "w";
    QTest::newRow("king on a man") << "wB"
                                   << "Bw";
    QTest::newRow("four kinds") << "wbWB"
                                << "BWbw";
    QTest::newRow("same colour twice") << "bbw"
                                       << "wbb";
    QTest::newRow("eraser between") << "wbxW"
                                    << "Ww";
}

void TestEditor::stackingByClicks() {
    QFETCH(QString, clicks);
    QFETCH(QString, column);
    place(QStringLiteral("d4"), clicks);
    QCOMPARE(this->column(QStringLiteral("d4")), column);
    QCOMPARE(text(), QStringLiteral("W:d4=") + column);
    // The picture agrees: drawn bottom first.
    const auto drawn = editor_->view()->boardScene()->tower(test::square("d4"))->drawnPieces();
    QString drawnText;
    for (Piece p : drawn) drawnText.prepend(QLatin1Char(pieceLetter(p)));
    QCOMPARE(drawnText, column);
}

void TestEditor::eraserTakesTheTop() {
    setUp(QStringLiteral("d4:wbB f6:b"));
    place(QStringLiteral("d4"), QStringLiteral("x"));
    QCOMPARE(column(QStringLiteral("d4")), QStringLiteral("bw"));
    place(QStringLiteral("d4"), QStringLiteral("xx"));
    QCOMPARE(column(QStringLiteral("d4")), QString());
    click(test::square("d4")); // the eraser on an empty square does nothing
    QCOMPARE(text(), QStringLiteral("W:f6=b"));
}

void TestEditor::rightClickTakesTheColumn() {
    setUp(QStringLiteral("d4:wbWB c3:w"));
    click(test::square("d4"), Qt::RightButton);
    QCOMPARE(text(), QStringLiteral("W:c3=w"));
    QVERIFY(editor_->view()->boardScene()->tower(test::square("d4"))->column().empty());
    click(test::square("e5"), Qt::RightButton); // an empty square: nothing to take
    QCOMPARE(text(), QStringLiteral("W:c3=w"));
}

void TestEditor::doubleClickAddsTwoPieces() {
    child<QToolButton>(QStringLiteral("tool-black-king"))->click();
    BoardView* v = editor_->view();
    // Through the window, as the platform delivers it: the second press of a double click
    // reaches the widget as a double-click event only.
    const QPoint e5 = v->viewport()->mapTo(editor_.get(), v->squareCentre(test::square("e5")));
    QTest::mouseDClick(editor_->windowHandle(), Qt::LeftButton, {}, e5);
    QCOMPARE(column(QStringLiteral("e5")), QStringLiteral("BB"));
}

void TestEditor::dragDoesNotMoveColumns() {
    setUp(QStringLiteral("c3:w"));
    BoardView* v = editor_->view();
    const QPoint from = v->squareCentre(test::square("c3")),
                 to = v->squareCentre(test::square("e3"));
    QTest::mousePress(v->viewport(), Qt::LeftButton, {}, from);
    for (int i = 1; i <= 5; ++i) QTest::mouseMove(v->viewport(), from + (to - from) * i / 5);
    QTest::mouseRelease(v->viewport(), Qt::LeftButton, {}, to);
    QCOMPARE(text(), QStringLiteral("W:c3=ww")); // the press added one piece, the drop nothing
}

void TestEditor::clearAndStartPosition() {
    setUp(QStringLiteral("d4:wb"));
    child<QRadioButton>(QStringLiteral("side-black"))->click();
    child<QPushButton>(QStringLiteral("start-position"))->click();
    QCOMPARE(text(), QString::fromStdString(formatPosition(Position::start())));
    QVERIFY(editor_->position() == Position::start());
    QVERIFY(problem().isEmpty());
    child<QPushButton>(QStringLiteral("clear-board"))->click();
    QCOMPARE(text(), QStringLiteral("W:"));
    QVERIFY(editor_->position().occupied() == 0);
    QVERIFY(editor_->view()->boardScene()->tower(test::square("a1"))->column().empty());
}

void TestEditor::textFollowsSideToMove() {
    setUp(QStringLiteral("c3:w f6:b"));
    QCOMPARE(text(), QStringLiteral("W:c3=w,f6=b"));
    child<QRadioButton>(QStringLiteral("side-black"))->click();
    QCOMPARE(text(), QStringLiteral("B:c3=w,f6=b"));
    QCOMPARE(editor_->position().sideToMove(), Color::Black);
}

void TestEditor::refusals_data() {
    QTest::addColumn<QString>("entries");
    QTest::addColumn<bool>("blackToMove");
    QTest::addColumn<QString>("reason"); // part of the message; empty: the position is accepted

    QTest::newRow("white man commands on rank 8") << "b8:w f6:b" << false << "rank 8";
    QTest::newRow("black man commands on rank 1") << "a1:b e5:w" << true << "rank 1";
    QTest::newRow("13 white pieces") << "d4:wwwwwwwwwwwww f6:b" << false << "more than 12 white";
    QTest::newRow("13 black in columns")
        << "a7:bbbbbb c7:bbbbbbb d4:w" << false << "more than 12 black";
    QTest::newRow("empty board") << "" << false << "empty";
    QTest::newRow("side to move has no pieces")
        << "d4:b" << false << "White is to move but has no move";
    QTest::newRow("side to move commands nothing") << "d4:wB" << false << "has no move";
    QTest::newRow("black commands nothing") << "d4:bW" << true << "has no move";
    QTest::newRow("side to move blocked") << "a1:w b2:b c3:b" << false << "has no move";

    QTest::newRow("buried men anywhere") << "b8:wB a1:bW" << false << "";
    QTest::newRow("kings on the far rank") << "b8:W a1:B" << true << "";
    QTest::newRow("only the side to move") << "c3:w" << false << "";
    QTest::newRow("12 a side in one column") << "d4:bwbwbwbwbwbwbwbwbwbwbwbw" << false << "";
}

void TestEditor::refusals() {
    QFETCH(QString, entries);
    QFETCH(bool, blackToMove);
    QFETCH(QString, reason);
    setUp(entries);
    if (blackToMove) child<QRadioButton>(QStringLiteral("side-black"))->click();
    const bool accepted = reason.isEmpty();
    if (accepted)
        QVERIFY2(problem().isEmpty(), qPrintable(problem()));
    else
        QVERIFY2(problem().contains(reason), qPrintable(problem()));
    QCOMPARE(child<QPushButton>(QStringLiteral("play"))->isEnabled(), accepted);
    QCOMPARE(child<QPushButton>(QStringLiteral("analyse"))->isEnabled(), accepted);
    // The text is shown even for a refused position (it is what the user is building).
    QCOMPARE(text().startsWith(blackToMove ? QStringLiteral("B:") : QStringLiteral("W:")), true);
}

void TestEditor::twentyFifthPieceRefused() {
    place(QStringLiteral("d4"), QStringLiteral("bw").repeated(12));
    QVERIFY(problem().isEmpty());
    QCOMPARE(editor_->position().column(test::square("d4")).height(), MaxColumnHeight);
    place(QStringLiteral("d4"), QStringLiteral("W"));
    QCOMPARE(editor_->position().column(test::square("d4")).height(), MaxColumnHeight);
    QCOMPARE(editor_->position().column(test::square("d4")).top(), Piece::WhiteMan);
    QVERIFY(child<QLabel>(QStringLiteral("notice"))->text().contains(QLatin1String("24")));
    place(QStringLiteral("c3"), QStringLiteral("x")); // the next click clears the notice
    QVERIFY(child<QLabel>(QStringLiteral("notice"))->text().isEmpty());
}

void TestEditor::accepted_data() {
    QTest::addColumn<int>("rules");
    QTest::addColumn<bool>("blackToMove");
    QTest::addColumn<QString>("button");
    QTest::addColumn<int>("then");
    const auto play = int(PositionEditor::Then::Play), analyse = int(PositionEditor::Then::Analyse);
    QTest::newRow("standard, white, play") << int(Rules::Standard) << false << "play" << play;
    QTest::newRow("intervening, black, analyse")
        << int(Rules::Intervening) << true << "analyse" << analyse;
    QTest::newRow("turkish, black, play") << int(Rules::Turkish) << true << "play" << play;
    QTest::newRow("turkish, white, analyse")
        << int(Rules::Turkish) << false << "analyse" << analyse;
}

void TestEditor::accepted() {
    QFETCH(int, rules);
    QFETCH(bool, blackToMove);
    QFETCH(QString, button);
    QFETCH(int, then);
    setUp(QStringLiteral("c3:w e5:bw g7:wB"));
    auto* combo = child<QComboBox>(QStringLiteral("rules"));
    combo->setCurrentIndex(combo->findData(rules));
    child<QRadioButton>(blackToMove ? QStringLiteral("side-black") : QStringLiteral("side-white"))
        ->click();
    child<QPushButton>(button)->click();

    QCOMPARE(editor_->result(), int(QDialog::Accepted));
    QCOMPARE(int(editor_->then()), then);
    const Position pos = editor_->position();
    QCOMPARE(int(pos.rules()), rules);
    QCOMPARE(QString::fromStdString(formatPosition(pos)),
             QString(blackToMove ? "B" : "W") + ":c3=w,e5=wb,g7=Bw");
    QCOMPARE(pos.hash(), pos.computeHash());
}

void TestEditor::refusedPositionIsNotAccepted() {
    setUp(QStringLiteral("b8:w"));
    child<QPushButton>(QStringLiteral("play"))->click();
    child<QPushButton>(QStringLiteral("analyse"))->click();
    QVERIFY(editor_->isVisible());
    QCOMPARE(editor_->result(), int(QDialog::Rejected));
    place(QStringLiteral("b8"), QStringLiteral("x"));
    setUp(QStringLiteral("d4:W"));
    child<QPushButton>(QStringLiteral("analyse"))->click();
    QVERIFY(!editor_->isVisible());
    QCOMPARE(editor_->result(), int(QDialog::Accepted));
    QCOMPARE(editor_->then(), PositionEditor::Then::Analyse);
    QCOMPARE(QString::fromStdString(formatPosition(editor_->position())), QStringLiteral("W:d4=W"));
}

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
