#include "core/puzzles/record.h"

namespace bashni::puzzles {

Game puzzleGame(const Puzzle& p) {
    Game game(p.start);
    game.setTag("Event", std::string(PuzzleEvent));
    game.setTag("Difficulty", std::string(difficultyName(p.difficulty)));
    if (!p.source.empty()) game.setTag("Source", p.source);
    for (const Move& m : p.line)
        if (!game.play(m)) break; // verify names a line that is not legal
    return game;
}

std::optional<Puzzle> puzzleFromGame(const Game& game) {
    const auto band = parseDifficulty(game.tag("Difficulty"));
    if (!band) return std::nullopt;
    Puzzle p;
    p.start = game.startPosition();
    p.difficulty = *band;
    p.source = game.tag("Source");
    for (int ply = 1; ply <= game.plyCount(); ++ply) p.line.push_back(game.move(ply));
    return p;
}

} // namespace bashni::puzzles
