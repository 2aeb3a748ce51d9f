// Network games in the desktop program, over 127.0.0.1 only: the window hosting a game that a
// guest scripted here plays line by line (docs/PROTOCOL.md), and two windows playing each other,
// one finding the other through discovery on 127.255.255.255. Nothing leaves the machine.
#include "core/pdn.h"
#include "tests/common/testpositions.h"
#include "ui/board/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/mainwindow.h"
#include "ui/net/chatdock.h"
#include "ui/net/hostdialog.h"
#include "ui/net/joindialog.h"
#include "ui/net/netbar.h"
#include "ui/net/netgame.h"
#include "ui/net/netlink.h"
#include "ui/net/networkplay.h"
#include "ui/playerpanel.h"

#include <QAction>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUdpSocket>

#include <memory>

using namespace bashni;
using namespace bashni::ui;

namespace {

constexpr int Wait = 10'000; // generous: the builders share two cores

// A guest typed by hand: it writes lines and reads what the host sends, one line at a time.
class ScriptedGuest {
  public:
    void connectTo(quint16 port) {
        socket_ = std::make_unique<QTcpSocket>();
        socket_->connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(socket_->waitForConnected(Wait));
    }
    // A connection a scripted host took.
    void adopt(QTcpSocket* socket) { socket_.reset(socket); }
    void send(const QByteArray& line) {
        socket_->write(line + '\n');
        socket_->flush();
    }
    // Skips keep-alives; the next line that starts with `prefix`.
    QByteArray expect(const QByteArray& prefix) {
        for (int i = 0; i < 50; ++i) {
            const QByteArray line = readLine();
            if (line.startsWith(prefix)) return line;
            if (line.startsWith("PING ")) send("PONG " + line.mid(5));
            if (line.isEmpty()) break;
        }
        return {};
    }
    bool closed() const { return socket_->state() == QAbstractSocket::UnconnectedState; }
    void drop() { socket_->abort(); }

  private:
    // The next line the host sends, without its LF; empty when none came. The event loop runs
    // meanwhile: the host is in this process.
    QByteArray readLine() {
        (void)QTest::qWaitFor([this] { return socket_->canReadLine() || closed(); }, Wait);
        return socket_->readLine().trimmed();
    }
    std::unique_ptr<QTcpSocket> socket_;
};

quint16 freeUdpPort() {
    QUdpSocket probe;
    probe.bind(QHostAddress::LocalHost, 0);
    return probe.localPort();
}

} // namespace

class TestNetPlay : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void hostedGameAgainstAScriptedGuest();
    void twoWindowsFindAndPlayEachOther();
    void quittingAdjournsAndTheHostResumes();
    void theGuestReconnectsAfterADrop();
    void cancellingGivesTheBoardBack();

  private:
    static void click(MainWindow& w, const char* square) {
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {},
                          w.view()->squareCentre(test::square(square)));
    }
    static std::unique_ptr<MainWindow> window(const QTemporaryDir& dir, const char* name) {
        auto w = std::make_unique<MainWindow>(dir.filePath(QLatin1String(name)));
        w->resize(900, 700);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get())) return nullptr;
        return w;
    }
};

void TestNetPlay::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_netplay");
    QSettings().clear();
    Settings s;
    s.setAnimationMs(0);
    s.setLessonOfferShown(true);
    s.setConfirmResign(false);
    // Loopback only: a free port, and discovery on the loopback broadcast address.
    QSettings q;
    q.setValue("network/port", 0);
    q.setValue("network/listenAddress", "127.0.0.1");
    q.setValue("network/broadcastAddress", "127.255.255.255");
    q.setValue("network/discoveryPort", freeUdpPort());
}

