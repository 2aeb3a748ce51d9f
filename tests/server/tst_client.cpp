// The client's side of the protocol (core/net/server/client.h) against the real hub, in one
// thread and without sockets: every line the hub sends reaches the client of its connection, every
// line a client says reaches the hub, on a clock the test moves.
#include "core/net/server/client.h"
#include "core/notation.h"
#include "server/hub.h"
#include "server/sqlite_store.h"

#include <QTest>

#include <deque>
#include <map>

using namespace bashni;
using namespace bashni::net::server;
using bashni::server::Hub;

namespace {

class InstantPasswords final : public bashni::server::PasswordWork {
  public:
    void hash(std::string password, std::function<void(std::string)> done) override {
        done("h:" + password);
    }
    void check(std::string hash, std::string password, std::function<void(bool)> done) override {
        done(hash == "h:" + password);
    }
};

// One person's program: a Client and what it was told.
struct Person {
    std::unique_ptr<Client> client;
    int connection = 0;
    std::vector<std::string> refused, seeking, shown, moves, ended, asked, said, away, back,
        ratings, past;
    std::string pastEnd, greeted;
    bool againShown = false;
};

} // namespace

class TestClient : public QObject, public bashni::server::Transport {
    Q_OBJECT
  private slots:
    void init();
    void lobbyMirrorsTheServer();
    void aRatedGameToItsEnd();
    void onlyOurMovesAreSent();
    void comingBackAfterALostConnection();
    void aWatcherSeesEveryMove();
    void drawAndTakeback();
    void theArchive();

  private:
    void send(int connection, const std::string& line) override {
        toClients_.push_back({connection, line});
    }
    void close(int connection) override { closed_.push_back(connection); }
    // Delivers what is queued, both ways, until nothing is left.
    void pump();
    Person& person(const std::string& key, bool guest = true);
    void connect(Person& p, const std::string& key);
    void login(Person& p, const std::string& name);
    void drop(Person& p); // the connection goes
    // A seek by `a` accepted by `b`; the game's id.
    std::string startGame(Person& a, Person& b, const char* rated = "casual",
                          const char* clock = "300+3", SeekColour colour = SeekColour::White);
    bool play(Person& p, const std::string& id, const char* move);

    std::unique_ptr<bashni::server::SqliteStore> store_;
    InstantPasswords passwords_;
    std::unique_ptr<Hub> hub_;
    Milliseconds now_ = 1'000'000;
    int nextConnection_ = 1;
    std::map<std::string, Person> people_;
    std::deque<std::pair<int, std::string>> toClients_, toHub_;
    std::vector<int> closed_;
};

void TestClient::init() {
    people_.clear();
    toClients_.clear();
    toHub_.clear();
    store_ = std::make_unique<bashni::server::SqliteStore>(":memory:");
    hub_ =
        std::make_unique<Hub>(*store_, *this, passwords_, bashni::server::Limits{}, "test", now_);
}

void TestClient::pump() {
    while (!toClients_.empty() || !toHub_.empty()) {
        while (!toHub_.empty()) {
            auto [c, line] = toHub_.front();
            toHub_.pop_front();
            hub_->received(c, line, now_ += 60); // within the hub's 20 lines a second
        }
        while (!toClients_.empty()) {
            auto [c, line] = toClients_.front();
            toClients_.pop_front();
            for (auto& [key, p] : people_)
                if (p.connection == c) p.client->receive(line.substr(0, line.size() - 1));
        }
    }
}

