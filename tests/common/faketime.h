// A time for the clocks' tests (ui/game/timesource.h) that stands still until the test moves it:
// advance() brings each beat a running MoveTimer would have had on the way, at its moment, so a
// test asserts exact clock values and waits for no real time.
#pragma once

#include "ui/game/timesource.h"

namespace bashni::test {

class FakeTime final : public ui::TimeSource {
  public:
    Milliseconds now() const override { return now_; }
    void setBeating(bool on, int intervalMs) override {
        interval_ = on ? intervalMs : 0;
        next_ = now_ + interval_;
    }
    bool beating() const { return interval_ > 0; }

    void advance(Milliseconds ms) {
        const Milliseconds end = now_ + ms;
        while (interval_ > 0 && next_ <= end) {
            now_ = next_;
            next_ += interval_;
            emit beat(); // which may stop the beat (a flag fell) or start it again
        }
        now_ = end;
    }

  private:
    Milliseconds now_ = 0;
    Milliseconds next_ = 0;
    int interval_ = 0;
};

} // namespace bashni::test
