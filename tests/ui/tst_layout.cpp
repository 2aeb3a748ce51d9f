// The window a new player gets: started on a fresh settings directory on a screen of a given size
// (BASHNI_TEST_SCREEN=WIDTHxHEIGHT[@SCALE], device pixels; the offscreen platform is given that
// screen), the board must be the dominant element, the panels a narrow column, nothing off the
// screen; the layout is remembered, versioned and reset; a dark palette stays legible.
#include "core/notation.h"
#include "core/pdn.h"
#include "tests/common/testscreen.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/common/contrast.h"
#include "ui/common/settings.h"
#include "ui/game/gamecontroller.h"
#include "ui/lessons/lessonoffer.h"
#include "ui/review/analysispanel.h"
#include "ui/review/evalgraph.h"
#include "ui/window/mainwindow.h"
#include "ui/window/movelog.h"
#include "ui/window/movelogmodel.h"
#include "ui/window/playerpanel.h"
#include "ui/window/windowlayout.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace bashni;
using namespace bashni::ui;

namespace {

// Breeze Dark's colours, as a user of Plasma's dark theme has them.
QPalette darkPalette() {
    QPalette p;
    const QColor window(0x20, 0x23, 0x26), base(0x14, 0x16, 0x18), text(0xfc, 0xfc, 0xfc);
    for (auto group : {QPalette::Active, QPalette::Inactive}) {
        p.setColor(group, QPalette::Window, window);
        p.setColor(group, QPalette::WindowText, text);
        p.setColor(group, QPalette::Base, base);
        p.setColor(group, QPalette::AlternateBase, QColor(0x1d, 0x1f, 0x22));
        p.setColor(group, QPalette::Text, text);
        p.setColor(group, QPalette::Button, QColor(0x29, 0x2c, 0x30));
        p.setColor(group, QPalette::ButtonText, text);
        p.setColor(group, QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
        p.setColor(group, QPalette::HighlightedText, text);
        p.setColor(group, QPalette::ToolTipBase, window);
        p.setColor(group, QPalette::ToolTipText, text);
        p.setColor(group, QPalette::PlaceholderText, QColor(0xa1, 0xa9, 0xb1));
    }
    p.setColor(QPalette::Disabled, QPalette::Window, window);
    p.setColor(QPalette::Disabled, QPalette::Base, base);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0xa1, 0xa9, 0xb1));
    return p;
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();

    void boardIsTheDominantElement();
    void panelsAreANarrowColumn();
    void nothingLiesOutsideTheScreen();
    void lessonOfferCostsTheBoardNothing();
    void lessonOfferGoesOnceNoLongerNeeded();
    void spareWidthGoesToThePanels();
    void layoutIsRememberedAndVersioned();
    void resetLayoutBringsBackTheFirstStart();
    void firstLayoutFitsAnyScreen();
    void darkPaletteStaysLegible();
    void tabReachesTheBoard();
    void playsAMoveWithTheMouse();
    void currentMoveWhollyInSight();
    void moveListKeysDoNotTakeBackALiveGame();
    void analysisShowsItsLinesWhole();

  private:
    void start() {
        w_ = std::make_unique<MainWindow>(autosave_.filePath(QStringLiteral("autosave.pdn")));
        w_->show();
        QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
        QTest::qWait(50); // the first start's offer comes after the window is shown
    }
    // The side of the 64 squares as the player sees it, in logical pixels.
    int boardSide() const {
        BoardView* v = w_->view();
        const QRect a1 = v->squareRect(0), h8 = v->squareRect(63);
        return (a1 | h8).height();
    }
    QDockWidget* dock(const char* name) const {
        return w_->findChild<QDockWidget*>(QLatin1String(name));
    }
    int screenHeight() const { return w_->screen()->geometry().height(); }
    // The share of the screen's height the board must at least have: 60 %, and 50 % on a
    // netbook's 600 pixels.
    double minimumShare() const {
        return screenHeight() * w_->devicePixelRatio() <= 600 ? 0.5 : 0.6;
    }
    QTemporaryDir autosave_; // this process's own: the screens' runs may run at once
    std::unique_ptr<MainWindow> w_;
};

void TestLayout::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("bashni-test");
    // A settings file of its own for each screen's run, as they may run at the same time.
    QCoreApplication::setApplicationName(
        QStringLiteral("tst_layout_%1")
            .arg(QString::fromLatin1(qgetenv("BASHNI_TEST_SCREEN")))
            .remove(QLatin1Char('@')));
    qInfo() << "screen" << QGuiApplication::primaryScreen()->geometry() << "scale"
            << QGuiApplication::primaryScreen()->devicePixelRatio();
}

