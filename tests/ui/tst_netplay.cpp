// Network games in the desktop program, over 127.0.0.1 only: the window hosting a game that a
// guest scripted here plays line by line (docs/PROTOCOL.md), and two windows playing each other,
// one finding the other through discovery on 127.255.255.255, a whole game on the clock between
// two windows (through a relay that can cut the line), and Host / Join through the Game menu and
// their dialogs. Nothing leaves the machine.
#include "core/pdn.h"
#include "tests/common/testpositions.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/dialogs/timecontroledit.h"
#include "ui/game/gamecontroller.h"
#include "ui/net/chatdock.h"
#include "ui/net/directplay.h"
#include "ui/net/discovery.h"
#include "ui/net/hostdialog.h"
#include "ui/net/joindialog.h"
#include "ui/net/netbar.h"
#include "ui/net/netgame.h"
#include "ui/net/netlink.h"
#include "ui/net/networkplay.h"
#include "ui/window/mainwindow.h"
#include "ui/window/playerpanel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QNetworkDatagram>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUdpSocket>

#include <functional>
#include <memory>
#include <vector>

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

// A relay on 127.0.0.1 between a guest window and its host, so that the test can cut their
// connection as a network would: both ends see it closed. Each connection it takes is passed on
// to the host's port.
class Relay : public QObject {
  public:
    bool listen(quint16 target) {
        target_ = target;
        connect(&server_, &QTcpServer::newConnection, this, &Relay::take);
        return server_.listen(QHostAddress::LocalHost, 0);
    }
    quint16 port() const { return server_.serverPort(); }
    int taken() const { return taken_; }
    void cut() {
        for (auto& [in, out] : pairs_) {
            in->abort();
            out->abort();
        }
        pairs_.clear();
    }

  private:
    void take() {
        while (QTcpSocket* in = server_.nextPendingConnection()) {
            in->setParent(this);
            auto* out = new QTcpSocket(this);
            out->connectToHost(QHostAddress::LocalHost, target_);
            pipe(in, out);
            pipe(out, in);
            pairs_.emplace_back(in, out);
            ++taken_;
        }
    }
    static void pipe(QTcpSocket* from, QTcpSocket* to) {
        QObject::connect(from, &QTcpSocket::readyRead, to, [from, to] {
            if (to->state() != QAbstractSocket::UnconnectedState) to->write(from->readAll());
        });
        QObject::connect(from, &QTcpSocket::disconnected, to, [to] { to->disconnectFromHost(); });
    }

    QTcpServer server_;
    quint16 target_ = 0;
    int taken_ = 0;
    std::vector<std::pair<QTcpSocket*, QTcpSocket*>> pairs_;
};

// Answers the next modal dialog of type D (opened by exec() after this call) with `fill`; the
// dialog is rejected if `fill` left it open, so that a failed check cannot hang the test.
template <class D>
void onModal(std::function<void(D*)> fill) {
    auto* poll = new QTimer;
    auto* waited = new QElapsedTimer;
    waited->start();
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, [poll, waited, fill = std::move(fill)] {
        auto* dialog = qobject_cast<D*>(QApplication::activeModalWidget());
        if (!dialog && waited->elapsed() < Wait) return;
        poll->stop();
        poll->deleteLater();
        delete waited;
        if (!dialog) return;
        fill(dialog);
        if (dialog->isVisible()) dialog->reject();
    });
    poll->start();
}

// The field of a form that `label` names (a QFormLayout row's buddy).
template <class W>
W* field(QWidget* form, const QString& label) {
    for (QLabel* l : form->findChildren<QLabel*>())
        if (l->text() == label) return qobject_cast<W*>(l->buddy());
    return nullptr;
}

void accept(QDialog* dialog) {
    auto* buttons = dialog->findChild<QDialogButtonBox*>();
    QVERIFY(buttons && buttons->button(QDialogButtonBox::Ok)->isEnabled());
    buttons->button(QDialogButtonBox::Ok)->click();
}

Game savedGame(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return Game(Rules::Standard);
    const QByteArray text = f.readAll();
    PdnReadResult r = readPdn(std::string_view(text.constData(), std::size_t(text.size())));
    return r.games.empty() ? Game(Rules::Standard) : r.games.front();
}

