#include "core/evaluation.h"

#include <cstdlib>

namespace bashni {
namespace {

constexpr int MaxValue = 1'000'000; // a bound on what is read, far past any score

// Digits only, at most 7 of them; nothing otherwise.
std::optional<int> digits(std::string_view text) {
    if (text.empty() || text.size() > 7) return std::nullopt;
    int n = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    return n;
}

} // namespace

std::string formatEvaluation(const Evaluation& e) {
    if (e.forced) return "#" + std::to_string(e.value);
    const int v = std::abs(e.value);
    std::string text = e.value > 0 ? "+" : e.value < 0 ? "-" : "";
    text += std::to_string(v / 100) + '.' + char('0' + v % 100 / 10) + char('0' + v % 10);
    return text;
}

std::optional<Evaluation> parseEvaluation(std::string_view text) {
    Evaluation e;
    if (!text.empty() && text[0] == '#') {
        e.forced = true;
        text.remove_prefix(1);
    }
    int sign = 1;
    if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
        sign = text[0] == '-' ? -1 : 1;
        text.remove_prefix(1);
    }
    if (e.forced) {
        const auto plies = digits(text);
        if (!plies || *plies == 0) return std::nullopt;
        e.value = sign * *plies;
        return e;
    }
    const std::size_t dot = text.find('.');
    const auto whole = digits(text.substr(0, dot));
    const std::string_view fraction = dot == std::string_view::npos ? "" : text.substr(dot + 1);
    const auto hundredths = digits(fraction);
    if (!whole || (dot != std::string_view::npos && (!hundredths || fraction.size() > 2)))
        return std::nullopt;
    const int part = !hundredths ? 0 : fraction.size() == 1 ? *hundredths * 10 : *hundredths;
    if (*whole > MaxValue / 100) return std::nullopt;
    e.value = sign * (*whole * 100 + part);
    return e;
}

} // namespace bashni