// Every test starts as a new player does: no settings at all.
void TestLayout::init() {
    QSettings().clear();
    QFile::remove(autosave_.filePath(QStringLiteral("autosave.pdn"))); // a new player's game
    Settings().setAnimationMs(0);
    start();
}

void TestLayout::cleanup() {
    w_.reset();
    QApplication::setPalette(QPalette());
}

void TestLayout::boardIsTheDominantElement() {
    const int side = boardSide();
    QVERIFY2(
        side >= minimumShare() * screenHeight(),
        qPrintable(
            QStringLiteral("board %1 px on a screen %2 px high").arg(side).arg(screenHeight())));
    // The largest thing in the window by far: wider than the panels together.
    QVERIFY(side > dock("moveLogDock")->width());
}

void TestLayout::panelsAreANarrowColumn() {
    QVERIFY(dock("playersDock")->isVisible());
    QVERIFY(dock("moveLogDock")->isVisible());
    QVERIFY(!dock("analysisDock")->isVisible()); // until analysis is asked for
    QVERIFY(!dock("evalDock")->isVisible());     // until the game has evaluations
    QCOMPARE(w_->dockWidgetArea(dock("moveLogDock")), Qt::RightDockWidgetArea);
    const int column = w_->width() - w_->view()->width();
    QVERIFY2(column <= w_->width() * 0.36,
             qPrintable(QStringLiteral("panels %1 of %2").arg(column).arg(w_->width())));
    // No empty box: the move list says what it is for.
    auto* empty = w_->moveLog()->findChild<QLabel*>(QStringLiteral("noMoves"));
    QVERIFY(empty && empty->isVisible() && !empty->text().isEmpty());
}

void TestLayout::nothingLiesOutsideTheScreen() {
    const QRect screen = w_->screen()->availableGeometry();
    QVERIFY2(screen.contains(w_->frameGeometry()),
             qPrintable(QStringLiteral("%1,%2 %3x%4")
                            .arg(w_->frameGeometry().x())
                            .arg(w_->frameGeometry().y())
                            .arg(w_->frameGeometry().width())
                            .arg(w_->frameGeometry().height())));
    // What shows of every widget: the part inside the window (Qt parks a spare tab bar of the
    // dock area outside it).
    const QRect window(w_->mapToGlobal(QPoint(0, 0)), w_->size());
    for (QWidget* child : w_->findChildren<QWidget*>()) {
        if (!child->isVisible() || child->isWindow()) continue;
        const QRect r = QRect(child->mapToGlobal(QPoint(0, 0)), child->size()) & window;
        QVERIFY2(r.isEmpty() || screen.contains(r),
                 qPrintable(child->metaObject()->className() + QString(" ") + child->objectName()));
    }
}

// The offer sits beside the board, and closing it changes nothing on the board.
void TestLayout::lessonOfferCostsTheBoardNothing() {
    QTRY_VERIFY(w_->lessonOffer() && w_->lessonOffer()->isVisible());
    const int with = boardSide();
    QVERIFY(!w_->view()->geometry().intersects(
        QRect(w_->lessonOffer()->mapTo(w_.get(), QPoint(0, 0)), w_->lessonOffer()->size())));
    QTest::mouseClick(w_->lessonOffer()->findChild<QToolButton*>("closeOffer"), Qt::LeftButton);
    QVERIFY(!w_->lessonOffer()->isVisible());
    QTest::qWait(20);
    QCOMPARE(boardSide(), with);
}

// The offer goes once the player has made a move (or opened the lessons), and a closed offer does
// not come back at the next start.
void TestLayout::lessonOfferGoesOnceNoLongerNeeded() {
    QTRY_VERIFY(w_->lessonOffer() && w_->lessonOffer()->isVisible());
    QVERIFY(w_->controller()->playTyped(QStringLiteral("c3-d4")));
    QVERIFY(!w_->lessonOffer()->isVisible());
    w_->close();
    start();
    QVERIFY(!w_->lessonOffer());
    // Opening the lessons from the menu closes it too.
    w_.reset();
    QSettings().clear();
    start();
    QTRY_VERIFY(w_->lessonOffer() && w_->lessonOffer()->isVisible());
    w_->showLessons();
    QVERIFY(!w_->lessonOffer()->isVisible());
}

