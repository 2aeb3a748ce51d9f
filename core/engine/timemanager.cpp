#include "core/engine/timemanager.h"

#include <algorithm>

namespace bashni::engine {

Milliseconds moveReserve(Milliseconds left) {
    return std::min(std::max(left / 10, std::min(MinReserveMs, left / 4)), MaxReserveMs);
}

namespace {

// With a single move there is nothing to weigh: time only for the first iteration's score.
constexpr Milliseconds OneMoveMs = 10;

// How many more moves the time left has to last. Games of Bashni run some 30 to 60 moves a side;
// counting on many early keeps time for the endgame, where captures decide and the increment
// alone would be thin. Past the horizon the increment carries on.
int movesToGo(int ply) {
    constexpr int AtStart = 30, AtLeast = 12;
    return std::clamp(AtStart - ply / 4, AtLeast, AtStart);
}

TimeBudget capped(TimeBudget b, Milliseconds capMs) {
    b.hardMs = std::max<Milliseconds>(1, b.hardMs); // 0 would mean no limit to the search
    if (capMs > 0) b.hardMs = std::min(b.hardMs, capMs);
    b.softMs = std::clamp<Milliseconds>(b.softMs, 0, b.hardMs);
    return b;
}

// Per move: what is not used is lost, so the search goes on to the hard limit.
TimeBudget perMove(Milliseconds left) {
    const Milliseconds hard = left - moveReserve(left);
    return {hard, hard};
}

// The time kept in hand under Fischer: a tenth of the base, at most a second, and no more than
// ten increments can refill (none without an increment, where nothing would refill it).
Milliseconds cushion(const TimeControl& tc) {
    return std::min({tc.baseMs / 10, Milliseconds(1000), tc.incMs * 10});
}

TimeBudget fischer(const ClockState& clock, const MoveTraits& traits) {
    const Milliseconds left = clock.leftMs, inc = clock.control.incMs;
    const Milliseconds usable = left - moveReserve(left);
    // A clock that lives on its increment cannot afford a move that overruns its limit, as moves
    // do on a loaded machine: the cushion is not planned, and below it only part of the
    // increment is spent, so the clock climbs back. Above it not all of the increment is spent
    // either, which keeps time for the hard moves.
    const Milliseconds kept = cushion(clock.control);
    const double fill = kept > 0 ? std::min(1.0, double(left) / double(kept)) : 1.0;
    Milliseconds target = std::max<Milliseconds>(0, usable - kept) / movesToGo(clock.ply) +
                          Milliseconds(double(inc) * 0.75 * fill);
    if (traits.capture || traits.threatened) target += target / 4; // exchanges decide games
    // An iteration started just before the soft target ends at about two or three times it, so
    // the soft target is below the mean a move is meant to take.
    const Milliseconds soft = target * 3 / 5;
    // No single move may take more than two fifths of what is usable: after the worst case the
    // clock still has most of its time, and the next moves plan from that.
    const Milliseconds hard = std::min(usable * 2 / 5, target * 4);
    return {soft, hard};
}

} // namespace

TimeBudget planMove(const ClockState& clock, const MoveTraits& traits, Milliseconds capMs) {
    if (!clock.control.timed()) return {capMs, capMs};
    const Milliseconds left = std::max<Milliseconds>(0, clock.leftMs);
    TimeBudget b = clock.control.kind == TimeControl::Kind::PerMove
                       ? perMove(left)
                       : fischer({clock.control, left, clock.ply}, traits);
    if (traits.moves <= 1) b = {0, std::min(b.hardMs, OneMoveMs)};
    return capped(b, capMs);
}

bool TimeManager::startNext(const Move& best, int score, Milliseconds elapsedMs) {
    if (seen_) {
        instability_ = instability_ / 2 + (best == best_ ? 0 : 1);
        fall_ = std::max(0, score_ - score) / 100.0;
    }
    seen_ = true;
    best_ = best;
    score_ = score;
    if (budget_.hardMs == 0) return true; // untimed and uncapped: only the depth ends it
    return elapsedMs < softMs();
}

Milliseconds TimeManager::softMs() const {
    // A changed best move (up to twice the time) and a fall of up to a man (twice again).
    const double stretch = (1 + instability_ / 2) * (1 + std::min(fall_, 1.0));
    const Milliseconds most = std::max(budget_.softMs, budget_.hardMs / 2);
    return std::min(Milliseconds(double(budget_.softMs) * stretch), most);
}

} // namespace bashni::engine
