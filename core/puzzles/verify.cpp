#include "core/puzzles/verify.h"

#include "core/movegen.h"
#include "core/notation.h"
#include "core/puzzles/finder.h"

namespace bashni::puzzles {
namespace {

Verdict problem(Problem p, int ply = 0) {
    return Verdict{p, ply, Move{}};
}

} // namespace

Verdict verifyPuzzle(engine::Search& search, const Position& start, const std::vector<Move>& line,
                     const PuzzleSettings& s) {
    if (line.empty()) return problem(Problem::EmptyLine);
    Position pos = start;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const auto legal = findLegalMove(pos, line[i]);
        if (!legal) return problem(Problem::IllegalMove, int(i) + 1);
        Undo u;
        pos.make(*legal, u);
    }
    MoveList moves;
    generateDistinctMoves(start, moves);
    if (moves.size() < 2) return problem(Problem::OnlyMove);
    const Confirmation c = confirmingSearch(search, start, s);
    if (Problem p = judgeLines(start, c.lines, s); p != Problem::None) return problem(p);
    // Two paths of one capture that leave the same position are the same move.
    if (start.hashAfter(c.lines[0].move) != start.hashAfter(*findLegalMove(start, line[0])))
        return Verdict{Problem::NotBest, 0, c.lines[0].move};
    return {};
}

std::string describe(const Verdict& v) {
    switch (v.problem) {
    case Problem::None:
        return "verified";
    case Problem::EmptyLine:
        return "the solution has no moves";
    case Problem::IllegalMove:
        return "move " + std::to_string(v.ply) + " of the solution is illegal";
    case Problem::OnlyMove:
        return "the first move is the only legal move";
    case Problem::NotDecisive:
        return "the best move does not win decisively";
    case Problem::NotUnique:
        return "the best move is not unique: the second-best move is a win too or nearly as good";
    case Problem::NotBest:
        return "the search prefers " + formatMove(v.engineMove) + " to the solution's first move";
    case Problem::NoClearLine:
        break;
    }
    return "the win is not clear within the solution's length";
}

} // namespace bashni::puzzles
