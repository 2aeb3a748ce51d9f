// A server game's other side (docs/PROTOCOL.md, part 2), as the board's controller sees every
// remote game (ui/game/remoteside.h): the record the server showed (core/net/server/client.h)
// with where it is played and the players' ratings, our moves sent to the server, the server's
// clocks run on here, and what the player may ask. The server decides; the board shows.
#pragma once

#include "core/net/server/client.h"
#include "ui/game/remoteside.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <array>
#include <optional>
#include <string>

namespace bashni::ui {

class GameController;

// The record's tag that names a server game's server ("host", or "host:port" off the usual port):
// what a restarted program goes back to.
inline constexpr const char* ServerTag = "BashniServer";

class OnlineConnection;

class OnlineBoard : public RemoteSide {
    Q_OBJECT
  public:
    // Puts game `id` (shown by the server already) on the controller's board.
    OnlineBoard(OnlineConnection& connection, GameController& controller, QString id,
                QObject* parent = nullptr);
    ~OnlineBoard() override;

    const QString& id() const { return id_; }
    bool playing() const;  // ours, not over, and the connection is there
    bool watching() const; // a game of others

    // RemoteSide
    Game record() const override;
    std::optional<Color> localColour() const override;
    bool reachable() const override { return playing(); }
    QString unreachableText() const override;
    bool send(const Move& m) override;
    std::optional<Milliseconds> timeLeft(Color side) const override;
    bool clockRunning() const override;
    Allowed allowed() const override;
    bool requestTakeback() override;
    bool offerDraw() override;
    bool resign() override;

  signals:
    // The board shows another game (a new game, a file): this one is left there.
    void abandoned();

  private:
    const net::server::ClientGame* game() const;
    bool online() const;
    void noteRatings();
    void onMoved(const QString& id, int ply);
    void onClock(const QString& id);
    void onConnection();
    void onRating(const QString& name, Rules rules, int rating);
    void onLobby();
    void noteChange(Color side, int rating);

    OnlineConnection& connection_;
    QPointer<GameController> controller_;
    QString id_;
    mutable Game last_; // the record as last shown, should the server forget it for a while
    mutable std::optional<Color> lastColour_;
    struct Pending { // our move, sent and not yet taken by the server
        int ply = 0;
        Move move;
    };
    std::optional<Pending> pending_;
    std::optional<Color> running_;    // whose clock runs, by the server's last word
    QElapsedTimer sinceClock_;        // since that word
    std::optional<qint64> stoppedAt_; // since that word, when the connection was lost
    QTimer tick_;                     // the clocks shown run on
    std::array<std::string, 2> elo_; // by Color: the players' ratings when the game was first shown
    std::array<std::optional<int>, 2> diff_; // by Color: what the game changed, once rated
};

} // namespace bashni::ui
