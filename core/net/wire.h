// The messages of docs/PROTOCOL.md as typed values, read from a line with every argument checked
// and written back as a line. Only the form is checked here; whether a message is allowed at that
// moment (turn, ply, legality) is the session's business.
#pragma once

#include "core/position.h"
#include "core/timecontrol.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace bashni::net {

constexpr int ProtocolVersion = 2;
constexpr const char* VersionText = "2"; // as the greeting writes it
constexpr std::uint16_t DefaultPort = 47521;
constexpr std::size_t MaxChatChars = 500; // characters (code points), not bytes
constexpr std::size_t MaxIdLength = 32;
constexpr std::size_t SecretLength = 32; // hexadecimal digits: 128 random bits
constexpr int MaxWirePly = 100'000;      // far past any real game; keeps numbers small

// What the host proposes in its GAME line.
struct GameSetup {
    std::string id;
    Rules rules = Rules::Standard;
    Color guestColour = Color::Black;
    TimeControl clock;             // none or Fischer (BASE+INC)
    std::optional<Position> start; // nothing: the start position of docs/RULES.md 1.2
    friend bool operator==(const GameSetup&, const GameSetup&) = default;
};

namespace wire {
struct Hello {
    std::string version; // as sent: the session answers anything but "1" with ERROR version
    std::string name;
};
struct Game {
    GameSetup setup;
};
// The guest's seat: from the guest right after its greeting, the game it comes back to and its
// secret (both empty: "SEAT -", a guest without a game of this host); from the host after ACCEPT
// of a game new to the guest, the secret that takes the seat again.
struct Seat {
    std::string id;
    std::string secret;
};
struct Accept {
    std::string id;
};
struct Decline {
    std::string id;
    std::string reason;
};
struct Move {
    int ply = 0;
    std::string move;
    std::optional<Milliseconds> ms;
};
struct Sync {
    int ply = 0;
    std::optional<Milliseconds> used; // timed games: the mover's time on the move in progress
};
enum class Answer { Offer, Accept, Decline };
struct Draw {
    Answer what = Answer::Offer;
};
struct Takeback {
    Answer what = Answer::Offer;
    int ply = 0; // of an offer
};
struct Resign {};
struct Timeout {};
struct Flag {};
struct Chat {
    std::string text;
};
struct Ping {
    std::string token;
};
struct Pong {
    std::string token;
};
struct Bye {};
struct Error {
    std::string reason;
};
} // namespace wire

using WireMessage =
    std::variant<wire::Hello, wire::Seat, wire::Game, wire::Accept, wire::Decline, wire::Move,
                 wire::Sync, wire::Draw, wire::Takeback, wire::Resign, wire::Timeout, wire::Flag,
                 wire::Chat, wire::Ping, wire::Pong, wire::Bye, wire::Error>;

// A line read: the message, or the reason an ERROR line gives for refusing it.
struct ParsedLine {
    std::optional<WireMessage> message;
    std::string error; // "unknown command", "bad arguments", "chat too long"
};
// `line` without its end, already known to be UTF-8 (LineReader).
ParsedLine parseLine(std::string_view line);
// The line with its LF.
std::string formatLine(const WireMessage& message);

// 1 to 32 of A-Z a-z 0-9 _ - (game ids, ping tokens).
bool isValidId(std::string_view id);
// A new game's id: 8 letters and digits (no look-alikes such as 0 and O) from the system's
// random source, so that two games of one host never share an id.
std::string newGameId();
// A seat's secret: 32 lower-case hexadecimal digits, 128 bits from the system's random source.
std::string newSecret();
bool isValidSecret(std::string_view secret);
// Compares two secrets in a time that does not depend on where they differ.
bool sameSecret(std::string_view a, std::string_view b);
// "-" or BASE+INC in seconds, up to three decimals: the protocol's clocks are Fischer only.
std::optional<TimeControl> parseWireClock(std::string_view text);
std::string formatWireClock(const TimeControl& tc);
// Characters (code points) of UTF-8 text.
std::size_t charCount(std::string_view utf8);

} // namespace bashni::net
