#include "core/engine/history.h"

namespace bashni::engine {

History historyOf(const Game& game) {
    return historyOf(game, game.currentPly());
}

History historyOf(const Game& game, int ply) {
    History h;
    h.earlier.reserve(std::size_t(ply));
    for (int i = 0; i < ply; ++i) h.earlier.push_back(game.hashAt(i));
    h.quietPlies = game.noProgressAt(ply);
    h.draws = game.drawRules();
    return h;
}

std::uint64_t digest(const History& h) {
    std::uint64_t d = zobrist::mix(std::uint64_t(h.quietPlies) * 2 + h.draws.repetition) ^
                      std::uint64_t(h.draws.noProgress);
    for (const std::uint64_t e : h.earlier) d = zobrist::mix(d ^ e);
    return d;
}

} // namespace bashni::engine
