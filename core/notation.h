// Text forms of docs/NOTATION.md: squares, columns, positions and moves, both ways.
#pragma once

#include "core/messages.h"
#include "core/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bashni {

std::string squareName(Square s);
// "c3" (also "C3"); any square of the board, light ones included (callers say why they refuse).
std::optional<Square> parseSquare(std::string_view text);

char pieceLetter(Piece p);
std::optional<Piece> pieceFromLetter(char c);
std::string formatColumn(Column c); // top piece first

// Text a user gave, in double quotes, for an error message: always one short line that a
// terminal shows as it is (control characters, C1 ones included, and bytes that are not UTF-8
// shown as \xNN; text longer than 40 bytes cut with "...", never inside a character).
std::string quotedInput(std::string_view text);
// Whether quotedInput would show every byte of the text as it is: valid UTF-8, no control
// characters (bidirectional controls count as such).
bool isPrintableText(std::string_view text);
// The length in bytes (1 to 4) of the UTF-8 character that starts the text; 0 when none does (a
// stray or missing continuation byte, an overlong form, a surrogate, past U+10FFFF, or no text).
int utf8CharLength(std::string_view text);

// Canonical position text: entries from a1 rank by rank, no spaces.
std::string formatPosition(const Position& pos);
// Parses position text; on failure returns nothing and says in *error which entry and why.
std::optional<Position> parsePosition(std::string_view text, Rules rules = Rules::Standard,
                                      Message* error = nullptr);

// Canonical move text: "c3-d4" or the full capture path "c3:e5:c7".
std::string formatMove(const Move& m);
// Joins moves as a player reads them: "a", "a or b", "a, b or c" (long lists are cut short). One
// move is its text; more are a message of their own, whose "or" is translated.
Message::Arg moveChoice(const std::vector<Move>& moves);

// Reads a move typed by a player and finds it among the legal moves of pos. Accepts `x` for `:`,
// upper-case files and a capture given by its first and last square (or any part of its path,
// in order) when exactly one legal capture fits: every path is a move of its own, even where
// several leave the same position. When nothing fits, *error explains why in a player's words
// ("capture is compulsory: c3:e5 or g3:e5"), listing every path meant while there are at most
// 10,000 of them; past that (a flying king beside a tall column can have a million) one path per
// outcome, or for an ambiguous capture the first paths found, and the count of the others.
std::optional<Move> parseMove(const Position& pos, std::string_view text, Message* error = nullptr);

} // namespace bashni
