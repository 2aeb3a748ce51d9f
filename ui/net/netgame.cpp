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
    : QObject(parent), door_(std::move(session)), link_(std::move(link)) {
    clock_.start();
    ticker_.setInterval(TickMs);
    connect(&ticker_, &QTimer::timeout, this, &NetGame::onTick);
    ticker_.start();
    link_->setHandlers({
        [this](int id, const QString& address) {
            door_.opened(id, address.toStdString(), now());
            drain();
        },
        [this](int id, const QByteArray& bytes) {
            door_.received(id, std::string_view(bytes.constData(), std::size_t(bytes.size())),
                           now());
            drain();
        },
        [this](int id) {
            door_.closed(id, now());
            drain();
        },
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
        return !linked() && door_.session().admits(net::wire::Seat{});
    });
}

void NetGame::join(const QString& host, quint16 port) {
    joinHost_ = host;
    joinPort_ = port;
    if (!linked()) link_->connectTo(host, port);
}

void NetGame::onTick() {
    door_.tick(now());
    drain();
    emit ticked();
}

// Lines go out before the events they come with are reported, so that a slot that acts at once
// (an answer to an offer) sends after them.
void NetGame::drain() {
    for (auto& out : door_.takeOutputs()) {
        if (const auto* line = std::get_if<std::string>(&out.what)) {
            link_->write(out.to, QByteArray::fromStdString(*line));
            continue;
        }
        const auto& e = std::get<net::Event>(out.what);
        if (e.kind == Kind::Close) {
            link_->close(out.to);
        } else if (e.kind != Kind::Refused) { // a stranger kept out: nothing for the player
            handle(e);
        }
    }
}

void NetGame::handle(const net::Event& e) {
    switch (e.kind) {
    case Kind::Connected:
        return emit connected(text(e.text));
    case Kind::GameProposed: // the player chose to join this host: its game is accepted
        door_.session().accept(now());
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
    case Kind::Refused:
        return; // the door's business (drain)
    }
}

bool NetGame::play(const Move& m) {
    const bool ok = door_.session().play(m, now());
    drain();
    return ok;
}

bool NetGame::offerDraw() {
    const bool ok = door_.session().offerDraw();
    drain();
    return ok;
}

bool NetGame::answerDraw(bool accept) {
    const bool ok = door_.session().answerDraw(accept);
    drain();
    return ok;
}

bool NetGame::requestTakeback(int ply) {
    const bool ok = door_.session().requestTakeback(ply);
    drain();
    return ok;
}

bool NetGame::answerTakeback(bool accept) {
    const bool ok = door_.session().answerTakeback(accept, now());
    drain();
    return ok;
}

bool NetGame::resign() {
    const bool ok = door_.session().resign();
    drain();
    return ok;
}

bool NetGame::chat(const QString& line) {
    const bool ok = door_.session().chat(line.toStdString());
    drain();
    return ok;
}

void NetGame::bye() {
    door_.session().bye();
    drain();
    link_->closeAll();
}

} // namespace bashni::ui
