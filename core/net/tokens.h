// The pieces every protocol line of docs/PROTOCOL.md is made of, shared by the direct-play
// messages (wire.h) and the server's (server/commands.h): tokens at single spaces, numbers
// without sign or leading zeros, free text, move text.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace bashni::net {

// The line's words, split at single spaces. Nothing when two spaces meet or the line starts or
// ends with one: the protocol separates tokens by exactly one space.
std::optional<std::vector<std::string_view>> splitTokens(std::string_view text);
// A decimal number without sign or leading zeros, at most `max`.
std::optional<std::int64_t> readNumber(std::string_view text, std::int64_t max);
// Free text (a name, a chat line): something to show, printable, no control characters, and
// no space at either end (where it would be two spaces together, or one at the line's end).
bool isShowableText(std::string_view text);
// A move's squares and separators only; the rules engine judges the rest.
bool looksLikeMove(std::string_view text);

} // namespace bashni::net
