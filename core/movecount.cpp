// Counting legal moves without listing them: perft's bulk count at the last ply.
#include "core/capture_tree.h"
#include "core/movegen.h"

// Counting is mostly population counts. The functions that count are built for the baseline
// x86-64 every Debian machine has, plus a clone that uses the POPCNT instruction where the
// processor has it (chosen once at start-up by the dynamic loader).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__POPCNT__)
#define POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define POPCNT_CLONES
#endif

namespace bashni {
namespace {

using namespace detail;

// Quiet moves by population counts; __builtin_popcountll is one instruction in the POPCNT
// clones of the callers (a library call in the baseline ones).
inline std::uint64_t countQuiet(const Tops& t) {
    const ForwardSteps steps = forwardSteps(t);
    std::uint64_t n =
        std::uint64_t(__builtin_popcountll(steps.to[0]) + __builtin_popcountll(steps.to[1]));
    const Bitboard empty = t.empty();
    for (Bitboard kings = t.own & t.kings; kings; kings &= kings - 1) {
        const Square k = std::countr_zero(kings);
        for (int d = 0; d < 4; ++d)
            for (Square s = step(k, d); on(empty, s); s = step(s, d)) ++n;
    }
    return n;
}

// Counts every legal move, following capture paths only where firstJumps() has to.
// The captures are counted here; the caller has seen that there may be some.
std::uint64_t countWithCaptures(const Position& pos, const Tops& t, Overlay moved) {
    const FirstJumps jumps = firstJumps(pos, t, moved);
    if (!jumps.any()) return countQuiet(t);
    const std::uint64_t n = std::uint64_t(jumps.finalCount);
    if (!jumps.needSearch()) return n;
    CaptureTree tree(pos, t, nullptr, moved);
    searchRest(tree, jumps);
    return n + tree.count();
}

} // namespace

POPCNT_CLONES std::uint64_t countMoves(const Position& pos) {
    const Tops t = topsOf(pos);
    return mayCapture(t) ? countWithCaptures(pos, t, {}) : countQuiet(t);
}

std::uint64_t countRepliesToQuiet(const Position& pos, const Move& m) {
    return detail::countAfterQuiet(pos, topsOf(pos), m);
}

POPCNT_CLONES std::uint64_t detail::countAfterQuiet(const Position& pos, const Tops& t,
                                                    const Move& m) {
    const Tops after = topsAfterQuiet(t, m);
    if (!mayCapture(after)) return countQuiet(after);
    Column moved = pos.column(m.from);
    if (m.promotes) moved.promoteTop();
    return countWithCaptures(pos, after, {m.landing[0], moved});
}

} // namespace bashni
