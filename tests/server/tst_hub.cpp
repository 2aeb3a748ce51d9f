// The hub without sockets, on a clock the test moves: the limits that take minutes or hours
// (greeting, silence, idleness, failed logins forgotten, guests per address), the per-player
// limits, and a restart on the same store.
#include "server/hub.h"
#include "server/sqlite_store.h"

#include <QTest>

#include <cstring>
#include <random>

#include <map>

using namespace bashni;
using namespace bashni::server;

namespace {

class FakeTransport final : public Transport {
  public:
    void send(int connection, const std::string& line) override { lines[connection] += line; }
    void close(int connection) override { closed.insert(connection); }
    // What connection `c` was sent since the last call.
    std::string take(int c) { return std::exchange(lines[c], {}); }
    std::map<int, std::string> lines;
    std::set<int> closed;
};

// "Hashes" at once; the real Argon2id is tested in tst_server_parts.
class InstantPasswords final : public PasswordWork {
  public:
    void hash(std::string password, std::function<void(std::string)> done) override {
        done("h:" + password);
    }
    void check(std::string hash, std::string password, std::function<void(bool)> done) override {
        done(hash == "h:" + password);
    }
};

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

class TestHub : public QObject {
    Q_OBJECT
  private slots:
    void init();
    void silentConnectionsAreCut();
    void idleButNotPlaying();
    void failedLoginsAreForgottenAfterAQuietHour();
    void guestsPerAddress();
    void perPlayerLimits();
    void restartKeepsGamesWaiting();
    void randomLinesBreakNothing();
    void historyComesInPages();
    void seekWithARatingRange();

