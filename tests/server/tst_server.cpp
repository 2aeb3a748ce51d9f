// bashni-server as a program: started by the test on 127.0.0.1 with a database of its own, played
// by clients scripted here; hostile clients, reconnections, and the server killed with SIGKILL
// in the middle of a game and started again on the same file.
#include "core/pdn.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <signal.h>

namespace {

constexpr int Wait = 5000;

// A client speaking the server protocol line by line.
class Client {
  public:
    explicit Client(quint16 port, const QString& from = "127.0.0.1") {
        if (from != "127.0.0.1") socket_.bind(QHostAddress(from));
        socket_.connectToHost("127.0.0.1", port);
        socket_.waitForConnected(Wait);
    }
    void send(const QByteArray& line) {
        socket_.write(line + "\n");
        socket_.flush();
    }
    // The next line starting with `prefix` (lines before it are kept in seen()); empty on timeout.
    QByteArray waitFor(const QByteArray& prefix, int ms = Wait) {
        QElapsedTimer t;
        t.start();
        for (;;) {
            while (next_ < lines_.size()) {
                const QByteArray line = lines_.at(next_++);
                if (line.startsWith(prefix)) return line;
            }
            if (t.elapsed() > ms) return {};
            if (socket_.state() != QAbstractSocket::ConnectedState && !socket_.bytesAvailable())
                return {};
            socket_.waitForReadyRead(50);
            while (socket_.canReadLine()) lines_ << socket_.readLine().chopped(1);
        }
    }
    QByteArray greetAsGuest(const QByteArray& secret = {}) {
        send("BASHNI-SERVER 1 test client");
        send(secret.isEmpty() ? "GUEST" : "GUEST " + secret);
        return waitFor("WELCOME");
    }
    bool closedByServer(int ms = Wait) {
        if (socket_.state() == QAbstractSocket::UnconnectedState) return true;
        return socket_.waitForDisconnected(ms) ||
               socket_.state() == QAbstractSocket::UnconnectedState;
    }
    QTcpSocket& socket() { return socket_; }

  private:
    QTcpSocket socket_;
    QList<QByteArray> lines_;
    qsizetype next_ = 0;
};

QByteArray word(const QByteArray& line, int i) {
    return line.split(' ').value(i);
}

} // namespace

class TestServer : public QObject {
    Q_OBJECT
  private slots:
    void init();
    void cleanup();
    void aGameFromSeekToEnd();
    void watchersAndOutsidersCannotPlay();
    void ratedGameChangesRatings();
    void wrongPasswordsSlowDown();
    void hostileLinesAreCut_data();
    void hostileLinesAreCut();
    void tooManyConnectionsFromOneAddress();
    void guestComesBackToTheGame();
    void theServerKeepsTime();
    void awayTooLongLoses();
    void killedServerResumesGames();
    void computerPlayersPlayAndDownload();
    void loadToolCountsEveryMove();
    void tlsAndTheFingerprint();
    void computerPlayersComeBackAfterARestart();
    void startsOnlyWhenToldHowToListen();

  private:
    quint16 start(const QStringList& extra = {});
    void stop();
    // Two guests in a game: [0] White, [1] Black; returns the game's id.
    QByteArray pair(std::unique_ptr<Client> (&c)[2], QByteArray (&secrets)[2],
                    const QByteArray& clock = "60+1");

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<QProcess> server_;
    quint16 port_ = 0;
    QByteArray names_[2]; // of the last pair
};

quint16 TestServer::start(const QStringList& extra) {
    server_ = std::make_unique<QProcess>();
    server_->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    const QStringList tls = extra.contains("--cert") ? QStringList{} : QStringList{"--no-tls"};
    server_->start(BASHNI_SERVER_PATH,
                   QStringList{"--port", "0", "--db", dir_->filePath("server.db")} + tls + extra);
    if (!server_->waitForReadyRead(Wait)) return 0;
    const QByteArray first = server_->readLine().trimmed();
    if (!first.startsWith("listening ")) return 0;
    port_ = quint16(first.mid(10).toUInt());
    return port_;
}

void TestServer::stop() {
    if (!server_) return;
    server_->kill();
    server_->waitForFinished(Wait);
    server_.reset();
}

void TestServer::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(start());
}