Person& TestClient::person(const std::string& key, bool guest) {
    Person& p = people_[key];
    Client::Events e;
    e.greeted = [&p](const std::string& server) { p.greeted = server; };
    e.refused = [&p](const std::string& r) { p.refused.push_back(r); };
    e.seeking = [&p](const std::string& id) { p.seeking.push_back(id); };
    e.gameShown = [&p](const ClientGame& g, bool again) {
        p.shown.push_back(g.id);
        p.againShown = p.againShown || again;
    };
    e.moved = [&p](const ClientGame& g, int ply) {
        p.moves.push_back(std::to_string(ply) + " " + formatMove(g.game.move(ply)));
    };
    e.ended = [&p](const ClientGame& g) { p.ended.push_back(g.result + " " + g.reason); };
    e.asked = [&p](const ClientGame&, const std::string& what, const std::string& answer, int) {
        p.asked.push_back(what + " " + answer);
    };
    e.said = [&p](const std::string&, const std::string& who, const std::string& text) {
        p.said.push_back(who + ": " + text);
    };
    e.away = [&p](const ClientGame&, const std::string& who, int) { p.away.push_back(who); };
    e.back = [&p](const ClientGame&, const std::string& who) { p.back.push_back(who); };
    e.rating = [&p](const std::string& who, Rules, int rating, int, int games) {
        p.ratings.push_back(who + " " + std::to_string(rating) + " " + std::to_string(games));
    };
    e.past = [&p](const PastGame& g) { p.past.push_back(g.id + " " + g.result); };
    e.pastEnd = [&p](const std::string&, const std::string& next) { p.pastEnd = next; };
    p.client = std::make_unique<Client>(
        [this, &p](const std::string& line) {
            toHub_.push_back({p.connection, line});
        },
        std::move(e));
    connect(p, key);
    if (guest)
        p.client->guest();
    else
        p.client->registerAccount(key, "password-" + key);
    pump();
    return p;
}

void TestClient::connect(Person& p, const std::string&) {
    p.connection = nextConnection_++;
    hub_->opened(p.connection, "10.0.0." + std::to_string(p.connection), now_);
    p.client->greet("tst_client");
}

void TestClient::login(Person& p, const std::string& name) {
    connect(p, name);
    if (p.client->guestSecret().empty())
        p.client->login(name, "password-" + name);
    else
        p.client->guest(p.client->guestSecret());
    pump();
}

void TestClient::drop(Person& p) {
    hub_->closed(p.connection, now_ += 10);
    p.connection = 0;
    p.client->connectionLost();
    pump();
}

std::string TestClient::startGame(Person& a, Person& b, const char* rated, const char* clock,
                                  SeekColour colour) {
    a.client->seek(Rules::Standard, *net::parseWireClock(clock), *parseRated(rated), colour);
    pump();
    if (a.seeking.empty()) return {};
    b.client->play(a.seeking.back());
    pump();
    return b.shown.empty() ? std::string() : b.shown.back();
}

bool TestClient::play(Person& p, const std::string& id, const char* text) {
    const ClientGame* g = p.client->game(id);
    if (!g) return false;
    const auto m = parseMove(g->game.position(), text);
    if (!m || !p.client->move(id, *m)) return false;
    pump();
    return true;
}

