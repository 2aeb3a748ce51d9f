// Clocks and the player panel in the real window: a flag that falls, pausing, undo, a restart
// through the autosave, records with clock comments, and who plays whom on screen. The clocks
// run on a time the test moves (tests/common/faketime.h), so every amount is exact and no test
// waits for real time; only the computer's answers are waited for.
#include "core/pdn.h"
#include "tests/common/faketime.h"
#include "tests/common/testpositions.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/timecontroledit.h"
#include "ui/game/gamecontroller.h"
#include "ui/window/mainwindow.h"
#include "ui/window/playerpanel.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace bashni;
using namespace bashni::ui;

namespace {

NewGameChoice humans(const TimeControl& tc) {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsHuman;
    c.timeControl = tc;
    return c;
}

} // namespace

class TestClocks : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void cleanup();

    void clockText_data();
    void clockText();
    void timeControlEditRoundTrips_data();
    void timeControlEditRoundTrips();
    void newGameDialogChoosesTheClock();
    void panelShowsWhoPlaysWhom();
    void panelFollowsTheBoardsOrientation();
    void flagFallsOnAShortClock();
    void flagFallsOnAMovesOwnTime();
    void lowTimeWarnsOnce();
    void pauseStopsBothClocksAndTheBoard();
    void undoRestoresTheClocksOfItsPly();
    void replayCostsTimeButDoesNotResetIt();
    void clocksSurviveARestart();
    void clockCommentsRoundTripThroughAFile();
    void openedTimedGameStartsPaused();
    void computerPlaysUnderAClock();
    void noAnalysisOnTheComputersClock();
    void drawOfferedWhileLookingBackRunsTheClockOn();
    void resigningKeepsTheTimeUsed();

  private:
    void start(const NewGameChoice& choice) {
        w_->startGame(choice);
        QCOMPARE(game().timeControl(), choice.timeControl);
    }
    void makeWindow() {
        w_ = std::make_unique<MainWindow>(dir_->filePath("autosave.pdn"));
        w_->controller()->setTimeSource(*time_);
        w_->resize(900, 700);
        w_->show();
        QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    }
    void advance(Milliseconds ms) { time_->advance(ms); }
    Milliseconds shown(Color side) const { return controller()->clockShown(side).value(); }
    void click(const char* square) {
        QTest::mouseClick(w_->view()->viewport(), Qt::LeftButton, {},
                          w_->view()->squareCentre(test::square(square)));
    }
    void play(const char* from, const char* to) {
        const int ply = game().currentPly();
        click(from);
        click(to);
        QCOMPARE(game().currentPly(), ply + 1);
    }
    const Game& game() const { return w_->controller()->game(); }
    GameController* controller() const { return w_->controller(); }
    PlayerPanel* panel() const { return w_->playerPanel(); }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<test::FakeTime> time_; // outlives the window
    std::unique_ptr<MainWindow> w_;
};

void TestClocks::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_clocks");
    QSettings().clear();
    Settings().setAnimationMs(0);
}

void TestClocks::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    time_ = std::make_unique<test::FakeTime>();
    makeWindow();
}

void TestClocks::cleanup() {
    w_.reset();
    time_.reset();
    dir_.reset();
    QSettings().clear();
    Settings().setAnimationMs(0);
}