void TestServer::cleanup() {
    stop();
}

QByteArray TestServer::pair(std::unique_ptr<Client> (&c)[2], QByteArray (&secrets)[2],
                            const QByteArray& clock) {
    c[0] = std::make_unique<Client>(port_);
    c[1] = std::make_unique<Client>(port_);
    for (int i = 0; i < 2; ++i) {
        const QByteArray welcome = c[i]->greetAsGuest();
        names_[i] = word(welcome, 1);
        secrets[i] = word(welcome, 2);
    }
    c[0]->send("SEEK standard " + clock + " casual white");
    const QByteArray seek = word(c[0]->waitFor("SEEKING"), 1);
    c[1]->send("PLAY " + seek);
    const QByteArray game = c[0]->waitFor("GAME ");
    c[1]->waitFor("GAME ");
    return word(game, 1);
}

void TestServer::aGameFromSeekToEnd() {
    Client lobby(port_);
    lobby.greetAsGuest();
    lobby.send("LOBBY");
    std::unique_ptr<Client> c[2];
    QByteArray secrets[2];
    const QByteArray id = pair(c, secrets);
    QVERIFY(!id.isEmpty());
    const QByteArray seekOn = lobby.waitFor("SEEK-ON");
    QVERIFY(seekOn.endsWith(" - standard 60+1 casual white")); // a guest: no rating
    QCOMPARE(lobby.waitFor("SEEK-OFF"), "SEEK-OFF " + word(seekOn, 1));
    QVERIFY(!lobby.waitFor("GAME-ON " + id).isEmpty());
    c[0]->send("MOVE " + id + " 1 c3-d4");
    QVERIFY(c[1]->waitFor("MOVE " + id).startsWith("MOVE " + id + " 1 c3-d4 "));
    c[1]->send("MOVE " + id + " 2 f6-e5");
    QVERIFY(c[0]->waitFor("MOVE " + id + " 2").startsWith("MOVE " + id + " 2 f6-e5"));
    // Short capture text is played and relayed in full.
    c[0]->send("MOVE " + id + " 3 d4:f6");
    QVERIFY(c[1]->waitFor("MOVE " + id + " 3").startsWith("MOVE " + id + " 3 d4:f6 "));
    c[0]->send("SAY " + id + " good game");
    QVERIFY(c[1]->waitFor("SAY").endsWith("good game"));
    c[1]->send("DRAW " + id + " offer");
    QCOMPARE(c[0]->waitFor("DRAW"), "DRAW " + id + " offer");
    c[0]->send("DRAW " + id + " decline");
    QCOMPARE(c[1]->waitFor("DRAW"), "DRAW " + id + " decline");
    c[1]->send("RESIGN " + id);
    QCOMPARE(c[0]->waitFor("END"), "END " + id + " 2-0 resignation");
    QCOMPARE(lobby.waitFor("GAME-OFF"), "GAME-OFF " + id + " 2-0");
    // The archive has it, with its clocks.
    lobby.send("FETCH " + id);
    QVERIFY(lobby.waitFor("GAME " + id).endsWith(" archive"));
    QVERIFY(lobby.waitFor("MOVE " + id + " 3").startsWith("MOVE " + id + " 3 d4:f6 "));
    QCOMPARE(lobby.waitFor("END " + id), "END " + id + " 2-0 resignation");
}

