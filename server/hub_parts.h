// The hub's private parts, shared by hub.cpp, hub_lobby.cpp and hub_games.cpp.
#pragma once

#include "server/hub.h"

#include <array>
#include <optional>

namespace bashni::server {

struct Hub::Connection {
    enum class Stage {
        Greeting, // nothing said yet
        Identify, // greeted; REGISTER, LOGIN or GUEST next
        Checking, // a password is being hashed or checked
        In,       // a player
    };
    int id = 0;
    std::string address;
    net::LineReader reader;
    net::LineRate rate;
    Stage stage = Stage::Greeting;
    std::string name;
    bool guest = false;
    std::array<std::string, 3> ratings{"-", "-", "-"}; // by Rules, rounded, "-" for a guest
    Milliseconds openedAt = 0;
    Milliseconds lastHeard = 0;  // any line
    Milliseconds lastActive = 0; // any line but PONG
    Milliseconds lastPing = 0;
    std::set<std::string> watching;
    bool closing = false; // dropped: nothing more is read or sent
};

struct Hub::Seek {
    std::string id;
    std::string name;
    Rules rules = Rules::Standard;
    TimeControl clock;
    bool rated = false;
    net::server::SeekColour colour = net::server::SeekColour::Random;
    std::optional<net::server::RatingRange> range; // the opponents' ratings it takes
};

struct Hub::Table {
    Table(Rules rules, const TimeControl& tc) : referee(rules, tc), clock(tc) {}
    std::string id;
    std::array<std::string, 2> names; // [White, Black]
    bool rated = false;
    std::int64_t started = 0;
    net::server::Referee referee;
    TimeControl clock;
    std::array<bool, 2> present{};
    std::array<Milliseconds, 2> awaySince{};
    std::optional<Color> drawOffer;
    std::optional<Color> takebackBy;
    int takebackPly = 0;
    std::set<int> watchers;

    static int index(Color c) { return c == Color::White ? 0 : 1; }
    const std::string& name(Color c) const { return names[std::size_t(index(c))]; }
    std::optional<Color> sideOf(const std::string& player) const {
        if (player == names[0]) return Color::White;
        if (player == names[1]) return Color::Black;
        return std::nullopt;
    }
};

// Lower case, for names compared without regard to case.
std::string folded(std::string_view name);
std::string_view colourText(Color c);

} // namespace bashni::server
