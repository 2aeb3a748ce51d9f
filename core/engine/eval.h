// The evaluation: how good a quiet position is for the side to move, made for Bashni.
#pragma once

#include "core/position.h"

namespace bashni::engine {

// The weights, in hundredths of a man, tuned on positions from self-play games in two rounds
// (tools/tune.cpp, docs/ENGINE.md "Tuning the evaluation by self-play").
struct Weights {
    int man = 100;
    int king = 365;
    int reserve = -27; // an own piece under an own top: the column moves and falls as one
    int prisoner = 14; // an enemy piece held: denied to the enemy while the column stands
    int advance[8] = {48, 26, 10, 19, 20, 53, 92, 0}; // a man's rank counted from its own side
    int mobility = 4;                                 // per quiet move of a man
    int threatPercent = 15; // of what the side to move stands to lose to a capture next move
    int exposed = -20; // a column with an enemy piece right under its top: one capture flips it
    int centre = -8;   // a man on d4, f4, c5 or e5
    int edge = -6;     // a man on the a or h file
    int kingThreatPercent = 0; // as threatPercent, for what an enemy king could take next move
    int kingMobility = 0;      // per empty square the side's kings see
    int kingDiagonal = 0;      // a king on the long diagonal a1-h8, the "main road"
    int promoteNow = 0;        // side to move: a man one step from promotion with the way free
    int promoteNext = 0;       // the same for the opponent, who needs one more move
};

// How good a quiet position is for the side to move.
int evaluate(const Position& pos, const Weights& w = Weights{});

} // namespace bashni::engine
