#include "ui/net/networkplay.h"

#include "ui/game/gamecontroller.h"
#include "ui/net/adjourned.h"
#include "ui/net/netgame.h"

#include <QDate>

namespace bashni::ui {

NetworkPlay::NetworkPlay(NetGame* net, GameController* controller, QString localName,
                         QObject* parent)
    : RemoteSide(parent), net_(net), controller_(controller), localName_(std::move(localName)) {
    net_->setParent(this);
    connect(net_, &NetGame::movePlayed, this, [this](int ply) {
        emit moved(ply);
        emit changed();
    });
    // A new record (the game begins or goes on), a shorter one, an ending, or the connection:
    // the board follows.
    connect(net_, &NetGame::started, this, &RemoteSide::changed);
    connect(net_, &NetGame::takebackDone, this, &RemoteSide::changed);
    connect(net_, &NetGame::connected, this, &RemoteSide::changed);
    connect(net_, &NetGame::gameOver, this, &RemoteSide::changed);
    connect(net_, &NetGame::lost, this, &RemoteSide::changed);
    connect(net_, &NetGame::peerLeft, this, &RemoteSide::changed);
    connect(net_, &NetGame::failed, this, &RemoteSide::changed);
    connect(net_, &NetGame::ticked, this, &RemoteSide::ticked);
    connect(controller, &GameController::gameLoaded, this, [this] {
        if (controller_ && controller_->remote() != this) emit abandoned();
    });
    // The host's game while it waits; the guest's empty board until it has one.
    controller->playRemote(*this);
}

NetworkPlay::~NetworkPlay() = default;

bool NetworkPlay::playing() const {
    return net_->session().playing() && !net_->session().game().isOver();
}

std::optional<Color> NetworkPlay::localColour() const {
    if (!net_->session().setup()) return std::nullopt;
    return net_->session().localColour();
}

// The session's record with the names and place of the game, and (for the autosave) the time of
// the move in progress, so that a restarted program resumes it with that time charged. A guest
// has an empty board until the game begins.
Game NetworkPlay::record() const {
    const net::Session& s = net_->session();
    if (!s.setup()) return Game();
    Game game = s.game();
    const QString peer = QString::fromStdString(s.peerName());
    const bool white = s.localColour() == Color::White;
    game.setTag("White", (white ? localName_ : peer).toStdString());
    game.setTag("Black", (white ? peer : localName_).toStdString());
    game.setTag("Site", "Bashni network game");
    game.setTag("Event", "Network game " + s.setup()->id);
    markNetworkGame(game, s,
                    net_->joinHost() + QLatin1Char(':') + QString::number(net_->joinPort()));
    if (game.tag("Date").empty() || game.tag("Date") == "????.??.??")
        game.setTag("Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    return game;
}

QString NetworkPlay::unreachableText() const {
    if (playing() || net_->session().game().isOver()) return {};
    if (!net_->session().setup()) return tr("The game has not begun yet.");
    return tr("The connection to your opponent is lost: the game waits until it is restored.");
}

bool NetworkPlay::send(const Move& m) {
    return net_->play(m);
}

std::optional<Milliseconds> NetworkPlay::timeLeft(Color side) const {
    return net_->timeLeft(side);
}

RemoteSide::Allowed NetworkPlay::allowed() const {
    const Game& sg = net_->session().game();
    const bool takeback = playing() && sg.plyCount() > (sg.mover(1) == *localColour() ? 0 : 1);
    return {takeback, playing(), playing()};
}

// Back to before the player's last move.
bool NetworkPlay::requestTakeback() {
    const Game& sg = net_->session().game();
    const auto local = localColour();
    int ply = sg.plyCount();
    while (ply > 0 && sg.mover(ply) != local) --ply;
    return ply > 0 && net_->requestTakeback(ply - 1);
}

bool NetworkPlay::offerDraw() {
    return net_->offerDraw();
}

bool NetworkPlay::resign() {
    return net_->resign();
}

void NetworkPlay::leave() {
    net_->bye();
    emit changed();
}

bool NetworkPlay::answerDraw(bool accept) {
    return net_->answerDraw(accept);
}

bool NetworkPlay::answerTakeback(bool accept) {
    return net_->answerTakeback(accept);
}

} // namespace bashni::ui
