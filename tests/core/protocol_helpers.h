// Shared by the protocol tests: sessions driven by hand (a scripted peer writes the lines the
// other side would) or wired to each other, with the time handed in.
#pragma once

#include "core/net/session.h"

#include <string>
#include <vector>

namespace protocol_test {

using bashni::net::Event;
using bashni::net::Output;
using bashni::net::Session;

struct Taken {
    std::vector<std::string> lines; // each with its LF
    std::vector<Event> events;
    bool has(Event::Kind k) const {
        for (const auto& e : events)
            if (e.kind == k) return true;
        return false;
    }
    const Event* find(Event::Kind k) const {
        for (const auto& e : events)
            if (e.kind == k) return &e;
        return nullptr;
    }
    std::string joined() const {
        std::string all;
        for (const auto& l : lines) all += l;
        return all;
    }
};

inline Taken take(Session& s) {
    Taken t;
    for (auto& o : s.takeOutputs()) {
        if (auto* line = std::get_if<std::string>(&o))
            t.lines.push_back(*line);
        else
            t.events.push_back(std::get<Event>(o));
    }
    return t;
}

inline bashni::net::GameSetup setup(bashni::Color guest = bashni::Color::Black,
                                    bashni::TimeControl tc = {}) {
    bashni::net::GameSetup s;
    s.id = "g1";
    s.guestColour = guest;
    s.clock = tc;
    return s;
}

// A seat's secret as a host might give it.
inline const std::string secret = "0123456789abcdef0123456789abcdef";

// A host with a guest greeted and the game accepted, at time `now`; what it sent is dropped.
inline Session playingHost(bashni::net::GameSetup s, bashni::Milliseconds now = 0) {
    Session host("Boris", s, bashni::Game(s.rules));
    host.connectionOpened(now);
    host.receive("BASHNI 2 Anna\nSEAT -\nACCEPT " + s.id + "\n", now);
    take(host);
    return host;
}

// Two sessions and the pipe between them: lines go across until both are quiet; a Close on one
// side closes the connection on the other.
struct Wire {
    Session& host;
    Session& guest;
    Taken hostSeen, guestSeen; // everything each side output since the last clear()

    void pump(bashni::Milliseconds now) {
        for (bool busy = true; busy;) {
            busy = cross(host, guest, hostSeen, now) | cross(guest, host, guestSeen, now);
        }
    }
    void connect(bashni::Milliseconds now) {
        host.connectionOpened(now);
        guest.connectionOpened(now);
        pump(now);
    }
    void clear() { hostSeen = guestSeen = {}; }

  private:
    static bool cross(Session& from, Session& to, Taken& seen, bashni::Milliseconds now) {
        const Taken t = take(from);
        for (const auto& l : t.lines) to.receive(l, now);
        for (const auto& e : t.events) {
            seen.events.push_back(e);
            if (e.kind == Event::Kind::Close) to.connectionClosed(now);
        }
        seen.lines.insert(seen.lines.end(), t.lines.begin(), t.lines.end());
        return !t.lines.empty() || !t.events.empty();
    }
};

} // namespace protocol_test