// A helper's checks, ending the test at the first that fails.
#define STEP(call)                                                                                 \
    do {                                                                                           \
        call;                                                                                      \
        if (QTest::currentTestFailed()) return;                                                    \
    } while (false)

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
    void aLostPeerIsSaidWhereThePlayerLooks();
    void hostileGuestsAreRefused();
    void aHostileHostIsRefused();
    void cancellingGivesTheBoardBack();
    void hostingAgainAfterAFinishedGame();
    void hostAgainShowsTheSameClocks();
    void twoWindowsPlayAWholeGameOnTheClock();
    void theMenusHostAndJoinThroughTheDialogs();
    void joinSaysWhenNoGameIsFound();
    void joinFitsItsTitleAndTheGamesFound_data();
    void joinFitsItsTitleAndTheGamesFound();

  private:
    static void click(MainWindow& w, const char* square) {
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {},
                          w.view()->squareCentre(test::square(square)));
    }
    // `mover` plays from-to as the ply'th move; the other window shows it, and the mover's clock
    // after it is what it had left plus the increment, the same in both records.
    static void play(MainWindow& mover, MainWindow& other, const char* from, const char* to,
                     int ply, Milliseconds increment) {
        const Color side = ply % 2 == 1 ? Color::White : Color::Black;
        QTRY_VERIFY_WITH_TIMEOUT(mover.controller()->humanToMove(), Wait);
        QVERIFY(!other.controller()->humanToMove());
        const Milliseconds before = *mover.directPlay()->network()->net()->timeLeft(side);
        QElapsedTimer took;
        took.start();
        click(mover, from);
        click(mover, to);
        const Milliseconds elapsed = took.elapsed();
        const Game& m = mover.controller()->game();
        const Game& o = other.controller()->game();
        QCOMPARE(m.plyCount(), ply);
        QTRY_COMPARE_WITH_TIMEOUT(o.plyCount(), ply, Wait);
        const std::string text = std::string(from) + "-" + to;
        QCOMPARE(m.moveText(ply), text);
        QCOMPARE(o.moveText(ply), text);
        QVERIFY(m.clock(ply).has_value());
        QCOMPARE(o.clock(ply), m.clock(ply));
        // The clocks are read at NetGame's ticks, a tenth of a second apart.
        const Milliseconds after = *m.clock(ply);
        QVERIFY2(after <= before + increment && after >= before - elapsed - 150 + increment,
                 qPrintable(QString("%1 left, %2 after").arg(before).arg(after)));
    }
    // Both windows show both clocks; the side to move's runs down in both, the other's stands.
    static void clocksRun(MainWindow& a, MainWindow& b, Color toMove) {
        for (MainWindow* w : {&a, &b}) {
            QVERIFY(!w->playerPanel()->clock(Color::White).isEmpty());
            QVERIFY(!w->playerPanel()->clock(Color::Black).isEmpty());
        }
        const QString runningA = a.playerPanel()->clock(toMove);
        const QString runningB = b.playerPanel()->clock(toMove);
        const QString standing = a.playerPanel()->clock(~toMove);
        const Milliseconds left = *a.directPlay()->network()->net()->timeLeft(toMove);
        const Milliseconds idle = *a.directPlay()->network()->net()->timeLeft(~toMove);
        QTRY_VERIFY_WITH_TIMEOUT(a.playerPanel()->clock(toMove) != runningA &&
                                     b.playerPanel()->clock(toMove) != runningB,
                                 Wait);
        QVERIFY(*a.directPlay()->network()->net()->timeLeft(toMove) < left);
        QVERIFY(*b.directPlay()->network()->net()->timeLeft(toMove) < left);
        QCOMPARE(*a.directPlay()->network()->net()->timeLeft(~toMove), idle);
        QCOMPARE(a.playerPanel()->clock(~toMove), standing);
        QCOMPARE(b.playerPanel()->clock(~toMove), standing);
    }
    static void sameRecords(const Game& a, const Game& b) {
        QCOMPARE(a.plyCount(), b.plyCount());
        for (int ply = 1; ply <= a.plyCount(); ++ply) {
            QCOMPARE(a.moveText(ply), b.moveText(ply));
            QCOMPARE(a.clock(ply), b.clock(ply));
        }
    }
    // Issue 43, 7: both programs show the same clocks (read at the same moment: one process).
    static void sameClocks(MainWindow& a, MainWindow& b) {
        for (Color side : {Color::White, Color::Black}) {
            const auto x = a.directPlay()->network()->timeLeft(side);
            const auto y = b.directPlay()->network()->timeLeft(side);
            QVERIFY(x && y);
            QVERIFY2(std::abs(*x - *y) <= 250,
                     qPrintable(QString("%1 %2 against %3").arg(int(side)).arg(*x).arg(*y)));
            QTRY_COMPARE_WITH_TIMEOUT(a.playerPanel()->clock(side), b.playerPanel()->clock(side),
                                      Wait);
        }
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
    QVERIFY(w->directPlay()->hostNetworkGame(
        {"Hanna", Rules::Standard, HumanSide::White, TimeControl::fischer(300'000, 3'000)}));
    QVERIFY(w->directPlay()->netBar()->isVisible());
    QVERIFY(w->directPlay()->netBar()->text().contains("127.0.0.1"));
    const quint16 port = w->directPlay()->network()->net()->port();
    QVERIFY(port != 0);

    // A connection that never greets holds no seat (version 1 gave it the seat at once).
    ScriptedGuest squatter;
    squatter.connectTo(port);
    ScriptedGuest guest;
    guest.connectTo(port);
    guest.send("BASHNI 2 Gast");
    guest.send("SEAT -");
    QCOMPARE(guest.expect("BASHNI"), QByteArray("BASHNI 2 Hanna"));
    const QByteArray game = guest.expect("GAME ");
    QVERIFY2(game.endsWith(" standard b 300+3 start"), game.constData());
    const QByteArray id = game.split(' ').at(1);
    guest.send("ACCEPT " + id);
    const QByteArray seat = guest.expect("SEAT ");
    QVERIFY2(seat.startsWith("SEAT " + id + " "), seat.constData());
    const QByteArray secret = seat.split(' ').at(2);
    QCOMPARE(secret.size(), 32); // 128 bits
    QCOMPARE(guest.expect("SYNC"), QByteArray("SYNC 0 0"));
    QTRY_COMPARE_WITH_TIMEOUT(w->playerPanel()->name(Color::Black), QString("Gast"), Wait);
    ScriptedGuest second; // one guest at a time
    second.connectTo(port);
    second.send("BASHNI 2 Zweiter");
    second.send("SEAT -");
    QCOMPARE(second.expect("ERROR"), QByteArray("ERROR busy"));
    QTRY_VERIFY_WITH_TIMEOUT(second.closed(), Wait);
    QVERIFY(w->directPlay()->network()->playing());
    QCOMPARE(w->playerPanel()->name(Color::White), QString("Hanna"));
    QVERIFY(!w->directPlay()->netBar()->isVisible());
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
        w->directPlay()->chatDock()->transcript().contains("Gast: <b>hello</b> & <a href=x>y</a>"),
        Wait);
    w->directPlay()->chatDock()->entry()->setText("hi there");
    QTest::keyClick(w->directPlay()->chatDock()->entry(), Qt::Key_Return);
    QCOMPARE(guest.expect("CHAT"), QByteArray("CHAT hi there"));
    QVERIFY(w->directPlay()->chatDock()->transcript().contains("Hanna: hi there"));

    // A draw offer declined, asked without a modal dialog.
    guest.send("DRAW offer");
    QTRY_VERIFY_WITH_TIMEOUT(w->directPlay()->netBar()->yesButton()->isVisible(), Wait);
    QVERIFY(w->directPlay()->netBar()->text().contains("Gast"));
    w->directPlay()->netBar()->noButton()->click();
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
    QTRY_VERIFY_WITH_TIMEOUT(w->directPlay()->netBar()->text().contains("illegal move"), Wait);
    QCOMPARE(c.game().plyCount(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(guest.closed(), Wait);

    // The guest comes back: the host replays its record and play goes on.
    ScriptedGuest again;
    again.connectTo(port);
    again.send("BASHNI 2 Gast");
    again.send("SEAT " + id + " " + secret);
    QVERIFY(again.expect("GAME ").startsWith("GAME " + id));
    again.send("ACCEPT " + id);
    QVERIFY(again.expect("MOVE 1 ").startsWith("MOVE 1 c3-d4"));
    QVERIFY(again.expect("SYNC").startsWith("SYNC 1 "));
    again.send("MOVE 2 f6-g5 290000");
    QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, Wait);

    // A dropped connection: the bar says so, and the game waits.
    again.drop();
    QTRY_VERIFY_WITH_TIMEOUT(w->directPlay()->netBar()->text().contains("Connection lost"), Wait);
    // A stranger, meanwhile, learns nothing and takes nothing.
    ScriptedGuest mallory;
    mallory.connectTo(port);
    mallory.send("BASHNI 2 Mallory");
    mallory.send("SEAT -");
    QCOMPARE(mallory.expect("ERROR"), QByteArray("ERROR busy"));
    QTRY_VERIFY_WITH_TIMEOUT(mallory.closed(), Wait);
    QCOMPARE(w->playerPanel()->name(Color::Black), QString("Gast"));
    ScriptedGuest third;
    third.connectTo(port);
    third.send("BASHNI 2 Gast");
    third.send("SEAT " + id + " " + secret);
    third.expect("GAME ");
    third.send("ACCEPT " + id);
    QVERIFY(third.expect("SYNC").startsWith("SYNC 2 "));
    QTRY_VERIFY_WITH_TIMEOUT(!w->directPlay()->netBar()->isVisible(), Wait);

    // A draw offer accepted ends the game; the record names both and the place.
    third.send("DRAW offer");
    QTRY_VERIFY_WITH_TIMEOUT(w->directPlay()->netBar()->yesButton()->isVisible(), Wait);
    w->directPlay()->netBar()->yesButton()->click();
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
    QVERIFY(host->directPlay()->hostNetworkGame({"Hanna", Rules::Standard, HumanSide::Black, {}}));

    Settings s;
    QVERIFY(netLinkFactory());
    JoinDialog join("Gustav", QString(), netLinkFactory()->createDiscovery(), s.broadcastAddress(),
                    quint16(s.discoveryPort()), guest.get());
    QTRY_COMPARE_WITH_TIMEOUT(join.found()->count(), 1, Wait);
    QVERIFY(join.found()->item(0)->text().contains("Hanna"));
    join.found()->setCurrentRow(0);
    QCOMPARE(join.port(), host->directPlay()->network()->net()->port());
    guest->directPlay()->joinNetworkGame(join.host(), join.port());

    const GameController& h = *host->controller();
    const GameController& g = *guest->controller();
    QTRY_VERIFY_WITH_TIMEOUT(guest->directPlay()->network()->playing() &&
                                 host->directPlay()->network()->playing(),
                             Wait);
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
    QVERIFY(w->directPlay()->hostNetworkGame({"Hanna", Rules::Standard, HumanSide::White, {}}));
    ScriptedGuest guest;
    guest.connectTo(w->directPlay()->network()->net()->port());
    guest.send("BASHNI 2 Gast");
    guest.send("SEAT -");
    const QByteArray id = guest.expect("GAME ").split(' ').at(1);
    guest.send("ACCEPT " + id);
    const QByteArray secret = guest.expect("SEAT ").split(' ').at(2);
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
    // Offered again at the start, not played on as a local game.
    QVERIFY(again->directPlay()->netBar() && again->directPlay()->netBar()->isVisible());
    QVERIFY(again->directPlay()->netBar()->text().contains("Gast"));
    QCOMPARE(again->directPlay()->netBar()->yesButton()->text(), QString("&Host Again"));
    QVERIFY(!again->controller()->humanToMove());
    QVERIFY(!again->directPlay()->network()); // nothing of the network before the player says so
    again->directPlay()->netBar()->yesButton()->click();
    QVERIFY(again->directPlay()->network());
    // The restarted host still knows the seat's secret: a stranger is turned away.
    ScriptedGuest mallory;
    mallory.connectTo(again->directPlay()->network()->net()->port());
    mallory.send("BASHNI 2 Mallory");
    mallory.send("SEAT -");
    QCOMPARE(mallory.expect("ERROR"), QByteArray("ERROR busy"));
    ScriptedGuest back;
    back.connectTo(again->directPlay()->network()->net()->port());
    back.send("BASHNI 2 Gast");
    back.send("SEAT " + id + " " + secret);
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

    // Offered once more after another quit, Not Now keeps the game on the board as a game of
    // its own, played by hand; the offer comes again at the next start.
    QVERIFY(again->close());
    again.reset();
    auto third = window(dir, "autosave.pdn");
    QVERIFY(third && third->directPlay()->netBar()->isVisible());
    third->directPlay()->netBar()->noButton()->click();
    QVERIFY(!third->directPlay()->netBar()->isVisible());
    QVERIFY(!third->directPlay()->network());
    QCOMPARE(third->controller()->game().plyCount(), 3);
    QCOMPARE(third->controller()->setup().players[int(Color::Black)], PlayerKind::Human);
    QVERIFY(third->action("analyse")->isEnabled()); // a game of its own now: study it at will
    third.reset();
    // The offer goes when another game takes the board.
    auto fourth = window(dir, "autosave.pdn");
    QVERIFY(fourth && fourth->directPlay()->netBar()->isVisible());
    fourth->controller()->newGame(GameSetup{}, TimeControl::none());
    QTRY_VERIFY_WITH_TIMEOUT(!fourth->directPlay()->netBar()->isVisible(), Wait);
    QVERIFY(!fourth->directPlay()->network());
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
    w->directPlay()->joinNetworkGame("127.0.0.1", server.serverPort());
    ScriptedGuest host; // the same line-by-line peer, on the host's side
    accept(host);
    QVERIFY(host.expect("BASHNI 2 ").startsWith("BASHNI 2 "));
    QCOMPARE(host.expect("SEAT"), QByteArray("SEAT -"));
    host.send("BASHNI 2 Hugo");
    host.send("GAME g1 standard w - start");
    QCOMPARE(host.expect("ACCEPT"), QByteArray("ACCEPT g1"));
    const QByteArray secret = "00112233445566778899aabbccddeeff";
    host.send("SEAT g1 " + secret);
    host.send("SYNC 0");
    const GameController& c = *w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(w->directPlay()->network()->playing(), Wait);
    QVERIFY(c.humanToMove());
    QCOMPARE(w->playerPanel()->name(Color::Black), QString("Hugo"));
    click(*w, "c3");
    click(*w, "d4");
    QCOMPARE(host.expect("MOVE 1"), QByteArray("MOVE 1 c3-d4"));

    host.drop();
    QTRY_VERIFY_WITH_TIMEOUT(w->directPlay()->netBar()->text().contains("Connection lost"), Wait);
    QVERIFY(w->directPlay()->netBar()->actionButton()->isVisible());
    w->directPlay()->netBar()->actionButton()->click(); // Reconnect
    ScriptedGuest back;
    accept(back);
    QVERIFY(back.expect("BASHNI 2 ").startsWith("BASHNI 2 "));
    QCOMPARE(back.expect("SEAT"), "SEAT g1 " + secret); // its seat, with the key it was given
    back.send("BASHNI 2 Hugo");
    back.send("GAME g1 standard w - start");
    QCOMPARE(back.expect("ACCEPT"), QByteArray("ACCEPT g1"));
    back.send("MOVE 1 c3-d4");
    back.send("SYNC 1");
    back.send("MOVE 2 f6-g5");
    QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, Wait);
    QCOMPARE(c.game().moveText(2), std::string("f6-g5"));
    QVERIFY(!w->directPlay()->netBar()->isVisible());
    QCOMPARE(c.game().tag("BashniNetHost"), "127.0.0.1:" + std::to_string(server.serverPort()));
    QCOMPARE(c.game().tag("BashniNetSecret"), secret.toStdString());

    // Join from the menu goes back to the same seat, offered the host's address, and does not
    // ask to save the very game it resumes first.
    back.drop();
    QTRY_VERIFY_WITH_TIMEOUT(w->directPlay()->netBar()->text().contains("Connection lost"), Wait);
    auto asked = std::make_shared<bool>(false);
    onModal<JoinDialog>([&](JoinDialog* d) {
        QCOMPARE(d->addressEdit()->text(), "127.0.0.1:" + QString::number(server.serverPort()));
        onModal<QMessageBox>([asked](QMessageBox*) { *asked = true; });
        ::accept(d);
    });
    w->action("joinGame")->trigger();
    ScriptedGuest third;
    accept(third);
    QCOMPARE(third.expect("SEAT"), "SEAT g1 " + secret);
    QVERIFY(!*asked);
    QCOMPARE(c.game().plyCount(), 2);
}

