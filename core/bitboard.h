// Diagonal geometry of the 8x8 board as bit masks and step tables.
#pragma once

#include "core/types.h"

#include <array>
#include <bit>
#include <type_traits>

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

// Calls f(std::integral_constant<int, d>) for the four directions, so that inside f a shift by
// the direction compiles to one mask and one shift instead of table look-ups and a branch. The
// lambdas are marked always_inline where they are written: left out of line, they lose the
// POPCNT clone's target and call the library for a population count.
template <typename F>
[[gnu::always_inline]] inline void forEachDirection(F&& f) {
    f(std::integral_constant<int, NorthEast>{});
    f(std::integral_constant<int, NorthWest>{});
    f(std::integral_constant<int, SouthEast>{});
    f(std::integral_constant<int, SouthWest>{});
}

// Squares a step in the direction may land on without wrapping around the board's edge.
constexpr std::array<Bitboard, 4> CanLand{~FileA, ~FileH, ~FileA, ~FileH};

// Every square of `from` and, along dir, each square reached from one of them through a run of
// `through` squares (a Kogge-Stone fill: three doubling steps cover the longest diagonal).
template <int dir>
constexpr Bitboard fill(Bitboard from, Bitboard through) {
    constexpr int d = DirectionDelta[dir];
    const auto by = [](Bitboard b, int n) { return d > 0 ? b << (d * n) : b >> (-d * n); };
    Bitboard pro = through & CanLand[dir];
    from |= pro & by(from, 1);
    pro &= by(pro, 1);
    from |= pro & by(from, 2);
    pro &= by(pro, 2);
    return from | (pro & by(from, 4));
}

// For each square of `from`, the squares along dir up to and including the first one that is
// not `empty` (a sliding king's view).
template <int dir>
constexpr Bitboard ray(Bitboard from, Bitboard empty) {
    return shift(fill<dir>(from, empty), dir);
}

// rays[s][dir]: the squares along dir from s to the board's edge, s left out.
struct RayTable {
    std::array<std::array<Bitboard, 4>, 64> from{};
    constexpr RayTable() {
        for (Square s = 0; s < 64; ++s)
            for (int d = 0; d < 4; ++d)
                for (Bitboard b = bit(s); (b = shift(b, d)) != 0;) from[s][d] |= b;
    }
};
inline constexpr RayTable Rays{};

// ray<dir>(bit(s), empty) for one square, from the table: the nearest square that is not empty
// bounds it (the lowest up the board, the highest down it). Cheaper than the fills where only
// one square is looked from, as in the capture search of a king.
template <int dir>
constexpr Bitboard rayFrom(Square s, Bitboard empty) {
    const Bitboard all = Rays.from[std::size_t(s)][dir], blockers = all & ~empty;
    if (!blockers) return all;
    if constexpr (DirectionDelta[dir] > 0)
        return all & ((blockers & (0 - blockers)) * 2 - 1);
    else
        return all & ~(std::bit_floor(blockers) - 1);
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

// Population count that stays inline on the baseline x86-64 target, where std::popcount becomes
// a library call (no POPCNT instruction is assumed, so the program runs on any 64-bit PC).
constexpr int popcount(Bitboard b) {
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((b * 0x0101010101010101ULL) >> 56);
}

constexpr Bitboard promotionRank(Color c) {
    return c == Color::White ? Rank8 : Rank1;
}

} // namespace bashni
