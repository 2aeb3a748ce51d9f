// A game: where it started, the moves played, which of them is on the board now, and how (and
// whether) it ended. No Qt: the desktop program and bashni-cli both sit on this.
#pragma once

#include "core/evaluation.h"
#include "core/messages.h"
#include "core/position.h"
#include "core/timecontrol.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace bashni {

// docs/RULES.md 5.4: written 2-0, 0-2, 1-1; `*` while unfinished.
enum class Result { Unfinished, WhiteWins, BlackWins, Draw };
std::string_view resultText(Result r);

// Why a game ended (docs/RULES.md 5).
enum class Ending {
    None,        // not over
    NoMoves,     // 5.1: the side to move cannot move and loses
    Repetition,  // 5.3: the same position for the third time
    NoProgress,  // 5.3: 30 plies without a capture or a move of a man-topped column
    Resignation, // 5.2
    Agreement,   // 5.2
    TimeForfeit, // 5.5: a side's clock ran out
};
// One word for an ending, as bashni-cli and the network protocol write it: "no-moves",
// "repetition", "no-progress", "resignation", "agreement", "time"; "none" while not over.
std::string_view endingKey(Ending e);

// docs/RULES.md 5.3: each automatic draw can be switched off per game.
struct DrawRules {
    bool repetition = true;
    bool noProgress = true;
    friend bool operator==(const DrawRules&, const DrawRules&) = default;
};

// Plies in a row without a capture or a move of a man-topped column that draw (5.3).
constexpr int NoProgressLimit = 30;

// What is written about one ply in a game record.
struct Annotation {
    std::vector<int> nags; // numeric annotation glyphs: 1 "!", 2 "?", 3 "!!", 4 "??", ...
    std::vector<std::string> comments; // comments after the move, in order
    std::optional<Evaluation> eval;    // the position after the move, as a review scored it
};

class Game {
  public:
    // The start position of docs/RULES.md 1.2.
    explicit Game(Rules rules = Rules::Standard, DrawRules draws = {});
    // A set-up position (its rule set is the game's).
    explicit Game(const Position& start, DrawRules draws = {});

    // --- the record around the moves
    // Tags in the order they were set or read; the Seven Tag Roster is always present.
    const std::vector<std::pair<std::string, std::string>>& tags() const { return tags_; }
    std::string tag(std::string_view name) const; // "" when absent
    void setTag(std::string_view name, std::string value);
    void removeTag(std::string_view name);
    Rules rules() const { return start_.rules(); }
    DrawRules drawRules() const { return draws_; }
    void setDrawRules(DrawRules d);
    const Position& startPosition() const { return start_; }
    bool fromSetUp() const; // the start position is not docs/RULES.md 1.2's

    // Comments before the first move, and annotations of each ply (index = ply - 1).
    std::vector<std::string>& openingComments() { return openingComments_; }
    const std::vector<std::string>& openingComments() const { return openingComments_; }
    Annotation& annotation(int ply) { return plies_[std::size_t(ply - 1)].annotation; }
    const Annotation& annotation(int ply) const { return plies_[std::size_t(ply - 1)].annotation; }

    // --- the line of moves, and where on it the board is
    int plyCount() const { return int(plies_.size()); }
    int currentPly() const { return current_; }
    const Position& position() const { return position_; }
    Color sideToMove() const { return position_.sideToMove(); }
    // Move number `ply` (1-based): the move that led to position `ply`.
    const Move& move(int ply) const { return plies_[std::size_t(ply - 1)].move; }
    // Who made move `ply`: the side to move at the start made the odd plies.
    Color mover(int ply) const { return ply % 2 == 1 ? start_.sideToMove() : ~start_.sideToMove(); }
    std::string moveText(int ply) const;
    // The move that led to the current position; nullptr at the start.
    const Move* lastMove() const { return current_ > 0 ? &move(current_) : nullptr; }
    // Every path of every legal move; empty when the game is over at the current ply. A capture
    // can have a million paths: play() and the desktop's input never list them.
    std::vector<Move> legalMoves() const;

    // Moves the board along the line, keeping every move (replay). Returns false past an end.
    bool goTo(int ply);
    bool back() { return goTo(current_ - 1); }
    bool forward() { return goTo(current_ + 1); }

    // Plays a legal move at the current ply. Moves after the current ply are dropped (a new line
    // replaces the rest), and so is a resignation or agreed draw. Returns false, changing
    // nothing, if the move is not legal here or the game is over at this ply.
    //
    // In a timed game (docs/RULES.md 5.5) the mover is charged currentMoveUsedMs() + elapsedMs.
    // If that leaves the mover no time (0 or less) the move comes too late: it is not played, the
    // plies after the current one are dropped, the game ends on time there, and play returns
    // false. Otherwise the mover's clock after the move (clock()) is what was left plus the
    // increment (Fischer), or what was left of the time for this move (per move). Untimed, the
    // time is ignored.
    bool play(const Move& m, Milliseconds elapsedMs = 0);
    // The same from move text (docs/NOTATION.md), with the reason in *error when it fails.
    bool play(std::string_view moveText, Message* error = nullptr, Milliseconds elapsedMs = 0);

