// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its
// deviation (how unsure it is) and its volatility. The server updates a player's rating for a
// rule set after each rated game, that game being the rating period.
#pragma once

#include <vector>

namespace bashni::net::server {

struct Rating {
    double rating = 1500;
    double deviation = 350;
    double volatility = 0.06;
    int games = 0;
};

struct Outcome {
    Rating opponent; // as it was before the game
    double score;    // 1 win, 0.5 draw, 0 loss
};

// The system constant: how much the volatility may change (Glickman suggests 0.3 to 1.2).
constexpr double Tau = 0.5;
// A deviation never grows past a new player's, nor shrinks below this (lichess's floor too), so
// that ratings keep moving a little however many games are played.
constexpr double MinDeviation = 45;

// The rating after one period with `outcomes` (no games: only the deviation grows).
Rating updated(const Rating& player, const std::vector<Outcome>& outcomes, double tau = Tau);

} // namespace bashni::net::server
