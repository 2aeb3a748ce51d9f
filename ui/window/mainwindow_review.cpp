// The main window's part in game review: Game → Review Game, its progress in the status bar, and
// the evaluation graph in a panel of its own under the moves, drawn from the evaluations in the
// record.
#include "core/engine/search.h"
#include "ui/board/boardpresenter.h"
#include "ui/game/gamecontroller.h"
#include "ui/review/evalgraph.h"
#include "ui/review/evaltext.h"
#include "ui/review/gamereview.h"
#include "ui/window/mainwindow_actions.h"

#include <QAction>
#include <QDockWidget>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

namespace bashni::ui {

namespace {

// The record's evaluation as the graph takes it: White's side, a forced win as Win - plies.
std::optional<int> whiteScore(const std::optional<Evaluation>& e) {
    return e ? std::optional(EvalText::fromRecord(*e)) : std::nullopt;
}

// The first of a move's glyphs that judges it.
int judgementNag(const Annotation& a) {
    for (int nag : a.nags)
        if (engine::judgementOfNag(nag) != Judgement::None) return nag;
    return 0;
}

} // namespace

// Under the moves; shown while the game has evaluations (a review, or a reviewed game opened).
void MainWindow::createEvalGraph() {
    auto* dock = new QDockWidget(tr("Evaluation"), this);
    dock->setObjectName(QStringLiteral("evalDock"));
    graph_ = new EvalGraph(dock);
    graph_->setObjectName(QStringLiteral("evalGraph"));
    dock->setWidget(graph_);
    addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
    dock->hide();
    connect(graph_, &EvalGraph::plyChosen, this, [this](int ply) {
        presenter_->finishAnimations();
        controller_->goToPly(ply);
    });
    QAction* toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("evalView"));
    toggle->setText(tr("Evaluation Grap&h"));
    addViewToggle(toggle);
}

// The graph's panel opens when the game gets evaluations and closes when it has none; in between
// the player may close it.
void MainWindow::showGraphDock() {
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("evalDock")))
        dock->setVisible(graphHasPoints_);
}

void MainWindow::createReviewStatus() {
    reviewProgress_ = new QProgressBar;
    reviewProgress_->setObjectName(QStringLiteral("reviewProgress"));
    reviewProgress_->setMaximumWidth(180);
    reviewProgress_->setFormat(tr("Review %v/%m"));
    reviewProgress_->setAccessibleName(tr("Game review"));
    auto* cancel = new QToolButton;
    cancel->setObjectName(QStringLiteral("reviewCancel"));
    cancel->setAutoRaise(true);
    cancel->setIcon(QIcon::fromTheme(QStringLiteral("process-stop")));
    if (cancel->icon().isNull()) cancel->setText(QStringLiteral("\u2715"));
    cancel->setToolTip(tr("Stop the review"));
    cancel->setAccessibleName(tr("Stop the review"));
    connect(cancel, &QToolButton::clicked, this, &MainWindow::toggleReview);
    reviewCancel_ = cancel;
    statusBar()->insertPermanentWidget(0, reviewProgress_);
    statusBar()->insertPermanentWidget(1, reviewCancel_);
    reviewProgress_->hide();
    reviewCancel_->hide();
}

// Starts a review, or stops the one running.
void MainWindow::toggleReview() {
    if (!review_) {
        review_ = new GameReview(controller_, this);
        connect(review_, &GameReview::progressed, this, [this](int done, int total) {
            reviewProgress_->setRange(0, total);
            reviewProgress_->setValue(done);
        });
        connect(review_, &GameReview::runningChanged, this, [this](bool on) {
            reviewProgress_->setVisible(on);
            reviewCancel_->setVisible(on);
            actions_->review->setText(on ? tr("Stop Re&view") : tr("Re&view Game"));
            updateGraph();
        });
        connect(review_, &GameReview::finished, this, [this](bool complete) {
            statusBar()->showMessage(complete ? tr("Review finished.") : tr("Review stopped."),
                                     4000);
        });
    }
    if (review_->running()) return review_->stop();
    engine::ReviewLimits limits;
    if (settings_.reviewDepth() > 0)
        limits.depth = settings_.reviewDepth();
    else
        limits.timeMs = settings_.reviewMs();
    limits.threads = settings_.analysisThreads();
    review_->start(limits);
}

void MainWindow::updateGraph() {
    const Game& g = controller_->game();
    bool any = false;
    for (int ply = 1; ply <= g.plyCount() && !any; ++ply) any = g.annotation(ply).eval.has_value();
    const bool show = any || (review_ && review_->running());
    if (show != graphHasPoints_) {
        graphHasPoints_ = show;
        showGraphDock();
    }
    const bool againstPerson = controller_->recordElsewhere() && !g.isOver(); // see updateActions
    actions_->review->setEnabled((g.plyCount() > 0 && !againstPerson) ||
                                 (review_ && review_->running()));
    if (!show) return; // most games: no texts to make
    QVector<EvalPoint> points(g.plyCount() + 1);
    for (int ply = 1; ply <= g.plyCount(); ++ply) {
        const Annotation& a = g.annotation(ply);
        points[ply] = {whiteScore(a.eval), judgementNag(a),
                       QString::fromStdString(g.moveText(ply))};
    }
    graph_->setFirstMover(g.startPosition().sideToMove());
    graph_->setPoints(std::move(points));
    graph_->setCurrentPly(g.currentPly());
}

} // namespace bashni::ui
