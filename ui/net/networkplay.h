// A direct network game's other side (docs/PROTOCOL.md), as the board's controller sees every
// remote game (ui/game/remoteside.h): the session's record with the names and place of the game,
// our moves sent to the peer, the session's clocks, and what the protocol lets the player ask.
// The session checks turns, moves, clocks and endings; the controller shows them and follows
// the record, and everything about connections stays here and in the window's ui/net/ widgets.
#pragma once

#include "ui/game/remoteside.h"

#include <QPointer>
#include <QString>

namespace bashni::ui {

class GameController;
class NetGame;

class NetworkPlay : public RemoteSide {
    Q_OBJECT
  public:
    // Takes `net` as a child and puts its game on the controller's board. `localName` is this
    // player's name in the record.
    NetworkPlay(NetGame* net, GameController* controller, QString localName,
                QObject* parent = nullptr);
    ~NetworkPlay() override;

    NetGame* net() const { return net_; }
    const QString& localName() const { return localName_; }
    bool playing() const; // the session is playing (connected, the game not over)

    // Says BYE (an unfinished game is adjourned); the board takes the time used on the move in
    // progress, which a restarted program resumes with.
    void leave();
    bool answerDraw(bool accept);
    bool answerTakeback(bool accept);

    // RemoteSide
    Game record() const override;
    std::optional<Color> localColour() const override;
    bool reachable() const override { return playing(); }
    QString unreachableText() const override;
    bool send(const Move& m) override;
    std::optional<Milliseconds> timeLeft(Color side) const override;
    bool clockRunning() const override { return playing(); }
    Allowed allowed() const override;
    bool requestTakeback() override;
    bool offerDraw() override;
    bool resign() override;

  signals:
    // The board shows another game than the network one (a new game, a file): it is left.
    void abandoned();

  private:
    NetGame* net_;
    QPointer<GameController> controller_;
    QString localName_;
};

} // namespace bashni::ui
