#include "ui/puzzles/puzzlerating.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace bashni::ui {

using puzzles::Difficulty;

int bandRating(Difficulty band) {
    switch (band) {
    case Difficulty::Easy:
        return 1000;
    case Difficulty::Medium:
        return 1400;
    case Difficulty::Hard:
        return 1800;
    }
    return 1400;
}

PuzzleScore scored(PuzzleScore score, Difficulty band, bool solved) {
    const double expected = 1.0 / (1.0 + std::pow(10.0, (bandRating(band) - score.rating) / 400.0));
    const double change = RatingK * ((solved ? 1.0 : 0.0) - expected);
    score.rating = std::max(100, score.rating + int(std::lround(change)));
    score.streak = solved ? score.streak + 1 : 0;
    score.bestStreak = std::max(score.bestStreak, score.streak);
    return score;
}

Difficulty bandFor(int rating, double roll) {
    const Difficulty bands[] = {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard};
    int nearest = 0;
    for (int i = 1; i < 3; ++i)
        if (std::abs(bandRating(bands[i]) - rating) < std::abs(bandRating(bands[nearest]) - rating))
            nearest = i;
    if (roll >= SurpriseChance) return bands[nearest];
    if (nearest == 0) return bands[1];
    if (nearest == 2) return bands[1];
    return rating < bandRating(bands[1]) ? bands[0] : bands[2];
}

} // namespace bashni::ui
