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

// Counts every legal move, following capture paths only where firstJumps() has to.
std::uint64_t countAll(const Position& pos, const Tops& t, Overlay moved) {
    const FirstJumps jumps = firstJumps(pos, t, moved);
    if (!jumps.any()) return countQuiet(t);
    std::uint64_t n = 0;
    for (Bitboard b : jumps.final) n += std::uint64_t(popcount(b));
    if (!jumps.needSearch()) return n;
    CaptureTree tree(pos, t, nullptr, moved);
    searchRest(tree, jumps);
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
