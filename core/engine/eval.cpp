// Material in Bashni is about who commands which pieces: a column counts for the side of its
// top, with its reserves (own pieces below) and prisoners (enemy pieces below), and a column
// whose top can be taken next move may change hands with everything in it.
#include "core/engine/eval.h"

#include "core/bitboard.h"

#include <bit>

namespace bashni::engine {
namespace {

struct Counts {
    int own, enemy;
};

// Pieces of the top's colour and of the other colour below it.
Counts below(Column c) {
    const std::uint64_t bits = c.bits();
    const int h = c.height();
    const std::uint64_t colourBits = (bits ^ (std::uint64_t{1} << (2 * h))) & 0x5555555555555555ULL;
    const int black = popcount(colourBits); // colour bit set: a black piece
    const bool topBlack = (bits & 1) != 0;
    const int sameAsTop = topBlack ? black : h - black;
    return {sameAsTop - 1, h - sameAsTop};
}

int topValue(Column c, Square s, const Weights& W) {
    const Piece top = c.top();
    if (isKing(top)) return W.king;
    const int rank = colorOf(top) == Color::White ? rankOf(s) : 7 - rankOf(s);
    return W.man + W.advance[rank];
}

int columnValue(Column c, Square s, const Weights& W) {
    if (c.bits() < 16) return topValue(c, s, W); // a single piece (sentinel in bit 2): most of them
    const Counts n = below(c);
    const bool flips = colorOf(c.at(1)) != colorOf(c.top());
    return topValue(c, s, W) + n.own * W.reserve + n.enemy * W.prisoner + (flips ? W.exposed : 0);
}

// The most the side to move could lose with one of `victims`, its pieces open to a capture.
int worstLoss(const Position& pos, Bitboard victims, const Weights& W) {
    int worst = 0;
    for (; victims; victims &= victims - 1) {
        const Square s = std::countr_zero(victims);
        const Column c = pos.column(s);
        // A prisoner just below the top would take the whole column over.
        const bool flips = c.height() > 1 && colorOf(c.at(1)) != pos.sideToMove();
        worst =
            std::max(worst, flips ? columnValue(c, s, W) + W.man : topValue(c, s, W) + W.prisoner);
    }
    return worst;
}

// What the side to move may lose to the opponent's men, or kings, next move if it does nothing.
int threatened(const Position& pos, const Weights& W) {
    const Color us = pos.sideToMove();
    const Bitboard empty = pos.emptySquares(), ours = pos.tops(us);
    const Bitboard theirMen = pos.tops(~us) & ~pos.kings();
    Bitboard victims = 0;
    for (int d = 0; d < 4; ++d) victims |= shift(theirMen, d) & ours & shift(empty, 3 - d);
    const int byMen = worstLoss(pos, victims, W) * W.threatPercent;
    const Bitboard theirKings = pos.tops(~us) & pos.kings();
    if (!W.kingThreatPercent || !theirKings) return byMen / 100;
    // A king takes the first piece it sees along a diagonal, if the square beyond is empty.
    Bitboard kingVictims = 0;
    forEachDirection([&](auto dir) [[gnu::always_inline]] {
        constexpr int d = decltype(dir)::value;
        kingVictims |= ray<d>(theirKings, empty) & ours & shift(empty, 3 - d);
    });
    return std::max(byMen, worstLoss(pos, kingVictims, W) * W.kingThreatPercent) / 100;
}

// Kings: how many empty squares they see, and whether they hold the long diagonal.
int kingTerms(const Position& pos, Color c, const Weights& W) {
    const Bitboard kings = pos.tops(c) & pos.kings();
    if (!kings) return 0;
    constexpr Bitboard LongDiagonal = 0x8040201008040201ULL;
    int score = W.kingDiagonal * popcount(kings & LongDiagonal);
    if (W.kingMobility) {
        const Bitboard empty = pos.emptySquares();
        Bitboard seen = 0;
        forEachDirection([&](auto dir) [[gnu::always_inline]] {
            seen |= ray<decltype(dir)::value>(kings, empty);
        });
        score += W.kingMobility * popcount(seen & empty);
    }
    return score;
}

// Men one step from promotion whose way to the last rank is open.
int promoting(const Position& pos, Color c) {
    const Bitboard men = pos.tops(c) & ~pos.kings(), empty = pos.emptySquares();
    const Bitboard last = promotionRank(c) & empty;
    const int a = c == Color::White ? NorthEast : SouthEast;
    const int b = c == Color::White ? NorthWest : SouthWest;
    return popcount(men & (shift(last, 3 - a) | shift(last, 3 - b)));
}

int quietMoves(const Position& pos, Color c) {
    const Bitboard men = pos.tops(c) & ~pos.kings(), empty = pos.emptySquares();
    const int a = c == Color::White ? NorthEast : SouthEast;
    const int b = c == Color::White ? NorthWest : SouthWest;
    return popcount(shift(men, a) & empty) + popcount(shift(men, b) & empty);
}

} // namespace

int evaluate(const Position& pos, const Weights& W) {
    const Color us = pos.sideToMove();
    int score = 0;
    for (Bitboard occ = pos.occupied(); occ; occ &= occ - 1) {
        const Square s = std::countr_zero(occ);
        const Column c = pos.column(s);
        const int v = columnValue(c, s, W);
        score += colorOf(c.top()) == us ? v : -v;
    }
    score += W.mobility * (quietMoves(pos, us) - quietMoves(pos, ~us));
    constexpr Bitboard Centre = bit(27) | bit(29) | bit(34) | bit(36); // d4, f4, c5, e5
    const Bitboard inCentre = ~pos.kings() & Centre, onEdge = ~pos.kings() & (FileA | FileH);
    score += W.centre * (popcount(pos.tops(us) & inCentre) - popcount(pos.tops(~us) & inCentre));
    score += W.edge * (popcount(pos.tops(us) & onEdge) - popcount(pos.tops(~us) & onEdge));
    score += kingTerms(pos, us, W) - kingTerms(pos, ~us, W);
    score += W.promoteNow * promoting(pos, us) - W.promoteNext * promoting(pos, ~us);
    return score - threatened(pos, W);
}

} // namespace bashni::engine
