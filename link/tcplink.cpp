#include "link/tcplink.h"

#include <QFile>
#include <QHash>
#include <QNetworkDatagram>
#include <QNetworkInterface>
#include <QObject>
#include <QPointer>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUdpSocket>

namespace bashni::link {

namespace {

constexpr int HandshakeTimeoutMs = 10'000;
constexpr qint64 MaxUnsentBytes = 4 << 20; // a lobby's whole news many times over

class TcpLink final : public NetLink {
  public:
    TcpLink() = default;
    explicit TcpLink(QSslConfiguration server) : serverTls_(std::move(server)) {}
    explicit TcpLink(TrustUnknown trust) : trust_(std::move(trust)) {}
    ~TcpLink() override {
        delete connecting_; // its handlers refer to this link
        closeAll();
    }
    void setHandlers(Handlers h) override { h_ = std::move(h); }

    bool listen(const QString& address, quint16 port, QString* error) override {
        if (serverTls_) {
            auto tls = std::make_unique<QSslServer>();
            tls->setSslConfiguration(*serverTls_);
            tls->setHandshakeTimeout(HandshakeTimeoutMs);
            server_ = std::move(tls);
        } else {
            server_ = std::make_unique<QTcpServer>();
        }
        const QHostAddress a =
            address.isEmpty() ? QHostAddress(QHostAddress::Any) : QHostAddress(address);
        if (!server_->listen(a, port)) {
            *error = server_->errorString();
            server_.reset();
            return false;
        }
        // pendingConnectionAvailable, not newConnection: a TLS connection is pending only once its
        // handshake is done (QSslServer).
        QObject::connect(server_.get(), &QTcpServer::pendingConnectionAvailable, server_.get(),
                         [this] {
                             while (QTcpSocket* incoming = server_->nextPendingConnection()) {
                                 const int id = attach(incoming);
                                 if (h_.opened) h_.opened(id, peerAddress(incoming));
                             }
                         });
        return true;
    }
    quint16 port() const override { return server_ ? server_->serverPort() : 0; }

    void connectTo(const QString& host, quint16 port) override {
        if (connecting_) return;
        QTcpSocket* socket = trust_ ? new QSslSocket : new QTcpSocket;
        connecting_ = socket;
        QObject::connect(socket, &QTcpSocket::errorOccurred, socket, [this, socket] {
            if (socket != connecting_) return; // a connected socket's end is closed()
            connecting_ = nullptr;
            socket->deleteLater();
            const bool handshake = socket->state() == QAbstractSocket::ConnectedState ||
                                   socket->error() == QAbstractSocket::SslHandshakeFailedError ||
                                   socket->error() == QAbstractSocket::RemoteHostClosedError;
            const auto& tell = qobject_cast<QSslSocket*>(socket) && handshake && h_.handshakeFailed
                                   ? h_.handshakeFailed
                                   : h_.failed;
            if (tell) tell(socket->errorString());
        });
        const auto open = [this, socket] {
            connecting_ = nullptr;
            const int id = attach(socket);
            if (h_.opened) h_.opened(id, peerAddress(socket));
        };
        auto* tls = qobject_cast<QSslSocket*>(socket);
        if (!tls) {
            QObject::connect(socket, &QTcpSocket::connected, socket, open);
            return socket->connectToHost(host, port);
        }
        QObject::connect(tls, &QSslSocket::encrypted, tls, open);
        QObject::connect(
            tls, &QSslSocket::sslErrors, tls,
            [this, tls, host, port](const QList<QSslError>& errors) {
                QStringList why;
                for (const QSslError& e : errors) why << e.errorString();
                if (trust_(host, port, fingerprint(tls->peerCertificate()), why.join("; ")))
                    tls->ignoreSslErrors(errors);
            });
        tls->connectToHostEncrypted(host, port);
    }
    bool connecting() const override { return !connecting_.isNull(); }
    void write(int id, const QByteArray& bytes) override {
        QTcpSocket* s = sockets_.value(id);
        if (!s) return;
        s->write(bytes);
        if (s->bytesToWrite() <= MaxUnsentBytes) return;
        // A peer that does not read what it is sent is cut off rather than buffered for without
        // end; the owner hears of it as of any closed connection, after the call that wrote.
        sockets_.remove(id);
        QObject::disconnect(s, nullptr, nullptr, nullptr);
        s->abort();
        s->deleteLater();
        QTimer::singleShot(0, &context_, [this, id] {
            if (h_.closed) h_.closed(id);
        });
    }
    void close(int id) override {
        QTcpSocket* s = sockets_.take(id);
        if (!s) return;
        QObject::disconnect(s, nullptr, nullptr, nullptr);
        s->flush();
        s->disconnectFromHost();
        s->deleteLater();
    }
    // The port too: a game hosted again right after this one finds it free.
    void closeAll() override {
        if (server_) server_->close();
        for (const int id : sockets_.keys()) close(id);
    }

    QStringList ownAddresses(const QString& address) const override {
        if (!address.isEmpty()) return {address};
        QStringList found;
        for (const QHostAddress& a : QNetworkInterface::allAddresses())
            if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
                found << a.toString();
        found << QStringLiteral("127.0.0.1");
        return found;
    }

