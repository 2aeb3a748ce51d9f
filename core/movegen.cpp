#include "core/movegen.h"

#include "core/capture_tree.h"

#include <memory>

namespace bashni {
namespace {

using namespace detail;

void generateQuiet(const Tops& t, MoveList& out) {
    forEachQuietMove(t, [&](const Move& m) { out.push(m); });
}

} // namespace

bool hasCapture(const Position& pos) {
    return canCapture(topsOf(pos));
}

bool hasCaptureFor(const Position& pos, Color side) {
    return canCapture(Tops{side, pos.tops(side), pos.tops(~side), pos.kings()});
}

namespace {

// With `distinct`, repeated outcomes are skipped using `seen`, or a table of its own.
void generate(const Position& pos, MoveList& out, bool distinct, SeenPaths* seen) {
    out.clear();
    const Tops t = topsOf(pos);
    const FirstJumps jumps = firstJumps(pos, t);
    if (!jumps.any()) return generateQuiet(t, out);
    for (int d = 0; d < 4; ++d) {
        for (Bitboard b = jumps.final[d]; b; b &= b - 1) {
            const Square land = std::countr_zero(b);
            Move& m = out.append();
            m.from = std::uint8_t(land - 2 * DirectionDelta[d]);
            m.jumps = 1;
            m.promotes = false;
            m.unused = 0;
            m.captured[0] = std::uint8_t(land - DirectionDelta[d]);
            m.landing[0] = std::uint8_t(land);
        }
    }
    if (!jumps.needSearch()) return;
    CaptureTree tree(pos, t, &out);
    // On the heap and only here: an 8 KB table in every caller's stack frame slows move
    // generation down (stack probes), and most positions never get this far. Not zero-filled:
    // only the used-slot bits need clearing.
    std::unique_ptr<SeenPaths> own;
    if (distinct && !seen) seen = (own = std::make_unique_for_overwrite<SeenPaths>()).get();
    if (seen) {
        seen->clear();
        tree.skipRepeatedOutcomes(seen);
    }
    searchRest(tree, jumps);
}

} // namespace

void generateMoves(const Position& pos, MoveList& out) {
    generate(pos, out, false, nullptr);
}

void generateDistinctMoves(const Position& pos, MoveList& out) {
    generate(pos, out, true, nullptr);
}

void generateDistinctMoves(const Position& pos, MoveList& out, SeenPaths& seen) {
    generate(pos, out, true, &seen);
}

bool hasLegalMove(const Position& pos) {
    const Tops t = topsOf(pos);
    const ForwardSteps steps = forwardSteps(t);
    if (steps.to[0] | steps.to[1]) return true;
    const Bitboard kings = t.own & t.kings, empty = t.empty();
    bool kingMoves = false;
    forEachDirection([&](auto d) { kingMoves |= (shift(kings, d) & empty) != 0; });
    return kingMoves || canCapture(t);
}

} // namespace bashni
