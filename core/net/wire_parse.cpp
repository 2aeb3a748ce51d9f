// Reading a line as a message (docs/PROTOCOL.md, "Messages"), every argument checked: a message
// that is not exactly as the protocol writes it is refused, never guessed at.
#include "core/net/wire.h"

#include "core/net/tokens.h"
#include "core/notation.h"

#include <vector>

namespace bashni::net {

namespace {

const char* const BadArguments = "bad arguments";

std::optional<int> readPly(std::string_view text, int min) {
    const auto n = readNumber(text, MaxWirePly);
    if (!n || *n < min) return std::nullopt;
    return int(*n);
}

std::optional<wire::Answer> readAnswer(std::string_view text) {
    if (text == "offer") return wire::Answer::Offer;
    if (text == "accept") return wire::Answer::Accept;
    if (text == "decline") return wire::Answer::Decline;
    return std::nullopt;
}

std::optional<GameSetup> readSetup(const std::vector<std::string_view>& t) {
    if (t.size() != 6 || !isValidId(t[1])) return std::nullopt;
    GameSetup s;
    s.id = std::string(t[1]);
    const auto rules = parseRules(t[2]);
    if (!rules) return std::nullopt;
    s.rules = *rules;
    if (t[3] != "w" && t[3] != "b") return std::nullopt;
    s.guestColour = t[3] == "w" ? Color::White : Color::Black;
    const auto clock = parseWireClock(t[4]);
    if (!clock) return std::nullopt;
    s.clock = *clock;
    if (t[5] != "start") {
        s.start = parsePosition(t[5], s.rules);
        if (!s.start) return std::nullopt;
    }
    return s;
}

ParsedLine bad(const char* why = BadArguments) {
    return {std::nullopt, why};
}
ParsedLine ok(WireMessage m) {
    return {std::move(m), {}};
}

// Messages whose arguments are tokens only.
ParsedLine readTokens(const std::vector<std::string_view>& t) {
    const std::string_view cmd = t[0];
    const std::size_t n = t.size();
    if (cmd == "GAME") {
        auto setup = readSetup(t);
        return setup ? ok(wire::Game{std::move(*setup)}) : bad();
    }
    if (cmd == "ACCEPT")
        return n == 2 && isValidId(t[1]) ? ok(wire::Accept{std::string(t[1])}) : bad();
    if (cmd == "MOVE") {
        if (n < 3 || n > 4 || !looksLikeMove(t[2])) return bad();
        const auto ply = readPly(t[1], 1);
        if (!ply) return bad();
        wire::Move m{*ply, std::string(t[2]), std::nullopt};
        if (n == 4 && !(m.ms = readNumber(t[3], 2 * MaxControlMs))) return bad();
        return ok(m);
    }
    if (cmd == "SYNC") {
        const auto ply = n == 2 || n == 3 ? readPly(t[1], 0) : std::nullopt;
        if (!ply) return bad();
        wire::Sync sync{*ply, std::nullopt};
        if (n == 3 && !(sync.used = readNumber(t[2], 2 * MaxControlMs))) return bad();
        return ok(sync);
    }
    if (cmd == "SEAT") {
        if (n == 2 && t[1] == "-") return ok(wire::Seat{});
        if (n != 3 || !isValidId(t[1]) || !isValidSecret(t[2])) return bad();
        return ok(wire::Seat{std::string(t[1]), std::string(t[2])});
    }
    if (cmd == "DRAW") {
        const auto a = n == 2 ? readAnswer(t[1]) : std::nullopt;
        return a ? ok(wire::Draw{*a}) : bad();
    }
    if (cmd == "TAKEBACK") {
        if (n != 2) return bad();
        if (const auto a = readAnswer(t[1]); a && *a != wire::Answer::Offer)
            return ok(wire::Takeback{*a, 0});
        const auto ply = readPly(t[1], 0);
        return ply ? ok(wire::Takeback{wire::Answer::Offer, *ply}) : bad();
    }
    if (cmd == "PING" || cmd == "PONG") {
        if (n != 2 || !isValidId(t[1])) return bad();
        if (cmd == "PING") return ok(wire::Ping{std::string(t[1])});
        return ok(wire::Pong{std::string(t[1])});
    }
    const bool bare = cmd == "RESIGN" || cmd == "TIMEOUT" || cmd == "FLAG" || cmd == "BYE";
    if (!bare) return bad("unknown command");
    if (n != 1) return bad();
    if (cmd == "RESIGN") return ok(wire::Resign{});
    if (cmd == "TIMEOUT") return ok(wire::Timeout{});
    if (cmd == "FLAG") return ok(wire::Flag{});
    return ok(wire::Bye{});
}

// Messages that end in free text (the rest of the line); nothing for the other commands.
std::optional<ParsedLine> readFreeText(std::string_view line) {
    const std::size_t space = line.find(' ');
    const std::string_view cmd = line.substr(0, space);
    const std::string_view rest = space == std::string_view::npos ? "" : line.substr(space + 1);
    if (cmd == "ERROR") return ok(wire::Error{std::string(rest)}); // shown escaped, never refused
    if (cmd == "CHAT") {
        if (!isShowableText(rest)) return bad();
        if (charCount(rest) > MaxChatChars) return bad("chat too long");
        return ok(wire::Chat{std::string(rest)});
    }
    if (cmd == "BASHNI" || cmd == "DECLINE") {
        const std::size_t second = rest.find(' ');
        const std::string_view first = rest.substr(0, second);
        const std::string_view text =
            second == std::string_view::npos ? "" : rest.substr(second + 1);
        if (cmd == "BASHNI") {
            // Another version's greeting may look different: the session answers ERROR version.
            if (first != VersionText) return ok(wire::Hello{std::string(first), std::string(text)});
            if (!isShowableText(text)) return bad();
            return ok(wire::Hello{std::string(first), std::string(text)});
        }
        if (!isValidId(first) || !isShowableText(text)) return bad();
        return ok(wire::Decline{std::string(first), std::string(text)});
    }
    return std::nullopt;
}

} // namespace

bool isValidId(std::string_view id) {
    if (id.empty() || id.size() > MaxIdLength) return false;
    for (const char c : id)
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
              c == '_' || c == '-'))
            return false;
    return true;
}

std::optional<TimeControl> parseWireClock(std::string_view text) {
    if (text == "-") return TimeControl::none();
    if (text.find('+') == std::string_view::npos) return std::nullopt; // not "60/move"
    for (const char c : text)
        if (!((c >= '0' && c <= '9') || c == '.' || c == '+')) return std::nullopt;
    const auto tc = parseTimeControl(text);
    if (!tc || tc->kind != TimeControl::Kind::Fischer) return std::nullopt;
    return tc;
}

std::size_t charCount(std::string_view utf8) {
    std::size_t count = 0;
    for (const char c : utf8)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++count;
    return count;
}

ParsedLine parseLine(std::string_view line) {
    if (auto freeText = readFreeText(line)) return *freeText;
    const auto tokens = splitTokens(line);
    if (!tokens) {
        const std::string_view cmd = line.substr(0, line.find(' '));
        static constexpr std::string_view known[] = {
            "GAME", "ACCEPT", "MOVE",   "SYNC",    "SEAT", "DRAW", "TAKEBACK",
            "PING", "PONG",   "RESIGN", "TIMEOUT", "FLAG", "BYE"};
        for (const auto k : known)
            if (cmd == k) return bad();
        return bad("unknown command");
    }
    return readTokens(*tokens);
}

} // namespace bashni::net
