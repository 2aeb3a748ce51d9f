// The desktop's connection to a real bashni-server started on 127.0.0.1 with a temporary database
// (ui/online/onlineconnection.h): log in, a wrong password refused, the lobby and a game between
// two connections, the way back after the server restarted, and a self-signed certificate
// remembered on first contact and a changed one refused.
#include "core/notation.h"
#include "ui/net/netlink.h"
#include "ui/online/onlineconnection.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace bashni;
using namespace bashni::ui;
using State = OnlineConnection::State;

namespace {
constexpr int Wait = 15'000;
}

class TestOnline : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void guestsPlayAGame();
    void wrongPasswordIsRefused();
    void backAfterTheServerRestarted();
    void aChangedCertificateIsRefused();
    void theWrongEncryptionIsSaid();

  private:
    bool start(const QStringList& extra = {}, quint16 port = 0);
    void stop();
    ServerLogin guest() const { return {"127.0.0.1", port_, tls_, {}, {}, true, {}, false}; }
    // A connection logged in as `login`; nullptr when it was not welcomed.
    std::unique_ptr<OnlineConnection> online(const ServerLogin& login);
    QString startGame(OnlineConnection& a, OnlineConnection& b);
    bool play(OnlineConnection& c, const QString& id, const char* move);

    QTemporaryDir home_;
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<QProcess> server_;
    quint16 port_ = 0;
    bool tls_ = false;
    NetLinkFactory* links_ = nullptr;
};

void TestOnline::initTestCase() {
    qputenv("XDG_DATA_HOME", home_.path().toLocal8Bit()); // the known servers' file
    QString error;
    links_ = netLinkFactory(&error);
    QVERIFY2(links_, qPrintable(error));
}

void TestOnline::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    tls_ = false;
}

void TestOnline::cleanup() {
    stop();
}

bool TestOnline::start(const QStringList& extra, quint16 port) {
    server_ = std::make_unique<QProcess>();
    server_->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    const QStringList tls = tls_ ? QStringList{} : QStringList{"--no-tls"};
    server_->start(BASHNI_SERVER_PATH, QStringList{"--port", QString::number(port), "--db",
                                                   dir_->filePath("server.db")} +
                                           tls + extra);
    if (!server_->waitForReadyRead(Wait)) return false;
    const QByteArray first = server_->readLine().trimmed();
    if (!first.startsWith("listening ")) return false;
    port_ = quint16(first.mid(10).toUInt());
    return true;
}

void TestOnline::stop() {
    if (!server_) return;
    server_->kill();
    server_->waitForFinished(Wait);
    server_.reset();
}

std::unique_ptr<OnlineConnection> TestOnline::online(const ServerLogin& login) {
    auto c = std::make_unique<OnlineConnection>(*links_);
    QSignalSpy welcomed(c.get(), &OnlineConnection::welcomed);
    c->open(login);
    if (!welcomed.wait(Wait)) return nullptr;
    return c;
}

QString TestOnline::startGame(OnlineConnection& a, OnlineConnection& b) {
    QSignalSpy seeking(&a, &OnlineConnection::seeking);
    QSignalSpy shown(&b, &OnlineConnection::gameShown), aShown(&a, &OnlineConnection::gameShown);
    a.client().seek(Rules::Standard, *net::parseWireClock("300+3"), false,
                    net::server::SeekColour::White);
    if (!seeking.wait(Wait)) return {};
    b.client().play(seeking.at(0).at(0).toString().toStdString());
    if (!shown.wait(Wait) || !(aShown.count() || aShown.wait(Wait))) return {};
    return shown.at(0).at(0).toString();
}

bool TestOnline::play(OnlineConnection& c, const QString& id, const char* text) {
    const auto* g = c.client().game(id.toStdString());
    if (!g) return false;
    const auto m = parseMove(g->game.position(), text);
    QSignalSpy moved(&c, &OnlineConnection::moved);
    return m && c.client().move(id.toStdString(), *m) && moved.wait(Wait);
}

void TestOnline::guestsPlayAGame() {
    QVERIFY(start());
    auto a = online(guest()), b = online(guest());
    QVERIFY(a && b);
    QVERIFY(a->client().name().starts_with("Guest-"));
    QCOMPARE(a->state(), State::Online);
    QSignalSpy lobby(b.get(), &OnlineConnection::lobbyChanged);
    b->client().lobby(true);
    QTRY_VERIFY_WITH_TIMEOUT(b->client().players().count(a->client().name()), Wait);
    const QString id = startGame(*a, *b);
    QVERIFY(!id.isEmpty());
    QSignalSpy bMoved(b.get(), &OnlineConnection::moved);
    QVERIFY(play(*a, id, "c3-d4"));
    QTRY_COMPARE_WITH_TIMEOUT(bMoved.count(), 1, Wait);
    QCOMPARE(b->client().game(id.toStdString())->game.plyCount(), 1);
    QSignalSpy ended(a.get(), &OnlineConnection::ended);
    b->client().resign(id.toStdString());
    QVERIFY(ended.wait(Wait));
    QCOMPARE(a->client().game(id.toStdString())->result, std::string("2-0"));
}

