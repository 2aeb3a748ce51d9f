#include "ui/net/adjourned.h"

namespace bashni::ui {

namespace {

constexpr const char* IdTag = "BashniNetGame";
constexpr const char* RoleTag = "BashniNetRole";
constexpr const char* HostTag = "BashniNetHost";

} // namespace

void markNetworkGame(Game& game, const net::Session& session, const QString& hostAddress) {
    if (!session.setup()) return;
    game.setTag(IdTag, session.setup()->id);
    const bool host = session.role() == net::Role::Host;
    game.setTag(RoleTag, host ? "host" : "guest");
    // The colour is the local player's one, kept for the host to propose the same game again.
    game.setTag("BashniNetGuest", session.setup()->guestColour == Color::White ? "w" : "b");
    if (!host) game.setTag(HostTag, hostAddress.toStdString());
}

std::optional<Adjourned> adjournedGame(const Game& game) {
    const std::string id = game.tag(IdTag), role = game.tag(RoleTag);
    if (!net::isValidId(id) || (role != "host" && role != "guest") || game.isOver())
        return std::nullopt;
    Adjourned a;
    a.role = role == "host" ? net::Role::Host : net::Role::Guest;
    a.setup.id = id;
    a.setup.rules = game.rules();
    a.setup.guestColour = game.tag("BashniNetGuest") == "w" ? Color::White : Color::Black;
    a.setup.clock = game.timeControl();
    if (game.fromSetUp()) a.setup.start = game.startPosition();
    a.host = QString::fromStdString(game.tag(HostTag));
    if (a.role == net::Role::Guest && a.host.isEmpty()) return std::nullopt;
    return a;
}

} // namespace bashni::ui
