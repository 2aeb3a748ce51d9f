// A server game on the board: keeps the GameController's record a mirror of the one the server
// showed (core/net/server/client.h), hands the opponent's moves to their ServerSeat, sends the
// player's moves, and shows the server's clocks. Like NetworkPlay for a direct game, and for the
// same reason kept out of the controller: the server decides, the board shows.
#pragma once

#include "core/net/server/client.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <array>
#include <string>

namespace bashni::ui {

class GameController;

// The record's tag that names a server game's server ("host", or "host:port" off the usual port):
// what a restarted program goes back to.
inline constexpr const char* ServerTag = "BashniServer";

class OnlineConnection;
class ServerSeat;

class OnlineBoard : public QObject {
    Q_OBJECT
  public:
    OnlineBoard(OnlineConnection& connection, GameController& controller, QString id,
                QObject* parent = nullptr);
    ~OnlineBoard() override;

    const QString& id() const { return id_; }
    bool playing() const;  // ours, not over, and the connection is there
    bool watching() const; // a game of others
    bool canRequestTakeback() const;

  signals:
    // The board shows another game (a new game, a file): this one is left there.
    void abandoned();

  private:
    void loadRecord();
    void onMoved(const QString& id, int ply);
    void sendLocalMove();
    void onEnded(const QString& id);
    std::optional<Milliseconds> timeLeft(Color side) const;

    OnlineConnection& connection_;
    QPointer<GameController> controller_;
    QString id_;
    const net::server::ClientGame* game() const;

    std::array<QPointer<ServerSeat>, 2> relayed_; // by Color: the seats the server's moves go to
    std::optional<Color> running_;                // whose clock runs, by the server's last word
    QElapsedTimer sinceClock_;                    // since that word
    QTimer tick_;                                 // the clocks shown run on
    std::array<std::string, 2> elo_; // by Color: the players' ratings when the game was first shown
    int sentPly_ = 0;                // our last move sent, until the record is loaded again
    bool loading_ = false;
};

} // namespace bashni::ui
