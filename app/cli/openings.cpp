#include "openings.h"

#include "core/engine/search.h"
#include "core/movegen.h"
#include "core/notation.h"

#include <algorithm>
#include <cstdlib>
#include <random>
#include <set>

namespace bashni::cli {
namespace {

constexpr int BalanceDepth = 6;  // the search that judges a line's end
constexpr int BalanceLimit = 60; // hundredths of a man either way
constexpr int WalksPerLine = 50; // tries for each line wanted, before settling for fewer

// One random line of `plies` plies, or none when the game ends before.
std::vector<Move> randomWalk(Position pos, int plies, std::mt19937_64& rng) {
    std::vector<Move> line;
    Undo u;
    for (int i = 0; i < plies; ++i) {
        MoveList moves;
        generateMoves(pos, moves);
        if (moves.empty()) return {};
        line.push_back(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
        pos.make(line.back(), u);
    }
    return line;
}

} // namespace

std::vector<std::vector<std::string>> openings(Rules rules) {
    std::vector<std::vector<std::string>> lines;
    Position pos = Position::start(rules);
    MoveList first;
    generateMoves(pos, first);
    for (const Move& m : first) {
        Undo u;
        pos.make(m, u);
        MoveList second;
        generateMoves(pos, second);
        for (const Move& r : second) lines.push_back({formatMove(m), formatMove(r)});
        pos.unmake(m, u);
    }
    std::sort(lines.begin(), lines.end());
    lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
    return lines;
}

// Random walks rather than every line: there are 37,908 lines of six plies and 925,945 of
// eight, and a match needs a few hundred. A line one side already wins (a man given away) only
// adds two games the colours decide, so a fixed-depth search, the same on every machine, keeps
// the balanced ones.
std::vector<std::vector<std::string>> matchOpenings(Rules rules, int plies, std::uint64_t seed,
                                                    int count) {
    if (plies <= 2) return openings(rules);
    std::mt19937_64 rng(seed);
    engine::Search search(1);
    engine::Limits limits;
    limits.depth = BalanceDepth;
    std::set<std::vector<std::string>> seen;
    std::vector<std::vector<std::string>> lines;
    const Position start = Position::start(rules);
    for (long tries = 0; int(lines.size()) < count && tries < long(count) * WalksPerLine; ++tries) {
        const std::vector<Move> walk = randomWalk(start, plies, rng);
        if (walk.empty()) continue;
        std::vector<std::string> texts;
        Position pos = start;
        Undo u;
        for (const Move& m : walk) {
            texts.push_back(formatMove(m));
            pos.make(m, u);
        }
        if (!seen.insert(texts).second) continue;
        search.clear();
        const engine::SearchResult r = search.run(pos, limits);
        if (r.hasMove && std::abs(r.score) <= BalanceLimit) lines.push_back(std::move(texts));
    }
    return lines.empty() ? openings(rules) : lines; // never none to play
}

} // namespace bashni::cli
