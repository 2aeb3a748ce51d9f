// The evaluation: how good a quiet position is for the side to move, made for Bashni.
#pragma once

#include "core/position.h"

namespace bashni::engine {

// The weights, in hundredths of a man: data, so that self-play can tune them (README).
struct Weights {
    int man = 100;
    int king = 300;
    int reserve = 5;  // an own piece under an own top: keeps the column if the top falls
    int prisoner = 5; // an enemy piece held: denied to the enemy while the column stands
    int advance[8] = {0, 2, 5, 9, 14, 20, 28, 0}; // a man's rank counted from its own side
    int mobility = 6;                             // per quiet move of a man
    int threatPercent = 30; // of what the side to move stands to lose to a capture next move
    int exposed = 0; // a column with an enemy piece right under its top: one capture flips it
    int centre = 0;  // a man on d4, f4, c5 or e5
};

// How good a quiet position is for the side to move.
int evaluate(const Position& pos, const Weights& w = Weights{});

} // namespace bashni::engine
