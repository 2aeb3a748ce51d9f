// The analysis dock driven through the real window: the best lines of the position on the
// board, a chosen line marked on the board, the analysis following the board, and stopping.
#include "core/engine/search.h"
#include "core/movegen.h"
#include "tests/common/testpositions.h"
#include "ui/board/boardscene.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/game/gamecontroller.h"
#include "ui/review/analysispanel.h"
#include "ui/review/evalbar.h"
#include "ui/window/mainwindow.h"
#include "ui/window/movelog.h"

#include <QAbstractButton>
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <memory>
#include <set>

using namespace bashni;
using namespace bashni::ui;

namespace {

// White to move wins: two kings against a lone man.
constexpr const char* WonForWhite = "W:c1=W,e1=W,h6=b";

} // namespace

class TestAnalysisPanel : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();

    void panelIsADockOnTheRight();
    void showsTheBestLinesOfThePosition();
    void aForcedWinFillsTheBar();
    void aClickedLineIsMarkedOnTheBoard();
    void fewerLinesKeepTheChoice();
    void followsTheBoard();
    void theComputerRepliesFirst();
    void stoppingRemovesTheMark();
    void oneLineByPreference();
    void threadsByPreference();

  private:
    const Game& game() const { return w_->controller()->game(); }
    AnalysisPanel* panel() const { return w_->analysisPanel(); }
    void load(const char* position) {
        w_->controller()->loadGame(Game(test::position(position)), w_->controller()->setup());
    }
    void play(const QString& moves) {
        for (const QString& m : moves.split(' ')) QVERIFY(w_->controller()->playTyped(m));
    }
    // The panel shows `count` lines of the position on the board (fewer if it has fewer moves),
    // each starting with a legal move there.
    bool showsLinesOfTheBoard(int count) const {
        MoveList moves;
        generateDistinctMoves(game().position(), moves);
        count = std::min(count, int(moves.size()));
        const AnalysisReport& r = panel()->report();
        if (panel()->lineCount() != count || r.sideToMove != game().sideToMove()) return false;
        for (const AnalysisLine& line : r.lines)
            if (line.moves.empty() || !findLegalMove(game().position(), line.moves.front()))
                return false;
        return true;
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> w_;
};

void TestAnalysisPanel::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_analysispanel");
    QSettings().clear();
    Settings().setAnimationMs(0);
}

void TestAnalysisPanel::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    w_ = std::make_unique<MainWindow>(dir_->filePath("autosave.pdn"));
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    NewGameChoice humans;
    humans.opponents = Opponents::HumanVsHuman;
    w_->startGame(humans);
}

void TestAnalysisPanel::cleanup() {
    w_.reset();
    QSettings().clear();
    Settings().setAnimationMs(0);
}

void TestAnalysisPanel::panelIsADockOnTheRight() {
    auto* dock = w_->findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    QVERIFY(dock);
    QCOMPARE(dock->widget(), panel());
    QCOMPARE(panel()->objectName(), QStringLiteral("analysisPanel"));
    QCOMPARE(w_->dockWidgetArea(dock), Qt::RightDockWidgetArea);
    // Closed until analysis is asked for, then open; the View menu closes it.
    QVERIFY(!dock->isVisible());
    w_->action(QStringLiteral("analyse"))->trigger();
    QVERIFY(dock->isVisible());
    w_->action(QStringLiteral("analyse"))->trigger(); // stops; the panel stays
    QVERIFY(dock->isVisible());
    QAction* toggle = w_->action(QStringLiteral("analysisView"));
    QVERIFY(toggle);
    toggle->trigger();
    QVERIFY(!dock->isVisible());
    // The move log keeps its replay buttons but no longer has an analysis line.
    for (auto* b : w_->moveLog()->findChildren<QAbstractButton*>())
        QVERIFY(!b->text().contains(QStringLiteral("Analyse")));
}

