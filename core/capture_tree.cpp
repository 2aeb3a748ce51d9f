#include "core/capture_tree.h"

#include "core/zobrist.h"

namespace bashni::detail {

// Past three quarters full the table takes no more keys (probing would grow long), but the keys
// it holds still count: a state seen early is not new again when later ones go to more_.
bool SeenPaths::firstVisit(std::uint64_t key) {
    const bool full = count_ >= Size * 3 / 4;
    for (std::size_t i = key & (Size - 1);; i = (i + 1) & (Size - 1)) {
        if (!used_[i]) {
            if (full) return !more_ || more_->insert(key).second;
            used_[i] = true;
            keys_[i] = key;
            ++count_;
            return true;
        }
        if (keys_[i] == key) return false;
    }
}

// The same column, on the same square, having taken the same tops in the same order.
bool CaptureTree::seenBeforeLookUp(Square s, bool king, int depth) {
    std::uint64_t where = (std::uint64_t(s) << 1 | std::uint64_t(king)) + 1;
    if (filter_) {
        // Whether the path can still fit depends on the filter's squares it has met, by now and
        // (should it end here) before this landing; kept apart by the next landing after a
        // prefix, paths through different ones never meet.
        const auto d = std::size_t(depth);
        where += std::uint64_t(matched_[d]) << 8 | std::uint64_t(matched_[d - 1]) << 12;
        const int next = filter_->count;
        if (filter_->apartByNextLanding && depth > next)
            where += std::uint64_t(current_.landing[std::size_t(next)] + 1) << 16;
    }
    return !seen_->firstVisit(zobrist::mix(taken_sequence_[std::size_t(depth)] + where));
}

// Whether landing on `land` with jump `depth` keeps the path fitting the filter; notes how much
// of it the path has met then.
bool CaptureTree::fitsFilter(int depth, Square land) {
    const PathFilter& f = *filter_;
    const auto d = std::size_t(depth);
    if (f.kind == PathFilter::Kind::Prefix) {
        if (depth < f.count && land != f.squares[d]) return false;
        matched_[d + 1] = std::uint8_t(std::min(depth + 1, f.count));
        return true;
    }
    // Shortened: the squares before the last are met in order, each as early as it can be
    // (meeting one early never rules out a path that meeting it later allows).
    const int met = matched_[d];
    matched_[d + 1] =
        std::uint8_t(met + (met < f.count - 1 && land == f.squares[std::size_t(met)] ? 1 : 0));
    return true;
}

// Whether a complete path of `depth` jumps fits the filter.
bool CaptureTree::filterAccepts(int depth) const {
    const PathFilter& f = *filter_;
    if (f.kind == PathFilter::Kind::Prefix) return depth >= f.count;
    const auto last = std::size_t(depth - 1);
    return matched_[last] == f.count - 1 &&
           current_.landing[last] == f.squares[std::size_t(f.count - 1)];
}

// The taken sequence's key, one full mix a jump (folding small numbers by XOR alone made
// different paths collide). Kept only when paths are being compared.
void CaptureTree::noteJump(int depth, Square v) {
    current_.captured[std::size_t(depth)] = std::uint8_t(v);
    if (seen_)
        taken_sequence_[std::size_t(depth) + 1] =
            zobrist::mix(taken_sequence_[std::size_t(depth)] + std::uint64_t(v) + 1);
}

CaptureBoard CaptureTree::start(Square from, bool king) {
    current_.from = std::uint8_t(from);
    taken_sequence_[0] = zobrist::mix(std::uint64_t(from) + 0x9E3779B97F4A7C15ULL);
    current_.unused = 0;
    matched_[0] = 0;
    startedAsKing_ = king;
    return {tops_.enemy, tops_.empty() | bit(from), 0};
}

void CaptureTree::searchFrom(Square from) {
    const bool king = (tops_.kings & bit(from)) != 0;
    const CaptureBoard board = start(from, king);
    if (king)
        searchKing(from, board, 0);
    else
        searchMan(from, board, 0);
}

void CaptureTree::searchManJump(Square from, int dir) {
    const CaptureBoard board = start(from, false);
    const Square v = step(from, dir);
    manJump(v, step(v, dir), board, 0);
}

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
    const std::uint64_t rest = columnAt(v).bits() >> (2 * taken);
    if (rest == 1) { // nothing left: the square is free (4.4)
        n.enemy &= ~vb;
        n.empty |= vb;
    } else if (colorOf(Piece(rest & 3)) == tops_.us) { // a freed prisoner of ours commands it
        n.enemy &= ~vb;
    }
    n.forbidden = pos_.rules() == Rules::Intervening ? vb : 0;
    return n;
}

