// Squares, columns and position text (NOTATION.md "Squares and pieces", "Position text").
#include "core/notation.h"

#include <algorithm>
#include <array>

namespace bashni {
namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

// Spaces around tokens are ignored (NOTATION.md); line breaks and tabs count as spaces.
std::string_view trim(std::string_view s) {
    while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
    return s;
}

bool fail(std::string* error, std::string message) {
    if (error) *error = std::move(message);
    return false;
}

const char* colorWord(Color c) {
    return c == Color::White ? "white" : "black";
}

// Reads one "square=column" entry into pos; counts pieces for the 12-a-side limit.
bool readEntry(std::string_view entry, Position& pos, Bitboard& seen, std::array<int, 2>& count,
               std::string* error) {
    const std::string where = "entry " + quotedInput(entry) + ": ";
    const auto eq = entry.find('=');
    if (eq == std::string_view::npos)
        return fail(error, where + "expected SQUARE=COLUMN, for example d4=wb");
    const std::string_view squareText = trim(entry.substr(0, eq));
    const std::string_view columnText = trim(entry.substr(eq + 1));
    const auto sq =
        squareText.size() == 2 && squareText[0] >= 'a' ? parseSquare(squareText) : std::nullopt;
    if (!sq) return fail(error, where + quotedInput(squareText) + " is not a square (a1 to h8)");
    if (!isDark(*sq))
        return fail(error, where + std::string(squareText) +
                               " is a light square; columns stand on dark squares only");
    if (seen & bit(*sq)) return fail(error, where + std::string(squareText) + " is given twice");
    seen |= bit(*sq);
    if (columnText.empty()) return fail(error, where + "the column is empty");
    if (columnText.size() > MaxColumnHeight)
        return fail(error, where + "a column holds at most 24 pieces (12 a side)");
    for (std::size_t i = 0; i < columnText.size(); ++i)
        if (!pieceFromLetter(columnText[i]))
            return fail(error, where + quotedInput(columnText.substr(i, 1)) +
                                   " is not a piece (w, W, b or B)");
    Column col;
    for (auto it = columnText.rbegin(); it != columnText.rend(); ++it) {
        const auto piece = pieceFromLetter(*it);
        if (++count[int(colorOf(*piece))] > 12)
            return fail(error, where + "more than 12 " + colorWord(colorOf(*piece)) + " pieces");
        col.pushTop(*piece);
    }
    const Piece top = col.top();
    if (!isKing(top) && (promotionRank(colorOf(top)) & bit(*sq)))
        return fail(error, where + "a " + colorWord(colorOf(top)) +
                               " man cannot command a column on rank " +
                               (colorOf(top) == Color::White ? "8" : "1") +
                               " (it would have been crowned)");
    pos.setColumn(*sq, col);
    return true;
}

} // namespace

std::string quotedInput(std::string_view text) {
    constexpr std::size_t Longest = 40;
    std::size_t n = std::min(text.size(), Longest);
    while (n > 0 && n < text.size() && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
    std::string out = "\"";
    for (char c : text.substr(0, n)) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7F) {
            out += "\\x";
            out += "0123456789ABCDEF"[u >> 4];
            out += "0123456789ABCDEF"[u & 15];
        } else {
            out += c;
        }
    }
    return out + (n < text.size() ? "...\"" : "\"");
}

std::string squareName(Square s) {
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

std::optional<Square> parseSquare(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const char f = char(text[0] | 0x20), r = text[1]; // | 0x20 lower-cases a letter
    if (f < 'a' || f > 'h' || r < '1' || r > '8') return std::nullopt;
    return makeSquare(f - 'a', r - '1');
}

char pieceLetter(Piece p) {
    return "wbWB"[int(p)];
}

std::optional<Piece> pieceFromLetter(char c) {
    switch (c) {
    case 'w':
        return Piece::WhiteMan;
    case 'b':
        return Piece::BlackMan;
    case 'W':
        return Piece::WhiteKing;
    case 'B':
        return Piece::BlackKing;
    default:
        return std::nullopt;
    }
}

std::string formatColumn(Column c) {
    std::string s;
    for (int i = 0, h = c.height(); i < h; ++i) s += pieceLetter(c.at(i));
    return s;
}

std::string formatPosition(const Position& pos) {
    std::string s = pos.sideToMove() == Color::White ? "W:" : "B:";
    bool first = true;
    for (Square sq = 0; sq < 64; ++sq) {
        const Column c = pos.column(sq);
        if (c.empty()) continue;
        if (!first) s += ',';
        first = false;
        s += squareName(sq) + "=" + formatColumn(c);
    }
    return s;
}

std::optional<Position> parsePosition(std::string_view text, Rules rules, std::string* error) {
    text = trim(text);
    const auto colon = text.find(':');
    if (colon == std::string_view::npos) {
        fail(error, "missing side to move: position text starts with \"W:\" or \"B:\"");
        return std::nullopt;
    }
    const std::string_view side = trim(text.substr(0, colon));
    if (side != "W" && side != "B") {
        fail(error, side.empty()
                        ? "missing side to move: position text starts with \"W:\" or \"B:\""
                        : "unknown side to move " + quotedInput(side) + ": expected W or B");
        return std::nullopt;
    }
    Position pos(rules);
    pos.setSideToMove(side == "W" ? Color::White : Color::Black);
    std::string_view rest = trim(text.substr(colon + 1));
    Bitboard seen = 0;
    std::array<int, 2> count{0, 0};
    for (int n = 1; !rest.empty(); ++n) {
        const auto comma = rest.find(',');
        const std::string_view entry = trim(rest.substr(0, comma));
        if (entry.empty()) {
            fail(error,
                 "entry " + std::to_string(n) + " is empty (two commas or a trailing comma)");
            return std::nullopt;
        }
        if (!readEntry(entry, pos, seen, count, error)) return std::nullopt;
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
        if (trim(rest).empty()) {
            fail(error, "entry " + std::to_string(n + 1) + " is empty (a trailing comma)");
            return std::nullopt;
        }
    }
    return pos;
}

} // namespace bashni
