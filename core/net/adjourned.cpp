#include "core/net/adjourned.h"

namespace bashni::net {

namespace {

constexpr const char* IdTag = "BashniNetGame";
constexpr const char* RoleTag = "BashniNetRole";
constexpr const char* GuestTag = "BashniNetGuest";
constexpr const char* SecretTag = "BashniNetSecret";
constexpr const char* HostTag = "BashniNetHost";

} // namespace

void markNetworkGame(Game& game, const Session& session, const std::string& hostAddress) {
    if (!session.setup()) return;
    game.setTag(IdTag, session.setup()->id);
    const bool host = session.role() == Role::Host;
    game.setTag(RoleTag, host ? "host" : "guest");
    game.setTag(GuestTag, session.setup()->guestColour == Color::White ? "w" : "b");
    if (isValidSecret(session.secret())) game.setTag(SecretTag, session.secret());
    if (!host) game.setTag(HostTag, hostAddress);
}

std::optional<Adjourned> adjournedGame(const Game& game) {
    const std::string id = game.tag(IdTag), role = game.tag(RoleTag);
    if (!isValidId(id) || (role != "host" && role != "guest") || game.isOver()) return std::nullopt;
    Adjourned a;
    a.role = role == "host" ? Role::Host : Role::Guest;
    a.setup.id = id;
    a.setup.rules = game.rules();
    a.setup.guestColour = game.tag(GuestTag) == "w" ? Color::White : Color::Black;
    a.setup.clock = game.timeControl();
    if (game.fromSetUp()) a.setup.start = game.startPosition();
    a.secret = game.tag(SecretTag);
    if (!isValidSecret(a.secret)) a.secret.clear();
    a.host = game.tag(HostTag);
    // A guest needs its host, and its secret: without it no host seats it again.
    if (a.role == Role::Guest && (a.host.empty() || a.secret.empty())) return std::nullopt;
    return a;
}

std::optional<Color> localColour(const Game& game) {
    const std::string role = game.tag(RoleTag);
    if (role != "host" && role != "guest") return std::nullopt;
    const Color guest = game.tag(GuestTag) == "w" ? Color::White : Color::Black;
    return role == "guest" ? guest : ~guest;
}

Session resumedSession(const Adjourned& a, const Game& game, std::string name) {
    Game record = game;
    record.goTo(record.plyCount());
    if (a.role == Role::Host) return Session(std::move(name), a.setup, record, a.secret);
    return Session::returningGuest(std::move(name), a.setup, record, a.secret);
}

} // namespace bashni::net
