// One lesson step played on the board: the learner's clicks and drags become a move (MoveInput,
// as in the main window), the move is checked against the step's task and shown, and a wrong try
// puts the step's position back once its move has been shown. A `win` step is a game against the
// computer (AiPlayer, in its thread) until the learner wins it, draws it or gives the win away.
#pragma once

#include "core/game.h"
#include "ui/game/moveinput.h"
#include "ui/lessons/lessonbook.h"

#include <QObject>

namespace bashni::ui {

class AiPlayer;
class BoardPresenter;
class BoardView;
struct AiAnswer;

class LessonPlay : public QObject {
    Q_OBJECT
  public:
    LessonPlay(BoardView* view, BoardPresenter* presenter, QObject* parent = nullptr);
    ~LessonPlay() override;

    void start(const LessonStep& step); // the step's position, ready for the learner's move
    void restart();                     // the same step again
    void stop();                        // no more moves: the computer stops thinking
    // Every move still being shown at once, and what waits for its end (a reset) done now.
    void finishAnimations();

    // The computer of `win` steps: the strongest level at a short time unless a test says less.
    void setComputer(int level, qint64 timeMs);
    const Position& position() const { return game_.position(); }
    bool computerThinking() const;
    bool finished() const { return state_ == State::Met; }
    bool stopped() const { return state_ == State::Idle; }
    bool learnerToMove() const { return state_ == State::Playing; }

  signals:
    void met(const QString& praise);
    void wrong(const QString& explanation); // the position is put back after the move is shown
    void refused(const QString& reason);    // a click that makes no move
    void computerMoved(const QString& move);
    void thinkingChanged(bool thinking);

  private:
    enum class State { Idle, Playing, Computer, Met, Resetting };
    void onClicked(Square s);
    void onDropped(Square from, Square to);
    void handle(MoveInput::Outcome outcome);
    void played(const Move& m);
    void playWin(const Move& m);
    void onAnswer(const AiAnswer& answer);
    bool gameEnded(); // a `win` game over: met, or explained and reset
    void show(const Move& m);
    void fail(const QString& explanation);
    void onIdle();
    void ready(); // the learner to move in the game's position
    void updateMarks();
    AiPlayer* computer();

    BoardView* view_;
    BoardPresenter* presenter_;
    const LessonStep* step_ = nullptr;
    LessonStep current_; // the step, at the position reached in a `win` game
    Game game_;
    MoveInput input_;
    AiPlayer* ai_ = nullptr; // made for the first `win` step
    State state_ = State::Idle;
    int level_;
    qint64 timeMs_ = 400;
    quint64 seed_ = 1;
};

} // namespace bashni::ui
