#include "ui/puzzles/puzzlesession.h"

#include "core/engine/search.h"
#include "core/movegen.h"
#include "ui/board/boardpresenter.h"

namespace bashni::ui {

namespace {

// Two moves that leave the same position are the same move, whatever path was clicked.
bool sameOutcome(const Position& pos, const Move& a, const Move& b) {
    Position pa = pos, pb = pos;
    Undo u;
    pa.make(a, u);
    pb.make(b, u);
    return pa.hash() == pb.hash();
}

} // namespace

PuzzleSession::PuzzleSession(BoardPresenter* presenter, QObject* parent)
    : QObject(parent), presenter_(presenter) {
    connect(&ai_, &AiPlayer::answered, this, &PuzzleSession::onAnswer);
}

PuzzleSession::~PuzzleSession() {
    stop();
}

void PuzzleSession::start(const puzzles::Puzzle& p) {
    stop();
    puzzle_ = p;
    pos_ = p.start;
    ply_ = 0;
    last_.reset();
    wrong_.reset();
    presenter_->showPosition(pos_);
    state_ = State::Solving;
    emit changed();
}

void PuzzleSession::stop() {
    ai_.stop();
}

void PuzzleSession::advance(const Move& m) {
    const Position before = pos_;
    Undo u;
    pos_.make(m, u);
    last_ = m;
    presenter_->showMove(before, m, pos_);
    emit moved(before, m);
}

void PuzzleSession::play(const Move& m) {
    if (state_ != State::Solving || ply_ >= puzzle_.line.size()) return;
    const bool expected = sameOutcome(pos_, m, puzzle_.line[ply_]);
    advance(m);
    if (expected) {
        ++ply_;
        if (ply_ >= puzzle_.line.size() || !hasLegalMove(pos_)) return finish(State::Solved);
        advance(puzzle_.line[ply_++]); // the defence, shown once the user's move has been
        if (ply_ >= puzzle_.line.size()) return finish(State::Solved); // a line ends on a defence
        emit changed();
        return;
    }
    if (ply_ > 0 && !hasLegalMove(pos_)) return finish(State::Solved); // nothing left to answer
    wrong_ = m;
    state_ = State::Checking;
    ai_.analyse(pos_, {}, CheckMs); // a puzzle is a position on its own
    emit changed();
}

void PuzzleSession::onAnswer(const AiAnswer& answer) {
    if (state_ != State::Checking || !wrong_) return;
    const int solverScore = -answer.score;
    const bool laterMove = ply_ > 0;
    const bool asGood =
        solverScore > engine::WinBound || solverScore >= puzzle_.score - AlternativeMargin;
    if (laterMove && asGood && answer.hasMove) {
        state_ = State::Solved;
        emit changed();
        emit solved(true);
        return;
    }
    std::optional<Move> reply;
    if (answer.hasMove) {
        reply = answer.move;
        advance(answer.move);
    }
    state_ = State::Failed;
    emit changed();
    emit failed(*wrong_, reply, answer.score);
}

void PuzzleSession::finish(State s) {
    state_ = s;
    emit changed();
    if (s == State::Solved) emit solved(false);
}

void PuzzleSession::showSolution() {
    if (state_ == State::Idle) return;
    stop();
    pos_ = puzzle_.start;
    last_.reset();
    presenter_->showPosition(pos_);
    for (const Move& m : puzzle_.line) advance(m);
    ply_ = puzzle_.line.size();
    state_ = State::Shown;
    emit changed();
}

} // namespace bashni::ui
