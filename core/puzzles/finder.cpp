#include "core/puzzles/finder.h"

#include "core/engine/eval.h"
#include "core/puzzles/solution.h"

namespace bashni::puzzles {
namespace {

std::vector<engine::RootLine> twoBestLines(engine::Search& search, const Position& pos, int depth) {
    engine::Limits limits;
    limits.depth = depth;
    limits.multiPv = 2;
    return search.run(pos, limits).lines;
}

std::optional<Puzzle> refuse(Problem p, Problem* why) {
    if (why) *why = p;
    return std::nullopt;
}

} // namespace

Confirmation confirmingSearch(engine::Search& search, const Position& pos,
                              const PuzzleSettings& s) {
    search.clear();
    engine::Limits limits;
    limits.depth = s.confirmDepth;
    limits.multiPv = 2;
    std::vector<Move> bests; // each iteration's best move
    const auto result = search.run(pos, limits, [&](const engine::SearchInfo& info) {
        bests.push_back(info.lines.empty() ? info.pv.front() : info.lines.front().move);
    });
    Confirmation c{result.lines, 0};
    int depth = int(bests.size());
    while (depth > 1 && result.hasMove && bests[std::size_t(depth - 2)] == result.best) --depth;
    c.depthFound = depth;
    return c;
}

std::optional<Puzzle> findPuzzle(engine::Search& search, const Position& pos,
                                 const PuzzleSettings& s, Problem* why) {
    MoveList moves;
    generateDistinctMoves(pos, moves);
    if (moves.size() < 2) return refuse(Problem::OnlyMove, why);
    if (Problem p = judgeLines(pos, twoBestLines(search, pos, s.findDepth), s); p != Problem::None)
        return refuse(p, why);
    const Confirmation c = confirmingSearch(search, pos, s);
    if (Problem p = judgeLines(pos, c.lines, s); p != Problem::None) return refuse(p, why);
    Puzzle puzzle;
    puzzle.start = pos;
    puzzle.line = solutionLine(pos, c.lines[0].pv, engine::evaluate(pos), s);
    if (puzzle.line.empty()) return refuse(Problem::NoClearLine, why);
    puzzle.difficulty = difficultyOf(int(puzzle.line.size()), c.depthFound);
    puzzle.score = c.lines[0].score;
    if (why) *why = Problem::None;
    return puzzle;
}

} // namespace bashni::puzzles
