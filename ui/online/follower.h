// Following a player in the lobby: the game they are playing, and each one they begin after,
// opens on the board to watch, until the player is followed no more or we log out. Each game is
// offered once: one the player left stays left.
#pragma once

#include <QObject>
#include <QString>

#include <set>
#include <string>

namespace bashni::ui {

class OnlineConnection;

class Follower : public QObject {
    Q_OBJECT
  public:
    explicit Follower(OnlineConnection& connection, QObject* parent = nullptr);

    void toggle(const QString& name); // follows `name`, or stops following it
    QString following() const { return name_; }

  signals:
    // A game of the player's to watch; `asked`: found as the following began, at the player's
    // word. Queued: the lobby's news comes inside the connection's read, where no question may
    // be asked.
    void gameFound(const QString& gameId, bool asked);
    void changed(const QString& name); // the player followed now; empty: nobody

  private:
    void look(bool asked = false); // the lobby changed

    OnlineConnection& connection_;
    QString name_;
    std::set<std::string> seen_; // the player's games already offered
};

} // namespace bashni::ui
