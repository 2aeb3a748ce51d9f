// The puzzle rating (docs/manual/lessons-and-puzzles.md "Puzzles"): Elo-like, each band of puzzles
// standing for a nominal rating, so that solving a hard puzzle gains more than an easy one and
// failing an easy one costs more. Pure arithmetic, kept apart from the window so that tests can
// check it.
#pragma once

#include "core/puzzles/puzzle.h"

namespace bashni::ui {

inline constexpr int StartRating = 1200;
inline constexpr int RatingK = 32;

// The rating a band's puzzles count as: easy 1000, medium 1400, hard 1800.
int bandRating(puzzles::Difficulty band);

struct PuzzleScore {
    int rating = StartRating;
    int streak = 0;     // puzzles solved in a row at the first try
    int bestStreak = 0; // the longest streak so far
};

// The score after a first try at a puzzle of `band`: solved or failed.
PuzzleScore scored(PuzzleScore score, puzzles::Difficulty band, bool solved);

// The band to offer next: the one whose nominal rating is nearest to `rating`; when `roll`
// (uniform in [0, 1)) is below SurpriseChance, its neighbour towards the rating instead (the
// only neighbour for easy and hard), so that the other bands come up now and then.
inline constexpr double SurpriseChance = 0.2;
puzzles::Difficulty bandFor(int rating, double roll);

} // namespace bashni::ui
