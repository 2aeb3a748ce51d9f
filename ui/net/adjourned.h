// The desktop's view of core/net/adjourned.h: the same record tags, the host's address as a
// QString for the dialogs.
#pragma once

#include "core/net/adjourned.h"

#include <QString>

namespace bashni::ui {

struct Adjourned {
    net::Role role = net::Role::Host;
    net::GameSetup setup; // the host's proposal, again
    std::string secret;   // the seat's
    QString host;         // guest: the host's address:port
};

void markNetworkGame(Game& game, const net::Session& session, const QString& hostAddress);
std::optional<Adjourned> adjournedGame(const Game& game);
inline std::optional<Color> networkColour(const Game& game) {
    return net::localColour(game);
}

} // namespace bashni::ui
