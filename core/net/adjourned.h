// What a network game's record keeps so that it can be resumed after the program was closed (an
// autosave, or bashni-cli's --pdn file holds the record): the game's id, this side's role, the
// guest's colour, the seat's secret and, for a guest, where the host was. The host hosts the same
// game again; the guest joins the same host with the secret, and the host replays the record.
#pragma once

#include "core/game.h"
#include "core/net/session.h"

#include <optional>
#include <string>

namespace bashni::net {

struct Adjourned {
    Role role = Role::Host;
    GameSetup setup;    // the host's proposal, again
    std::string secret; // the seat's (docs/PROTOCOL.md 5)
    std::string host;   // guest: the host's address:port
};

// Writes the session's game id, role, guest colour, secret and (for a guest) the host's address
// into the record's tags.
void markNetworkGame(Game& game, const Session& session, const std::string& hostAddress);
// The network game the record is, if it is one still to be finished.
std::optional<Adjourned> adjournedGame(const Game& game);
// The colour this program plays in the network game the record is (over or not), from its tags.
std::optional<Color> localColour(const Game& game);
// The session that takes the adjourned game up again: the host's, or the returning guest's.
Session resumedSession(const Adjourned& a, const Game& game, std::string name);

} // namespace bashni::net
