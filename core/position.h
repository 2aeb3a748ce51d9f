// A Bashni position: every column in full, the side to move, the rule set it is played under,
// and a 64-bit hash of all of it that make/unmake keep up to date.
#pragma once

#include "core/bitboard.h"
#include "core/column.h"
#include "core/move.h"
#include "core/zobrist.h"

#include <array>

namespace bashni {

// What make() needs to put the position back exactly.
// A quiet move's unmake recomputes the two changed bits of the bitboards (cheaper than saving
// them); a capture's restores them from here.
struct Undo {
    std::uint64_t hash;
    std::uint64_t fromColumn;
    Bitboard tops[2];
    Bitboard kings;
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
    // The hash of the position m leaves: what tells two paths with the same outcome apart from
    // two different moves (the full hash counts buried pieces too).
    std::uint64_t hashAfter(const Move& m) const;

    // Same columns everywhere and same side to move (the rule set is not part of a position).
    friend bool operator==(const Position& a, const Position& b) {
        return a.side_ == b.side_ && a.cols_ == b.cols_;
    }

  private:
    void place(Square s, Column c);
    void makeQuiet(const Move& m, Undo& u);
    void unmakeQuiet(const Move& m, const Undo& u);
    void makeCapture(const Move& m, Undo& u);
    void unmakeCapture(const Move& m, const Undo& u);

    std::array<Column, 32> cols_{};
    Bitboard tops_[2] = {0, 0};
    Bitboard kings_ = 0;
    std::uint64_t hash_ = 0;
    Color side_ = Color::White;
    Rules rules_ = Rules::Standard;
};

// Quiet moves are most moves: kept inline so search and perft loops pay no call for them.
inline void Position::make(const Move& m, Undo& u) {
    if (m.isCapture())
        makeCapture(m, u);
    else
        makeQuiet(m, u);
}

inline void Position::unmake(const Move& m, const Undo& u) {
    if (m.isCapture())
        unmakeCapture(m, u);
    else
        unmakeQuiet(m, u);
}

// One column changes squares, perhaps crowning its top (3.3).
inline void Position::makeQuiet(const Move& m, Undo& u) {
    const Square from = m.from, to = m.landing[0];
    const Column before = cols_[darkIndex(from)];
    Column after = before;
    if (m.promotes) after.promoteTop();
    u.hash = hash_;
    u.fromColumn = before.bits();
    cols_[darkIndex(from)] = Column();
    cols_[darkIndex(to)] = after;
    const Bitboard fromTo = bit(from) | bit(to);
    tops_[int(side_)] ^= fromTo;
    if (isKing(before.top()))
        kings_ ^= fromTo;
    else if (m.promotes)
        kings_ |= bit(to);
    hash_ ^= zobrist::keys.blackToMove ^ zobrist::term(from, before.bits()) ^
             zobrist::keys.empty[from] ^ zobrist::keys.empty[to] ^ zobrist::term(to, after.bits());
    side_ = ~side_;
}

inline void Position::unmakeQuiet(const Move& m, const Undo& u) {
    side_ = ~side_;
    hash_ = u.hash;
    const Square from = m.from, to = m.landing[0];
    const Bitboard fromTo = bit(from) | bit(to);
    tops_[int(side_)] ^= fromTo;
    if (isKing(Piece(u.fromColumn & 3)))
        kings_ ^= fromTo;
    else if (m.promotes)
        kings_ &= ~bit(to);
    cols_[darkIndex(to)] = Column();
    cols_[darkIndex(from)] = Column::fromBits(u.fromColumn);
}

} // namespace bashni