// Issue 43, 1: the guest plays Black on a clock; the host's connection drops. The bar over the
// players says so, the board stays turned to Black, a click says the connection is being
// restored (not that the opponent is to move), and the clocks stand.
void TestNetPlay::aLostPeerIsSaidWhereThePlayerLooks() {
    QTemporaryDir dir;
    auto w = window(dir, "black.pdn");
    QVERIFY(w);
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    w->directPlay()->joinNetworkGame("127.0.0.1", server.serverPort());
    QVERIFY(QTest::qWaitFor([&] { return server.hasPendingConnections(); }, Wait));
    ScriptedGuest host;
    host.adopt(server.nextPendingConnection());
    QCOMPARE(host.expect("SEAT"), QByteArray("SEAT -"));
    host.send("BASHNI 2 Hugo");
    host.send("GAME g1 standard b 300+3 start");
    QCOMPARE(host.expect("ACCEPT"), QByteArray("ACCEPT g1"));
    host.send("SEAT g1 00112233445566778899aabbccddeeff");
    host.send("SYNC 0 0");
    host.send("MOVE 1 c3-d4 299000");
    const GameController& c = *w->controller();
    QTRY_VERIFY2_WITH_TIMEOUT(c.humanToMove(),
                              qPrintable(QString("%1 plies, %2, %3")
                                             .arg(c.game().plyCount())
                                             .arg(w->directPlay()->network()->playing())
                                             .arg(w->statusBar()->currentMessage())),
                              Wait);
    QVERIFY(w->scene()->isFlipped()); // Black at the bottom
    QVERIFY(c.clockRunning());

    host.drop();
    QTRY_VERIFY_WITH_TIMEOUT(w->directPlay()->netBar()->text().contains("Connection lost"), Wait);
    QVERIFY(w->directPlay()->netBar()->isVisible());
    QVERIFY(w->scene()->isFlipped());
    QVERIFY(!c.humanToMove());
    QVERIFY(!c.clockRunning());
    click(*w, "f6");
    const QString said = w->statusBar()->currentMessage();
    QVERIFY2(said.contains("connection") && !said.contains("opponent is to move"),
             qPrintable(said));
    QCOMPARE(c.game().plyCount(), 1);
    // The clocks stand: several of the session's ticks change nothing shown.
    const QString black = w->playerPanel()->clock(Color::Black);
    QSignalSpy ticks(w->directPlay()->network(), &RemoteSide::ticked);
    QTRY_VERIFY_WITH_TIMEOUT(ticks.count() >= 5, Wait);
    QCOMPARE(w->playerPanel()->clock(Color::Black), black);
}

