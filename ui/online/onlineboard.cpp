#include "ui/online/onlineboard.h"

#include "ui/game/gamecontroller.h"
#include "ui/game/humanseat.h"
#include "ui/online/onlineconnection.h"
#include "ui/online/serverseat.h"

#include <QDate>

namespace bashni::ui {

OnlineBoard::OnlineBoard(OnlineConnection& connection, GameController& controller, QString gameId,
                         QObject* parent)
    : QObject(parent), connection_(connection), controller_(&controller), id_(std::move(gameId)) {
    const auto mine = [this](void (OnlineBoard::*f)()) {
        return [this, f](const QString& id) {
            if (id == id_) (this->*f)();
        };
    };
    connect(&connection, &OnlineConnection::gameShown, this, [this](const QString& id, bool) {
        if (id == id_) loadRecord();
    });
    connect(&connection, &OnlineConnection::takenBack, this, mine(&OnlineBoard::loadRecord));
    connect(&connection, &OnlineConnection::moved, this, &OnlineBoard::onMoved);
    connect(&connection, &OnlineConnection::ended, this, &OnlineBoard::onEnded);
    connect(&connection, &OnlineConnection::clockChanged, this, [this](const QString& id) {
        if (id != id_ || !game()) return;
        running_ = game()->running;
        sinceClock_.restart();
        emit controller_->clockTick();
    });
    // The board can take a move only while the server can hear it.
    connect(&connection, &OnlineConnection::stateChanged, this, &OnlineBoard::loadRecord);
    // After the move has been shown and the controller is done with it.
    connect(&controller, &GameController::moved, this,
            [this] { QTimer::singleShot(0, this, &OnlineBoard::sendLocalMove); });
    connect(&controller, &GameController::gameLoaded, this, [this] {
        if (!loading_) emit abandoned();
    });
    connect(&tick_, &QTimer::timeout, &controller, &GameController::clockTick);
    tick_.start(100);
    loadRecord();
}

// The controller may outlive this game: its clocks go back to its own count.
OnlineBoard::~OnlineBoard() {
    if (controller_) controller_->setClockSource({});
}

const net::server::ClientGame* OnlineBoard::game() const {
    return connection_.client().game(id_.toStdString());
}

bool OnlineBoard::playing() const {
    const auto* g = game();
    return g && g->playing() && !g->over() &&
           connection_.state() == OnlineConnection::State::Online;
}

bool OnlineBoard::watching() const {
    const auto* g = game();
    return g && !g->playing();
}

bool OnlineBoard::canRequestTakeback() const {
    const auto* g = game();
    if (!playing()) return false;
    for (int ply = g->game.plyCount(); ply > 0; --ply)
        if (g->game.mover(ply) == g->colour()) return true;
    return false;
}

// The record the server showed, with where it was played; nobody here moves on it unless it is
// ours, not over, and the server can hear our move.
void OnlineBoard::loadRecord() {
    const auto* g = game();
    if (!g || !controller_) return;
    Game record = g->game;
    record.setTag("Site", connection_.login().host.toStdString());
    record.setTag("Event", "Bashni server game " + g->id);
    const ServerLogin& l = connection_.login();
    record.setTag(ServerTag, (l.port == net::server::DefaultServerPort
                                  ? l.host
                                  : l.host + QLatin1Char(':') + QString::number(l.port))
                                 .toStdString());
    if (record.tag("Date").empty() || record.tag("Date") == "????.??.??")
        record.setTag("Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    // The ratings the players had when the game began, as the lobby lists them (none for guests).
    const auto& players = connection_.client().players();
    for (Color side : {Color::White, Color::Black}) {
        const char* tag = side == Color::White ? "WhiteElo" : "BlackElo";
        std::string& elo = elo_[std::size_t(side)];
        const auto it = players.find(record.tag(side == Color::White ? "White" : "Black"));
        if (elo.empty() && it != players.end())
            elo = it->second.ratings[std::size_t(record.rules())];
        if (!elo.empty() && elo != "-") record.setTag(tag, elo);
    }
    Seats seats{std::make_unique<ServerSeat>(), std::make_unique<ServerSeat>()};
    if (playing()) seats[std::size_t(g->colour())] = std::make_unique<HumanSeat>();
    for (Color c : {Color::White, Color::Black})
        relayed_[std::size_t(c)] = qobject_cast<ServerSeat*>(seats[std::size_t(c)].get());
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    setup.rules = record.rules();
    setup.draws = record.drawRules();
    running_ = g->running;
    sinceClock_.restart();
    sentPly_ = 0;
    loading_ = true;
    controller_->loadGame(record, setup, std::move(seats));
    loading_ = false;
    controller_->setClockSource([this](Color side) { return timeLeft(side); });
}

// The server's count, run on here for the side whose clock runs (as the server runs it).
std::optional<Milliseconds> OnlineBoard::timeLeft(Color side) const {
    const auto* g = game();
    if (!g) return std::nullopt;
    const auto left = g->left[std::size_t(side)];
    if (!left || g->over() || running_ != side) return left;
    return std::max<Milliseconds>(0, *left - sinceClock_.elapsed());
}

void OnlineBoard::onMoved(const QString& id, int ply) {
    const auto* g = game();
    if (id != id_ || !g || !controller_) return;
    const Game& board = controller_->game();
    const Color mover = g->game.mover(ply);
    if (ply == board.plyCount() + 1 && relayed_[std::size_t(mover)])
        relayed_[std::size_t(mover)]->deliver(g->game.move(ply));
    // Our own move comes back as the server took it; anything else: the server's record.
    if (controller_->game().plyCount() != ply ||
        controller_->game().position().hash() != g->game.position().hash())
        return loadRecord();
    const auto ms = g->game.clock(ply);
    controller_->editRecord([&](Game& r) { r.setClock(ply, ms); });
    running_ = g->game.sideToMove();
    sinceClock_.restart();
}

// A move the player made on the board goes to the server; one it cannot take now puts the board
// back to the server's record.
void OnlineBoard::sendLocalMove() {
    const auto* g = game();
    if (!g || !controller_) return;
    const Game& board = controller_->game();
    if (board.plyCount() != g->game.plyCount() + 1 ||
        board.mover(board.plyCount()) != g->colour() ||
        sentPly_ == board.plyCount()) // asked twice before the server's answer came
        return;
    sentPly_ = board.plyCount();
    if (!connection_.client().move(id_.toStdString(), board.move(board.plyCount()))) loadRecord();
}

// Endings by the rules the controller sees itself; the server's others are applied to the board.
void OnlineBoard::onEnded(const QString& id) {
    const auto* g = game();
    if (id != id_ || !g || !controller_) return;
    running_.reset();
    if (controller_->game().plyCount() != g->game.plyCount()) return loadRecord();
    const std::string result = g->result, reason = g->reason;
    if (controller_->game().isOver()) return;
    controller_->decide([&](Game& r) { net::server::applyEnd(r, result, reason); });
}

} // namespace bashni::ui