void TestServer::watchersAndOutsidersCannotPlay() {
    std::unique_ptr<Client> c[2];
    QByteArray secrets[2];
    const QByteArray id = pair(c, secrets);
    Client watcher(port_), outsider(port_);
    watcher.greetAsGuest();
    outsider.greetAsGuest();
    watcher.send("WATCH " + id);
    QVERIFY(watcher.waitFor("GAME " + id).endsWith(" watch"));
    QVERIFY(watcher.waitFor("CLOCK " + id).endsWith(" white"));
    // Out of turn, a ply twice, a watcher's move, an outsider's move: all refused, none played.
    c[1]->send("MOVE " + id + " 1 f6-e5");
    QCOMPARE(c[1]->waitFor("ERROR"), QByteArray("ERROR not your turn"));
    watcher.send("MOVE " + id + " 1 c3-d4");
    QCOMPARE(watcher.waitFor("ERROR"), QByteArray("ERROR not your game"));
    outsider.send("RESIGN " + id);
    QCOMPARE(outsider.waitFor("ERROR"), QByteArray("ERROR not your game"));
    outsider.send("TAKEBACK " + id + " accept");
    QCOMPARE(outsider.waitFor("ERROR"), QByteArray("ERROR not your game"));
    c[0]->send("MOVE " + id + " 1 c3-d4");
    QVERIFY(watcher.waitFor("MOVE " + id).startsWith("MOVE " + id + " 1 c3-d4"));
    c[0]->send("MOVE " + id + " 1 c3-d4");
    QCOMPARE(c[0]->waitFor("ERROR"), QByteArray("ERROR wrong ply"));
    c[1]->send("MOVE " + id + " 2 a3-b4");
    QCOMPARE(c[1]->waitFor("ERROR"), QByteArray("ERROR illegal move"));
    // Watchers talk among themselves; players do not hear them, nor they the players.
    watcher.send("SAY " + id + " nice opening");
    QVERIFY(watcher.waitFor("SAY " + id).endsWith("nice opening"));
    c[0]->send("SAY " + id + " hello");
    QVERIFY(c[1]->waitFor("SAY " + id).endsWith("hello"));
    QVERIFY(
        c[0]->waitFor("SAY " + id + " ", 300).endsWith("hello")); // its own line, not the watcher's
    QVERIFY(watcher.waitFor("SAY", 300).isEmpty());
    // A takeback both agree to.
    c[0]->send("TAKEBACK " + id + " offer");
    QCOMPARE(c[1]->waitFor("TAKEBACK"), "TAKEBACK " + id + " offer 0");
    c[1]->send("TAKEBACK " + id + " accept");
    QCOMPARE(watcher.waitFor("TAKEBACK"), "TAKEBACK " + id + " done 0");
    c[0]->send("MOVE " + id + " 1 e3-f4");
    QVERIFY(c[1]->waitFor("MOVE " + id + " 1").startsWith("MOVE " + id + " 1 e3-f4"));
}

void TestServer::ratedGameChangesRatings() {
    Client anna(port_), boris(port_), guest(port_);
    anna.send("BASHNI-SERVER 1 t");
    anna.send("REGISTER Anna correct horse");
    QCOMPARE(anna.waitFor("WELCOME"), QByteArray("WELCOME Anna"));
    boris.send("BASHNI-SERVER 1 t");
    boris.send("REGISTER anna another pass");
    QCOMPARE(boris.waitFor("ERROR"), QByteArray("ERROR name taken"));
    boris.send("REGISTER Boris battery staple");
    QCOMPARE(boris.waitFor("WELCOME"), QByteArray("WELCOME Boris"));
    guest.greetAsGuest();
    guest.send("LOBBY");
    QCOMPARE(guest.waitFor("PLAYER-ON Anna"), QByteArray("PLAYER-ON Anna 1500 1500 1500"));
    guest.send("SEEK standard 60+0 rated random");
    QCOMPARE(guest.waitFor("ERROR"), QByteArray("ERROR guests play casual games"));
    anna.send("SEEK standard - rated white");
    QCOMPARE(anna.waitFor("ERROR"), QByteArray("ERROR rated games have a clock"));
    anna.send("SEEK standard 60+0 rated white");
    const QByteArray seek = word(anna.waitFor("SEEKING"), 1);
    guest.send("PLAY " + seek);
    QCOMPARE(guest.waitFor("ERROR"), QByteArray("ERROR guests play casual games"));
    boris.send("PLAY " + seek);
    const QByteArray id = word(anna.waitFor("GAME "), 1);
    anna.send("MOVE " + id + " 1 c3-d4");
    boris.waitFor("MOVE");
    boris.send("MOVE " + id + " 2 f6-e5");
    anna.waitFor("MOVE");
    boris.send("RESIGN " + id);
    QCOMPARE(anna.waitFor("END"), "END " + id + " 2-0 resignation");
    const QByteArray rating = anna.waitFor("RATING Anna");
    QVERIFY(rating.startsWith("RATING Anna standard "));
    QVERIFY(word(rating, 3).toInt() > 1500);
    QVERIFY(word(boris.waitFor("RATING Boris"), 3).toInt() < 1500);
    const QByteArray lobbyLine = guest.waitFor("PLAYER-ON Anna");
    QVERIFY(lobbyLine.startsWith("PLAYER-ON Anna 1") && lobbyLine.endsWith(" 1500 1500"));
    QCOMPARE(word(lobbyLine, 2), word(rating, 3)); // the new rating, in the lobby too
    guest.send("RATINGS anna");
    QVERIFY(guest.waitFor("RATING Anna standard").endsWith(" 1"));
    guest.send("HISTORY Boris");
    QVERIFY(guest.waitFor("PAST ").startsWith("PAST " + id + " Anna Boris standard 2-0 "));
    QCOMPARE(guest.waitFor("PAST-END"), QByteArray("PAST-END Boris -"));
    // Logged in again elsewhere: the first connection is told and closed.
    Client again(port_);
    again.send("BASHNI-SERVER 1 t");
    again.send("LOGIN ANNA correct horse");
    QCOMPARE(again.waitFor("WELCOME"), QByteArray("WELCOME Anna"));
    QCOMPARE(anna.waitFor("ERROR"), QByteArray("ERROR logged in elsewhere"));
    QVERIFY(anna.closedByServer());
}

