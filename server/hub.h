// The server itself, without sockets or threads (docs/PROTOCOL.md, part 2): connections and
// their players, the lobby, the games and their referees. Its shell (server/main.cpp) hands it
// the bytes that arrive, connections opening and closing, and the time (ms of a steady clock);
// it answers through its Transport and asks its PasswordWork for the slow hashing. Every
// accepted move is in the Store before it is sent to anyone.
#pragma once

#include "core/net/limits.h"
#include "core/net/line_reader.h"
#include "core/net/server/commands.h"
#include "core/net/server/referee.h"
#include "server/store.h"

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace bashni::server {

using net::server::Command;

class Transport {
  public:
    virtual ~Transport() = default;
    virtual void send(int connection, const std::string& line) = 0;
    virtual void close(int connection) = 0; // after what was sent
};

// Argon2id runs off the hub's thread; `done` is called back on it, later.
class PasswordWork {
  public:
    virtual ~PasswordWork() = default;
    virtual void hash(std::string password, std::function<void(std::string hash)> done) = 0;
    virtual void check(std::string hash, std::string password, std::function<void(bool)> done) = 0;
};

struct Limits {
    int maxConnections = 2000;
    int maxPerAddress = 16;
    Milliseconds awayLimitMs = 120'000;    // a player away longer loses the game (abandoned)
    Milliseconds idleLimitMs = 3'600'000;  // not playing and silent (PONGs aside) this long: closed
    Milliseconds identifyLimitMs = 60'000; // to log in after the greeting
    int maxSeeksPerPlayer = 3;
    int maxGamesPerPlayer = 20;
    int maxWatchedGames = 10;
    int maxPendingHashes = 16;       // logins and registrations waiting for Argon2id, in all
    int maxNewGuestsPerAddress = 30; // in GuestWindowMs: each is a row in the database
    Milliseconds guestWindowMs = 600'000;
};

class Hub {
  public:
    Hub(Store& store, Transport& transport, PasswordWork& passwords, Limits limits,
        std::string serverName, Milliseconds now);
    ~Hub();

    // The shell's calls.
    void opened(int connection, const std::string& address, Milliseconds now);
    void received(int connection, std::string_view bytes, Milliseconds now);
    void closed(int connection, Milliseconds now); // by the peer or the network
    void tick(Milliseconds now); // often (every 50 ms): clocks, away players, silence

    // What there is, for tests and the shell's log.
    int connectionCount() const { return int(connections_.size()); }
    int gameCount() const { return int(games_.size()); }

  private:
    struct Connection;
    struct Table;
    struct Seek;

    // hub.cpp: connections, greeting, identity, keep-alive
    void handleLine(Connection& c, const std::string& line);
    void dispatch(Connection& c, const Command& cmd);
    void send(Connection& c, const std::string& line);
    void error(Connection& c, const std::string& reason);
    void drop(Connection& c, const std::string& reason); // ERROR, then closed
    void forget(int connection);
    void onGreeting(Connection& c, const Command& cmd);
    void onRegister(Connection& c, const Command& cmd);
    void onLogin(Connection& c, const Command& cmd);
    void onGuest(Connection& c, const Command& cmd);
    bool slowedDown(Connection& c, const std::string& name);
    void loginFailed(const std::string& address, const std::string& name);
    void welcome(int connection, const std::string& name, bool guest, const std::string& secret);
    Connection* find(int connection);
    Connection* playerConnection(const std::string& name);
    void keepAlive(Connection& c);
    // hub_lobby.cpp: seeks, players, the games list, ratings, the archive
    void onLobby(Connection& c, bool on);
    void onSeek(Connection& c, const Command& cmd);
    void onUnseek(Connection& c, const Command& cmd);
    void onPlay(Connection& c, const Command& cmd);
    void onRatings(Connection& c, const Command& cmd);
    void onHistory(Connection& c, const Command& cmd);
    void onFetch(Connection& c, const Command& cmd);
    void toLobby(const std::string& line);
    void removeSeek(const std::string& id);
    void removeSeeksOf(const std::string& name);
    std::string seekLine(const Seek& s);
    std::string playerOnLine(const Connection& c) const;
    void readRatings(Connection& c);
    // hub_games.cpp: the games
    void startGame(const std::string& white, const std::string& black, Rules rules,
                   const TimeControl& clock, bool rated);
    void restoreGames();
    void onMove(Connection& c, const Command& cmd);
    void onResign(Connection& c, const Command& cmd);
    void onDraw(Connection& c, const Command& cmd);
    void onTakeback(Connection& c, const Command& cmd);
    void onSay(Connection& c, const Command& cmd);
    void onWatch(Connection& c, const Command& cmd, bool on);
    Table* playerTable(Connection& c, const std::string& id, Color* side);
    void showGame(Connection& c, const Table& t, const std::string& role);
    void toTable(const Table& t, const std::string& line, bool players, bool watchers);
    std::string clockLine(const Table& t) const;
    void endGame(Table& t);
    void playerArrived(const std::string& name);
    void playerLeft(const std::string& name);
    void checkGames();

    Store& store_;
    Transport& transport_;
    PasswordWork& passwords_;
    Limits limits_;
    std::string serverName_;
    Milliseconds now_;
    std::shared_ptr<bool> alive_; // false once the hub is gone: late password answers see it
    std::unordered_map<int, std::unique_ptr<Connection>> connections_;
    std::unordered_map<std::string, int> players_; // name (as registered) -> its connection
    std::unordered_map<std::string, int> perAddress_;
    std::map<std::string, std::unique_ptr<Table>> games_;
    std::unordered_map<std::string, std::set<std::string>> gamesOf_; // folded name -> game ids
    std::map<std::string, std::unique_ptr<Seek>> seeks_;
    std::set<int> lobby_;
    struct Failures {
        int count = 0;
        Milliseconds until = 0; // no try before
        Milliseconds last = 0;  // the last failure
    };
    std::unordered_map<std::string, Failures> failures_; // "a:ADDRESS" and "n:name" (lower case)
    struct NewGuests {
        int count = 0;
        Milliseconds since = 0;
    };
    std::unordered_map<std::string, NewGuests> newGuests_; // by address
    int pendingHashes_ = 0;
    Milliseconds lastSweep_ = 0;
};

} // namespace bashni::server
