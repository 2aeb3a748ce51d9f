// The guest's side of a dropped game (docs/PROTOCOL.md 5, 6a): a desktop guest in a process of its
// own (netplay_guest: the real main window) plays a host window of this test, is killed with
// SIGKILL in the middle of the game and started again. It must offer the adjourned game, turned
// for its colour and not played on locally; rejoin with its seat's secret; and show the chat and
// the clocks the host has.
#include "tests/common/testpositions.h"
#include "ui/board/boardview.h"
#include "ui/common/settings.h"
#include "ui/game/gamecontroller.h"
#include "ui/net/chatdock.h"
#include "ui/net/directplay.h"
#include "ui/net/hostdialog.h"
#include "ui/net/netbar.h"
#include "ui/net/netgame.h"
#include "ui/net/networkplay.h"
#include "ui/window/mainwindow.h"
#include "ui/window/playerpanel.h"

#include <QLineEdit>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUdpSocket>

#include <map>

using namespace bashni;
using namespace bashni::ui;

namespace {

constexpr int Wait = 20'000; // two programs on two shared cores

// The guest program: started on a HOME of the test's, its window's state read on request.
class GuestProgram {
  public:
    explicit GuestProgram(const QTemporaryDir& home) : home_(home) {}
    ~GuestProgram() { kill(); }
    bool start() {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("HOME", home_.path());
        env.insert("XDG_CONFIG_HOME", home_.filePath("config"));
        env.insert("XDG_DATA_HOME", home_.filePath("data"));
        env.insert("QT_QPA_PLATFORM", "offscreen");
        process_.setProcessEnvironment(env);
        process_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process_.start(NETPLAY_GUEST_PATH, {home_.filePath("autosave.pdn")});
        return process_.waitForStarted(Wait) && line() == "ready";
    }
    void send(const QByteArray& command) {
        process_.write(command + '\n');
        process_.waitForBytesWritten(Wait);
    }
    std::map<QString, QString> state() {
        send("state");
        std::map<QString, QString> s;
        for (QString l = line(); !l.isEmpty() && l != "end"; l = line())
            s[l.section(' ', 0, 0)] = l.section(' ', 1);
        return s;
    }
    void kill() {
        if (process_.state() == QProcess::NotRunning) return;
        process_.kill(); // SIGKILL: no goodbye, no last save
        process_.waitForFinished(Wait);
    }

  private:
    // The event loop runs meanwhile: the host window is in this process.
    QString line() {
        (void)QTest::qWaitFor([this] { return process_.canReadLine(); }, Wait);
        return QString::fromUtf8(process_.readLine()).trimmed();
    }
    const QTemporaryDir& home_;
    QProcess process_;
};

// "m:ss" or "m:ss.t" or "h:mm:ss" as seconds.
double seconds(const QString& clock) {
    double total = 0;
    for (const QString& part : clock.trimmed().split(':')) total = total * 60 + part.toDouble();
    return total;
}

void click(MainWindow& w, const char* square) {
    QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {},
                      w.view()->squareCentre(test::square(square)));
}

quint16 freeUdpPort() {
    QUdpSocket probe;
    probe.bind(QHostAddress::LocalHost, 0);
    return probe.localPort();
}

} // namespace

class TestNetPlayRestart : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void killedGuestComesBack();
};

void TestNetPlayRestart::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_netplay_restart");
    QSettings().clear();
    Settings s;
    s.setAnimationMs(0);
    s.setLessonOfferShown(true);
    QSettings q;
    q.setValue("network/port", 0);
    q.setValue("network/listenAddress", "127.0.0.1");
    q.setValue("network/broadcastAddress", "127.255.255.255");
    q.setValue("network/discoveryPort", freeUdpPort());
}

