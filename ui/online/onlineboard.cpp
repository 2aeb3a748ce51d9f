#include "ui/online/onlineboard.h"

#include "ui/game/gamecontroller.h"
#include "ui/online/onlineconnection.h"

#include <QDate>

namespace bashni::ui {

OnlineBoard::OnlineBoard(OnlineConnection& connection, GameController& controller, QString gameId,
                         QObject* parent)
    : RemoteSide(parent), connection_(connection), controller_(&controller),
      id_(std::move(gameId)) {
    const auto mine = [this](const QString& id) { return id == id_; };
    connect(&connection, &OnlineConnection::gameShown, this, [this, mine](const QString& id) {
        if (!mine(id)) return;
        noteRatings();
        emit changed();
    });
    connect(&connection, &OnlineConnection::takenBack, this, [this, mine](const QString& id) {
        if (!mine(id)) return;
        pending_.reset();
        emit changed();
    });
    connect(&connection, &OnlineConnection::ended, this, [this, mine](const QString& id) {
        if (!mine(id)) return;
        running_.reset();
        emit changed();
    });
    connect(&connection, &OnlineConnection::moved, this, &OnlineBoard::onMoved);
    connect(&connection, &OnlineConnection::clockChanged, this, &OnlineBoard::onClock);
    // A refused move: the board goes back to the server's record (the window says why).
    connect(&connection, &OnlineConnection::refused, this, [this] {
        if (!pending_) return;
        pending_.reset();
        emit changed();
    });
    connect(&connection, &OnlineConnection::stateChanged, this, &OnlineBoard::onConnection);
    connect(&connection, &OnlineConnection::rating, this,
            [this](const QString& name, Rules rules, int rating, int, int) {
                onRating(name, rules, rating);
            });
    connect(&connection, &OnlineConnection::lobbyChanged, this, &OnlineBoard::onLobby);
    // Taken up again after a restart of the program: the ratings the game began with are the
    // record's on the board, which the lobby no longer says.
    const Game& shown = controller.game();
    if (shown.tag("Event") == "Bashni server game " + id_.toStdString()) {
        elo_[0] = shown.tag("WhiteElo");
        elo_[1] = shown.tag("BlackElo");
    }
    connect(&controller, &GameController::gameLoaded, this, [this] {
        if (controller_ && controller_->remote() != this) emit abandoned();
    });
    connect(&tick_, &QTimer::timeout, this, &RemoteSide::ticked);
    tick_.start(100);
    noteRatings();
    if (const auto* g = game()) running_ = g->running;
    sinceClock_.start();
    controller.playRemote(*this);
}

OnlineBoard::~OnlineBoard() = default;

const net::server::ClientGame* OnlineBoard::game() const {
    return connection_.client().game(id_.toStdString());
}

bool OnlineBoard::online() const {
    return connection_.state() == OnlineConnection::State::Online;
}

bool OnlineBoard::playing() const {
    const auto* g = game();
    return g && g->playing() && !g->over() && online();
}

bool OnlineBoard::watching() const {
    const auto* g = game();
    return g && !g->playing();
}

// The ratings the players had when the game began, as the lobby lists them (none for guests).
void OnlineBoard::noteRatings() {
    const auto* g = game();
    if (!g) return;
    const auto& players = connection_.client().players();
    for (Color side : {Color::White, Color::Black}) {
        std::string& elo = elo_[std::size_t(side)];
        const auto it = players.find(g->game.tag(side == Color::White ? "White" : "Black"));
        if (elo.empty() && it != players.end())
            elo = it->second.ratings[std::size_t(g->game.rules())];
    }
}

// The record the server showed, with where it is played, the players' ratings, its ending, and
// our move on its way.
Game OnlineBoard::record() const {
    const auto* g = game();
    if (!g) return last_;
    Game record = g->game;
    const ServerLogin& l = connection_.login();
    record.setTag("Site", l.host.toStdString());
    record.setTag("Event", "Bashni server game " + g->id);
    record.setTag(ServerTag, (l.port == net::server::DefaultServerPort
                                  ? l.host
                                  : l.host + QLatin1Char(':') + QString::number(l.port))
                                 .toStdString());
    if (record.tag("Date").empty() || record.tag("Date") == "????.??.??")
        record.setTag("Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    for (Color side : {Color::White, Color::Black}) {
        const std::string& elo = elo_[std::size_t(side)];
        if (!elo.empty() && elo != "-")
            record.setTag(side == Color::White ? "WhiteElo" : "BlackElo", elo);
    }
    for (Color side : {Color::White, Color::Black})
        if (const auto diff = diff_[std::size_t(side)])
            record.setTag(side == Color::White ? "WhiteRatingDiff" : "BlackRatingDiff",
                          (*diff >= 0 ? "+" : "") + std::to_string(*diff));
    if (g->over()) net::server::applyEnd(record, g->result, g->reason);
    if (pending_ && pending_->ply == record.plyCount() + 1 && !record.isOver()) {
        const Milliseconds left = timeLeft(record.sideToMove()).value_or(0);
        record.play(pending_->move);
        if (record.timeControl().timed()) record.setClock(record.plyCount(), left);
    }
    last_ = record;
    return record;
}

// Kept while the server has forgotten the game for a moment (a lost connection): the board stays
// turned to the player.
std::optional<Color> OnlineBoard::localColour() const {
    if (const auto* g = game())
        lastColour_ = g->playing() ? std::optional(g->colour()) : std::nullopt;
    return lastColour_;
}

QString OnlineBoard::unreachableText() const {
    const auto* g = game();
    if (!online()) return tr("The connection to the server is being restored…");
    if (g && !g->playing()) return tr("You are watching this game.");
    return {};
}

bool OnlineBoard::send(const Move& m) {
    const auto* g = game();
    if (!g || !playing() || !connection_.client().move(id_.toStdString(), m)) return false;
    pending_ = Pending{g->game.plyCount() + 1, m};
    return true;
}

void OnlineBoard::onMoved(const QString& id, int ply) {
    const auto* g = game();
    if (id != id_ || !g) return;
    if (pending_ && pending_->ply <= ply) pending_.reset(); // ours taken, or overtaken
    running_ = g->game.sideToMove();
    sinceClock_.restart();
    stoppedAt_.reset();
    emit moved(ply);
    emit changed();
}

void OnlineBoard::onClock(const QString& id) {
    const auto* g = game();
    if (id != id_ || !g) return;
    running_ = g->running;
    sinceClock_.restart();
    stoppedAt_.reset();
    emit changed();
}

// A rated game's end changes both players' ratings: ours by the RATING line after END, the
// opponent's as the lobby's list of players says it then. Each side's change, from the rating it
// began with, goes into the record.
void OnlineBoard::onRating(const QString& name, Rules rules, int rating) {
    const auto* g = game();
    if (!g || !g->over() || !g->rated || rules != g->game.rules()) return;
    for (Color side : {Color::White, Color::Black})
        if (g->game.tag(side == Color::White ? "White" : "Black") == name.toStdString())
            noteChange(side, rating);
}

void OnlineBoard::onLobby() {
    const auto* g = game();
    if (!g || !g->over() || !g->rated) return;
    const auto& players = connection_.client().players();
    for (Color side : {Color::White, Color::Black}) {
        const std::size_t i = std::size_t(side);
        const auto it = players.find(g->game.tag(side == Color::White ? "White" : "Black"));
        if (diff_[i] || it == players.end()) continue;
        bool known = false;
        const int now =
            QString::fromStdString(it->second.ratings[std::size_t(g->game.rules())]).toInt(&known);
        if (known && now != QString::fromStdString(elo_[i]).toInt()) noteChange(side, now);
    }
}

void OnlineBoard::noteChange(Color side, int rating) {
    const std::size_t i = std::size_t(side);
    bool known = false;
    const int before = QString::fromStdString(elo_[i]).toInt(&known);
    if (!known || diff_[i]) return;
    diff_[i] = rating - before;
    emit changed();
}

// While the connection is lost the server's time is not known here: the clocks stand where they
// were, and nobody moves on the board.
void OnlineBoard::onConnection() {
    if (!online() && !stoppedAt_) stoppedAt_ = sinceClock_.elapsed();
    emit changed();
}

bool OnlineBoard::clockRunning() const {
    const auto* g = game();
    return g && online() && running_ && !g->over() && !stoppedAt_;
}

// The server's count, run on here for the side whose clock runs (as the server runs it).
std::optional<Milliseconds> OnlineBoard::timeLeft(Color side) const {
    const auto* g = game();
    if (!g) return last_.timeControl().timed() ? last_.clockAt(side) : std::nullopt;
    const auto left = g->left[std::size_t(side)];
    if (!left || g->over() || running_ != side) return left;
    const qint64 since = stoppedAt_ ? *stoppedAt_ : sinceClock_.elapsed();
    return std::max<Milliseconds>(0, *left - since);
}

RemoteSide::Allowed OnlineBoard::allowed() const {
    const auto* g = game();
    if (!playing()) return {};
    bool takeback = false;
    for (int ply = g->game.plyCount(); ply > 0 && !takeback; --ply)
        takeback = g->game.mover(ply) == g->colour();
    return {takeback, true, true};
}

bool OnlineBoard::requestTakeback() {
    if (!allowed().takeback) return false;
    connection_.client().takeback(id_.toStdString(), "offer");
    return true;
}

bool OnlineBoard::offerDraw() {
    if (!playing()) return false;
    connection_.client().draw(id_.toStdString(), "offer");
    return true;
}

bool OnlineBoard::resign() {
    if (!playing()) return false;
    connection_.client().resign(id_.toStdString());
    return true;
}

} // namespace bashni::ui
