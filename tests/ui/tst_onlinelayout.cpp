// Issue 43, 5: online, the board stays the window's main part. On a laptop's screen (1366×768,
// and on 1920×1080) a new player logs in to a real bashni-server on 127.0.0.1 and plays a game
// with the lobby and the game's chat open: the board keeps at least 60 % of the screen's height,
// the window stays inside the screen's free area, and the lobby's tables show six rows.
#include "tests/common/testscreen.h"
#include "ui/board/boardview.h"
#include "ui/common/settings.h"
#include "ui/game/gamecontroller.h"
#include "ui/net/chatdock.h"
#include "ui/net/netlink.h"
#include "ui/online/lobbydock.h"
#include "ui/online/onlineplay.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QProcess>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace bashni;
using namespace bashni::ui;

namespace {
constexpr int Wait = 20'000;
}

class TestOnlineLayout : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void cleanupTestCase();
    void theBoardStaysTheMainPart();

  private:
    QTemporaryDir dir_;
    QProcess server_, robot_;
    quint16 port_ = 0;
};

void TestOnlineLayout::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    qputenv("XDG_DATA_HOME", dir_.filePath("data").toLocal8Bit());
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_onlinelayout_" +
                                         QString::fromLatin1(qgetenv("BASHNI_TEST_SCREEN")));
    QSettings().clear(); // a new player
    Settings s;
    s.setAnimationMs(0);
    s.setLessonOfferShown(true);
    QVERIFY(netLinkFactory());
    server_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server_.start(BASHNI_SERVER_PATH,
                  {"--port", "0", "--db", dir_.filePath("server.db"), "--no-tls"});
    QVERIFY(server_.waitForReadyRead(Wait));
    const QByteArray first = server_.readLine().trimmed();
    QVERIFY(first.startsWith("listening "));
    port_ = quint16(first.mid(10).toUInt());
    QFile password(dir_.filePath("robot-password"));
    QVERIFY(password.open(QIODevice::WriteOnly));
    password.write("robot-password\n");
    password.close();
    robot_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    robot_.start(BASHNI_CLI_PATH,
                 {"online", "127.0.0.1:" + QString::number(port_), "--no-tls", "--register",
                  "--user", "robot", "--password-file", password.fileName(), "--player", "level:1",
                  "--seek", "standard/300+3/casual"});
    QVERIFY(robot_.waitForStarted(Wait));
}

void TestOnlineLayout::cleanupTestCase() {
    for (QProcess* p : {&robot_, &server_}) {
        p->kill();
        p->waitForFinished(Wait);
    }
}

void TestOnlineLayout::theBoardStaysTheMainPart() {
    MainWindow w(dir_.filePath("autosave.pdn"));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    OnlinePlay& online = *w.onlinePlay();
    QVERIFY(online.logIn({"127.0.0.1", port_, false, {}, {}, true, {}, false}));
    QTableView* seeks = online.lobby()->seeksView();
    QTRY_COMPARE_WITH_TIMEOUT(seeks->model()->rowCount(), 1, Wait);
    QVERIFY(online.lobby()->isVisible());
    // The lobby's tables show six rows at least.
    const int row = seeks->verticalHeader()->defaultSectionSize();
    QVERIFY2(seeks->viewport()->height() >= 6 * row,
             qPrintable(QString("%1 px for rows of %2").arg(seeks->viewport()->height()).arg(row)));
    emit seeks->activated(seeks->model()->index(0, 0));
    QTRY_VERIFY_WITH_TIMEOUT(online.board(), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(online.chat()->isVisible() || !online.chat()->isHidden(), Wait);
    QTest::qWait(50); // the docks laid out
    const QRect screen = w.screen()->availableGeometry();
    QVERIFY2(screen.contains(w.frameGeometry()),
             qPrintable(QString("window %1x%2 at %3,%4 on %5x%6")
                            .arg(w.frameGeometry().width())
                            .arg(w.frameGeometry().height())
                            .arg(w.frameGeometry().x())
                            .arg(w.frameGeometry().y())
                            .arg(screen.width())
                            .arg(screen.height())));
    const int board = std::min(w.view()->width(), w.view()->height());
    QVERIFY2(board >= 0.6 * w.screen()->geometry().height(),
             qPrintable(QString("board %1 px on a screen %2 px high")
                            .arg(board)
                            .arg(w.screen()->geometry().height())));
    // Both panels are there to be raised: the lobby and the chat.
    for (QDockWidget* dock :
         {static_cast<QDockWidget*>(online.lobby()), static_cast<QDockWidget*>(online.chat())})
        QVERIFY(!dock->isHidden() && !dock->isFloating());
}

int main(int argc, char** argv) {
    QByteArray spec = qgetenv("BASHNI_TEST_SCREEN");
    if (spec.isEmpty()) spec = "1366x768";
    QTemporaryDir dir;
    if (!test::useOffscreenScreen(spec, dir)) return 2;
    QApplication app(argc, argv);
    TestOnlineLayout test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_onlinelayout.moc"