void TestAnalysisPanel::showsTheBestLinesOfThePosition() {
    play("c3-d4 b6-a5");
    auto* button = panel()->findChild<QPushButton*>(QStringLiteral("analyseButton"));
    QVERIFY(button);
    button->click(); // the panel's button is the "analyse" action's
    QVERIFY(w_->controller()->analysing());
    QVERIFY(panel()->running());
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfTheBoard(3) && panel()->report().depth >= 4, 10000);

    const AnalysisReport r = panel()->report();
    std::set<std::string> first;
    for (const AnalysisLine& line : r.lines) first.insert(formatMove(line.moves.front()));
    QCOMPARE(int(first.size()), 3); // three different moves
    for (std::size_t i = 1; i < r.lines.size(); ++i)
        QVERIFY(r.lines[i - 1].score >= r.lines[i].score); // best first
    QVERIFY(panel()->header()->text().contains(QString::number(r.depth)));
    for (int i = 0; i < 3; ++i) {
        QLabel* label = panel()->lineLabel(i);
        QVERIFY(label->isVisible());
        QVERIFY(label->wordWrap());
        const QString firstMove = test::moveText(r.lines[std::size_t(i)].moves.front());
        const QString last = test::moveText(r.lines[std::size_t(i)].moves.back());
        QVERIFY(label->accessibleDescription().endsWith(last)); // the whole line
        QVERIFY(label->toolTip().endsWith(last));
        // Shown: its first moves, in at most two lines of text.
        QVERIFY(label->text().contains(QString(firstMove).replace('-', QChar(0x2011))));
        QVERIFY(label->heightForWidth(label->width()) <=
                AnalysisPanel::TextLinesALine * label->fontMetrics().lineSpacing() +
                    2 * label->margin());
    }
    QVERIFY(!w_->controller()->hint().empty()); // the best move is marked
    QVERIFY(!w_->scene()->marks().hint.empty());
    QVERIFY(!w_->action(QStringLiteral("hint"))->isEnabled()); // the mark is the hint
    button->click();
    QVERIFY(w_->action(QStringLiteral("hint"))->isEnabled());
    QVERIFY(!w_->controller()->analysing());
}