// What version 1 believed of a guest, tried against the window's hosted game: a name that turns
// its line around, two spaces, a forged FLAG, a clock report of time not used. Each is refused,
// the game unchanged, and the real guest plays on.
void TestNetPlay::hostileGuestsAreRefused() {
    QTemporaryDir dir;
    auto w = window(dir, "host.pdn");
    QVERIFY(w);
    QVERIFY(w->directPlay()->hostNetworkGame(
        {"Hanna", Rules::Standard, HumanSide::White, TimeControl::fischer(600'000, 5'000)}));
    const quint16 port = w->directPlay()->network()->net()->port();
    for (const QByteArray& hello : {QByteArray("BASHNI 2 \xE2\x80\xAE"
                                               "Evil"),
                                    QByteArray("BASHNI 2  Spaced")}) {
        ScriptedGuest bad;
        bad.connectTo(port);
        bad.send(hello);
        bad.send("SEAT -");
        QCOMPARE(bad.expect("ERROR"), QByteArray("ERROR bad arguments"));
    }
    ScriptedGuest guest;
    guest.connectTo(port);
    guest.send("BASHNI 2 Gast");
    guest.send("SEAT -");
    const QByteArray id = guest.expect("GAME ").split(' ').at(1);
    guest.send("ACCEPT " + id);
    const QByteArray secret = guest.expect("SEAT ").split(' ').at(2);
    guest.expect("SYNC");
    QTRY_COMPARE_WITH_TIMEOUT(w->playerPanel()->name(Color::Black), QString("Gast"), Wait);
    const GameController& c = *w->controller();
    QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), Wait);
    click(*w, "c3");
    click(*w, "d4");
    QVERIFY(guest.expect("MOVE 1 ").startsWith("MOVE 1 c3-d4"));
    // A move and a FLAG in one packet won the game with 600 s on the host's clock.
    guest.send("MOVE 2 f6-g5 599000\nFLAG");
    QCOMPARE(guest.expect("ERROR"), QByteArray("ERROR bad flag"));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, Wait);
    QVERIFY(!c.game().isOver());
    QTRY_VERIFY_WITH_TIMEOUT(w->directPlay()->netBar()->text().contains("bad flag"), Wait);
    // Back with its secret, it thinks 2 s and says it used nothing.
    ScriptedGuest again;
    again.connectTo(port);
    again.send("BASHNI 2 Gast");
    again.send("SEAT " + id + " " + secret);
    again.expect("GAME ");
    again.send("ACCEPT " + id);
    again.expect("SYNC");
    QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), Wait);
    click(*w, "g3");
    click(*w, "h4");
    QVERIFY(again.expect("MOVE 3 ").startsWith("MOVE 3 g3-h4"));
    QTest::qWait(2000);
    again.send("MOVE 4 b6-a5 604000"); // all it had after ply 2 and its increment
    QCOMPARE(again.expect("ERROR"), QByteArray("ERROR bad clock"));
    QCOMPARE(c.game().plyCount(), 3);
    for (Color side : {Color::White, Color::Black})
        QVERIFY(!w->playerPanel()->name(side).contains(QChar(0x202E)));
}

