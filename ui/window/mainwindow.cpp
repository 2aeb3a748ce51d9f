#include "ui/window/mainwindow.h"

#include "core/notation.h"
#include "ui/board/boardpresenter.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/inputmarks.h"
#include "ui/board/toweritem.h"
#include "ui/files/gamefiles.h"
#include "ui/game/gamecontroller.h"
#include "ui/lessons/lessonsfeature.h"
#include "ui/net/adjourned.h"
#include "ui/net/directplay.h"
#include "ui/online/onlineplay.h"
#include "ui/puzzles/puzzlesfeature.h"
#include "ui/review/evalgraph.h"
#include "ui/review/reviewfeature.h"
#include "ui/sound/soundboard.h"
#include "ui/window/mainwindow_actions.h"
#include "ui/window/movelog.h"
#include "ui/window/noticecolumn.h"
#include "ui/window/playerpanel.h"
#include "ui/window/windowlayout.h"

#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace bashni::ui {

MainWindow::MainWindow(const QString& autosave, QWidget* parent)
    : QMainWindow(parent), autosave_(autosave),
      theme_(std::make_shared<Theme>(themeFile(settings_.boardTheme()),
                                     themeFile(settings_.pieceTheme()))),
      controller_(new GameController(this)), scene_(new BoardScene(theme_, this)),
      view_(new BoardView(scene_, this)), presenter_(new BoardPresenter(scene_, this)),
      files_(new GameFiles(settings_, this)), sounds_(new SoundBoard(this)) {
    setWindowIcon(QIcon(QStringLiteral(":/icons/org.bashni.Bashni.svg")));
    setCentralWidget(view_);
    direct_ = new DirectPlay(*this, this);
    online_ = new OnlinePlay(*this, this);
    reviewing_ = new ReviewFeature(*this, this);
    connect(reviewing_, &ReviewFeature::plyChosen, this, [this](int ply) {
        presenter_->finishAnimations();
        controller_->goToPly(ply);
    });
    lessons_ = new LessonsFeature(*this, theme_, this);
    puzzles_ = new PuzzlesFeature(*this, theme_, this);
    createActions();
    createMenus();
    createToolBar();
    createStatusBar();
    createPlayerPanel(); // first: above the move log in the same dock area
    createMoveLog();
    addViewToggle(reviewing_->graphToggle());
    createAnalysisPanel();
    connectController();
    applySettings();
    // Tab from the move field goes to the board, then to the moves.
    setTabOrder(moveEntry_, view_);
    setTabOrder(view_, moveLog_->table());

    if (const auto saved = autosave_.restore()) {
        files_->setFileName(saved->fileName); // first: loading autosaves at once, with the name
        files_->setModified(saved->modified);
        controller_->loadGameWaiting(saved->game, saved->setup);
        if (saved->game.isOver())
            statusBar()->showMessage(tr("Your last game, finished and not saved, is shown. Save "
                                        "it, or start a new game."));
    } else {
        startGame(settings_.newGame(), true);
    }
    if (!autosave_.brokenCopy().isEmpty()) tellBrokenAutosave();
    restoreLayout();
    // After the layout: the chat's dock goes where a network game's goes. The network module
    // waits for the player's yes.
    if (adjournedGame(controller_->game())) direct_->offerAdjourned();
    online_->offerResume();
    // After the window is shown, so that the first start is not slower for it.
    if (!settings_.lessonOfferShown()) QTimer::singleShot(0, lessons_, &LessonsFeature::offer);
}

MainWindow::~MainWindow() {
    // The features go before the window they were lent: they may still tell it something.
    direct_->endNetwork(); // before the controller, the network game's board, goes
    delete online_;
    controller_->stopThinking();
    moveLog_->setAutoplay(false);
    presenter_->finishAnimations(); // the scene, created first, is deleted after the presenter
}

MoveAnimator* MainWindow::animator() const {
    return presenter_->animator();
}

EvalGraph* MainWindow::evalGraph() const {
    return reviewing_->graph();
}

GameReview* MainWindow::review() const {
    return reviewing_->review();
}

LessonWindow* MainWindow::lessonWindow() const {
    return lessons_->window();
}

