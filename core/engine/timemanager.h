// How long the AI thinks about a move under a clock (docs/RULES.md 5.5): a budget from the time
// left, stretched while the search is unsure. Plain arithmetic on milliseconds; the clock itself
// is the caller's (core/game.h).
#pragma once

#include "core/move.h"
#include "core/timecontrol.h"

namespace bashni::engine {

// The side to move's clock as the move starts.
struct ClockState {
    TimeControl control;     // None: untimed, the rest is ignored
    Milliseconds leftMs = 0; // Fischer: what the side has left; per move: the time for this move
    int ply = 0;             // plies played in the game so far (how far into the game it is)
};

// What the position tells about how hard the move is.
struct MoveTraits {
    int moves = 2;           // distinct legal moves; 1: nothing to think about
    bool capture = false;    // the side to move must capture (an exchange is under way)
    bool threatened = false; // the opponent could capture if it were its move
};

// Search time for one move, from the moment it starts.
struct TimeBudget {
    Milliseconds softMs = 0; // no new iteration starts past this (stretched, see TimeManager)
    Milliseconds hardMs = 0; // the search stops at once here; the flag never falls before
};

// The time kept back from every move for what surrounds the search (making the move, the
// caller's bookkeeping, the time between two looks at the clock, being made to wait on a loaded
// machine): a tenth of what is left, but at least 10 ms (or a quarter of what is left, when that
// is less) and at most 50 ms.
Milliseconds moveReserve(Milliseconds left);
constexpr Milliseconds MinReserveMs = 10, MaxReserveMs = 50;

// The budget for one move. Never more than what is left minus the reserve; under Fischer never
// more than a fraction of it either, so one bad guess cannot lose the game on time. capMs > 0
// caps both limits (a level's own time). Untimed: the cap alone, or no limit (0) without one.
TimeBudget planMove(const ClockState& clock, const MoveTraits& traits, Milliseconds capMs = 0);

// Between the search's iterations: whether the next is worth starting. The soft target grows
// when the best move changed or the score fell, since that is when more depth changes the move;
// it never passes half the hard limit, since an iteration begun later would mostly be cut off.
class TimeManager {
  public:
    explicit TimeManager(TimeBudget budget) : budget_(budget) {}
    const TimeBudget& budget() const { return budget_; }
    // After an iteration ended at `elapsedMs` with `best` scoring `score`.
    bool startNext(const Move& best, int score, Milliseconds elapsedMs);
    // The soft target as it stands now.
    Milliseconds softMs() const;

  private:
    TimeBudget budget_;
    bool seen_ = false;
    Move best_{};
    int score_ = 0;
    double instability_ = 0; // best-move changes, older ones counting half as much each iteration
    double fall_ = 0;        // how much the score fell in the last iteration, in men
};

} // namespace bashni::engine
