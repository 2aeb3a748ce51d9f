// Plays a move on the scene hop by hop (core/transition.h says what each hop changes): the moving
// column slides, each taken top leaves the jumped column and slides under the mover, a crowned
// man shows its crown on the hop that crowns it. Purely a picture: the game already has the move,
// and finish() jumps to the end at once (a click during an animation never waits for it).
#pragma once

#include "core/position.h"
#include "core/transition.h"

#include <QObject>
#include <QPointer>
#include <QVariantAnimation>

#include <vector>

namespace bashni::ui {

class BoardScene;
class TowerItem;

class MoveAnimator : public QObject {
    Q_OBJECT
  public:
    explicit MoveAnimator(BoardScene* scene, QObject* parent = nullptr);
    ~MoveAnimator() override;

    // Shows `after` at the end; with msPerHop 0 at once.
    void animate(const Position& before, const Move& m, const Position& after, int msPerHop);
    bool isRunning() const { return running_; }
    void finish(); // the end state now

  signals:
    void finished();

  private:
    void startHop();
    void hopProgress(double t);
    void endHop();
    void clearItems();

    BoardScene* scene_;
    QVariantAnimation animation_;
    std::vector<TransitionStep> steps_;
    std::size_t hop_ = 0;
    Position after_;
    TowerItem* mover_ = nullptr;    // flies along the path
    std::vector<TowerItem*> taken_; // tops sliding under the mover on this hop
    std::vector<QPointF> takenFrom_;
    bool running_ = false;
};

} // namespace bashni::ui
