// Time controls (docs/RULES.md 5.5) and the text of clocks in game records (docs/NOTATION.md 4.10):
// values only. The clock itself is data in Game; no timer runs in the core.
#pragma once

#include "core/messages.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bashni {

// Times are whole milliseconds: a clock is data, charged by whoever measures the time.
using Milliseconds = std::int64_t;

struct TimeControl {
    enum class Kind {
        None,    // no clock
        Fischer, // baseMs to start with, incMs added after each of the side's moves
        PerMove, // baseMs for every move, whatever was left of the last one is lost
    };
    Kind kind = Kind::None;
    Milliseconds baseMs = 0;
    Milliseconds incMs = 0; // Fischer only

    static TimeControl none() { return {}; }
    static TimeControl fischer(Milliseconds base, Milliseconds inc) {
        return {Kind::Fischer, base, inc};
    }
    static TimeControl perMove(Milliseconds ms) { return {Kind::PerMove, ms, 0}; }

    bool timed() const { return kind != Kind::None; }
    // What a side's clock shows before its first move (and, per move, before every move).
    Milliseconds startMs() const { return timed() ? baseMs : 0; }
    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

// The longest base, increment or time per move: a day, so that sums of them never overflow and a
// typing slip (300000+3) is refused rather than taken.
constexpr Milliseconds MaxControlMs = Milliseconds(24) * 60 * 60 * 1000;

// The TimeControl tag's text (PGN's): "-" for none, "BASE+INC" in seconds as in "300+3", or
// "SECONDS/move" as in "60/move". Seconds may have up to three decimals ("10+0.1"). The base and
// the time per move are more than 0; the increment may be 0. Nothing, with the reason in *why,
// for anything else.
std::optional<TimeControl> parseTimeControl(std::string_view text, Message* why = nullptr);
// The tag's text: "-", "300+3", "10+0.1", "60/move". parseTimeControl reads it back as it was.
std::string formatTimeControl(const TimeControl& tc);

// The usual choices, in minutes+seconds as players name them ("5+3"), in the order offered.
struct TimeControlPreset {
    const char* name; // "5+3": the same in every language
    TimeControl control;
};
inline constexpr std::array<TimeControlPreset, 6> timeControlPresets{{
    {"1+0", {TimeControl::Kind::Fischer, 60'000, 0}},
    {"3+2", {TimeControl::Kind::Fischer, 180'000, 2'000}},
    {"5+3", {TimeControl::Kind::Fischer, 300'000, 3'000}},
    {"10+5", {TimeControl::Kind::Fischer, 600'000, 5'000}},
    {"15+10", {TimeControl::Kind::Fischer, 900'000, 10'000}},
    {"30+20", {TimeControl::Kind::Fischer, 1'800'000, 20'000}},
}};

// A clock as a record's [%clk] writes it, lichess's form: H:MM:SS, with the milliseconds as a
// fraction when there are any ("0:04:32", "0:00:09.3", "0:00:09.25"), so a clock reads back exact.
std::string formatClock(Milliseconds ms);
// H:MM:SS with an optional fraction of one to three digits; hours any number of digits (up to
// MaxClockHours). Nothing for anything else.
std::optional<Milliseconds> parseClock(std::string_view text);
constexpr int MaxClockHours = 9999;

} // namespace bashni
