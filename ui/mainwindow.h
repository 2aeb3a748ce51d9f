// The main window: the board in the middle, menus, toolbar, status bar and the move log dock.
// It shows what the GameController reports and forwards what the user does; it decides no rule.
#pragma once

#include "ui/settings.h"

#include <QMainWindow>

#include <deque>
#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QProgressBar;

namespace bashni::ui {

class BoardScene;
class BoardView;
class GameController;
class MoveAnimator;
class Theme;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return controller_; }
    BoardView* view() const { return view_; }
    BoardScene* scene() const { return scene_; }
    MoveAnimator* animator() const { return animator_; }
    QAction* action(const QString& name) const; // by objectName, for tests and shortcuts help
    QString turnText() const;                   // what the status bar says about the turn

    // Starts a game without the dialog (tests, command line).
    void startGame(const NewGameChoice& choice);
    bool openFile(const QString& path); // false with a message box on failure

  protected:
    void closeEvent(QCloseEvent* e) override;

  private:
    struct Actions;
    void createActions();
    void createMenus();
    void createToolBar();
    void createStatusBar();
    void createMoveLog();

    void newGame();
    void open();
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    void setFileName(const QString& path); // also marks the game as unmodified
    void copyPosition();
    void pastePosition();
    void resign();
    void offerDraw();
    void showRules();
    void showShortcuts();
    void about();

    void showMove(const Position& before, const Move& m, const Position& after);
    void nextAnimation();
    void syncBoard();
    void updateMarks();
    void updateActions();
    void updateMoveLog();
    void onGameOver(const QString& text);
    void onRefused(const QString& reason);
    void onColumnPressed(Square s);
    void onSquareClicked(Square s);

    Settings settings_;
    std::shared_ptr<Theme> theme_;
    GameController* controller_;
    BoardScene* scene_;
    BoardView* view_;
    MoveAnimator* animator_;
    std::unique_ptr<Actions> actions_;
    QLabel* turnLabel_ = nullptr;
    QProgressBar* thinking_ = nullptr;
    QListWidget* moveLog_ = nullptr;
    QString fileName_;
    // Moves waiting for the animation of an earlier one.
    struct PendingMove {
        Position before;
        Move move;
        Position after;
    };
    std::deque<PendingMove> pending_;
    QString pendingGameOver_;
};

} // namespace bashni::ui