void TestOnline::wrongPasswordIsRefused() {
    QVERIFY(start());
    ServerLogin anna{"127.0.0.1", port_, false, "anna", "right password", false, {}, true};
    QVERIFY(online(anna));
    anna.create = false;
    anna.password = "wrong password";
    OnlineConnection c(*links_);
    QSignalSpy refused(&c, &OnlineConnection::refused);
    c.open(anna);
    QVERIFY(refused.wait(Wait));
    QCOMPARE(refused.at(0).at(0).toString(), QString("wrong name or password"));
    QCOMPARE(c.state(), State::LoggingIn);
    anna.password = "right password";
    QVERIFY(online(anna));
}

// The server is killed in the middle of a game and started again on its port: both programs
// connect again by themselves, log in as before and get the game back with its moves.
void TestOnline::backAfterTheServerRestarted() {
    QVERIFY(start());
    auto a = online(guest()), b = online(guest());
    QVERIFY(a && b);
    const QString id = startGame(*a, *b);
    QVERIFY(play(*a, id, "c3-d4"));
    QSignalSpy aState(a.get(), &OnlineConnection::stateChanged);
    const quint16 port = port_;
    stop();
    QTRY_COMPARE_WITH_TIMEOUT(a->state(), State::Lost, Wait);
    QVERIFY(a->client().game(id.toStdString())->stale);
    QSignalSpy aShown(a.get(), &OnlineConnection::gameShown);
    QVERIFY(start({}, port));
    QVERIFY(aShown.wait(Wait));
    QCOMPARE(aShown.at(0).at(1).toBool(), true); // again
    QCOMPARE(a->state(), State::Online);
    QTRY_COMPARE_WITH_TIMEOUT(b->state(), State::Online, Wait);
    QTRY_VERIFY_WITH_TIMEOUT(!b->client().game(id.toStdString())->stale, Wait);
    QCOMPARE(b->client().game(id.toStdString())->game.plyCount(), 1);
    QVERIFY(play(*b, id, "f6-e5"));
}

// TLS with a certificate no authority vouches for: at the first contact the connection stops
// and asks (ssh's question); trusted, its fingerprint is known at the next; another certificate on
// the same address stops again with the one remembered, until it is trusted in its place.
void TestOnline::aChangedCertificateIsRefused() {
    tls_ = true;
    QVERIFY(start({"--cert", TEST_DATA "/test-cert.pem", "--key", TEST_DATA "/test-key.pem"}));
    OnlineConnection c(*links_);
    QSignalSpy checked(&c, &OnlineConnection::certificateChecked);
    QSignalSpy unconfirmed(&c, &OnlineConnection::certificateUnconfirmed);
    QSignalSpy failed(&c, &OnlineConnection::failed);
    QSignalSpy welcomed(&c, &OnlineConnection::welcomed);
    c.open(guest());
    QVERIFY(unconfirmed.wait(Wait));
    QCOMPARE(c.state(), State::Closed);
    QCOMPARE(failed.count(), 0); // not "the host name did not match"
    const QString first = unconfirmed.at(0).at(0).toString();
    QVERIFY(first.startsWith("EF:DB:58:B4"));
    QCOMPARE(unconfirmed.at(0).at(1).toInt(), int(link::KnownServers::Verdict::FirstUse));
    QVERIFY(c.trust(first));
    c.open(guest());
    QVERIFY(welcomed.wait(Wait));
    QCOMPARE(checked.last().at(1).toInt(), int(link::KnownServers::Verdict::Known));
    c.close();
    c.open(guest());
    QVERIFY(welcomed.wait(Wait));
    QCOMPARE(unconfirmed.count(), 1);
    c.close();
    const quint16 port = port_;
    stop();
    QVERIFY(start({}, port)); // its own certificate, made at this start
    c.open(guest());
    QVERIFY(unconfirmed.wait(Wait));
    QCOMPARE(failed.count(), 0);
    QCOMPARE(unconfirmed.at(1).at(1).toInt(), int(link::KnownServers::Verdict::Changed));
    QCOMPARE(unconfirmed.at(1).at(2).toString(), first); // the one remembered
    const QString now = unconfirmed.at(1).at(0).toString();
    QVERIFY(now != first);
    QCOMPARE(c.state(), State::Closed);
    QVERIFY(c.trust(now));
    c.open(guest());
    QVERIFY(welcomed.wait(Wait));
    QCOMPARE(checked.last().at(1).toInt(), int(link::KnownServers::Verdict::Known));
}

// Issue 43, 4: TLS to a plain server, and plain to a TLS server, say that the encryption looks
// wrong (not "the server closed the connection" or an SSL error).
void TestOnline::theWrongEncryptionIsSaid() {
    QVERIFY(start());
    OnlineConnection c(*links_);
    QSignalSpy wrong(&c, &OnlineConnection::wrongEncryption);
    QSignalSpy failed(&c, &OnlineConnection::failed);
    ServerLogin login = guest();
    login.tls = true;
    c.open(login);
    QVERIFY(wrong.wait(Wait));
    QCOMPARE(wrong.at(0).at(0).toBool(), true);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(c.state(), State::Closed);
    stop();
    tls_ = true;
    QVERIFY(start({"--cert", TEST_DATA "/test-cert.pem", "--key", TEST_DATA "/test-key.pem"}));
    login = guest();
    login.tls = false;
    c.open(login);
    QVERIFY(wrong.wait(Wait));
    QCOMPARE(wrong.at(1).at(0).toBool(), false);
    QCOMPARE(failed.count(), 0);
}

QTEST_MAIN(TestOnline)
#include "tst_online.moc"
