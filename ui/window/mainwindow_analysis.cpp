// The analysis dock: the panel shows what the controller's analysis reports; its button is the
// "analyse" action's, and a chosen line's first move is marked on the board by the controller.
#include "ui/game/gamecontroller.h"
#include "ui/review/analysispanel.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>

#include <algorithm>

namespace bashni::ui {

void MainWindow::createAnalysisPanel() {
    auto* dock = new QDockWidget(tr("Analysis"), this);
    dock->setObjectName(QStringLiteral("analysisDock"));
    analysis_ = new AnalysisPanel(dock); // a few labels: nothing runs until asked
    dock->setWidget(analysis_);
    addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);

    GameController* c = controller_;
    connect(c, &GameController::analysisStarted, analysis_, &AnalysisPanel::showStarted);
    connect(c, &GameController::analysisUpdated, analysis_, &AnalysisPanel::showReport);
    connect(c, &GameController::analysisFinished, analysis_, &AnalysisPanel::showStopped);
    connect(c, &GameController::analysisCleared, analysis_, &AnalysisPanel::clear);
    connect(analysis_, &AnalysisPanel::lineChosen, c, &GameController::showAnalysisLine);
    connect(analysis_, &AnalysisPanel::startStopClicked, action(QStringLiteral("analyse")),
            &QAction::trigger);

    // Into the View menu after the move log's toggle.
    QAction* toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("analysisView"));
    toggle->setText(tr("Anal&ysis"));
    connect(toggle, &QAction::triggered, this, [this, dock](bool shown) {
        if (shown)
            QMetaObject::invokeMethod(
                this, [this, dock] { giveAnalysisRoom(dock); }, Qt::QueuedConnection);
    });
    if (auto* view = menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu"))) {
        const QList<QAction*> actions = view->actions();
        view->insertAction(actions.value(actions.indexOf(action(QStringLiteral("moveLog"))) + 1),
                           toggle);
    }
}

void MainWindow::showAnalysisDock() {
    auto* dock = findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    dock->show();
    dock->raise(); // when tabbed with another panel
    // Once the dock has its place in the column: its height and the list's are known then.
    QMetaObject::invokeMethod(
        this, [this, dock] { giveAnalysisRoom(dock); }, Qt::QueuedConnection);
}

// Opened below the moves, the analysis had only its least height, four lines of text on a
// 1366 x 768 laptop: it takes the room its lines need from the move list above it, which keeps
// its six moves (MoveLog's least height) whatever it gives.
void MainWindow::giveAnalysisRoom(QDockWidget* dock) {
    QDockWidget* moves = column_[1];
    if (!moves || !moves->isVisible() || moves->isFloating() || dock->isFloating() ||
        dockWidgetArea(moves) != dockWidgetArea(dock))
        return;
    const int wanted = dock->sizeHint().height() - dock->height();
    if (wanted <= 0) return;
    const int spare = moves->height() - moves->minimumSizeHint().height();
    const int taken = std::min(wanted, std::max(spare, 0));
    resizeDocks({moves, dock}, {moves->height() - taken, dock->height() + taken}, Qt::Vertical);
}

} // namespace bashni::ui
