// The lines of the server protocol (docs/PROTOCOL.md, part 2): a command word and its arguments,
// read with the direct-play protocol's rules for lines and tokens (core/net/tokens.h). Only the
// form is checked here, by a table that says how many tokens each command takes and whether free
// text ends it; what an argument means (a rule set, a clock, a game's id) is read by the helpers
// below, and whether the command is allowed now is the server's (or the client's) business.
#pragma once

#include "core/net/wire.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bashni::net::server {

constexpr int ServerProtocolVersion = 1;
constexpr const char* ServerVersionText = "1";
constexpr const char* Greeting = "BASHNI-SERVER"; // the first word of both greetings
constexpr std::uint16_t DefaultServerPort = 47522;
constexpr std::size_t MinPasswordChars = 8;
constexpr std::size_t MaxPasswordChars = 128;

// A line read: its command, its tokens after the command, and the free text that ends it
// (empty for commands without). `error` says why a line was refused; then nothing else is set.
struct Command {
    std::string name;
    std::vector<std::string> args;
    std::string text;
    std::string error; // "unknown command", "bad arguments", "chat too long"
    bool ok() const { return error.empty(); }
};

// Which side speaks: the client's commands and the server's are read from different tables, so
// that neither takes the other's words.
enum class Speaker { Client, Server };

// `line` without its end, already known to be UTF-8 (LineReader).
Command parseCommand(std::string_view line, Speaker from);
// A line (with its LF) from tokens and optional free text; the caller passes valid tokens.
std::string formatCommand(std::string_view name, const std::vector<std::string>& args,
                          std::string_view text = {});

// Account names: 2 to 20 of A-Z a-z 0-9 _ -, starting with a letter; names are unique without
// regard to case. "Guest" and anything starting with it are the server's guests'.
bool isAccountName(std::string_view name);
bool isGuestName(std::string_view name);
// A password: 8 to 128 characters of printable text (spaces inside allowed).
bool isPassword(std::string_view password);
// "rated" or "casual".
std::optional<bool> parseRated(std::string_view text);
std::string_view ratedText(bool rated);
// "white", "black" or "random" (a seek's colour for its author).
enum class SeekColour { White, Black, Random };
std::optional<SeekColour> parseSeekColour(std::string_view text);
std::string_view seekColourText(SeekColour c);
// The ratings a seek's author will play: "1300-1700" (both ends included; 0 to 9999, the lower
// first), written after the seek's colour; a seek without one takes anybody.
struct RatingRange {
    int min = 0, max = 0;
    bool contains(int rating) const { return rating >= min && rating <= max; }
    bool operator==(const RatingRange&) const = default;
};
std::optional<RatingRange> parseRatingRange(std::string_view text);
std::string formatRatingRange(const RatingRange& range);
// A ply or a count on the wire: 0 to MaxWirePly.
std::optional<int> parseCount(std::string_view text);
// Milliseconds on a clock: 0 to twice MaxControlMs.
std::optional<Milliseconds> parseMs(std::string_view text);

} // namespace bashni::net::server
