// The desktop program driven as a player drives it: clicks and drags on the board view, menus'
// actions, the computer in its thread. Checks what is drawn as well as the game.
#include "core/notation.h"
#include "core/pdn.h"
#include "tests/common/mnemonics.h"
#include "tests/common/testpositions.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/moveanimator.h"
#include "ui/board/theme.h"
#include "ui/board/toweritem.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/game/gamecontroller.h"
#include "ui/window/mainwindow.h"
#include "ui/window/movelog.h"
#include "ui/window/movelogmodel.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTimer>
#include <QTranslator>

#include <algorithm>
#include <memory>

using namespace bashni;
using namespace bashni::ui;

namespace {

NewGameChoice humans() {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsHuman;
    return c;
}

NewGameChoice againstComputer(HumanSide side, int level, qint64 thinkMs = 0) {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsComputer;
    c.side = side;
    c.level = level;
    c.thinkMs = thinkMs;
    return c;
}

QString lastMoveText(const Game& g) {
    return QString::fromStdString(g.moveText(g.currentPly()));
}

} // namespace

class TestWindow : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();

    void moveByClicks();
    void moveByDrag();
    void multiPathCaptureByClicks();
    void aMillionPathCaptureByClicksAndByText();
    void refusedClicks();
    void compulsoryCapturesAreMarked();
    void lastMoveMarksTheJumpedColumns();
    void boardTurnsTowardsTheOnlyHumanPlayingBlack();
    void firstWindowFitsTheScreen();
    void menuMnemonicsDifferInEveryLanguage_data();
    void menuMnemonicsDifferInEveryLanguage();
    void towerShowsItsPiecesAfterACapture();
    void tallColumnOnTheFarRankStaysOnTheBoard();
    void animatedCaptureEndsInTheGamePosition();
    void clickDuringAnimationLosesNothing();
    void undoRedoAfterComputerReply();
    void undoBetweenHumansIsOnePly();
    void responsiveWhileComputerThinks();
    void newGameStopsTheComputer();
    void hintShowsALegalMove();
    void drawOfferJudgedByEvaluation();
    void gameOverIsReported();
    void lastMoveStaysInSightBesideTheResult();
    void flipKeepsSquaresUnderTheMouse();
    void windowRemembersItsSize();
    void rulesPageShowsTextAndDiagrams();
    void everyShortcutHasAName();
    void closingDuringAnAnimation();
    void keyboardOnlyPlay();
    void refusedTypedMoveIsReplacedByTheNext();
    void replayingTheSameMoveAfterUndoGetsANewReply();
    void computerMovesAfterAnAnalysisOfItsTurn();
    void draggingTheSelectedColumn();
    void undoDuringTheWinningAnimationShowsNoGameOver();
    void shortcutsListTheActions();
    void computersPlayEachOtherWithPauses();
    void repaintCopiesThePictures();
    void themeChangeDrawsTheNewTheme();
    void cachedBoardLooksLikeTheSvg();
    void pictureCacheStaysBoundedAcrossResizes();
    void everyPixelIsPainted();
    void noColumnOfPixelsLeftAtAnySize();
    void boardInTheWindowIsWhereTheViewIs();
    void captureByTheSquareCursor();
    void escapeDropsTheColumnPickedUpByKeys();
    void cursorStepsAsTheBoardIsTurned();
    void cursorDrawnOnlyWhileTheKeysAreUsed();
    void levelChangesApplyToTheGameInProgress();

  private:
    // Keys on the focused board: one key `times` times.
    void press(Qt::Key key, int times = 1) {
        for (int i = 0; i < times; ++i) QTest::keyClick(w_->view(), key);
    }
    Square cursor() const { return w_->view()->cursorSquare(); }
    void click(const char* square) {
        QTest::mouseClick(w_->view()->viewport(), Qt::LeftButton, {},
                          w_->view()->squareCentre(test::square(square)));
    }
    void load(const char* position, NewGameChoice choice = humans()) {
        w_->startGame(choice);
        GameSetup setup = w_->controller()->setup();
        w_->controller()->loadGame(Game(test::position(position)), setup);
    }
    const Game& game() const { return w_->controller()->game(); }
    std::vector<Piece> drawn(const char* square) const {
        return w_->scene()->tower(test::square(square))->drawnPieces();
    }
    // The board view drawn into an image at a device pixel ratio, over a colour.
    QImage paintBoard(qreal dpr = 1, QColor under = Qt::transparent) const {
        QImage image(w_->view()->viewport()->size() * dpr, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(dpr);
        image.fill(under);
        QPainter p(&image);
        w_->view()->viewport()->render(&p);
        return image;
    }
    void setThemes(const char* id) {
        Settings s;
        s.setBoardTheme(id);
        s.setPieceTheme(id);
        w_->applySettings();
    }
    const ArtCache& artCache() const { return w_->scene()->theme()->cache(); }
    void setAnimation(int ms) {
        for (QAction* a :
             w_->action("flip")->parent()->findChildren<QActionGroup*>().front()->actions())
            if (a->data().toInt() == ms) a->trigger();
    }

    std::unique_ptr<MainWindow> w_;
};

void TestWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings in a test location, not the user's
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_window");
    QSettings().clear();
    Settings().setAnimationMs(0);
}

void TestWindow::init() {
    w_ = std::make_unique<MainWindow>();
    w_->resize(900, 700);
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    w_->startGame(humans());
}

void TestWindow::cleanup() {
    w_.reset();
    Settings().setAnimationMs(0);
    Settings().setBoardTheme("classic");
    Settings().setPieceTheme("classic");
    Settings().setFlipped(false); // a test that flipped the board leaves it turned otherwise
}

void TestWindow::moveByClicks() {
    click("c3");
    QCOMPARE(w_->scene()->marks().selected, test::square("c3"));
    click("d4");
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(lastMoveText(game()), QString("c3-d4"));
    QVERIFY(drawn("c3").empty());
    QCOMPARE(drawn("d4"), std::vector<Piece>{Piece::WhiteMan});
    QCOMPARE(w_->turnText(), QString("Black to move"));
}

void TestWindow::moveByDrag() {
    QWidget* vp = w_->view()->viewport();
    const QPoint from = w_->view()->squareCentre(test::square("e3")),
                 to = w_->view()->squareCentre(test::square("f4"));
    QTest::mousePress(vp, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 5; ++i) QTest::mouseMove(vp, from + (to - from) * i / 5);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, to);
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(lastMoveText(game()), QString("e3-f4"));
    QCOMPARE(drawn("f4"), std::vector<Piece>{Piece::WhiteMan});
    // The dragged tower is back in its place in the scene.
    QCOMPARE(w_->scene()->tower(test::square("e3"))->pos(),
             w_->scene()->squareOrigin(test::square("e3")));
}

