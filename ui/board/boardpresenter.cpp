#include "ui/board/boardpresenter.h"

#include "ui/board/moveanimator.h"

namespace bashni::ui {

namespace {

void appendSquares(std::vector<Square>& out, const Move& m) {
    out.push_back(m.from);
    for (int i = 0; i < m.pathLength(); ++i) out.push_back(m.landing[i]);
}

} // namespace

BoardPresenter::BoardPresenter(BoardScene* scene, QObject* parent)
    : QObject(parent), scene_(scene), animator_(new MoveAnimator(scene, this)) {
    connect(animator_, &MoveAnimator::finished, this, &BoardPresenter::next);
}

// The owner finishes the animations while the scene still stands (its pieces belong to the
// scene); should it not, nothing queued may start now, and no one is told.
BoardPresenter::~BoardPresenter() {
    pending_.clear();
    animator_->disconnect(this);
    animator_->finish();
}

void BoardPresenter::setOptions(const Options& options) {
    options_ = options;
    applyMarks();
}

void BoardPresenter::setMarks(MarkSource marks) {
    marks_ = std::move(marks);
    applyMarks();
}

void BoardPresenter::applyMarks() {
    Marks m;
    if (options_.lastMove && marks_.lastMove) {
        appendSquares(m.lastMove, *marks_.lastMove);
        // The path alone hides what a capture took: the columns jumped are marked too.
        for (int i = 0; i < marks_.lastMove->jumps; ++i)
            m.jumped.push_back(marks_.lastMove->captured[std::size_t(i)]);
    }
    m.selected = marks_.selected;
    m.path = marks_.path;
    if (options_.legalMoves) {
        m.targets = marks_.targets;
        m.captureTargets = marks_.captureTargets;
        // Once a column is picked up its targets say enough; before, the rings say which
        // columns the compulsory capture leaves to choose from.
        if (marks_.humanToMove && marks_.selected == NoSquare) m.capturers = marks_.capturers;
    }
    for (const Move& h : marks_.hint) appendSquares(m.hint, h);
    scene_->setMarks(m);
}

void BoardPresenter::showPosition(const Position& position) {
    pending_.clear();
    animator_->finish();
    scene_->setPosition(position);
    applyMarks();
}

void BoardPresenter::showMove(const Position& before, const Move& m, const Position& after) {
    enqueue({before, m, after, false});
}

void BoardPresenter::showMoveBack(const Position& before, const Move& m, const Position& after) {
    enqueue({before, m, after, true});
}

void BoardPresenter::enqueue(Pending p) {
    pending_.push_back(std::move(p));
    if (!animator_->isRunning()) next();
}

bool BoardPresenter::busy() const {
    return animator_->isRunning() || !pending_.empty();
}

// finish() reports the end of the running move, which starts the next one: until none is left.
void BoardPresenter::finishAnimations() {
    while (animator_->isRunning()) animator_->finish();
}

// Moves are shown one after the other, each in full (the computer may answer before the human's
// move has finished sliding).
void BoardPresenter::next() {
    if (pending_.empty()) {
        applyMarks();
        emit idle();
        return;
    }
    const Pending p = pending_.front();
    pending_.pop_front();
    if (p.back)
        animator_->animateBack(p.before, p.move, p.after, options_.animationMs);
    else
        animator_->animate(p.before, p.move, p.after, options_.animationMs);
}

} // namespace bashni::ui
