// What carries the bytes of a network game and the discovery's datagrams, as plain interfaces:
// Qt Network's sockets implement them (link/tcplink.h), and the desktop program loads that
// implementation only at its first network game (ui/net/netlink.h). Plain C++ across that edge:
// handlers instead of signals, so that no Qt meta-object is shared between a module and a program.
// bashni-cli and bashni-server use the same links without anything of the desktop's.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace bashni::link {

// TCP connections: the host's (any number: its door, core/net/door.h, decides who sits down),
// or the guest's one connection to its host. Each has an id, unique for the link's lifetime.
class NetLink {
  public:
    struct Handlers {
        std::function<void(int id, const QString& address)> opened; // connected, or one came
        std::function<void(int id, const QByteArray&)> received;    // bytes as they came
        std::function<void(int id)> closed; // by the peer or the network (not after close())
        std::function<void(const QString&)> failed; // the guest's connection could not be made
        // A TLS client's connection was made but its handshake failed or was cut (the server
        // speaks no TLS, or its certificate was not trusted); `failed` when this is not set.
        std::function<void(const QString&)> handshakeFailed = {};
    };
    virtual ~NetLink() = default;
    virtual void setHandlers(Handlers h) = 0;
    // Host: listens; false, with *error, when it cannot. An empty address: every interface.
    virtual bool listen(const QString& address, quint16 port, QString* error) = 0;
    virtual quint16 port() const = 0; // the port listened on
    // Guest: connects (opened or failed follows).
    virtual void connectTo(const QString& host, quint16 port) = 0;
    virtual bool connecting() const = 0; // the guest's connection is being made
    virtual void write(int id, const QByteArray& bytes) = 0;
    virtual void close(int id) = 0; // after what was written; no closed() follows
    virtual void closeAll() = 0;    // every connection, and the port listened on
    // The addresses a friend may connect to when listening on `address` (loopback last).
    virtual QStringList ownAddresses(const QString& address) const = 0;
};

// docs/PROTOCOL.md 6 over UDP: a host answers looks, a joining player looks.
class Discovery {
  public:
    virtual ~Discovery() = default;
    // Host: answers each look on `udpPort` with `answer` while `waiting` says so.
    virtual void answerLooks(quint16 udpPort, QByteArray answer, std::function<bool()> waiting) = 0;
    // Looks once: `look` to broadcast:udpPort; each datagram back goes to `found`.
    virtual void
    look(const QString& broadcast, quint16 udpPort, const QByteArray& look,
         std::function<void(const QByteArray& datagram, const QString& from)> found) = 0;
};

} // namespace bashni::link