// docs/RULES.md E6: four paths; the player clicks the landings in turn, offered only legal ones.
void TestWindow::multiPathCaptureByClicks() {
    load("W:e3=B,f4=W,g5=b");
    click("f4");
    auto targets = w_->scene()->marks().targets;
    std::sort(targets.begin(), targets.end());
    QCOMPARE(targets,
             (std::vector<Square>{test::square("c1"), test::square("d2"), test::square("h6")}));
    click("h6");
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(w_->scene()->marks().path, std::vector<Square>{test::square("h6")});
    click("c1");
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(lastMoveText(game()), QString("f4:h6:c1"));
}

// A king beside a column of twelve men: 1,000,000 paths, two outcomes. Picking it up marks the
// squares it can land on next and the two where it can end; a click on one plays the capture,
// recorded with its canonical path, and the record reads back as the same game. Typed, every
// path is a move of its own (docs/NOTATION.md 3.5): the ends fit half a million paths and are
// refused with a short message that counts them; the full path plays.
void TestWindow::aMillionPathCaptureByClicksAndByText() {
    const char* huge = "W:a1=W,c3=bbbbbbbbbbbb";
    const QString canonical = "a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2";
    load(huge);
    QElapsedTimer timer;
    timer.start();
    click("a1");
    const qint64 pickUp = timer.nsecsElapsed();
    auto targets = w_->scene()->marks().targets;
    std::sort(targets.begin(), targets.end());
    QCOMPARE(targets,
             (std::vector<Square>{test::square("a1"), test::square("b2"), test::square("d4"),
                                  test::square("e5"), test::square("f6"), test::square("g7"),
                                  test::square("h8")}));
    QVERIFY(w_->controller()->input().candidateCount() <= 10);
    timer.restart();
    click("b2");
    qInfo("picked up in %.1f ms, captured in %.1f ms (moved, marked, logged, saved)",
          double(pickUp) / 1e6, double(timer.nsecsElapsed()) / 1e6);
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(lastMoveText(game()), canonical);
    const PdnReadResult back = readPdn(writePdn(game()));
    QVERIFY(back.errors.empty());
    QCOMPARE(back.games.size(), std::size_t(1));
    QCOMPARE(back.games[0].plyCount(), 1);
    QCOMPARE(QString::fromStdString(back.games[0].moveText(1)), canonical);
    QVERIFY(back.games[0].position() == game().position());

    load(huge);
    QTest::keySequence(w_.get(), QKeySequence(Qt::CTRL | Qt::Key_L));
    auto* entry = w_->findChild<QLineEdit*>("moveEntry");
    QTest::keyClicks(entry, "a1:b2");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(game().plyCount(), 0);
    const QString why = w_->statusBar()->currentMessage();
    QVERIFY2(why.contains("more than one capture fits") && why.contains("or 499994 more"),
             qPrintable(why));
    entry->clear();
    QTest::keyClicks(entry, canonical);
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(lastMoveText(game()), canonical);
}

void TestWindow::refusedClicks() {
    click("f6");
    QVERIFY2(w_->statusBar()->currentMessage().contains("not yours"),
             qPrintable(w_->statusBar()->currentMessage()));
    load("W:c3=w,d4=b,g3=w");
    click("g3");
    QVERIFY2(w_->statusBar()->currentMessage().contains("Capture is compulsory"),
             qPrintable(w_->statusBar()->currentMessage()));
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(w_->scene()->marks().selected, NoSquare);
}

// Before any click the columns that must capture are ringed; once one is picked up the rings
// go and its targets are marked as capture landings, unlike a quiet move's.
void TestWindow::compulsoryCapturesAreMarked() {
    const auto sorted = [](std::vector<Square> v) {
        std::sort(v.begin(), v.end());
        return v;
    };
    QVERIFY(w_->scene()->marks().capturers.empty()); // the start: no capture
    click("c3");
    QVERIFY(!w_->scene()->marks().targets.empty());
    QVERIFY(!w_->scene()->marks().captureTargets);

    load("W:c3=w,d4=b,e3=w,g3=w");
    QCOMPARE(sorted(w_->scene()->marks().capturers),
             (std::vector<Square>{test::square("c3"), test::square("e3")}));
    click("g3");
    const QString why = w_->statusBar()->currentMessage();
    QVERIFY2(why.contains("c3 or e3 can capture"), qPrintable(why));
    QCOMPARE(sorted(w_->scene()->marks().capturers),
             (std::vector<Square>{test::square("c3"), test::square("e3")}));
    click("c3");
    QVERIFY(w_->scene()->marks().capturers.empty());
    QCOMPARE(w_->scene()->marks().targets, std::vector<Square>{test::square("e5")});
    QVERIFY(w_->scene()->marks().captureTargets);

    // Not the computer's: nothing is ringed while it is to move.
    load("W:c3=w,d4=b,e3=w,g3=w", againstComputer(HumanSide::Black, 1));
    QVERIFY(w_->scene()->marks().capturers.empty());
    w_->startGame(humans());
}

void TestWindow::lastMoveMarksTheJumpedColumns() {
    load("W:b6=b,e3=B,f4=W,g5=b");
    click("f4");
    click("h6");
    click("c1");
    QCOMPARE(lastMoveText(game()), QString("f4:h6:c1"));
    auto jumped = w_->scene()->marks().jumped;
    std::sort(jumped.begin(), jumped.end());
    QCOMPARE(jumped, (std::vector<Square>{test::square("e3"), test::square("g5")}));
    const auto& path = w_->scene()->marks().lastMove;
    for (const char* sq : {"f4", "h6", "c1"})
        QVERIFY(std::find(path.begin(), path.end(), test::square(sq)) != path.end());
    click("b6"); // Black: a quiet move jumps nothing
    click("a5");
    QCOMPARE(game().plyCount(), 2);
    QVERIFY(w_->scene()->marks().jumped.empty());
}

void TestWindow::boardTurnsTowardsTheOnlyHumanPlayingBlack() {
    const auto below = [this](const char* a, const char* b) {
        return w_->view()->squareCentre(test::square(a)).y() >
               w_->view()->squareCentre(test::square(b)).y();
    };
    QVERIFY(Settings().turnToPlayer()); // on by default
    w_->startGame(againstComputer(HumanSide::Black, 1));
    QVERIFY(w_->scene()->isFlipped());
    QVERIFY(below("f6", "c3"));    // Black's side at the bottom
    w_->action("flip")->trigger(); // Flip Board turns it from there
    QVERIFY(!w_->scene()->isFlipped());
    w_->action("flip")->trigger();
    QVERIFY(w_->scene()->isFlipped());

    Settings().setTurnToPlayer(false);
    w_->applySettings();
    QVERIFY(!w_->scene()->isFlipped());
    Settings().setTurnToPlayer(true);
    w_->applySettings();
    QVERIFY(w_->scene()->isFlipped());

    w_->startGame(againstComputer(HumanSide::White, 1));
    QVERIFY(!w_->scene()->isFlipped());
    w_->startGame(humans());
    QVERIFY(!w_->scene()->isFlipped());
}