void TestClient::lobbyMirrorsTheServer() {
    Person& a = person("anna", false);
    Person& b = person("boris", false);
    QCOMPARE(a.client->name(), std::string("anna"));
    QCOMPARE(a.client->serverName(), std::string("test"));
    QCOMPARE(a.greeted, std::string("test"));
    b.client->lobby(true);
    pump();
    QVERIFY(b.client->players().count("anna") && b.client->players().count("boris"));
    QCOMPARE(b.client->players().at("anna").ratings[0], std::string("1500"));
    a.client->seek(Rules::Turkish, *net::parseWireClock("180+2"), true, SeekColour::Black);
    pump();
    QCOMPARE(a.seeking.size(), std::size_t(1));
    QCOMPARE(b.client->seeks().size(), std::size_t(1));
    const SeekInfo& s = b.client->seeks().begin()->second;
    QCOMPARE(s.id, a.seeking[0]);
    QCOMPARE(s.name, std::string("anna"));
    QCOMPARE(s.rating, std::string("1500"));
    QCOMPARE(s.rules, Rules::Turkish);
    QCOMPARE(s.clock, *net::parseWireClock("180+2"));
    QVERIFY(s.rated);
    QCOMPARE(s.colour, SeekColour::Black);
    b.client->play(s.id);
    pump();
    QVERIFY(b.client->seeks().empty());
    QCOMPARE(b.client->lobbyGames().size(), std::size_t(1));
    const LobbyGame& lg = b.client->lobbyGames().begin()->second;
    QCOMPARE(lg.white, std::string("boris"));
    QCOMPARE(lg.black, std::string("anna"));
    const ClientGame* g = a.client->game(lg.id);
    QVERIFY(g && g->shown && g->role == GameRole::Black && g->rated);
    QCOMPARE(g->game.rules(), Rules::Turkish);
    QCOMPARE(g->left[0], std::optional<Milliseconds>(180'000));
    QCOMPARE(g->running, std::optional(Color::White));
    b.client->lobby(false);
    pump();
    QVERIFY(b.client->players().empty() && b.client->lobbyGames().empty());
}

// Both records follow the server's, with its clocks; a resignation ends both and moves ratings.
void TestClient::aRatedGameToItsEnd() {
    Person& a = person("anna", false);
    Person& b = person("boris", false);
    const std::string id = startGame(a, b, "rated");
    QVERIFY(!id.empty());
    QVERIFY(play(a, id, "c3-d4"));
    QVERIFY(play(b, id, "f6-e5"));
    QVERIFY(play(a, id, "d4:f6"));
    QCOMPARE(b.moves, (std::vector<std::string>{"1 c3-d4", "2 f6-e5", "3 d4:f6"}));
    QCOMPARE(a.moves, b.moves); // the mover's own move comes back from the server
    const ClientGame& ga = *a.client->game(id);
    QCOMPARE(ga.game.plyCount(), 3);
    QVERIFY(ga.left[0] && *ga.left[0] <= 306'000 && *ga.left[0] > 300'000); // two increments
    QVERIFY(ga.game.clock(3).has_value());
    b.client->resign(id);
    pump();
    QCOMPARE(a.ended, std::vector<std::string>{"2-0 resignation"});
    QCOMPARE(b.ended, a.ended);
    QCOMPARE(a.client->game(id)->game.ending(), Ending::Resignation);
    QCOMPARE(a.client->game(id)->game.tag("Termination"), std::string("resignation"));
    QVERIFY(!a.client->move(id, *parseMove(ga.game.position(), "g7:e5")));
    QCOMPARE(a.ratings.size(), std::size_t(1)); // each its own
    QVERIFY(a.ratings[0].starts_with("anna 16") && a.ratings[0].ends_with(" 1"));
    QCOMPARE(b.ratings.size(), std::size_t(1));
    QVERIFY(b.ratings[0].starts_with("boris 13") && b.ratings[0].ends_with(" 1"));
}

void TestClient::onlyOurMovesAreSent() {
    Person& a = person("a");
    Person& b = person("b");
    const std::string id = startGame(a, b);
    QVERIFY(!play(b, id, "c3-d4")); // White's move, and b is Black
    QVERIFY(!play(a, "no-such-game", "c3-d4"));
    QVERIFY(play(a, id, "c3-d4"));
    QVERIFY(!play(a, id, "f6-e5")); // not a's turn
    QVERIFY(a.refused.empty() && b.refused.empty());
    QCOMPARE(a.client->game(id)->game.plyCount(), 1);
}

// The connection goes: the opponent hears AWAY; the player logs in again and gets the game back
// with every move, and the opponent BACK... or, for a guest, by its secret.
void TestClient::comingBackAfterALostConnection() {
    Person& a = person("a");
    Person& b = person("b");
    const std::string id = startGame(a, b);
    QVERIFY(play(a, id, "c3-d4"));
    QVERIFY(play(b, id, "f6-e5"));
    const std::string name = a.client->name();
    drop(a);
    QCOMPARE(b.away, std::vector<std::string>{name});
    QVERIFY(a.client->game(id)->stale);
    QVERIFY(!a.client->move(id, *parseMove(a.client->game(id)->game.position(), "d4:f6")));
    login(a, name);
    QCOMPARE(a.client->name(), name);
    QVERIFY(a.againShown);
    const ClientGame& g = *a.client->game(id);
    QVERIFY(!g.stale && g.shown);
    QCOMPARE(g.game.plyCount(), 2);
    QCOMPARE(formatMove(g.game.move(2)), std::string("f6-e5"));
    QVERIFY(play(a, id, "d4:f6"));
    QCOMPARE(b.client->game(id)->game.plyCount(), 3);
    a.client->forgetStaleGames();
    QVERIFY(a.client->game(id));
}

void TestClient::aWatcherSeesEveryMove() {
    Person& a = person("a");
    Person& b = person("b");
    Person& w = person("w");
    const std::string id = startGame(a, b);
    QVERIFY(play(a, id, "c3-d4"));
    w.client->watch(id, true);
    pump();
    const ClientGame* g = w.client->game(id);
    QVERIFY(g && g->shown && g->role == GameRole::Watch);
    QCOMPARE(g->game.plyCount(), 1);
    QVERIFY(play(b, id, "f6-e5"));
    QVERIFY(play(a, id, "d4:f6"));
    QCOMPARE(w.moves, (std::vector<std::string>{"2 f6-e5", "3 d4:f6"}));
    QVERIFY(!w.client->move(id, *parseMove(g->game.position(), "g7:e5"))); // a watcher's
    w.client->say(id, "nice");
    a.client->say(id, "thanks");
    pump();
    QCOMPARE(w.said, std::vector<std::string>{w.client->name() + ": nice"});
    QCOMPARE(b.said, std::vector<std::string>{a.client->name() + ": thanks"});
    // A watcher's return: the game is asked for again, and goes on being watched.
    const std::string watcher = w.client->name();
    drop(w);
    login(w, watcher);
    QVERIFY(w.againShown);
    QVERIFY(!w.client->game(id)->stale);
    QVERIFY(play(b, id, "g7:e5"));
    QCOMPARE(w.moves.back(), std::string("4 g7:e5"));
    w.client->watch(id, false);
    pump();
    QVERIFY(!w.client->game(id));
}

void TestClient::drawAndTakeback() {
    Person& a = person("a");
    Person& b = person("b");
    const std::string id = startGame(a, b);
    QVERIFY(play(a, id, "c3-d4"));
    QVERIFY(play(b, id, "f6-e5"));
    b.client->takeback(id, "offer");
    pump();
    QCOMPARE(a.asked, std::vector<std::string>{"TAKEBACK offer"});
    a.client->takeback(id, "accept");
    pump();
    QCOMPARE(a.client->game(id)->game.plyCount(), 1);
    QCOMPARE(b.client->game(id)->game.plyCount(), 1);
    QVERIFY(play(b, id, "b6-a5"));
    a.client->draw(id, "offer");
    pump();
    QCOMPARE(b.asked, std::vector<std::string>{"DRAW offer"});
    b.client->draw(id, "decline");
    pump();
    QCOMPARE(a.asked.back(), std::string("DRAW decline"));
    a.client->draw(id, "offer");
    b.client->draw(id, "accept");
    pump();
    QCOMPARE(a.ended, std::vector<std::string>{"1-1 agreement"});
    QCOMPARE(b.client->game(id)->game.ending(), Ending::Agreement);
}

// A finished game listed by HISTORY and fetched: its record with the server's ending.
void TestClient::theArchive() {
    Person& a = person("anna", false);
    Person& b = person("boris", false);
    const std::string id = startGame(a, b);
    QVERIFY(play(a, id, "c3-d4"));
    a.client->resign(id);
    pump();
    a.client->forgetGame(id);
    a.client->history("anna");
    pump();
    QCOMPARE(a.past, std::vector<std::string>{id + " 0-2"});
    QCOMPARE(a.pastEnd, std::string("-"));
    a.client->fetch(id);
    pump();
    const ClientGame* g = a.client->game(id);
    QVERIFY(g && g->role == GameRole::Archive && g->over());
    QCOMPARE(g->game.plyCount(), 1);
    QCOMPARE(g->game.ending(), Ending::Resignation);
    QCOMPARE(g->game.result(), Result::BlackWins);
}

QTEST_GUILESS_MAIN(TestClient)
#include "tst_client.moc"
