#include "ui/net/netgame.h"

#include <QTcpServer>
#include <QTcpSocket>

namespace bashni::ui {

namespace {

using Kind = net::Event::Kind;

constexpr int TickMs = 100; // tenths of a second on the clocks

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

NetGame::NetGame(net::Session session, QObject* parent)
    : QObject(parent), session_(std::move(session)) {
    clock_.start();
    ticker_.setInterval(TickMs);
    connect(&ticker_, &QTimer::timeout, this, &NetGame::onTick);
    ticker_.start();
}

NetGame::~NetGame() {
    closeSocket();
}

bool NetGame::listen(const QHostAddress& address, quint16 port, QString* error) {
    server_ = new QTcpServer(this);
    if (!server_->listen(address, port)) {
        *error = server_->errorString();
        return false;
    }
    connect(server_, &QTcpServer::newConnection, this, &NetGame::onNewConnection);
    return true;
}

quint16 NetGame::port() const {
    return server_ ? server_->serverPort() : 0;
}

void NetGame::onNewConnection() {
    while (QTcpSocket* incoming = server_->nextPendingConnection()) {
        if (socket_) { // one guest at a time
            incoming->write(net::busyLine().c_str());
            incoming->disconnectFromHost();
            connect(incoming, &QTcpSocket::disconnected, incoming, &QObject::deleteLater);
            continue;
        }
        attach(incoming);
    }
}

void NetGame::join(const QString& host, quint16 port) {
    if (socket_) return;
    joinHost_ = host;
    joinPort_ = port;
    auto* socket = new QTcpSocket(this);
    connect(socket, &QTcpSocket::connected, this, [this, socket] { attach(socket); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
        if (socket_ == socket) return; // a connected socket's end is handled by onDisconnected
        socket->deleteLater();
        emit failed(socket->errorString(), false);
    });
    socket->connectToHost(host, port);
}

void NetGame::attach(QTcpSocket* socket) {
    socket_ = socket;
    connect(socket, &QTcpSocket::readyRead, this, &NetGame::onReadyRead);
    connect(socket, &QTcpSocket::disconnected, this, &NetGame::onDisconnected);
    session_.connectionOpened(now());
    drain();
}

void NetGame::onReadyRead() {
    if (!socket_) return;
    const QByteArray bytes = socket_->readAll();
    session_.receive(std::string_view(bytes.constData(), std::size_t(bytes.size())), now());
    drain();
}

void NetGame::onDisconnected() {
    QTcpSocket* gone = socket_;
    if (!gone) return;
    socket_ = nullptr;
    gone->deleteLater();
    session_.connectionClosed(now());
    drain();
}

void NetGame::onTick() {
    session_.tick(now());
    drain();
    emit ticked();
}

// Lines go out before the events they come with are reported, so that a slot that acts at once
// (an answer to an offer) sends after them.
void NetGame::drain() {
    for (auto& out : session_.takeOutputs()) {
        if (const auto* line = std::get_if<std::string>(&out)) {
            if (socket_) socket_->write(line->data(), qint64(line->size()));
            continue;
        }
        handle(std::get<net::Event>(out));
    }
}

void NetGame::closeSocket() {
    QTcpSocket* s = socket_;
    if (!s) return;
    socket_ = nullptr; // its disconnected signal is no lost connection: we close it
    disconnect(s, nullptr, this, nullptr);
    s->flush();
    s->disconnectFromHost();
    s->deleteLater();
}

void NetGame::handle(const net::Event& e) {
    switch (e.kind) {
    case Kind::Connected:
        return emit connected(text(e.text));
    case Kind::GameProposed: // the player chose to join this host: its game is accepted
        session_.accept(now());
        return drain();
    case Kind::GameStarted:
        return emit started(false);
    case Kind::Resumed:
        return emit started(true);
    case Kind::MovePlayed:
        return emit movePlayed(e.ply);
    case Kind::Chat:
        return emit chatReceived(text(e.text));
    case Kind::DrawOffered:
        return emit drawOffered();
    case Kind::DrawDeclined:
        return emit drawDeclined();
    case Kind::TakebackRequested:
        return emit takebackRequested(e.ply);
    case Kind::TakebackDone:
        return emit takebackDone(e.ply);
    case Kind::TakebackDeclined:
        return emit takebackDeclined();
    case Kind::GameOver:
        return emit gameOver();
    case Kind::Declined:
        return emit declined(text(e.text));
    case Kind::PeerLeft:
        return emit peerLeft();
    case Kind::PeerError:
        return emit failed(text(e.text), false);
    case Kind::ProtocolError:
        return emit failed(text(e.text), true);
    case Kind::Lost:
        return emit lost();
    case Kind::Close:
        return closeSocket();
    }
}

bool NetGame::play(const Move& m) {
    const bool ok = session_.play(m, now());
    drain();
    return ok;
}

bool NetGame::offerDraw() {
    const bool ok = session_.offerDraw();
    drain();
    return ok;
}

bool NetGame::answerDraw(bool accept) {
    const bool ok = session_.answerDraw(accept);
    drain();
    return ok;
}

bool NetGame::requestTakeback(int ply) {
    const bool ok = session_.requestTakeback(ply);
    drain();
    return ok;
}

bool NetGame::answerTakeback(bool accept) {
    const bool ok = session_.answerTakeback(accept, now());
    drain();
    return ok;
}

bool NetGame::resign() {
    const bool ok = session_.resign();
    drain();
    return ok;
}

bool NetGame::chat(const QString& line) {
    const bool ok = session_.chat(line.toStdString());
    drain();
    return ok;
}

void NetGame::bye() {
    session_.bye();
    drain();
    closeSocket();
}

} // namespace bashni::ui