// No saved geometry: the window opens within the screen's room, whatever its default size.
namespace {

// Menu entries that take a letter an earlier entry of their menu has, as "menu letter: entry", for
// the menu bar and every menu under it.
QStringList sharedMnemonics(const QString& where, const QList<QAction*>& actions) {
    QStringList texts, clashes;
    for (QAction* a : actions) {
        if (a->isSeparator() || !a->isVisible()) continue;
        texts << a->text();
        if (QMenu* sub = a->menu()) clashes << sharedMnemonics(a->text(), sub->actions());
    }
    for (const QString& t : test::mnemonicClashes(texts))
        clashes << QStringLiteral("%1 %2: %3").arg(where, test::mnemonic(t), t);
    return clashes;
}

} // namespace

void TestWindow::menuMnemonicsDifferInEveryLanguage_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "ru", "sv", "it", "de"}) QTest::newRow(language) << language;
}

// Alt and a letter opens or runs one entry; with two entries on the letter it only moves between
// them (Qt's menus), so in every menu each letter is one entry's, in every language shipped.
void TestWindow::menuMnemonicsDifferInEveryLanguage() {
    QFETCH(QString, language);
    QTranslator translator;
    if (language != "en") {
        QVERIFY(translator.load(":/i18n/bashni_" + language + ".qm"));
        QCoreApplication::installTranslator(&translator);
    }
    MainWindow window; // its texts are translated when it is built
    QCoreApplication::removeTranslator(&translator);
    const QStringList clashes =
        sharedMnemonics(QStringLiteral("menu bar"), window.menuBar()->actions());
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    // The check itself: a menu with two entries on one letter is found.
    QMenu menu;
    menu.addAction(QStringLiteral("&Save"));
    menu.addAction(QStringLiteral("&Speichern"));
    QCOMPARE(sharedMnemonics(QStringLiteral("test"), menu.actions()).size(), 1);
}

void TestWindow::firstWindowFitsTheScreen() {
    w_.reset();
    Settings().setWindowGeometry({});
    Settings().setWindowState({});
    w_ = std::make_unique<MainWindow>();
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    const QRect room = w_->screen()->availableGeometry();
    QVERIFY2(w_->frameGeometry().width() <= room.width() &&
                 w_->frameGeometry().height() <= room.height(),
             qPrintable(QString("%1x%2 in %3x%4")
                            .arg(w_->frameGeometry().width())
                            .arg(w_->frameGeometry().height())
                            .arg(room.width())
                            .arg(room.height())));
}

// The number and order of pieces in the tower item after a capture, bottom first: the first
// piece taken lies just under the capturer, the last one at the very bottom (4.4).
void TestWindow::towerShowsItsPiecesAfterACapture() {
    load("W:e3=B,f4=W,g5=b");
    click("f4");
    click("h6");
    click("c1");
    QCOMPARE(drawn("c1"),
             (std::vector<Piece>{Piece::BlackKing, Piece::BlackMan, Piece::WhiteKing}));
    QVERIFY(drawn("g5").empty());
    QVERIFY(drawn("e3").empty());
    QVERIFY(w_->scene()
                ->tower(test::square("c1"))
                ->toolTip()
                .contains("white king, black man, black king"));
}

// A tall column on the far rank rose over the coordinates and out of the scene, its crown
// hidden: it stays within the board, flipped or not; on other ranks it still rises.
void TestWindow::tallColumnOnTheFarRankStaysOnTheBoard() {
    load("W:d8=Wbbbbbbbbbbw,a1=Bwwwwwwwwwwb"); // 12 pieces each
    const QRectF board = BoardScene::boardRect();
    for (const bool flipped : {false, true}) {
        w_->scene()->setFlipped(flipped);
        const char* far = flipped ? "a1" : "d8";
        const char* near = flipped ? "d8" : "a1";
        for (const char* square : {far, near}) {
            const TowerItem* t = w_->scene()->tower(test::square(square));
            QVERIFY2(board.contains(t->sceneBoundingRect()), square);
            QVERIFY2(t->discStep() > 1, square); // the bands still show
        }
        const TowerItem* top = w_->scene()->tower(test::square(far));
        QCOMPARE(top->drawnPieces().back(), flipped ? Piece::BlackKing : Piece::WhiteKing);
        // The same column elsewhere rises into the square behind it, as before.
        const TowerItem* bottom = w_->scene()->tower(test::square(near));
        QVERIFY(bottom->sceneBoundingRect().top() < bottom->pos().y() - 20);
        QVERIFY(bottom->discStep() > top->discStep());
    }
}

void TestWindow::animatedCaptureEndsInTheGamePosition() {
    setAnimation(120);
    load("W:c3=w,d4=bw,f6=b");
    click("c3");
    click("g7");
    QCOMPARE(game().plyCount(), 1);
    QVERIFY(w_->animator()->isRunning());
    // As the first hop starts the taken top has left d4, whose freed white man now shows.
    QCOMPARE(drawn("d4"), std::vector<Piece>{Piece::WhiteMan});
    QTRY_VERIFY_WITH_TIMEOUT(!w_->animator()->isRunning(), 3000);
    QCOMPARE(drawn("g7"), (std::vector<Piece>{Piece::BlackMan, Piece::BlackMan, Piece::WhiteMan}));
    QVERIFY(drawn("c3").empty());
}

void TestWindow::clickDuringAnimationLosesNothing() {
    setAnimation(450);
    click("c3");
    click("d4");
    QVERIFY(w_->animator()->isRunning());
    click("f6"); // Black's turn: the animation is cut short and the click counts
    QVERIFY(!w_->animator()->isRunning());
    click("e5");
    QCOMPARE(game().plyCount(), 2);
    QCOMPARE(drawn("d4"), std::vector<Piece>{Piece::WhiteMan});
    QTRY_VERIFY_WITH_TIMEOUT(!w_->animator()->isRunning(), 3000);
    QCOMPARE(drawn("e5"), std::vector<Piece>{Piece::BlackMan});
    QVERIFY(drawn("f6").empty());
}

