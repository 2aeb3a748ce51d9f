#include "ui/online/follower.h"

#include "ui/online/onlineconnection.h"

namespace bashni::ui {

Follower::Follower(OnlineConnection& connection, QObject* parent)
    : QObject(parent), connection_(connection) {
    connect(&connection_, &OnlineConnection::lobbyChanged, this, &Follower::look);
    connect(&connection_, &OnlineConnection::stateChanged, this, [this](auto state) {
        if (state == OnlineConnection::State::Closed && !name_.isEmpty()) toggle(name_);
    });
}

void Follower::toggle(const QString& name) {
    seen_.clear();
    name_ = name == name_ ? QString() : name;
    emit changed(name_);
    look(); // a game in progress opens at once
}

void Follower::look() {
    if (name_.isEmpty()) return;
    const std::string name = name_.toStdString();
    for (const auto& [id, g] : connection_.client().lobbyGames())
        if ((g.white == name || g.black == name) && seen_.insert(id).second)
            emit gameFound(QString::fromStdString(id));
}

} // namespace bashni::ui
