#include "ui/net/adjourned.h"

namespace bashni::ui {

void markNetworkGame(Game& game, const net::Session& session, const QString& hostAddress) {
    net::markNetworkGame(game, session, hostAddress.toStdString());
}

std::optional<Adjourned> adjournedGame(const Game& game) {
    const auto a = net::adjournedGame(game);
    if (!a) return std::nullopt;
    return Adjourned{a->role, a->setup, a->secret, QString::fromStdString(a->host)};
}

} // namespace bashni::ui
