#include "core/net/server/commands.h"

#include "core/net/tokens.h"
#include "core/notation.h"

#include <array>

namespace bashni::net::server {

namespace {

// A command's shape: its tokens after the command word, and whether free text follows them.
struct Shape {
    std::string_view name;
    int minTokens;
    int maxTokens;
    bool text; // free text, required, after the tokens (a name, a password, a chat line)
};

// docs/PROTOCOL.md 12: what a client says.
constexpr std::array clientShapes{
    Shape{"BASHNI-SERVER", 1, 1, true}, Shape{"REGISTER", 1, 1, true},
    Shape{"LOGIN", 1, 1, true},         Shape{"GUEST", 0, 1, false},
    Shape{"LOBBY", 0, 0, false},        Shape{"UNLOBBY", 0, 0, false},
    Shape{"SEEK", 4, 5, false},         Shape{"UNSEEK", 1, 1, false},
    Shape{"PLAY", 1, 1, false},         Shape{"MOVE", 3, 3, false},
    Shape{"RESIGN", 1, 1, false},       Shape{"DRAW", 2, 2, false},
    Shape{"TAKEBACK", 2, 2, false},     Shape{"SAY", 1, 1, true},
    Shape{"WATCH", 1, 1, false},        Shape{"UNWATCH", 1, 1, false},
    Shape{"RATINGS", 1, 1, false},      Shape{"HISTORY", 1, 2, false},
    Shape{"FETCH", 1, 1, false},        Shape{"PING", 1, 1, false},
    Shape{"PONG", 1, 1, false},         Shape{"BYE", 0, 0, false},
};

// docs/PROTOCOL.md 13: what the server says.
constexpr std::array serverShapes{
    Shape{"BASHNI-SERVER", 1, 1, true}, Shape{"WELCOME", 1, 2, false},
    Shape{"SEEKING", 1, 1, false},      Shape{"SEEK-ON", 7, 8, false},
    Shape{"SEEK-OFF", 1, 1, false},     Shape{"PLAYER-ON", 4, 4, false},
    Shape{"PLAYER-OFF", 1, 1, false},   Shape{"GAME-ON", 6, 6, false},
    Shape{"GAME-OFF", 2, 2, false},     Shape{"GAME", 7, 7, false},
    Shape{"MOVE", 3, 4, false},         Shape{"CLOCK", 4, 4, false},
    Shape{"AWAY", 3, 3, false},         Shape{"BACK", 2, 2, false},
    Shape{"DRAW", 2, 2, false},         Shape{"TAKEBACK", 2, 3, false},
    Shape{"SAY", 2, 2, true},           Shape{"END", 3, 3, false},
    Shape{"RATING", 5, 5, false},       Shape{"PAST", 6, 6, false},
    Shape{"PAST-END", 2, 2, false},     Shape{"PING", 1, 1, false},
    Shape{"PONG", 1, 1, false},
};

const Shape* findShape(std::string_view name, Speaker from) {
    const auto find = [name](const auto& shapes) -> const Shape* {
        for (const Shape& s : shapes)
            if (s.name == name) return &s;
        return nullptr;
    };
    return from == Speaker::Client ? find(clientShapes) : find(serverShapes);
}

Command refused(std::string why) {
    Command c;
    c.error = std::move(why);
    return c;
}

// The first `count` tokens of `rest`, each followed by one space, and the free text after them.
bool splitFixed(std::string_view rest, int count, Command& c) {
    std::size_t at = 0;
    for (int i = 0; i < count; ++i) {
        const std::size_t space = rest.find(' ', at);
        if (space == std::string_view::npos || space == at) return false;
        c.args.emplace_back(rest.substr(at, space - at));
        at = space + 1;
    }
    c.text = std::string(rest.substr(at));
    return true;
}

} // namespace

Command parseCommand(std::string_view line, Speaker from) {
    const std::size_t space = line.find(' ');
    const std::string_view name = line.substr(0, space);
    if (name == "ERROR" && from == Speaker::Server) { // a reason to show, never refused
        Command c;
        c.name = "ERROR";
        if (space != std::string_view::npos) c.text = std::string(line.substr(space + 1));
        return c;
    }
    const Shape* shape = findShape(name, from);
    if (!shape) return refused("unknown command");
    Command c;
    c.name = std::string(name);
    const std::string_view rest = space == std::string_view::npos ? "" : line.substr(space + 1);
    if (shape->text) {
        if (!splitFixed(rest, shape->minTokens, c) || !isShowableText(c.text))
            return refused("bad arguments");
        if (c.name == "SAY" && charCount(c.text) > MaxChatChars) return refused("chat too long");
        return c;
    }
    if (space != std::string_view::npos) {
        const auto tokens = splitTokens(rest);
        if (!tokens) return refused("bad arguments");
        for (const std::string_view t : *tokens) c.args.emplace_back(t);
    }
    const int n = int(c.args.size());
    if (n < shape->minTokens || n > shape->maxTokens) return refused("bad arguments");
    return c;
}

std::string formatCommand(std::string_view name, const std::vector<std::string>& args,
                          std::string_view text) {
    std::string line(name);
    for (const std::string& a : args) line.append(" ").append(a);
    if (!text.empty()) line.append(" ").append(text);
    line += '\n';
    return line;
}

bool isAccountName(std::string_view name) {
    if (name.size() < 2 || name.size() > 20) return false;
    if (!((name[0] >= 'A' && name[0] <= 'Z') || (name[0] >= 'a' && name[0] <= 'z'))) return false;
    return isValidId(name);
}

bool isGuestName(std::string_view name) {
    if (name.size() < 5) return false;
    for (std::size_t i = 0; i < 5; ++i)
        if ((name[i] | 0x20) != "guest"[i]) return false;
    return true;
}

bool isPassword(std::string_view password) {
    const std::size_t n = charCount(password);
    return n >= MinPasswordChars && n <= MaxPasswordChars && isPrintableText(password);
}

std::optional<bool> parseRated(std::string_view text) {
    if (text == "rated") return true;
    if (text == "casual") return false;
    return std::nullopt;
}

std::string_view ratedText(bool rated) {
    return rated ? "rated" : "casual";
}

std::optional<SeekColour> parseSeekColour(std::string_view text) {
    if (text == "white") return SeekColour::White;
    if (text == "black") return SeekColour::Black;
    if (text == "random") return SeekColour::Random;
    return std::nullopt;
}

std::optional<RatingRange> parseRatingRange(std::string_view text) {
    const std::size_t dash = text.find('-');
    if (dash == std::string_view::npos) return std::nullopt;
    const auto number = [](std::string_view digits) -> std::optional<int> {
        // As parseCount: one way to write a number, no leading zero.
        if (digits.empty() || digits.size() > 4 || (digits.size() > 1 && digits[0] == '0'))
            return std::nullopt;
        int n = 0;
        for (const char ch : digits) {
            if (ch < '0' || ch > '9') return std::nullopt;
            n = n * 10 + (ch - '0');
        }
        return n;
    };
    const auto low = number(text.substr(0, dash));
    const auto high = number(text.substr(dash + 1));
    if (!low || !high || *low > *high) return std::nullopt;
    return RatingRange{*low, *high};
}

std::string formatRatingRange(const RatingRange& range) {
    return std::to_string(range.min) + '-' + std::to_string(range.max);
}

std::string_view seekColourText(SeekColour c) {
    switch (c) {
    case SeekColour::White:
        return "white";
    case SeekColour::Black:
        return "black";
    case SeekColour::Random:
        break;
    }
    return "random";
}

std::optional<int> parseCount(std::string_view text) {
    const auto n = readNumber(text, MaxWirePly);
    return n ? std::optional<int>(int(*n)) : std::nullopt;
}

std::optional<Milliseconds> parseMs(std::string_view text) {
    return readNumber(text, 2 * MaxControlMs);
}

} // namespace bashni::net::server
