// A network game (docs/PROTOCOL.md) in the desktop program: core/net's Session over Qt's
// sockets. The session is the whole protocol; this class moves bytes, time and events between it
// and the sockets, and reports the events as typed signals. Made only when the player hosts or
// joins a game: nothing of it exists at start-up.
#pragma once

#include "core/net/session.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

class QTcpServer;
class QTcpSocket;

namespace bashni::ui {

class NetGame : public QObject {
    Q_OBJECT
  public:
    explicit NetGame(net::Session session, QObject* parent = nullptr);
    ~NetGame() override;

    // Host: listens on address:port for one guest at a time. False, with *error, when it cannot.
    bool listen(const QHostAddress& address, quint16 port, QString* error);
    quint16 port() const;
    // Guest: connects to host:port; again after a lost connection.
    void join(const QString& host, quint16 port);
    void reconnect() { join(joinHost_, joinPort_); }
    const QString& joinHost() const { return joinHost_; }
    quint16 joinPort() const { return joinPort_; }

    const net::Session& session() const { return session_; }
    bool linked() const { return !socket_.isNull(); } // a connection is open
    Milliseconds now() const { return clock_.elapsed(); }
    std::optional<Milliseconds> timeLeft(Color side) const {
        return session_.timeLeft(side, now());
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
    void failed(const QString& reason, bool ours); // ERROR sent (ours) or received
    void lost();                                   // the connection closed or went silent
    void ticked();                                 // the clocks moved on

  private:
    void onNewConnection();
    void attach(QTcpSocket* socket);
    void onReadyRead();
    void onDisconnected();
    void onTick();
    void drain();
    void handle(const net::Event& e);
    void closeSocket();

    net::Session session_;
    QElapsedTimer clock_;
    QTimer ticker_;
    QTcpServer* server_ = nullptr;
    QPointer<QTcpSocket> socket_;
    QString joinHost_;
    quint16 joinPort_ = 0;
};

} // namespace bashni::ui
