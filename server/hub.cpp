#include "server/hub_parts.h"

#include "core/net/wire.h"
#include "server/passwords.h"

namespace bashni::server {

using net::server::formatCommand;

namespace {

constexpr Milliseconds SweepEveryMs = 1'000;
constexpr int FreeFailures = 3; // wrong passwords before any wait
constexpr Milliseconds MaxFailureWaitMs = 60'000;

} // namespace

std::string folded(std::string_view name) {
    std::string s(name);
    for (char& ch : s)
        if (ch >= 'A' && ch <= 'Z') ch = char(ch - 'A' + 'a');
    return s;
}

std::string_view colourText(Color c) {
    return c == Color::White ? "white" : "black";
}

Hub::Hub(Store& store, Transport& transport, PasswordWork& passwords, Limits limits,
         std::string serverName, Milliseconds now)
    : store_(store), transport_(transport), passwords_(passwords), limits_(limits),
      serverName_(std::move(serverName)), now_(now), alive_(std::make_shared<bool>(true)),
      lastSweep_(now) {
    restoreGames();
}

Hub::~Hub() {
    *alive_ = false;
}

Hub::Connection* Hub::find(int connection) {
    const auto it = connections_.find(connection);
    return it == connections_.end() || it->second->closing ? nullptr : it->second.get();
}

Hub::Connection* Hub::playerConnection(const std::string& name) {
    const auto it = players_.find(folded(name));
    return it == players_.end() ? nullptr : find(it->second);
}

void Hub::opened(int connection, const std::string& address, Milliseconds now) {
    now_ = now;
    auto c = std::make_unique<Connection>();
    c->id = connection;
    c->address = address;
    c->openedAt = c->lastHeard = c->lastActive = now;
    Connection& added = *c;
    connections_[connection] = std::move(c);
    // Counted before the check, so that forget() can always take it off again.
    const int here = ++perAddress_[address];
    if (int(connections_.size()) > limits_.maxConnections) return drop(added, "busy");
    if (here > limits_.maxPerAddress) return drop(added, "too many connections");
}

void Hub::received(int connection, std::string_view bytes, Milliseconds now) {
    now_ = now;
    Connection* c = find(connection);
    if (!c) return;
    c->reader.append(bytes);
    std::string line;
    // A line may end the connection (drop, BYE): it is looked up again before each next line.
    while ((c = find(connection))) {
        switch (c->reader.next(line)) {
        case net::LineReader::Status::NeedMore:
            return;
        case net::LineReader::Status::TooLong:
            return drop(*c, "line too long");
        case net::LineReader::Status::NotUtf8:
            return drop(*c, "not UTF-8");
        case net::LineReader::Status::Line:
            break;
        }
        if (!c->rate.allow(now)) return drop(*c, "too many lines");
        handleLine(*c, line);
    }
}

void Hub::closed(int connection, Milliseconds now) {
    now_ = now;
    forget(connection);
}

// Gone: its seat in the lobby, its seeks, and, for a player, its presence at its games.
void Hub::forget(int connection) {
    const auto it = connections_.find(connection);
    if (it == connections_.end()) return;
    std::unique_ptr<Connection> c = std::move(it->second);
    connections_.erase(it);
    if (--perAddress_[c->address] <= 0) perAddress_.erase(c->address);
    lobby_.erase(connection);
    for (const std::string& id : c->watching)
        if (const auto t = games_.find(id); t != games_.end())
            t->second->watchers.erase(connection);
    if (c->stage != Connection::Stage::In) return;
    const auto p = players_.find(folded(c->name));
    if (p == players_.end() || p->second != connection) return; // replaced by a newer one
    players_.erase(p);
    removeSeeksOf(c->name);
    toLobby(formatCommand("PLAYER-OFF", {c->name}));
    playerLeft(c->name);
}

void Hub::send(Connection& c, const std::string& line) {
    if (!c.closing) transport_.send(c.id, line);
}

void Hub::error(Connection& c, const std::string& reason) {
    send(c, formatCommand("ERROR", {}, reason));
}

void Hub::drop(Connection& c, const std::string& reason) {
    if (c.closing) return;
    error(c, reason);
    c.closing = true;
    transport_.close(c.id);
    forget(c.id);
}

void Hub::handleLine(Connection& c, const std::string& line) {
    c.lastHeard = now_;
    const Command cmd = net::server::parseCommand(line, net::server::Speaker::Client);
    if (!cmd.ok()) {
        if (c.stage == Connection::Stage::Greeting) return drop(c, cmd.error);
        return error(c, cmd.error);
    }
    if (cmd.name != "PONG") c.lastActive = now_;
    dispatch(c, cmd);
}

void Hub::dispatch(Connection& c, const Command& cmd) {
    using Stage = Connection::Stage;
    const std::string& n = cmd.name;
    if (n == "PING") return send(c, formatCommand("PONG", {cmd.args[0]}));
    if (n == "PONG") return;
    if (n == "BYE") {
        c.closing = true;
        transport_.close(c.id);
        return forget(c.id);
    }
    if (c.stage == Stage::Greeting) {
        if (n != "BASHNI-SERVER") return drop(c, "greeting expected");
        return onGreeting(c, cmd);
    }
    if (c.stage == Stage::Identify) {
        if (n == "REGISTER") return onRegister(c, cmd);
        if (n == "LOGIN") return onLogin(c, cmd);
        if (n == "GUEST") return onGuest(c, cmd);
        return error(c, "log in first");
    }
    if (c.stage == Stage::Checking) return error(c, "wait");
    if (n == "LOBBY" || n == "UNLOBBY") return onLobby(c, n == "LOBBY");
    if (n == "SEEK") return onSeek(c, cmd);
    if (n == "UNSEEK") return onUnseek(c, cmd);
    if (n == "PLAY") return onPlay(c, cmd);
    if (n == "MOVE") return onMove(c, cmd);
    if (n == "RESIGN") return onResign(c, cmd);
    if (n == "DRAW") return onDraw(c, cmd);
    if (n == "TAKEBACK") return onTakeback(c, cmd);
    if (n == "SAY") return onSay(c, cmd);
    if (n == "WATCH" || n == "UNWATCH") return onWatch(c, cmd, n == "WATCH");
    if (n == "RATINGS") return onRatings(c, cmd);
    if (n == "HISTORY") return onHistory(c, cmd);
    if (n == "FETCH") return onFetch(c, cmd);
    error(c, "already logged in"); // BASHNI-SERVER, REGISTER, LOGIN, GUEST
}

void Hub::onGreeting(Connection& c, const Command& cmd) {
    if (cmd.args[0] != net::server::ServerVersionText) return drop(c, "version");
    c.stage = Connection::Stage::Identify;
    send(c, formatCommand(net::server::Greeting, {net::server::ServerVersionText}, serverName_));
}

// Wrong passwords cost time: after a few, each address and each account waits longer and longer
// (1 s, 2 s, 4 s ... a minute) before it may try again. Checked before any hashing, so that a
// flood of guesses costs the server nothing.
bool Hub::slowedDown(Connection& c, const std::string& name) {
    for (const std::string& key : {"a:" + c.address, "n:" + folded(name)}) {
        const auto it = failures_.find(key);
        if (it != failures_.end() && it->second.until > now_) {
            const Milliseconds wait = (it->second.until - now_ + 999) / 1000;
            error(c, "wait " + std::to_string(wait) + " s");
            return true;
        }
    }
    if (pendingHashes_ >= limits_.maxPendingHashes) {
        error(c, "busy");
        return true;
    }
    return false;
}

void Hub::loginFailed(const std::string& address, const std::string& name) {
    for (const std::string& key : {"a:" + address, "n:" + folded(name)}) {
        Failures& f = failures_[key];
        f.last = now_;
        if (++f.count > FreeFailures) {
            const int doubling = std::min(f.count - FreeFailures - 1, 6);
            f.until = now_ + std::min(MaxFailureWaitMs, Milliseconds(1000) << doubling);
        }
    }
}

void Hub::onRegister(Connection& c, const Command& cmd) {
    const std::string name = cmd.args[0];
    if (!net::server::isAccountName(name) || net::server::isGuestName(name))
        return error(c, "bad name");
    if (!net::server::isPassword(cmd.text)) return error(c, "bad password");
    if (store_.nameTaken(name)) return error(c, "name taken");
    if (slowedDown(c, name)) return;
    c.stage = Connection::Stage::Checking;
    ++pendingHashes_;
    passwords_.hash(cmd.text, [this, alive = alive_, id = c.id, name](std::string hash) {
        if (!*alive) return;
        --pendingHashes_;
        Connection* back = find(id);
        if (!back) return;
        back->stage = Connection::Stage::Identify;
        if (hash.empty()) return error(*back, "busy");
        if (!store_.addAccount(name, hash)) return error(*back, "name taken");
        welcome(id, name, false, {});
    });
}

void Hub::onLogin(Connection& c, const Command& cmd) {
    const std::string name = cmd.args[0];
    if (slowedDown(c, name)) return;
    const auto account = net::server::isAccountName(name) ? store_.account(name) : std::nullopt;
    if (!account) { // no such account: as slow to say as a wrong password
        loginFailed(c.address, name);
        return error(c, "wrong name or password");
    }
    c.stage = Connection::Stage::Checking;
    ++pendingHashes_;
    passwords_.check(account->second, cmd.text,
                     [this, alive = alive_, id = c.id, registered = account->first](bool right) {
                         if (!*alive) return;
                         --pendingHashes_;
                         Connection* back = find(id);
                         if (!back) return;
                         back->stage = Connection::Stage::Identify;
                         if (!right) {
                             loginFailed(back->address, registered);
                             return error(*back, "wrong name or password");
                         }
                         failures_.erase("n:" + folded(registered));
                         welcome(id, registered, false, {});
                     });
}

void Hub::onGuest(Connection& c, const Command& cmd) {
    if (!cmd.args.empty()) { // a guest coming back to its games
        if (!net::isValidSecret(cmd.args[0])) return error(c, "bad arguments");
        const auto name = store_.guestBySecret(secretDigest(cmd.args[0]));
        if (!name) return error(c, "unknown guest");
        return welcome(c.id, *name, true, {});
    }
    NewGuests& recent = newGuests_[c.address];
    if (now_ - recent.since > limits_.guestWindowMs) recent = {0, now_};
    if (++recent.count > limits_.maxNewGuestsPerAddress) return error(c, "too many guests");
    std::string name;
    do {
        name = "Guest-" + net::newGameId().substr(0, 6);
    } while (store_.nameTaken(name));
    const std::string secret = net::newSecret();
    store_.addGuest(name, secretDigest(secret));
    welcome(c.id, name, true, secret);
}

void Hub::welcome(int connection, const std::string& name, bool guest, const std::string& secret) {
    Connection* c = find(connection);
    if (!c) return;
    if (Connection* old = playerConnection(name)) { // the same player on a new connection
        old->stage = Connection::Stage::Identify;   // so that forget() leaves its games alone
        drop(*old, "logged in elsewhere");
    }
    c->stage = Connection::Stage::In;
    c->name = name;
    c->guest = guest;
    players_[folded(name)] = connection;
    std::vector<std::string> args{name};
    if (!secret.empty()) args.push_back(secret);
    send(*c, formatCommand("WELCOME", args));
    readRatings(*c);
    toLobby(playerOnLine(*c));
    playerArrived(name);
}

void Hub::keepAlive(Connection& c) {
    using Stage = Connection::Stage;
    if (c.stage == Stage::Greeting && now_ - c.openedAt > net::GreetingTimeoutMs)
        return drop(c, "greeting expected");
    if (c.stage == Stage::Identify && now_ - c.openedAt > limits_.identifyLimitMs)
        return drop(c, "log in first");
    if (now_ - c.lastHeard > net::SilenceLostMs) return drop(c, "silent");
    const bool playing = c.stage == Stage::In && gamesOf_.count(folded(c.name)) > 0;
    if (!playing && now_ - c.lastActive > limits_.idleLimitMs) return drop(c, "idle");
    if (now_ - c.lastHeard > net::PingAfterMs && now_ - c.lastPing > net::PingAfterMs) {
        c.lastPing = now_;
        send(c, formatCommand("PING", {"k" + std::to_string(now_)}));
    }
}

void Hub::tick(Milliseconds now) {
    now_ = now;
    checkGames();
    if (now - lastSweep_ < SweepEveryMs) return;
    lastSweep_ = now;
    std::vector<int> ids;
    ids.reserve(connections_.size());
    for (const auto& [id, c] : connections_) ids.push_back(id);
    for (const int id : ids)
        if (Connection* c = find(id)) keepAlive(*c);
    for (auto it = failures_.begin(); it != failures_.end();) // forgotten after a quiet hour
        it = now - it->second.last > 3'600'000 ? failures_.erase(it) : std::next(it);
    for (auto it = newGuests_.begin(); it != newGuests_.end();)
        it = now - it->second.since > limits_.guestWindowMs ? newGuests_.erase(it) : std::next(it);
}

} // namespace bashni::server
