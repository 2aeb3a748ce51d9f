#include "ui/online/follower.h"

#include "ui/online/onlineconnection.h"

#include <vector>

namespace bashni::ui {

Follower::Follower(OnlineConnection& connection, QObject* parent)
    : QObject(parent), connection_(connection) {
    connect(&connection_, &OnlineConnection::lobbyChanged, this, [this] { look(); });
    connect(&connection_, &OnlineConnection::stateChanged, this, [this](auto state) {
        if (state == OnlineConnection::State::Closed && !name_.isEmpty()) toggle(name_);
    });
}

void Follower::toggle(const QString& name) {
    seen_.clear();
    name_ = name == name_ ? QString() : name;
    emit changed(name_);
    look(true); // a game in progress opens at once
}

// The ids first: what a slot does with a game may change the lobby being read.
void Follower::look(bool asked) {
    if (name_.isEmpty()) return;
    const std::string name = name_.toStdString(), me = connection_.client().name();
    std::vector<QString> found;
    for (const auto& [id, g] : connection_.client().lobbyGames())
        if ((g.white == name || g.black == name) && g.white != me && g.black != me &&
            seen_.insert(id).second)
            found.push_back(QString::fromStdString(id));
    for (const QString& id : found) emit gameFound(id, asked);
}

} // namespace bashni::ui
