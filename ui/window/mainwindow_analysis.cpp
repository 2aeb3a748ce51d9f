// The analysis dock: the panel shows what the controller's analysis reports; its button is the
// "analyse" action's, and a chosen line's first move is marked on the board by the controller.
#include "ui/game/gamecontroller.h"
#include "ui/review/analysispanel.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>

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
}

} // namespace bashni::ui
