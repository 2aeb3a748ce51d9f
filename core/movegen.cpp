#include "core/movegen.h"

#include "core/capture_tree.h"

#include <algorithm>
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

// The captures that `jumps` begin, added to `out`. With `distinct`, repeated outcomes are
// skipped using `seen`, or a table of its own.
void addCaptures(const Position& pos, const Tops& t, const FirstJumps& jumps, MoveList& out,
                 bool distinct, SeenPaths* seen) {
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
    if (distinct && !seen) {
        seen = (own = std::make_unique_for_overwrite<SeenPaths>()).get();
        own->growWhenFull(); // called once per position: no duplicates, whatever they cost
    }
    if (seen) {
        seen->clear();
        tree.skipRepeatedOutcomes(seen);
    }
    searchRest(tree, jumps);
}

void generate(const Position& pos, MoveList& out, bool distinct, SeenPaths* seen) {
    out.clear();
    const Tops t = topsOf(pos);
    const FirstJumps jumps = firstJumps(pos, t);
    if (!jumps.any()) return generateQuiet(t, out);
    addCaptures(pos, t, jumps, out, distinct, seen);
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

bool generateDistinctCaptures(const Position& pos, MoveList& out, SeenPaths& seen) {
    out.clear();
    const Tops t = topsOf(pos);
    const FirstJumps jumps = firstJumps(pos, t);
    if (!jumps.any()) return false;
    addCaptures(pos, t, jumps, out, true, &seen);
    return true;
}

namespace {

// The captures of the column on `from` that fit `filter`, one path per outcome (of each kind the
// filter keeps apart).
void generateFiltered(const Position& pos, Square from, const PathFilter& filter, MoveList& out) {
    out.clear();
    const Tops t = topsOf(pos);
    if (!on(t.own, from) || filter.count > MaxJumps) return;
    CaptureTree tree(pos, t, &out);
    const auto seen = std::make_unique_for_overwrite<SeenPaths>();
    seen->clear();
    seen->growWhenFull();
    tree.skipRepeatedOutcomes(seen.get());
    tree.onlyPaths(&filter);
    tree.searchFrom(from);
}

PathFilter filterOf(PathFilter::Kind kind, std::span<const Square> squares) {
    PathFilter f;
    f.kind = kind;
    f.count = int(squares.size());
    std::copy_n(squares.begin(), std::min(squares.size(), f.squares.size()), f.squares.begin());
    return f;
}

} // namespace

void generateCapturesAfter(const Position& pos, Square from, std::span<const Square> prefix,
                           MoveList& out) {
    PathFilter f = filterOf(PathFilter::Kind::Prefix, prefix);
    f.apartByNextLanding = true;
    generateFiltered(pos, from, f, out);
}

void generateCapturesThrough(const Position& pos, Square from, std::span<const Square> squares,
                             MoveList& out) {
    if (squares.empty()) return out.clear();
    generateFiltered(pos, from, filterOf(PathFilter::Kind::Shortened, squares), out);
}

namespace {

// Every path of the column on `from` that fits `filter`: no table of states, which would keep
// only the first path to each outcome.
std::uint64_t countFiltered(const Position& pos, Square from, PathFilter filter, MoveList* first,
                            std::uint64_t keep) {
    if (first) first->clear();
    const Tops t = topsOf(pos);
    if (!on(t.own, from) || filter.count > MaxJumps) return 0;
    filter.keep = first ? keep : 0;
    CaptureTree tree(pos, t, first);
    tree.onlyPaths(&filter);
    tree.searchFrom(from);
    return tree.count();
}

} // namespace

std::uint64_t countCapturePathsAfter(const Position& pos, Square from,
                                     std::span<const Square> prefix, MoveList* first,
                                     std::uint64_t keep) {
    return countFiltered(pos, from, filterOf(PathFilter::Kind::Prefix, prefix), first, keep);
}

std::uint64_t countCapturePathsThrough(const Position& pos, Square from,
                                       std::span<const Square> squares, MoveList* first,
                                       std::uint64_t keep) {
    if (squares.empty()) {
        if (first) first->clear();
        return 0;
    }
    return countFiltered(pos, from, filterOf(PathFilter::Kind::Shortened, squares), first, keep);
}

std::optional<Move> findLegalMove(const Position& pos, const Move& m) {
    MoveList moves;
    if (!m.isCapture()) {
        if (hasCapture(pos)) return std::nullopt;
        generateMoves(pos, moves); // quiet moves only: a few dozen at most
    } else {
        if (m.jumps > MaxJumps) return std::nullopt;
        std::array<Square, MaxJumps> path;
        std::copy_n(m.landing.begin(), m.jumps, path.begin());
        // Only m's own path begins with all of m's landings, unless m stops short (then the
        // paths found go on, and none of them is m).
        generateFiltered(pos, m.from,
                         filterOf(PathFilter::Kind::Prefix, std::span(path.data(), m.jumps)),
                         moves);
    }
    const auto found = std::find(moves.begin(), moves.end(), m);
    if (found == moves.end()) return std::nullopt;
    return *found;
}

bool hasLegalMove(const Position& pos) {
    const Tops t = topsOf(pos);
    const ForwardSteps steps = forwardSteps(t);
    if (steps.to[0] | steps.to[1]) return true;
    const Bitboard kings = t.own & t.kings, empty = t.empty();
    bool kingMoves = false;
    forEachDirection([&](auto d) __attribute__((always_inline)) {
        kingMoves |= (shift(kings, d) & empty) != 0;
    });
    return kingMoves || canCapture(t);
}

} // namespace bashni