void TestWindow::undoRedoAfterComputerReply() {
    w_->startGame(againstComputer(HumanSide::White, 1));
    click("c3");
    click("d4");
    QTRY_COMPARE_WITH_TIMEOUT(game().plyCount(), 2, 5000);
    QVERIFY(!w_->controller()->aiThinking());
    const Position afterReply = game().position();
    QVERIFY(w_->action("undo")->isEnabled());
    w_->action("undo")->trigger();
    QCOMPARE(game().currentPly(), 0);
    QCOMPARE(drawn("c3"), std::vector<Piece>{Piece::WhiteMan});
    QVERIFY(drawn("d4").empty());
    QVERIFY(!w_->action("undo")->isEnabled());
    QVERIFY(!w_->controller()->aiThinking()); // the human is to move
    w_->action("redo")->trigger();
    QCOMPARE(game().currentPly(), 2);
    QVERIFY(game().position() == afterReply);
    QCOMPARE(drawn("d4"), std::vector<Piece>{Piece::WhiteMan});
    // A new move after undo replaces what could have been redone.
    w_->action("undo")->trigger();
    click("g3");
    click("h4");
    QTRY_COMPARE_WITH_TIMEOUT(game().plyCount(), 2, 5000);
    QCOMPARE(QString::fromStdString(game().moveText(1)), QString("g3-h4"));
    QVERIFY(!w_->action("redo")->isEnabled());
}

void TestWindow::undoBetweenHumansIsOnePly() {
    click("c3");
    click("d4");
    click("f6");
    click("e5");
    w_->action("undo")->trigger();
    QCOMPARE(game().currentPly(), 1);
    QCOMPARE(drawn("f6"), std::vector<Piece>{Piece::BlackMan});
    QCOMPARE(w_->turnText(), QString("Black to move"));
}

// The computer at its highest level thinks in its thread; the GUI thread keeps running timers,
// flips the board, and "Move now" gets the move at once.
void TestWindow::responsiveWhileComputerThinks() {
    w_->startGame(againstComputer(HumanSide::Black, 10, 20000));
    QVERIFY(w_->controller()->aiThinking());
    int ticks = 0;
    QTimer timer;
    timer.setInterval(10);
    connect(&timer, &QTimer::timeout, [&] { ++ticks; });
    timer.start();
    QTest::qWait(1000);
    QVERIFY2(ticks >= 50, qPrintable(QString("only %1 timer ticks in 1 s").arg(ticks)));
    const bool turned = w_->scene()->isFlipped(); // towards the human playing Black
    w_->action("flip")->trigger();
    QCOMPARE(w_->scene()->isFlipped(), !turned);
    w_->resize(700, 560);
    QVERIFY(w_->controller()->aiThinking());
    QCOMPARE(game().plyCount(), 0);
    QVERIFY(w_->action("moveNow")->isEnabled());
    w_->action("moveNow")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(game().plyCount(), 1, 2000);
    QVERIFY(!w_->controller()->aiThinking());
    w_->action("flip")->trigger();
}

void TestWindow::newGameStopsTheComputer() {
    w_->startGame(againstComputer(HumanSide::Black, 10, 20000));
    QVERIFY(w_->controller()->aiThinking());
    QTest::qWait(200);
    w_->startGame(humans());
    QVERIFY(!w_->controller()->aiThinking());
    QTest::qWait(300);
    QCOMPARE(game().plyCount(), 0); // the stopped search's answer is not played
    // The worker is free again at once: a quick computer move comes well before 20 s.
    w_->startGame(againstComputer(HumanSide::Black, 1));
    QTRY_COMPARE_WITH_TIMEOUT(game().plyCount(), 1, 3000);
}

void TestWindow::hintShowsALegalMove() {
    w_->startGame(againstComputer(HumanSide::White, 3));
    w_->action("hint")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!w_->controller()->hint().empty(), 5000);
    const Move h = w_->controller()->hint().front();
    const auto legal = game().legalMoves();
    QVERIFY(std::find(legal.begin(), legal.end(), h) != legal.end());
    QVERIFY(!w_->scene()->marks().hint.empty());
    QCOMPARE(w_->scene()->marks().hint.front(), Square(h.from));
    QCOMPARE(game().plyCount(), 0); // a hint plays nothing
}

void TestWindow::drawOfferJudgedByEvaluation() {
    QSignalSpy answers(w_->controller(), &GameController::drawOfferAnswered);
    // The computer (Black) is far ahead: declines, and the game goes on.
    load("W:a1=w,b6=B,d6=B,f6=B,h6=b", againstComputer(HumanSide::White, 5));
    w_->controller()->offerDraw();
    QTRY_COMPARE_WITH_TIMEOUT(answers.count(), 1, 5000);
    QCOMPARE(answers.at(0).at(0).toBool(), false);
    QVERIFY(!game().isOver());
    // The computer (Black) is lost: accepts.
    load("W:a1=W,c1=W,e1=W,g1=W,h8=b", againstComputer(HumanSide::White, 5));
    w_->controller()->offerDraw();
    QTRY_COMPARE_WITH_TIMEOUT(answers.count(), 2, 5000);
    QCOMPARE(answers.at(1).at(0).toBool(), true);
    QCOMPARE(game().result(), Result::Draw);
}

void TestWindow::gameOverIsReported() {
    load("W:c3=w,d4=b");
    click("c3");
    click("e5");
    QVERIFY(game().isOver());
    QMessageBox* box = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((box = w_->findChild<QMessageBox*>("gameOverBox")) != nullptr, 2000);
    QTRY_VERIFY(box->isVisible());
    QVERIFY2(box->text().contains("Black cannot move: White wins."), qPrintable(box->text()));
    box->close();
    click("e5");
    QVERIFY(w_->statusBar()->currentMessage().contains("over"));
    // The result stays in sight once the box is gone: the ending by the turn, the token in the log.
    QCOMPARE(w_->turnText(), QString("Black cannot move: White wins."));
    auto* result = w_->findChild<QLabel*>("result");
    QVERIFY(result);
    QCOMPARE(result->text(), QString("2-0"));
    QVERIFY(!result->isHidden());
    // Taken back, the game is on again and has no result.
    w_->action("undo")->trigger();
    QCOMPARE(game().currentPly(), 0);
    QCOMPARE(w_->turnText(), QString("White to move"));
    QVERIFY(result->isHidden());
    QVERIFY(result->text().isEmpty());
    // Browsed back to from the log, a finished game keeps its result.
    w_->action("redo")->trigger();
    QCOMPARE(result->text(), QString("2-0"));
    w_->controller()->goToPly(0);
    QVERIFY(w_->controller()->browsing());
    QCOMPARE(result->text(), QString("2-0"));
}

