// A network game on the board: keeps the GameController's record a mirror of the session's
// (ui/net/netgame.h) and turns the player's actions into the protocol's. Kept out of the
// controller on purpose: the session already checks turns, moves, clocks and endings, so the
// controller only needs to show them (a PeerSeat, decide, a clock source), and everything about
// connections stays here and in the window's ui/net/ widgets.
#pragma once

#include "core/types.h"

#include <QObject>
#include <QPointer>
#include <QString>

namespace bashni::ui {

class GameController;
class NetGame;
class PeerSeat;

class NetworkPlay : public QObject {
    Q_OBJECT
  public:
    // Takes `net` as a child. `localName` is this player's name in the record.
    NetworkPlay(NetGame* net, GameController* controller, QString localName,
                QObject* parent = nullptr);
    ~NetworkPlay() override;

    NetGame* net() const { return net_; }
    const QString& localName() const { return localName_; }
    bool playing() const; // the session is playing (connected, the game not over)
    bool canRequestTakeback() const;

    // The player's side of the protocol; false when not possible now.
    bool requestTakeback(); // back to before the player's last move
    bool offerDraw();
    bool resign();
    bool answerDraw(bool accept);
    bool answerTakeback(bool accept);

  signals:
    // The board shows another game than the network one (a new game, a file): it is left.
    void abandoned();

  private:
    void loadRecord();
    void onMovePlayed(int ply);
    void sendLocalMove();
    void onGameOver();
    void setClock(int ply);
    void keepMoveTime();
    Color local() const;

    NetGame* net_;
    QPointer<GameController> controller_;
    QPointer<PeerSeat> peer_; // the other player's seat in the game on the board
    QString localName_;
    bool loading_ = false;
};

} // namespace bashni::ui
