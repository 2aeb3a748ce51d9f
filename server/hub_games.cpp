// The games: started from a seek, refereed move by move (each stored before it is sent), watched,
// left and come back to, ended and rated.
#include "server/hub_parts.h"

#include "core/net/tokens.h"
#include "core/net/wire.h"

#include <cmath>

#include <ctime>

namespace bashni::server {

using net::server::formatCommand;

namespace {

std::string gameArgs(const std::string& id, const std::array<std::string, 2>& names, Rules rules,
                     const TimeControl& clock, bool rated) {
    return id + ' ' + names[0] + ' ' + names[1] + ' ' + std::string(rulesName(rules)) + ' ' +
           net::formatWireClock(clock) + ' ' + std::string(net::server::ratedText(rated));
}

} // namespace

void Hub::startGame(const std::string& white, const std::string& black, Rules rules,
                    const TimeControl& clock, bool rated) {
    auto t = std::make_unique<Table>(rules, clock);
    do {
        t->id = net::newGameId();
    } while (games_.count(t->id) || store_.game(t->id));
    t->names = {white, black};
    t->rated = rated;
    t->started = std::int64_t(std::time(nullptr));
    store_.addGame({t->id, white, black, rules, clock, rated, t->started, "*", "none", 0, {}});
    Table& table = *t;
    games_[t->id] = std::move(t);
    for (const Color side : {Color::White, Color::Black}) {
        gamesOf_[folded(table.name(side))].insert(table.id);
        table.present[std::size_t(Table::index(side))] = playerConnection(table.name(side));
    }
    table.referee.resume(now_);
    for (const Color side : {Color::White, Color::Black})
        if (Connection* c = playerConnection(table.name(side)))
            showGame(*c, table, std::string(colourText(side)));
    toLobby(formatCommand("GAME-ON", {}, gameArgs(table.id, table.names, rules, clock, rated)));
}

// After a restart: every unfinished game, waiting for both its players.
void Hub::restoreGames() {
    for (const StoredGame& g : store_.unfinishedGames()) {
        auto t = std::make_unique<Table>(g.rules, g.clock);
        t->id = g.id;
        t->names = {g.white, g.black};
        t->rated = g.rated;
        t->started = g.started;
        for (const StoredMove& m : g.moves)
            if (!t->referee.replay(m.text, m.clock)) break; // a damaged file: as far as it goes
        t->awaySince = {now_, now_};
        for (const std::string& name : t->names) gamesOf_[folded(name)].insert(g.id);
        games_[g.id] = std::move(t);
    }
}

// GAME, the moves so far with their clocks, the clocks now, and who is away.
void Hub::showGame(Connection& c, const Table& t, const std::string& role) {
    const Game& game = t.referee.game();
    send(c, formatCommand("GAME", {},
                          gameArgs(t.id, t.names, game.rules(), t.clock, t.rated) + ' ' + role));
    for (int ply = 1; ply <= game.plyCount(); ++ply) {
        std::vector<std::string> args{t.id, std::to_string(ply), game.moveText(ply)};
        if (const auto clock = game.clock(ply)) args.push_back(std::to_string(*clock));
        send(c, formatCommand("MOVE", args));
    }
    send(c, clockLine(t));
    for (const Color side : {Color::White, Color::Black}) {
        const int i = Table::index(side);
        if (!t.present[std::size_t(i)] && t.name(side) != c.name) {
            const Milliseconds left = std::max<Milliseconds>(
                0, limits_.awayLimitMs - (now_ - t.awaySince[std::size_t(i)]));
            send(c, formatCommand("AWAY", {t.id, t.name(side), std::to_string(left / 1000)}));
        }
    }
}

std::string Hub::clockLine(const Table& t) const {
    const auto ms = [&](Color side) {
        const auto left = t.referee.timeLeft(side, now_);
        return left ? std::to_string(std::max<Milliseconds>(0, *left)) : std::string("-");
    };
    const std::string running =
        t.referee.running() ? std::string(colourText(t.referee.game().sideToMove())) : "-";
    return formatCommand("CLOCK", {t.id, ms(Color::White), ms(Color::Black), running});
}

void Hub::toTable(const Table& t, const std::string& line, bool players, bool watchers) {
    if (players)
        for (const std::string& name : t.names)
            if (Connection* c = playerConnection(name)) send(*c, line);
    if (watchers)
        for (const int id : t.watchers)
            if (Connection* c = find(id)) send(*c, line);
}

Hub::Table* Hub::playerTable(Connection& c, const std::string& id, Color* side) {
    const auto it = games_.find(id);
    const auto s = it == games_.end() ? std::nullopt : it->second->sideOf(c.name);
    if (!s) {
        error(c, "not your game");
        return nullptr;
    }
    *side = *s;
    return it->second.get();
}

void Hub::onMove(Connection& c, const Command& cmd) {
    Color side;
    Table* t = playerTable(c, cmd.args[0], &side);
    if (!t) return;
    const auto ply = net::server::parseCount(cmd.args[1]);
    if (!ply || !net::looksLikeMove(cmd.args[2])) return error(c, "bad arguments");
    std::string played;
    std::optional<Milliseconds> clock;
    const std::string refused = t->referee.play(side, *ply, cmd.args[2], now_, &played, &clock);
    if (!refused.empty()) {
        error(c, refused);
        if (t->referee.over()) endGame(*t); // the move came after the flag fell
        return;
    }
    store_.addMove(t->id, *ply, {played, clock});
    t->drawOffer.reset();
    t->takebackBy.reset();
    std::vector<std::string> args{t->id, std::to_string(*ply), played};
    if (clock) args.push_back(std::to_string(*clock));
    toTable(*t, formatCommand("MOVE", args), true, true);
    if (t->referee.over()) endGame(*t);
}

void Hub::onResign(Connection& c, const Command& cmd) {
    Color side;
    if (Table* t = playerTable(c, cmd.args[0], &side)) {
        t->referee.resign(side);
        endGame(*t);
    }
}

void Hub::onDraw(Connection& c, const Command& cmd) {
    Color side;
    Table* t = playerTable(c, cmd.args[0], &side);
    if (!t) return;
    const std::string& what = cmd.args[1];
    Connection* other = playerConnection(t->name(~side));
    if (what == "offer" || what == "accept") {
        if (t->drawOffer == ~side) { // both want it
            t->referee.agreeDraw();
            return endGame(*t);
        }
        if (what == "accept") return error(c, "no draw offered");
        if (t->drawOffer == side) return; // offered already
        t->drawOffer = side;
        if (other) send(*other, formatCommand("DRAW", {t->id, "offer"}));
        return;
    }
    if (what != "decline") return error(c, "bad arguments");
    if (t->drawOffer != ~side) return error(c, "no draw offered");
    t->drawOffer.reset();
    if (other) send(*other, formatCommand("DRAW", {t->id, "decline"}));
}

// A takeback undoes the asker's last move (and the opponent's answer to it, if there is one).
void Hub::onTakeback(Connection& c, const Command& cmd) {
    Color side;
    Table* t = playerTable(c, cmd.args[0], &side);
    if (!t) return;
    const std::string& what = cmd.args[1];
    Connection* other = playerConnection(t->name(~side));
    const Game& game = t->referee.game();
    if (what == "offer") {
        if (t->takebackBy) return error(c, "takeback asked already");
        const int back = game.plyCount() - (game.sideToMove() == side ? 2 : 1);
        if (back < 0) return error(c, "nothing to take back");
        t->takebackBy = side;
        t->takebackPly = back;
        if (other) send(*other, formatCommand("TAKEBACK", {t->id, "offer", std::to_string(back)}));
        return;
    }
    if ((what != "accept" && what != "decline")) return error(c, "bad arguments");
    if (t->takebackBy != ~side) return error(c, "no takeback asked");
    t->takebackBy.reset();
    if (what == "decline") {
        if (other) send(*other, formatCommand("TAKEBACK", {t->id, "decline"}));
        return;
    }
    store_.cutMoves(t->id, t->takebackPly);
    t->referee.takeBack(t->takebackPly, now_);
    t->drawOffer.reset();
    toTable(*t, formatCommand("TAKEBACK", {t->id, "done", std::to_string(t->takebackPly)}), true,
            true);
    toTable(*t, clockLine(*t), true, true);
}

// Players talk to each other, watchers to each other: a watcher cannot whisper to a player.
void Hub::onSay(Connection& c, const Command& cmd) {
    const auto it = games_.find(cmd.args[0]);
    if (it == games_.end()) return error(c, "no such game");
    Table& t = *it->second;
    const std::string line = formatCommand("SAY", {t.id, c.name}, cmd.text);
    if (t.sideOf(c.name)) return toTable(t, line, true, false);
    if (!t.watchers.count(c.id)) return error(c, "not watching");
    toTable(t, line, false, true);
}

void Hub::onWatch(Connection& c, const Command& cmd, bool on) {
    const auto it = games_.find(cmd.args[0]);
    if (it == games_.end()) return error(c, "no such game");
    Table& t = *it->second;
    if (!on) {
        t.watchers.erase(c.id);
        c.watching.erase(t.id);
        return;
    }
    if (t.sideOf(c.name)) return error(c, "your own game");
    if (c.watching.count(t.id)) return;
    if (int(c.watching.size()) >= limits_.maxWatchedGames) return error(c, "watching too many");
    t.watchers.insert(c.id);
    c.watching.insert(t.id);
    showGame(c, t, "watch");
}

void Hub::endGame(Table& t) {
    const net::server::Referee& r = t.referee;
    std::vector<RatingChange> changes;
    if (t.rated && r.counts()) {
        const Rules rules = r.game().rules();
        const Result result = r.game().result();
        const double whiteScore = result == Result::WhiteWins   ? 1
                                  : result == Result::BlackWins ? 0
                                                                : 0.5;
        const Rating white = store_.rating(t.names[0], rules);
        const Rating black = store_.rating(t.names[1], rules);
        changes.push_back({t.names[0], rules, updated(white, {{black, whiteScore}})});
        changes.push_back({t.names[1], rules, updated(black, {{white, 1 - whiteScore}})});
    }
    store_.endGame(t.id, r.result(), r.reason(), std::int64_t(std::time(nullptr)), changes);
    toTable(t, formatCommand("END", {t.id, r.result(), r.reason()}), true, true);
    for (const RatingChange& ch : changes)
        if (Connection* c = playerConnection(ch.name)) {
            readRatings(*c);
            send(*c, formatCommand("RATING", {ch.name, std::string(rulesName(ch.rules)),
                                              std::to_string(std::lround(ch.rating.rating)),
                                              std::to_string(std::lround(ch.rating.deviation)),
                                              std::to_string(ch.rating.games)}));
            toLobby(playerOnLine(*c)); // the lobby's rating of the player, new
        }
    toLobby(formatCommand("GAME-OFF", {t.id, r.result()}));
    for (const int id : t.watchers)
        if (Connection* c = find(id)) c->watching.erase(t.id);
    for (const std::string& name : t.names) {
        const auto g = gamesOf_.find(folded(name));
        if (g == gamesOf_.end()) continue;
        g->second.erase(t.id);
        if (g->second.empty()) gamesOf_.erase(g);
    }
    const std::string id = t.id; // not a reference into the table being erased
    games_.erase(id);            // t is gone
}

void Hub::playerArrived(const std::string& name) {
    const auto g = gamesOf_.find(folded(name));
    if (g == gamesOf_.end()) return;
    Connection* c = playerConnection(name);
    for (const std::string& id : g->second) {
        Table& t = *games_.at(id);
        const Color side = *t.sideOf(name);
        const std::size_t i = std::size_t(Table::index(side));
        if (!t.referee.running()) t.awaySince[1 - i] = now_; // nobody was there: from now
        t.present[i] = true;
        t.referee.resume(now_);
        if (c) showGame(*c, t, std::string(colourText(side)));
        toTable(t, formatCommand("BACK", {t.id, name}), false, true);
        if (Connection* other = playerConnection(t.name(~side)))
            send(*other, formatCommand("BACK", {t.id, name}));
    }
}

// The clock goes on while the other player is there (leaving is no way to think for free); it
// stops only when nobody is left at the table.
void Hub::playerLeft(const std::string& name) {
    const auto g = gamesOf_.find(folded(name));
    if (g == gamesOf_.end()) return;
    for (const std::string& id : g->second) {
        Table& t = *games_.at(id);
        const Color side = *t.sideOf(name);
        const std::size_t i = std::size_t(Table::index(side));
        t.present[i] = false;
        t.awaySince[i] = now_;
        if (!t.present[1 - i]) t.referee.pause(now_);
        toTable(t, formatCommand("AWAY", {t.id, name, std::to_string(limits_.awayLimitMs / 1000)}),
                true, true);
    }
}

// Time forfeits, and players away past the limit while the other waits.
void Hub::checkGames() {
    std::vector<Table*> ended;
    for (auto& [id, t] : games_) {
        if (t->referee.checkTime(now_)) {
            ended.push_back(t.get());
            continue;
        }
        for (const Color side : {Color::White, Color::Black}) {
            const std::size_t i = std::size_t(Table::index(side));
            if (!t->present[i] && t->present[1 - i] &&
                now_ - t->awaySince[i] > limits_.awayLimitMs) {
                t->referee.abandon(side);
                ended.push_back(t.get());
                break;
            }
        }
    }
    for (Table* t : ended) endGame(*t);
}

} // namespace bashni::server
