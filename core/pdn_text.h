// Text rules shared by the game-record reader and writer (pdn_reader.cpp, pdn_writer.cpp), so that
// what one writes the other reads back unchanged; and how the reader and its lexer (pdn_lexer.cpp)
// show the text they refuse.
#pragma once

#include "core/evaluation.h"
#include "core/notation.h"
#include "core/timecontrol.h"

#include <optional>
#include <string>
#include <string_view>

namespace bashni::pdn {

// A comment as a game keeps it: words separated by single spaces (line breaks, tabs and other
// control characters count as spaces), no space at either end, and no '}' (it would end the
// comment in a record; ')' stands in for it).
inline std::string cleanComment(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    bool gap = false;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c <= ' ' || c == 0x7F) {
            gap = !out.empty();
            continue;
        }
        if (gap) out += ' ';
        gap = false;
        out += ch == '}' ? ')' : ch;
    }
    return out;
}

// A move's clock as a comment of its own, lichess's: "[%clk 0:04:32]" (written in braces).
inline std::string clockComment(Milliseconds ms) {
    return "[%clk " + formatClock(ms) + "]";
}

// Takes a well-formed "[%clk H:MM:SS(.fff)]" out of a (clean) comment: its time, with the rest of
// the comment, cleaned, left in *rest. Nothing, *rest untouched, when there is none: a malformed
// one stays a plain comment.
inline std::optional<Milliseconds> takeClock(const std::string& comment, std::string* rest) {
    constexpr std::string_view open = "[%clk ";
    const std::size_t at = comment.find(open);
    if (at == std::string::npos) return std::nullopt;
    const std::size_t close = comment.find(']', at);
    if (close == std::string::npos) return std::nullopt;
    const std::size_t from = at + open.size();
    const auto ms = parseClock(std::string_view(comment).substr(from, close - from));
    if (!ms) return std::nullopt;
    *rest = cleanComment(comment.substr(0, at) + ' ' + comment.substr(close + 1));
    return ms;
}

// A review's score after a move as a comment of its own: "[%eval +0.35]", "[%eval #12]".
inline std::string evalComment(const Evaluation& e) {
    return "[%eval " + formatEvaluation(e) + "]";
}

// Takes a well-formed "[%eval ...]" out of a (clean) comment, as takeClock does a clock.
inline std::optional<Evaluation> takeEval(const std::string& comment, std::string* rest) {
    constexpr std::string_view open = "[%eval ";
    const std::size_t at = comment.find(open);
    if (at == std::string::npos) return std::nullopt;
    const std::size_t close = comment.find(']', at);
    if (close == std::string::npos) return std::nullopt;
    const std::size_t from = at + open.size();
    const auto e = parseEvaluation(std::string_view(comment).substr(from, close - from));
    if (!e) return std::nullopt;
    *rest = cleanComment(comment.substr(0, at) + ' ' + comment.substr(close + 1));
    return e;
}

// Numeric annotation glyphs run from $0 to $255 (PGN); 1..6 also have suffixes.
constexpr int MaxNag = 255;
constexpr std::string_view suffixes[] = {"!", "?", "!!", "??", "!?", "?!"};

// Input text for a message: printable ASCII as it is, at most 40 bytes.
inline std::string shown(std::string_view text) {
    constexpr std::size_t Longest = 40;
    bool plain = text.size() <= Longest;
    for (std::size_t i = 0; plain && i < text.size(); ++i) plain = text[i] > ' ' && text[i] < 0x7F;
    return plain ? std::string(text) : quotedInput(text);
}

} // namespace bashni::pdn
