// bashni-cli host / join: one network game (docs/PROTOCOL.md) played by a CLI player over Qt's
// sockets (link/tcplink.h, the desktop's too). The protocol itself is core/net's Session; this
// class only moves bytes, time and events between it, the link, the player and standard output.
//
// The player thinks in the event loop's thread, blocking it: random and greedy answer at once,
// a level thinks at most a few seconds (on a clock, planned from at most MaxPlanMs of it), far
// under the 60 s after which a silent peer counts as lost, so PING and PONG still flow in time.
#pragma once

#include "players.h"

#include "core/net/door_loop.h"
#include "link/link.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>

namespace bashni::cli {

class NetGame : public QObject {
    Q_OBJECT
  public:
    NetGame(net::Session session, std::unique_ptr<Player> player, QString pdnFile);
    const net::Session& session() const { return loop_.session(); }

    // Host: listens on address:port; the door seats one guest at a time. False, with *error, when
    // it cannot.
    bool listen(const QString& address, quint16 port, QString* error);
    quint16 port() const { return link_->port(); }
    // Guest: connects (and connects again after a lost connection, for up to ResumeWaitMs).
    void join(const QString& host, quint16 port);
    // The exit code, once the event loop has quit.
    int exitCode() const { return exitCode_; }

  private:
    void onOpened(int id, const QString& address);
    void onReceived(int id, const QByteArray& bytes);
    void onClosed(int id);
    bool linked() const { return loop_.seated().has_value(); }
    void onTick();
    void handle(const net::Event& e);
    void think();
    void thinkSoon();
    bool mayMove() const;
    void finish(int code);
    void waitForPeer();
    void savePdn();
    Milliseconds now() const { return clock_.elapsed(); }

    net::DoorLoop loop_; // the session, who sits at it, and what goes out
    std::unique_ptr<Player> player_;
    QString pdnFile_;
    QElapsedTimer clock_;
    QTimer ticker_;
    QTimer giveUp_; // no guest back (host) or no connection (guest) within ResumeWaitMs
    std::unique_ptr<link::NetLink> link_;
    bool hosting_ = false;
    QString joinHost_;
    quint16 joinPort_ = 0;
    bool finished_ = false;
    Milliseconds lastMoveAt_ = -1'000'000; // when our last move was sent
    int exitCode_ = 0;
};

} // namespace bashni::cli