void TestNetPlay::hostedGameAgainstAScriptedGuest() {
    QTemporaryDir dir;
    auto w = window(dir, "host.pdn");
    QVERIFY(w);
    QVERIFY(w->hostNetworkGame(
        {"Hanna", Rules::Standard, HumanSide::White, TimeControl::fischer(300'000, 3'000)}));
    QVERIFY(w->netBar()->isVisible());
    QVERIFY(w->netBar()->text().contains("127.0.0.1"));
    const quint16 port = w->network()->net()->port();
    QVERIFY(port != 0);

    ScriptedGuest guest;
    guest.connectTo(port);
    guest.send("BASHNI 1 Gast");
    QCOMPARE(guest.expect("BASHNI"), QByteArray("BASHNI 1 Hanna"));
    const QByteArray game = guest.expect("GAME ");
    QVERIFY2(game.endsWith(" standard b 300+3 start"), game.constData());
    const QByteArray id = game.split(' ').at(1);
    guest.send("ACCEPT " + id);
    QCOMPARE(guest.expect("SYNC"), QByteArray("SYNC 0"));
    QTRY_COMPARE_WITH_TIMEOUT(w->playerPanel()->name(Color::Black), QString("Gast"), Wait);
    ScriptedGuest second; // one guest at a time
    second.connectTo(port);
    QCOMPARE(second.expect("ERROR"), QByteArray("ERROR busy"));
    QTRY_VERIFY_WITH_TIMEOUT(second.closed(), Wait);
    QVERIFY(w->network()->playing());
    QCOMPARE(w->playerPanel()->name(Color::White), QString("Hanna"));
    QVERIFY(!w->netBar()->isVisible());
    QVERIFY(!w->playerPanel()->clock(Color::White).isEmpty());

    // Moves both ways through the board; the peer cannot be moved for.
    const GameController& c = *w->controller();
    click(*w, "c3");
    click(*w, "d4");
    QVERIFY(guest.expect("MOVE 1 ").startsWith("MOVE 1 c3-d4 "));
    click(*w, "f6"); // Black's: the peer's
    QCOMPARE(c.game().plyCount(), 1);
    guest.send("MOVE 2 f6-g5 298000");
    QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, Wait);
    QCOMPARE(c.game().moveText(2), std::string("f6-g5"));
    QCOMPARE(c.game().clock(2), std::optional<Milliseconds>(301'000)); // the peer's, + 3 s
    w->controller()->goToPly(0); // looking back: no move there, the peer's record has no other
    QVERIFY(!c.humanToMove());
    click(*w, "c3");
    QCOMPARE(c.game().plyCount(), 2);
    w->controller()->goToPly(2);
    QVERIFY(c.game().clock(1).has_value());

    // Chat both ways, markup shown as it was typed.
    guest.send("CHAT <b>hello</b> & <a href=x>y</a>");
    QTRY_VERIFY_WITH_TIMEOUT(
        w->chatDock()->transcript().contains("Gast: <b>hello</b> & <a href=x>y</a>"), Wait);
    w->chatDock()->entry()->setText("hi there");
    QTest::keyClick(w->chatDock()->entry(), Qt::Key_Return);
    QCOMPARE(guest.expect("CHAT"), QByteArray("CHAT hi there"));
    QVERIFY(w->chatDock()->transcript().contains("Hanna: hi there"));

    // A draw offer declined, asked without a modal dialog.
    guest.send("DRAW offer");
    QTRY_VERIFY_WITH_TIMEOUT(w->netBar()->yesButton()->isVisible(), Wait);
    QVERIFY(w->netBar()->text().contains("Gast"));
    w->netBar()->noButton()->click();
    QCOMPARE(guest.expect("DRAW"), QByteArray("DRAW decline"));
    QVERIFY(!c.game().isOver());

    // Undo asks the peer for a takeback; it is done when the peer agrees.
    QVERIFY(w->action("undo")->isEnabled());
    w->action("undo")->trigger();
    QCOMPARE(guest.expect("TAKEBACK"), QByteArray("TAKEBACK 0"));
    QCOMPARE(c.game().plyCount(), 2);
    guest.send("TAKEBACK accept");
    QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 0, Wait);

    // The peer's illegal move: a clear error, the game unchanged.
    click(*w, "c3");
    click(*w, "d4");
    QVERIFY(guest.expect("MOVE 1 ").startsWith("MOVE 1 c3-d4 "));
    guest.send("MOVE 2 a7-b6 290000");
    QCOMPARE(guest.expect("ERROR"), QByteArray("ERROR illegal move"));
    QTRY_VERIFY_WITH_TIMEOUT(w->netBar()->text().contains("illegal move"), Wait);
    QCOMPARE(c.game().plyCount(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(guest.closed(), Wait);

    // The guest comes back: the host replays its record and play goes on.
    ScriptedGuest again;
    again.connectTo(port);
    again.send("BASHNI 1 Gast");
    QVERIFY(again.expect("GAME ").startsWith("GAME " + id));
    again.send("ACCEPT " + id);
    QVERIFY(again.expect("MOVE 1 ").startsWith("MOVE 1 c3-d4"));
    QCOMPARE(again.expect("SYNC"), QByteArray("SYNC 1"));
    again.send("MOVE 2 f6-g5 290000");
    QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, Wait);

    // A dropped connection: the bar says so, and the game waits.
    again.drop();
    QTRY_VERIFY_WITH_TIMEOUT(w->netBar()->text().contains("Connection lost"), Wait);
    ScriptedGuest third;
    third.connectTo(port);
    third.send("BASHNI 1 Gast");
    third.expect("GAME ");
    third.send("ACCEPT " + id);
    QCOMPARE(third.expect("SYNC"), QByteArray("SYNC 2"));
    QTRY_VERIFY_WITH_TIMEOUT(!w->netBar()->isVisible(), Wait);

    // A draw offer accepted ends the game; the record names both and the place.
    third.send("DRAW offer");
    QTRY_VERIFY_WITH_TIMEOUT(w->netBar()->yesButton()->isVisible(), Wait);
    w->netBar()->yesButton()->click();
    QCOMPARE(third.expect("DRAW"), QByteArray("DRAW accept"));
    QTRY_VERIFY_WITH_TIMEOUT(c.game().isOver(), Wait);
    QCOMPARE(c.game().ending(), Ending::Agreement);
    const std::string pdn = writePdn(c.game());
    QVERIFY(pdn.find("[White \"Hanna\"]") != std::string::npos);
    QVERIFY(pdn.find("[Black \"Gast\"]") != std::string::npos);
    QVERIFY(pdn.find("[Site \"Bashni network game\"]") != std::string::npos);
    QVERIFY(pdn.find("%clk") != std::string::npos);
}

void TestNetPlay::twoWindowsFindAndPlayEachOther() {
    QTemporaryDir dir;
    auto host = window(dir, "host.pdn");
    auto guest = window(dir, "guest.pdn");
    QVERIFY(host && guest);
    QVERIFY(host->hostNetworkGame({"Hanna", Rules::Standard, HumanSide::Black, {}}));

    Settings s;
    QVERIFY(netLinkFactory());
    JoinDialog join(QString(), netLinkFactory()->createDiscovery(), s.broadcastAddress(),
                    quint16(s.discoveryPort()), guest.get());
    QTRY_COMPARE_WITH_TIMEOUT(join.found()->count(), 1, Wait);
    QVERIFY(join.found()->item(0)->text().contains("Hanna"));
    join.found()->setCurrentRow(0);
    QCOMPARE(join.port(), host->network()->net()->port());
    guest->joinNetworkGame(join.host(), join.port());

    const GameController& h = *host->controller();
    const GameController& g = *guest->controller();
    QTRY_VERIFY_WITH_TIMEOUT(guest->network()->playing() && host->network()->playing(), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(g.humanToMove(), Wait); // the guest plays White
    QVERIFY(!h.humanToMove());
    click(*guest, "c3");
    click(*guest, "d4");
    QTRY_COMPARE_WITH_TIMEOUT(h.game().plyCount(), 1, Wait);
    click(*host, "f6");
    click(*host, "g5");
    QTRY_COMPARE_WITH_TIMEOUT(g.game().plyCount(), 2, Wait);
    QCOMPARE(g.game().moveText(2), std::string("f6-g5"));
    QCOMPARE(guest->playerPanel()->name(Color::Black), QString("Hanna"));

    // The guest resigns: both see the end.
    guest->action("resign")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(h.game().isOver(), Wait);
    QCOMPARE(h.game().ending(), Ending::Resignation);
    QCOMPARE(h.game().loser(), Color::White);
    QVERIFY(g.game().isOver());
}

void TestNetPlay::quittingAdjournsAndTheHostResumes() {
    QTemporaryDir dir;
    auto w = window(dir, "autosave.pdn");
    QVERIFY(w);
    QVERIFY(w->hostNetworkGame({"Hanna", Rules::Standard, HumanSide::White, {}}));
    ScriptedGuest guest;
    guest.connectTo(w->network()->net()->port());
    guest.send("BASHNI 1 Gast");
    const QByteArray id = guest.expect("GAME ").split(' ').at(1);
    guest.send("ACCEPT " + id);
    QCOMPARE(guest.expect("SYNC"), QByteArray("SYNC 0"));
    QTRY_VERIFY_WITH_TIMEOUT(w->controller()->humanToMove(), Wait);
    click(*w, "c3");
    click(*w, "d4");
    QVERIFY(guest.expect("MOVE 1 ").startsWith("MOVE 1 c3-d4"));
    guest.send("MOVE 2 f6-g5");
    QTRY_COMPARE_WITH_TIMEOUT(w->controller()->game().plyCount(), 2, Wait);

    QVERIFY(w->close()); // BYE: adjourned, and the autosave keeps it
    QCOMPARE(guest.expect("BYE"), QByteArray("BYE"));
    w.reset();

    auto again = window(dir, "autosave.pdn");
    QVERIFY(again);
    QCOMPARE(again->controller()->game().plyCount(), 2);
    QVERIFY(again->resumeHosting());
    ScriptedGuest back;
    back.connectTo(again->network()->net()->port());
    back.send("BASHNI 1 Gast");
    QCOMPARE(back.expect("GAME "), "GAME " + id + " standard b - start");
    back.send("ACCEPT " + id);
    QCOMPARE(back.expect("MOVE 1"), QByteArray("MOVE 1 c3-d4"));
    QCOMPARE(back.expect("MOVE 2"), QByteArray("MOVE 2 f6-g5"));
    QCOMPARE(back.expect("SYNC"), QByteArray("SYNC 2"));
    QTRY_VERIFY_WITH_TIMEOUT(again->controller()->humanToMove(), Wait);
    QCOMPARE(again->playerPanel()->name(Color::Black), QString("Gast"));
    click(*again, "e3");
    click(*again, "f4");
    QCOMPARE(back.expect("MOVE 3"), QByteArray("MOVE 3 e3-f4"));
}

// The window as the guest of a host scripted here, which drops the connection: Reconnect in the
// bar joins again and the game goes on.
void TestNetPlay::theGuestReconnectsAfterADrop() {
    QTemporaryDir dir;
    auto w = window(dir, "guest.pdn");
    QVERIFY(w);
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    auto accept = [&server](ScriptedGuest& host) {
        QVERIFY(server.waitForNewConnection(0) || server.hasPendingConnections() ||
                QTest::qWaitFor([&] { return server.hasPendingConnections(); }, Wait));
        host.adopt(server.nextPendingConnection());
    };
    w->joinNetworkGame("127.0.0.1", server.serverPort());
    ScriptedGuest host; // the same line-by-line peer, on the host's side
    accept(host);
    QVERIFY(host.expect("BASHNI 1 ").startsWith("BASHNI 1 "));
    host.send("BASHNI 1 Hugo");
    host.send("GAME g1 standard w - start");
    QCOMPARE(host.expect("ACCEPT"), QByteArray("ACCEPT g1"));
    host.send("SYNC 0");
    const GameController& c = *w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(w->network()->playing(), Wait);
    QVERIFY(c.humanToMove());
    QCOMPARE(w->playerPanel()->name(Color::Black), QString("Hugo"));
    click(*w, "c3");
    click(*w, "d4");
    QCOMPARE(host.expect("MOVE 1"), QByteArray("MOVE 1 c3-d4"));

    host.drop();
    QTRY_VERIFY_WITH_TIMEOUT(w->netBar()->text().contains("Connection lost"), Wait);
    QVERIFY(w->netBar()->actionButton()->isVisible());
    w->netBar()->actionButton()->click(); // Reconnect
    ScriptedGuest back;
    accept(back);
    QVERIFY(back.expect("BASHNI 1 ").startsWith("BASHNI 1 "));
    back.send("BASHNI 1 Hugo");
    back.send("GAME g1 standard w - start");
    QCOMPARE(back.expect("ACCEPT"), QByteArray("ACCEPT g1"));
    back.send("MOVE 1 c3-d4");
    back.send("SYNC 1");
    back.send("MOVE 2 f6-g5");
    QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, Wait);
    QCOMPARE(c.game().moveText(2), std::string("f6-g5"));
    QVERIFY(!w->netBar()->isVisible());
    QCOMPARE(c.game().tag("BashniNetHost"), "127.0.0.1:" + std::to_string(server.serverPort()));
}

void TestNetPlay::cancellingGivesTheBoardBack() {
    QTemporaryDir dir;
    auto w = window(dir, "autosave.pdn");
    QVERIFY(w);
    QVERIFY(w->hostNetworkGame({"Hanna", Rules::Standard, HumanSide::White, {}}));
    QVERIFY(!w->controller()->humanToMove()); // nobody moves before the guest is there
    QCOMPARE(w->netBar()->actionButton()->text(), QString("Cancel"));
    w->netBar()->actionButton()->click();
    QVERIFY(!w->network());
    QVERIFY(!w->netBar()->isVisible());
    QVERIFY(w->controller()->humanToMove());
    QVERIFY(!w->controller()->isNetworkGame());
}

QTEST_MAIN(TestNetPlay)
#include "tst_netplay.moc"