void TestAnalysisPanel::aForcedWinFillsTheBar() {
    load(WonForWhite);
    w_->action(QStringLiteral("analyse"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(panel()->lineCount() > 0 &&
                                 panel()->report().lines.front().score > engine::WinBound,
                             20000);
    QVERIFY(panel()->lineLabel(0)->text().contains(QStringLiteral("White wins in")));
    QCOMPARE(EvalBar::whiteShare(*panel()->bar()->score()), 1.0);
}

void TestAnalysisPanel::aClickedLineIsMarkedOnTheBoard() {
    w_->action(QStringLiteral("analyse"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfTheBoard(3) && panel()->report().depth >= 3, 10000);
    const Move second = panel()->report().lines[1].moves.front();
    QTest::mouseClick(panel()->lineLabel(1), Qt::LeftButton);
    QCOMPARE(panel()->chosenLine(), 1);
    QCOMPARE(w_->controller()->hint(), std::vector<Move>{second});
    QVERIFY(!w_->scene()->marks().hint.empty());
    // Deeper iterations keep marking the chosen line's move.
    const int depth = panel()->report().depth;
    QTRY_VERIFY_WITH_TIMEOUT(panel()->report().depth > depth, 10000);
    QCOMPARE(w_->controller()->hint(), std::vector<Move>{panel()->report().lines[1].moves.front()});
    // Enter on the first line goes back to the best move.
    panel()->lineLabel(0)->setFocus();
    QTest::keyClick(panel()->lineLabel(0), Qt::Key_Return);
    QCOMPARE(panel()->chosenLine(), 0);
    QCOMPARE(w_->controller()->hint().front(), panel()->report().lines[0].moves.front());
}

// An iteration with fewer lines than the one chosen marks its last line (the controller marks
// that line's move), and the chosen line is marked again when an iteration has it.
void TestAnalysisPanel::fewerLinesKeepTheChoice() {
    AnalysisPanel panel;
    panel.resize(300, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    MoveList moves;
    generateMoves(Position::start(), moves);
    const auto report = [&](int count) {
        AnalysisReport r;
        r.depth = 5;
        for (int i = 0; i < count; ++i) r.lines.push_back({{moves[std::size_t(i)]}, 50 - 10 * i});
        return r;
    };
    const auto marked = [&] {
        QList<int> found;
        for (int i = 0; i < panel.lineCount(); ++i)
            if (panel.lineLabel(i)->backgroundRole() == QPalette::Highlight) found << i;
        return found;
    };
    panel.showStarted();
    panel.showReport(report(3));
    QSignalSpy chosen(&panel, &AnalysisPanel::lineChosen);
    QTest::mouseClick(panel.lineLabel(2), Qt::LeftButton);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.front().front().toInt(), 2);
    QCOMPARE(marked(), QList<int>{2});
    panel.showReport(report(2));
    QCOMPARE(panel.chosenLine(), 1);
    QCOMPARE(marked(), QList<int>{1});
    panel.showReport(report(3));
    QCOMPARE(panel.chosenLine(), 2);
    QCOMPARE(marked(), QList<int>{2});
}

void TestAnalysisPanel::followsTheBoard() {
    play("c3-d4 f6-g5 g3-f4 b6-a5");
    w_->action(QStringLiteral("analyse"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfTheBoard(3), 10000);
    w_->controller()->goToPly(1); // back in the game: Black to move
    QVERIFY(w_->controller()->analysing());
    QCOMPARE(panel()->lineCount(), 0); // the old position's lines are gone at once
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfTheBoard(3), 10000);
    QCOMPARE(panel()->report().sideToMove, Color::Black);
    w_->controller()->goToPly(4);
    w_->action(QStringLiteral("undo"))->trigger();
    QCOMPARE(game().currentPly(), 3);
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfTheBoard(3), 10000);
    // A move on the board: the analysis goes on from the position after it.
    const Move best = panel()->report().lines.front().moves.front();
    QVERIFY(w_->controller()->playMove(best));
    QCOMPARE(game().currentPly(), 4);
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfTheBoard(3), 10000);
    QVERIFY(w_->controller()->analysing());
}

void TestAnalysisPanel::theComputerRepliesFirst() {
    NewGameChoice choice;
    choice.opponents = Opponents::HumanVsComputer;
    choice.side = HumanSide::White;
    choice.level = 1;
    w_->startGame(choice);
    w_->action(QStringLiteral("analyse"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfTheBoard(3), 10000);
    play("c3-d4");
    QTRY_COMPARE_WITH_TIMEOUT(game().plyCount(), 2, 10000); // the computer's reply
    QVERIFY(w_->controller()->analysing());
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfTheBoard(3) && game().sideToMove() == Color::White, 10000);
}

void TestAnalysisPanel::stoppingRemovesTheMark() {
    w_->action(QStringLiteral("analyse"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!w_->controller()->hint().empty(), 10000);
    QVERIFY(!w_->scene()->marks().hint.empty());
    w_->action(QStringLiteral("analyse"))->trigger();
    QVERIFY(!w_->controller()->analysing());
    QVERIFY(w_->controller()->hint().empty());
    QVERIFY(w_->scene()->marks().hint.empty());
    // The last lines stay, greyed; a click on them marks nothing.
    QVERIFY(!panel()->running());
    QVERIFY(panel()->lineCount() > 0);
    QVERIFY(!panel()->lineLabel(0)->isEnabled());
    QTest::mouseClick(panel()->lineLabel(0), Qt::LeftButton);
    QVERIFY(w_->controller()->hint().empty());
    // Once the board shows another position they go.
    play("c3-d4");
    QCOMPARE(panel()->lineCount(), 0);
    QVERIFY(!w_->controller()->analysing());
}

void TestAnalysisPanel::oneLineByPreference() {
    w_->action(QStringLiteral("preferences"))->trigger();
    auto* dialog = w_->findChild<PreferencesDialog*>();
    QVERIFY(dialog);
    auto* lines = dialog->findChild<QSpinBox*>(QStringLiteral("analysisLines"));
    QVERIFY(lines);
    QCOMPARE(lines->value(), 3); // the default
    lines->setValue(1);
    QCOMPARE(Settings().analysisLines(), 1);
    dialog->close();
    QCOMPARE(w_->controller()->analysisLines(), 1);

    w_->action(QStringLiteral("analyse"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfTheBoard(1) && panel()->report().depth >= 6, 10000);
    QVERIFY(panel()->lineLabel(0)->isVisible());
    QVERIFY(!panel()->lineLabel(1)->isVisible());
}

// The analysis searches with the threads the preference asks for, up to the machine's cores,
// and shows its lines as with one.
void TestAnalysisPanel::threadsByPreference() {
    w_->action(QStringLiteral("preferences"))->trigger();
    auto* dialog = w_->findChild<PreferencesDialog*>();
    QVERIFY(dialog);
    auto* threads = dialog->findChild<QSpinBox*>(QStringLiteral("analysisThreads"));
    QVERIFY(threads);
    QCOMPARE(threads->value(), 1); // the default
    QCOMPARE(threads->minimum(), 1);
    QCOMPARE(threads->maximum(), std::clamp(QThread::idealThreadCount(), 1, engine::MaxThreads));
    threads->setValue(threads->maximum());
    QCOMPARE(Settings().analysisThreads(), threads->maximum());
    dialog->close();
    QCOMPARE(w_->controller()->analysisThreads(), threads->maximum());

    w_->action(QStringLiteral("analyse"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(showsLinesOfTheBoard(3) && panel()->report().depth >= 6, 10000);
    QVERIFY(panel()->lineLabel(0)->isVisible());
}

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
