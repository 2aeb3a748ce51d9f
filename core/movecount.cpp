// Counting legal moves without listing them: perft's bulk count at the last two plies.
#include "core/capture_tree.h"
#include "core/movegen.h"

// Counting is mostly population counts. The functions that count are built for the baseline
// x86-64 every Debian machine has, plus a clone that uses the POPCNT instruction where the
// processor has it (chosen once at start-up by the dynamic loader).
// ThreadSanitizer builds go without: the loader runs a clone's resolver before the sanitizer's
// run-time is up, and GCC instruments the resolver too (a crash at start-up).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__POPCNT__) &&     \
    !defined(__SANITIZE_THREAD__)
#define POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define POPCNT_CLONES
#endif

namespace bashni {
namespace {

using namespace detail;

// Quiet moves by population counts; __builtin_popcountll is one instruction in the POPCNT
// clones of the callers (a library call in the baseline ones). A king's moves in a direction are
// the empty squares of its ray; the rays of two kings in one direction never share a square
// (the nearer one blocks the other), so one fill of all kings a direction counts them all.
[[gnu::always_inline]] inline std::uint64_t countQuiet(const Tops& t) {
    const ForwardSteps steps = forwardSteps(t);
    std::uint64_t n =
        std::uint64_t(__builtin_popcountll(steps.to[0]) + __builtin_popcountll(steps.to[1]));
    const Bitboard kings = t.own & t.kings;
    if (!kings) [[likely]]
        return n;
    const Bitboard empty = t.empty();
    forEachDirection([&](auto d) __attribute__((always_inline)) {
        n += std::uint64_t(__builtin_popcountll(ray<d>(kings, empty) & empty));
    });
    return n;
}

// Counts every legal move, following capture paths only where firstJumps() has to.
// The captures are counted here; the caller has seen that there may be some.
[[gnu::always_inline]] inline std::uint64_t countWithCaptures(const Position& pos, const Tops& t,
                                                              Overlay moved) {
    const FirstJumps jumps = firstJumps(pos, t, moved);
    if (!jumps.any()) return countQuiet(t);
    const std::uint64_t n =
        std::uint64_t(__builtin_popcountll(jumps.final[0]) + __builtin_popcountll(jumps.final[1]) +
                      __builtin_popcountll(jumps.final[2]) + __builtin_popcountll(jumps.final[3]));
    if (!jumps.needSearch()) return n;
    CaptureTree tree(pos, t, nullptr, moved);
    searchRest(tree, jumps);
    return n + tree.count();
}

// The replies to the quiet move from -> to of the side to move, without making it: only the two
// squares change, so the opponent's tops follow from ours.
[[gnu::always_inline]] inline std::uint64_t repliesToQuiet(const Position& pos, const Tops& t,
                                                           Square from, Square to, bool king,
                                                           bool promotes) {
    const Bitboard fromTo = bit(from) | bit(to);
    const Tops after{~t.us, t.enemy, t.own ^ fromTo,
                     king       ? t.kings ^ fromTo
                     : promotes ? t.kings | bit(to)
                                : t.kings};
    if (!mayCapture(after)) [[likely]]
        return countQuiet(after);
    Column moved = pos.column(from);
    if (promotes) moved.promoteTop();
    return countWithCaptures(pos, after, {to, moved});
}

// Two plies when the side to move may capture: the moves are listed, the captures made. Inlined
// into the POPCNT clone of its caller like everything that counts.
[[gnu::always_inline]] inline std::uint64_t countTwoPliesListed(Position& pos, const Tops& t) {
    MoveList moves;
    generateMoves(pos, moves);
    std::uint64_t n = 0;
    Undo u;
    for (const Move& m : moves) {
        if (!m.isCapture()) {
            n += repliesToQuiet(pos, t, m.from, m.landing[0], (t.kings & bit(m.from)) != 0,
                                m.promotes);
            continue;
        }
        pos.make(m, u);
        const Tops after = topsOf(pos);
        n += mayCapture(after) ? countWithCaptures(pos, after, {}) : countQuiet(after);
        pos.unmake(m, u);
    }
    return n;
}

} // namespace

POPCNT_CLONES std::uint64_t countMoves(const Position& pos) {
    const Tops t = topsOf(pos);
    return mayCapture(t) ? countWithCaptures(pos, t, {}) : countQuiet(t);
}

// The usual case, no capture for the side to move, runs straight over the bitboards of its
// quiet moves: no move list, no Move, and the replies counted inline (the tops of the position
// stay in registers all along).
POPCNT_CLONES std::uint64_t countTwoPlies(Position& pos) {
    const Tops t = topsOf(pos);
    if (mayCapture(t)) return countTwoPliesListed(pos, t);
    const ForwardSteps steps = forwardSteps(t);
    const Bitboard promotion = promotionRank(t.us);
    std::uint64_t n = 0;
    for (int i = 0; i < 2; ++i) {
        for (Bitboard to = steps.to[i]; to; to &= to - 1) {
            const Square s = std::countr_zero(to);
            n += repliesToQuiet(pos, t, s - steps.delta[i], s, false, (promotion & bit(s)) != 0);
        }
    }
    const Bitboard empty = t.empty();
    for (Bitboard kings = t.own & t.kings; kings; kings &= kings - 1) {
        const Square k = std::countr_zero(kings);
        for (int d = 0; d < 4; ++d)
            for (Square s = step(k, d); on(empty, s); s = step(s, d))
                n += repliesToQuiet(pos, t, k, s, true, false);
    }
    return n;
}

std::uint64_t countRepliesToQuiet(const Position& pos, const Move& m) {
    const Tops t = topsOf(pos);
    return repliesToQuiet(pos, t, m.from, m.landing[0], (t.kings & bit(m.from)) != 0, m.promotes);
}

} // namespace bashni