// A window made wide gives the width beyond the board's square to the panels.
void TestLayout::spareWidthGoesToThePanels() {
    const QRect room = w_->screen()->availableGeometry();
    w_->resize(room.width() - 20, w_->height());
    QTRY_VERIFY(w_->width() >= room.width() - 30);
    QTest::qWait(20);
    QVERIFY2(w_->view()->width() <= w_->view()->height() + 2,
             qPrintable(
                 QStringLiteral("view %1x%2").arg(w_->view()->width()).arg(w_->view()->height())));
    // With no panel beside it, the board takes the whole window again.
    for (const char* name : {"playersDock", "moveLogDock"}) dock(name)->hide();
    QTest::qWait(20);
    QTRY_COMPARE(w_->view()->width(), w_->centralWidget()->width());
    QCOMPARE(w_->view()->width(), w_->width());
}

void TestLayout::layoutIsRememberedAndVersioned() {
    const QSize first = w_->size();
    dock("moveLogDock")->hide();
    w_->resize(first - QSize(40, 10));
    QTRY_COMPARE(w_->size(), first - QSize(40, 10));
    w_->close();
    start();
    QCOMPARE(w_->size(), first - QSize(40, 10));
    QVERIFY(!dock("moveLogDock")->isVisible());
    // A state saved by another layout version is not restored: the first start's layout.
    w_->close();
    w_.reset();
    QMainWindow old;
    auto* moves = new QDockWidget(&old);
    moves->setObjectName(QStringLiteral("moveLogDock"));
    old.addDockWidget(Qt::LeftDockWidgetArea, moves);
    moves->hide();
    Settings().setWindowState(old.saveState(LayoutVersion - 1));
    start();
    QVERIFY(dock("moveLogDock")->isVisible());
    QCOMPARE(w_->dockWidgetArea(dock("moveLogDock")), Qt::RightDockWidgetArea);
    QCOMPARE(w_->size(), first);
}

void TestLayout::resetLayoutBringsBackTheFirstStart() {
    const QSize first = w_->size();
    const int side = boardSide();
    dock("moveLogDock")->setFloating(true);
    dock("playersDock")->hide();
    dock("analysisDock")->show();
    w_->resize(first - QSize(120, 90));
    QTRY_COMPARE(w_->size(), first - QSize(120, 90));
    QAction* reset = w_->action(QStringLiteral("resetLayout"));
    QVERIFY(reset);
    reset->trigger();
    QTRY_COMPARE(w_->size(), first);
    QVERIFY(!dock("moveLogDock")->isFloating());
    QVERIFY(dock("moveLogDock")->isVisible() && dock("playersDock")->isVisible());
    QVERIFY(!dock("analysisDock")->isVisible());
    QTRY_COMPARE(boardSide(), side);
}

// The arithmetic on screens the test does not run on: portrait, tiny, huge.
void TestLayout::firstLayoutFitsAnyScreen() {
    for (const QSize room : {QSize(1366, 740), QSize(1920, 1050), QSize(1024, 570),
                             QSize(800, 1240), QSize(3840, 2120), QSize(640, 450)}) {
        const FirstLayout l = firstLayout(room, 100);
        QVERIFY(l.window.width() <= room.width() && l.window.height() + 40 <= room.height());
        QVERIFY(l.panels * 3 <= l.window.width() + 3);
        const int board = std::min(l.window.width() - l.panels, l.window.height() - 100);
        QVERIFY2(
            board >= std::min(room.height() * 0.6, (room.width() - 16) * 0.64),
            qPrintable(
                QStringLiteral("%1 in %2x%3").arg(board).arg(room.width()).arg(room.height())));
    }
}

