// The openings of self-play games: every two-ply start from the initial position.
#pragma once

#include "core/position.h"

#include <string>
#include <vector>

namespace bashni::cli {

// Every two-ply opening from the start position, as move texts, sorted.
std::vector<std::vector<std::string>> openings(Rules rules);

} // namespace bashni::cli