// A game longer than the list ends, by a resignation or by its last move: the result line comes
// under the list, and the last move, scrolled into sight before the line took its room, is soon
// wholly in sight above it again; so too when the list is made shorter still (the players' panel
// above grows by the line that says how the game ended).
void TestWindow::lastMoveStaysInSightBesideTheResult() {
    // Each side plays its first legal move until the game is over: a long game, the same each run.
    Game whole;
    while (!whole.isOver()) QVERIFY(whole.play(whole.legalMoves().front()));
    QVERIFY(whole.plyCount() > 40);
    Game before(Rules::Standard);
    for (int ply = 1; ply < whole.plyCount(); ++ply) QVERIFY(before.play(whole.move(ply)));
    GameSetup setup = w_->controller()->setup();
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    QTableView* table = w_->moveLog()->table();
    auto* result = w_->moveLog()->findChild<QLabel*>("result");
    QVERIFY(result);
    const auto lastRowWhole = [&] {
        const QRect row = table->visualRect(w_->moveLog()->model()->indexOf(game().plyCount()));
        return !row.isEmpty() && table->viewport()->rect().contains(row);
    };
    for (const bool resign : {true, false}) {
        w_->controller()->loadGame(before, setup);
        QVERIFY(result->isHidden());
        QVERIFY(table->verticalScrollBar()->maximum() > 0); // longer than the list
        if (resign)
            w_->controller()->resign();
        else
            QVERIFY(w_->controller()->playTyped(lastMoveText(whole)));
        QVERIFY(game().isOver());
        QVERIFY(!result->isHidden());
        QCOMPARE(table->currentIndex(), w_->moveLog()->model()->indexOf(game().plyCount()));
        QTRY_VERIFY2(lastRowWhole(), resign ? "resigned" : "the last move");
    }
    const int height = table->viewport()->height();
    w_->resize(w_->width(), w_->height() - 50);
    QTRY_VERIFY(table->viewport()->height() < height - 40);
    QTRY_VERIFY2(lastRowWhole(), "the list shorter");
}

void TestWindow::flipKeepsSquaresUnderTheMouse() {
    w_->action("flip")->trigger();
    QVERIFY(w_->scene()->isFlipped());
    // Flipped, c3 is near the top of the view; clicks still find it.
    QVERIFY(w_->view()->squareCentre(test::square("c3")).y() <
            w_->view()->squareCentre(test::square("c5")).y());
    click("c3");
    click("b4");
    QCOMPARE(lastMoveText(game()), QString("c3-b4"));
    w_->action("flip")->trigger();
}

void TestWindow::windowRemembersItsSize() {
    w_->resize(760, 610);
    QTest::qWait(50);
    w_->close();
    w_ = std::make_unique<MainWindow>();
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    QCOMPARE(w_->size(), QSize(760, 610));
}

void TestWindow::rulesPageShowsTextAndDiagrams() {
    w_->action("rules")->trigger();
    QTextBrowser* browser = nullptr;
    QTRY_VERIFY((browser = w_->findChild<QTextBrowser*>("rulesBrowser")) != nullptr);
    const QString text = browser->document()->toPlainText();
    QVERIFY2(text.contains("capture", Qt::CaseInsensitive) && text.size() > 2000,
             qPrintable(text.left(200)));
    // Every image the page shows is in the resources and decodes (SVG through Qt's plugin).
    int images = 0;
    for (QTextBlock b = browser->document()->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFormat f = it.fragment().charFormat();
            if (!f.isImageFormat()) continue;
            const QUrl url = browser->source().resolved(QUrl(f.toImageFormat().name()));
            QImage image;
            image.loadFromData(
                browser->loadResource(QTextDocument::ImageResource, url).toByteArray());
            QVERIFY2(!image.isNull(), qPrintable(url.toString()));
            ++images;
        }
    }
    QVERIFY(images >= 3);
}

void TestWindow::shortcutsListTheActions() {
    w_->action("shortcuts")->trigger();
    QTableWidget* table = nullptr;
    QTRY_VERIFY((table = w_->findChild<QTableWidget*>("shortcutsTable")) != nullptr);
    QStringList actions;
    for (int r = 0; r < table->rowCount(); ++r) actions << table->item(r, 0)->text();
    for (const char* name : {"Undo", "Redo", "New Game…", "Flip Board", "Hint",
                             "Board Cursor: Move", "Board Cursor: Click Its Square"})
        QVERIFY2(actions.contains(name), name);
}

// The lesson and puzzle windows' own keys (their actions have no names) are not the main
// window's: the list showed a row "Ctrl+W; Esc" without a name.
void TestWindow::everyShortcutHasAName() {
    w_->action("learnToPlay")->trigger();
    w_->action("puzzles")->trigger();
    w_->action("shortcuts")->trigger();
    QTableWidget* table = nullptr;
    QTRY_VERIFY((table = w_->findChild<QTableWidget*>("shortcutsTable")) != nullptr);
    QVERIFY(table->rowCount() > 10);
    for (int r = 0; r < table->rowCount(); ++r)
        QVERIFY2(!table->item(r, 0)->text().trimmed().isEmpty(),
                 qPrintable(table->item(r, 1)->text()));
}

// Computer against computer: moves follow one another with a pause, and a new game stops them.
void TestWindow::computersPlayEachOtherWithPauses() {
    NewGameChoice c;
    c.opponents = Opponents::ComputerVsComputer;
    c.level = 1;
    w_->startGame(c);
    QTRY_COMPARE_WITH_TIMEOUT(game().plyCount(), 1, 3000);
    QTest::qWait(300);
    QCOMPARE(game().plyCount(), 1); // the second computer waits before it answers
    QTRY_VERIFY_WITH_TIMEOUT(game().plyCount() >= 3, 6000);
    w_->startGame(humans());
    QTest::qWait(1000);
    QCOMPARE(game().plyCount(), 0);
}

// Without the mouse: Ctrl+L to the move field, a move in notation, Enter.
void TestWindow::keyboardOnlyPlay() {
    load("W:c3=w,d4=b,f6=b,h8=b");
    QTest::keySequence(w_.get(), QKeySequence(Qt::CTRL | Qt::Key_L));
    auto* entry = w_->findChild<QLineEdit*>("moveEntry");
    QVERIFY(entry->hasFocus());
    QVERIFY(!entry->accessibleName().isEmpty());
    QTest::keyClicks(entry, "c3-b4");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(game().plyCount(), 0);
    QVERIFY2(w_->statusBar()->currentMessage().contains("capture is compulsory"),
             qPrintable(w_->statusBar()->currentMessage()));
    entry->clear();
    QTest::keyClicks(entry, "c3:g7"); // a capture by its first and last squares
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(lastMoveText(game()), QString("c3:e5:g7"));
    QVERIFY(entry->text().isEmpty());
}

