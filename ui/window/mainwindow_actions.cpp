// The main window's actions, menus and toolbar.
#include "ui/window/mainwindow_actions.h"

#include "core/engine/levels.h"
#include "ui/board/boardscene.h"
#include "ui/common/icons.h"
#include "ui/dialogs/helpdialogs.h"
#include "ui/game/gamecontroller.h"
#include "ui/lessons/lessonsfeature.h"
#include "ui/net/directplay.h"
#include "ui/online/onlineplay.h"
#include "ui/puzzles/puzzlesfeature.h"
#include "ui/review/reviewfeature.h"
#include "ui/window/movelog.h"

#include <QAction>
#include <QActionGroup>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

namespace bashni::ui {

namespace {

using K = QKeySequence;

template <typename Slot>
QAction* makeAction(MainWindow* w, const char* name, const QString& text, const char* icon,
                    const QKeySequence& key, Slot slot) {
    auto* a = new QAction(text, w);
    a->setObjectName(QLatin1String(name));
    if (icon) a->setIcon(themedIcon(QLatin1String(icon), w->palette()));
    if (!key.isEmpty()) a->setShortcut(key);
    QObject::connect(a, &QAction::triggered, w, slot);
    return a;
}

} // namespace

void MainWindow::createActions() {
    actions_ = std::make_unique<Actions>();
    createGameActions();
    createEditViewActions();
}

void MainWindow::createGameActions() {
    Actions& a = *actions_;
    GameController* c = controller_;
    a.newGame =
        makeAction(this, "newGame", tr("&New Game…"), "document-new", K::New, &MainWindow::newGame);
    a.setUp = makeAction(this, "setUp", tr("Set &Up Position…"), nullptr, K(),
                         &MainWindow::setUpPosition);
    a.open = makeAction(this, "open", tr("&Open…"), "document-open", K::Open, &MainWindow::open);
    a.save = makeAction(this, "save", tr("&Save"), "document-save", K::Save, &MainWindow::save);
    a.saveAs = makeAction(this, "saveAs", tr("Save &As…"), "document-save-as", K::SaveAs,
                          &MainWindow::saveAs);
    a.exportImage = makeAction(this, "exportImage", tr("&Export Board Image…"), nullptr, K(),
                               &MainWindow::exportBoard);
    a.properties = makeAction(this, "properties", tr("&Game Properties…"), nullptr, K(),
                              &MainWindow::editTags);
    a.hint = makeAction(this, "hint", tr("&Hint"), "games-hint", K(Qt::Key_H), [this, c] {
        c->requestHint();
        statusBar()->showMessage(tr("Looking for a good move…"), 2000);
    });
    a.moveNow = makeAction(this, "moveNow", tr("&Move Now"), "media-playback-start", K(Qt::Key_M),
                           [c] { c->moveNow(); });
    a.pause = makeAction(this, "pause", tr("&Pause"), "media-playback-pause", K(Qt::Key_P),
                         [c](bool on) { c->setPaused(on); });
    a.pause->setCheckable(true);
    a.offerDraw =
        makeAction(this, "offerDraw", tr("Offer &Draw"), nullptr, K(), &MainWindow::offerDraw);
    a.resign = makeAction(this, "resign", tr("&Resign"), "flag", K(), &MainWindow::resign);
    a.quit = makeAction(this, "quit", tr("&Quit"), "application-exit", K::Quit, &QWidget::close);
}

void MainWindow::createEditViewActions() {
    Actions& a = *actions_;
    GameController* c = controller_;
    // In a game kept elsewhere, Undo asks the opponent for a takeback.
    a.undo = makeAction(this, "undo", tr("&Undo"), "edit-undo", K::Undo, [c] { c->undo(); });
    a.redo = makeAction(this, "redo", tr("&Redo"), "edit-redo", K::Redo, [c] { c->redo(); });
    a.copyPosition = makeAction(this, "copyPosition", tr("&Copy Position"), "edit-copy", K::Copy,
                                &MainWindow::copyPosition);
    a.copyGame = makeAction(this, "copyGame", tr("Copy &Game"), nullptr,
                            K(Qt::CTRL | Qt::SHIFT | Qt::Key_C), &MainWindow::copyGame);
    a.paste = makeAction(this, "paste", tr("&Paste Position or Game"), "edit-paste", K::Paste,
                         &MainWindow::paste);
    // Replay: Home and End work wherever the focus is in the window; Left and Right too, but on
    // the focused board the arrows move its square cursor, so Alt+Left and Alt+Right replay from
    // there (and from anywhere).
    const auto go = [c](int delta) {
        return [c, delta] { c->goToPly(c->game().currentPly() + delta); };
    };
    a.first = makeAction(this, "first", tr("Fi&rst Position"), "go-first", K(Qt::Key_Home),
                         [c] { c->goToPly(0); });
    a.previous =
        makeAction(this, "previous", tr("Pre&vious Move"), "go-previous", K(Qt::Key_Left), go(-1));
    a.next = makeAction(this, "next", tr("&Next Move"), "go-next", K(Qt::Key_Right), go(1));
    a.previous->setShortcuts({K(Qt::Key_Left), K(Qt::ALT | Qt::Key_Left)});
    a.next->setShortcuts({K(Qt::Key_Right), K(Qt::ALT | Qt::Key_Right)});
    a.last = makeAction(this, "last", tr("Las&t Position"), "go-last", K(Qt::Key_End),
                        [c] { c->goToPly(c->game().plyCount()); });
    a.analyse =
        makeAction(this, "analyse", tr("Analys&e Position"), nullptr, K(Qt::Key_A), [this, c] {
            if (c->analysing()) return c->stopAnalysis();
            c->analyse();
            showAnalysisDock(); // closed until analysis is first asked for
        });
    a.resetLayout = makeAction(this, "resetLayout", tr("Reset Layo&ut"), "view-restore", K(),
                               &MainWindow::resetLayout);
    a.flip = makeAction(this, "flip", tr("&Flip Board"), "view-refresh", K(Qt::CTRL | Qt::Key_F),
                        [this] {
                            settings_.setFlipped(!settings_.flipped());
                            applySettings();
                        });
    const auto toggle = [this](const char* name, const QString& text, void (Settings::*set)(bool)) {
        QAction* act = makeAction(this, name, text, nullptr, K(), [this, set](bool on) {
            (settings_.*set)(on);
            applySettings();
        });
        act->setCheckable(true);
        return act;
    };
    a.coordinates = toggle("coordinates", tr("C&oordinates"), &Settings::setCoordinates);
    a.legalMoves = toggle("legalMoves", tr("Show &Legal Moves"), &Settings::setLegalMoves);
    a.lastMove = toggle("lastMove", tr("Show Last &Move"), &Settings::setLastMove);
    a.sound = toggle("sound", tr("&Sound"), &Settings::setSound);
    a.animation = new QActionGroup(this);
    for (const AnimationSpeed& speed : AnimationSpeeds) {
        QAction* act = a.animation->addAction(animationSpeedName(speed));
        act->setCheckable(true);
        act->setData(speed.ms);
    }
    connect(a.animation, &QActionGroup::triggered, this, [this](QAction* act) {
        settings_.setAnimationMs(act->data().toInt());
        applySettings();
    });
    a.level = new QActionGroup(this);
    for (int n = engine::MinLevel; n <= engine::MaxLevel; ++n) {
        QAction* act = a.level->addAction(tr("Level %1").arg(n));
        act->setObjectName(QStringLiteral("level%1").arg(n));
        act->setCheckable(true);
        act->setData(n);
    }
    connect(a.level, &QActionGroup::triggered, this,
            [this](QAction* act) { setLevel(act->data().toInt()); });
    a.preferences = makeAction(this, "preferences", tr("&Preferences…"), "configure",
                               K::Preferences, &MainWindow::showPreferences);
    a.manual = makeAction(this, "manual", tr("&Manual"), "help-contents", K::HelpContents,
                          [this] { showManual({}); });
    a.rules = makeAction(this, "rules", tr("&Rules"), nullptr, K(),
                         [this] { HelpDialogs::showRules(this); });
    a.shortcuts = makeAction(this, "shortcuts", tr("&Keyboard Shortcuts"), nullptr, K(),
                             [this] { HelpDialogs::showShortcuts(this); });
    a.about = makeAction(this, "about", tr("&About Bashni"), nullptr, K(),
                         [this] { HelpDialogs::showAbout(this); });
}

void MainWindow::syncViewActions() {
    Actions& a = *actions_;
    a.coordinates->setChecked(settings_.coordinates());
    a.legalMoves->setChecked(settings_.legalMoves());
    a.lastMove->setChecked(settings_.lastMove());
    a.sound->setChecked(settings_.sound());
    for (QAction* act : a.animation->actions())
        act->setChecked(act->data().toInt() == settings_.animationMs());
}

void MainWindow::createMenus() {
    Actions& a = *actions_;
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(a.newGame);
    game->addActions(direct_->gameActions());
    game->addAction(online_->action());
    game->addActions({a.setUp, a.open});
    recentMenu_ = game->addMenu(tr("Open Re&cent"));
    recentMenu_->setObjectName(QStringLiteral("recentMenu"));
    game->addActions({a.save, a.saveAs, a.exportImage, a.properties, reviewing_->action()});
    game->addAction(puzzles_->action());
    game->addSeparator();
    game->addActions({a.hint, a.moveNow, a.pause, a.offerDraw, a.resign});
    QMenu* level = game->addMenu(tr("Computer &Level"));
    level->setObjectName(QStringLiteral("levelMenu"));
    level->addActions(a.level->actions());
    game->addSeparator();
    game->addAction(a.quit);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({a.undo, a.redo});
    edit->addSeparator();
    edit->addActions({a.copyPosition, a.copyGame, a.paste});
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addActions({a.flip, a.coordinates, a.legalMoves, a.lastMove});
    view->addMenu(tr("&Animation"))->addActions(a.animation->actions());
    view->addAction(a.sound);
    view->addSeparator();
    view->addActions({a.first, a.previous, a.next, a.last, a.analyse});
    view->addSeparator();
    view->addAction(a.resetLayout);
    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(a.preferences);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addActions({a.manual, lessons_->action(), a.rules, a.shortcuts});
    help->addSeparator();
    help->addAction(a.about);
    updateRecentFiles();
}

void MainWindow::addViewToggle(QAction* toggle) {
    if (auto* view = menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu")))
        view->insertAction(view->actions().value(view->actions().indexOf(actions_->lastMove) + 1),
                           toggle);
}

void MainWindow::createToolBar() {
    Actions& a = *actions_;
    QToolBar* bar = addToolBar(tr("Main Toolbar"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addActions({a.newGame, online_->action(), a.open, a.save});
    bar->addSeparator();
    bar->addActions({a.undo, a.redo});
    bar->addSeparator();
    bar->addActions({a.hint, a.moveNow, a.pause, a.flip, a.resign});
    bar->addSeparator();
    moveEntry_ = new QLineEdit;
    moveEntry_->setObjectName(QStringLiteral("moveEntry"));
    moveEntry_->setPlaceholderText(tr("Type a move, e.g. c3-d4"));
    moveEntry_->setAccessibleName(tr("Move in notation"));
    moveEntry_->setToolTip(tr("Type a move and press Enter (Ctrl+L to get here): c3-d4, or a "
                              "capture by its squares, c3:e5 or just c3:g7"));
    moveEntry_->setMaximumWidth(220);
    moveEntry_->setClearButtonEnabled(true);
    bar->addWidget(moveEntry_);
    connect(moveEntry_, &QLineEdit::returnPressed, this, [this] {
        // A refused move stays to be corrected, selected so that the next one typed replaces it.
        if (controller_->playTyped(moveEntry_->text()))
            moveEntry_->clear();
        else
            moveEntry_->selectAll();
    });
    auto* focusEntry = new QAction(tr("Type a Move"), this);
    focusEntry->setObjectName(QStringLiteral("typeMove"));
    focusEntry->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(focusEntry, &QAction::triggered, moveEntry_, [this] {
        moveEntry_->setFocus();
        moveEntry_->selectAll();
    });
    addAction(focusEntry);
    auto* cancel = new QAction(tr("Cancel Selection"), this);
    cancel->setObjectName(QStringLiteral("cancelSelection"));
    cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(cancel, &QAction::triggered, controller_, &GameController::clearSelection);
    addAction(cancel);
}

void MainWindow::updateActions() {
    Actions& a = *actions_;
    const GameController& c = *controller_;
    const Game& g = c.game();
    a.undo->setEnabled(c.canUndo());
    a.redo->setEnabled(c.canRedo());
    // Against a person at another computer the engine does not help (lichess's rule too): no
    // hint, no analysis and its best-move mark, no review until the game is over.
    const bool againstPerson = c.recordElsewhere() && !g.isOver();
    a.hint->setEnabled(c.humanToMove() && !c.analysing() && !againstPerson);
    a.analyse->setEnabled(!againstPerson);
    a.moveNow->setEnabled(c.aiThinking());
    // A network game's clocks are the session's, never paused here.
    a.pause->setEnabled((c.canPause() || c.paused()) && !c.recordElsewhere());
    a.pause->setChecked(c.paused());
    a.resign->setEnabled(c.canResign());
    a.offerDraw->setEnabled(c.canOfferDraw());
    a.first->setEnabled(g.currentPly() > 0);
    a.previous->setEnabled(g.currentPly() > 0);
    a.next->setEnabled(g.currentPly() < g.plyCount());
    a.last->setEnabled(g.currentPly() < g.plyCount());
    turnLabel_->setText(turnText());
    moveLog_->showGame(g);
    moveLog_->setLive(!c.overHere() && !c.browsing());
    // Browsing a finished game keeps its result; undo takes the game back to play, without one.
    const bool finished = g.isOver() && (c.overHere() || c.browsing());
    moveLog_->setResult(finished ? QString::fromLatin1(resultText(g.result())) : QString());
    for (QAction* act : a.level->actions()) act->setChecked(act->data().toInt() == c.setup().level);
    // Between humans a level would change nothing.
    a.level->setEnabled(c.playsAtLevel());
}

} // namespace bashni::ui
