#include "core/net/tokens.h"

#include "core/notation.h"

namespace bashni::net {

std::optional<std::vector<std::string_view>> splitTokens(std::string_view text) {
    std::vector<std::string_view> tokens;
    for (std::size_t start = 0;;) {
        const std::size_t space = text.find(' ', start);
        const std::string_view token = text.substr(start, space - start);
        if (token.empty()) return std::nullopt;
        tokens.push_back(token);
        if (space == std::string_view::npos) return tokens;
        start = space + 1;
    }
}

std::optional<std::int64_t> readNumber(std::string_view text, std::int64_t max) {
    if (text.empty() || text.size() > 15 || (text.size() > 1 && text[0] == '0'))
        return std::nullopt;
    std::int64_t value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    if (value > max) return std::nullopt;
    return value;
}

bool isShowableText(std::string_view text) {
    return !text.empty() && text.front() != ' ' && text.back() != ' ' && isPrintableText(text);
}

bool looksLikeMove(std::string_view text) {
    if (text.size() > 200) return false; // a path of 100 squares is already absurd
    for (const char c : text)
        if (!((c >= 'a' && c <= 'h') || (c >= '1' && c <= '8') || c == '-' || c == ':'))
            return false;
    return !text.empty();
}

} // namespace bashni::net
