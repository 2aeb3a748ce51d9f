#include "ui/review/reviewfeature.h"

#include "core/engine/search.h"
#include "ui/common/settings.h"
#include "ui/game/gamecontroller.h"
#include "ui/review/evalgraph.h"
#include "ui/review/evaltext.h"
#include "ui/review/gamereview.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QProgressBar>
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

// The graph's panel goes under the moves; shown while the game has evaluations (a review, or a
// reviewed game opened).
ReviewFeature::ReviewFeature(FeatureHost& host, QObject* parent)
    : QObject(parent), host_(host), action_(new QAction(tr("Re&view Game"), host.window())),
      dock_(new QDockWidget(tr("Evaluation"), host.window())), graph_(new EvalGraph(dock_)) {
    action_->setObjectName(QStringLiteral("review"));
    connect(action_, &QAction::triggered, this, &ReviewFeature::toggle);
    dock_->setObjectName(QStringLiteral("evalDock"));
    graph_->setObjectName(QStringLiteral("evalGraph"));
    dock_->setWidget(graph_);
    host_.addDock(dock_);
    dock_->hide();
    connect(graph_, &EvalGraph::plyChosen, this, &ReviewFeature::plyChosen);
    QAction* toggle = dock_->toggleViewAction();
    toggle->setObjectName(QStringLiteral("evalView"));
    toggle->setText(tr("Evaluation Grap&h"));
    makeStatus();
    connect(host_.gameController(), &GameController::stateChanged, this, &ReviewFeature::update);
}

QAction* ReviewFeature::graphToggle() const {
    return dock_->toggleViewAction();
}

void ReviewFeature::makeStatus() {
    progress_ = new QProgressBar;
    progress_->setObjectName(QStringLiteral("reviewProgress"));
    progress_->setMaximumWidth(180);
    progress_->setFormat(tr("Review %v/%m"));
    progress_->setAccessibleName(tr("Game review"));
    auto* cancel = new QToolButton;
    cancel->setObjectName(QStringLiteral("reviewCancel"));
    cancel->setAutoRaise(true);
    cancel->setIcon(QIcon::fromTheme(QStringLiteral("process-stop")));
    if (cancel->icon().isNull()) cancel->setText(QStringLiteral("\u2715"));
    cancel->setToolTip(tr("Stop the review"));
    cancel->setAccessibleName(tr("Stop the review"));
    connect(cancel, &QToolButton::clicked, this, &ReviewFeature::toggle);
    cancel_ = cancel;
    host_.addStatusWidget(progress_);
    host_.addStatusWidget(cancel_);
    progress_->hide();
    cancel_->hide();
}

// Starts a review, or stops the one running.
void ReviewFeature::toggle() {
    if (!review_) {
        review_ = new GameReview(host_.gameController(), this);
        connect(review_, &GameReview::progressed, this, [this](int done, int total) {
            progress_->setRange(0, total);
            progress_->setValue(done);
        });
        connect(review_, &GameReview::runningChanged, this, [this](bool on) {
            progress_->setVisible(on);
            cancel_->setVisible(on);
            action_->setText(on ? tr("Stop Re&view") : tr("Re&view Game"));
            update();
        });
        connect(review_, &GameReview::finished, this, [this](bool complete) {
            host_.showStatus(complete ? tr("Review finished.") : tr("Review stopped."), 4000);
        });
    }
    if (review_->running()) return review_->stop();
    const Settings& settings = host_.userSettings();
    engine::ReviewLimits limits;
    if (settings.reviewDepth() > 0)
        limits.depth = settings.reviewDepth();
    else
        limits.timeMs = settings.reviewMs();
    limits.threads = settings.analysisThreads();
    review_->start(limits);
}

// The graph's panel opens when the game gets evaluations and closes when it has none; in between
// the player may close it.
void ReviewFeature::update() {
    const GameController& c = *host_.gameController();
    const Game& g = c.game();
    bool any = false;
    for (int ply = 1; ply <= g.plyCount() && !any; ++ply) any = g.annotation(ply).eval.has_value();
    const bool running = review_ && review_->running();
    const bool show = any || running;
    if (show != hasPoints_) {
        hasPoints_ = show;
        dock_->setVisible(show);
    }
    // Against a person at another computer the engine does not help until the game is over.
    const bool againstPerson = c.recordElsewhere() && !g.isOver();
    action_->setEnabled((g.plyCount() > 0 && !againstPerson) || running);
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