LessonOffer* MainWindow::lessonOffer() const {
    return lessons_->offered();
}

void MainWindow::showLessons() {
    lessons_->show();
}

void MainWindow::connectController() {
    connect(view_, &BoardView::squareClicked, this, &MainWindow::onSquareClicked);
    connect(view_, &BoardView::columnDropped, this, &MainWindow::onColumnDropped);
    connect(view_, &BoardView::columnPressed, this, &MainWindow::onColumnPressed);
    connect(presenter_, &BoardPresenter::idle, this, [this] {
        if (!pendingGameOver_.isEmpty()) onGameOver(std::exchange(pendingGameOver_, QString()));
    });
    GameController* c = controller_;
    connect(c, &GameController::moved, presenter_, &BoardPresenter::showMove);
    connect(c, &GameController::moved, view_, &BoardView::announceMove); // for screen readers
    connect(c, &GameController::moved, sounds_,
            [this](const Position&, const Move& m) { sounds_->play(soundFor(m)); });
    connect(c, &GameController::lowTime, sounds_, [this] { sounds_->play(Sound::LowTime); });
    connect(c, &GameController::movedBack, presenter_, &BoardPresenter::showMoveBack);
    connect(c, &GameController::positionReset, this, &MainWindow::syncBoard);
    // A move half typed belongs to the game it was typed for.
    connect(c, &GameController::gameLoaded, moveEntry_, &QLineEdit::clear);
    connect(c, &GameController::selectionChanged, this, &MainWindow::updateMarks);
    connect(c, &GameController::stateChanged, this, &MainWindow::updateActions);
    connect(c, &GameController::stateChanged, this, &MainWindow::updatePlayers);
    connect(c, &GameController::stateChanged, this, &MainWindow::autosave);
    connect(c, &GameController::clockTick, this, &MainWindow::updateClocks);
    connect(c, &GameController::recordChanged, files_, [this] { files_->setModified(true); });
    connect(files_, &GameFiles::modifiedChanged, this, &QWidget::setWindowModified);
    connect(files_, &GameFiles::fileNameChanged, this, [this](const QString& path) {
        // The title shows the file's name, and "*" while the game has moves not saved.
        setWindowFilePath(path.isEmpty() ? tr("Untitled") : path);
    });
    connect(files_, &GameFiles::recentFilesChanged, this, &MainWindow::updateRecentFiles);
    connect(c, &GameController::refused, this,
            [this](const QString& reason) { showBoardMessage(reason, 5000, true); });
    connect(c, &GameController::notice, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(c, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(c, &GameController::thinkingChanged, thinking_, &QWidget::setVisible);
    connect(c, &GameController::drawOfferAnswered, this, [this](bool accepted) {
        statusBar()->showMessage(accepted ? tr("The computer accepts the draw.")
                                          : tr("The computer declines the draw."),
                                 5000);
    });
    c->setConfirmReplace([this](int later) { return confirmReplace(later); });
}

QAction* MainWindow::action(const QString& name) const {
    return findChild<QAction*>(name);
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
    moveLog_ = new MoveLog(dock);
    dock->setWidget(moveLog_);
    addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
    connect(moveLog_, &MoveLog::plyChosen, this, [this](int ply) {
        presenter_->finishAnimations();
        controller_->goToPly(ply);
    });
    connect(moveLog_, &MoveLog::autoplayMsChanged, this,
            [this](int ms) { settings_.setAutoplayMs(ms); });
    QAction* toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("moveLog"));
    toggle->setText(tr("Move Lo&g"));
    addViewToggle(toggle);
}

void MainWindow::closeEvent(QCloseEvent* e) {
    controller_->settleClock(); // the time used on the move in progress is kept
    controller_->stopThinking();
    presenter_->finishAnimations();
    lessons_->close();     // the program ends with its main window
    direct_->endNetwork(); // BYE: the game is adjourned
    online_->logOut();     // BYE: the server's clock goes on
    autosave();
    settings_.setWindowGeometry(saveGeometry());
    settings_.setWindowState(saveState(LayoutVersion));
    e->accept();
}

// Said once, in the status bar: a question at start would stop a headless start, and the new
// game is usable at once. The message stays until another one replaces it.
void MainWindow::tellBrokenAutosave() {
    statusBar()->showMessage(
        tr("The game saved at the last quit could not be read. It was kept as %1; a new game "
           "begins.")
            .arg(QDir::toNativeSeparators(autosave_.brokenCopy())));
}

void MainWindow::autosave() {
    autosave_.save(controller_->game(), controller_->setup(), files_->fileName(),
                   files_->isModified());
}

void MainWindow::applySettings() {
    theme_->load(themeFile(settings_.boardTheme()), themeFile(settings_.pieceTheme()));
    updateFlip();
    scene_->setShowCoordinates(settings_.coordinates());
    scene_->update();
    syncViewActions();
    moveLog_->setAutoplayMs(settings_.autoplayMs());
    controller_->setAnalysisLines(settings_.analysisLines());
    controller_->setAnalysisThreads(settings_.analysisThreads());
    presenter_->setOptions({settings_.animationMs(), settings_.lastMove(), settings_.legalMoves()});
    sounds_->setEnabled(settings_.sound());
    lessons_->applySettings();
}

bool MainWindow::confirmReplace(int laterPlies) {
    moveLog_->setAutoplay(false);
    return QMessageBox::question(this, tr("Play From Here"),
                                 tr("Playing here replaces the %n later move(s) of this game. "
                                    "Play on from here?",
                                    nullptr, laterPlies)) == QMessageBox::Yes;
}

// --- the board

// The one human playing Black sees Black at the bottom, as across a real board; Flip Board turns
// it from there. Two humans or two computers keep White at the bottom.
void MainWindow::updateFlip() {
    const GameController& c = *controller_;
    // A remote game is turned to this side's player even while nobody may move on it.
    const auto network = c.remote() ? c.remote()->localColour() : std::nullopt;
    const bool towardsBlack =
        settings_.turnToPlayer() &&
        (network ? *network == Color::Black
                 : !c.seat(Color::White).atThisBoard() && c.seat(Color::Black).atThisBoard());
    scene_->setFlipped(settings_.flipped() != towardsBlack);
    players_->setWhiteOnTop(scene_->isFlipped());
}

void MainWindow::syncBoard() {
    pendingGameOver_.clear(); // a game-over waiting for its move's animation is void now
    updateFlip();             // a new game may have the human on the other side
    presenter_->showPosition(controller_->game().position());
    updateMarks();
}

void MainWindow::onSquareClicked(Square s) {
    // A click during an animation first brings the board to the game's position.
    presenter_->finishAnimations();
    moveLog_->setAutoplay(false); // the player takes over
    controller_->clickSquare(s);
}

// A drag is a pick-up and a drop, whatever the press did to the selection.
void MainWindow::onColumnDropped(Square from, Square to) {
    presenter_->finishAnimations();
    controller_->dropColumn(from, to);
}

void MainWindow::onColumnPressed(Square s) {
    const Column c = controller_->game().position().column(s);
    if (c.height() > 1)
        showBoardMessage(tr("%1, top to bottom: %2")
                             .arg(QString::fromStdString(squareName(s)), describeColumn(c)),
                         6000, false);
}

void MainWindow::showBoardMessage(const QString& text, int ms, bool aboutSelection) {
    boardMessage_ = BoardMessage{text, controller_->game().position().hash(), selectedSquare(),
                                 controller_->input().path().size(), aboutSelection};
    statusBar()->showMessage(text, ms);
}

Square MainWindow::selectedSquare() const {
    const MoveInput& input = controller_->input();
    return input.hasSelection() ? input.selected() : NoSquare;
}

void MainWindow::clearStaleBoardMessage() {
    if (!boardMessage_) return;
    const BoardMessage& m = *boardMessage_;
    const bool holds = m.position == controller_->game().position().hash() &&
                       (!m.aboutSelection || (m.selected == selectedSquare() &&
                                              m.pathLength == controller_->input().path().size()));
    if (holds) return;
    if (statusBar()->currentMessage() == m.text) statusBar()->clearMessage(); // not a later one
    boardMessage_.reset();
}

void MainWindow::updateMarks() {
    clearStaleBoardMessage(); // every change of position or selection passes here
    const GameController& c = *controller_;
    BoardPresenter::MarkSource m = inputMarks(c.input(), c.game().lastMove(), c.humanToMove());
    m.hint = c.hint();
    presenter_->setMarks(std::move(m));
}

QString MainWindow::turnText() const {
    const GameController& c = *controller_;
    // The ending stays in sight after the game-over box is closed. Replayed to an earlier end the
    // game's own ending (at the end of the line) would not be the one on the board.
    if (c.overHere())
        return c.game().currentPly() == c.game().plyCount() ? c.endingText() : tr("Game over");
    const bool white = c.game().sideToMove() == Color::White;
    if (c.browsing()) return white ? tr("Replay: White to move") : tr("Replay: Black to move");
    if (c.seat(c.game().sideToMove()).automatic())
        return white ? tr("White (computer) is thinking…") : tr("Black (computer) is thinking…");
    return white ? tr("White to move") : tr("Black to move");
}

// --- the players

// The players, and above them the notices about the game that must not cost the board any room
// (the lessons' offer, the network's bar).
void MainWindow::createPlayerPanel() {
    auto* dock = new QDockWidget(tr("Players"), this);
    dock->setObjectName(QStringLiteral("playersDock"));
    notices_ = new NoticeColumn(dock);
    players_ = new PlayerPanel(notices_);
    notices_->addPermanent(players_);
    dock->setWidget(notices_);
    addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
    QAction* toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("playersPanel"));
    toggle->setText(tr("&Players"));
    addViewToggle(toggle);
}

