// Independent reference implementation of the Bashni rules (a test oracle).
//
// Written from docs/RULES.md and docs/NOTATION.md only, for obvious correctness rather
// than speed: a plain mailbox board of column strings, a full board copy for every capture step and
// straightforward recursion. It shares no code with the engine it is meant to cross-check.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace reference {

// rules is "standard", "intervening" or "turkish" (docs/RULES.md 4.8).
// positionText is docs/NOTATION.md position text (e.g. "W:c3=w,d4=bww"); it is assumed to be valid.
// Returns every legal move as docs/NOTATION.md move text (quiet "c3-d4", captures listing every
// landing square "c3:e5:c7"), sorted with std::sort (plain string order), no duplicates.
std::vector<std::string> legalMoves(const std::string& positionText, const std::string& rules);

// The canonical position text after playing the legal move `move` (given exactly as returned by
// legalMoves). Canonical = entries ordered a1,c1,e1,g1,b2,d2,...,h8 (rank by rank from rank 1, file
// by file), no spaces, columns written top piece first, side to move switched.
// Throws std::invalid_argument when `move` is not one of the legal moves.
std::string play(const std::string& positionText, const std::string& rules,
                 const std::string& move);

// Number of leaf nodes at `depth` plies (perft; depth 0 = 1); every distinct full path is one move.
std::uint64_t perft(const std::string& positionText, const std::string& rules, int depth);

} // namespace reference
