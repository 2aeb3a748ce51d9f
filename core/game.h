// A game: where it started, the moves played, which of them is on the board now, and how (and
// whether) it ended. No Qt: the desktop program and bashni-cli both sit on this.
#pragma once

#include "core/messages.h"
#include "core/position.h"

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
};

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
    bool play(const Move& m);
    // The same from move text (docs/NOTATION.md), with the reason in *error when it fails.
    bool play(std::string_view moveText, Message* error = nullptr);

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

  private:
    struct Ply {
        Move move;
        std::uint64_t hash; // of the position after the move
        int noProgress;     // plies in a row without capture or man move, after this one
        Annotation annotation;
    };
    void playLegal(const Move& m);
    Color sideToMoveAtEnd() const {
        return plyCount() % 2 == 0 ? start_.sideToMove() : ~start_.sideToMove();
    }
    Message describe(Ending e, Color toMove) const;
    std::uint64_t hashAt(int ply) const {
        return ply == 0 ? start_.hash() : plies_[std::size_t(ply - 1)].hash;
    }
    int noProgressAt(int ply) const {
        return ply == 0 ? 0 : plies_[std::size_t(ply - 1)].noProgress;
    }
    bool repeatedThrice(int ply) const;
    Position positionAt(int ply) const;

    Position start_;
    DrawRules draws_;
    std::vector<std::pair<std::string, std::string>> tags_;
    std::vector<std::string> openingComments_;
    std::vector<Ply> plies_;
    int current_ = 0;
    Position position_;
    Ending decided_ = Ending::None; // resignation or agreement at the end of the line
    Color resigned_ = Color::White;
};

} // namespace bashni
