#include "core/puzzles/solution.h"

#include "core/engine/eval.h"
#include "core/movegen.h"

namespace bashni::puzzles {
namespace {

// The evaluation of `pos` from the view of `solver`.
int solverEval(const Position& pos, Color solver) {
    const int e = engine::evaluate(pos);
    return pos.sideToMove() == solver ? e : -e;
}

} // namespace

std::vector<Move> solutionLine(const Position& start, const std::vector<Move>& pv, int base,
                               const PuzzleSettings& s) {
    const Color solver = start.sideToMove();
    Position pos = start;
    std::vector<Move> line;
    for (std::size_t i = 0; i < pv.size() && int(i) < s.maxPlies; ++i) {
        const auto legal = findLegalMove(pos, pv[i]);
        if (!legal) return {};
        Undo u;
        pos.make(*legal, u);
        line.push_back(*legal);
        if (i % 2 == 1) continue; // the line ends on a move of the solver
        if (!hasLegalMove(pos)) return line;
        if (solverEval(pos, solver) < base + s.gain) continue;
        // Stable: the answer the engine expects does not take the gain back at once.
        if (i + 1 >= pv.size()) return line;
        const auto reply = findLegalMove(pos, pv[i + 1]);
        if (!reply) return {};
        Position after = pos;
        after.make(*reply, u);
        if (solverEval(after, solver) >= base + s.gain) return line;
    }
    return {};
}

} // namespace bashni::puzzles
