// The one loop around a direct game's door (core/net/door.h) for every program that plays one,
// bashni-cli and the desktop alike: what the sockets report goes in with the time, and what the
// door says comes out in order, lines written and connections closed before the events that came
// with them are handed on. Both programs tick the door itself, so both close a connection that
// has not greeted within GreetingTimeoutMs (docs/PROTOCOL.md 7) and the session's clocks run.
#pragma once

#include "core/net/door.h"

#include <functional>
#include <string>

namespace bashni::net {

class DoorLoop {
  public:
    struct Wire {
        std::function<void(ConnectionId, const std::string& line)> write;
        std::function<void(ConnectionId)> close; // after what was written to it
        // The session's events, and Refused for a connection kept out at the door. Close comes
        // only for the game's own connection (the program may wait for the peer to come back).
        std::function<void(ConnectionId, const Event&)> event;
    };

    DoorLoop(Session session, Wire wire) : door_(std::move(session)), wire_(std::move(wire)) {}

    void opened(ConnectionId id, const std::string& address, Milliseconds now) {
        door_.opened(id, address, now);
        flush();
    }
    void received(ConnectionId id, std::string_view bytes, Milliseconds now) {
        door_.received(id, bytes, now);
        flush();
    }
    void closed(ConnectionId id, Milliseconds now) {
        door_.closed(id, now);
        flush();
    }
    void tick(Milliseconds now) {
        door_.tick(now);
        flush();
    }
    // After the program acted on the session itself (a move, an answer, bye): out it goes.
    void flush();

    Session& session() { return door_.session(); }
    const Session& session() const { return door_.session(); }
    std::optional<ConnectionId> seated() const { return door_.seated(); }

  private:
    Door door_;
    Wire wire_;
    bool flushing_ = false; // an event's handler acted on the session: its outputs follow
};

} // namespace bashni::net
