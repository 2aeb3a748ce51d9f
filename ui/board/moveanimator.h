// Plays a move on the scene hop by hop (core/transition.h says what each hop changes): the moving
// column slides, each taken top leaves the jumped column and slides under the mover, a crowned
// man shows its crown on the hop that crowns it. Backwards (replay) the same runs in reverse:
// the pieces go back to their columns. Purely a picture: the game already has the move, and
// finish() jumps to the end at once (a click during an animation never waits for it).
#pragma once

#include "core/position.h"
#include "core/transition.h"

#include <QObject>
#include <QVariantAnimation>

#include <array>
#include <vector>

namespace bashni::ui {

class BoardScene;
class TowerItem;

class MoveAnimator : public QObject {
    Q_OBJECT
  public:
    explicit MoveAnimator(BoardScene* scene, QObject* parent = nullptr);
    ~MoveAnimator() override;

    // Shows the move m from `before` to `after`, ending on `after`; with msPerHop 0 at once.
    void animate(const Position& before, const Move& m, const Position& after, int msPerHop);
    // Takes the move back: from `after` to `before`, ending on `before`.
    void animateBack(const Position& before, const Move& m, const Position& after, int msPerHop);
    bool isRunning() const { return running_; }
    void finish(); // the end state now

  signals:
    void finished();

  private:
    using Board = std::array<Column, 64>;
    void start(const Position& before, const Move& m, const Position& after, bool back, int ms);
    void startHop();
    void hopProgress(double t);
    void endHop();
    void clearItems();
    TowerItem* addPiece(Column c, Square at, double z);

    BoardScene* scene_;
    QVariantAnimation animation_;
    std::vector<TransitionStep> steps_;
    std::vector<Board> boards_; // boards_[k]: the board before hop k (boards_.back(): after all)
    int hop_ = 0;
    bool back_ = false;
    Position end_;
    TowerItem* mover_ = nullptr;    // flies along the path
    std::vector<TowerItem*> taken_; // pieces sliding between the mover and jumped columns
    std::vector<Square> takenSquares_;
    bool running_ = false;
};

} // namespace bashni::ui
