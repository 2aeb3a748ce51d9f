// A column (tower) packed into one 64-bit word.
//
// Two bits a piece (types.h's Piece code), the top piece in the lowest bits, and one sentinel bit
// just above the bottom piece, so the height needs no field of its own: taking the top is a shift,
// putting a prisoner at the bottom is one add. An empty square is the word 0. Columns hold at most
// 24 pieces (12 a side), i.e. 48 bits plus the sentinel.
#pragma once

#include "core/types.h"

#include <bit>
#include <cassert>

namespace bashni {

constexpr int MaxColumnHeight = 24;

class Column {
  public:
    constexpr Column() = default;
    constexpr explicit Column(Piece single) : bits_(4u | unsigned(single)) {}
    static constexpr Column fromBits(std::uint64_t bits) {
        Column c;
        c.bits_ = bits;
        return c;
    }

    constexpr std::uint64_t bits() const { return bits_; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr int height() const { return bits_ ? (std::bit_width(bits_) - 1) / 2 : 0; }
    constexpr Piece top() const { return Piece(bits_ & 3); }
    // i = 0 is the top piece.
    constexpr Piece at(int i) const { return Piece((bits_ >> (2 * i)) & 3); }
    constexpr int count(Color c) const {
        int n = 0;
        for (int i = 0, h = height(); i < h; ++i) n += colorOf(at(i)) == c;
        return n;
    }

    // Takes the top piece off (docs/RULES.md 4.4); the column may become empty.
    constexpr Piece popTop() {
        assert(!empty());
        Piece p = top();
        bits_ >>= 2;
        if (bits_ == 1) bits_ = 0;
        return p;
    }
    // Puts a captured piece at the very bottom (docs/RULES.md 4.4).
    constexpr void pushBottom(Piece p) {
        assert(!empty() && height() < MaxColumnHeight);
        bits_ += std::bit_floor(bits_) * (unsigned(p) + 3);
    }
    constexpr void pushTop(Piece p) {
        bits_ = bits_ ? (bits_ << 2) | unsigned(p) : 4u | unsigned(p);
    }
    constexpr void promoteTop() { bits_ |= 2; }

    friend constexpr bool operator==(Column, Column) = default;

  private:
    std::uint64_t bits_ = 0;
};

} // namespace bashni
