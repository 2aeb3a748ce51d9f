// What a network game's record keeps so that it can be resumed after the program was closed (the
// autosave holds the record): the game's id, this side's role and, for a guest, where the host
// was. The host hosts the same game again; the guest joins the same host, which replays the
// record to it.
#pragma once

#include "core/game.h"
#include "core/net/session.h"

#include <QString>

#include <optional>

namespace bashni::ui {

struct Adjourned {
    net::Role role = net::Role::Host;
    net::GameSetup setup; // the host's proposal, again
    QString host;         // guest: the host's address:port
};

// Writes the session's game, role and (for a guest) the host's address into the record's tags.
void markNetworkGame(Game& game, const net::Session& session, const QString& hostAddress);
// The network game the record is, if it is one still to be finished.
std::optional<Adjourned> adjournedGame(const Game& game);

} // namespace bashni::ui
