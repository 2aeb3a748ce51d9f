#include "core/movegen.h"

#include "core/capture_tree.h"

namespace bashni {
namespace {

using namespace detail;

void generateQuiet(const Tops& t, MoveList& out) {
    const Bitboard promotion = promotionRank(t.us), empty = t.empty();
    const ForwardSteps steps = forwardSteps(t);
    for (int i = 0; i < 2; ++i) {
        for (Bitboard to = steps.to[i]; to; to &= to - 1) {
            const Square s = std::countr_zero(to);
            Move& m = out.append();
            m.from = std::uint8_t(s - steps.delta[i]);
            m.jumps = 0;
            m.promotes = (promotion & bit(s)) != 0; // 3.3
            m.landing[0] = std::uint8_t(s);
        }
    }
    for (Bitboard kings = t.own & t.kings; kings; kings &= kings - 1) {
        const Square k = std::countr_zero(kings);
        for (int d = 0; d < 4; ++d) {
            for (Square s = step(k, d); on(empty, s); s = step(s, d)) {
                Move& m = out.append();
                m.from = std::uint8_t(k);
                m.jumps = 0;
                m.promotes = false;
                m.landing[0] = std::uint8_t(s);
            }
        }
    }
}

} // namespace

bool hasCapture(const Position& pos) {
    return capturers(topsOf(pos)) != 0;
}

void generateMoves(const Position& pos, MoveList& out) {
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
    searchRest(tree, jumps);
}

bool hasLegalMove(const Position& pos) {
    const Tops t = topsOf(pos);
    const ForwardSteps steps = forwardSteps(t);
    if (steps.to[0] | steps.to[1]) return true;
    const Bitboard kings = t.own & t.kings, empty = t.empty();
    bool kingMoves = false;
    forEachDirection([&](auto d) { kingMoves |= (shift(kings, d) & empty) != 0; });
    return kingMoves || capturers(t) != 0;
}

} // namespace bashni