  private:
    // A connection from `address` that greets and logs in as a guest; returns its name.
    std::string guest(int id, const std::string& address = "10.0.0.1");
    // A line, 60 ms after the last (the hub allows 20 lines a second).
    void line(int id, const std::string& text) { hub_->received(id, text + "\n", now_ += 60); }
    void wait(Milliseconds ms) {
        for (Milliseconds step = 0; step < ms; step += 500) hub_->tick(now_ += 500);
    }
    // The same, the connections `alive` answering the hub's pings meanwhile.
    void waitAlive(Milliseconds ms, std::initializer_list<int> alive) {
        for (Milliseconds step = 0; step < ms; step += 10'000) {
            wait(std::min<Milliseconds>(10'000, ms - step));
            for (const int id : alive) line(id, "PONG k");
        }
    }

    std::unique_ptr<SqliteStore> store_;
    FakeTransport transport_;
    InstantPasswords passwords_;
    std::unique_ptr<Hub> hub_;
    Milliseconds now_ = 1'000'000;
};

void TestHub::init() {
    store_ = std::make_unique<SqliteStore>(":memory:");
    transport_ = {};
    hub_ = std::make_unique<Hub>(*store_, transport_, passwords_, Limits{}, "test", now_);
}

std::string TestHub::guest(int id, const std::string& address) {
    hub_->opened(id, address, now_);
    line(id, "BASHNI-SERVER 1 t");
    line(id, "GUEST");
    const std::string said = transport_.take(id);
    const auto at = said.find("WELCOME ");
    return at == std::string::npos ? std::string()
                                   : said.substr(at + 8, said.find(' ', at + 8) - at - 8);
}

void TestHub::silentConnectionsAreCut() {
    hub_->opened(1, "10.0.0.1", now_);
    wait(9'000);
    QVERIFY(!transport_.closed.count(1));
    wait(2'000);
    QVERIFY(transport_.closed.count(1));
    QVERIFY(has(transport_.take(1), "ERROR greeting expected"));
    QVERIFY(!guest(2).empty());
    wait(16'000);
    QVERIFY(has(transport_.take(2), "PING "));
    wait(45'000);
    QVERIFY(transport_.closed.count(2));
    QVERIFY(has(transport_.take(2), "ERROR silent"));
    QCOMPARE(hub_->connectionCount(), 0);
}

void TestHub::idleButNotPlaying() {
    const std::string idle = guest(1), a = guest(2), b = guest(3);
    line(2, "SEEK standard - casual white");
    const std::string seeking = transport_.take(2);
    line(3, "PLAY " + seeking.substr(8, seeking.size() - 9));
    waitAlive(61 * 60'000, {1, 2, 3}); // alive, but doing nothing
    QVERIFY(transport_.closed.count(1));
    QVERIFY(has(transport_.take(1), "ERROR idle"));
    QVERIFY(!transport_.closed.count(2)); // players of a game in progress stay
    QVERIFY(!transport_.closed.count(3));
}

// Three failures are free, the fourth makes the address and the account wait; all of it is
// forgotten after an hour without failures, not sooner (even when the server has run for hours).
void TestHub::failedLoginsAreForgottenAfterAQuietHour() {
    hub_->opened(1, "10.0.0.1", now_);
    line(1, "BASHNI-SERVER 1 t");
    line(1, "REGISTER Anna password one");
    QVERIFY(has(transport_.take(1), "WELCOME Anna"));
    wait(2 * 3'600'000); // (connection 1 is cut for its silence meanwhile)
    hub_->opened(2, "10.0.0.2", now_);
    line(2, "BASHNI-SERVER 1 t");
    transport_.take(2);
    for (int i = 0; i < 3; ++i) line(2, "LOGIN Anna wrong");
    QCOMPARE(transport_.take(2), std::string("ERROR wrong name or password\n"
                                             "ERROR wrong name or password\n"
                                             "ERROR wrong name or password\n"));
    wait(5'000); // sweeps: the three still count
    line(2, "LOGIN Anna wrong");
    QCOMPARE(transport_.take(2), std::string("ERROR wrong name or password\n"));
    line(2, "LOGIN Anna password one"); // the fourth failure made everyone wait
    QCOMPARE(transport_.take(2), std::string("ERROR wait 1 s\n"));
    hub_->opened(3, "10.0.0.3", now_); // another address, the same account: waits too
    line(3, "BASHNI-SERVER 1 t");
    line(3, "LOGIN Anna password one");
    QVERIFY(has(transport_.take(3), "ERROR wait 1 s"));
    hub_->closed(2, now_);
    hub_->closed(3, now_);
    wait(61 * 60'000); // a quiet hour: forgotten
    hub_->opened(4, "10.0.0.2", now_);
    line(4, "BASHNI-SERVER 1 t");
    for (int i = 0; i < 3; ++i) line(4, "LOGIN Anna wrong");
    line(4, "LOGIN Anna password one");
    QVERIFY(has(transport_.take(4), "WELCOME Anna"));
}

void TestHub::guestsPerAddress() {
    for (int i = 0; i < 30; ++i) {
        QVERIFY(!guest(100 + i, "10.0.0.9").empty());
        hub_->closed(100 + i, now_);
    }
    QVERIFY(guest(200, "10.0.0.9").empty());
    line(200, "GUEST");
    QCOMPARE(transport_.take(200), std::string("ERROR too many guests\n"));
    QVERIFY(!guest(201, "10.0.0.10").empty()); // another address
    wait(601'000);
    QVERIFY(!guest(202, "10.0.0.9").empty()); // ten minutes later
}

void TestHub::perPlayerLimits() {
    guest(1);
    for (int i = 0; i < 3; ++i) line(1, "SEEK standard 60+0 casual random");
    QCOMPARE(int(std::count(transport_.lines[1].begin(), transport_.lines[1].end(), '\n')), 3);
    transport_.take(1);
    line(1, "SEEK standard 60+0 casual random");
    QCOMPARE(transport_.take(1), std::string("ERROR too many seeks\n"));
    line(1, "SAY nogame hello");
    QCOMPARE(transport_.take(1), std::string("ERROR no such game\n"));
    line(1, "SAY g1 " + std::string(501, 'x'));
    QCOMPARE(transport_.take(1), std::string("ERROR chat too long\n"));
    line(1, "SEEK standard 60+0 casual purple");
    QCOMPARE(transport_.take(1), std::string("ERROR bad arguments\n"));
    line(1, "SEEK draughts 60+0 casual white");
    QCOMPARE(transport_.take(1), std::string("ERROR bad arguments\n"));
    line(1, "SEEK standard 60/move casual white");
    QCOMPARE(transport_.take(1), std::string("ERROR bad arguments\n"));
    line(1, "UNSEEK nosuch");
    QCOMPARE(transport_.take(1), std::string("ERROR no such seek\n"));
    // Eleven games to watch: the eleventh is one too many.
    std::vector<std::string> games;
    for (int g = 0; g < 11; ++g) {
        guest(10 + 2 * g, "10.1.0." + std::to_string(g)); // (16 connections an address at most)
        guest(11 + 2 * g, "10.1.0." + std::to_string(g));
        line(10 + 2 * g, "SEEK standard - casual white");
        const std::string seeking = transport_.take(10 + 2 * g);
        line(11 + 2 * g, "PLAY " + seeking.substr(8, seeking.size() - 9));
        const std::string game = transport_.take(11 + 2 * g);
        games.push_back(game.substr(5, 8));
    }
    for (int g = 0; g < 10; ++g) line(1, "WATCH " + games[std::size_t(g)]);
    transport_.take(1);
    line(1, "WATCH " + games[10]);
    QCOMPARE(transport_.take(1), std::string("ERROR watching too many\n"));
    transport_.take(10);
    line(10, "WATCH " + games[0]);
    QCOMPARE(transport_.take(10), std::string("ERROR your own game\n"));
}

// A seek with a range of ratings is played only by an account whose rating for those rules is in
// it; everybody in the lobby sees the range.
void TestHub::seekWithARatingRange() {
    for (const auto& [id, account] :
         {std::pair{1, "Anna password one"}, {2, "Boris password two"}}) {
        hub_->opened(id, "10.0.0." + std::to_string(id), now_);
        line(id, "BASHNI-SERVER 1 t");
        line(id, std::string("REGISTER ") + account);
    }
    guest(3);
    line(3, "LOBBY");
    transport_.take(1), transport_.take(2), transport_.take(3);
    line(3, "SEEK standard 60+0 casual white 1400-1600");
    QCOMPARE(transport_.take(3), std::string("ERROR guests seek anybody\n"));
    for (const char* bad : {"1600-1400", "1500", "any"}) {
        line(1, std::string("SEEK standard 60+0 rated white ") + bad);
        QCOMPARE(transport_.take(1), std::string("ERROR bad arguments\n"));
    }
    line(1, "SEEK standard 60+0 rated white 1501-1800"); // new accounts are rated 1500
    const std::string above = transport_.take(1).substr(8, 8);
    QVERIFY(has(transport_.take(3), "SEEK-ON " + above +
                                        " Anna 1500 standard 60+0 rated white "
                                        "1501-1800\n"));
    line(2, "PLAY " + above);
    QCOMPARE(transport_.take(2), std::string("ERROR rating out of range\n"));
    line(1, "SEEK standard 60+0 casual white 1400-1500");
    const std::string around = transport_.take(1).substr(8, 8);
    QVERIFY(has(transport_.take(3), "SEEK-ON " + around)); // the lobby's news
    line(3, "PLAY " + around);
    QCOMPARE(transport_.take(3), std::string("ERROR rating out of range\n"));
    line(2, "PLAY " + around);
    QVERIFY(has(transport_.take(2), "GAME "));
    QCOMPARE(hub_->gameCount(), 1);
}

// The store outlives the hub: a new hub on it has the game, waiting for its players however long
// it takes; once one is back, the other has the away limit from that moment.
void TestHub::restartKeepsGamesWaiting() {
    for (const auto& [id, account] :
         {std::pair{1, "Anna password one"}, {2, "Boris password two"}}) {
        hub_->opened(id, "10.0.0." + std::to_string(id), now_);
        line(id, "BASHNI-SERVER 1 t");
        line(id, std::string("REGISTER ") + account);
    }
    transport_.take(1);
    line(1, "SEEK standard - casual white");
    const std::string seeking = transport_.take(1);
    line(2, "PLAY " + seeking.substr(8, seeking.size() - 9));
    const std::string id = transport_.take(1).substr(5, 8);
    line(1, "MOVE " + id + " 1 c3-d4");
    line(2, "MOVE " + id + " 2 f6-e5");
    QCOMPARE(hub_->gameCount(), 1);

    hub_ = std::make_unique<Hub>(*store_, transport_, passwords_, Limits{}, "test", now_);
    transport_ = {};
    QCOMPARE(hub_->gameCount(), 1);
    wait(3'600'000); // an hour with nobody there: nothing happens to the game
    QCOMPARE(hub_->gameCount(), 1);
    hub_->opened(3, "10.0.0.1", now_);
    line(3, "BASHNI-SERVER 1 t");
    line(3, "LOGIN Anna password one");
    const std::string back = transport_.take(3);
    QVERIFY(has(back, "GAME " + id + " Anna Boris standard - casual white\n"));
    QVERIFY(has(back, "MOVE " + id + " 2 f6-e5\n"));
    QVERIFY(has(back, "CLOCK " + id + " - - white\n"));
    QVERIFY(has(back, "AWAY " + id + " Boris 120\n"));
    line(3, "MOVE " + id + " 3 d4:f6");
    waitAlive(119'000, {3});
    QCOMPARE(hub_->gameCount(), 1);
    waitAlive(2'000, {3});
    QCOMPARE(hub_->gameCount(), 0);
    QVERIFY(has(transport_.take(3), "END " + id + " 2-0 abandoned\n"));
    QCOMPARE(store_->finishedGames("Boris", 0, 5).at(0).reason, std::string("abandoned"));
}

// Lines made of the protocol's words, arguments of every sort and garbage, from many connections
// at once, some of them playing: every one answered or refused, nothing crashes (the sanitizers'
// build runs this too), and a newcomer is still served.
void TestHub::randomLinesBreakNothing() {
    std::mt19937 rng(27);
    const std::vector<std::string> words{
        "BASHNI-SERVER", "REGISTER", "LOGIN",   "GUEST", "LOBBY",    "UNLOBBY", "SEEK",  "UNSEEK",
        "PLAY",          "MOVE",     "RESIGN",  "DRAW",  "TAKEBACK", "SAY",     "WATCH", "UNWATCH",
        "RATINGS",       "HISTORY",  "FETCH",   "PING",  "PONG",     "BYE",     "1",     "0",
        "standard",      "turkish",  "-",       "60+1",  "rated",    "casual",  "white", "random",
        "offer",         "accept",   "decline", "c3-d4", "f6-e5",    "d4:f6",   "Anna",  "Guest-x",
        "password one",  "\xff",     "",        "  ",    "\t"};
    std::vector<std::string> ids; // game and seek ids seen, to aim at
    const auto pick = [&](std::size_t n) { return std::size_t(rng() % n); };
    for (int id = 1; id <= 40; ++id) {
        if (id % 2)
            guest(id, "10.2.0." + std::to_string(id));
        else
            hub_->opened(id, "10.2.0." + std::to_string(id), now_);
    }
    for (int i = 0; i < 20'000; ++i) {
        const int id = 1 + int(pick(40));
        std::string line = words[pick(words.size())];
        for (std::size_t n = pick(5); n > 0; --n)
            line += ' ' + (pick(3) == 0 && !ids.empty() ? ids[pick(ids.size())]
                                                        : words[pick(words.size())]);
        hub_->received(id, line + (pick(50) ? "\n" : ""), now_ += 7);
        if (i % 500 == 0) hub_->tick(now_);
        for (auto& [c, text] : transport_.lines) {
            for (const char* kind : {"SEEKING ", "GAME "}) {
                const auto at = text.find(kind);
                if (at != std::string::npos) ids.push_back(text.substr(at + std::strlen(kind), 8));
            }
            text.clear();
        }
        if (transport_.closed.count(id)) { // cut off: another connection in its place
            transport_.closed.erase(id);
            hub_->closed(id, now_);
            hub_->opened(id, "10.2.0." + std::to_string(id), now_);
        }
    }
    QVERIFY(!guest(99, "10.3.0.1").empty());
    QVERIFY(hub_->connectionCount() <= 41);
}

void TestHub::historyComesInPages() {
    const std::string a = guest(1, "10.4.0.1");
    guest(2, "10.4.0.2");
    for (int i = 0; i < 55; ++i) {
        line(1, "SEEK standard - casual white");
        const std::string seeking = transport_.take(1);
        line(2, "PLAY " + seeking.substr(8, 8));
        line(2, "RESIGN " + transport_.take(2).substr(5, 8));
        transport_.take(1);
        transport_.take(2);
    }
    transport_.take(1);
    const auto count = [](const std::string& text, const std::string& what) {
        int n = 0;
        for (std::size_t at = text.find(what); at != std::string::npos;
             at = text.find(what, at + 1))
            ++n;
        return n;
    };
    line(1, "HISTORY " + a);
    std::string page = transport_.take(1);
    QCOMPARE(count(page, "PAST "), 50);
    QVERIFY(has(page, "PAST-END " + a + " 50\n"));
    line(1, "HISTORY " + a + " 50");
    page = transport_.take(1);
    QCOMPARE(count(page, "PAST "), 5);
    QVERIFY(has(page, "PAST-END " + a + " -\n"));
    line(1, "HISTORY " + a + " 050");
    QCOMPARE(transport_.take(1), std::string("ERROR bad arguments\n"));
}

QTEST_GUILESS_MAIN(TestHub)
#include "tst_hub.moc"
