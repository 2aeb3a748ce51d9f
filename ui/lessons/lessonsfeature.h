// The lessons, a feature of the main window (ui/common/featurehost.h): Help → Learn to Play, the
// lesson window (made the first time it is asked for: nothing of it is built at start-up) and the
// first start's offer above the players.
#pragma once

#include "ui/common/featurehost.h"

#include <QObject>

#include <memory>

class QAction;

namespace bashni::ui {

class LessonOffer;
class LessonWindow;
class Theme;

class LessonsFeature : public QObject {
    Q_OBJECT
  public:
    LessonsFeature(FeatureHost& host, std::shared_ptr<Theme> theme, QObject* parent = nullptr);

    QAction* action() const { return action_; }      // Help → Learn to Play
    void show();                                     // opens or raises the lesson window
    void offer();                                    // the first start's bar over the board
    void applySettings();                            // after the preferences changed
    void close();                                    // the program ends with its main window
    LessonWindow* window() const { return window_; } // nullptr before it was first opened
    LessonOffer* offered() const { return offer_; }  // nullptr unless offered

  private:
    FeatureHost& host_;
    std::shared_ptr<Theme> theme_;
    QAction* action_;
    LessonWindow* window_ = nullptr;
    LessonOffer* offer_ = nullptr;
};

} // namespace bashni::ui
