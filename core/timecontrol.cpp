#include "core/timecontrol.h"

#include "core/notation.h"

namespace bashni {
namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// Seconds with up to three decimals, as milliseconds; nothing past MaxControlMs or for any other
// text (no sign, no exponent, no empty parts: "5.", ".5" are refused).
std::optional<Milliseconds> parseSeconds(std::string_view s) {
    const std::size_t dot = s.find('.');
    const std::string_view whole = s.substr(0, dot);
    const std::string_view frac = dot == s.npos ? std::string_view() : s.substr(dot + 1);
    if (whole.empty() || whole.size() > 6 || (dot != s.npos && (frac.empty() || frac.size() > 3)))
        return std::nullopt;
    Milliseconds ms = 0;
    for (const char c : whole) {
        if (!isDigit(c)) return std::nullopt;
        ms = ms * 10 + (c - '0');
    }
    ms *= 1000;
    Milliseconds scale = 100;
    for (const char c : frac) {
        if (!isDigit(c)) return std::nullopt;
        ms += (c - '0') * scale;
        scale /= 10;
    }
    if (ms > MaxControlMs) return std::nullopt;
    return ms;
}

// Seconds as the tag writes them: "300", "0.1", "2.25".
std::string formatSeconds(Milliseconds ms) {
    std::string out = std::to_string(ms / 1000);
    if (Milliseconds frac = ms % 1000; frac != 0) {
        std::string digits = std::to_string(frac + 1000).substr(1); // three, with leading zeros
        while (digits.back() == '0') digits.pop_back();
        out += '.' + digits;
    }
    return out;
}

} // namespace

std::optional<TimeControl> parseTimeControl(std::string_view text, Message* why) {
    auto refuse = [&]() -> std::optional<TimeControl> {
        if (why) *why = Message(messages::BadTimeControl, {quotedInput(text)});
        return std::nullopt;
    };
    if (text == "-") return TimeControl::none();
    constexpr std::string_view perMoveSuffix = "/move";
    if (text.ends_with(perMoveSuffix)) {
        const auto ms = parseSeconds(text.substr(0, text.size() - perMoveSuffix.size()));
        if (!ms || *ms == 0) return refuse();
        return TimeControl::perMove(*ms);
    }
    const std::size_t plus = text.find('+');
    if (plus == text.npos) return refuse();
    const auto base = parseSeconds(text.substr(0, plus));
    const auto inc = parseSeconds(text.substr(plus + 1));
    if (!base || !inc || *base == 0) return refuse();
    return TimeControl::fischer(*base, *inc);
}

std::string formatTimeControl(const TimeControl& tc) {
    switch (tc.kind) {
    case TimeControl::Kind::None:
        break;
    case TimeControl::Kind::Fischer:
        return formatSeconds(tc.baseMs) + '+' + formatSeconds(tc.incMs);
    case TimeControl::Kind::PerMove:
        return formatSeconds(tc.baseMs) + "/move";
    }
    return "-";
}

std::string formatClock(Milliseconds ms) {
    if (ms < 0) ms = 0;
    const Milliseconds seconds = ms / 1000;
    auto two = [](Milliseconds n) { return std::to_string(n + 100).substr(1); };
    std::string out =
        std::to_string(seconds / 3600) + ':' + two(seconds / 60 % 60) + ':' + two(seconds % 60);
    if (Milliseconds frac = ms % 1000; frac != 0) {
        std::string digits = std::to_string(frac + 1000).substr(1);
        while (digits.back() == '0') digits.pop_back();
        out += '.' + digits;
    }
    return out;
}

std::optional<Milliseconds> parseClock(std::string_view s) {
    const std::size_t colon = s.find(':');
    if (colon == s.npos || colon == 0 || colon > 4) return std::nullopt;
    Milliseconds hours = 0;
    for (const char c : s.substr(0, colon)) {
        if (!isDigit(c)) return std::nullopt;
        hours = hours * 10 + (c - '0');
    }
    const std::string_view rest = s.substr(colon + 1); // MM:SS[.fff]
    if (rest.size() < 5 || !isDigit(rest[0]) || !isDigit(rest[1]) || rest[2] != ':' ||
        !isDigit(rest[3]) || !isDigit(rest[4]))
        return std::nullopt;
    const int minutes = (rest[0] - '0') * 10 + (rest[1] - '0');
    const int secs = (rest[3] - '0') * 10 + (rest[4] - '0');
    if (minutes > 59 || secs > 59) return std::nullopt;
    Milliseconds ms = ((hours * 60 + minutes) * 60 + secs) * 1000;
    const std::string_view frac = rest.substr(5);
    if (!frac.empty()) {
        if (frac[0] != '.' || frac.size() < 2 || frac.size() > 4) return std::nullopt;
        Milliseconds scale = 100;
        for (const char c : frac.substr(1)) {
            if (!isDigit(c)) return std::nullopt;
            ms += (c - '0') * scale;
            scale /= 10;
        }
    }
    return ms;
}

} // namespace bashni
