// One puzzle being solved on a board (docs/manual/lessons-and-puzzles.md "Puzzles"): the user's
// moves checked against the solution line, the line's defence played back, a wrong move refuted by
// the engine's best answer. It tells the board what to show through the presenter, whose queue
// makes each answer wait until the move before it has been shown; the engine runs in AiPlayer's
// thread.
//
// The first move must be the line's: the puzzle guarantees it is the one winning move. A later
// move other than the line's is checked by a short search of the position after it and taken
// when it wins as surely: a forced win, or a score at most AlternativeMargin below the puzzle's.
// The puzzle is then solved at once, since the line no longer applies.
#pragma once

#include "core/puzzles/puzzle.h"
#include "ui/game/aiplayer.h"

#include <QObject>

#include <optional>

namespace bashni::ui {

class BoardPresenter;

class PuzzleSession : public QObject {
    Q_OBJECT
  public:
    enum class State {
        Idle,     // no puzzle yet
        Solving,  // the user is to move
        Checking, // the engine looks at the user's move
        Solved,
        Failed,
        Shown, // the solution was shown
    };
    static constexpr qint64 CheckMs = 600; // the engine's time for a check or a refutation
    static constexpr int AlternativeMargin = 100;

    explicit PuzzleSession(BoardPresenter* presenter, QObject* parent = nullptr);
    ~PuzzleSession() override;

    void start(const puzzles::Puzzle& p); // from its first position (also Retry)
    void play(const Move& m);             // the user's legal move, while Solving
    void showSolution();                  // the whole line, animated move by move
    void stop();                          // drops any search under way

    State state() const { return state_; }
    const puzzles::Puzzle& puzzle() const { return puzzle_; }
    const Position& position() const { return pos_; } // as it is once the board has caught up
    const std::optional<Move>& lastMove() const { return last_; }

  signals:
    void changed();                // the position or the state
    void solved(bool alternative); // alternative: by a move the line does not have
    // The user's `wrong` move and the engine's answer to it, with the answer's score from the
    // answering side's view; no reply when that side cannot move.
    void failed(const bashni::Move& wrong, const std::optional<bashni::Move>& reply, int score);
    // Every move shown, by either side (for screen readers).
    void moved(const bashni::Position& before, const bashni::Move& m);

  private:
    void advance(const Move& m); // plays m on the board
    void onAnswer(const AiAnswer& answer);
    void finish(State s);

    BoardPresenter* presenter_;
    AiPlayer ai_;
    puzzles::Puzzle puzzle_;
    Position pos_;
    std::size_t ply_ = 0; // the next move of the line
    std::optional<Move> last_;
    std::optional<Move> wrong_; // the move being checked
    State state_ = State::Idle;
};

} // namespace bashni::ui
