// A new player's first rated game online, played in the real window against a computer player on
// a server started here on loopback: Play Online, the login dialog filled in as a newcomer would
// (a new account), the lobby, a double click on the seek, the game played to its end. Screenshots
// of each step and the time each took, for tools/online-trial.sh to run under Xvfb.
// Usage: bashni-online-trial SERVER CLI OUT_DIR [--dark]
#include "core/movegen.h"
#include "ui/common/settings.h"
#include "ui/common/startup.h"
#include "ui/game/gamecontroller.h"
#include "ui/net/netlink.h"
#include "ui/online/lobbydock.h"
#include "ui/online/onlineconnection.h"
#include "ui/online/onlineplay.h"
#include "ui/window/mainwindow.h"

#include "tools/darkpalette.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QLineEdit>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <functional>

using namespace bashni;
using namespace bashni::ui;

namespace {

QString out;

// The event loop runs meanwhile: the connection, the robot's moves and the board go on.
void pause(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

QElapsedTimer clock_;

void shot(QWidget* w, const char* name) {
    const QString path = out + "/" + name;
    w->grab().save(path);
    std::printf("%6.1f s  %s\n", double(clock_.elapsed()) / 1000, qPrintable(path));
}

// Waits, the event loop running, until `done` or a minute has passed.
bool waitFor(const std::function<bool()>& done) {
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > 60'000) return false;
        pause(50);
    }
    return true;
}

// The login dialog, filled in and accepted once it is open (it runs its own loop).
void fillLogin(quint16 port) {
    QTimer::singleShot(300, [port] {
        auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!d) return fillLogin(port);
        d->findChild<QComboBox*>("server")->setCurrentText("127.0.0.1:" + QString::number(port));
        d->findChild<QCheckBox*>("plain")->setChecked(true);
        d->findChild<QLineEdit*>("name")->setText("newcomer");
        d->findChild<QLineEdit*>("password")->setText("newcomer-password");
        d->findChild<QCheckBox*>("create")->setChecked(true);
        shot(d, "1-login.png");
        d->accept();
    });
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 4)
        return std::fprintf(stderr, "usage: %s SERVER CLI OUT_DIR [--dark]\n", argv[0]), 2;
    QStandardPaths::setTestModeEnabled(true);
    describeApplication("online-trial");
    QSettings().clear();
    installTranslations(app);
    out = QString::fromLocal8Bit(argv[3]);
    QDir().mkpath(out);
    if (argc > 4) useDarkPalette();
    QTemporaryDir dir;

    QProcess server;
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server.start(argv[1], {"--port", "0", "--db", dir.filePath("server.db"), "--no-tls"});
    if (!server.waitForReadyRead(10'000)) return 1;
    const quint16 port = quint16(server.readLine().trimmed().mid(10).toUInt());
    {
        OnlineConnection robot(*netLinkFactory());
        robot.open({"127.0.0.1", port, false, "robot", "robot-password", false, {}, true});
        if (!waitFor([&] { return robot.state() == OnlineConnection::State::Online; })) return 1;
    }
    QFile password(dir.filePath("robot-password"));
    password.open(QIODevice::WriteOnly);
    password.write("robot-password\n");
    password.close();
    QProcess robot;
    robot.start(argv[2], {"online", "127.0.0.1:" + QString::number(port), "--no-tls", "--user",
                          "robot", "--password-file", password.fileName(), "--player", "level:1",
                          "--seek", "standard/60+1/rated"});

    MainWindow w(dir.filePath("autosave.pdn"));
    w.show();
    pause(500);
    clock_.start();
    std::printf("   0.0 s  Play Online\n");
    fillLogin(port);
    w.action("playOnline")->trigger();
    OnlinePlay& online = *w.onlinePlay();
    QTableView* seeks = nullptr;
    if (!waitFor([&] {
            seeks = online.lobby() ? online.lobby()->seeksView() : nullptr;
            return seeks && seeks->model()->rowCount() > 0;
        }))
        return 1;
    pause(300);
    shot(&w, "2-lobby.png");
    emit seeks->activated(seeks->model()->index(0, 0));
    if (!waitFor([&] { return online.board() != nullptr; })) return 1;
    pause(300);
    shot(&w, "3-game-begins.png");
    GameController& c = *w.controller();
    // Our moves: the first legal one, half a second after the turn came (a quick player).
    const bool over = waitFor([&] {
        if (c.game().plyCount() >= 16 && !QFile::exists(out + "/4-game.png"))
            shot(&w, "4-game.png");
        if (c.humanToMove() && !c.game().isOver()) {
            pause(500);
            MoveList moves;
            generateMoves(c.game().position(), moves);
            if (!moves.empty()) c.playMove(moves[0]);
        }
        return c.game().isOver() &&
               !(c.game().tag("WhiteRatingDiff") + c.game().tag("BlackRatingDiff")).empty();
    });
    pause(500);
    shot(&w, "5-game-over.png");
    std::printf("%s after %d plies: %s %s, %s %s\n", over ? "over" : "not over",
                c.game().plyCount(), c.game().tag("White").c_str(),
                c.game().tag("WhiteRatingDiff").c_str(), c.game().tag("Black").c_str(),
                c.game().tag("BlackRatingDiff").c_str());
    online.logOut();
    robot.kill();
    robot.waitForFinished();
    server.kill();
    server.waitForFinished();
    return over ? 0 : 1;
}