  private:
    static QString peerAddress(const QTcpSocket* socket) {
        bool mapped = false; // an IPv4 peer seen through an IPv6 socket
        const quint32 v4 = socket->peerAddress().toIPv4Address(&mapped);
        return mapped ? QHostAddress(v4).toString() : socket->peerAddress().toString();
    }
    int attach(QTcpSocket* socket) {
        const int id = ++lastId_;
        // A move is a short line that should leave at once, not wait for Nagle's algorithm to
        // gather more (up to a delayed ACK's 40 ms).
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        sockets_.insert(id, socket);
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, id] {
            if (sockets_.value(id) == socket && h_.received) h_.received(id, socket->readAll());
        });
        QObject::connect(socket, &QTcpSocket::disconnected, socket, [this, socket, id] {
            if (sockets_.value(id) != socket) return;
            sockets_.remove(id);
            socket->deleteLater();
            if (h_.closed) h_.closed(id);
        });
        return id;
    }

    Handlers h_;
    QObject context_; // of the closings reported later; they go with the link
    std::optional<QSslConfiguration> serverTls_;
    TrustUnknown trust_;
    std::unique_ptr<QTcpServer> server_;
    QHash<int, QPointer<QTcpSocket>> sockets_;
    QPointer<QTcpSocket> connecting_;
    int lastId_ = 0;
};

class UdpDiscovery final : public Discovery {
  public:
    void answerLooks(quint16 udpPort, QByteArray answer, std::function<bool()> waiting) override {
        // Shared: a second program hosting on this machine answers too.
        socket_.bind(QHostAddress::AnyIPv4, udpPort,
                     QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint);
        QObject::connect(&socket_, &QUdpSocket::readyRead, &socket_,
                         [this, answer = std::move(answer), waiting = std::move(waiting)] {
                             while (socket_.hasPendingDatagrams()) {
                                 const QNetworkDatagram d = socket_.receiveDatagram(64);
                                 if (d.data() == "BASHNI-LOOK 1" && waiting())
                                     socket_.writeDatagram(answer, d.senderAddress(),
                                                           quint16(d.senderPort()));
                             }
                         });
    }
    void look(const QString& broadcast, quint16 udpPort, const QByteArray& look,
              std::function<void(const QByteArray&, const QString&)> found) override {
        if (socket_.state() != QAbstractSocket::BoundState) {
            socket_.bind(QHostAddress::AnyIPv4, 0);
            QObject::connect(&socket_, &QUdpSocket::readyRead, &socket_, [this] {
                while (socket_.hasPendingDatagrams()) {
                    const QNetworkDatagram d = socket_.receiveDatagram(2048);
                    bool mapped = false; // an IPv4 sender seen through an IPv6 socket
                    const quint32 v4 = d.senderAddress().toIPv4Address(&mapped);
                    const QString from =
                        mapped ? QHostAddress(v4).toString() : d.senderAddress().toString();
                    if (found_) found_(d.data(), from);
                }
            });
        }
        found_ = std::move(found);
        socket_.writeDatagram(look, QHostAddress(broadcast), udpPort);
    }

  private:
    QUdpSocket socket_;
    std::function<void(const QByteArray&, const QString&)> found_;
};

} // namespace

std::unique_ptr<NetLink> createTcpLink() {
    return std::make_unique<TcpLink>();
}

std::unique_ptr<Discovery> createUdpDiscovery() {
    return std::make_unique<UdpDiscovery>();
}

std::optional<QSslConfiguration> serverTls(const QString& certificateFile, const QString& keyFile,
                                           QString* error) {
    if (!QSslSocket::supportsSsl()) {
        *error = "TLS is not available (Qt Network's OpenSSL backend did not load)";
        return std::nullopt;
    }
    const QList<QSslCertificate> chain = QSslCertificate::fromPath(certificateFile);
    if (chain.isEmpty()) {
        *error = certificateFile + ": no PEM certificate in it";
        return std::nullopt;
    }
    QFile keyIn(keyFile);
    if (!keyIn.open(QIODevice::ReadOnly)) {
        *error = keyFile + ": " + keyIn.errorString();
        return std::nullopt;
    }
    const QByteArray pem = keyIn.read(1 << 20);
    QSslKey key(pem, QSsl::Ec);
    if (key.isNull()) key = QSslKey(pem, QSsl::Rsa);
    if (key.isNull()) {
        *error = keyFile + ": no unencrypted PEM key (EC or RSA) in it";
        return std::nullopt;
    }
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setLocalCertificateChain(chain);
    config.setPrivateKey(key);
    config.setPeerVerifyMode(QSslSocket::VerifyNone); // clients have no certificates
    config.setProtocol(QSsl::TlsV1_2OrLater);
    return config;
}

std::unique_ptr<NetLink> createTlsServerLink(const QSslConfiguration& config) {
    return std::make_unique<TcpLink>(config);
}

std::unique_ptr<NetLink> createTlsClientLink(TrustUnknown trust) {
    return std::make_unique<TcpLink>(std::move(trust));
}

QString fingerprint(const QSslCertificate& certificate) {
    const QByteArray hex = certificate.digest(QCryptographicHash::Sha256).toHex().toUpper();
    QStringList pairs;
    for (qsizetype i = 0; i < hex.size(); i += 2) pairs << QString::fromLatin1(hex.mid(i, 2));
    return pairs.join(':');
}

} // namespace bashni::link
