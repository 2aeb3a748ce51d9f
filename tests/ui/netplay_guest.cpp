// A desktop program for tst_netplay_restart: the real main window, in a process of its own that the
// test can kill with SIGKILL and start again, driven by lines on standard input and reporting what
// its window shows on standard output. It adds nothing to the window: "join" and "rejoin" do what
// the player's Join and the notice's Rejoin button do, "move" clicks the board.
//
//   netplay_guest AUTOSAVE          settings of the test's organisation, the autosave at AUTOSAVE
//   join HOST PORT | move FROM TO | chat TEXT | rejoin | state
//
// "state" answers with lines "key value" and then "end": plies, playing, flipped, bar, button,
// white and black (the clocks), chat (the transcript, newlines as " | "), and whether the
// actions analyse, hint and pause are enabled.
#include "tests/common/testpositions.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/common/settings.h"
#include "ui/game/gamecontroller.h"
#include "ui/net/chatdock.h"
#include "ui/net/directplay.h"
#include "ui/net/netbar.h"
#include "ui/net/networkplay.h"
#include "ui/window/mainwindow.h"
#include "ui/window/playerpanel.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QTest>

#include <cstdio>
#include <unistd.h>

using namespace bashni;
using namespace bashni::ui;

namespace {

void say(const QString& key, const QString& value) {
    std::printf("%s %s\n", qPrintable(key), qPrintable(QString(value).replace('\n', " | ")));
}

void report(MainWindow& w) {
    say("plies", QString::number(w.controller()->game().plyCount()));
    say("playing", w.directPlay()->network() && w.directPlay()->network()->playing() ? "1" : "0");
    say("flipped", w.scene()->isFlipped() ? "1" : "0");
    const bool bar = w.directPlay()->netBar() && w.directPlay()->netBar()->isVisible();
    say("bar", bar ? w.directPlay()->netBar()->text() : QString());
    QString button; // the bar's first button shown: a question's yes, or its one action
    if (bar && w.directPlay()->netBar()->yesButton()->isVisible())
        button = w.directPlay()->netBar()->yesButton()->text();
    else if (bar && w.directPlay()->netBar()->actionButton()->isVisible())
        button = w.directPlay()->netBar()->actionButton()->text();
    say("button", button);
    say("white", w.playerPanel()->clock(Color::White));
    say("black", w.playerPanel()->clock(Color::Black));
    say("chat", w.directPlay()->chatDock() ? w.directPlay()->chatDock()->transcript() : QString());
    for (const char* action : {"analyse", "hint", "pause"})
        say(action, w.action(action)->isEnabled() ? "1" : "0");
    std::printf("end\n");
    std::fflush(stdout);
}

void run(MainWindow& w, const QString& line) {
    const QString command = line.section(' ', 0, 0);
    const QString rest = line.section(' ', 1);
    if (command == "join") {
        w.directPlay()->joinNetworkGame(rest.section(' ', 0, 0),
                                        quint16(rest.section(' ', 1, 1).toUInt()));
    } else if (command == "move") {
        for (const QString& square : rest.split(' '))
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {},
                              w.view()->squareCentre(test::square(square)));
    } else if (command == "chat" && w.directPlay()->chatDock()) {
        w.directPlay()->chatDock()->entry()->setText(rest);
        QTest::keyClick(w.directPlay()->chatDock()->entry(), Qt::Key_Return);
    } else if (command == "rejoin" && w.directPlay()->netBar()) { // the offer's Rejoin
        w.directPlay()->netBar()->yesButton()->click();
    } else if (command == "state") {
        report(w);
    }
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("netplay_guest");
    if (argc != 2) return 2;
    Settings settings; // as the test's own windows: no animation, no lessons' offer
    settings.setAnimationMs(0);
    settings.setLessonOfferShown(true);
    MainWindow w(QString::fromLocal8Bit(argv[1]));
    w.resize(900, 700);
    w.show();
    // Raw reads: lines that come together are all run, none waits in a stream's buffer.
    QSocketNotifier input(0, QSocketNotifier::Read);
    QByteArray pending;
    QObject::connect(&input, &QSocketNotifier::activated, &w, [&w, &input, &pending] {
        char bytes[4096];
        const ssize_t n = ::read(0, bytes, sizeof bytes);
        if (n <= 0) return input.setEnabled(false);
        pending.append(bytes, qsizetype(n));
        for (qsizetype end; (end = pending.indexOf('\n')) >= 0;) {
            const QString line = QString::fromUtf8(pending.left(end));
            pending.remove(0, end + 1);
            run(w, line);
        }
    });
    std::printf("ready\n");
    std::fflush(stdout);
    return QApplication::exec();
}
