#include "core/net/limits.h"

namespace bashni::net {

bool LineRate::allow(Milliseconds now) {
    // The oldest of the last 20 lines: if it is less than a second old, this is the 21st.
    if (count_ == MaxLinesPerSecond && now - times_[next_] < 1000) return false;
    times_[next_] = now;
    next_ = (next_ + 1) % MaxLinesPerSecond;
    if (count_ < MaxLinesPerSecond) ++count_;
    return true;
}

} // namespace bashni::net