void TestServer::wrongPasswordsSlowDown() {
    Client setup(port_);
    setup.send("BASHNI-SERVER 1 t");
    setup.send("REGISTER Carla right password");
    QVERIFY(!setup.waitFor("WELCOME").isEmpty());
    Client thief(port_);
    thief.send("BASHNI-SERVER 1 t");
    for (int i = 0; i < 4; ++i) {
        thief.send("LOGIN Carla wrong password" + QByteArray::number(i));
        QCOMPARE(thief.waitFor("ERROR"), QByteArray("ERROR wrong name or password"));
    }
    thief.send("LOGIN Carla right password"); // even the right one waits now
    QVERIFY(thief.waitFor("ERROR").startsWith("ERROR wait "));
    // From another address too: the account itself is slowed down.
    Client elsewhere(port_, "127.0.0.2");
    elsewhere.send("BASHNI-SERVER 1 t");
    elsewhere.send("LOGIN Carla right password");
    QVERIFY(elsewhere.waitFor("ERROR").startsWith("ERROR wait "));
    // And a name that does not exist answers as a wrong password does.
    Client other(port_, "127.0.0.3");
    other.send("BASHNI-SERVER 1 t");
    other.send("LOGIN Nobody some password");
    QCOMPARE(other.waitFor("ERROR"), QByteArray("ERROR wrong name or password"));
    QTest::qWait(1100);
    elsewhere.send("LOGIN Carla right password");
    QCOMPARE(elsewhere.waitFor("WELCOME"), QByteArray("WELCOME Carla"));
}

void TestServer::hostileLinesAreCut_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("error");
    QTest::newRow("no greeting") << QByteArray("GUEST\n") << QByteArray("ERROR greeting expected");
    QTest::newRow("garbage") << QByteArray("\x01\x02garbage\n")
                             << QByteArray("ERROR unknown command");
    QTest::newRow("old version") << QByteArray("BASHNI-SERVER 0 me\n")
                                 << QByteArray("ERROR version");
    QTest::newRow("huge line") << QByteArray(100'000, 'x') << QByteArray("ERROR line too long");
    QTest::newRow("not utf-8") << QByteArray("BASHNI-SERVER 1 \xff\xfe\n")
                               << QByteArray("ERROR not UTF-8");
    QByteArray flood = "BASHNI-SERVER 1 t\nGUEST\n";
    for (int i = 0; i < 100; ++i) flood += "PING p" + QByteArray::number(i) + "\n";
    QTest::newRow("flood") << flood << QByteArray("ERROR too many lines");
}

void TestServer::hostileLinesAreCut() {
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, error);
    Client bad(port_);
    bad.socket().write(bytes);
    QCOMPARE(bad.waitFor("ERROR"), error);
    QVERIFY(bad.closedByServer());
    // The server is still there for everyone else.
    Client good(port_);
    QVERIFY(good.greetAsGuest().startsWith("WELCOME Guest-"));
}

