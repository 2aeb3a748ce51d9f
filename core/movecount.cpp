// Counting legal moves without listing them: perft's bulk count at the last ply.
#include "core/capture_tree.h"
#include "core/movegen.h"

namespace bashni {
namespace {

using namespace detail;

std::uint64_t countQuiet(const Tops& t) {
    const ForwardSteps steps = forwardSteps(t);
    std::uint64_t n = std::uint64_t(popcount(steps.to[0]) + popcount(steps.to[1]));
    const Bitboard empty = t.empty();
    for (Bitboard kings = t.own & t.kings; kings; kings &= kings - 1) {
        const Square k = std::countr_zero(kings);
        for (int d = 0; d < 4; ++d)
            for (Square s = step(k, d); on(empty, s); s = step(s, d)) ++n;
    }
    return n;
}

// Whether the top left on v after its top is taken is again an enemy piece (so that, under
// `standard`, the capturer could jump straight back over it).
bool enemyBelowTop(Column c, Color us) {
    const std::uint64_t rest = c.bits() >> 2;
    return rest != 1 && colorOf(Piece(rest & 3)) != us;
}

// Counts every legal move. Most captures are a man's single jump that cannot go on; those are
// counted a whole direction at a time, and only the others are searched path by path.
std::uint64_t countAll(const Position& pos, const Tops& t, Overlay moved) {
    const Bitboard empty = t.empty(), men = t.men();
    Bitboard starts[4], landings[4], anyLanding = 0;
    forEachDirection([&](auto d) {
        starts[d] = jumpStarts<d>(t, empty);
        landings[d] = shift(shift(men & starts[d], d), d);
        anyLanding |= landings[d];
    });
    Bitboard kingCapturers = 0;
    for (Bitboard kings = t.own & t.kings; kings; kings &= kings - 1) {
        const Square k = std::countr_zero(kings);
        if (kingCanCapture(k, t, empty)) kingCapturers |= bit(k);
    }
    if (!anyLanding && !kingCapturers) return countQuiet(t);

    std::uint64_t n = 0;
    Bitboard searched[4] = {0, 0, 0, 0}; // landings whose paths need a search
    const Bitboard promotion = promotionRank(t.us);
    forEachDirection([&](auto d) {
        constexpr int back = 3 - d;
        // From these landings the jump goes on: 4.6 promotion, or another enemy column next to
        // the landing in one of the three other directions (which this jump did not change).
        Bitboard goesOn = promotion;
        forEachDirection([&](auto e) {
            if constexpr (e != back) goesOn |= starts[e];
        });
        searched[d] = landings[d] & goesOn;
        if (pos.rules() == Rules::Standard) { // 4.8: it may jump straight back over the column
            for (Bitboard b = landings[d] & ~goesOn; b; b &= b - 1) {
                const Square land = std::countr_zero(b), v = land - DirectionDelta[d];
                const Column c = v == moved.square ? moved.column : pos.column(v);
                if (enemyBelowTop(c, t.us)) searched[d] |= bit(land);
            }
        }
        n += std::uint64_t(popcount(landings[d] & ~searched[d]));
    });
    if (!(searched[0] | searched[1] | searched[2] | searched[3] | kingCapturers)) return n;

    CaptureTree tree(pos, t, nullptr, moved);
    for (; kingCapturers; kingCapturers &= kingCapturers - 1)
        tree.searchFrom(std::countr_zero(kingCapturers));
    for (int d = 0; d < 4; ++d)
        for (Bitboard b = searched[d]; b; b &= b - 1)
            tree.searchManJump(std::countr_zero(b) - 2 * DirectionDelta[d], d);
    return n + tree.count();
}

} // namespace

std::uint64_t countMoves(const Position& pos) {
    return countAll(pos, topsOf(pos), {});
}

std::uint64_t countRepliesToQuiet(const Position& pos, const Move& m) {
    Column movedColumn = pos.column(m.from);
    if (m.promotes) movedColumn.promoteTop();
    return countAll(pos, topsAfterQuiet(topsOf(pos), m), {m.landing[0], movedColumn});
}

} // namespace bashni
