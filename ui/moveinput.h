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

class MoveInput {
    Q_DECLARE_TR_FUNCTIONS(MoveInput)
  public:
    enum class Outcome {
        Refused,   // reason() says why; the selection is unchanged
        Selected,  // a column was picked (or the path went one landing further)
        Cleared,   // the selection was dropped
        Completed, // move() is the move to play
    };

    // The legal moves of the side to move in pos (all paths, as generateMoves gives them).
    void reset(const Position& pos, std::vector<Move> legal);
    void clear(); // drops the selection, keeps the moves

    Outcome click(Square s);

    bool hasSelection() const { return from_ != NoSquare; }
    Square selected() const { return from_; }
    const std::vector<Square>& path() const { return path_; } // landings clicked so far
    // Squares a click can go on to: next landings, and final squares that settle a move.
    std::vector<Square> targets() const;
    // Columns that have a legal move (to mark what can be picked up).
    std::vector<Square> movable() const;
    const Move& move() const { return *done_; }
    const QString& reason() const { return reason_; }

  private:
    std::vector<const Move*> candidates() const; // moves from the selection fitting the path
    Outcome select(Square s);
    Outcome refuse(QString why);
    Outcome complete(const Move& m);
    bool oneOutcome(const std::vector<const Move*>& moves) const;

    Position pos_;
    std::vector<Move> legal_;
    std::vector<std::uint64_t> outcomes_; // the position hash after each legal move
    Square from_ = NoSquare;
    std::vector<Square> path_;
    std::optional<Move> done_;
    QString reason_;
};

} // namespace bashni::ui