void TestNetPlayRestart::killedGuestComesBack() {
    QTemporaryDir dir, home;
    MainWindow host(dir.filePath("host.pdn"));
    host.resize(900, 700);
    host.show();
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    QVERIFY(host.directPlay()->hostNetworkGame(
        {"Hanna", Rules::Standard, HumanSide::White, TimeControl::fischer(300'000, 0)}));
    const QByteArray port = QByteArray::number(host.directPlay()->network()->net()->port());

    GuestProgram guest(home);
    QVERIFY(guest.start());
    guest.send("join 127.0.0.1 " + port);
    QTRY_VERIFY_WITH_TIMEOUT(host.directPlay()->network()->playing(), Wait);
    const GameController& c = *host.controller();
    QTRY_VERIFY_WITH_TIMEOUT(c.humanToMove(), Wait);
    click(host, "c3");
    click(host, "d4");
    QTRY_COMPARE_WITH_TIMEOUT(guest.state()["plies"], QString("1"), Wait);
    guest.send("move f6 g5");
    QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, Wait);
    host.directPlay()->chatDock()->entry()->setText("hello from Hanna");
    QTest::keyClick(host.directPlay()->chatDock()->entry(), Qt::Key_Return);
    guest.send("chat hi from the guest");
    QTRY_VERIFY_WITH_TIMEOUT(
        host.directPlay()->chatDock()->transcript().contains("hi from the guest"), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(guest.state()["chat"].contains("hello from Hanna"), Wait);
    click(host, "g3");
    click(host, "h4");
    QTRY_COMPARE_WITH_TIMEOUT(guest.state()["plies"], QString("3"), Wait);
    QTest::qWait(1500); // the guest thinks: its clock runs on both sides

    guest.kill();
    QTRY_VERIFY_WITH_TIMEOUT(host.directPlay()->netBar()->isVisible() &&
                                 host.directPlay()->netBar()->text().contains("Connection lost"),
                             Wait);
    QTest::qWait(1000); // no clock runs while the connection is down

    // Started again: the adjourned game is offered, not played on as a local game.
    QVERIFY(guest.start());
    auto s = guest.state();
    QCOMPARE(s["plies"], QString("3"));
    QCOMPARE(s["playing"], QString("0"));
    QCOMPARE(s["flipped"], QString("1")); // the guest plays Black
    QVERIFY2(s["bar"].contains("Hanna"), qPrintable(s["bar"]));
    QVERIFY2(s["button"].contains("Rejoin"), qPrintable(s["button"]));
    QVERIFY2(s["chat"].contains("hello from Hanna") && s["chat"].contains("hi from the guest"),
             qPrintable(s["chat"]));
    for (const char* action : {"analyse", "hint", "pause"}) // no engine, no local clock
        QCOMPARE(s[action], QString("0"));
    const QString stopped = s["black"];
    QTest::qWait(1200);
    QCOMPARE(guest.state()["black"], stopped); // no clock runs on an adjourned game

    guest.send("rejoin");
    QTRY_COMPARE_WITH_TIMEOUT(guest.state()["playing"], QString("1"), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(host.directPlay()->network()->playing(), Wait);
    s = guest.state();
    QCOMPARE(s["flipped"], QString("1"));
    QCOMPARE(s["white"], host.playerPanel()->clock(Color::White)); // the host's: it stands
    // The guest's own runs: as the host counts it, to within the ticks and the messages between.
    const double hostBlack = seconds(host.playerPanel()->clock(Color::Black));
    QVERIFY2(qAbs(seconds(s["black"]) - hostBlack) <= 1.0,
             qPrintable(s["black"] + " / " + host.playerPanel()->clock(Color::Black)));
    QVERIFY(hostBlack <= 300 - 1.4); // the thinking before the kill stayed charged
    QVERIFY(s["chat"].contains("hello from Hanna"));

    guest.send("move b6 a5");
    QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 4, Wait);
    QCOMPARE(c.game().moveText(4), std::string("b6-a5"));
    QTRY_COMPARE_WITH_TIMEOUT(guest.state()["plies"], QString("4"), Wait);
}

QTEST_MAIN(TestNetPlayRestart)
#include "tst_netplay_restart.moc"
