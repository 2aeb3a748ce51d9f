// The players of bashni-cli match: the AI at a level or with chosen weights, a random mover, a
// greedy one, and another program asked for each move.
#pragma once

#include "core/engine/search.h"
#include "core/engine/timemanager.h"
#include "core/position.h"

#include <cstdint>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>

namespace bashni::cli {

class Player {
  public:
    virtual ~Player() = default;
    // The name as written on the command line: "level:7", "random", "greedy".
    virtual std::string name() const = 0;
    // A new game starts: forget what the last one taught, and reseed.
    virtual void newGame(std::uint64_t seed) = 0;
    // A legal move of the side to move in the game at its current ply, which has at least one;
    // the game's earlier positions and quiet plies are its draws (docs/RULES.md 5.3). `clock` is
    // the mover's clock in a timed game (nullptr untimed): the thinking time is charged to it, so
    // a player that thinks plans from it. Throws PlayerError when the player cannot answer at
    // all (an outside program that fails).
    virtual Move choose(const Game& game, const engine::ClockState* clock) = 0;
};

// What went wrong, as one line naming the player.
class PlayerError : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

// "level:N" (N in 1..10), "random", "greedy", "engine:..." or "exe:..."; nullptr, with the reason
// in *error, when the text is none of these. timeMs > 0 replaces a level's time cap and is an
// exe player's default time.
std::unique_ptr<Player> makePlayer(const std::string& text, std::int64_t timeMs,
                                   std::string* error);

// "exe:PATH[,time=S|,depth=D]": the program at PATH asked for each move as
// "PATH analyse --rules R --fen POS --time S" (or --depth D), its "bestmove MOVE" line read.
std::unique_ptr<Player> makeExePlayer(const std::string& text, std::int64_t timeMs,
                                      std::string* error);

// The whole of text as a whole number.
bool readInt(std::string_view text, int& value);

// A uniform choice of 0..n-1 (n > 0) by rejection, the same on every standard library.
std::size_t uniformIndex(std::mt19937_64& rng, std::size_t n);

// The player seeds of game `game` (1-based) for the player in slot 0 (A) or 1 (B), so a game's
// choices depend only on the match seed and the game number.
std::uint64_t gameSeed(std::uint64_t matchSeed, int game, int slot);

} // namespace bashni::cli
