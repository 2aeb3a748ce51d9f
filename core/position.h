// A Bashni position: every column in full, the side to move, the rule set it is played under,
// and a 64-bit hash of all of it that make/unmake keep up to date.
#pragma once

#include "core/bitboard.h"
#include "core/column.h"
#include "core/move.h"

#include <array>

namespace bashni {

// What make() needs to put the position back exactly.
struct Undo {
    Bitboard tops[2];
    Bitboard kings;
    std::uint64_t hash;
    std::uint64_t fromColumn;
    std::array<std::uint64_t, MaxJumps> victimBefore; // each jumped column before its jump
};

class Position {
  public:
    // The empty board, White to move.
    explicit Position(Rules rules = Rules::Standard);
    static Position start(Rules rules = Rules::Standard);

    Rules rules() const { return rules_; }
    void setRules(Rules r) { rules_ = r; }
    Color sideToMove() const { return side_; }
    void setSideToMove(Color c);

    // Light squares are always empty (only dark squares have storage).
    Column column(Square s) const { return isDark(s) ? cols_[darkIndex(s)] : Column(); }
    // Set-up only (editor, parser): recomputes what depends on the square. s must be dark.
    void setColumn(Square s, Column c);

    // Squares whose top piece is of colour c / a king; occupied and empty dark squares.
    Bitboard tops(Color c) const { return tops_[int(c)]; }
    Bitboard kings() const { return kings_; }
    Bitboard occupied() const { return tops_[0] | tops_[1]; }
    Bitboard emptySquares() const { return DarkSquares & ~occupied(); }

    std::uint64_t hash() const { return hash_; }
    // The hash recomputed from nothing; equals hash() unless something is broken.
    std::uint64_t computeHash() const;
    int pieceCount(Color c) const;

    // Plays a legal move of the side to move (from generateMoves) and back.
    void make(const Move& m, Undo& u);
    void unmake(const Move& m, const Undo& u);

    // Same columns everywhere and same side to move (the rule set is not part of a position).
    friend bool operator==(const Position& a, const Position& b) {
        return a.side_ == b.side_ && a.cols_ == b.cols_;
    }

  private:
    void place(Square s, Column c);

    std::array<Column, 32> cols_{};
    Bitboard tops_[2] = {0, 0};
    Bitboard kings_ = 0;
    std::uint64_t hash_ = 0;
    Color side_ = Color::White;
    Rules rules_ = Rules::Standard;
};

} // namespace bashni
