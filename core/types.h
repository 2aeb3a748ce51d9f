// Basic vocabulary of the rules: squares, colours, pieces, rule sets.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace bashni {

// Squares are numbered 0..63 on the full 8x8 board (a1 = 0, b1 = 1, ..., h8 = 63), so that a
// diagonal step is a fixed shift of a 64-bit board. Only the 32 dark squares are ever used.
using Square = int;
using Bitboard = std::uint64_t;

constexpr Square NoSquare = 64;

constexpr int fileOf(Square s) {
    return s & 7;
}
constexpr int rankOf(Square s) {
    return s >> 3;
}
constexpr Square makeSquare(int file, int rank) {
    return rank * 8 + file;
}
constexpr bool isDark(Square s) {
    return ((fileOf(s) + rankOf(s)) & 1) == 0;
}
constexpr Bitboard bit(Square s) {
    return Bitboard{1} << s;
}
// Dark squares map one-to-one onto 0..31 by dropping the lowest bit (one dark square per file
// pair).
constexpr int darkIndex(Square s) {
    return s >> 1;
}

enum class Color : std::uint8_t { White = 0, Black = 1 };
constexpr Color operator~(Color c) {
    return Color(int(c) ^ 1);
}

// A piece in two bits: bit 0 is the colour, bit 1 says king. This is also how pieces are packed
// into a column word (see column.h).
enum class Piece : std::uint8_t { WhiteMan = 0, BlackMan = 1, WhiteKing = 2, BlackKing = 3 };
constexpr Color colorOf(Piece p) {
    return Color(int(p) & 1);
}
constexpr bool isKing(Piece p) {
    return (int(p) & 2) != 0;
}
constexpr Piece makePiece(Color c, bool king) {
    return Piece(int(c) | (king ? 2 : 0));
}
constexpr Piece promoted(Piece p) {
    return Piece(int(p) | 2);
}

// docs/RULES.md 4.8: what may happen to a column jumped earlier in the same move.
enum class Rules : std::uint8_t { Standard, Intervening, Turkish };

std::string_view rulesName(Rules r);
std::optional<Rules> parseRules(std::string_view name);

} // namespace bashni
