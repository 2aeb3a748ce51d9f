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
    : QObject(parent),
      loop_(std::move(session), {[this](int to, const std::string& line) {
                                     link_->write(to, QByteArray::fromStdString(line));
                                 },
                                 [this](int to) { link_->close(to); },
                                 [this](int, const net::Event& e) { handle(e); }}),
      link_(std::move(link)) {
    clock_.start();
    ticker_.setInterval(TickMs);
    connect(&ticker_, &QTimer::timeout, this, &NetGame::onTick);
    ticker_.start();
    link_->setHandlers({
        [this](int id, const QString& address) { loop_.opened(id, address.toStdString(), now()); },
        [this](int id, const QByteArray& bytes) {
            loop_.received(id, std::string_view(bytes.constData(), std::size_t(bytes.size())),
                           now());
        },
        [this](int id) { loop_.closed(id, now()); },
        [this](const QString& error) { emit failed(error, false); },
    });
}

NetGame::~NetGame() {
    link_->closeAll();
}

bool NetGame::listen(const QString& address, quint16 port, QString* error) {
    return link_->listen(address, port, error);
}

void NetGame::answerLooks(std::unique_ptr<Discovery> discovery, quint16 udpPort,
                          QByteArray answer) {
    discovery_ = std::move(discovery);
    // Only while any guest may sit down: a game waiting for its own guest is nobody else's.
    discovery_->answerLooks(udpPort, std::move(answer), [this] {
        return !linked() && loop_.session().admits(net::wire::Seat{});
    });
}

void NetGame::join(const QString& host, quint16 port) {
    joinHost_ = host;
    joinPort_ = port;
    if (!linked()) link_->connectTo(host, port);
}

void NetGame::onTick() {
    loop_.tick(now());
    emit ticked();
}

void NetGame::handle(const net::Event& e) {
    switch (e.kind) {
    case Kind::Connected:
        return emit connected(text(e.text));
    case Kind::GameProposed: // the player chose to join this host: its game is accepted
        loop_.session().accept(now());
        return loop_.flush();
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
    case Kind::Refused: // a stranger kept out: nothing for the player
        return;
    }
}

bool NetGame::play(const Move& m) {
    const bool ok = loop_.session().play(m, now());
    loop_.flush();
    return ok;
}

bool NetGame::offerDraw() {
    const bool ok = loop_.session().offerDraw();
    loop_.flush();
    return ok;
}

bool NetGame::answerDraw(bool accept) {
    const bool ok = loop_.session().answerDraw(accept);
    loop_.flush();
    return ok;
}

bool NetGame::requestTakeback(int ply) {
    const bool ok = loop_.session().requestTakeback(ply);
    loop_.flush();
    return ok;
}

bool NetGame::answerTakeback(bool accept) {
    const bool ok = loop_.session().answerTakeback(accept, now());
    loop_.flush();
    return ok;
}

bool NetGame::resign() {
    const bool ok = loop_.session().resign();
    loop_.flush();
    return ok;
}

bool NetGame::chat(const QString& line) {
    const bool ok = loop_.session().chat(line.toStdString());
    loop_.flush();
    return ok;
}

void NetGame::bye() {
    loop_.session().bye();
    loop_.flush();
    discovery_.reset(); // its UDP port, and the TCP port below, are free for the next game
    link_->closeAll();
}

} // namespace bashni::ui
