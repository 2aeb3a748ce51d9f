// What the main window lends each of its features (direct network play, online play, review,
// lessons, puzzles): the game on the board and the places a feature may show itself. A feature
// that plays the board's game by rules kept elsewhere gives the controller a RemoteSide
// (ui/game/remoteside.h): the window's Undo, Offer Draw and Resign then go there.
// A feature owns its actions and state; the window only assembles the features.
#pragma once

#include <QString>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace bashni {
class Game;
}

namespace bashni::ui {

class GameController;
class Settings;

class FeatureHost {
  public:
    virtual QMainWindow* window() = 0; // the parent of the feature's dialogs, docks and widgets
    virtual GameController* gameController() = 0;
    virtual Settings& userSettings() = 0;
    virtual QString autosaveFolder() const = 0;  // for what a feature keeps beside the game
    virtual void addNotice(QWidget* notice) = 0; // above the players
    // Where the player last had it; the first time in the column, or as a tab of `beside` (a
    // laptop's screen has no height for another panel under it).
    virtual void addDock(QDockWidget* dock, QDockWidget* beside = nullptr) = 0;
    virtual void addStatusWidget(QWidget* widget) = 0; // at the status bar's right
    virtual void showStatus(const QString& text, int ms) = 0;
    // Whether the game on the board may be replaced (the player may first save it).
    virtual bool maySwitchGame() = 0;
    virtual void detachFile() = 0; // the board's game is no longer the file's
    // A record on the board as an opened file's is (two players here, clocks standing), with no
    // file of its own: the player may review it, or save it.
    virtual void openRecord(const Game& game) = 0;
    virtual void refreshActions() = 0; // the feature's state changed what may be done

  protected:
    ~FeatureHost() = default;
};

} // namespace bashni::ui
