// What the server keeps: accounts, guests' seats, ratings, and every game with its moves. Behind
// this interface so that the SQLite file of one machine (sqlite_store.h) could be replaced by a
// database server shared by several (docs/SERVER.md, "Beyond one machine"). Every call is
// finished, written and durable against the process being killed, when it returns.
#pragma once

#include "core/net/server/glicko2.h"
#include "core/timecontrol.h"
#include "core/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bashni::server {

using net::server::Rating;

struct StoredMove {
    std::string text; // the full move, as the referee wrote it
    std::optional<Milliseconds> clock;
};

struct StoredGame {
    std::string id;
    std::string white, black;
    Rules rules = Rules::Standard;
    TimeControl clock;
    bool rated = false;
    std::int64_t started = 0; // seconds since 1970 (UTC)
    std::string result = "*";
    std::string reason = "none";
    std::int64_t ended = 0; // 0 while unfinished
    std::vector<StoredMove> moves;
};

struct RatingChange {
    std::string name;
    Rules rules;
    Rating rating;
};

class Store {
  public:
    virtual ~Store() = default;

    // Accounts: names are unique without regard to case. false: the name is taken.
    virtual bool addAccount(const std::string& name, const std::string& passwordHash) = 0;
    // The account's name as registered and its password hash; nothing when there is none.
    virtual std::optional<std::pair<std::string, std::string>> account(const std::string& name) = 0;
    // Guests: a seat's secret is kept only as a hash.
    virtual void addGuest(const std::string& name, const std::string& secretHash) = 0;
    virtual std::optional<std::string> guestBySecret(const std::string& secretHash) = 0;
    virtual bool nameTaken(const std::string& name) = 0; // by an account or a guest

    virtual Rating rating(const std::string& name, Rules rules) = 0;

    // Games: a new one (no moves yet), a move at ply `ply`, a takeback to `ply` plies, the end
    // with the ratings it changed (all in one transaction).
    virtual void addGame(const StoredGame& game) = 0;
    virtual void addMove(const std::string& id, int ply, const StoredMove& move) = 0;
    virtual void cutMoves(const std::string& id, int ply) = 0;
    virtual void endGame(const std::string& id, const std::string& result,
                         const std::string& reason, std::int64_t ended,
                         const std::vector<RatingChange>& ratings) = 0;
    virtual std::vector<StoredGame> unfinishedGames() = 0; // with their moves
    // A player's finished games, newest first, the first `skip` left out, without their moves.
    virtual std::vector<StoredGame> finishedGames(const std::string& name, int skip, int limit) = 0;
    virtual std::optional<StoredGame> game(const std::string& id) = 0; // with its moves
};

} // namespace bashni::server