// The window as a guest of a host that forges a FLAG at once: refused, the game goes on.
void TestNetPlay::aHostileHostIsRefused() {
    QTemporaryDir dir;
    auto w = window(dir, "guest.pdn");
    QVERIFY(w);
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    w->directPlay()->joinNetworkGame("127.0.0.1", server.serverPort());
    QVERIFY(QTest::qWaitFor([&] { return server.hasPendingConnections(); }, Wait));
    ScriptedGuest host;
    host.adopt(server.nextPendingConnection());
    QCOMPARE(host.expect("SEAT"), QByteArray("SEAT -"));
    host.send("BASHNI 2 Hugo");
    host.send("GAME g1 standard w 600+5 start");
    QCOMPARE(host.expect("ACCEPT"), QByteArray("ACCEPT g1"));
    host.send("SEAT g1 00112233445566778899aabbccddeeff\nSYNC 0 0\nFLAG");
    QCOMPARE(host.expect("ERROR"), QByteArray("ERROR bad flag"));
    QTRY_VERIFY_WITH_TIMEOUT(w->directPlay()->netBar()->text().contains("bad flag"), Wait);
    QVERIFY(!w->controller()->game().isOver());
}

void TestNetPlay::cancellingGivesTheBoardBack() {
    QTemporaryDir dir;
    auto w = window(dir, "autosave.pdn");
    QVERIFY(w);
    QVERIFY(w->directPlay()->hostNetworkGame({"Hanna", Rules::Standard, HumanSide::White, {}}));
    QVERIFY(!w->controller()->humanToMove()); // nobody moves before the guest is there
    QCOMPARE(w->directPlay()->netBar()->actionButton()->text(), QString("Cancel"));
    w->directPlay()->netBar()->actionButton()->click();
    QVERIFY(!w->directPlay()->network());
    QVERIFY(!w->directPlay()->netBar()->isVisible());
    QVERIFY(w->controller()->humanToMove());
    QVERIFY(!w->controller()->recordElsewhere());
}

// Issue 43, 2: the port of a finished game (the settings' own, not a free one) is hosted again at
// the first try, its guest still connected; a finished game's guest who leaves is not said to have
// adjourned anything.
void TestNetPlay::hostingAgainAfterAFinishedGame() {
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    QSettings().setValue("network/port", port);
    QTemporaryDir dir;
    auto w = window(dir, "again.pdn");
    QVERIFY(w);
    const auto finishedGame = [&](ScriptedGuest& guest, const QByteArray& name) {
        QVERIFY2(w->directPlay()->hostNetworkGame({"Hanna", Rules::Standard, HumanSide::White, {}}),
                 qPrintable(w->directPlay()->netBar()->text()));
        QCOMPARE(w->directPlay()->network()->net()->port(), port);
        guest.connectTo(port);
        guest.send("BASHNI 2 " + name);
        guest.send("SEAT -");
        const QByteArray id = guest.expect("GAME ").split(' ').at(1);
        guest.send("ACCEPT " + id);
        QVERIFY(!guest.expect("SYNC").isEmpty());
        guest.send("RESIGN");
        QTRY_VERIFY_WITH_TIMEOUT(w->controller()->game().isOver(), Wait);
        QCOMPARE(w->controller()->game().result(), Result::WhiteWins);
    };
    ScriptedGuest first, second;
    STEP(finishedGame(first, "Gast"));
    QVERIFY(!first.closed());
    STEP(finishedGame(second, "Zweiter")); // hosted again while the first guest is still there
    QTRY_VERIFY_WITH_TIMEOUT(first.closed(), Wait);
    second.drop();
    QTRY_VERIFY_WITH_TIMEOUT(w->directPlay()->netBar()->text().contains("Zweiter has left"), Wait);
    QVERIFY2(!w->directPlay()->netBar()->text().contains("adjourned"),
             qPrintable(w->directPlay()->netBar()->text()));
    QVERIFY(!w->directPlay()->network());      // nothing waits for anyone
    QVERIFY(w->controller()->game().isOver()); // the finished game stays on the board
    QSettings().setValue("network/port", 0);
}

