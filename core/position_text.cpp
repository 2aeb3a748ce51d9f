// Squares, columns and position text (docs/NOTATION.md "Squares and pieces", "Position text").
#include "core/notation.h"

#include "core/messages.h"

#include <algorithm>
#include <array>

namespace bashni {
namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

// Spaces around tokens are ignored (docs/NOTATION.md); line breaks and tabs count as spaces.
std::string_view trim(std::string_view s) {
    while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
    return s;
}

bool fail(Message* error, Message message) {
    if (error) *error = std::move(message);
    return false;
}

// Reads the pieces of an entry's column, top first, counting them for the 12-a-side limit.
bool readColumn(std::string_view text, const std::string& shown, Column& col,
                std::array<int, 2>& count, Message* error) {
    if (text.empty()) return fail(error, Message(messages::ColumnEmpty, {shown}));
    if (text.size() > MaxColumnHeight)
        return fail(error, Message(messages::ColumnTooHigh, {shown}));
    for (std::size_t i = 0; i < text.size(); ++i)
        if (!pieceFromLetter(text[i]))
            return fail(error,
                        Message(messages::NotAPiece, {shown, quotedInput(text.substr(i, 1))}));
    for (auto it = text.rbegin(); it != text.rend(); ++it) {
        const auto piece = pieceFromLetter(*it);
        const Color c = colorOf(*piece);
        if (++count[int(c)] > 12)
            return fail(error, Message(c == Color::White ? messages::MoreThan12White
                                                         : messages::MoreThan12Black,
                                       {shown}));
        col.pushTop(*piece);
    }
    return true;
}

// Reads one "square=column" entry into pos; counts pieces for the 12-a-side limit.
bool readEntry(std::string_view entry, Position& pos, Bitboard& seen, std::array<int, 2>& count,
               Message* error) {
    const std::string shown = quotedInput(entry);
    const auto eq = entry.find('=');
    if (eq == std::string_view::npos)
        return fail(error, Message(messages::EntryNotSquareColumn, {shown}));
    const std::string_view squareText = trim(entry.substr(0, eq));
    const auto sq =
        squareText.size() == 2 && squareText[0] >= 'a' ? parseSquare(squareText) : std::nullopt;
    if (!sq) return fail(error, Message(messages::NotASquare, {shown, quotedInput(squareText)}));
    if (!isDark(*sq)) return fail(error, Message(messages::EntryLightSquare, {shown, squareText}));
    if (seen & bit(*sq))
        return fail(error, Message(messages::SquareGivenTwice, {shown, squareText}));
    seen |= bit(*sq);
    Column col;
    if (!readColumn(trim(entry.substr(eq + 1)), shown, col, count, error)) return false;
    const Color top = colorOf(col.top());
    if (!isKing(col.top()) && (promotionRank(top) & bit(*sq)))
        return fail(error, Message(top == Color::White ? messages::WhiteManOnRank8
                                                       : messages::BlackManOnRank1,
                                   {shown}));
    pos.setColumn(*sq, col);
    return true;
}

} // namespace

int utf8CharLength(std::string_view text) {
    if (text.empty()) return 0;
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char c = byte(0);
    if (c < 0x80) return 1;
    // The shortest form only, and no surrogates (U+D800..U+DFFF) nor code points past U+10FFFF:
    // the second byte's range depends on the first (Unicode's table of well-formed sequences).
    int length = 0;
    unsigned char low = 0x80, high = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        length = 3;
        if (c == 0xE0) low = 0xA0;
        if (c == 0xED) high = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        length = 4;
        if (c == 0xF0) low = 0x90;
        if (c == 0xF4) high = 0x8F;
    } else {
        return 0;
    }
    if (text.size() < std::size_t(length) || byte(1) < low || byte(1) > high) return 0;
    for (std::size_t i = 2; i < std::size_t(length); ++i)
        if ((byte(i) & 0xC0) != 0x80) return 0;
    return length;
}

namespace {

// A character of `length` bytes at the start of text that a terminal would act on rather than
// show: C0 controls, DEL, C1 controls (U+0080..U+009F, which some terminals take as escape
// sequences), the line and paragraph separators (U+2028, U+2029), and the bidirectional
// controls (U+061C, U+200E, U+200F, U+202A..U+202E, U+2066..U+2069), which reorder the text
// around them: "connected <U+202E>liveE" shows as "connected Evil".
bool isControl(std::string_view text, int length) {
    const auto c = static_cast<unsigned char>(text[0]);
    if (length == 1) return c < 0x20 || c == 0x7F;
    const auto c1 = static_cast<unsigned char>(text[1]);
    if (length == 2) return (c == 0xC2 && c1 < 0xA0) || (c == 0xD8 && c1 == 0x9C);
    if (length != 3 || c != 0xE2) return false;
    const auto c2 = static_cast<unsigned char>(text[2]);
    return (c1 == 0x80 && (c2 == 0x8E || c2 == 0x8F || (c2 >= 0xA8 && c2 <= 0xAE))) ||
           (c1 == 0x81 && c2 >= 0xA6 && c2 <= 0xA9);
}

} // namespace

bool isPrintableText(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const int n = utf8CharLength(text.substr(i));
        if (n == 0 || isControl(text.substr(i), n)) return false;
        i += std::size_t(n);
    }
    return true;
}

std::string quotedInput(std::string_view text) {
    constexpr std::size_t Longest = 40;
    std::string out = "\"";
    std::size_t i = 0;
    while (i < text.size()) {
        const std::string_view rest = text.substr(i);
        const int n = utf8CharLength(rest);
        // A byte that starts no character stands alone; a character is never cut.
        const std::size_t size = n == 0 ? 1 : std::size_t(n);
        if (i + size > Longest) break;
        if (n == 0 || isControl(rest, n)) {
            for (const char c : rest.substr(0, size)) {
                const auto u = static_cast<unsigned char>(c);
                out += "\\x";
                out += "0123456789ABCDEF"[u >> 4];
                out += "0123456789ABCDEF"[u & 15];
            }
        } else {
            out += rest.substr(0, size);
        }
        i += size;
    }
    return out + (i < text.size() ? "...\"" : "\"");
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

std::optional<Position> parsePosition(std::string_view text, Rules rules, Message* error) {
    text = trim(text);
    const auto colon = text.find(':');
    if (colon == std::string_view::npos) {
        fail(error, messages::MissingSide);
        return std::nullopt;
    }
    const std::string_view side = trim(text.substr(0, colon));
    if (side != "W" && side != "B") {
        fail(error, side.empty() ? Message(messages::MissingSide)
                                 : Message(messages::UnknownSide, {quotedInput(side)}));
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
            fail(error, Message(messages::EntryEmpty, {std::to_string(n)}));
            return std::nullopt;
        }
        if (!readEntry(entry, pos, seen, count, error)) return std::nullopt;
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
        if (trim(rest).empty()) {
            fail(error, Message(messages::EntryEmptyAtEnd, {std::to_string(n + 1)}));
            return std::nullopt;
        }
    }
    return pos;
}

} // namespace bashni
