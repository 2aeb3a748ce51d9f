#include "ui/mainwindow.h"

#include "core/notation.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/moveanimator.h"
#include "ui/board/toweritem.h"
#include "ui/gamecontroller.h"
#include "ui/icons.h"
#include "ui/newgamedialog.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QToolBar>

namespace bashni::ui {

struct MainWindow::Actions {
    QAction *newGame, *open, *save, *saveAs, *resign, *offerDraw, *moveNow, *hint, *quit;
    QAction *undo, *redo, *copyPosition, *pastePosition;
    QAction *flip, *coordinates, *legalMoves, *lastMove, *moveLog;
    QActionGroup* animation;
    QAction *preferences, *rules, *shortcuts, *about;
};

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), theme_(std::make_shared<Theme>()), controller_(new GameController(this)),
      scene_(new BoardScene(theme_, this)), view_(new BoardView(scene_, this)),
      animator_(new MoveAnimator(scene_, this)) {
    setWindowIcon(QIcon(QStringLiteral(":/icons/org.bashni.Bashni.svg")));
    setCentralWidget(view_);
    createActions();
    createMenus();
    createToolBar();
    createStatusBar();
    createMoveLog();

    scene_->setFlipped(settings_.flipped());
    scene_->setShowCoordinates(settings_.coordinates());
    connect(view_, &BoardView::squareClicked, this, &MainWindow::onSquareClicked);
    connect(view_, &BoardView::columnPressed, this, &MainWindow::onColumnPressed);
    connect(animator_, &MoveAnimator::finished, this, &MainWindow::nextAnimation);
    connect(controller_, &GameController::moved, this, &MainWindow::showMove);
    connect(controller_, &GameController::positionReset, this, &MainWindow::syncBoard);
    connect(controller_, &GameController::selectionChanged, this, &MainWindow::updateMarks);
    connect(controller_, &GameController::stateChanged, this, &MainWindow::updateActions);
    connect(controller_, &GameController::stateChanged, this, &MainWindow::updateMoveLog);
    connect(controller_, &GameController::refused, this, &MainWindow::onRefused);
    connect(controller_, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(controller_, &GameController::thinkingChanged, thinking_, &QWidget::setVisible);
    connect(controller_, &GameController::drawOfferAnswered, this, [this](bool accepted) {
        statusBar()->showMessage(accepted ? tr("The computer accepts the draw.")
                                          : tr("The computer declines the draw."),
                                 5000);
    });

    setFileName(QString());
    syncBoard();
    updateActions();
    resize(980, 720);
    resizeDocks({findChild<QDockWidget*>(QStringLiteral("moveLogDock"))}, {220}, Qt::Horizontal);
    restoreGeometry(settings_.windowGeometry());
    restoreState(settings_.windowState());
}

MainWindow::~MainWindow() {
    controller_->stopThinking();
}

QAction* MainWindow::action(const QString& name) const {
    return findChild<QAction*>(name);
}

void MainWindow::createActions() {
    actions_ = std::make_unique<Actions>();
    Actions& a = *actions_;
    const auto make = [this](const char* name, const QString& text, const QString& icon,
                             QKeySequence key, auto slot) {
        auto* act = new QAction(text, this);
        act->setObjectName(QLatin1String(name));
        if (!icon.isEmpty()) act->setIcon(themedIcon(icon, palette()));
        if (!key.isEmpty()) act->setShortcut(key);
        connect(act, &QAction::triggered, this, slot);
        return act;
    };
    using K = QKeySequence;
    a.newGame = make("newGame", tr("&New Game…"), "document-new", K::New, &MainWindow::newGame);
    a.open = make("open", tr("&Open…"), "document-open", K::Open, &MainWindow::open);
    a.save = make("save", tr("&Save"), "document-save", K::Save, &MainWindow::save);
    a.saveAs = make("saveAs", tr("Save &As…"), "document-save-as", K::SaveAs, &MainWindow::saveAs);
    a.resign = make("resign", tr("&Resign"), "flag", K(), &MainWindow::resign);
    a.offerDraw = make("offerDraw", tr("Offer &Draw"), QString(), K(), &MainWindow::offerDraw);
    a.moveNow = make("moveNow", tr("&Move Now"), "media-playback-start", K(Qt::Key_M),
                     [this] { controller_->moveNow(); });
    a.hint = make("hint", tr("&Hint"), "games-hint", K(Qt::Key_H), [this] {
        controller_->requestHint();
        statusBar()->showMessage(tr("Looking for a good move…"), 2000);
    });
    a.quit = make("quit", tr("&Quit"), "application-exit", K::Quit, &QWidget::close);
    a.undo = make("undo", tr("&Undo"), "edit-undo", K::Undo, [this] { controller_->undo(); });
    a.redo = make("redo", tr("&Redo"), "edit-redo", K::Redo, [this] { controller_->redo(); });
    a.copyPosition =
        make("copyPosition", tr("&Copy Position"), "edit-copy", K::Copy, &MainWindow::copyPosition);
    a.pastePosition = make("pastePosition", tr("&Paste Position"), "edit-paste", K::Paste,
                           &MainWindow::pastePosition);
    a.flip = make("flip", tr("&Flip Board"), "view-refresh", K(Qt::CTRL | Qt::Key_F), [this] {
        scene_->setFlipped(!scene_->isFlipped());
        settings_.setFlipped(scene_->isFlipped());
    });
    a.coordinates = make("coordinates", tr("C&oordinates"), QString(), K(), [this](bool on) {
        scene_->setShowCoordinates(on);
        settings_.setCoordinates(on);
    });
    a.legalMoves = make("legalMoves", tr("Show &Legal Moves"), QString(), K(), [this](bool on) {
        settings_.setLegalMoves(on);
        updateMarks();
    });
    a.lastMove = make("lastMove", tr("Show Last &Move"), QString(), K(), [this](bool on) {
        settings_.setLastMove(on);
        updateMarks();
    });
    for (auto [act, on] : {std::pair{a.coordinates, settings_.coordinates()},
                           std::pair{a.legalMoves, settings_.legalMoves()},
                           std::pair{a.lastMove, settings_.lastMove()}}) {
        act->setCheckable(true);
        act->setChecked(on);
    }
    a.animation = new QActionGroup(this);
    const std::pair<QString, int> speeds[] = {
        {tr("&Off"), 0}, {tr("&Fast"), 120}, {tr("&Normal"), 220}, {tr("&Slow"), 450}};
    for (const auto& [text, ms] : speeds) {
        QAction* act = a.animation->addAction(text);
        act->setCheckable(true);
        act->setData(ms);
        act->setChecked(ms == settings_.animationMs());
    }
    connect(a.animation, &QActionGroup::triggered, this,
            [this](QAction* act) { settings_.setAnimationMs(act->data().toInt()); });
    a.preferences = make("preferences", tr("&Preferences…"), "configure", K::Preferences, [this] {
        QMessageBox::information(this, tr("Preferences"),
                                 tr("The board and animation settings are in the View menu; the "
                                    "players, level and rules in New Game."));
    });
    a.rules = make("rules", tr("&Rules"), "help-contents", K::HelpContents, &MainWindow::showRules);
    a.shortcuts =
        make("shortcuts", tr("&Keyboard Shortcuts"), QString(), K(), &MainWindow::showShortcuts);
    a.about = make("about", tr("&About Bashni"), QString(), K(), &MainWindow::about);
}

void MainWindow::createMenus() {
    Actions& a = *actions_;
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addActions({a.newGame, a.open, a.save, a.saveAs});
    game->addSeparator();
    game->addActions({a.hint, a.moveNow, a.offerDraw, a.resign});
    game->addSeparator();
    game->addAction(a.quit);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({a.undo, a.redo});
    edit->addSeparator();
    edit->addActions({a.copyPosition, a.pastePosition});
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addActions({a.flip, a.coordinates, a.legalMoves, a.lastMove});
    a.moveLog = view->addAction(tr("Move &Log")); // replaced by the dock's toggle action
    view->addMenu(tr("&Animation"))->addActions(a.animation->actions());
    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(a.preferences);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addActions({a.rules, a.shortcuts});
    help->addSeparator();
    help->addAction(a.about);
}

void MainWindow::createToolBar() {
    Actions& a = *actions_;
    QToolBar* bar = addToolBar(tr("Main Toolbar"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addActions({a.newGame, a.open, a.save});
    bar->addSeparator();
    bar->addActions({a.undo, a.redo});
    bar->addSeparator();
    bar->addActions({a.hint, a.moveNow, a.flip, a.resign});
}

void MainWindow::createStatusBar() {
    turnLabel_ = new QLabel;
    thinking_ = new QProgressBar;
    thinking_->setRange(0, 0); // busy
    thinking_->setMaximumWidth(120);
    thinking_->setTextVisible(false);
    thinking_->setAccessibleName(tr("Computer thinking"));
    thinking_->hide();
    statusBar()->addPermanentWidget(thinking_);
    statusBar()->addPermanentWidget(turnLabel_);
}

void MainWindow::createMoveLog() {
    auto* dock = new QDockWidget(tr("Moves"), this);
    dock->setObjectName(QStringLiteral("moveLogDock"));
    moveLog_ = new QListWidget(dock);
    moveLog_->setAccessibleName(tr("Move log"));
    dock->setWidget(moveLog_);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    // The View menu's entry becomes the dock's own toggle.
    QAction* toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("moveLog"));
    toggle->setText(tr("Move &Log"));
    QMenu* view = qobject_cast<QMenu*>(actions_->moveLog->parent());
    view->insertAction(actions_->moveLog, toggle);
    view->removeAction(actions_->moveLog);
    delete actions_->moveLog;
    actions_->moveLog = toggle;
}

void MainWindow::closeEvent(QCloseEvent* e) {
    controller_->stopThinking();
    settings_.setWindowGeometry(saveGeometry());
    settings_.setWindowState(saveState());
    e->accept();
}

// --- the board

void MainWindow::syncBoard() {
    pending_.clear();
    animator_->finish();
    scene_->setPosition(controller_->game().position());
    updateMarks();
}

void MainWindow::showMove(const Position& before, const Move& m, const Position& after) {
    setWindowModified(true);
    pending_.push_back({before, m, after});
    if (!animator_->isRunning()) nextAnimation();
}

// Moves are shown one after the other, each animated in full (the computer may answer before
// the human's move has finished sliding).
void MainWindow::nextAnimation() {
    if (pending_.empty()) {
        updateMarks();
        if (!pendingGameOver_.isEmpty()) {
            const QString text = std::exchange(pendingGameOver_, QString());
            onGameOver(text);
        }
        return;
    }
    const PendingMove next = pending_.front();
    pending_.pop_front();
    animator_->animate(next.before, next.move, next.after, settings_.animationMs());
}

void MainWindow::onSquareClicked(Square s) {
    // A click during an animation first brings the board to the game's position.
    while (animator_->isRunning()) animator_->finish();
    controller_->clickSquare(s);
}

void MainWindow::onColumnPressed(Square s) {
    const Column c = controller_->game().position().column(s);
    if (c.height() > 1)
        statusBar()->showMessage(tr("%1, top to bottom: %2")
                                     .arg(QString::fromStdString(squareName(s)), describeColumn(c)),
                                 6000);
}

void MainWindow::updateMarks() {
    Marks m;
    const GameController& c = *controller_;
    const Game& game = c.game();
    if (settings_.lastMove() && game.lastMove()) {
        const Move& last = *game.lastMove();
        m.lastMove.push_back(last.from);
        for (int i = 0; i < last.pathLength(); ++i) m.lastMove.push_back(last.landing[i]);
    }
    if (c.input().hasSelection()) {
        m.selected = c.input().selected();
        m.path = c.input().path();
        if (settings_.legalMoves()) m.targets = c.input().targets();
    }
    for (const Move& h : c.hint()) {
        m.hint.push_back(h.from);
        for (int i = 0; i < h.pathLength(); ++i) m.hint.push_back(h.landing[i]);
    }
    scene_->setMarks(m);
}

void MainWindow::onRefused(const QString& reason) {
    statusBar()->showMessage(reason, 5000);
}

QString MainWindow::turnText() const {
    const GameController& c = *controller_;
    if (c.overHere()) return tr("Game over");
    const bool white = c.game().sideToMove() == Color::White;
    if (c.isComputer(c.game().sideToMove()))
        return white ? tr("White (computer) is thinking…") : tr("Black (computer) is thinking…");
    return white ? tr("White to move") : tr("Black to move");
}

void MainWindow::updateActions() {
    Actions& a = *actions_;
    const GameController& c = *controller_;
    a.undo->setEnabled(c.canUndo());
    a.redo->setEnabled(c.canRedo());
    a.hint->setEnabled(c.humanToMove());
    a.moveNow->setEnabled(!c.overHere() && c.isComputer(c.game().sideToMove()));
    const bool human = !c.isComputer(Color::White) || !c.isComputer(Color::Black);
    a.resign->setEnabled(human && !c.game().isOver());
    a.offerDraw->setEnabled(human && !c.game().isOver());
    turnLabel_->setText(turnText());
}

void MainWindow::updateMoveLog() {
    const Game& game = controller_->game();
    moveLog_->clear();
    for (int ply = 1; ply <= game.plyCount(); ++ply) {
        const bool whiteMoved =
            (game.startPosition().sideToMove() == Color::White) == (ply % 2 == 1);
        const int number =
            (ply + (game.startPosition().sideToMove() == Color::Black ? 1 : 0) + 1) / 2;
        const QString prefix =
            whiteMoved ? QStringLiteral("%1. ").arg(number) : QStringLiteral("%1… ").arg(number);
        moveLog_->addItem(prefix + QString::fromStdString(game.moveText(ply)));
    }
    if (game.currentPly() > 0) moveLog_->setCurrentRow(game.currentPly() - 1);
}

// --- game over

void MainWindow::onGameOver(const QString& text) {
    if (animator_->isRunning() || !pending_.empty()) {
        pendingGameOver_ = text; // after the last move has been shown
        return;
    }
    // Not modal by exec(): no nested event loop while the controller is still reporting.
    auto* box = new QMessageBox(QMessageBox::Information, tr("Game Over"), text,
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("gameOverBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* again = box->addButton(tr("&New Game…"), QMessageBox::AcceptRole);
    QPushButton* saveIt = box->addButton(tr("&Save…"), QMessageBox::ActionRole);
    box->addButton(QMessageBox::Close);
    connect(box, &QMessageBox::buttonClicked, this, [this, again, saveIt](QAbstractButton* b) {
        if (b == again)
            QMetaObject::invokeMethod(this, &MainWindow::newGame, Qt::QueuedConnection);
        else if (b == saveIt)
            QMetaObject::invokeMethod(this, &MainWindow::save, Qt::QueuedConnection);
    });
    box->open();
}

} // namespace bashni::ui