// Issue 43, 7: the host quits during the guest's move on a clock and hosts again after a restart;
// the guest rejoins. Both show the same clocks, the guest's time used before the break counted.
void TestNetPlay::hostAgainShowsTheSameClocks() {
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    QSettings().setValue("network/port", port);
    QTemporaryDir dir;
    auto host = window(dir, "host.pdn");
    auto guest = window(dir, "guest.pdn");
    QVERIFY(host && guest);
    QVERIFY(host->directPlay()->hostNetworkGame(
        {"Hanna", Rules::Standard, HumanSide::White, TimeControl::fischer(60'000, 0)}));
    guest->directPlay()->joinNetworkGame("127.0.0.1", port);
    QTRY_VERIFY_WITH_TIMEOUT(host->directPlay()->network()->playing() &&
                                 guest->directPlay()->network()->playing(),
                             Wait);
    STEP(play(*host, *guest, "c3", "d4", 1, 0));
    QTest::qWait(1'500); // the guest thinks: time used on the move in progress
    QVERIFY(host->close());
    host.reset();
    QTRY_VERIFY_WITH_TIMEOUT(guest->directPlay()->netBar()->text().contains("adjourned"), Wait);
    const Milliseconds used = *guest->directPlay()->network()->timeLeft(Color::Black);
    QVERIFY2(used <= 58'500, qPrintable(QString::number(used)));

    host = window(dir, "host.pdn");
    QVERIFY(host && host->directPlay()->netBar()->isVisible());
    host->directPlay()->netBar()->yesButton()->click(); // Host Again
    QVERIFY(host->directPlay()->network());
    guest->directPlay()->netBar()->actionButton()->click(); // Reconnect
    QTRY_VERIFY_WITH_TIMEOUT(host->directPlay()->network()->playing() &&
                                 guest->directPlay()->network()->playing(),
                             Wait);
    STEP(sameClocks(*host, *guest));
    // (the host's session measured its BYE at its last tick, up to a tenth before)
    QVERIFY(*host->directPlay()->network()->timeLeft(Color::Black) <= used + 250);
    STEP(play(*guest, *host, "f6", "g5", 2, 0));
    STEP(sameRecords(host->controller()->game(), guest->controller()->game()));
    QSettings().setValue("network/port", 0);
}

// Two windows play a whole game on a clock: moves both ways, the clocks, chat, a draw declined, a
// takeback agreed, a dropped connection and the guest's Reconnect, and the end; then both saved
// records are the same game. The guest reaches the host through a relay that can cut the line.
void TestNetPlay::twoWindowsPlayAWholeGameOnTheClock() {
    QTemporaryDir dir;
    auto host = window(dir, "host.pdn");
    auto guest = window(dir, "guest.pdn");
    QVERIFY(host && guest);
    constexpr Milliseconds Inc = 1'000;
    QVERIFY(host->directPlay()->hostNetworkGame(
        {"Hanna", Rules::Standard, HumanSide::White, TimeControl::fischer(60'000, Inc)}));
    Relay relay;
    QVERIFY(relay.listen(host->directPlay()->network()->net()->port()));
    guest->directPlay()->joinNetworkGame("127.0.0.1", relay.port());
    QTRY_VERIFY_WITH_TIMEOUT(host->directPlay()->network()->playing() &&
                                 guest->directPlay()->network()->playing(),
                             Wait);
    const GameController& h = *host->controller();
    const GameController& g = *guest->controller();
    QCOMPARE(guest->playerPanel()->name(Color::White), QString("Hanna"));
    QCOMPARE(host->playerPanel()->name(Color::Black), QString("Player"));

    STEP(play(*host, *guest, "c3", "d4", 1, Inc));
    STEP(clocksRun(*host, *guest, Color::Black));
    STEP(play(*guest, *host, "f6", "g5", 2, Inc));
    STEP(clocksRun(*guest, *host, Color::White));

    // Chat both ways, shown as typed in the other window.
    guest->directPlay()->chatDock()->entry()->setText("<i>good luck</i> & have fun");
    QTest::keyClick(guest->directPlay()->chatDock()->entry(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(host->directPlay()->chatDock()->transcript().contains(
                                 "Player: <i>good luck</i> & have fun"),
                             Wait);
    host->directPlay()->chatDock()->entry()->setText("thanks, <b>you too</b>");
    QTest::keyClick(host->directPlay()->chatDock()->entry(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(
        guest->directPlay()->chatDock()->transcript().contains("Hanna: thanks, <b>you too</b>"),
        Wait);

    // The guest offers a draw; the host declines it in its bar.
    QVERIFY(guest->action("offerDraw")->isEnabled());
    guest->action("offerDraw")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(host->directPlay()->netBar()->yesButton()->isVisible(), Wait);
    QVERIFY(host->directPlay()->netBar()->text().contains("Player offers a draw"));
    host->directPlay()->netBar()->noButton()->click();
    QVERIFY(!host->directPlay()->netBar()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(guest->statusBar()->currentMessage().contains("declines the draw"),
                             Wait);
    QVERIFY(!h.game().isOver() && !g.game().isOver());

    // The host takes its move back, the guest agreeing in its bar: both records go back.
    STEP(play(*host, *guest, "b2", "c3", 3, Inc));
    QVERIFY(host->action("undo")->isEnabled());
    host->action("undo")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(guest->directPlay()->netBar()->yesButton()->isVisible(), Wait);
    QVERIFY(guest->directPlay()->netBar()->text().contains("Hanna asks to take back"));
    guest->directPlay()->netBar()->yesButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(h.game().plyCount(), 2, Wait);
    QTRY_COMPARE_WITH_TIMEOUT(g.game().plyCount(), 2, Wait);
    STEP(sameRecords(h.game(), g.game()));
    STEP(play(*host, *guest, "a3", "b4", 3, Inc));
    STEP(play(*guest, *host, "g7", "f6", 4, Inc));

    // The line is cut: both say so; the guest's Reconnect resumes the same game.
    relay.cut();
    QTRY_VERIFY_WITH_TIMEOUT(host->directPlay()->netBar()->text().contains("Connection lost"),
                             Wait);
    QTRY_VERIFY_WITH_TIMEOUT(guest->directPlay()->netBar()->text().contains("Connection lost"),
                             Wait);
    QVERIFY(!host->directPlay()->network()->playing() &&
            !guest->directPlay()->network()->playing());
    QVERIFY(guest->directPlay()->netBar()->actionButton()->isVisible());
    guest->directPlay()->netBar()->actionButton()->click(); // Reconnect
    QTRY_COMPARE_WITH_TIMEOUT(relay.taken(), 2, Wait);
    QTRY_VERIFY_WITH_TIMEOUT(host->directPlay()->network()->playing() &&
                                 guest->directPlay()->network()->playing(),
                             Wait);
    QTRY_VERIFY_WITH_TIMEOUT(!host->directPlay()->netBar()->isVisible() &&
                                 !guest->directPlay()->netBar()->isVisible(),
                             Wait);
    QCOMPARE(h.game().plyCount(), 4);
    STEP(sameRecords(h.game(), g.game()));
    STEP(sameClocks(*host, *guest));
    STEP(play(*host, *guest, "b2", "c3", 5, Inc));
    STEP(clocksRun(*host, *guest, Color::Black));

    // The guest resigns; both records, as the windows save them, are the same game.
    guest->action("resign")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(h.game().isOver() && g.game().isOver(), Wait);
    QCOMPARE(h.game().ending(), Ending::Resignation);
    QCOMPARE(g.game().ending(), Ending::Resignation);
    QCOMPARE(h.game().loser(), Color::Black);
    QCOMPARE(g.game().loser(), Color::Black);
    QVERIFY(host->saveTo(dir.filePath("hosted.pdn")));
    QVERIFY(guest->saveTo(dir.filePath("joined.pdn")));
    const Game a = savedGame(dir.filePath("hosted.pdn"));
    const Game b = savedGame(dir.filePath("joined.pdn"));
    QCOMPARE(a.plyCount(), 5);
    STEP(sameRecords(a, b));
    for (int ply = 1; ply <= 5; ++ply) QVERIFY(a.clock(ply).has_value());
    for (const Game* r : {&a, &b}) {
        QCOMPARE(r->tag("White"), std::string("Hanna"));
        QCOMPARE(r->tag("Black"), std::string("Player"));
        QCOMPARE(r->tag("Site"), std::string("Bashni network game"));
        QCOMPARE(r->timeControl(), TimeControl::fischer(60'000, Inc));
        QVERIFY(r->isOver());
        QCOMPARE(r->ending(), Ending::Resignation);
    }
}

// Game → Host Network Game… and Game → Join Network Game…, their dialogs filled and accepted: the
// guest finds the game on 127.255.255.255, and both windows play it as the host chose.
void TestNetPlay::theMenusHostAndJoinThroughTheDialogs() {
    QTemporaryDir dir;
    auto host = window(dir, "host.pdn");
    auto guest = window(dir, "guest.pdn");
    QVERIFY(host && guest);
    const TimeControl clock = TimeControl::fischer(120'000, 2'000);

    onModal<HostDialog>([&](HostDialog* d) {
        auto* name = field<QLineEdit>(d, "Your &name:");
        auto* rules = field<QComboBox>(d, "&Rules:");
        auto* side = field<QComboBox>(d, "You &play:");
        auto* edit = d->findChild<TimeControlEdit*>();
        QVERIFY(name && rules && side && edit);
        name->setText("Hanna");
        rules->setCurrentIndex(rules->findData(int(Rules::Turkish)));
        side->setCurrentIndex(side->findData(int(HumanSide::Black)));
        edit->setValue(clock);
        accept(d);
    });
    host->action("hostGame")->trigger();
    QVERIFY(host->directPlay()->network());
    QVERIFY(host->directPlay()->netBar()->text().contains("Waiting for your friend"));
    const quint16 port = host->directPlay()->network()->net()->port();
    const QString target = "127.0.0.1:" + QString::number(port);

    onModal<JoinDialog>([&](JoinDialog* d) {
        QTRY_VERIFY_WITH_TIMEOUT(d->found()->count() >= 1, Wait);
        QListWidgetItem* item = d->found()->item(0);
        QCOMPARE(item->data(Qt::UserRole).toString(), target);
        QVERIFY2(item->text().startsWith("Hanna — Turkish strike"), qPrintable(item->text()));
        d->found()->setCurrentRow(0);
        QCOMPARE(d->addressEdit()->text(), target);
        auto* name = field<QLineEdit>(d, "Your &name:");
        QVERIFY(name);
        name->setText("A\u202EB"); // a bidirectional control: no name the protocol carries
        QVERIFY(!d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
        name->setText("Gustav");
        accept(d);
    });
    guest->action("joinGame")->trigger();
    QVERIFY(guest->directPlay()->network());

    QTRY_VERIFY_WITH_TIMEOUT(host->directPlay()->network()->playing() &&
                                 guest->directPlay()->network()->playing(),
                             Wait);
    const GameController& h = *host->controller();
    const GameController& g = *guest->controller();
    for (const GameController* c : {&h, &g}) {
        QCOMPARE(c->setup().rules, Rules::Turkish);
        QCOMPARE(c->game().rules(), Rules::Turkish);
        QCOMPARE(c->game().timeControl(), clock);
    }
    // Each plays its own colour on its board; the other's moves come from the connection.
    QVERIFY(h.seat(Color::Black).atThisBoard() && !h.seat(Color::White).atThisBoard());
    QCOMPARE(h.remote()->localColour(), std::optional(Color::Black));
    QVERIFY(g.seat(Color::White).atThisBoard() && !g.seat(Color::Black).atThisBoard());
    QCOMPARE(g.remote()->localColour(), std::optional(Color::White));
    for (MainWindow* w : {host.get(), guest.get()}) {
        QCOMPARE(w->playerPanel()->name(Color::Black), QString("Hanna"));
        QCOMPARE(w->playerPanel()->name(Color::White), QString("Gustav")); // the Join dialog's
        QCOMPARE(w->playerPanel()->clock(Color::Black), QString("2:00"));
        QVERIFY(!w->playerPanel()->clock(Color::White).isEmpty());
    }
    STEP(play(*guest, *host, "c3", "d4", 1, clock.incMs));
    // No engine help against a person: the actions are off, and asked directly nothing runs.
    QTRY_VERIFY_WITH_TIMEOUT(host->controller()->humanToMove(), Wait);
    for (MainWindow* w : {host.get(), guest.get()}) {
        for (const char* name : {"analyse", "hint", "review", "pause"})
            QVERIFY2(!w->action(name)->isEnabled(), name);
        w->controller()->analyse();
        w->controller()->requestHint();
        QVERIFY(!w->controller()->analysing());
        QVERIFY(w->controller()->hint().empty());
        QVERIFY(!w->controller()->aiThinking());
    }
    host->action("resign")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(g.game().isOver(), Wait);
    for (MainWindow* w : {host.get(), guest.get()}) { // the game over: study it at will
        QTRY_VERIFY_WITH_TIMEOUT(w->controller()->game().isOver(), Wait);
        QVERIFY(w->action("analyse")->isEnabled());
        QVERIFY(w->action("review")->isEnabled());
    }
}

// A look that no host answers (a port nobody listens on, on the loopback broadcast address): the
// dialog says so, and what to do instead, rather than showing an empty list.
void TestNetPlay::joinSaysWhenNoGameIsFound() {
    JoinDialog join("Gustav", QString(), netLinkFactory()->createDiscovery(),
                    QStringLiteral("127.255.255.255"), freeUdpPort());
    join.show();
    QVERIFY(QTest::qWaitForWindowExposed(&join));
    auto* status = join.findChild<QLabel*>("lookStatus"); // under the list
    QVERIFY(status);
    QVERIFY(!status->text().contains("No game found")); // it has only begun to look
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains("No game found"), Wait);
    QCOMPARE(status->text(),
             QString("No game found on the local network: type the host's address."));
    QVERIFY(status->isVisible());
    QCOMPARE(join.found()->count(), 0);
    // Looking again says that it looks, until no answer has come again.
    auto* again = join.findChild<QPushButton*>();
    for (QPushButton* b : join.findChildren<QPushButton*>())
        if (b->text() == "&Look Again") again = b;
    again->click();
    QVERIFY(!status->text().contains("No game found"));
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains("No game found"), Wait);
}

void TestNetPlay::joinFitsItsTitleAndTheGamesFound_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "ru", "sv", "it", "de"}) QTest::newRow(language) << language;
}

// The dialog as wide as its title in the title bar's font (with room for the window's buttons)
// and as every game found, whole on its line: a host answering on loopback with a long name, a
// long rule set's name and a clock.
void TestNetPlay::joinFitsItsTitleAndTheGamesFound() {
    QFETCH(QString, language);
    QTranslator translator;
    if (language != "en") {
        QVERIFY(translator.load(":/i18n/bashni_" + language + ".qm"));
        QCoreApplication::installTranslator(&translator);
    }
    QUdpSocket host; // answers each look as a waiting host does
    const quint16 udpPort = freeUdpPort();
    QVERIFY(host.bind(QHostAddress::AnyIPv4, udpPort, QUdpSocket::ShareAddress));
    const QByteArray answer =
        hostDatagram(47521, Rules::Turkish, TimeControl::fischer(1'800'000, 20'000),
                     QStringLiteral("Hanna Wilhelmina Grünewald-Mustermann"));
    connect(&host, &QUdpSocket::readyRead, &host, [&] {
        while (host.hasPendingDatagrams()) {
            const QNetworkDatagram d = host.receiveDatagram();
            if (d.senderAddress().isLoopback())
                host.writeDatagram(answer, d.senderAddress(), quint16(d.senderPort()));
        }
    });
    JoinDialog join("Gustav", QString(), netLinkFactory()->createDiscovery(),
                    QStringLiteral("127.255.255.255"), udpPort);
    join.show();
    QVERIFY(QTest::qWaitForWindowExposed(&join));
    QTRY_COMPARE_WITH_TIMEOUT(join.found()->count(), 1, Wait);
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::sendPostedEvents(); // the layout of the wider dialog
    const QFontMetrics title(QFontDatabase::systemFont(QFontDatabase::TitleFont));
    const int titleNeeds = title.horizontalAdvance(join.windowTitle()) + 4 * title.height();
    QVERIFY2(
        join.width() >= titleNeeds && join.sizeHint().width() >= titleNeeds,
        qPrintable(QString("%1 px for a title that needs %2").arg(join.width()).arg(titleNeeds)));
    const QString entry = join.found()->item(0)->text();
    QVERIFY(entry.contains("Grünewald-Mustermann"));
    const int entryNeeds = join.found()->fontMetrics().horizontalAdvance(entry);
    QVERIFY2(join.found()->viewport()->width() >= entryNeeds,
             qPrintable(QString("%1 px for \"%2\", %3 px")
                            .arg(join.found()->viewport()->width())
                            .arg(entry)
                            .arg(entryNeeds)));
    QVERIFY(!join.found()->horizontalScrollBar()->isVisible());
}

QTEST_MAIN(TestNetPlay)
#include "tst_netplay.moc"
