#include "server/sqlite_store.h"

#include "core/net/wire.h"

#include <sqlite3.h>

#include <ctime>

namespace bashni::server {

// A prepared statement, reset and cleared before each use.
class SqliteStore::Statement {
  public:
    Statement(sqlite3* db, const char* sql) : db_(db) {
        if (sqlite3_prepare_v2(db, sql, -1, &s_, nullptr) != SQLITE_OK)
            throw StoreError(sqlite3_errmsg(db));
    }
    ~Statement() { sqlite3_finalize(s_); }
    Statement& reset() {
        sqlite3_reset(s_);
        sqlite3_clear_bindings(s_);
        column_ = 0;
        return *this;
    }
    Statement& bind(const std::string& text) {
        sqlite3_bind_text(s_, ++column_, text.data(), int(text.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Statement& bind(std::int64_t n) {
        sqlite3_bind_int64(s_, ++column_, n);
        return *this;
    }
    Statement& bind(double x) {
        sqlite3_bind_double(s_, ++column_, x);
        return *this;
    }
    Statement& bindNull() {
        sqlite3_bind_null(s_, ++column_);
        return *this;
    }
    // true while a row comes; throws on an error (a full disk, a damaged file).
    bool step() {
        const int rc = sqlite3_step(s_);
        if (rc == SQLITE_ROW) return true;
        if (rc == SQLITE_DONE) return false;
        throw StoreError(sqlite3_errmsg(db_));
    }
    // false when the statement broke a constraint (a name taken), instead of throwing.
    bool run() {
        const int rc = sqlite3_step(s_);
        if (rc == SQLITE_DONE || rc == SQLITE_ROW) return true;
        if ((rc & 0xff) == SQLITE_CONSTRAINT) return false;
        throw StoreError(sqlite3_errmsg(db_));
    }
    std::string text(int i) const {
        const auto* p = sqlite3_column_text(s_, i);
        return p ? std::string(reinterpret_cast<const char*>(p),
                               std::size_t(sqlite3_column_bytes(s_, i)))
                 : std::string();
    }
    std::int64_t number(int i) const { return sqlite3_column_int64(s_, i); }
    double real(int i) const { return sqlite3_column_double(s_, i); }
    bool isNull(int i) const { return sqlite3_column_type(s_, i) == SQLITE_NULL; }

  private:
    sqlite3* db_;
    sqlite3_stmt* s_ = nullptr;
    int column_ = 0;
};

namespace {

const char* const Schema = R"(
CREATE TABLE IF NOT EXISTS accounts(
    name TEXT PRIMARY KEY COLLATE NOCASE, hash TEXT NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS guests(
    name TEXT PRIMARY KEY COLLATE NOCASE, secret TEXT NOT NULL UNIQUE, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS ratings(
    name TEXT NOT NULL COLLATE NOCASE, rules TEXT NOT NULL, rating REAL NOT NULL,
    deviation REAL NOT NULL, volatility REAL NOT NULL, games INTEGER NOT NULL,
    PRIMARY KEY(name, rules));
CREATE TABLE IF NOT EXISTS games(
    id TEXT PRIMARY KEY, white TEXT NOT NULL COLLATE NOCASE, black TEXT NOT NULL COLLATE NOCASE,
    rules TEXT NOT NULL, clock TEXT NOT NULL, rated INTEGER NOT NULL, started INTEGER NOT NULL,
    result TEXT NOT NULL DEFAULT '*', reason TEXT NOT NULL DEFAULT 'none', ended INTEGER);
CREATE INDEX IF NOT EXISTS games_white ON games(white, ended);
CREATE INDEX IF NOT EXISTS games_black ON games(black, ended);
CREATE TABLE IF NOT EXISTS moves(
    game TEXT NOT NULL, ply INTEGER NOT NULL, move TEXT NOT NULL, clock INTEGER,
    PRIMARY KEY(game, ply)) WITHOUT ROWID;
)";

std::int64_t nowSeconds() {
    return std::int64_t(std::time(nullptr));
}

} // namespace

SqliteStore::SqliteStore(const std::string& path, bool fullSync) {
    if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
        SQLITE_OK) {
        const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
        sqlite3_close(db_);
        throw StoreError(path + ": " + why);
    }
    sqlite3_busy_timeout(db_, 5000); // a backup (sqlite3 .backup) may hold it for a moment
    exec("PRAGMA journal_mode=WAL");
    exec(fullSync ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=NORMAL");
    exec(Schema);
}

SqliteStore::~SqliteStore() {
    statements_.clear();
    sqlite3_close(db_);
}

void SqliteStore::exec(const char* sql) {
    char* error = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        const std::string why = error ? error : "unknown error";
        sqlite3_free(error);
        throw StoreError(why);
    }
}

SqliteStore::Statement& SqliteStore::prepare(const char* sql) {
    for (auto& [text, statement] : statements_)
        if (text == sql) return statement->reset();
    statements_.emplace_back(sql, std::make_unique<Statement>(db_, sql));
    return *statements_.back().second;
}

bool SqliteStore::addAccount(const std::string& name, const std::string& passwordHash) {
    if (nameTaken(name)) return false;
    return prepare("INSERT INTO accounts(name, hash, created) VALUES(?, ?, ?)")
        .bind(name)
        .bind(passwordHash)
        .bind(nowSeconds())
        .run();
}

std::optional<std::pair<std::string, std::string>> SqliteStore::account(const std::string& name) {
    Statement& s = prepare("SELECT name, hash FROM accounts WHERE name = ?").bind(name);
    if (!s.step()) return std::nullopt;
    return std::pair{s.text(0), s.text(1)};
}

void SqliteStore::addGuest(const std::string& name, const std::string& secretHash) {
    prepare("INSERT INTO guests(name, secret, created) VALUES(?, ?, ?)")
        .bind(name)
        .bind(secretHash)
        .bind(nowSeconds())
        .run();
}

std::optional<std::string> SqliteStore::guestBySecret(const std::string& secretHash) {
    Statement& s = prepare("SELECT name FROM guests WHERE secret = ?").bind(secretHash);
    if (!s.step()) return std::nullopt;
    return s.text(0);
}

bool SqliteStore::nameTaken(const std::string& name) {
    Statement& s = prepare("SELECT 1 FROM accounts WHERE name = ? UNION ALL "
                           "SELECT 1 FROM guests WHERE name = ?")
                       .bind(name)
                       .bind(name);
    return s.step();
}

Rating SqliteStore::rating(const std::string& name, Rules rules) {
    Statement& s = prepare("SELECT rating, deviation, volatility, games FROM ratings "
                           "WHERE name = ? AND rules = ?")
                       .bind(name)
                       .bind(std::string(rulesName(rules)));
    if (!s.step()) return {};
    return {s.real(0), s.real(1), s.real(2), int(s.number(3))};
}

void SqliteStore::addGame(const StoredGame& g) {
    prepare("INSERT INTO games(id, white, black, rules, clock, rated, started) "
            "VALUES(?, ?, ?, ?, ?, ?, ?)")
        .bind(g.id)
        .bind(g.white)
        .bind(g.black)
        .bind(std::string(rulesName(g.rules)))
        .bind(net::formatWireClock(g.clock))
        .bind(std::int64_t(g.rated))
        .bind(g.started)
        .run();
}

void SqliteStore::addMove(const std::string& id, int ply, const StoredMove& move) {
    Statement& s = prepare("INSERT OR REPLACE INTO moves(game, ply, move, clock) "
                           "VALUES(?, ?, ?, ?)")
                       .bind(id)
                       .bind(std::int64_t(ply))
                       .bind(move.text);
    if (move.clock)
        s.bind(std::int64_t(*move.clock));
    else
        s.bindNull();
    s.run();
}

void SqliteStore::cutMoves(const std::string& id, int ply) {
    prepare("DELETE FROM moves WHERE game = ? AND ply > ?").bind(id).bind(std::int64_t(ply)).run();
}

void SqliteStore::endGame(const std::string& id, const std::string& result,
                          const std::string& reason, std::int64_t ended,
                          const std::vector<RatingChange>& ratings) {
    exec("BEGIN IMMEDIATE");
    try {
        prepare("UPDATE games SET result = ?, reason = ?, ended = ? WHERE id = ?")
            .bind(result)
            .bind(reason)
            .bind(ended)
            .bind(id)
            .run();
        for (const RatingChange& r : ratings)
            prepare("INSERT OR REPLACE INTO ratings(name, rules, rating, deviation, volatility, "
                    "games) VALUES(?, ?, ?, ?, ?, ?)")
                .bind(r.name)
                .bind(std::string(rulesName(r.rules)))
                .bind(r.rating.rating)
                .bind(r.rating.deviation)
                .bind(r.rating.volatility)
                .bind(std::int64_t(r.rating.games))
                .run();
        exec("COMMIT");
    } catch (...) {
        sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
    }
}

std::vector<StoredGame> SqliteStore::readGames(Statement& s) {
    std::vector<StoredGame> games;
    while (s.step()) {
        StoredGame g;
        g.id = s.text(0);
        g.white = s.text(1);
        g.black = s.text(2);
        g.rules = parseRules(s.text(3)).value_or(Rules::Standard);
        g.clock = net::parseWireClock(s.text(4)).value_or(TimeControl::none());
        g.rated = s.number(5) != 0;
        g.started = s.number(6);
        g.result = s.text(7);
        g.reason = s.text(8);
        g.ended = s.isNull(9) ? 0 : s.number(9);
        games.push_back(std::move(g));
    }
    return games;
}

void SqliteStore::readMoves(StoredGame& g) {
    Statement& s = prepare("SELECT move, clock FROM moves WHERE game = ? ORDER BY ply").bind(g.id);
    while (s.step())
        g.moves.push_back(
            {s.text(0), s.isNull(1) ? std::nullopt : std::optional<Milliseconds>(s.number(1))});
}

#define BASHNI_GAME_COLUMNS "id, white, black, rules, clock, rated, started, result, reason, ended"

std::vector<StoredGame> SqliteStore::unfinishedGames() {
    auto games = readGames(
        prepare("SELECT " BASHNI_GAME_COLUMNS " FROM games WHERE ended IS NULL ORDER BY started"));
    for (StoredGame& g : games) readMoves(g);
    return games;
}

std::vector<StoredGame> SqliteStore::finishedGames(const std::string& name, int skip, int limit) {
    return readGames(prepare("SELECT " BASHNI_GAME_COLUMNS " FROM games "
                             "WHERE (white = ? OR black = ?) AND ended IS NOT NULL "
                             "ORDER BY ended DESC, rowid DESC LIMIT ? OFFSET ?")
                         .bind(name)
                         .bind(name)
                         .bind(std::int64_t(limit))
                         .bind(std::int64_t(skip)));
}

std::optional<StoredGame> SqliteStore::game(const std::string& id) {
    auto games =
        readGames(prepare("SELECT " BASHNI_GAME_COLUMNS " FROM games WHERE id = ?").bind(id));
    if (games.empty()) return std::nullopt;
    readMoves(games.front());
    return std::move(games.front());
}

} // namespace bashni::server