void TestServer::tooManyConnectionsFromOneAddress() {
    stop();
    QVERIFY(start({"--max-per-address", "3"}));
    Client a(port_), b(port_), c(port_), d(port_);
    QCOMPARE(d.waitFor("ERROR"), QByteArray("ERROR too many connections"));
    QVERIFY(d.closedByServer());
    Client e(port_, "127.0.0.2"); // another address is welcome
    QVERIFY(e.greetAsGuest().startsWith("WELCOME"));
    QVERIFY(a.greetAsGuest().startsWith("WELCOME"));
}

void TestServer::guestComesBackToTheGame() {
    std::unique_ptr<Client> c[2];
    QByteArray secrets[2];
    const QByteArray id = pair(c, secrets);
    c[0]->send("MOVE " + id + " 1 c3-d4");
    c[1]->waitFor("MOVE");
    c[1]->socket().abort(); // Black's connection drops
    QCOMPARE(c[0]->waitFor("AWAY " + id), "AWAY " + id + " " + names_[1] + " 120");
    // Someone without the secret is a new guest, not Black.
    Client stranger(port_);
    QVERIFY(word(stranger.greetAsGuest(), 1) != names_[1]);
    stranger.send("MOVE " + id + " 2 f6-e5");
    QCOMPARE(stranger.waitFor("ERROR"), QByteArray("ERROR not your game"));
    stranger.send("GUEST " + QByteArray(32, 'a'));
    QCOMPARE(stranger.waitFor("ERROR"), QByteArray("ERROR already logged in"));
    Client back(port_);
    QVERIFY(!back.greetAsGuest(secrets[1]).isEmpty());
    QVERIFY(back.waitFor("GAME " + id).endsWith(" black"));
    QVERIFY(back.waitFor("MOVE " + id + " 1").startsWith("MOVE " + id + " 1 c3-d4"));
    QVERIFY(back.waitFor("CLOCK " + id).endsWith(" black"));
    QVERIFY(c[0]->waitFor("BACK " + id).startsWith("BACK " + id + " Guest-"));
    back.send("MOVE " + id + " 2 f6-e5");
    QVERIFY(c[0]->waitFor("MOVE " + id + " 2").startsWith("MOVE " + id + " 2 f6-e5"));
}

void TestServer::theServerKeepsTime() {
    std::unique_ptr<Client> c[2];
    QByteArray secrets[2];
    const QByteArray id = pair(c, secrets, "1+0");
    // Nobody claims anything: White's second runs out, and the server says so to both.
    QCOMPARE(c[1]->waitFor("END", 3000), "END " + id + " 0-2 time");
    QCOMPARE(c[0]->waitFor("END", 1000), "END " + id + " 0-2 time");
    c[0]->send("MOVE " + id + " 1 c3-d4");
    QCOMPARE(c[0]->waitFor("ERROR"), QByteArray("ERROR not your game"));
}

void TestServer::awayTooLongLoses() {
    stop();
    QVERIFY(start({"--away-limit", "1"}));
    std::unique_ptr<Client> c[2];
    QByteArray secrets[2];
    const QByteArray id = pair(c, secrets, "-");
    c[0]->send("MOVE " + id + " 1 c3-d4");
    c[1]->waitFor("MOVE");
    c[1]->send("MOVE " + id + " 2 f6-e5");
    c[0]->waitFor("MOVE " + id + " 2");
    c[0]->socket().abort();
    QCOMPARE(c[1]->waitFor("AWAY"), "AWAY " + id + " " + names_[0] + " 1");
    QCOMPARE(c[1]->waitFor("END", 3000), "END " + id + " 0-2 abandoned");
}

