// Internal to the core: the board reduced to its top pieces, which is all that quiet moves and
// the question "can anything capture?" depend on.
#pragma once

#include "core/position.h"

#include <bit>

namespace bashni::detail {

constexpr bool on(Bitboard b, Square s) {
    return s != NoSquare && (b & bit(s)) != 0;
}

struct Tops {
    Color us;
    Bitboard own, enemy, kings;
    Bitboard empty() const { return DarkSquares & ~(own | enemy); }
    Bitboard men() const { return own & ~kings; }
};

inline Tops topsOf(const Position& pos) {
    const Color us = pos.sideToMove();
    return {us, pos.tops(us), pos.tops(~us), pos.kings()};
}

// Squares from which a man's jump in direction d finds an enemy column with an empty square
// behind it (whether a man stands there or not).
template <int d>
inline Bitboard jumpStarts(const Tops& t, Bitboard empty) {
    constexpr int back = 3 - d; // the opposite direction
    return shift(shift(empty, back) & t.enemy, back);
}

// Which of the squares `from` see, along dir past empty squares, a target with an empty square
// behind it: where a king standing there could capture in that direction (4.3). All squares at
// once, by filling the rays out to the targets and back.
template <int d>
inline Bitboard kingJumpSources(Bitboard from, Bitboard targets, Bitboard empty) {
    constexpr int back = 3 - d;
    const Bitboard victims = ray<d>(from, empty) & targets & shift(empty, back);
    return victims ? ray<back>(victims, empty) & from : 0;
}

inline Bitboard kingCapturers(Bitboard kings, Bitboard targets, Bitboard empty) {
    Bitboard result = 0;
    if (kings)
        forEachDirection([&](auto d) __attribute__((always_inline)) {
            result |= kingJumpSources<d>(kings, targets, empty);
        });
    return result;
}

// Whether the side to move can capture at all (men by a few shifts of the whole board, kings by
// their rays), without finding out which column can.
inline bool canCapture(const Tops& t) {
    const Bitboard empty = t.empty(), men = t.men(), kings = t.own & t.kings;
    Bitboard found = 0;
    forEachDirection([&](auto d) __attribute__((always_inline)) {
        found |= men & jumpStarts<d>(t, empty);
    });
    if (found || !kings) return found != 0;
    forEachDirection(
        [&](auto d) { found |= ray<d>(kings, empty) & t.enemy & shift(empty, 3 - d); });
    return found != 0;
}

// A cheap first look: false means no capture at all (no man can jump, and no king to check).
inline bool mayCapture(const Tops& t) {
    const Bitboard empty = t.empty(), men = t.men();
    Bitboard starts = 0;
    forEachDirection([&](auto d)
                         __attribute__((always_inline)) { starts |= jumpStarts<d>(t, empty); });
    return ((men & starts) | (t.own & t.kings)) != 0;
}

// Where men can step to, in each of their two forward directions (3.1).
struct ForwardSteps {
    Bitboard to[2];
    int delta[2];
};
inline ForwardSteps forwardSteps(const Tops& t) {
    const Bitboard men = t.men(), empty = t.empty();
    if (t.us == Color::White)
        return {{shift(men, NorthEast) & empty, shift(men, NorthWest) & empty}, {9, 7}};
    return {{shift(men, SouthEast) & empty, shift(men, SouthWest) & empty}, {-7, -9}};
}

} // namespace bashni::detail

namespace bashni::detail {

// Every quiet move (3.1, 3.2) given to visit(const Move&) one by one, for callers that use each
// move at once (generation into a list, perft's last ply).
template <typename Visit>
inline void forEachQuietMove(const Tops& t, Visit&& visit) {
    const Bitboard promotion = promotionRank(t.us), empty = t.empty();
    const ForwardSteps steps = forwardSteps(t);
    Move m;
    m.jumps = 0;
    m.unused = 0;
    for (int i = 0; i < 2; ++i) {
        for (Bitboard to = steps.to[i]; to; to &= to - 1) {
            const Square s = std::countr_zero(to);
            m.from = std::uint8_t(s - steps.delta[i]);
            m.promotes = (promotion & bit(s)) != 0; // 3.3
            m.landing[0] = std::uint8_t(s);
            visit(m);
        }
    }
    m.promotes = false;
    for (Bitboard kings = t.own & t.kings; kings; kings &= kings - 1) {
        m.from = std::uint8_t(std::countr_zero(kings));
        for (int d = 0; d < 4; ++d) {
            for (Square s = step(m.from, d); on(empty, s); s = step(s, d)) {
                m.landing[0] = std::uint8_t(s);
                visit(m);
            }
        }
    }
}

} // namespace bashni::detail
