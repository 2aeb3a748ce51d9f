#include "core/movegen.h"

#include <bit>

namespace bashni {
namespace {

constexpr bool on(Bitboard b, Square s) {
    return s != NoSquare && (b & bit(s)) != 0;
}

// The first square along dir from s that is not in `empty` (NoSquare past the edge).
inline Square firstBlocker(Square s, int dir, Bitboard empty) {
    Square t = step(s, dir);
    while (on(empty, t)) t = step(t, dir);
    return t;
}

// What the capturing column sees of the board during a capture.
struct CaptureBoard {
    Bitboard enemy;     // enemy-topped columns that may still be jumped
    Bitboard empty;     // squares the capturer may pass and land on (its origin included, 4.7)
    Bitboard forbidden; // `intervening`: the column jumped on the previous jump
};

// Whether a column at s could capture once more on this board.
bool canCapture(Square s, bool king, const CaptureBoard& b) {
    const Bitboard targets = b.enemy & ~b.forbidden;
    if (!king) {
        for (int d = 0; d < 4; ++d)
            if (shift(shift(bit(s), d) & targets, d) & b.empty) return true;
        return false;
    }
    for (int d = 0; d < 4; ++d) {
        const Square v = firstBlocker(s, d, b.empty);
        if (on(targets, v) && on(b.empty, step(v, d))) return true;
    }
    return false;
}

// Walks every capture path of one column depth first and emits each complete one (RULES.md 4).
class CaptureTree {
  public:
    CaptureTree(const Position& pos, MoveList& out)
        : pos_(pos), us_(pos.sideToMove()), promotionRank_(promotionRank(us_)), out_(out) {}

    void searchFrom(Square from) {
        const bool king = isKing(pos_.column(from).top());
        current_.from = std::uint8_t(from);
        startedAsKing_ = king;
        const CaptureBoard board{pos_.tops(~us_), pos_.emptySquares() | bit(from), 0};
        search(from, king, board, 0);
    }

  private:
    void search(Square s, bool king, const CaptureBoard& b, int depth);
    CaptureBoard jump(const CaptureBoard& b, Square v);
    void unjump(Square v) {
        if (pos_.rules() != Rules::Turkish) --taken_[darkIndex(v)];
    }
    void emit(int depth, bool king) {
        Move& m = out_.append();
        m = current_;
        m.jumps = std::uint8_t(depth);
        m.promotes = king && !startedAsKing_;
    }

