// The Store in one SQLite file (Debian's libsqlite3): write-ahead log, so that a move is one
// small append and readers never wait; synchronous=NORMAL, so that a transaction that returned is
// safe when the process is killed (the operating system holds it), and only a power cut may lose
// the last moments (docs/SERVER.md says how to ask for FULL).
#pragma once

#include "server/store.h"

#include <memory>
#include <stdexcept>

struct sqlite3;
struct sqlite3_stmt;

namespace bashni::server {

struct StoreError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class SqliteStore final : public Store {
  public:
    // Opens (creating) the file; throws StoreError, saying why, when it cannot.
    explicit SqliteStore(const std::string& path, bool fullSync = false);
    ~SqliteStore() override;
    SqliteStore(const SqliteStore&) = delete;
    SqliteStore& operator=(const SqliteStore&) = delete;

    bool addAccount(const std::string& name, const std::string& passwordHash) override;
    std::optional<std::pair<std::string, std::string>> account(const std::string& name) override;
    void addGuest(const std::string& name, const std::string& secretHash) override;
    std::optional<std::string> guestBySecret(const std::string& secretHash) override;
    bool nameTaken(const std::string& name) override;
    Rating rating(const std::string& name, Rules rules) override;
    void addGame(const StoredGame& game) override;
    void addMove(const std::string& id, int ply, const StoredMove& move) override;
    void cutMoves(const std::string& id, int ply) override;
    void endGame(const std::string& id, const std::string& result, const std::string& reason,
                 std::int64_t ended, const std::vector<RatingChange>& ratings) override;
    std::vector<StoredGame> unfinishedGames() override;
    std::vector<StoredGame> finishedGames(const std::string& name, int skip, int limit) override;
    std::optional<StoredGame> game(const std::string& id) override;

  private:
    class Statement;
    Statement& prepare(const char* sql); // prepared once, kept
    void exec(const char* sql);
    std::vector<StoredGame> readGames(Statement& s);
    void readMoves(StoredGame& g);

    sqlite3* db_ = nullptr;
    std::vector<std::pair<const char*, std::unique_ptr<Statement>>> statements_;
};

} // namespace bashni::server
