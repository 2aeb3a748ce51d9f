// Turns clicks on squares into one of the legal moves (docs/ARCHITECTURE.md: input narrows the
// legal moves to those that fit the squares clicked so far). It decides no rule: the moves come
// from the core, and a refused click is explained from what the moves allow.
#pragma once

#include "core/position.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace bashni::ui {

// Paths that leave the same position are one choice, and the input never holds more than one
// path per outcome: a flying king beside a tall column has a million paths but two outcomes. It
// asks the core for the moves of the picked-up column that fit the landings clicked so far, kept
// apart by their next landing, so that every landing of every path can still be clicked.
class MoveInput {
    Q_DECLARE_TR_FUNCTIONS(MoveInput)
  public:
    enum class Outcome {
        Refused,   // reason() says why; the selection is unchanged
        Selected,  // a column was picked (or the path went one landing further)
        Cleared,   // the selection was dropped
        Completed, // move() is the move to play
    };

    // The side to move in pos plays; with canMove false (the game is over there) nothing can.
    void reset(const Position& pos, bool canMove = true);
    void clear(); // drops the selection, keeps the position

    Outcome click(Square s);
    // A column dragged from `from` and dropped on `to`: clicks on both, except that a selection
    // elsewhere or a path begun is dropped first, and a column that cannot be picked up ends it
    // there (Refused, reason() says why) instead of the drop being taken as a click of its own.
    Outcome drop(Square from, Square to);

    bool hasSelection() const { return from_ != NoSquare; }
    Square selected() const { return from_; }
    const std::vector<Square>& path() const { return path_; } // landings clicked so far
    // Squares a click can go on to: next landings, and final squares that settle a move.
    std::vector<Square> targets() const;
    // Columns that have a legal move (to mark what can be picked up).
    std::vector<Square> movable() const;
    // A capture is compulsory: every legal move is one, and movable() are the columns that can.
    bool mustCapture() const { return !moves_.empty() && moves_.front().isCapture(); }
    // The move the clicks chose: of the paths that fit the squares clicked and leave the chosen
    // position, the first in the core's generation order (core/movegen.h), so a capture settled
    // by its final square alone is written with its canonical path.
    const Move& move() const { return *done_; }
    const QString& reason() const { return reason_; }
    // The moves held for the selection: one per outcome and next landing, however many paths.
    std::size_t candidateCount() const { return candidates_.size(); }

  private:
    static QString squareList(const std::vector<Square>& squares);
    void findCandidates(); // the moves from the selection that fit the path
    std::vector<const Move*> candidates() const;
    Outcome select(Square s);
    Outcome refuse(QString why);
    Outcome complete(const Move& m);
    bool oneOutcome(const std::vector<const Move*>& moves) const;

    Position pos_;
    std::vector<Move> moves_; // one per outcome, every column's (generateDistinctMoves)
    Square from_ = NoSquare;
    std::vector<Square> path_;
    std::vector<Move> candidates_;        // from from_, beginning with path_, in generation order
    std::vector<std::uint64_t> outcomes_; // the position hash after each candidate
    std::optional<Move> done_;
    QString reason_;
};

} // namespace bashni::ui
