// A network game (docs/PROTOCOL.md) in the desktop program: core/net's Session over a NetLink
// (ui/net/netlink.h, Qt Network in a module loaded at the first network game). The session is
// the whole protocol; this class moves bytes, time and events between it and the link, and
// reports the events as typed signals. Made only when the player hosts or joins a game.
#pragma once

#include "core/net/door_loop.h"
#include "ui/net/netlink.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

namespace bashni::ui {

class NetGame : public QObject {
    Q_OBJECT
  public:
    NetGame(net::Session session, std::unique_ptr<NetLink> link, QObject* parent = nullptr);
    ~NetGame() override;

    // Host: listens on address:port ("" every interface); the door seats one guest. False, with
    // *error, when it cannot.
    bool listen(const QString& address, quint16 port, QString* error);
    quint16 port() const { return link_->port(); }
    QStringList ownAddresses(const QString& address) const { return link_->ownAddresses(address); }
    // Host: answers looks on the local network with `answer` while no guest is connected.
    void answerLooks(std::unique_ptr<Discovery> discovery, quint16 udpPort, QByteArray answer);
    // Guest: connects to host:port; again after a lost connection.
    void join(const QString& host, quint16 port);
    void reconnect() { join(joinHost_, joinPort_); }
    const QString& joinHost() const { return joinHost_; }
    quint16 joinPort() const { return joinPort_; }

    const net::Session& session() const { return loop_.session(); }
    bool linked() const { return loop_.seated().has_value(); } // the game's connection is open
    Milliseconds now() const { return clock_.elapsed(); }
    std::optional<Milliseconds> timeLeft(Color side) const {
        return loop_.session().timeLeft(side, now());
    }

    // The player's actions; false when the session refuses them now.
    bool play(const Move& m);
    bool offerDraw();
    bool answerDraw(bool accept);
    bool requestTakeback(int ply);
    bool answerTakeback(bool accept);
    bool resign();
    bool chat(const QString& text);
    void bye(); // leaves: the game is adjourned (or just over)

  signals:
    void connected(const QString& peerName);
    void started(bool resumed); // play begins (again); the session's game is the record
    void movePlayed(int ply);   // either side's
    void chatReceived(const QString& text);
    void drawOffered();
    void drawDeclined();
    void takebackRequested(int ply);
    void takebackDone(int ply);
    void takebackDeclined();
    void gameOver();
    void declined(const QString& reason);
    void peerLeft();
    void failed(const QString& reason, bool ours); // ERROR sent (ours) or received, or no link
    void lost();                                   // the connection closed or went silent
    void ticked();                                 // the clocks moved on

  private:
    void onTick();
    void handle(const net::Event& e);

    net::DoorLoop loop_; // the session, who sits at it, and what goes out
    std::unique_ptr<NetLink> link_;
    std::unique_ptr<Discovery> discovery_;
    QElapsedTimer clock_;
    QTimer ticker_;
    QString joinHost_;
    quint16 joinPort_ = 0;
};

} // namespace bashni::ui
