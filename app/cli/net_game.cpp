#include "net_game.h"

#include "core/net/adjourned.h"
#include "core/notation.h"
#include "core/pdn.h"
#include "link/tcplink.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QSaveFile>

#include <algorithm>
#include <cstdio>

namespace bashni::cli {

namespace {

using Kind = net::Event::Kind;

// A player on a long clock plans from this much of it at most, so one move never blocks the
// event loop long enough for the peer to count us lost (docs/PROTOCOL.md 5: 60 s).
constexpr Milliseconds MaxPlanMs = 20'000;
// A host takes at most 20 lines a second (docs/PROTOCOL.md 7): players that answer at once, as
// random and greedy do, keep this far between their moves so that two bots stay under it.
constexpr Milliseconds MinMoveIntervalMs = 60;

void say(const std::string& line) {
    std::fputs((line + "\n").c_str(), stdout);
    std::fflush(stdout);
}

} // namespace

NetGame::NetGame(net::Session session, std::unique_ptr<Player> player, QString pdnFile)
    : loop_(std::move(session), {[this](int to, const std::string& line) {
                                     link_->write(to, QByteArray::fromStdString(line));
                                 },
                                 [this](int to) { link_->close(to); },
                                 [this](int, const net::Event& e) { handle(e); }}),
      player_(std::move(player)), pdnFile_(std::move(pdnFile)), link_(link::createTcpLink()) {
    clock_.start();
    link_->setHandlers({
        [this](int id, const QString& address) { onOpened(id, address); },
        [this](int id, const QByteArray& bytes) { onReceived(id, bytes); },
        [this](int id) { onClosed(id); },
        [this](const QString&) { // the guest's connection could not be made: try again
            if (!giveUp_.isActive()) giveUp_.start();
            QTimer::singleShot(2000, this, [this] {
                if (!finished_) join(joinHost_, joinPort_);
            });
        },
    });
    player_->newGame(std::uint64_t(QDateTime::currentMSecsSinceEpoch()));
    ticker_.setInterval(100);
    connect(&ticker_, &QTimer::timeout, this, &NetGame::onTick);
    ticker_.start();
    giveUp_.setSingleShot(true);
    giveUp_.setInterval(int(net::ResumeWaitMs));
    connect(&giveUp_, &QTimer::timeout, this, [this] {
        std::fputs("bashni-cli: nobody came back within 120 s; the game is adjourned\n", stderr);
        finish(1);
    });
}

bool NetGame::listen(const QString& address, quint16 port, QString* error) {
    hosting_ = true;
    return link_->listen(address, port, error);
}

void NetGame::join(const QString& host, quint16 port) {
    joinHost_ = host;
    joinPort_ = port;
    if (!linked() && !link_->connecting()) link_->connectTo(host, port);
}

void NetGame::onOpened(int id, const QString& address) {
    loop_.opened(id, address.toStdString(), now());
    thinkSoon();
}

void NetGame::onReceived(int id, const QByteArray& bytes) {
    loop_.received(id, std::string_view(bytes.constData(), std::size_t(bytes.size())), now());
    thinkSoon();
}

// After the event loop's turn, so that what arrived with the move is handled first.
void NetGame::thinkSoon() {
    const Milliseconds wait = std::max<Milliseconds>(0, lastMoveAt_ + MinMoveIntervalMs - now());
    QTimer::singleShot(int(wait), this, [this] {
        if (mayMove()) think();
    });
}

void NetGame::onClosed(int id) {
    loop_.closed(id, now());
    if (!finished_) waitForPeer();
}

// The game is kept: the host waits for a guest, the guest connects again.
void NetGame::waitForPeer() {
    if (linked() || finished_) return;
    if (!giveUp_.isActive()) giveUp_.start();
    if (!hosting_)
        QTimer::singleShot(2000, this, [this] {
            if (!linked() && !finished_) join(joinHost_, joinPort_);
        });
}

// The door's tick, not only the session's: a connection that does not greet is closed in time.
void NetGame::onTick() {
    loop_.tick(now());
    if (mayMove()) think();
}

bool NetGame::mayMove() const {
    return loop_.session().myTurn() && !finished_ && now() - lastMoveAt_ >= MinMoveIntervalMs;
}

void NetGame::handle(const net::Event& e) {
    switch (e.kind) {
    case Kind::Close: // the game's connection: the peer may come back
        QTimer::singleShot(0, this, &NetGame::waitForPeer);
        return;
    case Kind::Connected:
        return say("connected " + e.text); // printable: the session refuses other names
    case Kind::GameProposed:
        loop_.session().accept(now());
        return;
    case Kind::GameStarted:
        savePdn();
        return say("started " + std::to_string(e.ply));
    case Kind::Resumed:
        savePdn();
        return say("resumed " + std::to_string(e.ply));
    case Kind::MovePlayed:
        savePdn();
        return say("move " + std::to_string(e.ply) + " " + e.text);
    case Kind::ProtocolError: // our reasons: plain words
        return say("error " + e.text);
    case Kind::PeerError: // the peer's words, quoted and escaped unless they are plain text
        return say("error " + (isPrintableText(e.text) ? e.text : quotedInput(e.text)));
    case Kind::Lost:
        return say("lost");
    case Kind::Declined:
        say("declined " + e.text); // printable: the session refuses other reasons
        return finish(1);
    case Kind::GameOver:
        savePdn();
        say("result " + e.text + " " + std::to_string(e.ply) + " " + e.reason);
        loop_.session().bye();
        loop_.flush();
        return finish(0);
    case Kind::Refused: // a connection the door kept out; the game is not touched
        return say("refused " + e.text);
    default: // chat, offers and takebacks: the CLI players never make or take them
        if (e.kind == Kind::DrawOffered) loop_.session().answerDraw(false);
        if (e.kind == Kind::TakebackRequested) loop_.session().answerTakeback(false, now());
        return;
    }
}

void NetGame::think() {
    const Game& game = loop_.session().game();
    const auto left = loop_.session().timeLeft(game.sideToMove(), now());
    const engine::ClockState clock{game.timeControl(), std::min(left.value_or(0), MaxPlanMs),
                                   game.plyCount()};
    const Move m = player_->choose(game, left ? &clock : nullptr);
    loop_.session().play(m, now());
    lastMoveAt_ = now();
    loop_.flush();
}

void NetGame::savePdn() {
    const net::Session& session = loop_.session();
    if (pdnFile_.isEmpty() || !session.setup()) return;
    Game game = session.game();
    game.setTag("Event", "Network game " + session.setup()->id);
    game.setTag("Site", "Network game (Bashni protocol " + std::string(net::VersionText) + ")");
    // What `join --pdn FILE` needs to come back to this game (a host's file resumes nothing).
    net::markNetworkGame(game, session,
                         (joinHost_ + ':' + QString::number(joinPort_)).toStdString());
    QSaveFile file(pdnFile_);
    const std::string text = writePdn(game);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) < 0 ||
        !file.commit())
        std::fputs(("bashni-cli: cannot write " + pdnFile_.toStdString() + "\n").c_str(), stderr);
}

void NetGame::finish(int code) {
    if (finished_) return;
    finished_ = true;
    exitCode_ = code;
    ticker_.stop();
    giveUp_.stop();
    link_->closeAll(); // what was written goes out before the connections end
    QCoreApplication::exit(code);
}

} // namespace bashni::cli
