// What a move does to the board hop by hop, for a display that animates it: the rules stay in
// the core, the desktop program only shows the steps.
#pragma once

#include "core/position.h"

#include <vector>

namespace bashni {

// One hop of a move: the moving column goes from `from` to `to`, and afterwards the squares in
// `changed` hold the columns given (the moving column's new self on `to` is always among them).
struct TransitionStep {
    Square from = NoSquare, to = NoSquare;
    Square jumped = NoSquare; // the column jumped on this hop (NoSquare for a quiet move)
    bool takesNow = false;    // the jumped top goes under the mover on this hop
    std::vector<std::pair<Square, Column>> changed;
};

// The steps of a legal move of pos's side to move. After the last step the board is the
// position after the move. Under `standard` and `intervening` each taken top goes under the
// mover as it is jumped (4.8); under `turkish` the jumped columns stay until the last hop, where
// all the taken tops go under in jump order. A man reaching the far rank is crowned on that hop
// (4.6).
std::vector<TransitionStep> transition(const Position& pos, const Move& m);

} // namespace bashni
