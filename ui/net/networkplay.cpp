#include "ui/net/networkplay.h"

#include "ui/game/gamecontroller.h"
#include "ui/game/humanseat.h"
#include "ui/net/adjourned.h"
#include "ui/net/netgame.h"
#include "ui/net/peerseat.h"

#include <QDate>
#include <QTimer>

namespace bashni::ui {

NetworkPlay::NetworkPlay(NetGame* net, GameController* controller, QString localName,
                         QObject* parent)
    : QObject(parent), net_(net), controller_(controller), localName_(std::move(localName)) {
    net_->setParent(this);
    connect(net_, &NetGame::started, this, &NetworkPlay::loadRecord);
    connect(net_, &NetGame::takebackDone, this, &NetworkPlay::loadRecord);
    connect(net_, &NetGame::movePlayed, this, &NetworkPlay::onMovePlayed);
    connect(net_, &NetGame::gameOver, this, &NetworkPlay::onGameOver);
    connect(net_, &NetGame::ticked, controller, &GameController::clockTick);
    // The record (and so the autosave) keeps the time of the move in progress when the game is
    // adjourned: a restarted program resumes it with that time charged.
    for (auto adjourned : {&NetGame::lost, &NetGame::peerLeft})
        connect(net_, adjourned, this, &NetworkPlay::keepMoveTime);
    connect(net_, &NetGame::failed, this, &NetworkPlay::keepMoveTime);
    // After the move has been shown and the controller is done with it.
    connect(controller, &GameController::moved, this,
            [this] { QTimer::singleShot(0, this, &NetworkPlay::sendLocalMove); });
    connect(controller, &GameController::gameLoaded, this, [this] {
        if (!loading_) emit abandoned();
    });
    loadRecord(); // the host's game while it waits; the guest's empty board until it has one
}

// The controller may outlive this game: its clocks go back to its own count.
NetworkPlay::~NetworkPlay() {
    if (controller_) controller_->setClockSource({});
}

Color NetworkPlay::local() const {
    return net_->session().localColour();
}

bool NetworkPlay::playing() const {
    return net_->session().playing() && !net_->session().game().isOver();
}

// The session's record with the names and place of the game; the peer plays the other colour.
// Nobody moves on the board before the session plays.
void NetworkPlay::loadRecord() {
    const net::Session& s = net_->session();
    Seats seats{std::make_unique<PeerSeat>(), std::make_unique<PeerSeat>()};
    peer_ = nullptr;
    if (!s.setup()) { // a guest before the game: the computer stops, and nobody moves
        loading_ = true;
        controller_->loadGame(Game(), GameSetup(), std::move(seats));
        loading_ = false;
        return;
    }
    Game game = s.game();
    const QString peer = QString::fromStdString(s.peerName());
    const bool white = local() == Color::White;
    game.setTag("White", (white ? localName_ : peer).toStdString());
    game.setTag("Black", (white ? peer : localName_).toStdString());
    game.setTag("Site", "Bashni network game");
    game.setTag("Event", "Network game " + s.setup()->id);
    markNetworkGame(game, s,
                    net_->joinHost() + QLatin1Char(':') + QString::number(net_->joinPort()));
    if (game.tag("Date").empty() || game.tag("Date") == "????.??.??")
        game.setTag("Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    setup.rules = game.rules();
    setup.draws = game.drawRules();
    if (playing()) seats[std::size_t(local())] = std::make_unique<HumanSeat>();
    peer_ = static_cast<PeerSeat*>(seats[std::size_t(~local())].get());
    loading_ = true;
    controller_->loadGame(game, setup, std::move(seats));
    loading_ = false;
    controller_->setClockSource([this](Color side) { return net_->timeLeft(side); });
}

// A move the player made on the board goes to the peer; one the session refuses (it should not:
// both check the same rules) puts the board back to the session's record.
void NetworkPlay::sendLocalMove() {
    if (!controller_) return;
    const Game& g = controller_->game();
    const Game& sg = net_->session().game();
    if (g.plyCount() != sg.plyCount() + 1 || g.mover(g.plyCount()) != local()) return;
    if (!net_->play(g.move(g.plyCount()))) loadRecord();
}

void NetworkPlay::onMovePlayed(int ply) {
    const Game& sg = net_->session().game();
    const Game& g = controller_->game();
    if (ply == g.plyCount() + 1 && sg.mover(ply) != local()) {
        if (peer_) peer_->deliver(sg.move(ply));
        if (controller_->game().plyCount() != ply) return loadRecord();
    } else if (ply > g.plyCount()) {
        return loadRecord();
    }
    setClock(ply);
}

void NetworkPlay::keepMoveTime() {
    const Game& sg = net_->session().game();
    if (!controller_ || sg.isOver() || controller_->game().plyCount() != sg.plyCount()) return;
    const Milliseconds used = sg.currentMoveUsedMs();
    controller_->editRecord([used](Game& g) {
        if (g.currentPly() == g.plyCount()) g.setCurrentMoveUsedMs(used);
    });
}

void NetworkPlay::setClock(int ply) {
    const auto ms = net_->session().game().clock(ply);
    controller_->editRecord([&](Game& g) {
        if (ply <= g.plyCount()) g.setClock(ply, ms);
    });
}

// Endings by the rules the controller sees itself; the others are decided by the session.
void NetworkPlay::onGameOver() {
    const Game& sg = net_->session().game();
    const Ending e = sg.ending();
    if (controller_->game().ending() == e) return;
    if (e != Ending::Resignation && e != Ending::Agreement && e != Ending::TimeForfeit) return;
    controller_->decide([&](Game& g) {
        if (e == Ending::Resignation) g.resign(sg.loser());
        if (e == Ending::Agreement) g.agreeDraw();
        if (e == Ending::TimeForfeit) g.loseOnTime(sg.loser());
    });
}

bool NetworkPlay::canRequestTakeback() const {
    const Game& sg = net_->session().game();
    return playing() && sg.plyCount() > (sg.mover(1) == local() ? 0 : 1);
}

bool NetworkPlay::requestTakeback() {
    const Game& sg = net_->session().game();
    int ply = sg.plyCount();
    while (ply > 0 && sg.mover(ply) != local()) --ply;
    return ply > 0 && net_->requestTakeback(ply - 1);
}

bool NetworkPlay::offerDraw() {
    return net_->offerDraw();
}

bool NetworkPlay::resign() {
    return net_->resign();
}

bool NetworkPlay::answerDraw(bool accept) {
    return net_->answerDraw(accept);
}

bool NetworkPlay::answerTakeback(bool accept) {
    return net_->answerTakeback(accept);
}

} // namespace bashni::ui
