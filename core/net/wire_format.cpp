// Writing messages as lines (docs/PROTOCOL.md, "Messages").
#include "core/net/wire.h"

#include "core/notation.h"

#include <random>

namespace bashni::net {

namespace {

std::string_view answerText(wire::Answer a) {
    switch (a) {
    case wire::Answer::Offer:
        return "offer";
    case wire::Answer::Accept:
        return "accept";
    case wire::Answer::Decline:
        return "decline";
    }
    return "offer";
}

struct Writer {
    std::string operator()(const wire::Hello& m) const {
        return "BASHNI " + m.version + " " + m.name;
    }
    std::string operator()(const wire::Seat& m) const {
        return m.id.empty() ? "SEAT -" : "SEAT " + m.id + " " + m.secret;
    }
    std::string operator()(const wire::Game& m) const {
        const GameSetup& s = m.setup;
        return "GAME " + s.id + " " + std::string(rulesName(s.rules)) + " " +
               (s.guestColour == Color::White ? "w " : "b ") + formatWireClock(s.clock) + " " +
               (s.start ? formatPosition(*s.start) : std::string("start"));
    }
    std::string operator()(const wire::Accept& m) const { return "ACCEPT " + m.id; }
    std::string operator()(const wire::Decline& m) const {
        return "DECLINE " + m.id + " " + m.reason;
    }
    std::string operator()(const wire::Move& m) const {
        std::string line = "MOVE " + std::to_string(m.ply) + " " + m.move;
        if (m.ms) line += " " + std::to_string(*m.ms);
        return line;
    }
    std::string operator()(const wire::Sync& m) const {
        std::string line = "SYNC " + std::to_string(m.ply);
        if (m.used) line += " " + std::to_string(*m.used);
        return line;
    }
    std::string operator()(const wire::Draw& m) const {
        return "DRAW " + std::string(answerText(m.what));
    }
    std::string operator()(const wire::Takeback& m) const {
        if (m.what == wire::Answer::Offer) return "TAKEBACK " + std::to_string(m.ply);
        return "TAKEBACK " + std::string(answerText(m.what));
    }
    std::string operator()(const wire::Resign&) const { return "RESIGN"; }
    std::string operator()(const wire::Timeout&) const { return "TIMEOUT"; }
    std::string operator()(const wire::Flag&) const { return "FLAG"; }
    std::string operator()(const wire::Chat& m) const { return "CHAT " + m.text; }
    std::string operator()(const wire::Ping& m) const { return "PING " + m.token; }
    std::string operator()(const wire::Pong& m) const { return "PONG " + m.token; }
    std::string operator()(const wire::Bye&) const { return "BYE"; }
    std::string operator()(const wire::Error& m) const { return "ERROR " + m.reason; }
};

} // namespace

std::string formatLine(const WireMessage& message) {
    return std::visit(Writer{}, message) + "\n";
}

std::string formatWireClock(const TimeControl& tc) {
    return tc.timed() ? formatTimeControl(tc) : "-";
}

std::string newGameId() {
    static constexpr char chars[] = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    std::random_device source;
    std::uniform_int_distribution<int> pick(0, int(sizeof chars) - 2);
    std::string id;
    for (int i = 0; i < 8; ++i) id += chars[pick(source)];
    return id;
}

std::string newSecret() {
    std::random_device source; // getrandom(2) on Linux
    std::uniform_int_distribution<int> pick(0, 15);
    std::string secret;
    for (std::size_t i = 0; i < SecretLength; ++i) secret += "0123456789abcdef"[pick(source)];
    return secret;
}

bool isValidSecret(std::string_view secret) {
    if (secret.size() != SecretLength) return false;
    for (const char c : secret)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    return true;
}

bool sameSecret(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    unsigned char differ = 0;
    for (std::size_t i = 0; i < a.size(); ++i) differ |= static_cast<unsigned char>(a[i] ^ b[i]);
    return differ == 0;
}

} // namespace bashni::net
