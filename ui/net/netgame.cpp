#include "ui/net/netgame.h"

namespace bashni::ui {

namespace {

using Kind = net::Event::Kind;

constexpr int TickMs = 100; // tenths of a second on the clocks

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

NetGame::NetGame(net::Session session, std::unique_ptr<NetLink> link, QObject* parent)
    : QObject(parent), session_(std::move(session)), link_(std::move(link)) {
    clock_.start();
    ticker_.setInterval(TickMs);
    connect(&ticker_, &QTimer::timeout, this, &NetGame::onTick);
    ticker_.start();
    link_->setHandlers({
        [this] {
            session_.connectionOpened(now());
            drain();
        },
        [this](const QByteArray& bytes) {
            session_.receive(std::string_view(bytes.constData(), std::size_t(bytes.size())), now());
            drain();
        },
        [this] {
            session_.connectionClosed(now());
            drain();
        },
        [this](const QString& error) { emit failed(error, false); },
    });
}

NetGame::~NetGame() {
    link_->close();
}

bool NetGame::listen(const QString& address, quint16 port, QString* error) {
    return link_->listen(address, port, QByteArray::fromStdString(net::busyLine()), error);
}

void NetGame::answerLooks(std::unique_ptr<Discovery> discovery, quint16 udpPort,
                          QByteArray answer) {
    discovery_ = std::move(discovery);
    discovery_->answerLooks(udpPort, std::move(answer), [this] { return !linked(); });
}

void NetGame::join(const QString& host, quint16 port) {
    joinHost_ = host;
    joinPort_ = port;
    link_->connectTo(host, port);
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
            link_->write(QByteArray::fromStdString(*line));
            continue;
        }
        handle(std::get<net::Event>(out));
    }
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
        return link_->close();
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
    link_->close();
}

} // namespace bashni::ui
