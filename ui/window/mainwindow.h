// The main window: the board in the middle, menus, toolbar, status bar and the move log dock.
// It shows what the GameController reports and forwards what the user does; it decides no rule.
#pragma once

#include "ui/common/featurehost.h"
#include "ui/common/settings.h"
#include "ui/files/autosave.h"

#include <QMainWindow>

#include <array>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;

namespace bashni::ui {

class AnalysisPanel;
class DirectPlay;
class OnlinePlay;
class BoardPresenter;
class BoardScene;
class BoardView;
class EvalGraph;
class GameReview;
class GameController;
class GameFiles;
class LessonOffer;
class LessonWindow;
class LessonsFeature;
class ManualWindow;
class MoveAnimator;
class MoveLog;
class NoticeColumn;
struct OpenedFile;
class PlayerPanel;
class PuzzlesFeature;
class ReviewFeature;
class SoundBoard;
class Theme;

class MainWindow : public QMainWindow, private FeatureHost {
    Q_OBJECT
  public:
    // `autosave` is where the unfinished game is kept (the default location when empty); the
    // window continues the game found there.
    explicit MainWindow(const QString& autosave = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return controller_; }
    BoardView* view() const { return view_; }
    BoardScene* scene() const { return scene_; }
    MoveAnimator* animator() const;
    MoveLog* moveLog() const { return moveLog_; }
    PlayerPanel* playerPanel() const { return players_; }
    AnalysisPanel* analysisPanel() const { return analysis_; }
    EvalGraph* evalGraph() const;
    GameReview* review() const; // nullptr before the first review
    SoundBoard* sounds() const { return sounds_; }
    LessonWindow* lessonWindow() const;         // nullptr before it was first opened
    LessonOffer* lessonOffer() const;           // nullptr unless offered
    QAction* action(const QString& name) const; // by objectName, for tests and shortcuts help
    QString turnText() const;                   // what the status bar says about the turn

    // Starts a game without the dialog (tests, command line); `waiting`: as at the program's start,
    // nothing runs before the player acts (GameController::loadGameWaiting).
    void startGame(const NewGameChoice& choice, bool waiting = false);
    bool openFile(const QString& path); // false with a message box on failure
    // The same, with the file read in a worker thread (Open, Open Recent, the command line).
    void openInBackground(const QString& path);
    bool saveTo(const QString& path);
    bool exportImage(const QString& path); // SVG or PNG by the suffix
    void applySettings();                  // after the preferences changed
    void showLessons();                    // opens or raises the lesson window
    // Help → Manual at `page` ("review.md"); empty: the page for what the window shows (the
    // review's while the game has evaluations, else the contents). mainwindow_manual.cpp
    void showManual(const QString& page);
    ManualWindow* manual() const { return manual_; } // nullptr before it was first opened

    DirectPlay* directPlay() const { return direct_; } // network games with a friend
    OnlinePlay* onlinePlay() const { return online_; } // games on a Bashni server

    // View → Reset Layout: the first start's window size and panels (mainwindow_layout.cpp).
    void resetLayout();

  protected:
    void closeEvent(QCloseEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

  private:
    // FeatureHost: what the features are lent (mainwindow_host.cpp).
    QMainWindow* window() override { return this; }
    GameController* gameController() override { return controller_; }
    Settings& userSettings() override { return settings_; }
    QString autosaveFolder() const override;
    void addDock(QDockWidget* dock, QDockWidget* beside) override;
    void addStatusWidget(QWidget* widget) override;
    void showStatus(const QString& text, int ms) override;
    void detachFile() override;
    void openRecord(const Game& game) override;
    void refreshActions() override { updateActions(); }

    struct Actions;
    void createActions();
    void createGameActions();
    void createEditViewActions();
    void createMenus();
    void createToolBar();
    void createStatusBar();
    void createMoveLog();
    void createPlayerPanel();
    void createAnalysisPanel(); // below the move log; mainwindow_analysis.cpp
    void showAnalysisDock();
    void giveAnalysisRoom(QDockWidget* dock);
    void showGraphDock();
    // mainwindow_layout.cpp
    void restoreLayout();
    int chromeHeight() const;
    void addNotice(QWidget* notice) override;
    void fitBoardWidth();
    void keepBoardSize();
    bool fitsInColumn(const QDockWidget* dock) const;
    void addViewToggle(QAction* toggle); // a dock's own action into the View menu
    void syncViewActions();              // check marks from the settings
    void connectController();

    bool maySwitchGame() override;
    void newGame();
    void open();
    bool save();
    bool saveAs();
    void updateRecentFiles();
    void exportBoard();
    void editTags();
    void setUpPosition();
    void copyPosition();
    void copyGame();
    void paste();
    void resign();
    void offerDraw();
    void showPreferences();
    bool confirmReplace(int laterPlies);
    bool showOpened(const QString& path, OpenedFile read);
    void showRecord(const Game& game);
    void setLevel(int level);

    void syncBoard();
    void updateFlip();
    void updateMarks();
    void updateActions();
    void updatePlayers();
    void updateClocks();
    QString playerLabel(Color side) const;
    void onGameOver(const QString& text);
    void onColumnPressed(Square s);
    void onSquareClicked(Square s);
    void onColumnDropped(Square from, Square to);
    void showBoardMessage(const QString& text, int ms, bool aboutSelection);
    void clearStaleBoardMessage();
    Square selectedSquare() const; // NoSquare when no column is picked up
    void autosave();
    void tellBrokenAutosave();

    Settings settings_;
    Autosave autosave_;
    std::shared_ptr<Theme> theme_;
    GameController* controller_;
    BoardScene* scene_;
    BoardView* view_;
    BoardPresenter* presenter_;
    GameFiles* files_;
    SoundBoard* sounds_;
    std::unique_ptr<Actions> actions_;
    QLabel* turnLabel_ = nullptr;
    QProgressBar* thinking_ = nullptr;
    MoveLog* moveLog_ = nullptr;
    PlayerPanel* players_ = nullptr;
    AnalysisPanel* analysis_ = nullptr;
    NoticeColumn* notices_ = nullptr; // the players, and above them the notices
    // The docks of the panel column, top to bottom: players, moves, graph, analysis
    // (mainwindow_layout.cpp); looked up once, as the board's every resize asks for them.
    std::array<QDockWidget*, 4> column_{};
    ManualWindow* manual_ = nullptr;
    // The features: each owns its actions, panels and state (ui/common/featurehost.h).
    ReviewFeature* reviewing_ = nullptr;
    LessonsFeature* lessons_ = nullptr;
    PuzzlesFeature* puzzles_ = nullptr;
    DirectPlay* direct_ = nullptr;
    OnlinePlay* online_ = nullptr;
    int statusWidgets_ = 0; // the features' at the status bar's right, left of the window's own
    QMenu* recentMenu_ = nullptr;
    QLineEdit* moveEntry_ = nullptr; // keyboard play: a move typed in notation
    QString pendingGameOver_;
    quint64 openRequest_ = 0; // the latest openInBackground: earlier ones are not shown
    // A status message about the board (a column's contents, why a click was refused) and what
    // it was said of: it goes once the position, or for a refusal the selection, changes.
    struct BoardMessage {
        QString text;
        std::uint64_t position = 0; // its hash (buried pieces included)
        Square selected = NoSquare;
        std::size_t pathLength = 0;
        bool aboutSelection = false;
    };
    std::optional<BoardMessage> boardMessage_;
};

} // namespace bashni::ui
