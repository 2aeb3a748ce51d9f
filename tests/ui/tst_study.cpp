// The desktop program's study side: replay in the move log, files, autosave, the
// editor, preferences, clipboard and image export, driven through the real window.
#include "core/notation.h"
#include "core/pdn.h"
#include "tests/common/testpositions.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/moveanimator.h"
#include "ui/board/toweritem.h"
#include "ui/dialogs/gamepicker.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/positioneditor.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/files/autosave.h"
#include "ui/game/gamecontroller.h"
#include "ui/window/mainwindow.h"
#include "ui/window/movelog.h"
#include "ui/window/movelogmodel.h"
#include "ui/window/playerpanel.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <chrono>
#include <functional>
#include <future>
#include <memory>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace bashni;
using namespace bashni::ui;

namespace {

NewGameChoice humans() {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsHuman;
    return c;
}

NewGameChoice againstComputer(HumanSide side, int level) {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsComputer;
    c.side = side;
    c.level = level;
    return c;
}

// A helper's checks, ending the test at the first that fails.
#define STEP(call)                                                                                 \
    do {                                                                                           \
        call;                                                                                      \
        if (QTest::currentTestFailed()) return;                                                    \
    } while (false)

// The first game of a file, as it lies on disk.
Game gameIn(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return Game();
    const QByteArray text = f.readAll();
    PdnReadResult r = readPdn(std::string_view(text.constData(), std::size_t(text.size())));
    return r.games.empty() ? Game() : r.games.front();
}

// Runs `act` on the next modal dialog of type T as soon as it is shown (QDialog::exec and
// QMessageBox::question block the test until then). A dialog that may never come is watched on
// behalf of an `owner`, whose end stops the watch.
template <typename T>
void whenShown(std::function<void(T*)> act, QObject* owner = nullptr) {
    auto* timer = new QTimer(owner);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, act] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* t = qobject_cast<T*>(w);
            if (!t || !t->isVisible()) continue;
            timer->stop();
            timer->deleteLater();
            act(t);
            return;
        }
    });
    timer->start();
}

void answer(QMessageBox::StandardButton b, QString* text = nullptr) {
    whenShown<QMessageBox>([b, text](QMessageBox* box) {
        if (text) *text = box->text();
        box->button(b)->click();
    });
}

const char* FourPlies[] = {"c3-d4", "f6-e5", "d4:f6", "g7:e5"};

} // namespace

class TestStudy : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();

    void replayByLogClicksKeysAndButtons();
    void replayAnimatesBackwards();
    void autoplayRunsToTheEnd();
    void playingFromAnEarlierPlyAsksFirst();
    void theLinesMoveByAnotherPathAsksNothing();
    void saveThenOpenGivesTheSameGame();
    void saveAsStartsInTheDocumentsFolder();
    void savedRecordNamesThePlayersAsThePanelDoes();
    void openedGameAgainstTheComputerPlaysOnAtItsLevel();
    void multiGameFileOffersAChoice();
    void badGameIsReportedGoodOnesLoad();
    void fileChangedWhileChoosingOpensNothing();
    void devicesAndPipesAreRefused();
    void thousandsOfBadGamesAreSummarised();
    void autosaveIsRestoredByANewWindow();
    void damagedAutosaveIsKeptAsideAndSaid();
    void hugeTagIsRefusedWithItsLine();
    void largeFileIsReadWhileTheWindowGoesOn();
    void finishedUnsavedGameComesBack();
    void computerWaitsForThePlayerAtStart();
    void clockStartsWithThePlayersFirstTouch();
    void editorPlaysFromItsPosition();
    void preferencesApplyAtOnceAndPersist();
    void clipboardCarriesPositionsAndGames();
    void boardExportsAsPngAndSvg();
    void analysisReportsAndStops();
    void undoneResignationCanBeResignedAgain();
    void statusMessagesGoWhenTheyNoLongerHold();
    void newGameEmptiesTheMoveField();
    void savingIsAskedBeforeChoosing();
    void playButtonTurnsIntoPause();

  private:
    void play(const char* moves) {
        for (const QString& m : QString(moves).split(' ')) {
            Message error;
            const auto move =
                parseMove(w_->controller()->game().position(), m.toStdString(), &error);
            QVERIFY2(move, formatMessage(error).c_str());
            QVERIFY(w_->controller()->playMove(*move));
        }
    }
    void playFour() {
        for (const char* m : FourPlies) play(m);
    }
    const Game& game() const { return w_->controller()->game(); }
    void load(const char* position) {
        w_->controller()->loadGame(Game(test::position(position)), w_->controller()->setup());
    }
    void click(const char* square) {
        QTest::mouseClick(w_->view()->viewport(), Qt::LeftButton, {},
                          w_->view()->squareCentre(test::square(square)));
    }
    QLineEdit* moveEntry() const { return w_->findChild<QLineEdit*>("moveEntry"); }
    Position positionAfter(int plies) const {
        Game g;
        for (int i = 0; i < plies; ++i) g.play(FourPlies[i]);
        return g.position();
    }
    QToolButton* logButton(const QString& name) const {
        for (auto* b : w_->moveLog()->findChildren<QToolButton*>())
            if (b->accessibleName() == name) return b;
        return nullptr;
    }
    QString writeFile(const char* name, const QByteArray& text) {
        const QString path = dir_->filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(text);
        return path;
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> w_;
};