void TestClocks::clockText_data() {
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("text");
    QTest::newRow("five minutes") << qint64(300'000) << "5:00";
    QTest::newRow("just under") << qint64(299'999) << "4:59";
    QTest::newRow("an hour and more") << qint64(3'723'000) << "1:02:03";
    QTest::newRow("ten seconds") << qint64(10'000) << "0:10";
    QTest::newRow("tenths below ten") << qint64(9'399) << "0:09.3";
    QTest::newRow("nothing left") << qint64(0) << "0:00.0";
    QTest::newRow("overdrawn") << qint64(-500) << "0:00.0";
}

void TestClocks::clockText() {
    QFETCH(qint64, ms);
    QFETCH(QString, text);
    QCOMPARE(ui::clockText(ms), text);
}

void TestClocks::timeControlEditRoundTrips_data() {
    QTest::addColumn<QString>("tag");
    QTest::addColumn<QString>("shown");
    QTest::newRow("none") << "-"
                          << "No clock";
    QTest::newRow("preset") << "300+3"
                            << "5 min + 3 s";
    QTest::newRow("custom Fischer") << "420+4"
                                    << "Other: minutes and seconds a move";
    QTest::newRow("per move") << "45/move"
                              << "Other: a fixed time for every move";
}

// Whatever the control shows, it gives back the same time control.
void TestClocks::timeControlEditRoundTrips() {
    QFETCH(QString, tag);
    QFETCH(QString, shown);
    const TimeControl tc = parseTimeControl(tag.toStdString()).value();
    TimeControlEdit edit(tc);
    QCOMPARE(edit.choice()->currentText(), shown);
    QCOMPARE(edit.value(), tc);
}

void TestClocks::newGameDialogChoosesTheClock() {
    NewGameDialog dialog(humans(TimeControl::none()));
    auto* combo = dialog.findChild<QComboBox*>("timeControl");
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findText("3 min + 2 s"));
    QCOMPARE(dialog.choice().timeControl, TimeControl::fischer(180'000, 2'000));
    combo->setCurrentIndex(combo->findText("Other: minutes and seconds a move"));
    auto* minutes = dialog.findChild<QDoubleSpinBox*>("minutes");
    auto* increment = dialog.findChild<QDoubleSpinBox*>("increment");
    QVERIFY(minutes && increment && !minutes->isHidden());
    minutes->setValue(2.5);
    increment->setValue(1);
    QCOMPARE(dialog.choice().timeControl, TimeControl::fischer(150'000, 1'000));
    QCOMPARE(QString::fromStdString(formatTimeControl(dialog.choice().timeControl)),
             QString("150+1"));
}

void TestClocks::panelShowsWhoPlaysWhom() {
    Settings().setPlayerName("Ada");
    NewGameChoice c;
    c.opponents = Opponents::HumanVsComputer;
    c.side = HumanSide::White;
    c.level = 7;
    c.timeControl = TimeControl::fischer(300'000, 3'000);
    start(c);
    advance(1'234);
    controller()->setPaused(true);
    QCOMPARE(panel()->name(Color::White), QString("Ada"));
    QCOMPARE(panel()->name(Color::Black), QString("Computer (level 7)"));
    QVERIFY(panel()->highlighted(Color::White));
    QVERIFY(!panel()->highlighted(Color::Black));
    // White's clock ran before the pause, Black's did not.
    QCOMPARE(shown(Color::White), Milliseconds(300'000 - 1'234));
    QCOMPARE(panel()->clock(Color::White), QString("4:58"));
    QCOMPARE(panel()->clock(Color::Black), QString("5:00"));
    QVERIFY(panel()->status().contains("Paused"));
    // Without a name the lone human is "You"; an untimed game shows no clocks.
    Settings().setPlayerName("");
    c.timeControl = TimeControl::none();
    start(c);
    QCOMPARE(panel()->name(Color::White), QString("You"));
    QVERIFY(panel()->clock(Color::White).isEmpty());
    QVERIFY(panel()->status().isEmpty());
}

void TestClocks::panelFollowsTheBoardsOrientation() {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsComputer;
    c.side = HumanSide::Black;
    c.level = 1;
    start(c);
    QVERIFY(w_->scene()->isFlipped());
    QVERIFY(panel()->whiteOnTop()); // the computer across the board
    w_->action("flip")->trigger();
    QVERIFY(!panel()->whiteOnTop());
    w_->action("flip")->trigger();
}

// The flag falls at the tick that finds the time gone, even if nobody moves.
void TestClocks::flagFallsOnAShortClock() {
    start(humans(TimeControl::fischer(400, 0)));
    advance(399);
    QCOMPARE(game().ending(), Ending::None);
    QCOMPARE(shown(Color::White), Milliseconds(1));
    QVERIFY(controller()->clockRunning());
    advance(1);
    QCOMPARE(game().ending(), Ending::TimeForfeit);
    QCOMPARE(game().loser(), Color::White);
    QCOMPARE(game().result(), Result::BlackWins);
    QCOMPARE(panel()->clock(Color::White), QString("0:00.0"));
    QCOMPARE(panel()->clock(Color::Black), QString("0:00.4"));
    QCOMPARE(w_->turnText(), QString("White lost on time: Black wins."));
    QCOMPARE(panel()->status(), w_->turnText());
    QVERIFY(!panel()->highlighted(Color::White) && !panel()->highlighted(Color::Black));
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = w_->findChild<QMessageBox*>("gameOverBox")) != nullptr);
    QVERIFY(box->text().contains("lost on time"));
    box->close();
    QCOMPARE(panel()->status(), QString("White lost on time: Black wins.")); // stays in sight
    QVERIFY(!controller()->clockRunning());
    QVERIFY(!time_->beating());
    // The record says so.
    const std::string pdn = writePdn(game());
    QVERIFY(pdn.find("[Termination \"time forfeit\"]") != std::string::npos);
    QVERIFY(pdn.find("[TimeControl \"0.4+0\"]") != std::string::npos);
}

// A fixed time for every move: each move starts with all of it, and a move that takes it all loses.
void TestClocks::flagFallsOnAMovesOwnTime() {
    start(humans(TimeControl::perMove(5'000)));
    advance(3'000);
    QCOMPARE(shown(Color::White), Milliseconds(2'000));
    play("c3", "d4");
    QCOMPARE(game().clock(1), std::optional<Milliseconds>(2'000)); // what was left of it
    QCOMPARE(shown(Color::Black), Milliseconds(5'000));
    QCOMPARE(shown(Color::White), Milliseconds(5'000)); // its next move's
    advance(4'900);
    QCOMPARE(game().ending(), Ending::None);
    advance(100);
    QCOMPARE(game().ending(), Ending::TimeForfeit);
    QCOMPARE(game().loser(), Color::Black);
}

// Below ten seconds a human's clock shows tenths, and says so once.
void TestClocks::lowTimeWarnsOnce() {
    QSignalSpy low(controller(), &GameController::lowTime);
    start(humans(TimeControl::fischer(10'300, 0)));
    QCOMPARE(panel()->clock(Color::White), QString("0:10")); // whole seconds above ten
    advance(300);
    QCOMPARE(panel()->clock(Color::White), QString("0:10")); // ten seconds are not below ten
    QCOMPARE(low.count(), 0);
    advance(100);
    QCOMPARE(low.count(), 1);
    QCOMPARE(panel()->clock(Color::White), QString("0:09.9"));
    controller()->setPaused(true);
    QCOMPARE(panel()->clock(Color::White), QString("0:09.9"));
    controller()->setPaused(false);
    advance(1'000);
    QCOMPARE(panel()->clock(Color::White), QString("0:08.9"));
    QCOMPARE(low.count(), 1); // said once, not on every tick
}

void TestClocks::pauseStopsBothClocksAndTheBoard() {
    start(humans(TimeControl::fischer(60'000, 0)));
    QVERIFY(controller()->clockRunning());
    advance(500);
    QAction* pause = w_->action("pause");
    QCOMPARE(pause->shortcut(), QKeySequence(Qt::Key_P));
    pause->trigger();
    QVERIFY(controller()->paused() && pause->isChecked());
    QVERIFY(!controller()->clockRunning());
    QCOMPARE(shown(Color::White), Milliseconds(59'500));
    QCOMPARE(shown(Color::Black), Milliseconds(60'000));
    advance(10'000);
    QCOMPARE(shown(Color::White), Milliseconds(59'500));
    QCOMPARE(shown(Color::Black), Milliseconds(60'000));
    // The board takes no move while paused, and says why.
    click("c3");
    QVERIFY(w_->statusBar()->currentMessage().contains("paused"));
    QCOMPARE(game().currentPly(), 0);
    // A dialog does not pause: only the action does.
    pause->trigger();
    QVERIFY(!controller()->paused() && controller()->clockRunning());
    advance(250);
    QCOMPARE(shown(Color::White), Milliseconds(59'250));
    play("c3", "d4");
    QCOMPARE(game().clock(1), std::optional<Milliseconds>(59'250));
}

// A move is charged what it took, and given the increment; undo gives back its ply's clocks.
void TestClocks::undoRestoresTheClocksOfItsPly() {
    start(humans(TimeControl::fischer(300'000, 3'000)));
    advance(50);
    play("c3", "d4");
    const Milliseconds whiteAfter = 300'000 - 50 + 3'000;
    QCOMPARE(game().clock(1), std::optional<Milliseconds>(whiteAfter));
    advance(1'270);
    play("f6", "e5");
    QCOMPARE(game().clock(2), std::optional<Milliseconds>(300'000 - 1'270 + 3'000));
    advance(400);
    w_->action("undo")->trigger(); // between humans: one ply
    QCOMPARE(game().currentPly(), 1);
    QCOMPARE(game().clockAt(Color::Black), Milliseconds(300'000)); // as before its move
    QCOMPARE(game().clockAt(Color::White), whiteAfter);
    QCOMPARE(shown(Color::White), whiteAfter);
    QCOMPARE(shown(Color::Black), Milliseconds(300'000)); // its move again, from its start
    advance(20);
    QCOMPARE(shown(Color::Black), Milliseconds(300'000 - 20));
    QCOMPARE(shown(Color::White), whiteAfter);
}

// Looking back through the moves stops the clock of the side to move, and coming back to the end
// does not give back what had been used before.
void TestClocks::replayCostsTimeButDoesNotResetIt() {
    start(humans(TimeControl::fischer(300'000, 0)));
    play("c3", "d4");
    advance(100);
    controller()->goToPly(0);
    QVERIFY(controller()->browsing());
    QVERIFY(!controller()->clockRunning());
    advance(5'000); // not charged
    controller()->goToPly(1);
    QCOMPARE(game().currentMoveUsedMs(), Milliseconds(100));
    QVERIFY(controller()->clockRunning());
    QCOMPARE(shown(Color::Black), Milliseconds(300'000 - 100));
    advance(50);
    QCOMPARE(shown(Color::Black), Milliseconds(300'000 - 150));
}

void TestClocks::clocksSurviveARestart() {
    start(humans(TimeControl::fischer(300'000, 3'000)));
    play("c3", "d4");
    advance(1'000);
    controller()->setPaused(true); // charges the time so far
    QCOMPARE(game().currentMoveUsedMs(), Milliseconds(1'000));
    controller()->setPaused(false);
    advance(234);
    QCOMPARE(game().clock(1), std::optional<Milliseconds>(303'000));
    w_->close(); // quitting with the clock running charges it too
    w_.reset();
    makeWindow(); // the same autosave
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(game().timeControl(), TimeControl::fischer(300'000, 3'000));
    QCOMPARE(game().clock(1), std::optional<Milliseconds>(303'000));
    QCOMPARE(game().currentMoveUsedMs(), Milliseconds(1'234));
    // The game goes on where it was once the player is back (issue 24: nothing runs at start).
    QVERIFY(controller()->waitingForPlayer());
    QVERIFY(!controller()->clockRunning());
    advance(10'000);
    QCOMPARE(shown(Color::Black), Milliseconds(300'000 - 1'234));
    controller()->setPaused(false);
    QVERIFY(controller()->clockRunning());
    advance(100);
    QCOMPARE(shown(Color::Black), Milliseconds(300'000 - 1'334));
}

// Each move's clock is written to the millisecond and read back.
void TestClocks::clockCommentsRoundTripThroughAFile() {
    start(humans(TimeControl::fischer(300'000, 3'000)));
    advance(1'234);
    play("c3", "d4");
    advance(500);
    play("f6", "e5");
    play("d4", "f6");
    const QString path = dir_->filePath("timed.pdn");
    QVERIFY(w_->saveTo(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QVERIFY2(text.contains("[TimeControl \"300+3\"]"), qPrintable(text));
    QCOMPARE(text.count("[%clk "), 3);
    QVERIFY2(text.contains("[%clk 0:05:01.766]"), qPrintable(text)); // 300 - 1.234 + 3
    QVERIFY2(text.contains("[%clk 0:05:02.5]"), qPrintable(text));
    QVERIFY2(text.contains("[%clk 0:05:04.766]"), qPrintable(text)); // + 3 again
    std::vector<std::optional<Milliseconds>> clocks;
    for (int ply = 1; ply <= 3; ++ply) clocks.push_back(game().clock(ply));
    start(humans(TimeControl::none()));
    QVERIFY(w_->openFile(path));
    QCOMPARE(game().timeControl(), TimeControl::fischer(300'000, 3'000));
    for (int ply = 1; ply <= 3; ++ply) QCOMPARE(game().clock(ply), clocks[std::size_t(ply - 1)]);
}

// Reading a record costs no time: its clock waits for the player.
void TestClocks::openedTimedGameStartsPaused() {
    const QString path = dir_->filePath("record.pdn");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[TimeControl \"60+0\"]\n1. c3-d4 {[%clk 0:00:55]} f6-e5 {[%clk 0:00:58]} *\n");
    f.close();
    QVERIFY(w_->openFile(path));
    QVERIFY(controller()->paused());
    QVERIFY(!controller()->clockRunning());
    advance(10'000);
    QCOMPARE(panel()->clock(Color::White), QString("0:55"));
    QCOMPARE(panel()->clock(Color::Black), QString("0:58"));
    w_->action("pause")->trigger();
    QVERIFY(controller()->clockRunning());
    advance(1'000);
    QCOMPARE(panel()->clock(Color::White), QString("0:54"));
    QCOMPARE(panel()->clock(Color::Black), QString("0:58"));
}

// The computer's thinking is charged to its clock like a person's.
void TestClocks::computerPlaysUnderAClock() {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsComputer;
    c.side = HumanSide::Black;
    c.level = 3;
    c.timeControl = TimeControl::fischer(20'000, 1'000);
    start(c);
    QVERIFY(controller()->aiThinking());
    // Its answer comes through the event loop, so none can come during this.
    advance(1'500);
    QCOMPARE(game().currentPly(), 0);
    QCOMPARE(shown(Color::White), Milliseconds(18'500));
    QTRY_COMPARE_WITH_TIMEOUT(game().currentPly(), 1, 20'000);
    QCOMPARE(game().clock(1), std::optional<Milliseconds>(20'000 - 1'500 + 1'000));
    QVERIFY(panel()->highlighted(Color::Black));
    QVERIFY(controller()->clockRunning());
    QCOMPARE(shown(Color::Black), Milliseconds(20'000));
    advance(300);
    QCOMPARE(shown(Color::Black), Milliseconds(19'700));
    QCOMPARE(shown(Color::White), Milliseconds(19'500));
}

// The computer on its clock does not wait for an analysis: its time would run out meanwhile.
void TestClocks::noAnalysisOnTheComputersClock() {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsComputer;
    c.side = HumanSide::Black;
    c.level = 2;
    c.timeControl = TimeControl::fischer(60'000, 0);
    start(c);
    QVERIFY(controller()->clockRunning());
    controller()->analyse();
    QVERIFY(!controller()->analysing());
    QTRY_COMPARE_WITH_TIMEOUT(game().currentPly(), 1, 20'000); // it played on
    controller()->analyse();                                   // the human's turn: allowed
    QVERIFY(controller()->analysing());
    controller()->stopAnalysis();
}

// A draw offer made while looking back brings the board to the end: the clock runs again there,
// on the time the side had already used.
void TestClocks::drawOfferedWhileLookingBackRunsTheClockOn() {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsComputer;
    c.side = HumanSide::White;
    c.level = 1;
    c.timeControl = TimeControl::fischer(60'000, 0);
    start(c);
    play("c3", "d4");
    QTRY_COMPARE_WITH_TIMEOUT(game().currentPly(), 2, 20'000); // the computer's reply
    advance(100);
    controller()->goToPly(0);
    QVERIFY(!controller()->clockRunning());
    advance(3'000); // looking back costs nothing
    controller()->offerDraw();
    QCOMPARE(game().currentPly(), 2);
    QVERIFY(!controller()->browsing());
    QVERIFY(controller()->clockRunning());
    QCOMPARE(game().currentMoveUsedMs(), Milliseconds(100));
    QCOMPARE(shown(Color::White), Milliseconds(60'000 - 100));
}

// Resigning or agreeing a draw during one's move: the clock stays where it was (it went back up
// to the move's start, the time used on it dropped).
void TestClocks::resigningKeepsTheTimeUsed() {
    for (const bool resign : {true, false}) {
        start(humans(TimeControl::fischer(300'000, 3'000)));
        advance(50);
        play("c3", "d4");
        advance(350); // the last 50 ms not charged by a tick yet
        const Milliseconds white = 300'000 - 50 + 3'000;
        const Milliseconds black = 300'000 - 350;
        QCOMPARE(shown(Color::White), white);
        QCOMPARE(shown(Color::Black), black);
        if (resign)
            controller()->resign();
        else
            controller()->agreeDraw();
        QCOMPARE(game().ending(), resign ? Ending::Resignation : Ending::Agreement);
        QVERIFY(!controller()->clockRunning());
        QCOMPARE(shown(Color::Black), black);
        QCOMPARE(shown(Color::White), white);
        advance(150);
        QCOMPARE(shown(Color::Black), black); // and stays
    }
}

QTEST_MAIN(TestClocks)
#include "tst_clocks.moc"