    const Position& pos_;
    const Color us_;
    const Bitboard promotionRank_;
    MoveList& out_;
    Move current_{};
    bool startedAsKing_ = false;
    std::array<std::uint8_t, 32> taken_{}; // tops taken so far from each square (4.8 standard)
};

// The board after jumping v: 4.8 decides what is left of the jumped column for the rest of the
// move.
CaptureBoard CaptureTree::jump(const CaptureBoard& b, Square v) {
    CaptureBoard n = b;
    const Bitboard vb = bit(v);
    if (pos_.rules() == Rules::Turkish) {
        n.enemy &= ~vb; // stays put and blocks, never jumped twice
        return n;
    }
    const int taken = ++taken_[darkIndex(v)];
    const std::uint64_t rest = pos_.column(v).bits() >> (2 * taken);
    if (rest == 1) { // nothing left: the square is free (4.4)
        n.enemy &= ~vb;
        n.empty |= vb;
    } else if (colorOf(Piece(rest & 3)) == us_) { // a freed prisoner of ours commands it now
        n.enemy &= ~vb;
    }
    n.forbidden = pos_.rules() == Rules::Intervening ? vb : 0;
    return n;
}

void CaptureTree::search(Square s, bool king, const CaptureBoard& b, int depth) {
    if (depth == MaxJumps) { // unreachable with at most 12 pieces a side; guards set-up misuse
        emit(depth, king);
        return;
    }
    const Bitboard targets = b.enemy & ~b.forbidden;
    bool found = false;
    for (int d = 0; d < 4; ++d) {
        const Square v = king ? firstBlocker(s, d, b.empty) : step(s, d);
        if (!on(targets, v)) continue;
        const Square land = step(v, d);
        if (!on(b.empty, land)) continue;
        found = true;
        const CaptureBoard next = jump(b, v);
        current_.captured[depth] = std::uint8_t(v);
        if (!king) {
            current_.landing[depth] = std::uint8_t(land);
            // 4.6: reaching the far rank promotes at once; the capture goes on as a king.
            search(land, (promotionRank_ & bit(land)) != 0, next, depth + 1);
        } else {
            // 4.3: any empty square beyond, but only those that continue when some do.
            Square landings[7];
            bool continues[7];
            int n = 0;
            bool anyContinues = false;
            for (Square t = land; on(next.empty, t); t = step(t, d), ++n) {
                landings[n] = t;
                continues[n] = canCapture(t, true, next);
                anyContinues |= continues[n];
            }
            for (int i = 0; i < n; ++i) {
                if (anyContinues && !continues[i]) continue;
                current_.landing[depth] = std::uint8_t(landings[i]);
                search(landings[i], true, next, depth + 1);
            }
        }
        unjump(v);
    }
    if (!found && depth > 0) emit(depth, king);
}

void generateCaptures(const Position& pos, MoveList& out) {
    CaptureTree tree(pos, out);
    for (Bitboard own = pos.tops(pos.sideToMove()); own; own &= own - 1)
        tree.searchFrom(std::countr_zero(own));
}

std::array<int, 2> forwardDirections(Color c) {
    return c == Color::White ? std::array<int, 2>{NorthEast, NorthWest}
                             : std::array<int, 2>{SouthEast, SouthWest};
}

void generateQuiet(const Position& pos, MoveList& out) {
    const Color us = pos.sideToMove();
    const Bitboard own = pos.tops(us), empty = pos.emptySquares();
    const Bitboard men = own & ~pos.kings(), promotion = promotionRank(us);
    for (int d : forwardDirections(us)) {
        for (Bitboard to = shift(men, d) & empty; to; to &= to - 1) {
            const Square t = std::countr_zero(to);
            Move& m = out.append();
            m.from = std::uint8_t(t - DirectionDelta[d]);
            m.jumps = 0;
            m.promotes = (promotion & bit(t)) != 0; // 3.3
            m.landing[0] = std::uint8_t(t);
        }
    }
    for (Bitboard kings = own & pos.kings(); kings; kings &= kings - 1) {
        const Square k = std::countr_zero(kings);
        for (int d = 0; d < 4; ++d) {
            for (Square t = step(k, d); on(empty, t); t = step(t, d)) {
                Move& m = out.append();
                m.from = std::uint8_t(k);
                m.jumps = 0;
                m.promotes = false;
                m.landing[0] = std::uint8_t(t);
            }
        }
    }
}

} // namespace

bool hasCapture(const Position& pos) {
    const Color us = pos.sideToMove();
    const Bitboard own = pos.tops(us), enemy = pos.tops(~us), empty = pos.emptySquares();
    const Bitboard men = own & ~pos.kings();
    for (int d = 0; d < 4; ++d)
        if (shift(shift(men, d) & enemy, d) & empty) return true;
    for (Bitboard kings = own & pos.kings(); kings; kings &= kings - 1) {
        const Square k = std::countr_zero(kings);
        for (int d = 0; d < 4; ++d) {
            const Square v = firstBlocker(k, d, empty);
            if (on(enemy, v) && on(empty, step(v, d))) return true;
        }
    }
    return false;
}

void generateMoves(const Position& pos, MoveList& out) {
    out.clear();
    if (hasCapture(pos))
        generateCaptures(pos, out);
    else
        generateQuiet(pos, out);
}

std::uint64_t countMoves(const Position& pos) {
    if (hasCapture(pos)) {
        MoveList list;
        generateCaptures(pos, list);
        return list.size();
    }
    const Color us = pos.sideToMove();
    const Bitboard own = pos.tops(us), empty = pos.emptySquares();
    const Bitboard men = own & ~pos.kings();
    std::uint64_t n = 0;
    for (int d : forwardDirections(us)) n += std::popcount(shift(men, d) & empty);
    for (Bitboard kings = own & pos.kings(); kings; kings &= kings - 1) {
        const Square k = std::countr_zero(kings);
        for (int d = 0; d < 4; ++d)
            for (Square t = step(k, d); on(empty, t); t = step(t, d)) ++n;
    }
    return n;
}

bool hasLegalMove(const Position& pos) {
    if (hasCapture(pos)) return true;
    const Color us = pos.sideToMove();
    const Bitboard own = pos.tops(us), empty = pos.emptySquares();
    const Bitboard men = own & ~pos.kings();
    for (int d : forwardDirections(us))
        if (shift(men, d) & empty) return true;
    for (int d = 0; d < 4; ++d)
        if (shift(own & pos.kings(), d) & empty) return true;
    return false;
}

} // namespace bashni
