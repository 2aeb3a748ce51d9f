// Who sits at a session (docs/PROTOCOL.md 5 and 7). A host listens and so may have several
// connections at once: the door keeps each one out until it has greeted and said which seat it
// comes for, then seats it at the session if the session admits it (anyone before the game
// starts, afterwards only the guest with the game's secret) and nobody else sits there; the
// others get ERROR busy and learn nothing of the game. A guest's door has its one connection.
//
// Like the session, the door is Qt-free and takes the time as an argument: the programs hand it
// what their sockets report, and write and close as its outputs say.
#pragma once

#include "core/net/session.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bashni::net {

using ConnectionId = int;

// Connections that have not yet sat down, at most so many from one address and in all.
constexpr std::size_t MaxWaitingPerAddress = 4;
constexpr std::size_t MaxWaiting = 32;

class Door {
  public:
    explicit Door(Session session);

    // A connection opened (for a guest: its one connection to the host), from `address`.
    void opened(ConnectionId id, const std::string& address, Milliseconds now);
    void received(ConnectionId id, std::string_view bytes, Milliseconds now);
    // The connection closed under us (not after a Close the door asked for).
    void closed(ConnectionId id, Milliseconds now);
    void tick(Milliseconds now);

    // What to do, in order: a line to write to `to`, or an event. Close closes `to` (after the
    // lines written to it before); the session's events come with the seated connection's id,
    // Refused with the refused one's.
    struct Out {
        ConnectionId to;
        Output what;
    };
    std::vector<Out> takeOutputs();

    Session& session() { return session_; }
    const Session& session() const { return session_; }
    std::optional<ConnectionId> seated() const { return seat_; }

  private:
    struct Waiting {
        std::string address;
        Milliseconds since = 0;
        LineReader reader;
        std::optional<wire::Hello> hello;
    };
    void admit(ConnectionId id, Waiting& w, const wire::Seat& seat, Milliseconds now);
    void refuse(ConnectionId id, const std::string& reason);
    void pull(); // the session's outputs, for the seated connection

    Session session_;
    std::optional<ConnectionId> seat_;
    std::map<ConnectionId, Waiting> waiting_;
    std::vector<Out> outputs_;
};

} // namespace bashni::net
