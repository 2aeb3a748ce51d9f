#include "ui/review/gamereview.h"

#include "core/engine/review_record.h"
#include "ui/game/gamecontroller.h"
#include "ui/review/reviewer.h"

#include <QCoreApplication>

namespace bashni::ui {

std::string annotatorName(const engine::ReviewLimits& limits) {
    const QString how = limits.timeMs > 0
                            ? QStringLiteral("%1 s a position").arg(double(limits.timeMs) / 1000)
                            : QStringLiteral("depth %1").arg(limits.depth);
    return QStringLiteral("Bashni %1, %2")
        .arg(QCoreApplication::applicationVersion(), how)
        .toStdString();
}

GameReview::GameReview(GameController* controller, QObject* parent)
    : QObject(parent), controller_(controller) {
    // Another game, or a move that leaves the line, makes the rest of a review meaningless; the
    // judgements not yet written are of the game that went (written into another game's record
    // they pointed past its moves, and the window crashed).
    connect(controller_, &GameController::gameLoaded, this, &GameReview::abandon);
    connect(controller_, &GameController::recordChanged, this, &GameReview::checkLine);
    writeSoon_.setSingleShot(true);
    writeSoon_.setInterval(250);
    connect(&writeSoon_, &QTimer::timeout, this, &GameReview::write);
}

void GameReview::checkLine() {
    if (!running_) return;
    const Game& game = controller_->game();
    bool holds = game.plyCount() >= int(line_.size());
    for (int ply = 1; holds && ply <= int(line_.size()); ++ply)
        holds = game.move(ply) == line_[std::size_t(ply - 1)];
    if (!holds) abandon();
}

// The line changed under the review: what was not written yet belongs to other moves.
void GameReview::abandon() {
    unwritten_ = false;
    stop();
}

void GameReview::start(const engine::ReviewLimits& limits) {
    const Game& game = controller_->game();
    if (game.plyCount() == 0) return;
    if (!reviewer_) {
        reviewer_ = new Reviewer(this);
        connect(reviewer_, &Reviewer::moveReviewed, this, &GameReview::receive);
        connect(reviewer_, &Reviewer::progressed, this, &GameReview::progressed);
        connect(reviewer_, &Reviewer::finished, this, &GameReview::end);
    }
    review_ = engine::Review{};
    review_.firstPly = 1;
    review_.lastPly = game.plyCount();
    annotator_ = annotatorName(limits);
    line_.clear();
    for (int ply = 1; ply <= game.plyCount(); ++ply) line_.push_back(game.move(ply));
    unwritten_ = false;
    reviewer_->start(game, 1, game.plyCount(), limits);
    if (!running_) emit runningChanged(running_ = true);
    emit progressed(0, game.plyCount());
}

void GameReview::stop() {
    if (!running_) return;
    reviewer_->stop();
    end(false);
}

void GameReview::end(bool complete, quint64 searches) {
    if (!running_) return;
    lastSearches_ = searches;
    write(); // what came last, before anyone hears of the end
    emit runningChanged(running_ = false);
    emit finished(complete);
}

bool GameReview::lineStillHolds(const engine::MoveReview& m) const {
    const Game& game = controller_->game();
    return m.ply <= game.plyCount() && game.move(m.ply) == m.played;
}

void GameReview::receive(const engine::MoveReview& m) {
    if (!lineStillHolds(m)) return abandon();
    review_.moves.push_back(m);
    unwritten_ = true;
    if (!writeSoon_.isActive()) writeSoon_.start();
}

void GameReview::write() {
    writeSoon_.stop();
    if (!unwritten_) return;
    unwritten_ = false;
    review_.complete = int(review_.moves.size()) == review_.lastPly - review_.firstPly + 1;
    engine::summarize(review_);
    controller_->editRecord([this](Game& g) { engine::applyReview(g, review_, annotator_); });
}

} // namespace bashni::ui