// The name in the record for a human (the user's name from Preferences, a file's player); the
// computer by its level now, which Preferences may have changed since the game began.
QString MainWindow::playerLabel(Color side) const {
    const GameController& c = *controller_;
    const QString own = c.seat(side).label(c.setup().level);
    if (!own.isEmpty()) return own;
    const QString tag =
        QString::fromStdString(c.game().tag(side == Color::White ? "White" : "Black"));
    const QString elo =
        QString::fromStdString(c.game().tag(side == Color::White ? "WhiteElo" : "BlackElo"));
    if (tag.isEmpty() || tag == QLatin1String("?")) {
        if (c.seat(~side).automatic()) return tr("You");
        return side == Color::White ? tr("White") : tr("Black");
    }
    bool rated = false;
    const int before = elo.toInt(&rated);
    if (!rated) return tag;
    // After a rated game, where it took the rating.
    bool changed = false;
    const int diff = QString::fromStdString(
                         c.game().tag(side == Color::White ? "WhiteRatingDiff" : "BlackRatingDiff"))
                         .toInt(&changed);
    return changed ? tr("%1 (%2 → %3)")
                         .arg(tag, QString::number(before), QString::number(before + diff))
                   : tr("%1 (%2)").arg(tag, elo);
}

void MainWindow::updatePlayers() {
    const GameController& c = *controller_;
    const bool playing = !c.overHere();
    const Color toMove = c.game().sideToMove();
    players_->setSides({playerLabel(Color::White), playing && toMove == Color::White},
                       {playerLabel(Color::Black), playing && toMove == Color::Black});
    QString status;
    if (c.overHere())
        status = turnText();
    else if (c.waitingForPlayer())
        status = c.humanToMove() ? tr("Your move starts the game (or press P)")
                                 : tr("Press P to let the computer begin");
    else if (c.paused())
        status = tr("Paused: press P to play on");
    players_->setStatus(status);
    updateClocks();
}

void MainWindow::updateClocks() {
    const GameController& c = *controller_;
    for (Color side : {Color::White, Color::Black}) {
        const auto ms = c.clockShown(side);
        const bool running = c.clockRunning() && c.game().sideToMove() == side;
        players_->setClock(side, ms, running && ms && *ms < GameController::LowTimeMs);
    }
}

// --- game over

void MainWindow::onGameOver(const QString& text) {
    if (presenter_->busy()) {
        pendingGameOver_ = text; // after the last move has been shown
        return;
    }
    if (!controller_->overHere()) return;
    sounds_->play(Sound::GameEnd);
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