// A refused move stays in the field, selected: what is typed next replaces it (it was appended).
void TestWindow::refusedTypedMoveIsReplacedByTheNext() {
    load("W:c3=w,d4=b,f6=b,h8=b");
    QTest::keySequence(w_.get(), QKeySequence(Qt::CTRL | Qt::Key_L));
    auto* entry = w_->findChild<QLineEdit*>("moveEntry");
    QTest::keyClicks(entry, "c3-b4");
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(entry->text(), QString("c3-b4")); // kept, to be corrected
    QCOMPARE(entry->selectedText(), QString("c3-b4"));
    QTest::keyClicks(entry, "c3:g7");
    QCOMPARE(entry->text(), QString("c3:g7"));
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(game().plyCount(), 1);
    QVERIFY(entry->text().isEmpty());
}

// The animation's pieces live in the scene; closing mid-move must not free them twice.
void TestWindow::closingDuringAnAnimation() {
    setAnimation(450);
    load("W:c3=w,d4=b,f6=b");
    click("c3");
    click("g7");
    QVERIFY(w_->animator()->isRunning());
    w_->close();
    w_.reset(); // crashed here before: the scene and the animator both deleted the pieces
    w_ = std::make_unique<MainWindow>();
    // Destroyed without being closed (its owner goes), with a second move waiting.
    load("W:c3=w,d4=b,f6=b,h8=b");
    click("c3");
    click("g7");
    QVERIFY(w_->animator()->isRunning());
    w_.reset();
    w_ = std::make_unique<MainWindow>();
}

void TestWindow::replayingTheSameMoveAfterUndoGetsANewReply() {
    w_->startGame(againstComputer(HumanSide::White, 1));
    click("c3");
    click("d4");
    QTRY_COMPARE_WITH_TIMEOUT(game().plyCount(), 2, 5000);
    w_->action("undo")->trigger();
    click("c3");
    click("d4");
    QVERIFY(!w_->controller()->browsing());
    QVERIFY(w_->turnText().startsWith("Black (computer)"));
    QTRY_COMPARE_WITH_TIMEOUT(game().currentPly(), 2, 5000);
}

void TestWindow::computerMovesAfterAnAnalysisOfItsTurn() {
    w_->startGame(againstComputer(HumanSide::Black, 10, 20000));
    QVERIFY(w_->controller()->aiThinking());
    w_->action("analyse")->trigger();
    QVERIFY(w_->controller()->analysing());
    QVERIFY(!w_->controller()->aiThinking());
    w_->action("analyse")->trigger(); // stop: the computer's turn goes on
    QVERIFY(w_->controller()->aiThinking());
    w_->action("moveNow")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(game().plyCount(), 1, 3000);
}

void TestWindow::draggingTheSelectedColumn() {
    click("c3"); // selected first, then dragged instead of clicking the target
    QWidget* vp = w_->view()->viewport();
    const QPoint from = w_->view()->squareCentre(test::square("c3")),
                 to = w_->view()->squareCentre(test::square("b4"));
    QTest::mousePress(vp, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 5; ++i) QTest::mouseMove(vp, from + (to - from) * i / 5);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, to);
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(lastMoveText(game()), QString("c3-b4"));
}

void TestWindow::undoDuringTheWinningAnimationShowsNoGameOver() {
    setAnimation(450);
    load("W:c3=w,d4=b");
    click("c3");
    click("e5");
    QVERIFY(game().isOver());
    QVERIFY(w_->animator()->isRunning());
    w_->action("undo")->trigger();
    QTest::qWait(700);
    QVERIFY(w_->findChild<QMessageBox*>("gameOverBox") == nullptr);
    QCOMPARE(drawn("c3"), std::vector<Piece>{Piece::WhiteMan});
}

// A repaint copies the pictures the first paint rendered: once the board has been drawn both ways
// up none is rendered again, and one size needs few of them.
void TestWindow::repaintCopiesThePictures() {
    const auto rendered = [this] { return artCache().rendered(); };
    paintBoard();
    const qint64 first = rendered();
    QVERIFY(first >= 4); // two squares, two men
    paintBoard();
    QCOMPARE(rendered(), first);
    load("W:c3=wbbwB,e5=bwWbbwbwwb,g7=B");
    const auto flip = [this] {
        w_->action("flip")->trigger(); // the settings change, the theme's files do not
        paintBoard();
    };
    paintBoard();
    flip();
    flip();
    const qint64 both = rendered();
    flip();
    flip();
    paintBoard();
    QCOMPARE(rendered(), both);
    // Two squares, each piece a quarter pixel apart at most four times, two count badges.
    QVERIFY2(artCache().count() <= 2 + 4 * 4 + 2, qPrintable(QString::number(artCache().count())));
}

// The board painted as part of the whole window (as into the window's backing store, or a grab
// of the window) lies where the view is: the cached pictures are placed at the painter's device
// pixels, which there include the view's offset in the window.
void TestWindow::boardInTheWindowIsWhereTheViewIs() {
    load("W:a1=W,c3=wbbwB,e5=Bwwbbw,g7=bW,h2=b,d6=wbwbwb");
    const QImage alone = paintBoard();
    const QImage window = w_->grab().toImage();
    const QPoint offset = w_->view()->viewport()->mapTo(w_.get(), QPoint(0, 0));
    QVERIFY(offset.y() > 0); // below the menus and the toolbar
    int differing = 0, compared = 0;
    for (Square s = 0; s < 64; ++s) {
        for (const QPointF at : {QPointF(50, 50), QPointF(10, 90), QPointF(50, 30)}) {
            const QPoint px = w_->view()->mapFromScene(w_->scene()->squareOrigin(s) + at);
            ++compared;
            if (alone.pixelColor(px) != window.pixelColor(px + offset)) ++differing;
        }
    }
    QVERIFY2(differing == 0,
             qPrintable(QString("%1 of %2 pixels differ").arg(differing).arg(compared)));
}