void TestServer::killedServerResumesGames() {
    std::unique_ptr<Client> c[2];
    QByteArray secrets[2];
    const QByteArray id = pair(c, secrets);
    Client anna(port_);
    anna.send("BASHNI-SERVER 1 t");
    anna.send("REGISTER Anna correct horse");
    QVERIFY(!anna.waitFor("WELCOME").isEmpty());
    c[0]->send("MOVE " + id + " 1 c3-d4");
    const QByteArray relayed = c[1]->waitFor("MOVE " + id + " 1");
    QVERIFY(!relayed.isEmpty());
    ::kill(pid_t(server_->processId()), SIGKILL);
    server_->waitForFinished(Wait);
    QVERIFY(start());
    Client white(port_), black(port_);
    QVERIFY(!white.greetAsGuest(secrets[0]).isEmpty());
    QVERIFY(white.waitFor("GAME " + id).endsWith(" white"));
    QCOMPARE(white.waitFor("MOVE " + id), relayed); // the move and its clock, as they were
    QVERIFY(white.waitFor("AWAY " + id).startsWith("AWAY " + id + " Guest-"));
    QVERIFY(!black.greetAsGuest(secrets[1]).isEmpty());
    QVERIFY(black.waitFor("CLOCK " + id).endsWith(" black"));
    black.send("MOVE " + id + " 2 f6-e5");
    QVERIFY(white.waitFor("MOVE " + id + " 2").startsWith("MOVE " + id + " 2 f6-e5"));
    Client annaAgain(port_);
    annaAgain.send("BASHNI-SERVER 1 t");
    annaAgain.send("LOGIN Anna correct horse");
    QCOMPARE(annaAgain.waitFor("WELCOME"), QByteArray("WELCOME Anna"));
}

