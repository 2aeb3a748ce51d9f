// The players of bashni-cli match: the AI at a level, a random mover and a greedy one.
#pragma once

#include "core/engine/search.h"
#include "core/position.h"

#include <cstdint>
#include <memory>
#include <random>
#include <string>

namespace bashni::cli {

class Player {
  public:
    virtual ~Player() = default;
    // The name as written on the command line: "level:7", "random", "greedy".
    virtual std::string name() const = 0;
    // A new game starts: forget what the last one taught, and reseed.
    virtual void newGame(std::uint64_t seed) = 0;
    // A legal move of the side to move; pos has at least one.
    virtual Move choose(const Position& pos) = 0;
};

// "level:N" (N in 1..10), "random" or "greedy"; nullptr, with the reason in *error, when the text
// is none of these. timeMs > 0 replaces a level's time cap.
std::unique_ptr<Player> makePlayer(const std::string& text, std::int64_t timeMs,
                                   std::string* error);

// A uniform choice of 0..n-1 (n > 0) by rejection, the same on every standard library.
std::size_t uniformIndex(std::mt19937_64& rng, std::size_t n);

// The player seeds of game `game` (1-based) for the player in slot 0 (A) or 1 (B), so a game's
// choices depend only on the match seed and the game number.
std::uint64_t gameSeed(std::uint64_t matchSeed, int game, int slot);

} // namespace bashni::cli
