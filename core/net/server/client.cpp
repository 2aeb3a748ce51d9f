#include "core/net/server/client.h"

#include "core/net/wire.h"
#include "core/notation.h"

namespace bashni::net::server {

namespace {

std::optional<GameRole> parseRole(std::string_view text) {
    if (text == "white") return GameRole::White;
    if (text == "black") return GameRole::Black;
    if (text == "watch") return GameRole::Watch;
    if (text == "archive") return GameRole::Archive;
    return std::nullopt;
}

// "-" (untimed) or milliseconds.
std::optional<Milliseconds> clockValue(std::string_view text) {
    return text == "-" ? std::nullopt : parseMs(text);
}

template <typename F, typename... Args>
void tell(const F& event, Args&&... args) {
    if (event) event(std::forward<Args>(args)...);
}

} // namespace

void applyEnd(Game& g, const std::string& result, const std::string& reason) {
    if (g.isOver() || result == "*") return;
    const Color loser = result == "2-0" ? Color::Black : Color::White;
    if (result == "1-1")
        g.agreeDraw();
    else if (reason == "time")
        g.loseOnTime(loser);
    else if (result == "2-0" || result == "0-2")
        g.resign(loser);
    g.setTag("Termination", reason);
}

Client::Client(std::function<void(const std::string&)> send, Events events)
    : send_(std::move(send)), events_(std::move(events)) {}

// --- saying

void Client::greet(std::string_view program) {
    say(formatCommand(Greeting, {ServerVersionText}, program));
}

void Client::login(const std::string& name, const std::string& password) {
    say(formatCommand("LOGIN", {name}, password));
}

void Client::registerAccount(const std::string& name, const std::string& password) {
    say(formatCommand("REGISTER", {name}, password));
}

void Client::guest(const std::string& secret) {
    say(secret.empty() ? formatCommand("GUEST", {}) : formatCommand("GUEST", {secret}));
}

void Client::lobby(bool on) {
    if (!on) seeks_.clear(), players_.clear(), lobbyGames_.clear();
    say(formatCommand(on ? "LOBBY" : "UNLOBBY", {}));
}

void Client::seek(Rules rules, const TimeControl& clock, bool rated, SeekColour colour,
                  std::optional<RatingRange> range) {
    std::vector<std::string> args{std::string(rulesName(rules)), formatWireClock(clock),
                                  std::string(ratedText(rated)),
                                  std::string(seekColourText(colour))};
    if (range) args.push_back(formatRatingRange(*range));
    say(formatCommand("SEEK", args));
}

void Client::unseek(const std::string& seekId) {
    say(formatCommand("UNSEEK", {seekId}));
}

void Client::play(const std::string& seekId) {
    say(formatCommand("PLAY", {seekId}));
}

bool Client::move(const std::string& id, const Move& m) {
    const ClientGame* g = game(id);
    if (!g || !g->playing() || g->over() || !g->shown || g->stale || g->game.isOver() ||
        g->game.sideToMove() != g->colour())
        return false;
    say(formatCommand("MOVE", {id, std::to_string(g->game.plyCount() + 1), formatMove(m)}));
    return true;
}

void Client::resign(const std::string& id) {
    say(formatCommand("RESIGN", {id}));
}

void Client::draw(const std::string& id, const std::string& what) {
    say(formatCommand("DRAW", {id, what}));
}

void Client::takeback(const std::string& id, const std::string& what) {
    say(formatCommand("TAKEBACK", {id, what}));
}

void Client::say(const std::string& id, const std::string& text) {
    say(formatCommand("SAY", {id}, text));
}

void Client::watch(const std::string& id, bool on) {
    say(formatCommand(on ? "WATCH" : "UNWATCH", {id}));
    if (!on) games_.erase(id);
}

void Client::history(const std::string& name, int skip) {
    say(skip > 0 ? formatCommand("HISTORY", {name, std::to_string(skip)})
                 : formatCommand("HISTORY", {name}));
}

void Client::fetch(const std::string& id) {
    say(formatCommand("FETCH", {id}));
}

void Client::ratings(const std::string& name) {
    say(formatCommand("RATINGS", {name}));
}

void Client::bye() {
    say(formatCommand("BYE", {}));
}

// --- what the server says

const ClientGame* Client::game(const std::string& id) const {
    const auto it = games_.find(id);
    return it == games_.end() ? nullptr : &it->second;
}

ClientGame* Client::find(const std::string& id) {
    const auto it = games_.find(id);
    return it == games_.end() ? nullptr : &it->second;
}

void Client::forgetGame(const std::string& id) {
    games_.erase(id);
}

void Client::connectionLost() {
    seeks_.clear();
    players_.clear();
    lobbyGames_.clear();
    for (auto& [id, g] : games_) g.stale = true;
}

void Client::forgetStaleGames() {
    std::erase_if(games_, [](const auto& entry) { return entry.second.stale; });
}

void Client::receive(std::string_view line) {
    const Command c = parseCommand(line, Speaker::Server);
    if (c.ok()) dispatch(c);
}

void Client::dispatch(const Command& c) {
    const std::string& n = c.name;
    if (n == "PING") return say(formatCommand("PONG", {c.args[0]}));
    if (n == "ERROR") return tell(events_.refused, c.text);
    if (n == Greeting) {
        serverName_ = c.text;
        return tell(events_.greeted, serverName_);
    }
    if (n == "WELCOME") {
        name_ = c.args[0];
        if (c.args.size() == 2) guestSecret_ = c.args[1];
        // The server shows a returning player its own games; the watched ones are asked again.
        for (const auto& [id, g] : games_)
            if (g.stale && g.role == GameRole::Watch) say(formatCommand("WATCH", {id}));
        return tell(events_.welcomed, name_);
    }
    if (n == "SEEKING") return tell(events_.seeking, c.args[0]);
    if (n == "GAME") return onGame(c);
    if (n == "MOVE") return onMove(c);
    if (n == "CLOCK") return onClock(c);
    if (n == "END") return onEnd(c);
    if (n == "DRAW" || n == "TAKEBACK") return onOffer(c);
    if (n == "AWAY" || n == "BACK") return onPresence(c);
    if (n == "SAY") return tell(events_.said, c.args[0], c.args[1], c.text);
    if (n == "RATING") return onRating(c);
    if (n == "PAST" || n == "PAST-END") return onPast(c);
    onLobbyLine(c);
}

// SEEK-ON and -OFF, PLAYER-ON and -OFF, GAME-ON and -OFF: the lobby as a set of tables.
void Client::onLobbyLine(const Command& c) {
    const std::string& n = c.name;
    const auto& a = c.args;
    if (n == "SEEK-ON") {
        const auto rules = parseRules(a[3]);
        const auto clock = parseWireClock(a[4]);
        const auto rated = parseRated(a[5]);
        const auto colour = parseSeekColour(a[6]);
        const auto range = a.size() > 7 ? parseRatingRange(a[7]) : std::nullopt;
        if (!rules || !clock || !rated || !colour || (a.size() > 7 && !range)) return;
        seeks_[a[0]] = {a[0], a[1], a[2], *rules, *clock, *rated, *colour, range};
    } else if (n == "SEEK-OFF") {
        seeks_.erase(a[0]);
    } else if (n == "PLAYER-ON") {
        players_[a[0]] = {a[0], {a[1], a[2], a[3]}};
    } else if (n == "PLAYER-OFF") {
        players_.erase(a[0]);
    } else if (n == "GAME-ON") {
        const auto rules = parseRules(a[3]);
        const auto clock = parseWireClock(a[4]);
        const auto rated = parseRated(a[5]);
        if (!rules || !clock || !rated) return;
        lobbyGames_[a[0]] = {a[0], a[1], a[2], *rules, *clock, *rated};
    } else if (n == "GAME-OFF") {
        lobbyGames_.erase(a[0]);
    } else {
        return;
    }
    tell(events_.lobbyChanged);
}

// A game shown from its start: the server replays every move after it, so the record begins
// again (also for a game we had, on a return).
void Client::onGame(const Command& c) {
    const auto& a = c.args;
    const auto rules = parseRules(a[3]);
    const auto clock = parseWireClock(a[4]);
    const auto rated = parseRated(a[5]);
    const auto role = parseRole(a[6]);
    if (!rules || !clock || !rated || !role) return;
    ClientGame g;
    g.id = a[0];
    g.role = *role;
    g.rated = *rated;
    g.game = Game(*rules);
    g.game.setTimeControl(*clock);
    g.game.setTag("White", a[1]);
    g.game.setTag("Black", a[2]);
    g.game.setTag("TimeControl", formatTimeControl(*clock));
    if (clock->timed()) g.left = {clock->startMs(), clock->startMs()};
    g.again = games_.count(g.id) > 0;
    games_[g.id] = std::move(g);
}

void Client::onMove(const Command& c) {
    ClientGame* g = find(c.args[0]);
    const auto ply = parseCount(c.args[1]);
    if (!g || !ply || *ply != g->game.plyCount() + 1) return; // one we have already
    const Color mover = g->game.sideToMove();
    if (!g->game.play(c.args[2])) return;
    if (c.args.size() == 4)
        if (const auto ms = parseMs(c.args[3])) {
            g->game.setClock(*ply, *ms);
            g->left[std::size_t(mover)] = *ms;
        }
    if (g->shown) tell(events_.moved, *g, *ply);
}

// The clocks now; after a GAME and its moves, the sign that the game is all here.
void Client::onClock(const Command& c) {
    ClientGame* g = find(c.args[0]);
    if (!g) return;
    g->left = {clockValue(c.args[1]), clockValue(c.args[2])};
    g->running = c.args[3] == "white"   ? std::optional(Color::White)
                 : c.args[3] == "black" ? std::optional(Color::Black)
                                        : std::nullopt;
    if (g->shown) return tell(events_.clockChanged, *g);
    g->shown = true;
    g->stale = false;
    tell(events_.gameShown, *g, g->again);
}

void Client::onEnd(const Command& c) {
    ClientGame* g = find(c.args[0]);
    if (!g) return;
    g->result = c.args[1];
    g->reason = c.args[2];
    g->running.reset();
    applyEnd(g->game, g->result, g->reason);
    g->shown = true; // an archive has no CLOCK: its END shows it
    tell(events_.ended, *g);
}

// DRAW offer|decline, TAKEBACK offer PLY|decline|done PLY.
void Client::onOffer(const Command& c) {
    ClientGame* g = find(c.args[0]);
    if (!g) return;
    const std::string& answer = c.args[1];
    const int ply = c.args.size() == 3 ? parseCount(c.args[2]).value_or(0) : 0;
    if (c.name == "TAKEBACK" && answer == "done") {
        if (ply > g->game.plyCount()) return;
        g->game = cutAt(g->game, ply);
        return tell(events_.takenBack, *g);
    }
    tell(events_.asked, *g, c.name, answer, ply);
}

void Client::onPresence(const Command& c) {
    ClientGame* g = find(c.args[0]);
    if (!g) return;
    if (c.name == "BACK") {
        g->away.clear();
        return tell(events_.back, *g, c.args[1]);
    }
    g->away = c.args[1];
    tell(events_.away, *g, c.args[1], int(parseCount(c.args[2]).value_or(0)));
}

void Client::onRating(const Command& c) {
    const auto rules = parseRules(c.args[1]);
    const auto rating = parseCount(c.args[2]), deviation = parseCount(c.args[3]),
               games = parseCount(c.args[4]);
    if (!rules || !rating || !deviation || !games) return;
    tell(events_.rating, c.args[0], *rules, *rating, *deviation, *games);
}

void Client::onPast(const Command& c) {
    if (c.name == "PAST-END") return tell(events_.pastEnd, c.args[0], c.args[1]);
    const auto rules = parseRules(c.args[3]);
    if (!rules) return;
    tell(events_.past, PastGame{c.args[0], c.args[1], c.args[2], c.args[4], c.args[5], *rules});
}

} // namespace bashni::net::server
