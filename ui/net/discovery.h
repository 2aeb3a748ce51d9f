// Finding games on the local network (docs/PROTOCOL.md 6): a looking program broadcasts
// "BASHNI-LOOK 1" to UDP port 47521, and a host waiting for a guest answers the sender with
// "BASHNI-HOST 1 <tcp-port> <rules> <clock> <name>". Only the player's own actions send: Join
// looks once when it opens (and when asked again), a host answers only while it waits.
#pragma once

#include "core/timecontrol.h"
#include "core/types.h"

#include <QHostAddress>
#include <QObject>
#include <QString>

#include <optional>

class QUdpSocket;

namespace bashni::ui {

// A host found: where to connect and what it proposes.
struct FoundHost {
    QHostAddress address;
    quint16 port = 0;
    Rules rules = Rules::Standard;
    TimeControl clock;
    QString name; // the host's words: shown as plain text only
};

// The host's answer to a look, and back; nothing when the datagram is not one.
QByteArray hostDatagram(quint16 port, Rules rules, const TimeControl& clock, const QString& name);
std::optional<FoundHost> readHostDatagram(const QByteArray& datagram, const QHostAddress& from);

// The host's side: answers looks on `udpPort` while it exists.
class DiscoveryResponder : public QObject {
    Q_OBJECT
  public:
    DiscoveryResponder(quint16 udpPort, QByteArray answer, QObject* parent = nullptr);
    bool listening() const;

  private:
    void onReadyRead();
    QUdpSocket* socket_;
    QByteArray answer_;
};

// The looking side: look() broadcasts once; each answer is reported as found().
class DiscoveryLook : public QObject {
    Q_OBJECT
  public:
    DiscoveryLook(QHostAddress broadcast, quint16 udpPort, QObject* parent = nullptr);
    void look();

  signals:
    void found(const bashni::ui::FoundHost& host);

  private:
    void onReadyRead();
    QUdpSocket* socket_;
    QHostAddress broadcast_;
    quint16 udpPort_;
};

} // namespace bashni::ui
