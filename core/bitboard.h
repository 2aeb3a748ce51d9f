// Diagonal geometry of the 8x8 board as bit masks and step tables.
#pragma once

#include "core/types.h"

#include <array>

namespace bashni {

constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard FileH = FileA << 7;
constexpr Bitboard Rank1 = 0xFFULL;
constexpr Bitboard Rank8 = Rank1 << 56;
constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;

// The four diagonal directions; White's forward ones first.
enum Direction : int { NorthEast = 0, NorthWest = 1, SouthEast = 2, SouthWest = 3 };
constexpr std::array<int, 4> DirectionDelta{9, 7, -7, -9};
// A square from which a step in the direction stays on the board.
constexpr std::array<Bitboard, 4> CanStep{~(FileH | Rank8), ~(FileA | Rank8), ~(FileH | Rank1),
                                          ~(FileA | Rank1)};

constexpr Bitboard shift(Bitboard b, int dir) {
    b &= CanStep[dir];
    int d = DirectionDelta[dir];
    return d > 0 ? b << d : b >> -d;
}

// step[s][dir]: the neighbouring square, or NoSquare past the edge.
struct StepTable {
    std::array<std::array<std::uint8_t, 4>, 65> next{};
    constexpr StepTable() {
        for (Square s = 0; s <= 64; ++s)
            for (int d = 0; d < 4; ++d)
                next[s][d] = (s < 64 && (CanStep[d] & bit(s))) ? std::uint8_t(s + DirectionDelta[d])
                                                               : std::uint8_t(NoSquare);
    }
};
inline constexpr StepTable Steps{};
constexpr Square step(Square s, int dir) {
    return Steps.next[s][dir];
}

constexpr Bitboard promotionRank(Color c) {
    return c == Color::White ? Rank8 : Rank1;
}

} // namespace bashni