// The pixels of an empty light and dark square and of the tops of a white and a black man follow
// the theme chosen in the preferences: the wood's pictures are forgotten, and come back the same.
void TestWindow::themeChangeDrawsTheNewTheme() {
    const Square light = makeSquare(0, 3), dark = test::square("d4"), white = test::square("c3"),
                 black = test::square("d6");
    // The centre of a lone man's top face: the disc is 78 units wide and its drawing (100 by 60)
    // is centred on the square, the face's centre 22 below the drawing's top.
    const QPointF middle(50, 50), top(50, (100 - 0.78 * 60) / 2 + 0.78 * 22);
    const auto colours = [&] {
        const QImage image = paintBoard();
        const auto pixel = [&](Square s, QPointF p) {
            return image.pixelColor(w_->view()->mapFromScene(w_->scene()->squareOrigin(s) + p));
        };
        return std::vector<QColor>{pixel(light, middle), pixel(dark, middle), pixel(white, top),
                                   pixel(black, top)};
    };
    const std::vector<QColor> wood = colours();
    setThemes("contrast");
    const std::vector<QColor> contrast = colours();
    QCOMPARE(contrast, (std::vector<QColor>{QColor(0xfa, 0xfa, 0xfa), QColor(0x70, 0x70, 0x70),
                                            Qt::white, Qt::black}));
    for (std::size_t i = 0; i < wood.size(); ++i) QVERIFY(wood[i] != contrast[i]);
    setThemes("classic");
    QCOMPARE(colours(), wood);
}

// The cached pictures, placed at whole device pixels, against the SVG rendered in place for every
// disc and square: they differ only along edges that moved by less than a pixel. Both themes, at
// device pixel ratios 1 and 2, with tall columns and kings.
void TestWindow::cachedBoardLooksLikeTheSvg() {
    load("W:a1=W,c3=wbbwB,e5=Bwwbbw,g7=bW,h2=b,d6=wbwbwb");
    Theme* theme = w_->scene()->theme();
    for (const char* id : {"classic", "contrast"}) {
        setThemes(id);
        for (qreal dpr : {1.0, 2.0}) {
            const QImage cached = paintBoard(dpr);
            theme->setCached(false);
            const QImage svg = paintBoard(dpr);
            theme->setCached(true);
            QCOMPARE(cached.size(), svg.size());
            qint64 total = 0, far = 0;
            for (int y = 0; y < svg.height(); ++y) {
                const auto* a = reinterpret_cast<const QRgb*>(cached.constScanLine(y));
                const auto* b = reinterpret_cast<const QRgb*>(svg.constScanLine(y));
                for (int x = 0; x < svg.width(); ++x) {
                    const int d = std::max(
                        {qAbs(qRed(a[x]) - qRed(b[x])), qAbs(qGreen(a[x]) - qGreen(b[x])),
                         qAbs(qBlue(a[x]) - qBlue(b[x])), qAbs(qAlpha(a[x]) - qAlpha(b[x]))});
                    total += d;
                    far += d > 64;
                }
            }
            const double pixels = double(svg.width()) * svg.height();
            const QString figures = QStringLiteral("%1 at %2: mean difference %3, %4 % far off")
                                        .arg(id)
                                        .arg(dpr)
                                        .arg(double(total) / pixels)
                                        .arg(100.0 * double(far) / pixels);
            qInfo().noquote() << figures;
            // Measured: means of 0.6 to 1.3, 0.27 to 0.41 % far off (a misplaced picture: 60
            // and 50 %).
            QVERIFY2(double(total) / pixels < 2.5, qPrintable(figures));
            QVERIFY2(double(far) / pixels < 0.01, qPrintable(figures));
        }
    }
}

// Resizing the window through many sizes renders new pictures each time, and the cache keeps
// within its budget by dropping the oldest; the latest size is whole.
void TestWindow::pictureCacheStaysBoundedAcrossResizes() {
    QSet<int> widths;
    for (int i = 0; i < 60; ++i) {
        w_->resize(700 + i * 40, 600 + i * 40);
        widths.insert(w_->view()->width());
        paintBoard();
        QVERIFY2(artCache().bytes() <= artCache().maxBytes(),
                 qPrintable(QString::number(artCache().bytes())));
    }
    QVERIFY2(widths.size() >= 50, qPrintable(QString::number(widths.size())));
    qInfo() << artCache().count() << "pictures kept of" << artCache().rendered() << "rendered,"
            << artCache().bytes() << "bytes";
    QVERIFY(artCache().rendered() > artCache().count()); // the oldest went out
    const qint64 rendered = artCache().rendered();
    paintBoard();
    QCOMPARE(artCache().rendered(), rendered);
}

// The viewport does not fill itself before the view paints: the margins get the palette's colour
// and the squares cover the rest, to the last pixel, at any size, both ways up, at ratios 1 and 2
// (and with the SVG drawn in place, which fills everything first).
void TestWindow::everyPixelIsPainted() {
    load("W:a1=W,c3=wbbwB,e5=Bwwbbw,g7=bW,h2=b,d6=wbwbwb");
    const QColor marker(255, 0, 255);
    const QColor base = w_->view()->viewport()->palette().color(QPalette::Window);
    Theme* theme = w_->scene()->theme();
    for (const char* id : {"contrast", "classic"}) {
        setThemes(id);
        for (const QSize size : {QSize(900, 700), QSize(811, 613), QSize(1203, 997)}) {
            w_->resize(size);
            for (int flip = 0; flip < 2; ++flip) {
                w_->action("flip")->trigger();
                for (const bool cached : {true, false}) {
                    theme->setCached(cached);
                    for (const qreal dpr : {1.0, 2.0}) {
                        const QImage image = paintBoard(dpr, marker);
                        qint64 unpainted = 0;
                        for (int y = 0; y < image.height(); ++y)
                            for (int x = 0; x < image.width(); ++x)
                                unpainted += image.pixelColor(x, y) == marker;
                        QVERIFY2(unpainted == 0, qPrintable(QStringLiteral("%1 %2x%3 %4 %5: %6")
                                                                .arg(id)
                                                                .arg(size.width())
                                                                .arg(size.height())
                                                                .arg(cached)
                                                                .arg(dpr)
                                                                .arg(unpainted)));
                        QCOMPARE(image.pixelColor(0, 0), base); // a margin
                    }
                }
                theme->setCached(true);
            }
        }
    }
}

// Square edges are whole pixels, each rounded from where the square begins and ends: a square's
// right edge is the next one's left edge, the same number, so no size leaves a column or row of
// pixels between them unpainted (a width rounded on its own once did, at the lesson window's).
void TestWindow::noColumnOfPixelsLeftAtAnySize() {
    const QRgb marker = qRgb(255, 0, 255);
    QStringList failed;
    // Sized directly, the view keeps each size until the window lays it out again, which it does
    // once after the first change of size (so that one goes first).
    w_->view()->resize(640, 512);
    QTest::qWait(10);
    for (int width = 500; width <= 1000; width += 2) {
        w_->view()->resize(width, width * 4 / 5);
        const QImage image = paintBoard(1, QColor(marker));
        qint64 unpainted = 0;
        for (int y = 0; y < image.height(); ++y) {
            const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
            unpainted += std::count(line, line + image.width(), marker);
        }
        if (unpainted) failed << QStringLiteral("%1 px wide: %2").arg(width).arg(unpainted);
    }
    QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QStringLiteral(", "))));
}

