// The evaluation: how good a quiet position is for the side to move, made for Bashni.
#pragma once

#include "core/position.h"

#include <string_view>

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

// A weight as the tools and "engine:" players name it (docs/NOTATION.md).
struct NamedWeight {
    std::string_view name;
    int step;            // how far tuning by games nudges it (tools/spsa.cpp); 0: never
    int Weights::*field; // or null for an entry of the advancement table:
    int rank;            // the man's rank from its own side
    int& in(Weights& w) const { return field ? w.*field : w.advance[rank]; }
};

// Every weight that may be set by name, in one place so that the tools cannot drift apart.
// man stays 100 when tuning: it is the unit the others are counted in.
inline constexpr NamedWeight namedWeights[] = {
    {"man", 0, &Weights::man, 0},
    {"king", 20, &Weights::king, 0},
    {"reserve", 5, &Weights::reserve, 0},
    {"prisoner", 5, &Weights::prisoner, 0},
    {"exposed", 5, &Weights::exposed, 0},
    {"mobility", 2, &Weights::mobility, 0},
    {"threat", 5, &Weights::threatPercent, 0},
    {"centre", 4, &Weights::centre, 0},
    {"edge", 4, &Weights::edge, 0},
    {"kingThreat", 8, &Weights::kingThreatPercent, 0},
    {"kingMobility", 2, &Weights::kingMobility, 0},
    {"kingDiagonal", 8, &Weights::kingDiagonal, 0},
    {"promoteNow", 15, &Weights::promoteNow, 0},
    {"promoteNext", 15, &Weights::promoteNext, 0},
    {"advance0", 6, nullptr, 0},
    {"advance1", 6, nullptr, 1},
    {"advance2", 6, nullptr, 2},
    {"advance3", 6, nullptr, 3},
    {"advance4", 6, nullptr, 4},
    {"advance5", 8, nullptr, 5},
    {"advance6", 10, nullptr, 6},
};

// The weight called name, or null.
inline const NamedWeight* findWeight(std::string_view name) {
    for (const NamedWeight& n : namedWeights)
        if (n.name == name) return &n;
    return nullptr;
}

// How good a quiet position is for the side to move.
int evaluate(const Position& pos, const Weights& w = Weights{});

} // namespace bashni::engine
