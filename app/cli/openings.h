// The openings of self-play games: every two-ply start from the initial position, or longer
// random lines that leave the game balanced.
#pragma once

#include "core/position.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bashni::cli {

// Every two-ply opening from the start position, as move texts, sorted.
std::vector<std::vector<std::string>> openings(Rules rules);

// The openings of a match (docs/NOTATION.md 5.7): for 2 plies, every two-ply opening as above;
// for more, `count` different random lines of that many plies drawn from `seed`, each one that
// a short search finds balanced. Fewer when the walks cannot find that many.
std::vector<std::vector<std::string>> matchOpenings(Rules rules, int plies, std::uint64_t seed,
                                                    int count);

} // namespace bashni::cli
