// A game between two seats (ui/game/seat.h) on the board: the game model (core/game.h), whose
// turn it is, the move input, undo/redo, replay, clocks, hints and analysis. It never asks what
// kind a seat is. The window shows what this reports and forwards what the user does.
#pragma once

#include "core/game.h"
#include "ui/game/aiplayer.h"
#include "ui/game/analysisreport.h"
#include "ui/game/gamesetup.h"
#include "ui/game/moveinput.h"
#include "ui/game/movetimer.h"
#include "ui/game/remoteside.h"
#include "ui/game/seats.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace bashni::ui {

class GameController : public QObject {
    Q_OBJECT
  public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    const Game& game() const { return game_; }
    const GameSetup& setup() const { return setup_; }
    const MoveInput& input() const { return input_; }
    const Seat& seat(Color side) const { return *seats_[std::size_t(side)]; }
    // The game's record is kept elsewhere (a network or server game, playRemote): played at the
    // end of its line only, the engine gives no help while it goes on.
    bool recordElsewhere() const { return remote_ != nullptr; }
    RemoteSide* remote() const { return remote_; }
    // Some seat plays at the game's level (GameSetup::level).
    bool playsAtLevel() const {
        return seat(Color::White).automatic() || seat(Color::Black).automatic();
    }
    // Over at the ply on the board (a finished game replayed to an earlier ply is not).
    bool overHere() const;
    QString endingText() const; // why the game ended, in the player's words
    bool humanToMove() const {
        return !overHere() && seat(game_.sideToMove()).atThisBoard() &&
               !(remote_ && (browsing_ || !remote_->reachable()));
    }
    // The seat to move thinks about its move (or waits for its pace).
    bool aiThinking() const { return pace_.isActive() || seat(game_.sideToMove()).choosing(); }
    bool canUndo() const;
    // Whether the player may resign or offer a draw: also after undoing a resignation or agreed
    // draw, which stays recorded at the end of the line until a move replaces it.
    bool canDecide() const;
    // Offer Draw and Resign for a person here: by the rules of where the record is kept, if
    // elsewhere.
    bool canOfferDraw() const;
    bool canResign() const;
    bool canRedo() const;
    // Moves shown as hints for the human (cleared by the next move).
    const std::vector<Move>& hint() const { return hint_; }

    // Replay: the board is at an earlier ply than the end, reached by browsing the move log (not
    // by undo). A move there that leaves the line asks confirmReplace first.
    bool browsing() const { return browsing_; }
    // Asked before a move replaces `laterPlies` moves of the line; the window shows a question.
    void setConfirmReplace(std::function<bool(int laterPlies)> ask) {
        confirmReplace_ = std::move(ask);
    }
    // Analysis is on from analyse() to stopAnalysis(): it follows the board, starting again on
    // each new position (after the computer's move when the computer is to play there).
    bool analysing() const { return analysisOn_; }
    const AnalysisReport& analysis() const { return report_; } // the latest; empty at first
    int analysisLines() const { return analysisLines_; }
    void setAnalysisLines(int lines); // 1..MaxAnalysisLines; a running analysis starts again
    int analysisThreads() const { return analysisThreads_; }
    void setAnalysisThreads(int threads); // 1..engine::MaxThreads; likewise
    static constexpr int MaxAnalysisLines = 3;

    // Changes the record around the moves (tags, comments); the moves stay.
    void editRecord(const std::function<void(Game&)>& edit);

    void newGame(const GameSetup& setup, const TimeControl& timeControl = {});
    // A game from a file or the editor, continued at its current ply by these players; `paused`,
    // its clocks and the computer wait for setPaused(false).
    void loadGame(const Game& game, const GameSetup& setup, bool paused = false);
    // The same with seats of the caller's; `setup` gives the rest.
    void loadGame(const Game& game, const GameSetup& setup, Seats seats, bool paused = false);
    // A game whose record is kept by `remote` (ui/game/remoteside.h), played at the end of its
    // line: the player here plays the remote side's local colour, a RemoteSeat the other. The
    // board follows what the remote side says until another game is loaded.
    void playRemote(RemoteSide& remote);
    // A game at the program's start: nothing happens before the player acts. When its clock would
    // run or the computer would move, it is paused until the player's first click or move on the
    // board (or P).
    void loadGameWaiting(const Game& game, const GameSetup& setup);
    // The computer's strength in the game in progress. A search already running keeps the level
    // it began with: stopping it would throw away the thinking done so far.
    void setLevel(int level);
    void setThinkMs(qint64 ms);

    // --- clocks. They run for the side to move while a timed game is played on at the end of its
    // line (not while it is paused, over or replayed), including during the computer's thinking.
    // What a side's clock shows now (its time left, the running move's time taken); nothing in
    // an untimed game.
    std::optional<Milliseconds> clockShown(Color side) const;
    // A remote game's clock runs by the count kept there, not this controller's.
    bool clockRunning() const {
        return remote_ ? remote_->clockRunning() && !overHere() && !browsing_ : clock_.running();
    }
    // Pausing stops both clocks and the computer's thinking, and the board takes no move.
    bool paused() const { return paused_; }
    // Paused by loadGameWaiting and not yet touched by the player.
    bool waitingForPlayer() const { return paused_ && waiting_; }
    bool canPause() const { return !overHere() && !remote_; }
    void setPaused(bool paused);
    // Charges the running clock with the time so far (before the game is saved on quitting).
    void settleClock();
    // For tests: the clocks measure by `source`, which outlives this controller, not real time.
    void setTimeSource(TimeSource& source) { clock_.setSource(&source); }
    // Below this a human's clock shows tenths and warns.
    static constexpr Milliseconds LowTimeMs = 10'000;