// Keys only: the cursor shows on the first key, walks to the column, Space picks it up, and
// Space on each landing plays a capture with two landings as clicks would.
void TestWindow::captureByTheSquareCursor() {
    load("W:e3=B,f4=W,g5=b");
    w_->view()->setFocus();
    press(Qt::Key_Space); // shows the cursor, clicks nothing
    QCOMPARE(cursor(), test::square("c3"));
    QCOMPARE(w_->scene()->marks().selected, NoSquare);
    press(Qt::Key_Right, 3);
    press(Qt::Key_Up);
    QCOMPARE(cursor(), test::square("f4"));
    press(Qt::Key_Space);
    QCOMPARE(w_->scene()->marks().selected, test::square("f4"));
    press(Qt::Key_Right, 2);
    press(Qt::Key_Up, 2);
    QCOMPARE(cursor(), test::square("h6"));
    press(Qt::Key_Return);
    QCOMPARE(game().plyCount(), 0);
    QCOMPARE(w_->scene()->marks().path, std::vector<Square>{test::square("h6")});
    press(Qt::Key_Left, 9); // stops at the edge
    press(Qt::Key_Down, 5);
    press(Qt::Key_Right, 2);
    QCOMPARE(cursor(), test::square("c1"));
    press(Qt::Key_Enter);
    QCOMPARE(game().plyCount(), 1);
    QCOMPARE(lastMoveText(game()), QString("f4:h6:c1"));
}

// Esc drops a column picked up with the keys; the cursor stays where it is.
void TestWindow::escapeDropsTheColumnPickedUpByKeys() {
    w_->view()->setFocus();
    press(Qt::Key_Space);
    press(Qt::Key_Space);
    QCOMPARE(w_->scene()->marks().selected, test::square("c3"));
    QVERIFY(!w_->scene()->marks().targets.empty());
    press(Qt::Key_Escape);
    QCOMPARE(w_->scene()->marks().selected, NoSquare);
    QVERIFY(w_->scene()->marks().targets.empty());
    QCOMPARE(cursor(), test::square("c3"));
    QCOMPARE(game().plyCount(), 0);
}

// Up is towards the top of the screen and Left towards its left, however the board is turned.
void TestWindow::cursorStepsAsTheBoardIsTurned() {
    const auto centre = [this] { return w_->view()->squareCentre(cursor()); };
    w_->view()->setFocus();
    press(Qt::Key_Up);
    QCOMPARE(cursor(), test::square("c3"));
    press(Qt::Key_Up);
    QCOMPARE(cursor(), test::square("c4"));
    w_->action("flip")->trigger();
    QVERIFY(w_->scene()->isFlipped());
    QCOMPARE(cursor(), test::square("c4")); // the same square, drawn where it is now
    QPoint before = centre();
    press(Qt::Key_Up);
    QCOMPARE(cursor(), test::square("c3"));
    QVERIFY(centre().y() < before.y());
    before = centre();
    press(Qt::Key_Left);
    QCOMPARE(cursor(), test::square("d3"));
    QVERIFY(centre().x() < before.x());
    press(Qt::Key_Down, 2);
    press(Qt::Key_Right);
    QCOMPARE(cursor(), test::square("c5"));
}

// Nothing of the cursor shows before a key; a key draws it in the highlight colour, and a mouse
// press takes it away again.
void TestWindow::cursorDrawnOnlyWhileTheKeysAreUsed() {
    const QImage untouched = paintBoard();
    QCOMPARE(cursor(), NoSquare);
    w_->view()->setFocus();
    QCOMPARE(paintBoard(), untouched);
    press(Qt::Key_Down);
    QCOMPARE(cursor(), test::square("c3"));
    const QImage shown = paintBoard();
    QVERIFY(shown != untouched);
    // The middle of the outline's left edge.
    const QPoint edge =
        w_->view()->mapFromScene(w_->scene()->squareOrigin(test::square("c3")) +
                                 QPointF(TowerItem::SquareSize * 0.045, TowerItem::SquareSize / 2));
    QCOMPARE(shown.pixelColor(edge), w_->scene()->palette().color(QPalette::Highlight));
    // A press on a light square does nothing to the game but hides the cursor.
    click("a2");
    QCOMPARE(cursor(), NoSquare);
    QCOMPARE(paintBoard(), untouched);
    QCOMPARE(w_->scene()->marks().selected, NoSquare);
    // The next key brings it back where the mouse was.
    press(Qt::Key_Right);
    QCOMPARE(cursor(), test::square("a2"));
}

QTEST_MAIN(TestWindow)
#include "tst_window.moc"

// The computer's think() asks for setup().level and setup().thinkMs, so they are what its next
// move is searched with.
void TestWindow::levelChangesApplyToTheGameInProgress() {
    QVERIFY(!w_->findChild<QAction*>("level1")->isEnabled()); // humans only
    w_->startGame(againstComputer(HumanSide::White, 1));
    QVERIFY(w_->findChild<QAction*>("level1")->isEnabled());
    QVERIFY(w_->findChild<QAction*>("level1")->isChecked());
    w_->action("preferences")->trigger();
    auto* dialog = w_->findChild<PreferencesDialog*>();
    QVERIFY(dialog);
    dialog->findChild<QSlider*>("level")->setValue(4);
    QCOMPARE(w_->controller()->setup().level, 4);
    QVERIFY(w_->findChild<QAction*>("level4")->isChecked());
    auto* thinkTime = dialog->findChild<QComboBox*>("thinkTime");
    thinkTime->setCurrentIndex(thinkTime->findData(qint64(500)));
    QCOMPARE(w_->controller()->setup().thinkMs, qint64(500));
    dialog->close();

    w_->findChild<QAction*>("level2")->trigger();
    QCOMPARE(w_->controller()->setup().level, 2);
    QVERIFY(w_->findChild<QAction*>("level2")->isChecked());
    QVERIFY(!w_->findChild<QAction*>("level4")->isChecked());
    // The game goes on at that level: the computer answers.
    click("c3");
    click("d4");
    QTRY_COMPARE_WITH_TIMEOUT(game().plyCount(), 2, 5000);
    QCOMPARE(w_->controller()->setup().level, 2);
    // A new game starts from the preferences again.
    Settings().setNewGame(againstComputer(HumanSide::White, 3));
    w_->startGame(Settings().newGame());
    QVERIFY(w_->findChild<QAction*>("level3")->isChecked());
}
