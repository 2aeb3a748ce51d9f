// An engine's score of a position as a game record keeps it (docs/NOTATION.md 4.11), and its
// text: what a review leaves after each move, so that a graph of the game needs no new search.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace bashni {

// From White's view, whoever is to move.
struct Evaluation {
    int value = 0; // hundredths of a man; when forced, plies to the end (> 0: White wins)
    bool forced = false;
    friend bool operator==(const Evaluation&, const Evaluation&) = default;
};

// "+0.35", "-1.20", "0.00"; a forced win in plies "#12" (White wins), "#-12" (Black wins).
std::string formatEvaluation(const Evaluation& e);
// Reads that form; also a score without a sign or with one decimal ("0.5"). Nothing when
// malformed, or for a forced line of 0 plies (whose winner a sign cannot show).
std::optional<Evaluation> parseEvaluation(std::string_view text);

} // namespace bashni