// bashni-cli online: a level-1 player keeps a seek open, a random guest accepts it; both play to
// the end, and the account's games come down as PDN that the core reads back.
void TestServer::computerPlayersPlayAndDownload() {
    Client setup(port_);
    setup.send("BASHNI-SERVER 1 t");
    setup.send("REGISTER Robot machine password");
    QVERIFY(!setup.waitFor("WELCOME").isEmpty());
    setup.send("BYE");
    QFile password(dir_->filePath("password"));
    QVERIFY(password.open(QIODevice::WriteOnly));
    password.write("machine password\n");
    password.close();
    const QString address = "127.0.0.1:" + QString::number(port_);
    QProcess seeker, accepter;
    seeker.start(BASHNI_CLI_PATH, {"online", address, "--no-tls", "--user", "Robot",
                                   "--password-file", password.fileName(), "--player", "level:1",
                                   "--seek", "standard/60+0/casual", "--games", "1"});
    QVERIFY(seeker.waitForStarted(Wait));
    QTest::qWait(300);
    accepter.start(BASHNI_CLI_PATH, {"online", address, "--no-tls", "--guest", "--player", "random",
                                     "--accept", "--games", "1"});
    // (waitForFinished is false for a process already finished: the state says whether it ended.)
    seeker.waitForFinished(120'000);
    accepter.waitForFinished(Wait);
    QCOMPARE(seeker.state(), QProcess::NotRunning);
    QCOMPARE(accepter.state(), QProcess::NotRunning);
    const QList<QByteArray> lines = seeker.readAllStandardOutput().split('\n');
    QCOMPARE(lines.value(0), QByteArray("welcome Robot"));
    QVERIFY(lines.value(1).startsWith("game "));
    QByteArray result;
    for (const QByteArray& l : lines)
        if (l.startsWith("result ")) result = l;
    QVERIFY2(!result.isEmpty(), lines.join('\n').constData());
    QVERIFY(lines.contains("done"));
    const QString pdn = dir_->filePath("robot.pdn");
    QProcess download;
    download.start(BASHNI_CLI_PATH, {"online", address, "--no-tls", "--user", "Robot",
                                     "--password-file", password.fileName(), "--download", pdn});
    download.waitForFinished(Wait);
    QCOMPARE(download.state(), QProcess::NotRunning);
    QVERIFY(download.readAllStandardOutput().contains("downloaded 1"));
    QFile file(pdn);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const bashni::PdnReadResult read = bashni::readPdn(text.toStdString());
    QCOMPARE(read.games.size(), std::size_t(1));
    QCOMPARE(QByteArray(bashni::resultText(read.games[0].result()).data()), word(result, 2));
    QVERIFY(read.games[0].plyCount() > 0);
}

// The load tool, small: every move sent arrives once at the opponent (the figures of
// docs/SERVER.md come from the same tool with 1,000 games).
void TestServer::loadToolCountsEveryMove() {
    QProcess load;
    load.start(BASHNI_CLI_PATH, {"server-load", "127.0.0.1:" + QString::number(port_), "--games",
                                 "5", "--rate", "4", "--seconds", "2"});
    load.waitForFinished(30'000);
    QCOMPARE(load.state(), QProcess::NotRunning);
    const QByteArray out = load.readAllStandardOutput().trimmed();
    QCOMPARE(load.exitCode(), 0);
    const QRegularExpression line("^games=5 clients=10 moves=(\\d+) rate=\\d+/s p50=\\d+ p99=\\d+ "
                                  "max=\\d+ lost=0 duplicated=0 errors=0$");
    const auto match = line.match(QString::fromUtf8(out));
    QVERIFY2(match.hasMatch(), out.constData());
    QVERIFY(match.captured(1).toInt() >= 30); // 5 games, 4 moves a second, 2 seconds
}

// With a certificate: TLS only. A client that knows no CA for it sees its fingerprint once,
// remembers it, and refuses it when it changes; a plain connection learns nothing.
void TestServer::tlsAndTheFingerprint() {
    stop();
    QVERIFY(start({"--cert", TEST_DATA "/test-cert.pem", "--key", TEST_DATA "/test-key.pem"}));
    const QByteArray printed = server_->readLine().trimmed();
    QVERIFY2(printed.startsWith("fingerprint EF:DB:58:B4"), printed.constData());
    const QByteArray fp = printed.mid(12);

    Client plain(port_);
    plain.send("BASHNI-SERVER 1 t");
    plain.send("GUEST");
    QVERIFY(plain.waitFor("", 1000).isEmpty()); // no answer in the clear
    QVERIFY(plain.closedByServer(12'000) || plain.waitFor("WELCOME", 10).isEmpty());

    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("XDG_DATA_HOME", home.path());
    const QString address = "127.0.0.1:" + QString::number(port_);
    const auto run = [&](QStringList extra) {
        QProcess cli;
        cli.setProcessEnvironment(env);
        cli.start(BASHNI_CLI_PATH,
                  QStringList{"online", address, "--guest", "--download", home.filePath("g.pdn")} +
                      extra);
        cli.waitForFinished(Wait);
        return cli.readAllStandardOutput() + cli.readAllStandardError();
    };
    QByteArray out = run({});
    QVERIFY2(out.startsWith("fingerprint " + fp + " (first use"), out.constData());
    QVERIFY(out.contains("\nwelcome Guest-"));
    out = run({});
    QVERIFY2(out.startsWith("welcome Guest-"), out.constData()); // known now: nothing to say
    out = run({"--fingerprint", QString::fromLatin1(fp).remove(':').toLower()});
    QVERIFY2(out.startsWith("welcome Guest-"), out.constData());
    const QByteArray refused = "bashni-cli: cannot connect to \"" + address.toLatin1() + "\": ";
    out = run({"--fingerprint", "00:11"});
    QVERIFY2(out.startsWith(refused + "certificate " + fp + " is not the --fingerprint"),
             out.constData());
    QCOMPARE(out.count('\n'), 1);
    QFile known(home.filePath("bashni/known-servers"));
    QVERIFY(known.open(QIODevice::ReadWrite));
    const QByteArray line = known.readAll();
    QCOMPARE(line, address.toLatin1() + ' ' + fp + '\n');
    known.seek(0);
    known.write(QByteArray(line).replace(" EF:", " 00:"));
    known.close();
    out = run({});
    QVERIFY2(out.startsWith(refused + "the certificate changed: " + fp + ", not 00:"),
             out.constData());
    QCOMPARE(out.count('\n'), 1);
    out = run({"--no-tls"});
    QVERIFY2(out.startsWith(refused + "closed before the greeting"), out.constData());
}

// Two computer players in a game; the server is killed and started again on the same port: both
// come back by themselves (the account by its password, the guest by its secret) and finish it.
void TestServer::computerPlayersComeBackAfterARestart() {
    Client setup(port_);
    setup.send("BASHNI-SERVER 1 t");
    setup.send("REGISTER Robot machine password");
    QVERIFY(!setup.waitFor("WELCOME").isEmpty());
    QFile password(dir_->filePath("password"));
    QVERIFY(password.open(QIODevice::WriteOnly));
    password.write("machine password\n");
    password.close();
    const QString address = "127.0.0.1:" + QString::number(port_);
    QProcess seeker, accepter;
    seeker.start(BASHNI_CLI_PATH, {"online", address, "--no-tls", "--user", "Robot",
                                   "--password-file", password.fileName(), "--player", "random",
                                   "--seek", "standard/-/casual", "--games", "1"});
    accepter.start(BASHNI_CLI_PATH, {"online", address, "--no-tls", "--guest", "--player", "random",
                                     "--accept", "--games", "1"});
    QByteArray seen;
    QTRY_VERIFY_WITH_TIMEOUT((seen += seeker.readAllStandardOutput()).contains(" 6 "), Wait);
    QVERIFY(!seen.contains("result"));
    ::kill(pid_t(server_->processId()), SIGKILL);
    server_->waitForFinished(Wait);
    const quint16 port = port_;
    QVERIFY(start({"--port", QString::number(port)}));
    QCOMPARE(port_, port);
    seeker.waitForFinished(60'000);
    accepter.waitForFinished(Wait);
    QCOMPARE(seeker.state(), QProcess::NotRunning);
    QCOMPARE(accepter.state(), QProcess::NotRunning);
    seen += seeker.readAllStandardOutput();
    const QByteArray other = accepter.readAllStandardOutput();
    QVERIFY2(seen.contains("\nlost\nwelcome Robot\n"), seen.constData());
    QVERIFY2(other.contains("\nlost\nwelcome Guest-"), other.constData());
    // One game, the same for both, finished after the restart with one result.
    QCOMPARE(seen.count("\ngame "), 1);
    const QByteArray game = word(seen.mid(seen.indexOf("\ngame ") + 1), 1);
    QVERIFY(seen.contains("\nresult " + game + " "));
    QVERIFY(other.contains("\nresult " + game + " "));
    QVERIFY(seen.endsWith("done\n"));
}

// Given only its database, the server makes a certificate of its own beside it (the key readable
// by its owner alone) and keeps it: the same fingerprint at the next start. Contradictory or
// unusable TLS options stop it with the reason.
void TestServer::startsOnlyWhenToldHowToListen() {
    stop();
    const auto fingerprintAtStart = [this] {
        server_ = std::make_unique<QProcess>();
        server_->start(BASHNI_SERVER_PATH, {"--port", "0", "--db", dir_->filePath("own.db")});
        QElapsedTimer t;
        t.start();
        while (server_->peek(4096).count('\n') < 2 && t.elapsed() < Wait)
            server_->waitForReadyRead(100);
        const QByteArray listening = server_->readLine();
        const QByteArray fp = server_->readLine().trimmed();
        stop();
        return listening.startsWith("listening ") ? fp : QByteArray();
    };
    const QByteArray first = fingerprintAtStart();
    QVERIFY2(first.startsWith("fingerprint "), first.constData());
    const QFileDevice::Permissions key = QFile(dir_->filePath("own.db-key.pem")).permissions();
    QVERIFY(key.testFlag(QFile::ReadOwner));
    QVERIFY(!(key & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther)));
    QCOMPARE(fingerprintAtStart(), first);

    const auto refused = [this](const QStringList& args) {
        QProcess p;
        p.start(BASHNI_SERVER_PATH,
                QStringList{"--port", "0", "--db", dir_->filePath("x.db")} + args);
        p.waitForFinished(Wait);
        return p.exitCode() == 1 ? QString::fromUtf8(p.readAllStandardError()) : QString();
    };
    QVERIFY(refused({"--cert", TEST_DATA "/test-cert.pem"}).contains("give both --cert and --key"));
    QVERIFY(refused({"--no-tls", "--cert", TEST_DATA "/test-cert.pem", "--key",
                     TEST_DATA "/test-key.pem"})
                .contains("not both"));
    QVERIFY(refused({"--cert", TEST_DATA "/test-key.pem", "--key", TEST_DATA "/test-key.pem"})
                .contains("no PEM certificate"));
    QVERIFY(refused({"--cert", TEST_DATA "/test-cert.pem", "--key", TEST_DATA "/test-cert.pem"})
                .contains("no unencrypted PEM key"));
    QVERIFY(refused({"--no-tls", "--away-limit", "0"}).contains("--away-limit"));
    QVERIFY(refused({"--no-tls", "--db", "/nonexistent/dir/x.db"}).contains("/nonexistent/dir"));
}

QTEST_GUILESS_MAIN(TestServer)
#include "tst_server.moc"
