// Game review, a feature of the main window (ui/common/featurehost.h): Game → Review Game, its
// progress and stop button in the status bar, and the evaluation graph in a panel of its own under
// the moves, drawn from the evaluations in the record. The review itself is ui/review/gamereview.h.
#pragma once

#include "ui/common/featurehost.h"

#include <QObject>

class QAction;
class QDockWidget;
class QProgressBar;
class QWidget;

namespace bashni::ui {

class EvalGraph;
class GameReview;

class ReviewFeature : public QObject {
    Q_OBJECT
  public:
    explicit ReviewFeature(FeatureHost& host, QObject* parent = nullptr);

    QAction* action() const { return action_; } // Game → Review Game (or Stop Review)
    QAction* graphToggle() const;               // View → Evaluation Graph
    EvalGraph* graph() const { return graph_; }
    GameReview* review() const { return review_; }     // nullptr before the first review
    bool hasEvaluations() const { return hasPoints_; } // the graph's panel is open for them

  signals:
    void plyChosen(int ply); // a point of the graph was clicked

  private:
    void makeStatus();
    void toggle();
    void update(); // after the board's game changed

    FeatureHost& host_;
    QAction* action_;
    QDockWidget* dock_;
    EvalGraph* graph_;
    QProgressBar* progress_ = nullptr;
    QWidget* cancel_ = nullptr;
    GameReview* review_ = nullptr;
    bool hasPoints_ = false;
};

} // namespace bashni::ui