// Breeze Dark: the text of every panel, the coordinates and the graph read against what is
// behind them, and the board's surroundings are the window's dark colour.
void TestLayout::darkPaletteStaysLegible() {
    w_.reset();
    QSettings().clear(); // the first start again, with its offer
    QApplication::setPalette(darkPalette());
    start();
    QTRY_VERIFY(w_->lessonOffer() && w_->lessonOffer()->isVisible()); // its text is checked too
    const QPalette dark = darkPalette();
    QWidget* viewport = w_->view()->viewport();
    QCOMPARE(viewport->palette().color(viewport->backgroundRole()), dark.color(QPalette::Window));
    // Beside the board, as painted (within a step of rounding at a scale of 2).
    const QColor beside = w_->grab().toImage().pixelColor(
        w_->view()->mapTo(w_.get(), QPoint(1, 1)) * w_->devicePixelRatio());
    const QColor window = dark.color(QPalette::Window);
    QVERIFY2(std::abs(beside.red() - window.red()) + std::abs(beside.green() - window.green()) +
                     std::abs(beside.blue() - window.blue()) <=
                 6,
             qPrintable(beside.name()));
    const QColor coordinates = w_->scene()->palette().color(QPalette::WindowText);
    QVERIFY(contrastRatio(coordinates, dark.color(QPalette::Window)) >= 4.5);
    for (QLabel* label : w_->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty()) continue;
        const QPalette p = label->palette();
        const auto group = label->isEnabled() ? QPalette::Active : QPalette::Disabled;
        QWidget* back = label;
        while (back->parentWidget() && !back->autoFillBackground() &&
               back->parentWidget() != w_.get() &&
               !qobject_cast<QAbstractScrollArea*>(back->parentWidget()->parentWidget()))
            back = back->parentWidget();
        QColor behind = back->palette().color(group, back->backgroundRole());
        if (behind.alphaF() < 1) { // a tint over the window
            const QColor under = dark.color(QPalette::Window);
            const double a = behind.alphaF();
            behind = QColor::fromRgbF(behind.redF() * a + under.redF() * (1 - a),
                                      behind.greenF() * a + under.greenF() * (1 - a),
                                      behind.blueF() * a + under.blueF() * (1 - a));
        }
        const double c = contrastRatio(p.color(group, label->foregroundRole()), behind);
        QVERIFY2(c >= 4.5, qPrintable(QStringLiteral("\"%1\": %2").arg(label->text()).arg(c)));
    }
    const EvalGraph::Colours g = w_->evalGraph()->colours();
    QVERIFY(contrastRatio(g.curve, g.background) >= 3); // a graphic's line: WCAG's 3 : 1
    QVERIFY(contrastRatio(g.current, g.background) >= 3);
}

// The focus chain: the move field, the board (showing its cursor at once), the moves.
void TestLayout::tabReachesTheBoard() {
    auto* entry = w_->findChild<QLineEdit*>(QStringLiteral("moveEntry"));
    QVERIFY(entry);
    w_->activateWindow();
    entry->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(entry->hasFocus());
    QCOMPARE(w_->view()->cursorSquare(), NoSquare);
    QTest::keyClick(entry, Qt::Key_Tab);
    QVERIFY(w_->view()->hasFocus());
    QVERIFY(w_->view()->cursorSquare() != NoSquare); // where the keys act, shown
    QTest::keyClick(w_->view(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), w_->moveLog()->table());
    QCOMPARE(w_->view()->cursorSquare(), NoSquare);
    // From the list Tab goes on to the next control; it does not walk the list's cells.
    QTest::keyClick(w_->moveLog()->table(), Qt::Key_Tab);
    QVERIFY(QApplication::focusWidget() != w_->moveLog()->table());
}

void TestLayout::playsAMoveWithTheMouse() {
    NewGameChoice two;
    two.opponents = Opponents::HumanVsHuman;
    w_->startGame(two);
    BoardView* v = w_->view();
    QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->squareCentre(makeSquare(2, 2)));
    QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->squareCentre(makeSquare(3, 3)));
    QCOMPARE(w_->controller()->game().plyCount(), 1);
    QVERIFY(w_->moveLog()->model()->rowCount() == 1);
}

// At the end of a game longer than the list, with a long comment under it, the last move's row is
// whole in sight, and the comment leaves the list rows.
void TestLayout::currentMoveWhollyInSight() {
    QString pdn = QStringLiteral(
        "1. e3-f4 b6-c5 2. f4-g5 f6:h4 3. c3-d4 c5:e3 4. f2:d4 h4:f2 5. e1:g3 c7-b6 6. b2-c3 g7-f6 "
        "7. e3-f4 b6-c5 8. d4:b6 a7:c5 9. c3-b4 b6-a5 10. d2-c3 h6-g5 {");
    for (int i = 0; i < 40; ++i) pdn += QStringLiteral("A long remark on this move. ");
    pdn += QStringLiteral("} *");
    const PdnReadResult r = readPdn(pdn.toStdString());
    QCOMPARE(r.games.size(), std::size_t(1));
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    w_->controller()->loadGame(r.games[0], setup);
    QTest::qWait(20);
    QTableView* table = w_->moveLog()->table();
    const QRect row = table->visualRect(table->currentIndex());
    QVERIFY(!row.isEmpty());
    QVERIFY2(table->viewport()->rect().contains(row),
             qPrintable(QStringLiteral("row %1..%2 in %3")
                            .arg(row.top())
                            .arg(row.bottom())
                            .arg(table->viewport()->height())));
    QVERIFY(table->viewport()->height() >= 5 * row.height());
}

