#include "openings.h"

#include "core/movegen.h"
#include "core/notation.h"

#include <algorithm>

namespace bashni::cli {

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

} // namespace bashni::cli
