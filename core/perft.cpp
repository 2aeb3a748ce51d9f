#include "core/perft.h"

#include "core/movegen.h"
#include "core/notation.h"

#include <algorithm>

namespace bashni {

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return countMoves(pos);
    MoveList moves;
    generateMoves(pos, moves);
    std::uint64_t n = 0;
    Undo u;
    for (const Move& m : moves) {
        if (depth == 2 && !m.isCapture()) {
            n += countRepliesToQuiet(pos, m);
            continue;
        }
        pos.make(m, u);
        n += perft(pos, depth - 1);
        pos.unmake(m, u);
    }
    return n;
}

std::uint64_t perftMakeAll(Position& pos, int depth) {
    if (depth <= 0) return 1;
    MoveList moves;
    generateMoves(pos, moves);
    Undo u;
    if (depth == 1) { // separate loop: no test of the depth for every leaf
        for (const Move& m : moves) {
            pos.make(m, u);
            pos.unmake(m, u);
        }
        return moves.size();
    }
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
