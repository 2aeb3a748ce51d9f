#include "ui/lessons/lessonplay.h"

#include "core/engine/levels.h"
#include "core/notation.h"
#include "ui/board/boardpresenter.h"
#include "ui/board/boardview.h"
#include "ui/board/inputmarks.h"
#include "ui/common/coremessages.h"
#include "ui/game/aiplayer.h"

namespace bashni::ui {

LessonPlay::LessonPlay(BoardView* view, BoardPresenter* presenter, QObject* parent)
    : QObject(parent), view_(view), presenter_(presenter), level_(engine::MaxLevel) {
    connect(view_, &BoardView::squareClicked, this, &LessonPlay::onClicked);
    connect(view_, &BoardView::columnDropped, this, &LessonPlay::onDropped);
    connect(presenter_, &BoardPresenter::idle, this, &LessonPlay::onIdle);
}

LessonPlay::~LessonPlay() {
    stop();
}

void LessonPlay::setComputer(int level, qint64 timeMs) {
    level_ = level;
    timeMs_ = timeMs;
}

void LessonPlay::start(const LessonStep& step) {
    step_ = &step;
    restart();
}

void LessonPlay::restart() {
    stop();
    if (!step_) return;
    current_ = *step_;
    game_ = Game(step_->position);
    presenter_->showPosition(game_.position());
    ready();
}

void LessonPlay::stop() {
    if (ai_ && ai_->isThinking()) {
        ai_->stop();
        emit thinkingChanged(false);
    }
    state_ = State::Idle;
}

bool LessonPlay::computerThinking() const {
    return ai_ && ai_->isThinking();
}

void LessonPlay::finishAnimations() {
    presenter_->finishAnimations();
}

void LessonPlay::ready() {
    state_ = State::Playing;
    current_.position = game_.position();
    input_.reset(game_.position());
    updateMarks();
}

void LessonPlay::updateMarks() {
    presenter_->setMarks(inputMarks(input_, game_.lastMove(), state_ == State::Playing));
}

// As in the main window: a click during an animation first brings the board to its position.
void LessonPlay::onClicked(Square s) {
    presenter_->finishAnimations();
    if (state_ != State::Playing) return;
    handle(input_.click(s));
}

void LessonPlay::onDropped(Square from, Square to) {
    presenter_->finishAnimations();
    if (state_ != State::Playing) return;
    handle(input_.drop(from, to));
}

void LessonPlay::handle(MoveInput::Outcome outcome) {
    if (outcome == MoveInput::Outcome::Refused) emit refused(input_.reason());
    if (outcome == MoveInput::Outcome::Completed) {
        played(input_.move());
        return;
    }
    updateMarks();
}

void LessonPlay::show(const Move& m) {
    const Position before = game_.position();
    game_.play(m);
    presenter_->showMove(before, m, game_.position());
    view_->announceMove(before, m);
}

void LessonPlay::played(const Move& m) {
    if (step_->task.kind == lessons::TaskKind::Win) return playWin(m);
    const LessonAttempt attempt = tryLessonMove(current_, m);
    show(m);
    if (!attempt.met) return fail(attempt.explanation);
    state_ = State::Met;
    updateMarks();
    emit met(tr("Well done: that is right."));
}

// The wrong move is shown first, so the learner sees what it did; the position comes back when
// it has been shown (onIdle), or at once when there is no animation.
void LessonPlay::fail(const QString& explanation) {
    state_ = State::Resetting;
    emit wrong(explanation);
    if (!presenter_->busy()) restart();
}

void LessonPlay::onIdle() {
    if (state_ == State::Resetting) restart();
}

void LessonPlay::playWin(const Move& m) {
    const LessonAttempt attempt = tryLessonMove(current_, m);
    state_ = State::Computer;
    show(m);
    if (!attempt.met) return fail(attempt.explanation);
    if (gameEnded()) return;
    updateMarks();
    computer()->think(game_.position(), engine::historyOf(game_), level_, timeMs_, seed_++);
    emit thinkingChanged(true);
}

AiPlayer* LessonPlay::computer() {
    if (!ai_) {
        ai_ = new AiPlayer(this);
        connect(ai_, &AiPlayer::answered, this, &LessonPlay::onAnswer);
    }
    return ai_;
}

void LessonPlay::onAnswer(const AiAnswer& answer) {
    emit thinkingChanged(false);
    if (state_ != State::Computer || !answer.hasMove) return;
    emit computerMoved(QString::fromStdString(formatMove(answer.move)));
    show(answer.move);
    if (!gameEnded()) ready();
}

// The learner wins when the computer cannot move; any other end is a try that failed.
bool LessonPlay::gameEnded() {
    const Ending e = game_.ending();
    if (e == Ending::None) return false;
    const Color learner = step_->position.sideToMove();
    if (e == Ending::NoMoves && game_.sideToMove() != learner) {
        state_ = State::Met;
        updateMarks();
        emit met(tr("You won the game. Well done!"));
    } else if (e == Ending::NoMoves) {
        fail(tr("You cannot move: the computer has won. Try again."));
    } else {
        fail(tr("%1 The win slipped away: try again.").arg(translateCore(game_.endingMessage())));
    }
    return true;
}

} // namespace bashni::ui
