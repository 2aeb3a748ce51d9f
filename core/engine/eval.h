// The evaluation: how good a quiet position is for the side to move, made for Bashni.
#pragma once

#include "core/position.h"

namespace bashni::engine {

// The weights, in hundredths of a man, tuned on positions from self-play games (tools/tune.cpp,
// README "Tuning the evaluation by self-play").
struct Weights {
    int man = 100;
    int king = 319;
    int reserve = -25; // an own piece under an own top: the column moves and falls as one
    int prisoner = 12; // an enemy piece held: denied to the enemy while the column stands
    int advance[8] = {74, 25, 9, 19, 30, 52, 102, 0}; // a man's rank counted from its own side
    int mobility = 4;                                 // per quiet move of a man
    int threatPercent = 19; // of what the side to move stands to lose to a capture next move
    int exposed = -31; // a column with an enemy piece right under its top: one capture flips it
    int centre = -13;  // a man on d4, f4, c5 or e5
    int edge = 2;      // a man on the a or h file
};

// How good a quiet position is for the side to move.
int evaluate(const Position& pos, const Weights& w = Weights{});

} // namespace bashni::engine