void TestStudy::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_study");
    QSettings().clear();
    Settings().setAnimationMs(0);
}

void TestStudy::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    w_ = std::make_unique<MainWindow>(dir_->filePath("autosave.pdn"));
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    w_->startGame(humans());
}

void TestStudy::cleanup() {
    w_.reset();
    QSettings().clear();
    Settings().setAnimationMs(0);
}

void TestStudy::replayByLogClicksKeysAndButtons() {
    playFour();
    QTableView* table = w_->moveLog()->table();
    QCOMPARE(table->model()->rowCount(), 2);
    QCOMPARE(table->model()->index(1, 0).data().toString(), QString("d4:f6"));
    // A click on Black's first move.
    const QRect cell = table->visualRect(w_->moveLog()->model()->indexOf(2));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(game().currentPly(), 2);
    QVERIFY(game().position() == positionAfter(2));
    QCOMPARE(w_->scene()->tower(test::square("e5"))->drawnPieces(),
             std::vector<Piece>{Piece::BlackMan});
    QCOMPARE(w_->turnText(), QString("Replay: White to move"));
    // Keys, with the focus on the board: the arrows are the square cursor's there, Alt+arrows
    // and Home and End replay.
    w_->view()->setFocus();
    QTest::keyClick(w_->view(), Qt::Key_Left);
    QCOMPARE(game().currentPly(), 2);
    QVERIFY(w_->view()->cursorSquare() != NoSquare);
    QTest::keyClick(w_->view(), Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(game().currentPly(), 1);
    QTest::keyClick(w_->view(), Qt::Key_Home);
    QCOMPARE(game().currentPly(), 0);
    QVERIFY(game().position() == positionAfter(0));
    QTest::keyClick(w_->view(), Qt::Key_End);
    QCOMPARE(game().currentPly(), 4);
    QTest::keyClick(w_->view(), Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(game().currentPly(), 3);
    QTest::keyClick(w_->view(), Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(game().currentPly(), 4);
    QTest::keyClick(w_->view(), Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(game().currentPly(), 4);
    // And with the focus on the log: at the end of a game still being played its keys do
    // nothing (the game is not taken back by a key meant for the list); browsing, they step.
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Left);
    QCOMPARE(game().currentPly(), 4);
    logButton("Previous move")->click();
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Left);
    QCOMPARE(game().currentPly(), 2);
    QTest::keyClick(table, Qt::Key_Right);
    QCOMPARE(game().currentPly(), 3);
    // Buttons.
    logButton("First position")->click();
    QCOMPARE(game().currentPly(), 0);
    logButton("Next move")->click();
    logButton("Next move")->click();
    QCOMPARE(game().currentPly(), 2);
    logButton("Previous move")->click();
    QCOMPARE(game().currentPly(), 1);
    logButton("Last position")->click();
    QCOMPARE(game().currentPly(), 4);
    QVERIFY(game().position() == positionAfter(4));
    QCOMPARE(game().plyCount(), 4); // browsing keeps every move
}

void TestStudy::replayAnimatesBackwards() {
    playFour();
    Settings().setAnimationMs(120);
    w_->applySettings();
    w_->action("previous")->trigger();
    QVERIFY(w_->animator()->isRunning());
    // Taking back g7:e5: the white man under e5 goes home to f6, the black column to g7.
    QTRY_VERIFY_WITH_TIMEOUT(!w_->animator()->isRunning(), 3000);
    for (Square s = 0; s < 64; ++s)
        if (isDark(s)) QVERIFY(w_->scene()->tower(s)->column() == positionAfter(3).column(s));
    QCOMPARE(w_->scene()->tower(test::square("f6"))->drawnPieces(),
             (std::vector<Piece>{Piece::BlackMan, Piece::WhiteMan}));
    QCOMPARE(w_->scene()->tower(test::square("g7"))->drawnPieces(),
             std::vector<Piece>{Piece::BlackMan});
}

void TestStudy::autoplayRunsToTheEnd() {
    playFour();
    w_->moveLog()->setAutoplayMs(50);
    w_->controller()->goToPly(0);
    w_->moveLog()->setAutoplay(true);
    QVERIFY(w_->moveLog()->autoplaying());
    QTRY_COMPARE_WITH_TIMEOUT(game().currentPly(), 4, 3000);
    QTRY_VERIFY(!w_->moveLog()->autoplaying());
}

void TestStudy::playingFromAnEarlierPlyAsksFirst() {
    playFour();
    w_->controller()->goToPly(2);
    // The line's own next move just steps forward: nothing to ask.
    play("d4:f6");
    QCOMPARE(game().plyCount(), 4);
    QCOMPARE(game().currentPly(), 3);
    // Another move: the player is asked; "No" keeps the game as it was.
    answer(QMessageBox::No);
    w_->controller()->goToPly(0);
    QVERIFY(!w_->controller()->playMove(*parseMove(game().position(), "g3-h4")));
    QCOMPARE(game().plyCount(), 4);
    answer(QMessageBox::Yes);
    QVERIFY(w_->controller()->playMove(*parseMove(game().position(), "g3-h4")));
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(QString::fromStdString(game().moveText(1)), QString("g3-h4"));
}

// A record may write a capture by another path than the input's: played again from the board,
// it is still the line's own next move.
void TestStudy::theLinesMoveByAnotherPathAsksNothing() {
    const std::string record = "[SetUp \"1\"]\n[FEN \"W:a1=W,c3=bbbbbbbbbbbb\"]\n\n"
                               "1. a1:h8:a1:h8:a1:h8:a1:h8:a1:h8:a1:h8:b2 *\n";
    const PdnReadResult read = readPdn(record);
    QVERIFY(read.errors.empty());
    w_->controller()->loadGame(read.games.front(), w_->controller()->setup());
    w_->controller()->goToPly(0);
    QVERIFY(w_->controller()->browsing());
    bool asked = false;
    w_->controller()->setConfirmReplace([&](int) { return asked = true; });
    w_->controller()->clickSquare(test::square("a1"));
    w_->controller()->clickSquare(test::square("b2")); // written a1:d4:b2:… by the input
    QVERIFY(!asked);
    QCOMPARE(game().currentPly(), 1);
    QCOMPARE(game().moveText(1), std::string("a1:h8:a1:h8:a1:h8:a1:h8:a1:h8:a1:h8:b2"));
}

void TestStudy::saveThenOpenGivesTheSameGame() {
    playFour();
    w_->controller()->editRecord([](Game& g) { g.setTag("Event", "Test match"); });
    const QString path = dir_->filePath("game.pdn");
    QVERIFY(w_->saveTo(path));
    const std::string written = writePdn(game());
    w_->startGame(humans());
    QVERIFY(w_->openFile(path));
    QCOMPARE(writePdn(game()), written);
    QCOMPARE(game().tag("Event"), std::string("Test match"));
    QVERIFY(w_->windowFilePath().endsWith("game.pdn"));
    // Now in Game → Open Recent.
    auto* recent = w_->findChild<QMenu*>("recentMenu");
    QVERIFY(recent && !recent->actions().isEmpty());
    QCOMPARE(recent->actions().front()->toolTip(), path);
}

// The first Save As opens in the documents folder, also on an account that has none yet (the
// dialog then opened in the working directory); later ones where the last game was saved.
void TestStudy::saveAsStartsInTheDocumentsFolder() {
    playFour();
    Settings().setLastFolder(QString()); // never saved or opened
    QTemporaryDir home;                  // a new account's home, without a documents folder
    const QByteArray realHome = qgetenv("HOME");
    const auto restoreHome = qScopeGuard([&] { qputenv("HOME", realHome); });
    qputenv("HOME", home.path().toLocal8Bit());
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QVERIFY2(documents.startsWith(home.path()), qPrintable(documents));
    QVERIFY(!QFileInfo::exists(documents));
    const auto folderShown = [this] {
        QString shown;
        whenShown<QFileDialog>([&shown](QFileDialog* d) {
            shown = d->directory().absolutePath();
            d->reject();
        });
        w_->action("saveAs")->trigger();
        return shown;
    };
    QCOMPARE(folderShown(), QFileInfo(documents).absoluteFilePath());
    QVERIFY(w_->saveTo(dir_->filePath("saved.pdn")));
    QCOMPARE(folderShown(), QFileInfo(dir_->path()).absoluteFilePath());
}

// The player panel and the saved record (and the autosave) name the players alike: "You" across
// the computer when the preferences give no name (the record said "?"), the name when they do,
// and the computer by the level it plays at now, also after the level was changed mid-game.
void TestStudy::savedRecordNamesThePlayersAsThePanelDoes() {
    // What differs between the record's players and the panel's, as "record | panel".
    const auto differs = [this](const Game& record) {
        QStringList differences;
        for (const Color side : {Color::White, Color::Black}) {
            const QString named =
                QString::fromStdString(record.tag(side == Color::White ? "White" : "Black"));
            if (named != w_->playerPanel()->name(side))
                differences << named + " | " + w_->playerPanel()->name(side);
        }
        return differences.join("; ");
    };
    const auto samePlayers = [&](const QString& path) {
        const QString difference = differs(gameIn(path));
        QVERIFY2(difference.isEmpty(), qPrintable(QFileInfo(path).fileName() + ": " + difference));
    };
    Settings().setPlayerName(QString());
    w_->startGame(againstComputer(HumanSide::White, 2));
    QCOMPARE(w_->playerPanel()->name(Color::White), QString("You"));
    QCOMPARE(w_->playerPanel()->name(Color::Black), QString("Computer (level 2)"));
    const QString path = dir_->filePath("named.pdn");
    QVERIFY(w_->saveTo(path));
    STEP(samePlayers(path));
    // The level changed while the game goes on: the panel and the record follow it.
    w_->findChild<QAction*>("level5")->trigger();
    QCOMPARE(w_->playerPanel()->name(Color::Black), QString("Computer (level 5)"));
    QVERIFY(w_->saveTo(path));
    STEP(samePlayers(path));
    play("c3-d4");
    QTRY_COMPARE(game().plyCount(), 2); // the computer's answer, and the autosave after it
    STEP(samePlayers(dir_->filePath("autosave.pdn")));
    // With a name in the preferences, the name, in the panel and in the file.
    Settings().setPlayerName("Anna");
    w_->startGame(againstComputer(HumanSide::White, 3));
    QCOMPARE(w_->playerPanel()->name(Color::White), QString("Anna"));
    QVERIFY(w_->saveTo(path));
    STEP(samePlayers(path));
    Settings().setPlayerName(QString());
}

// A game saved against the computer and opened again is played on against it, at its level: the
// panel names that level, and Computer Level has it checked and can change it. A record from
// elsewhere, which does not say who played, opens between two people here, as before.
void TestStudy::openedGameAgainstTheComputerPlaysOnAtItsLevel() {
    w_->startGame(againstComputer(HumanSide::White, 4));
    play("c3-d4");
    QTRY_COMPARE(game().plyCount(), 2); // the computer's answer
    const QString path = dir_->filePath("against.pdn");
    QVERIFY(w_->saveTo(path));
    w_->startGame(humans());
    QVERIFY(!w_->findChild<QAction*>("level4")->isEnabled());

    QVERIFY(w_->openFile(path));
    QCOMPARE(game().plyCount(), 2);
    QCOMPARE(w_->playerPanel()->name(Color::Black), QString("Computer (level 4)"));
    QVERIFY(w_->controller()->seat(Color::Black).automatic());
    QVERIFY(!w_->controller()->seat(Color::White).automatic());
    QAction* level4 = w_->findChild<QAction*>("level4");
    QVERIFY(level4->isEnabled());
    QVERIFY(level4->isChecked());
    QVERIFY(w_->controller()->playMove(game().legalMoves().front())); // the computer answers
    QTRY_COMPARE(game().plyCount(), 4);

    const QString elsewhere =
        writeFile("elsewhere.pdn", "[White \"Ann\"]\n[Black \"Bob\"]\n\n1. c3-d4 *\n");
    QVERIFY(w_->openFile(elsewhere));
    QVERIFY(!w_->controller()->playsAtLevel());
    QVERIFY(!level4->isEnabled());
    QCOMPARE(w_->playerPanel()->name(Color::White), QString("Ann"));
}

void TestStudy::multiGameFileOffersAChoice() {
    const QString path =
        writeFile("three.pdn", "[White \"Ann\"]\n[Black \"Bob\"]\n\n1. c3-d4 *\n\n"
                               "[White \"Cid\"]\n[Black \"Dan\"]\n\n1. e3-f4 f6-g5 *\n\n"
                               "[White \"Eve\"]\n[Black \"Fay\"]\n\n1. g3-h4 *\n");
    whenShown<GamePicker>([](GamePicker* p) {
        auto* list = p->findChild<QTableView*>("games");
        QCOMPARE(list->model()->rowCount(), 3);
        list->setCurrentIndex(list->model()->index(1, 0));
        p->accept();
    });
    QVERIFY(w_->openFile(path));
    QCOMPARE(game().tag("White"), std::string("Cid"));
    QCOMPARE(game().plyCount(), 2);
}

void TestStudy::badGameIsReportedGoodOnesLoad() {
    const QString path = writeFile("bad.pdn", "[White \"Ann\"]\n\n1. c3-d4 *\n\n"
                                              "[White \"Bad\"]\n\n1. c3-c4 *\n\n"
                                              "[White \"Eve\"]\n\n1. g3-h4 h6-g5 *\n");
    QString report;
    answer(QMessageBox::Ok, &report);
    whenShown<GamePicker>([](GamePicker* p) {
        auto* list = p->findChild<QTableView*>("games");
        QCOMPARE(list->model()->rowCount(), 2);
        list->setCurrentIndex(list->model()->index(1, 0));
        p->accept();
    });
    QVERIFY(w_->openFile(path));
    QVERIFY2(report.contains(path + ":7:"), qPrintable(report)); // FILE:LINE:COLUMN of c3-c4
    QCOMPARE(game().tag("White"), std::string("Eve"));
}

// The game chosen is read again from the file: should the file have changed while the list was
// shown, so that another game stands in its place, nothing is opened and the player is told.
void TestStudy::fileChangedWhileChoosingOpensNothing() {
    const QString path = writeFile("two.pdn", "[White \"Ann\"]\n\n1. c3-d4 *\n\n"
                                              "[White \"Bob\"]\n\n1. e3-f4 *\n");
    const std::string before = writePdn(game());
    QString report;
    whenShown<GamePicker>([this, &report](GamePicker* p) {
        writeFile("two.pdn", "[White \"Ann\"]\n\n1. c3-d4 *\n\n[White \"Cid\"]\n\n1. g3-h4 *\n");
        auto* list = p->findChild<QTableView*>("games");
        list->setCurrentIndex(list->model()->index(1, 0));
        answer(QMessageBox::Ok, &report);
        p->accept();
    });
    QVERIFY(!w_->openFile(path));
    QVERIFY2(report.contains(path + ": ") && report.contains("changed"), qPrintable(report));
    QCOMPARE(writePdn(game()), before);
}

void TestStudy::devicesAndPipesAreRefused() {
    // Read to its end, /dev/zero would take all memory; opening a pipe would wait for a writer.
    const QString fifo = dir_->filePath("fifo");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // Should the open block all the same, a writer comes after a few seconds: the test fails
    // rather than hangs.
    std::promise<void> finished;
    std::thread unblock([fifo, done = finished.get_future()] {
        if (done.wait_for(std::chrono::seconds(5)) == std::future_status::ready) return;
        const int writer = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
        if (writer >= 0) ::close(writer);
    });
    const auto joinUnblock = qScopeGuard([&] {
        finished.set_value();
        unblock.join();
    });
    for (const QString& path : {QString("/dev/zero"), fifo}) {
        QString report;
        answer(QMessageBox::Ok, &report);
        QVERIFY(!w_->openFile(path));
        QVERIFY2(report.contains(path) && report.contains("not a regular file"),
                 qPrintable(report));
    }
}

// 10,000 broken games and one good one: the box lists the first errors and keeps the rest in
// its scrollable details, instead of growing taller than the screen.
void TestStudy::thousandsOfBadGamesAreSummarised() {
    QByteArray text;
    for (int i = 0; i < 10'000; ++i) text += "[White \"Bad\"]\n\n1. c3-c4 *\n\n";
    text += "[White \"Ann\"]\n\n1. c3-d4 *\n";
    QFile file(dir_->filePath("broken.pdn"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    QString summary, details;
    whenShown<QMessageBox>([&](QMessageBox* box) {
        summary = box->text();
        details = box->detailedText();
        box->button(QMessageBox::Ok)->click();
    });
    QVERIFY(w_->openFile(file.fileName()));
    QVERIFY2(summary.count('\n') <= 10, qPrintable(summary.left(2000)));
    QCOMPARE(details.count('\n'), 9'999);
    QVERIFY(details.contains(file.fileName() + ":3:"));
    QCOMPARE(game().tag("White"), std::string("Ann"));
    // Saving would drop the broken games: the file does not become the game's.
    QCOMPARE(w_->windowFilePath(), QString("Untitled"));
}

void TestStudy::autosaveIsRestoredByANewWindow() {
    const QString autosave = dir_->filePath("autosave.pdn");
    play("c3-d4");
    QVERIFY(QFile::exists(autosave)); // written after the move, before any quit
    QFile f(autosave);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("c3-d4"));
    play("f6-g5");
    w_->controller()->goToPly(1); // even the replay position comes back
    const Position expected = game().position();
    w_.reset(); // as if the program were closed (or had crashed after the last move)
    w_ = std::make_unique<MainWindow>(autosave);
    QCOMPARE(game().plyCount(), 2);
    QCOMPARE(game().currentPly(), 1);
    QVERIFY(game().position() == expected);
    QVERIFY(!w_->controller()->seat(Color::White).automatic());
    QVERIFY(w_->isWindowModified()); // still not saved anywhere: New and Open will ask first
    // One program at a time owns the autosave: a second one keeps none.
    Autosave second(autosave);
    QVERIFY(!second.owned());
    QVERIFY(!second.save(game(), w_->controller()->setup(), QString(), true));
    QVERIFY(!second.restore());
}

// A 50 MB White tag held the window for half a minute and took 2 GB as a player's name: the
// game is refused at once with where and why (docs/NOTATION.md 4.2), and the board is as it was.
// Open reads in a thread of its own: the window's event loop goes on meanwhile (a timer ticks),
// and a second request made while the first is read is the one shown.
void TestStudy::largeFileIsReadWhileTheWindowGoesOn() {
    const QString big = dir_->filePath("big.pdn");
    QFile f(big);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[Event \"big\"]\n\n1. c3-d4 {" + QByteArray(30 << 20, 'y') + "} *\n");
    f.close();
    const QString small = dir_->filePath("small.pdn");
    QFile g(small);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write("[Event \"small\"]\n\n1. e3-f4 f6-g5 *\n");
    g.close();
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
    timer.start(5);
    w_->openInBackground(big);
    QCOMPARE(game().plyCount(), 0); // not yet: it is being read
    QTRY_VERIFY_WITH_TIMEOUT(game().tag("Event") == "big", 20'000);
    QVERIFY2(ticks > 0, "the window waited for the file");
    // Two requests: the later one wins, whichever is read first.
    w_->openInBackground(big);
    w_->openInBackground(small);
    QTRY_VERIFY_WITH_TIMEOUT(game().tag("Event") == "small", 20'000);
    QTest::qWait(1500); // the big one's reading ends too, and is not shown
    QCOMPARE(game().tag("Event"), std::string("small"));
}

void TestStudy::hugeTagIsRefusedWithItsLine() {
    play("c3-d4");
    const QString path = dir_->filePath("huge.pdn");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("[Event \"a\"]\n[White \"" + QByteArray(20 << 20, 'x') + "\"]\n\n1. c3-d4 *\n");
    f.close();
    QString text;
    answer(QMessageBox::Ok, &text);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!w_->openFile(path));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY2(text.contains("huge.pdn:2:8: the tag's value is too long (at most 1000 bytes)"),
             qPrintable(text));
    QCOMPARE(game().plyCount(), 1);
}

// A damaged autosave is neither continued nor overwritten: it is renamed beside it, the window
// begins a new game and says where the file went, once, without a question.
void TestStudy::damagedAutosaveIsKeptAsideAndSaid() {
    const QString autosave = dir_->filePath("autosave.pdn");
    play("c3-d4");
    play("f6-e5");
    w_.reset();
    QFile f(autosave);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray whole = f.readAll();
    f.close();
    const QByteArray truncated = whole.left(whole.indexOf("f6-e5") + 5);
    for (const QByteArray& text : {truncated, QByteArray("\x89PNG\r\n\x1a\n garbage { [ ] \"")}) {
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
        f.close();
        w_ = std::make_unique<MainWindow>(autosave);
        QCOMPARE(game().plyCount(), 0);
        QVERIFY(QApplication::activeModalWidget() == nullptr);
        const QStringList copies =
            QDir(dir_->path()).entryList({"autosave.pdn.broken-*"}, QDir::Files, QDir::Time);
        QVERIFY(!copies.isEmpty());
        QFile copy(dir_->filePath(copies.first()));
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QCOMPARE(copy.readAll(), text);
        QVERIFY2(w_->statusBar()->currentMessage().contains(copies.first()),
                 qPrintable(w_->statusBar()->currentMessage()));
        w_.reset(); // the new game is not worth keeping: nothing is saved over the copy
    }
    QCOMPARE(QDir(dir_->path()).entryList({"autosave.pdn.broken-*"}, QDir::Files).size(), 2);
}

// Quitting keeps a finished game that is in no file: the next start shows it, over, and starts
// nothing; the player chooses New Game.
void TestStudy::finishedUnsavedGameComesBack() {
    const QString autosave = dir_->filePath("autosave.pdn");
    play("c3-d4");
    w_->controller()->resign(); // Black resigns
    QVERIFY(game().isOver());
    QVERIFY(w_->close());
    w_.reset();
    w_ = std::make_unique<MainWindow>(autosave);
    QVERIFY(game().isOver());
    QCOMPARE(game().plyCount(), 1);
    QVERIFY(w_->controller()->overHere());
    QVERIFY(w_->isWindowModified());
    QVERIFY(w_->statusBar()->currentMessage().contains("finished"));
}

// A first start (no autosave) whose new game has the computer on White: it does not move, and no
// clock runs, until the player presses P.
void TestStudy::computerWaitsForThePlayerAtStart() {
    w_.reset();
    QFile::remove(dir_->filePath("autosave.pdn"));
    NewGameChoice c;
    c.opponents = Opponents::HumanVsComputer;
    c.side = HumanSide::Black;
    c.level = 1;
    c.timeControl = TimeControl::fischer(60'000, 0);
    Settings().setNewGame(c);
    w_ = std::make_unique<MainWindow>(dir_->filePath("autosave.pdn"));
    w_->show();
    QVERIFY(w_->controller()->seat(Color::White).automatic());
    QVERIFY(w_->controller()->waitingForPlayer());
    QTest::qWait(300);
    QCOMPARE(game().plyCount(), 0);
    QVERIFY(!w_->controller()->aiThinking());
    QVERIFY(!w_->controller()->clockRunning());
    // The same after a restart with that game in the autosave.
    w_.reset();
    w_ = std::make_unique<MainWindow>(dir_->filePath("autosave.pdn"));
    QVERIFY(w_->controller()->waitingForPlayer());
    QVERIFY(!w_->controller()->aiThinking());
    w_->action("pause")->trigger(); // P: play on
    QVERIFY(!w_->controller()->paused());
    QTRY_COMPARE(game().plyCount(), 1);
}

// Restored with the human to move in a timed game: the first click on the board starts the
// clock and is taken as a click (a move needs no P first).
void TestStudy::clockStartsWithThePlayersFirstTouch() {
    w_.reset();
    QFile::remove(dir_->filePath("autosave.pdn"));
    NewGameChoice c;
    c.opponents = Opponents::HumanVsComputer;
    c.side = HumanSide::White;
    c.level = 1;
    c.timeControl = TimeControl::fischer(60'000, 0);
    Settings().setNewGame(c);
    w_ = std::make_unique<MainWindow>(dir_->filePath("autosave.pdn"));
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    QVERIFY(w_->controller()->waitingForPlayer());
    QVERIFY(!w_->controller()->clockRunning());
    click("c3");
    QVERIFY(!w_->controller()->paused());
    QVERIFY(w_->controller()->clockRunning());
    click("d4");
    QCOMPARE(game().plyCount(), 1);
}

void TestStudy::editorPlaysFromItsPosition() {
    moveEntry()->setText("c3-d4 of the game before");
    whenShown<PositionEditor>([](PositionEditor* e) {
        e->findChild<QAbstractButton*>("clear-board")->click();
        QVERIFY(!e->findChild<QPushButton*>("play")->isEnabled()); // an empty board is refused
        e->findChild<QAbstractButton*>("start-position")->click();
        e->findChild<QAbstractButton*>("side-black")->click();
        QVERIFY(e->findChild<QPushButton*>("play")->isEnabled());
        e->findChild<QPushButton*>("play")->click();
    });
    whenShown<NewGameDialog>([](NewGameDialog* d) {
        d->findChildren<QRadioButton*>().at(1)->click(); // two humans
        d->accept();
    });
    w_->action("setUp")->trigger();
    QVERIFY(game().fromSetUp());
    QVERIFY(w_->controller()->seat(Color::White).atThisBoard() &&
            w_->controller()->seat(Color::Black).atThisBoard());
    QCOMPARE(game().sideToMove(), Color::Black);
    QCOMPARE(game().plyCount(), 0);
    QVERIFY(moveEntry()->text().isEmpty());
}

void TestStudy::preferencesApplyAtOnceAndPersist() {
    w_->action("preferences")->trigger();
    PreferencesDialog* prefs = nullptr;
    QTRY_VERIFY((prefs = w_->findChild<PreferencesDialog*>()) != nullptr);
    prefs->findChild<QCheckBox*>("legalMoves")->setChecked(false);
    QVERIFY(!w_->action("legalMoves")->isChecked()); // the View menu follows at once
    QTest::mouseClick(w_->view()->viewport(), Qt::LeftButton, {},
                      w_->view()->squareCentre(test::square("c3")));
    QCOMPARE(w_->scene()->marks().selected, test::square("c3"));
    QVERIFY(w_->scene()->marks().targets.empty()); // and the board too
    QComboBox* animation = prefs->findChild<QComboBox*>("animation");
    animation->setCurrentIndex(animation->findData(450));
    prefs->close();
    w_ = std::make_unique<MainWindow>(dir_->filePath("autosave.pdn"));
    QVERIFY(!w_->action("legalMoves")->isChecked());
    QCOMPARE(Settings().animationMs(), 450);
}

void TestStudy::clipboardCarriesPositionsAndGames() {
    playFour();
    w_->action("copyGame")->trigger();
    const std::string pdn = writePdn(game());
    QCOMPARE(QApplication::clipboard()->text().toStdString(), pdn);
    w_->startGame(humans());
    w_->action("paste")->trigger();
    QCOMPARE(game().plyCount(), 4);
    w_->action("copyPosition")->trigger();
    const QString position = QApplication::clipboard()->text();
    QCOMPARE(position.toStdString(), formatPosition(game().position()));
    w_->startGame(humans());
    QApplication::clipboard()->setText(position);
    w_->action("paste")->trigger();
    QVERIFY(game().position() == positionAfter(4));
    QString report;
    answer(QMessageBox::Ok, &report);
    QApplication::clipboard()->setText("W:z9=w");
    w_->action("paste")->trigger();
    QVERIFY2(report.contains("z9"), qPrintable(report));
}

void TestStudy::boardExportsAsPngAndSvg() {
    const QString png = dir_->filePath("board.png"), svg = dir_->filePath("board.svg");
    QVERIFY(w_->exportImage(png));
    QImage image(png);
    QCOMPARE(image.width(), 800);
    QVERIFY(image.pixelColor(400, 400).alpha() == 255); // the board is drawn
    QVERIFY(w_->exportImage(svg));
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(!text.contains("<image")); // the art as vectors, not the screen's cached pixmaps
    QVERIFY(text.contains(QByteArray::fromStdString(formatPosition(game().position()))));
}

void TestStudy::analysisReportsAndStops() {
    QSignalSpy lines(w_->controller(), &GameController::analysisUpdated);
    w_->action("analyse")->trigger();
    QVERIFY(w_->controller()->analysing());
    QTRY_VERIFY_WITH_TIMEOUT(lines.count() >= 3, 5000);
    QVERIFY(qvariant_cast<AnalysisReport>(lines.last().at(0)).depth > 0);
    QVERIFY(!w_->controller()->hint().empty()); // the best move so far is marked
    w_->action("analyse")->trigger();
    QVERIFY(!w_->controller()->analysing());
    QCOMPARE(game().plyCount(), 0);
    // The best move of an analysis that no longer runs is not left on the board.
    QVERIFY(w_->controller()->hint().empty());
    QVERIFY(w_->scene()->marks().hint.empty());
}

void TestStudy::undoneResignationCanBeResignedAgain() {
    Settings().setConfirmResign(false);
    play("c3-d4");
    w_->action("resign")->trigger();
    QVERIFY(game().isOver());
    QVERIFY(!w_->action("resign")->isEnabled());
    w_->action("undo")->trigger();
    QCOMPARE(game().currentPly(), 0);
    QVERIFY(w_->action("resign")->isEnabled());
    QVERIFY(w_->action("offerDraw")->isEnabled());
    w_->action("resign")->trigger();
    QVERIFY(game().isOver());
    QVERIFY(!w_->action("resign")->isEnabled());
}

void TestStudy::statusMessagesGoWhenTheyNoLongerHold() {
    QStatusBar* status = w_->statusBar();
    // A column's contents, shown while it is pressed, stay while it is picked up...
    load("W:c3=wb,h8=b");
    click("c3");
    QVERIFY2(status->currentMessage().startsWith("c3"), qPrintable(status->currentMessage()));
    QCOMPARE(w_->scene()->marks().selected, test::square("c3"));
    // ...and go once it has moved.
    click("d4");
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(status->currentMessage(), QString());
    // A refusal goes once the right column is picked.
    load("W:c3=w,d4=w,e5=b,h8=b");
    click("c3");
    QVERIFY2(status->currentMessage().contains("compulsory"), qPrintable(status->currentMessage()));
    click("c3"); // the same again: the refusal still holds
    QVERIFY(status->currentMessage().contains("compulsory"));
    click("d4");
    QCOMPARE(w_->scene()->marks().selected, test::square("d4"));
    QCOMPARE(status->currentMessage(), QString());
}

void TestStudy::newGameEmptiesTheMoveField() {
    moveEntry()->setText("c3-d");
    w_->startGame(humans());
    QVERIFY(moveEntry()->text().isEmpty());
}

// The question comes first; a dialog cancelled later leaves the game as it was.
void TestStudy::savingIsAskedBeforeChoosing() {
    playFour(); // not saved
    {
        QObject watch;
        bool asked = false, chooserFirst = false;
        whenShown<QFileDialog>(
            [&](QFileDialog* d) {
                chooserFirst = !asked;
                d->reject();
            },
            &watch);
        whenShown<QMessageBox>(
            [&](QMessageBox* box) {
                asked = true;
                box->button(QMessageBox::Cancel)->click();
            },
            &watch);
        w_->action("open")->trigger();
        QVERIFY(asked);
        QVERIFY(!chooserFirst);
        QCOMPARE(game().plyCount(), 4);
    }
    // Set Up Position → Play: asked only once the players are chosen, just before the game
    // is replaced.
    for (const bool choosePlayers : {false, true}) {
        QObject watch;
        bool asked = false;
        whenShown<PositionEditor>(
            [](PositionEditor* e) { e->findChild<QPushButton*>("play")->click(); }, &watch);
        whenShown<NewGameDialog>(
            [&, choosePlayers](NewGameDialog* d) {
                QVERIFY(!asked);
                choosePlayers ? d->accept() : d->reject();
            },
            &watch);
        whenShown<QMessageBox>(
            [&](QMessageBox* box) {
                asked = true;
                box->button(QMessageBox::Cancel)->click();
            },
            &watch);
        w_->action("setUp")->trigger();
        QCOMPARE(asked, choosePlayers);
        QCOMPARE(game().plyCount(), 4);
        QVERIFY(!game().fromSetUp());
    }
}

void TestStudy::playButtonTurnsIntoPause() {
    playFour();
    w_->controller()->goToPly(0);
    w_->moveLog()->setAutoplayMs(4000);
    QToolButton* play = logButton("Autoplay");
    QVERIFY(play);
    const QImage playIcon = play->icon().pixmap(16).toImage();
    play->click();
    QVERIFY(w_->moveLog()->autoplaying());
    QCOMPARE(play->accessibleName(), QString("Pause"));
    QCOMPARE(play->toolTip(), QString("Pause"));
    QVERIFY(play->icon().pixmap(16).toImage() != playIcon);
    play->click();
    QVERIFY(!w_->moveLog()->autoplaying());
    QCOMPARE(play->accessibleName(), QString("Autoplay"));
    QCOMPARE(play->icon().pixmap(16).toImage(), playIcon);
}

QTEST_MAIN(TestStudy)
#include "tst_study.moc"