    // --- clocks (docs/RULES.md 5.5). The clock is data, not a timer: the caller measures the
    // time a side thinks and hands it in (play, checkFlag); a paused game is one whose caller
    // counts nothing. Each ply keeps its mover's clock after it, so going back (undo, goTo)
    // gives the clocks of that ply.
    const TimeControl& timeControl() const { return timeControl_; }
    // Changes only what the next moves are charged; the clocks of the plies played stay.
    void setTimeControl(const TimeControl& tc) { timeControl_ = tc; }
    // The clock of the side that made ply `ply` right after it; nothing when the ply carries no
    // clock (untimed, or a record without [%clk]).
    std::optional<Milliseconds> clock(int ply) const { return plies_[std::size_t(ply - 1)].clock; }
    void setClock(int ply, std::optional<Milliseconds> ms) {
        plies_[std::size_t(ply - 1)].clock = ms;
    }
    // Side `side`'s time at the start of its move at the current ply: its clock after its last
    // move, or the time control's start before its first (or for every move, per move); for a
    // move without a clock, the start time too. Nothing when untimed.
    std::optional<Milliseconds> clockAt(Color side) const { return clockAt(current_, side); }
    std::optional<Milliseconds> clockAt(int ply, Color side) const;
    // What the side to move has left now, `elapsedMs` not yet charged counted: clockAt minus
    // currentMoveUsedMs() minus elapsedMs. Nothing when untimed.
    std::optional<Milliseconds> timeLeft(Milliseconds elapsedMs = 0) const;
    // The time the side to move has already used on this move: charged times not yet ended by a
    // move (checkFlag), or restored from an autosave. A move or a change of ply sets it to 0.
    Milliseconds currentMoveUsedMs() const { return currentMoveUsed_; }
    void setCurrentMoveUsedMs(Milliseconds ms) { currentMoveUsed_ = ms; }
    // Charges elapsedMs to the side to move (adding it to currentMoveUsedMs()); if its time is
    // then gone (0 or less), the game ends on time at the current ply as play() ends it and this
    // returns true. The desktop calls it as the clock runs, so a side that never moves still
    // loses. Untimed or over, it does nothing and returns false.
    bool checkFlag(Milliseconds elapsedMs = 0);

    // --- how it ends
    // Whether and why the game is over at ply `ply` by the rules (not counting resignation or
    // agreement), and the result that gives.
    Ending endingAt(int ply) const;
    // The game as a whole: decided at the end of its line, or by resignation or agreement.
    Ending ending() const;
    Result result() const;
    // The ending in a player's words: "White cannot move: Black wins."
    Message endingMessage() const;
    bool isOver() const { return ending() != Ending::None; }
    // 5.2: the side `who` resigns, or both agree to a draw, at the end of the line.
    void resign(Color who);
    void agreeDraw();
    // 5.5: `who` lost on time at the end of the line (a record's [Termination "time forfeit"]).
    void loseOnTime(Color who);
    // The side that resigned or lost on time; meaningful only when ending() says so.
    Color loser() const { return loser_; }

    // What the automatic draws (5.3) count, for the search (core/engine/history.h): the hash of
    // position `ply` (0: the start), and the plies in a row without a capture or a move of a
    // man-topped column up to it.
    std::uint64_t hashAt(int ply) const {
        return ply == 0 ? start_.hash() : plies_[std::size_t(ply - 1)].hash;
    }
    int noProgressAt(int ply) const {
        return ply == 0 ? 0 : plies_[std::size_t(ply - 1)].noProgress;
    }

  private:
    struct Ply {
        Move move;
        std::uint64_t hash; // of the position after the move
        int noProgress;     // plies in a row without capture or man move, after this one
        Annotation annotation;
        std::optional<Milliseconds> clock; // the mover's, after the move
    };
    bool chargeAndPlay(const Move& legal, Milliseconds elapsedMs);
    void playLegal(const Move& m, std::optional<Milliseconds> clock);
    // Charges the side to move `usedMs` for its move at the current ply: its clock after the
    // move; nothing when untimed, or when the time is gone (then `flagged`).
    std::optional<Milliseconds> charge(Milliseconds usedMs, bool& flagged) const;
    void forfeitHere();
    Color sideToMoveAtEnd() const {
        return plyCount() % 2 == 0 ? start_.sideToMove() : ~start_.sideToMove();
    }
    Message describe(Ending e, Color toMove) const;
    bool repeatedThrice(int ply) const;
    Position positionAt(int ply) const;

    Position start_;
    DrawRules draws_;
    std::vector<std::pair<std::string, std::string>> tags_;
    std::vector<std::string> openingComments_;
    std::vector<Ply> plies_;
    int current_ = 0;
    Position position_;
    Ending decided_ = Ending::None; // resignation, agreement or time at the end of the line
    Color loser_ = Color::White;    // of a resignation or on time
    TimeControl timeControl_;
    Milliseconds currentMoveUsed_ = 0;
};

// The game's first `ply` plies (a takeback): its tags but the result, its clocks after each of
// them; the ending, a resignation and the plies after them are gone.
Game cutAt(const Game& game, int ply);

} // namespace bashni
