// The puzzles, a feature of the main window (ui/common/featurehost.h): Game → Puzzles opens the
// trainer's window, made when asked for (not at start-up) and deleted when closed, so that its
// engine and board go with it.
#pragma once

#include "ui/common/featurehost.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QAction;

namespace bashni::ui {

class PuzzleTrainer;
class Theme;

class PuzzlesFeature : public QObject {
    Q_OBJECT
  public:
    PuzzlesFeature(FeatureHost& host, std::shared_ptr<Theme> theme, QObject* parent = nullptr);

    QAction* action() const { return action_; } // Game → Puzzles
    void show();                                // opens or raises the trainer

  private:
    FeatureHost& host_;
    std::shared_ptr<Theme> theme_;
    QAction* action_;
    QPointer<PuzzleTrainer> trainer_;
};

} // namespace bashni::ui