  public slots:
    void clickSquare(Square s);
    void dropColumn(Square from, Square to); // a column dragged (MoveInput::drop)
    void clearSelection();
    bool playMove(const Move& m);        // a human move, by input or typed; false if not legal now
    bool playTyped(const QString& text); // move text (docs/NOTATION.md, shortened captures too)
    void undo();
    void redo();
    void moveNow();
    void requestHint();
    // To the seat opposite the person: false when that seat cannot answer by itself (a person
    // here, whom the window asks); else drawOfferAnswered follows.
    bool offerDraw();
    void agreeDraw();      // both players agreed
    void resign();         // the human to move (or the only human) resigns
    void stopThinking();   // e.g. before the window closes
    void goToPly(int ply); // replay; single steps are shown as moves (forward or back)
    void analyse();        // the computer studies the position on the board until stopped
    void stopAnalysis();
    // Marks the first move of the analysis's line `index` (0: the best) instead of the best move,
    // until the position changes.
    void showAnalysisLine(int index);

  signals:
    void moved(const bashni::Position& before, const bashni::Move& m,
               const bashni::Position& after);
    void movedBack(const bashni::Position& before, const bashni::Move& m,
                   const bashni::Position& after); // replay one step back: after → before
    void positionReset();   // a new position without a move to show (new game, undo, redo)
    void gameLoaded();      // another game replaced this one (before its positionReset)
    void analysisStarted(); // on the position on the board: no lines yet
    void analysisUpdated(const bashni::ui::AnalysisReport& report);
    void analysisFinished(); // turned off; the last lines stay, out of date
    void analysisCleared();  // the board left the position of the lines shown
    void selectionChanged(); // input or hint changed: marks to redraw
    void refused(const QString& reason);
    void thinkingChanged(bool thinking);
    void gameOver(const QString& text);
    void drawOfferAnswered(bool accepted);
    void stateChanged();  // whose turn, undo/redo availability
    void clockTick();     // the running clock moved on: clocks to redraw
    void lowTime();       // a human's clock fell below LowTimeMs (once until it is above again)
    void recordChanged(); // a move, a result or a tag: the game differs from what was saved
    void notice(const QString& text); // for the status line: a question sent, a board corrected

  private:
    enum class Purpose { Hint, Analyse }; // of the analyst
    Seat& seatToMove() { return *seats_[std::size_t(game_.sideToMove())]; }
    void seat(Seats seats);
    void load(const Game& game, const GameSetup& setup, Seats seats, bool paused);
    void followRemote();
    void adoptRemote(const Game& record);
    void reloadRemote(bool corrected);
    void onSeatMove(Color side, const Move& m);
    void onDrawAnswer(bool accepted);
    AiPlayer& analyst();
    void stopAnalyst();
    void stopTurn();
    void onAnalysis(const AiAnalysis& info);
    void afterPositionChange(bool announceEnd);
    void startTurnIfDue();
    void beginTurn();
    void receive(const AiAnswer& answer); // the analyst's
    void play(const Move& m);
    bool isLegalHere(const Move& m) const;
    bool sameAsLine(const Move& m, int ply) const;
    void toEndOfLine();
    void stopAi();
    void followBoard();
    void startAnalysis();
    void turnAnalysisOff();
    void markChosenLine();
    bool clockShouldRun() const;
    void restartClock();
    void onClockTick();
    void flagFell();
    // Charges the running clock with the time so far; true when that lost the game on time.
    bool chargeClock();
    void unpark();
    QString waitText() const;
    bool refusedWhilePaused();
    bool mayTakeInput();
    void handleInput(MoveInput::Outcome outcome);

    Game game_;
    GameSetup setup_;
    MoveInput input_;
    Seats seats_;
    // Hints and analysis, in a thread of their own made at the first (the seats' are theirs).
    std::unique_ptr<AiPlayer> analyst_;
    QTimer pace_; // computer against computer: a pause between moves, so they can be followed
    Purpose purpose_ = Purpose::Hint;
    std::vector<Move> hint_;
    bool analysisOn_ = false;
    int analysisLines_ = MaxAnalysisLines;
    int analysisThreads_ = 1;
    int chosenLine_ = 0;
    AnalysisReport report_;
    quint64 seed_ = 1;
    bool browsing_ = false;
    std::function<bool(int)> confirmReplace_;
    QPointer<RemoteSide> remote_; // where the record is kept, when not here
    MoveTimer clock_;
    bool paused_ = false;
    bool waiting_ = false;              // the pause is loadGameWaiting's: the board's input ends it
    std::array<bool, 2> lowTimeSaid_{}; // by Color
    // The time the side to move had used when the user left the end of the line to look back:
    // given back on returning, so that replaying costs time instead of resetting it.
    struct Parked {
        int ply = -1;
        int plyCount = 0;
        Milliseconds used = 0;
    } parked_;
};

} // namespace bashni::ui
