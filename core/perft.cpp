#include "core/perft.h"

#include "core/movegen.h"
#include "core/notation.h"
#include "core/tops.h"

#include <algorithm>

namespace bashni {

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return countMoves(pos);
    if (depth == 2) return countTwoPlies(pos);
    std::uint64_t n = 0;
    Undo u;
    // Without a capture, the quiet moves are made as they are found, without a list.
    const detail::Tops t = detail::topsOf(pos);
    if (!detail::mayCapture(t)) {
        detail::forEachQuietMove(t, [&](const Move& m) {
            pos.make(m, u);
            n += perft(pos, depth - 1);
            pos.unmake(m, u);
        });
        return n;
    }
    MoveList moves;
    generateMoves(pos, moves);
    for (const Move& m : moves) {
        pos.make(m, u);
        n += perft(pos, depth - 1);
        pos.unmake(m, u);
    }
    return n;
}

namespace {

// The last ply of perftMakeAll: every move is made and unmade, quiet ones straight from the
// bitboards as they are found, without a move list in between.
std::uint64_t makeEachLeaf(Position& pos) {
    const detail::Tops t = detail::topsOf(pos);
    Undo u;
    std::uint64_t n = 0;
    auto makeIt = [&](const Move& m) {
        pos.make(m, u);
        pos.unmake(m, u);
        ++n;
    };
    if (!detail::mayCapture(t)) {
        detail::forEachQuietMove(t, makeIt);
        return n;
    }
    MoveList moves;
    generateMoves(pos, moves);
    for (const Move& m : moves) makeIt(m);
    return n;
}

} // namespace

std::uint64_t perftMakeAll(Position& pos, int depth) {
    if (depth <= 0) return 1;
    Undo u;
    if (depth == 1) return makeEachLeaf(pos);
    MoveList moves;
    generateMoves(pos, moves);
    std::uint64_t n = 0;
    for (const Move& m : moves) {
        pos.make(m, u);
        n += perftMakeAll(pos, depth - 1);
        pos.unmake(m, u);
    }
    return n;
}

std::vector<std::pair<std::string, std::uint64_t>> perftDivide(Position& pos, int depth) {
    std::vector<std::pair<std::string, std::uint64_t>> result;
    if (depth <= 0) return result;
    MoveList moves;
    generateMoves(pos, moves);
    Undo u;
    for (const Move& m : moves) {
        pos.make(m, u);
        result.emplace_back(formatMove(m), perft(pos, depth - 1));
        pos.unmake(m, u);
    }
    std::sort(result.begin(), result.end());
    return result;
}

} // namespace bashni
