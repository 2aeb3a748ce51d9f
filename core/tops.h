// Internal to the core: the board reduced to its top pieces, which is all that quiet moves and
// the question "can anything capture?" depend on.
#pragma once

#include "core/position.h"

#include <bit>

namespace bashni::detail {

constexpr bool on(Bitboard b, Square s) {
    return s != NoSquare && (b & bit(s)) != 0;
}

// The first square along dir from s that is not in `empty` (NoSquare past the edge).
inline Square firstBlocker(Square s, int dir, Bitboard empty) {
    Square t = step(s, dir);
    while (on(empty, t)) t = step(t, dir);
    return t;
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

// The tops after the quiet move m of the side to move, seen by the opponent.
inline Tops topsAfterQuiet(const Tops& t, const Move& m) {
    const Bitboard fromTo = bit(m.from) | bit(m.landing[0]);
    Tops after{~t.us, t.enemy, t.own ^ fromTo, t.kings};
    if (t.kings & bit(m.from))
        after.kings ^= fromTo;
    else if (m.promotes)
        after.kings |= bit(m.landing[0]);
    return after;
}

// Squares from which a man's jump in direction d finds an enemy column with an empty square
// behind it (whether a man stands there or not).
template <int d>
inline Bitboard jumpStarts(const Tops& t, Bitboard empty) {
    constexpr int back = 3 - d; // the opposite direction
    return shift(shift(empty, back) & t.enemy, back);
}

inline bool kingCanCapture(Square k, const Tops& t, Bitboard empty) {
    for (int d = 0; d < 4; ++d) {
        const Square v = firstBlocker(k, d, empty);
        if (on(t.enemy, v) && on(empty, step(v, d))) return true;
    }
    return false;
}

// The columns of the side to move that can capture at once: men by a few shifts of the whole
// board, kings one by one along their diagonals.
inline Bitboard capturers(const Tops& t) {
    const Bitboard empty = t.empty(), men = t.men();
    Bitboard result = 0;
    forEachDirection([&](auto d) { result |= men & jumpStarts<d>(t, empty); });
    for (Bitboard kings = t.own & t.kings; kings; kings &= kings - 1) {
        const Square k = std::countr_zero(kings);
        if (kingCanCapture(k, t, empty)) result |= bit(k);
    }
    return result;
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
