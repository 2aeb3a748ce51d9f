// The times and limits of docs/PROTOCOL.md ("Limits a host enforces", keep-alive, flag grace),
// and the counter of lines a second. All times are handed in, in milliseconds: nothing here
// reads a clock, so the tests run without waiting.
#pragma once

#include "core/timecontrol.h"

#include <array>
#include <cstddef>

namespace bashni::net {

constexpr Milliseconds GreetingTimeoutMs = 10'000; // a guest that has not greeted by then is cut
constexpr Milliseconds PingAfterMs = 15'000;       // nothing heard for this long: PING
constexpr Milliseconds SilenceLostMs = 60'000;     // nothing heard for this long: lost
constexpr Milliseconds FlagGraceMs = 2'000;        // past zero by more than this: FLAG
// How much less time a mover may report having used than the receiver measured: the network's
// delay both ways (the receiver's count starts when its move left, the mover's when it arrived).
constexpr Milliseconds LagAllowanceMs = 1'000;
constexpr std::size_t MaxLinesPerSecond = 20;
// How long bashni-cli host waits for a lost guest to come back.
constexpr Milliseconds ResumeWaitMs = 120'000;

// Counts lines in any window of one second; the 21st within a second is one too many.
class LineRate {
  public:
    // Records a line at `now`; false when it makes more than MaxLinesPerSecond in a second.
    bool allow(Milliseconds now);
    void reset() { count_ = 0; }

  private:
    std::array<Milliseconds, MaxLinesPerSecond> times_{}; // ring of the last lines' times
    std::size_t next_ = 0;
    std::size_t count_ = 0;
};

} // namespace bashni::net
