// The lobby: open seeks, the players online and the games in progress, pushed to the clients
// that asked for them (LOBBY); ratings and the archive on request.
#include "server/hub_parts.h"

#include "core/net/wire.h"

#include <charconv>
#include <cmath>
#include <ctime>
#include <random>

namespace bashni::server {

using net::server::formatCommand;

namespace {

constexpr int HistoryPage = 50;

std::string date(std::int64_t seconds) {
    const std::time_t t = std::time_t(seconds);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char text[16];
    std::strftime(text, sizeof text, "%Y.%m.%d", &tm);
    return text;
}

} // namespace

// Read at login and after each rated game, so that the lobby's lines cost no database query.
void Hub::readRatings(Connection& c) {
    if (c.guest) return;
    for (const Rules r : {Rules::Standard, Rules::Intervening, Rules::Turkish})
        c.ratings[std::size_t(r)] = std::to_string(std::lround(store_.rating(c.name, r).rating));
}

std::string Hub::playerOnLine(const Connection& c) const {
    return formatCommand("PLAYER-ON", {c.name, c.ratings[0], c.ratings[1], c.ratings[2]});
}

std::string Hub::seekLine(const Seek& s) {
    const auto rating = [this](const Seek& seek) {
        const Connection* c = playerConnection(seek.name);
        return c ? c->ratings[std::size_t(seek.rules)] : std::string("-");
    };
    std::vector<std::string> args{s.id,
                                  s.name,
                                  rating(s),
                                  std::string(rulesName(s.rules)),
                                  net::formatWireClock(s.clock),
                                  std::string(net::server::ratedText(s.rated)),
                                  std::string(net::server::seekColourText(s.colour))};
    if (s.range) args.push_back(net::server::formatRatingRange(*s.range));
    return formatCommand("SEEK-ON", args);
}

void Hub::toLobby(const std::string& line) {
    for (const int id : lobby_)
        if (Connection* c = find(id)) send(*c, line);
}

// Everything there is now, then every change as it happens.
void Hub::onLobby(Connection& c, bool on) {
    if (!on) {
        lobby_.erase(c.id);
        return;
    }
    if (!lobby_.insert(c.id).second) return;
    for (const auto& [key, id] : players_)
        if (const Connection* p = find(id)) send(c, playerOnLine(*p));
    for (const auto& [id, s] : seeks_) send(c, seekLine(*s));
    for (const auto& [id, t] : games_)
        send(c, formatCommand("GAME-ON", {id, t->names[0], t->names[1],
                                          std::string(rulesName(t->referee.game().rules())),
                                          net::formatWireClock(t->clock),
                                          std::string(net::server::ratedText(t->rated))}));
}

void Hub::onSeek(Connection& c, const Command& cmd) {
    const auto rules = parseRules(cmd.args[0]);
    const auto clock = net::parseWireClock(cmd.args[1]);
    const auto rated = net::server::parseRated(cmd.args[2]);
    const auto colour = net::server::parseSeekColour(cmd.args[3]);
    const bool ranged = cmd.args.size() > 4;
    const auto range = ranged ? net::server::parseRatingRange(cmd.args[4]) : std::nullopt;
    if (!rules || !clock || !rated || !colour || (ranged && !range))
        return error(c, "bad arguments");
    if (*rated && c.guest) return error(c, "guests play casual games");
    // A guest has no rating to set a range around, and no account could tell it apart.
    if (range && c.guest) return error(c, "guests seek anybody");
    if (*rated && !clock->timed()) return error(c, "rated games have a clock");
    int mine = 0;
    for (const auto& [id, s] : seeks_) mine += s->name == c.name;
    if (mine >= limits_.maxSeeksPerPlayer) return error(c, "too many seeks");
    auto s = std::make_unique<Seek>();
    s->id = net::newGameId();
    s->name = c.name;
    s->rules = *rules;
    s->clock = *clock;
    s->rated = *rated;
    s->colour = *colour;
    s->range = range;
    send(c, formatCommand("SEEKING", {s->id}));
    toLobby(seekLine(*s));
    seeks_[s->id] = std::move(s);
}

void Hub::removeSeek(const std::string& id) {
    if (seeks_.erase(id)) toLobby(formatCommand("SEEK-OFF", {id}));
}

void Hub::removeSeeksOf(const std::string& name) {
    std::vector<std::string> ids;
    for (const auto& [id, s] : seeks_)
        if (s->name == name) ids.push_back(id);
    for (const std::string& id : ids) removeSeek(id);
}

void Hub::onUnseek(Connection& c, const Command& cmd) {
    const auto it = seeks_.find(cmd.args[0]);
    if (it == seeks_.end() || it->second->name != c.name) return error(c, "no such seek");
    removeSeek(cmd.args[0]);
}

void Hub::onPlay(Connection& c, const Command& cmd) {
    const auto it = seeks_.find(cmd.args[0]);
    if (it == seeks_.end()) return error(c, "no such seek");
    const Seek s = *it->second;
    if (s.name == c.name) return error(c, "your own seek");
    if (s.rated && c.guest) return error(c, "guests play casual games");
    // A guest has no rating: a seek with a range takes accounts only.
    if (s.range) {
        const std::string& text = c.ratings[std::size_t(s.rules)];
        int rating = -1;
        const auto read = std::from_chars(text.data(), text.data() + text.size(), rating);
        if (c.guest || read.ec != std::errc() || !s.range->contains(rating))
            return error(c, "rating out of range");
    }
    const auto busy = [this](const std::string& name) {
        const auto g = gamesOf_.find(folded(name));
        return g != gamesOf_.end() && int(g->second.size()) >= limits_.maxGamesPerPlayer;
    };
    if (busy(c.name) || busy(s.name)) return error(c, "too many games");
    removeSeek(s.id);
    bool seekerWhite = s.colour == net::server::SeekColour::White;
    if (s.colour == net::server::SeekColour::Random) seekerWhite = std::random_device{}() & 1;
    if (seekerWhite)
        startGame(s.name, c.name, s.rules, s.clock, s.rated);
    else
        startGame(c.name, s.name, s.rules, s.clock, s.rated);
}

void Hub::onRatings(Connection& c, const Command& cmd) {
    const std::string& asked = cmd.args[0];
    const auto account = net::server::isAccountName(asked) ? store_.account(asked) : std::nullopt;
    if (!account) return error(c, "no such player");
    for (const Rules r : {Rules::Standard, Rules::Intervening, Rules::Turkish}) {
        const Rating rating = store_.rating(account->first, r);
        send(c, formatCommand("RATING", {account->first, std::string(rulesName(r)),
                                         std::to_string(std::lround(rating.rating)),
                                         std::to_string(std::lround(rating.deviation)),
                                         std::to_string(rating.games)}));
    }
}

// A page of a player's finished games; PAST-END says where the next page starts, if there is one.
void Hub::onHistory(Connection& c, const Command& cmd) {
    const auto skip = cmd.args.size() == 2 ? net::server::parseCount(cmd.args[1]) : 0;
    if (!net::isValidId(cmd.args[0]) || !skip) return error(c, "bad arguments");
    auto games = store_.finishedGames(cmd.args[0], *skip, HistoryPage + 1);
    const bool more = int(games.size()) > HistoryPage;
    if (more) games.pop_back();
    for (const StoredGame& g : games)
        send(c, formatCommand("PAST", {g.id, g.white, g.black, std::string(rulesName(g.rules)),
                                       g.result, date(g.ended)}));
    send(c, formatCommand("PAST-END", {cmd.args[0], more ? std::to_string(*skip + HistoryPage)
                                                         : std::string("-")}));
}

// A finished game as a watcher would have seen it: GAME, its moves with their clocks, END.
void Hub::onFetch(Connection& c, const Command& cmd) {
    if (!net::isValidId(cmd.args[0])) return error(c, "bad arguments");
    const auto g = store_.game(cmd.args[0]);
    if (!g || g->ended == 0) return error(c, "no such game");
    send(c, formatCommand("GAME", {g->id, g->white, g->black, std::string(rulesName(g->rules)),
                                   net::formatWireClock(g->clock),
                                   std::string(net::server::ratedText(g->rated)), "archive"}));
    int ply = 0;
    for (const StoredMove& m : g->moves) {
        std::vector<std::string> args{g->id, std::to_string(++ply), m.text};
        if (m.clock) args.push_back(std::to_string(*m.clock));
        send(c, formatCommand("MOVE", args));
    }
    send(c, formatCommand("END", {g->id, g->result, g->reason}));
}

} // namespace bashni::server
