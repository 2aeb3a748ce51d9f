// Text rules shared by the game-record reader and writer (pdn_reader.cpp, pdn_writer.cpp), so that
// what one writes the other reads back unchanged.
#pragma once

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

// Numeric annotation glyphs run from $0 to $255 (PGN); 1..6 also have suffixes.
constexpr int MaxNag = 255;
constexpr std::string_view suffixes[] = {"!", "?", "!!", "??", "!?", "?!"};

} // namespace bashni::pdn