// A man jumps an adjacent enemy column to the empty square straight behind it (4.2).
void CaptureTree::searchMan(Square s, const CaptureBoard& b, int depth) {
    if (seenBefore(s, false, depth)) return;
    if (depth == MaxJumps) return emit(depth, false); // only from a set-up with too many pieces
    const Bitboard targets = b.enemy & ~b.forbidden, from = bit(s);
    bool found = false;
    forEachDirection([&](auto d) __attribute__((always_inline)) {
        const Bitboard victim = shift(from, d) & targets;
        const Bitboard land = shift(victim, d) & b.empty;
        if (!land) return;
        found = true;
        manJump(std::countr_zero(victim), std::countr_zero(land), b, depth);
    });
    if (!found && depth > 0) emit(depth, false);
}

void CaptureTree::manJump(Square v, Square land, const CaptureBoard& b, int depth) {
    if (filter_ && !fitsFilter(depth, land)) return;
    const CaptureBoard next = jump(b, v);
    noteJump(depth, v);
    current_.landing[depth] = std::uint8_t(land);
    // 4.6: reaching the far rank promotes at once; the capture goes on as a king.
    if (promotionRank_ & bit(land))
        searchKing(land, next, depth + 1);
    else
        searchMan(land, next, depth + 1);
    unjump(v);
}

// The four rays are bitboards from a table, not steps square by square: kings' captures are a
// large part of the search in middlegames with kings (measured), and most rays end on no target.
void CaptureTree::searchKing(Square s, const CaptureBoard& b, int depth) {
    if (seenBefore(s, true, depth)) return;
    if (depth == MaxJumps) return emit(depth, true);
    const Bitboard targets = b.enemy & ~b.forbidden;
    bool found = false;
    forEachDirection([&](auto d) __attribute__((always_inline)) {
        // The first column along d, if it is a target with an empty square behind it.
        const Bitboard victim = rayFrom<d>(s, b.empty) & targets & shift(b.empty, 3 - d);
        if (!victim) return;
        found = true;
        const Square v = std::countr_zero(victim);
        noteJump(depth, v);
        const CaptureBoard next = jump(b, v);
        jumpKing(rayFrom<d>(v, next.empty) & next.empty, d < 2, next, depth);
        unjump(v);
    });
    if (!found && depth > 0) emit(depth, true);
}

namespace {

// The landing nearest to the jumped column: the lowest square along a direction that goes up
// the board, the highest along one that goes down.
Square takeNearest(Bitboard& landings, bool up) {
    const Square s = up ? std::countr_zero(landings) : 63 - std::countl_zero(landings);
    landings &= ~bit(s);
    return s;
}

} // namespace

// 4.3: a king lands on any empty square beyond the column it jumped (`landings`, in the
// direction that goes `up` the board or down it), but only on those from which the capture
// continues when there are some. Tried nearest first, as paths have always been listed.
void CaptureTree::jumpKing(Bitboard landings, bool up, const CaptureBoard& next, int depth) {
    const Bitboard continuing = kingCapturers(landings, next.enemy & ~next.forbidden, next.empty);
    const bool anyContinues = continuing != 0;
    while (landings) {
        const Square t = takeNearest(landings, up);
        const bool continues = (continuing & bit(t)) != 0;
        if (anyContinues && !continues) continue;
        if (filter_ && !fitsFilter(depth, t)) continue;
        current_.landing[depth] = std::uint8_t(t);
        if (continues)
            searchKing(t, next, depth + 1);
        else if (!seenBefore(t, true, depth + 1))
            emit(depth + 1, true);
    }
}

void searchRest(CaptureTree& tree, const FirstJumps& jumps) {
    for (Bitboard b = jumps.kings; b; b &= b - 1) tree.searchFrom(std::countr_zero(b));
    for (int d = 0; d < 4; ++d)
        for (Bitboard b = jumps.searched[d]; b; b &= b - 1)
            tree.searchManJump(std::countr_zero(b) - 2 * DirectionDelta[d], d);
}

} // namespace bashni::detail
