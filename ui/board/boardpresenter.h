// What the board shows, as the window tells it: positions, moves to animate one after the other,
// and the marks (the last move, the picked-up column with its legal targets, hints). It owns the
// queue of moves being shown, so that the computer's answer waits until the human's move has
// finished sliding, and it decides no rule.
#pragma once

#include "core/position.h"
#include "ui/board/boardscene.h"

#include <QObject>

#include <deque>
#include <optional>
#include <vector>

namespace bashni::ui {

class MoveAnimator;

class BoardPresenter : public QObject {
    Q_OBJECT
  public:
    explicit BoardPresenter(BoardScene* scene, QObject* parent = nullptr);
    ~BoardPresenter() override;

    struct Options {
        int animationMs = 220;  // a hop; 0: moves show at once
        bool lastMove = true;   // mark the last move's squares
        bool legalMoves = true; // mark where the picked-up column may go
    };
    void setOptions(const Options& options);

    // What the marks are made of; the options decide which are shown.
    struct MarkSource {
        std::optional<Move> lastMove;
        Square selected = NoSquare;
        std::vector<Square> path;    // landings clicked so far
        std::vector<Square> targets; // where the selection may go
        bool captureTargets = false; // the targets are capture landings
        // Columns that must capture; shown while the human is to move and has picked up none.
        std::vector<Square> capturers;
        bool humanToMove = false;
        std::vector<Move> hint;
    };
    void setMarks(MarkSource marks);

    void showPosition(const Position& position); // at once; moves still queued are dropped
    void showMove(const Position& before, const Move& m, const Position& after);
    void showMoveBack(const Position& before, const Move& m, const Position& after);
    void finishAnimations(); // every queued move at once: the board shows the last position told
    bool busy() const;       // a move is still being shown
    MoveAnimator* animator() const { return animator_; }

  signals:
    void idle(); // every move told has been shown

  private:
    struct Pending {
        Position before;
        Move move;
        Position after;
        bool back;
    };
    void enqueue(Pending p);
    void next();
    void applyMarks();

    BoardScene* scene_;
    MoveAnimator* animator_;
    Options options_;
    MarkSource marks_;
    std::deque<Pending> pending_;
};

} // namespace bashni::ui