void TestLayout::moveListKeysDoNotTakeBackALiveGame() {
    NewGameChoice two;
    two.opponents = Opponents::HumanVsHuman;
    w_->startGame(two);
    GameController* c = w_->controller();
    for (const char* move : {"c3-d4", "b6-a5", "d4-c5"}) QVERIFY(c->playTyped(move));
    QTableView* table = w_->moveLog()->table();
    table->setFocus();
    // Left and Home are the window's Previous Move and First Position everywhere else.
    for (auto key : {Qt::Key_Up, Qt::Key_Left, Qt::Key_Home, Qt::Key_PageUp})
        QTest::keyClick(table, key);
    QCOMPARE(c->game().currentPly(), 3);
    // Once over (here: resigned), the list's keys step through the game.
    c->resign();
    QVERIFY(c->overHere());
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Up);
    QCOMPARE(c->game().currentPly(), 1);
    QTest::keyClick(table, Qt::Key_Left);
    QCOMPARE(c->game().currentPly(), 0);
}

// Analysis asked for on the first start's layout: the panel shows each of its lines (three by
// default, each of fourteen plies: its first moves, in two lines of text) without scrolling, on a
// 1366 x 768 laptop and larger, where it showed four lines of text and cut the rest; on the
// netbook at least the best line. The move list keeps its six moves.
void TestLayout::analysisShowsItsLinesWhole() {
    AnalysisReport report;
    report.depth = 12;
    report.nodes = 1'000'000;
    report.seconds = 1;
    for (int first = 0; first < AnalysisPanel::MaxLines; ++first) {
        Game g;
        AnalysisLine line;
        for (int ply = 0; ply < 14 && !g.isOver(); ++ply) {
            const Move m = g.legalMoves()[ply == 0 ? std::size_t(first) : 0];
            line.moves.push_back(m);
            QVERIFY(g.play(m));
        }
        line.score = 10 - first * 15;
        report.lines.push_back(line);
    }
    QCOMPARE(Settings().analysisLines(), AnalysisPanel::MaxLines);
    w_->action(QStringLiteral("analyse"))->trigger(); // opens the panel and starts
    w_->action(QStringLiteral("analyse"))->trigger(); // stops: the lines are the test's
    QTRY_VERIFY(dock("analysisDock")->isVisible());
    AnalysisPanel* panel = w_->analysisPanel();
    panel->showReport(report);
    auto* scroll = panel->findChild<QScrollArea*>();
    QVERIFY(scroll);
    QWidget* viewport = scroll->viewport();
    const int shown = screenHeight() * w_->devicePixelRatio() >= 768 ? AnalysisPanel::MaxLines : 1;
    const auto wholeInSight = [&] {
        for (int i = 0; i < shown; ++i) {
            QLabel* label = panel->lineLabel(i);
            const QRect r(label->mapTo(viewport, QPoint(0, 0)), label->size());
            const bool laidOut = label->width() == viewport->width() &&
                                 label->height() >= label->heightForWidth(label->width());
            if (!label->isVisible() || !laidOut || !viewport->rect().contains(r)) return false;
        }
        return true;
    };
    QTRY_VERIFY2(wholeInSight(), qPrintable(QStringLiteral("lines %1, %2 and %3 px high in %4 px")
                                                .arg(panel->lineLabel(0)->height())
                                                .arg(panel->lineLabel(1)->height())
                                                .arg(panel->lineLabel(2)->height())
                                                .arg(viewport->height())));
    for (int i = 0; i < AnalysisPanel::MaxLines; ++i) { // two lines of text, the rest in the tip
        QLabel* label = panel->lineLabel(i);
        QVERIFY(label->heightForWidth(label->width()) <=
                2 * label->fontMetrics().lineSpacing() + 8);
        QVERIFY(label->toolTip().endsWith(
            QString::fromStdString(formatMove(report.lines[std::size_t(i)].moves.back()))));
    }
    // The board is still the dominant element, and the list shows its six moves.
    QVERIFY(boardSide() >= minimumShare() * screenHeight());
    QTableView* moves = w_->moveLog()->table();
    QVERIFY(moves->viewport()->height() >= 6 * moves->verticalHeader()->defaultSectionSize());
}

int main(int argc, char** argv) {
    // The offscreen platform's screen, from a configuration file written here.
    QByteArray spec = qgetenv("BASHNI_TEST_SCREEN");
    if (spec == "native") { // the platform the environment says (Wayland: wayland-smoke.sh)
        QApplication app(argc, argv);
        TestLayout test;
        return QTest::qExec(&test, argc, argv);
    }
    if (spec.isEmpty()) spec = "1366x768";
    QTemporaryDir dir;
    if (!test::useOffscreenScreen(spec, dir)) return 2;
    QApplication app(argc, argv);
    TestLayout test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_layout.moc"
