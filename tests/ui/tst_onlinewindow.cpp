// Online play in the real window against a real bashni-server on 127.0.0.1 (a temporary
// database, plain TCP) and a `bashni-cli online` computer player: log in, accept its seek from
// the lobby, play a rated game on the board to its end with the rating changed in the record, a
// spectator's window that sees every move, and the game resumed after the server restarted.
#include "core/movegen.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/common/settings.h"
#include "ui/dialogs/gamepicker.h"
#include "ui/game/gamecontroller.h"
#include "ui/net/chatdock.h"
#include "ui/net/netbar.h"
#include "ui/net/netlink.h"
#include "ui/online/lobbydock.h"
#include "ui/online/mygames.h"
#include "ui/online/onlineboard.h"
#include "ui/online/onlineplay.h"
#include "ui/window/mainwindow.h"
#include "ui/window/playerpanel.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace bashni;
using namespace bashni::ui;

namespace {
constexpr int Wait = 20'000;
}

class TestOnlineWindow : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void cleanup();
    void ratedGameAgainstAComputerPlayer();
    void aGuestsGameGoesOnAfterARestart();
    void aLostServerIsSaidOverTheBoard();
    void aNewOrChangedCertificateIsAsked();
    void theWrongEncryptionIsOfferedTheOther();
    void aRatedGameResumedAfterARestart();
    void myGamesWhileWatchingAndLogOut();

  private:
    // Plain TCP unless `tls` gives its options ({} : a certificate of its own, made at the start).
    bool startServer(quint16 port = 0, std::optional<QStringList> tls = std::nullopt);
    bool startRobot(const QString& seek = "standard/120+2/rated");
    std::unique_ptr<MainWindow> window(const char* name);
    // The robot's side moves by itself; ours: the first legal move, until `plies` are played.
    bool playUntil(MainWindow& w, int plies);

    QTemporaryDir dir_;
    std::unique_ptr<QProcess> server_, robot_;
    quint16 port_ = 0;
};

void TestOnlineWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    qputenv("XDG_DATA_HOME", dir_.filePath("data").toLocal8Bit());
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_onlinewindow");
    QSettings().clear();
    Settings s;
    s.setAnimationMs(0);
    s.setLessonOfferShown(true);
    s.setConfirmResign(false);
    QVERIFY(netLinkFactory());
}

void TestOnlineWindow::cleanup() {
    for (auto* p : {&robot_, &server_})
        if (*p) {
            (*p)->kill();
            (*p)->waitForFinished(Wait);
            p->reset();
        }
    QFile::remove(dir_.filePath("server.db")); // each test registers its own accounts
}

bool TestOnlineWindow::startServer(quint16 port, std::optional<QStringList> tls) {
    server_ = std::make_unique<QProcess>();
    server_->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server_->start(BASHNI_SERVER_PATH, QStringList{"--port", QString::number(port), "--db",
                                                   dir_.filePath("server.db")} +
                                           tls.value_or(QStringList{"--no-tls"}));
    if (!server_->waitForReadyRead(Wait)) return false;
    const QByteArray first = server_->readLine().trimmed();
    if (!first.startsWith("listening ")) return false;
    port_ = quint16(first.mid(10).toUInt());
    return true;
}

// A computer player with an account of its own, keeping a rated seek open.
bool TestOnlineWindow::startRobot(const QString& seek) {
    QFile password(dir_.filePath("robot-password"));
    if (!password.open(QIODevice::WriteOnly)) return false;
    password.write("robot-password\n");
    password.close();
    robot_ = std::make_unique<QProcess>();
    robot_->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    robot_->start(BASHNI_CLI_PATH,
                  {"online", "127.0.0.1:" + QString::number(port_), "--no-tls", "--user", "robot",
                   "--password-file", password.fileName(), "--player", "level:1", "--seek", seek});
    return robot_->waitForStarted(Wait);
}

std::unique_ptr<MainWindow> TestOnlineWindow::window(const char* name) {
    auto w = std::make_unique<MainWindow>(dir_.filePath(QLatin1String(name)));
    w->resize(1100, 760);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) return nullptr;
    return w;
}

bool TestOnlineWindow::playUntil(MainWindow& w, int plies) {
    GameController& c = *w.controller();
    QElapsedTimer t;
    t.start();
    while (c.game().plyCount() < plies && !c.game().isOver() && t.elapsed() < Wait) {
        if (c.humanToMove()) {
            MoveList moves;
            generateMoves(c.game().position(), moves);
            if (!c.playMove(moves[0])) return false;
        }
        QTest::qWait(20);
    }
    return c.game().plyCount() >= plies || c.game().isOver();
}

void TestOnlineWindow::ratedGameAgainstAComputerPlayer() {
    QVERIFY(startServer());
    auto w = window("hanna.pdn");
    QVERIFY(w);
    OnlinePlay& online = *w->onlinePlay();
    // The robot's account first: hanna registers from the window, the robot by a connection
    // of the test, before it logs in with bashni-cli.
    {
        OnlineConnection robot(*netLinkFactory());
        QSignalSpy welcomed(&robot, &OnlineConnection::welcomed);
        robot.open({"127.0.0.1", port_, false, "robot", "robot-password", false, {}, true});
        QVERIFY(welcomed.wait(Wait));
    }
    QVERIFY(online.logIn({"127.0.0.1", port_, false, "hanna", "hanna-password", false, {}, true}));
    QTRY_COMPARE_WITH_TIMEOUT(online.lobby()->status(), QString("hanna on 127.0.0.1"), Wait);
    QVERIFY(online.lobby()->isVisible());
    QVERIFY(!online.bar()->isVisible()); // nothing to say yet
    // No line of ours is refused (a move sent twice was, before).
    QSignalSpy refused(online.connection(), &OnlineConnection::refused);
    QTableView* seeks = online.lobby()->seeksView();
    // A seek for opponents within 200 of hanna's 1500, in the lobby with its range; a double
    // click on one's own seek takes it back.
    // (once the lobby has said hanna's rating: a range is set around it)
    QTRY_VERIFY_WITH_TIMEOUT(online.connection()->client().players().count("hanna"), Wait);
    online.seek({Rules::Standard, TimeControl::fischer(60'000, 0), false,
                 net::server::SeekColour::Random, 200});
    QTRY_COMPARE_WITH_TIMEOUT(seeks->model()->rowCount(), 1, Wait);
    QCOMPARE(seeks->model()->index(0, 3).data().toString(), QString("1300–1700"));
    QCOMPARE(seeks->model()->index(0, 4).data().toString(), QString("casual"));
    QCOMPARE(online.connection()->client().seeks().begin()->second.range,
             std::optional(net::server::RatingRange{1300, 1700}));
    online.accept(seeks->model()->index(0, 0).data(Qt::UserRole).toString());
    QTRY_COMPARE_WITH_TIMEOUT(seeks->model()->rowCount(), 0, Wait);
    QVERIFY(startRobot());
    QTRY_COMPARE_WITH_TIMEOUT(seeks->model()->rowCount(), 1, Wait);
    QCOMPARE(seeks->model()->index(0, 0).data().toString(), QString("robot"));
    QCOMPARE(seeks->model()->index(0, 4).data().toString(), QString("rated"));
    // A double click on the seek accepts it: the game comes onto the main board.
    seeks->scrollTo(seeks->model()->index(0, 1));
    const QRect cell = seeks->visualRect(seeks->model()->index(0, 1));
    // (QTest's double click alone has no press before it, which the view needs.)
    QTest::mouseClick(seeks->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(seeks->viewport(), Qt::LeftButton, {}, cell.center());
    QTRY_VERIFY2_WITH_TIMEOUT(
        online.board(),
        qPrintable(w->statusBar()->currentMessage() + " | " + online.lobby()->status()), Wait);
    GameController& c = *w->controller();
    QVERIFY(c.recordElsewhere());
    QTRY_COMPARE_WITH_TIMEOUT(seeks->model()->rowCount(), 0, Wait);
    const QString white = QString::fromStdString(c.game().tag("White"));
    QVERIFY(white == "hanna" || white == "robot");
    // The names with the ratings they had when the game began.
    QCOMPARE(w->playerPanel()->name(Color::White), white + " (1500)");
    QVERIFY(!w->playerPanel()->clock(Color::White).isEmpty());
    QVERIFY(w->action("resign")->isEnabled());
    QVERIFY(!w->action("hint")->isEnabled()); // no engine help against a person online

    // A spectator's window follows the robot from the lobby's players: the game it plays now
    // opens to watch (and its next one, below).
    auto s = window("spectator.pdn");
    QVERIFY(s);
    OnlinePlay& watcher = *s->onlinePlay();
    QVERIFY(watcher.logIn({"127.0.0.1", port_, false, {}, {}, true, {}, false}));
    QTableView* players = watcher.lobby()->playersView();
    QTRY_COMPARE_WITH_TIMEOUT(players->model()->rowCount(), 3, Wait);
    const auto robotRow =
        players->model()->match(players->model()->index(0, 0), Qt::UserRole, QString("robot"));
    QCOMPARE(robotRow.size(), 1);
    emit players->activated(robotRow[0]);
    QCOMPARE(players->model()
                 ->match(players->model()->index(0, 0), Qt::UserRole, QString("robot"))
                 .value(0)
                 .data()
                 .toString(),
             QString("robot (following)"));
    QTRY_VERIFY_WITH_TIMEOUT(watcher.board(), Wait);
    const QString firstGame = watcher.board()->id();
    QVERIFY(!s->controller()->humanToMove());

    QVERIFY(playUntil(*w, 6));
    QTRY_COMPARE_WITH_TIMEOUT(s->controller()->game().plyCount(), c.game().plyCount(), Wait);
    for (int ply = 1; ply <= c.game().plyCount(); ++ply)
        QCOMPARE(s->controller()->game().moveText(ply), c.game().moveText(ply));

    // The server stops and comes back: both windows connect again and go on with the game.
    const int plies = c.game().plyCount();
    const quint16 port = port_;
    server_->kill();
    server_->waitForFinished(Wait);
    QTRY_VERIFY_WITH_TIMEOUT(online.lobby()->status().contains("lost"), Wait);
    QVERIFY(!w->action("resign")->isEnabled());
    QVERIFY(startServer(port));
    QTRY_COMPARE_WITH_TIMEOUT(online.lobby()->status(), QString("hanna on 127.0.0.1"), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(w->action("resign")->isEnabled(), Wait);
    QCOMPARE(online.board()->id(), QString::fromStdString(c.game().tag("Event")).section(' ', -1));
    QVERIFY(c.game().plyCount() >= plies);
    QVERIFY(playUntil(*w, plies + 4));

    QCOMPARE(refused.count(), 0);
    // My Games waits for the game in progress to end: nothing is asked of the server.
    online.lobby()->findChild<QPushButton*>("myGames")->click();
    QCOMPARE(w->statusBar()->currentMessage(), QString("Finish your game first."));
    QVERIFY(!online.myGames()->busy());
    // Resigning ends it at the server: the result on the board, and hanna's rating changed.
    w->action("resign")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(c.game().isOver(), Wait);
    QCOMPARE(c.game().ending(), Ending::Resignation);
    const char* side = white == "hanna" ? "WhiteRatingDiff" : "BlackRatingDiff";
    QTRY_VERIFY_WITH_TIMEOUT(!c.game().tag(side).empty(), Wait);
    QVERIFY(QString::fromStdString(c.game().tag(side)).toInt() < 0);
    // Both players' changes: the robot won what hanna lost.
    const char* other = white == "hanna" ? "BlackRatingDiff" : "WhiteRatingDiff";
    QTRY_VERIFY_WITH_TIMEOUT(!c.game().tag(other).empty(), Wait);
    QVERIFY(QString::fromStdString(c.game().tag(other)).toInt() > 0);
    // The panel says it (from 1500 to less); the bar has nothing to add to the board's words.
    const Color hanna = white == "hanna" ? Color::White : Color::Black;
    QVERIFY2(w->playerPanel()->name(hanna).startsWith("hanna (1500 → 1"),
             qPrintable(w->playerPanel()->name(hanna)));
    QVERIFY2(w->playerPanel()->name(~hanna).startsWith("robot (1500 → 1"),
             qPrintable(w->playerPanel()->name(~hanna)));
    QVERIFY(!online.bar()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(s->controller()->game().isOver(), Wait);

    // My Games: the game from the server's archive, chosen in the game picker, on the board as
    // a record of two players here.
    const Game played = c.game();
    int listedGames = -1;
    connect(online.myGames(), &MyGames::listed, this, [&listedGames](int n) { listedGames = n; });
    QTimer closer; // the picker, once open, is accepted with its first game
    connect(&closer, &QTimer::timeout, this, [w = w.get()] {
        if (auto* picker = w->findChild<GamePicker*>(); picker && picker->isVisible())
            // queued: the question it leads to runs its own loop, in which this timer (still
            // in its slot) would never fire again
            QMetaObject::invokeMethod(picker, &QDialog::accept, Qt::QueuedConnection);
        // The finished server game was not saved: the player is asked, and lets it go (and
        // closes the game-over box, if it is still open).
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            if (QAbstractButton* discard = box->button(QMessageBox::Discard))
                discard->click();
            else
                box->reject();
        }
    });
    closer.start(50);
    online.lobby()->findChild<QPushButton*>("myGames")->click();
    QTRY_COMPARE_WITH_TIMEOUT(listedGames, 1, Wait);
    QTRY_VERIFY_WITH_TIMEOUT(!c.recordElsewhere(), Wait); // two players here: a record
    QVERIFY(!online.board());
    QCOMPARE(c.game().plyCount(), played.plyCount());
    QCOMPARE(c.game().result(), played.result());
    QCOMPARE(c.game().tag("White"), played.tag("White"));
    for (int ply = 1; ply <= played.plyCount(); ++ply)
        QCOMPARE(c.game().moveText(ply), played.moveText(ply));

    // The robot seeks again; hanna, who follows the robot too, plays it, and the follower's
    // board has the new game (hanna's own game is not offered to hanna to watch).
    QTRY_COMPARE_WITH_TIMEOUT(seeks->model()->rowCount(), 1, Wait);
    online.follow("robot");
    online.accept(seeks->model()->index(0, 0).data(Qt::UserRole).toString());
    QTRY_VERIFY_WITH_TIMEOUT(online.board(), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(watcher.board() && watcher.board()->id() == online.board()->id(),
                             Wait);
    QVERIFY(watcher.board()->id() != firstGame);
    QVERIFY(watcher.board()->watching());
    QTest::qWait(300);
    QVERIFY(online.board() && online.board()->playing());
    QVERIFY(!w->statusBar()->currentMessage().contains("began a game"));
}

// The program quits in the middle of a guest's game and starts again: the game is on the board as
// it was, nobody moving on it, with the offer to go on; yes logs the same guest in again and the
// game goes on from the server's record.
void TestOnlineWindow::aGuestsGameGoesOnAfterARestart() {
    QVERIFY(startServer());
    {
        OnlineConnection robot(*netLinkFactory());
        QSignalSpy welcomed(&robot, &OnlineConnection::welcomed);
        robot.open({"127.0.0.1", port_, false, "robot", "robot-password", false, {}, true});
        QVERIFY(welcomed.wait(Wait));
    }
    QVERIFY(startRobot("standard/300+3/casual"));
    auto w = window("guest.pdn");
    QVERIFY(w);
    QVERIFY(w->onlinePlay()->logIn({"127.0.0.1", port_, false, {}, {}, true, {}, false}));
    QTableView* seeks = w->onlinePlay()->lobby()->seeksView();
    QTRY_COMPARE_WITH_TIMEOUT(seeks->model()->rowCount(), 1, Wait);
    emit seeks->activated(seeks->model()->index(0, 0));
    QTRY_VERIFY_WITH_TIMEOUT(w->onlinePlay()->board(), Wait);
    QVERIFY(playUntil(*w, 4));
    const Game before = w->controller()->game();
    QVERIFY(!before.tag("BashniServer").empty());
    w->close(); // BYE: the game waits at the server, the record in the autosave
    w.reset();

    w = window("guest.pdn");
    QVERIFY(w);
    GameController& c = *w->controller();
    QCOMPARE(c.game().plyCount(), before.plyCount());
    QVERIFY(!c.humanToMove()); // nobody moves before the server shows the game again
    NetBar* bar = w->onlinePlay()->bar();
    QVERIFY(bar && bar->isVisible());
    QVERIFY(bar->text().contains("127.0.0.1"));
    bar->yesButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(w->onlinePlay()->board(), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(w->action("resign")->isEnabled(), Wait);
    QVERIFY(c.game().plyCount() >= before.plyCount());
    for (int ply = 1; ply <= before.plyCount(); ++ply)
        QCOMPARE(c.game().moveText(ply), before.moveText(ply));
    QVERIFY(playUntil(*w, before.plyCount() + 2));
}

// Issue 43, 1: the server goes away mid-game. The bar over the players says so (not only the
// lobby's status), the board stays turned to the player, a click says the connection is being
// restored, and the clocks stand while the server's time is unknown; back, the bar goes.
void TestOnlineWindow::aLostServerIsSaidOverTheBoard() {
    QVERIFY(startServer());
    {
        OnlineConnection robot(*netLinkFactory());
        QSignalSpy welcomed(&robot, &OnlineConnection::welcomed);
        robot.open({"127.0.0.1", port_, false, "robot", "robot-password", false, {}, true});
        QVERIFY(welcomed.wait(Wait));
    }
    QVERIFY(startRobot("standard/300+3/casual"));
    auto w = window("lost.pdn");
    QVERIFY(w);
    QVERIFY(w->onlinePlay()->logIn({"127.0.0.1", port_, false, {}, {}, true, {}, false}));
    QTableView* seeks = w->onlinePlay()->lobby()->seeksView();
    QTRY_COMPARE_WITH_TIMEOUT(seeks->model()->rowCount(), 1, Wait);
    emit seeks->activated(seeks->model()->index(0, 0));
    QTRY_VERIFY_WITH_TIMEOUT(w->onlinePlay()->board(), Wait);
    QVERIFY(playUntil(*w, 2));
    GameController& c = *w->controller();
    const Color mine = *c.remote()->localColour();
    QCOMPARE(w->scene()->isFlipped(), mine == Color::Black);
    NetBar* bar = w->onlinePlay()->bar();
    QVERIFY(!bar->isVisible());

    server_->kill();
    server_->waitForFinished(Wait);
    QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible() && bar->text().contains("lost"), Wait);
    QCOMPARE(w->scene()->isFlipped(), mine == Color::Black);
    QVERIFY(!c.humanToMove());
    QVERIFY(!c.clockRunning());
    const int plies = c.game().plyCount();
    QTest::mouseClick(w->view()->viewport(), Qt::LeftButton, {},
                      w->view()->squareCentre(mine == Color::White ? 18 : 45));
    const QString said = w->statusBar()->currentMessage();
    QVERIFY2(said.contains("restored") && !said.contains("opponent is to move"), qPrintable(said));
    QCOMPARE(c.game().plyCount(), plies);
    const QString white = w->playerPanel()->clock(Color::White),
                  black = w->playerPanel()->clock(Color::Black);
    QSignalSpy ticks(c.remote(), &RemoteSide::ticked);
    QTRY_VERIFY_WITH_TIMEOUT(ticks.count() >= 5, Wait);
    QCOMPARE(w->playerPanel()->clock(Color::White), white);
    QCOMPARE(w->playerPanel()->clock(Color::Black), black);

    QVERIFY(startServer(port_)); // the same database: the game is kept
    QTRY_VERIFY_WITH_TIMEOUT(
        w->onlinePlay()->connection()->state() == OnlineConnection::State::Online, Wait);
    QTRY_VERIFY_WITH_TIMEOUT(!bar->text().contains("lost"), Wait);
    QCOMPARE(c.game().plyCount(), plies);
}

namespace {

// The certificate question or the encryption question the window opened, when it is there.
QMessageBox* question(MainWindow& w, const char* name) {
    auto* box = w.findChild<QMessageBox*>(QLatin1String(name));
    return box && box->isVisible() ? box : nullptr;
}

QPushButton* button(QMessageBox* box, QMessageBox::ButtonRole role) {
    for (QAbstractButton* b : box->buttons())
        if (box->buttonRole(b) == role) return qobject_cast<QPushButton*>(b);
    return nullptr;
}

} // namespace

// Issue 43, 3: at the first contact with a self-signed server the window shows its fingerprint
// and name to accept or refuse, as ssh asks; a changed certificate gets its own warning with both
// fingerprints and where accepted ones are kept, and may be accepted in place of the old.
void TestOnlineWindow::aNewOrChangedCertificateIsAsked() {
    QVERIFY(startServer(
        0, QStringList{"--cert", TEST_DATA "/test-cert.pem", "--key", TEST_DATA "/test-key.pem"}));
    auto w = window("tls.pdn");
    QVERIFY(w);
    OnlinePlay& online = *w->onlinePlay();
    const ServerLogin guest{"127.0.0.1", port_, true, {}, {}, true, {}, false};
    QVERIFY(online.logIn(guest));
    QTRY_VERIFY_WITH_TIMEOUT(question(*w, "certificateQuestion"), Wait);
    QMessageBox* box = question(*w, "certificateQuestion");
    const QString server = "127.0.0.1:" + QString::number(port_);
    QVERIFY2(box->text().contains(server) && box->text().contains("EF:DB:58:B4"),
             qPrintable(box->text()));
    QVERIFY(!box->text().contains("host name"));
    QCOMPARE(online.connection()->state(), OnlineConnection::State::Closed);
    button(box, QMessageBox::RejectRole)->click(); // refused: nothing remembered, not connected
    QTRY_VERIFY_WITH_TIMEOUT(!question(*w, "certificateQuestion"), Wait);
    QCOMPARE(online.connection()->state(), OnlineConnection::State::Closed);
    QVERIFY(online.logIn(guest)); // asked again, and accepted
    QTRY_VERIFY_WITH_TIMEOUT(question(*w, "certificateQuestion"), Wait);
    button(question(*w, "certificateQuestion"), QMessageBox::AcceptRole)->click();
    QTRY_VERIFY_WITH_TIMEOUT(online.connection()->state() == OnlineConnection::State::Online, Wait);
    online.logOut();
    QVERIFY(online.logIn(guest)); // known now: no question
    QTRY_VERIFY_WITH_TIMEOUT(online.connection()->state() == OnlineConnection::State::Online, Wait);
    QVERIFY(!question(*w, "certificateQuestion"));
    online.logOut();

    server_->kill();
    server_->waitForFinished(Wait);
    QVERIFY(startServer(port_, QStringList{})); // a certificate of its own: changed
    QVERIFY(online.logIn(guest));
    QTRY_VERIFY_WITH_TIMEOUT(question(*w, "certificateQuestion"), Wait);
    box = question(*w, "certificateQuestion");
    QCOMPARE(box->icon(), QMessageBox::Warning);
    QVERIFY2(box->text().contains("changed") && box->text().contains("EF:DB:58:B4"),
             qPrintable(box->text()));
    QVERIFY(box->informativeText().contains("known-servers"));
    QCOMPARE(box->defaultButton(), button(box, QMessageBox::RejectRole));
    button(box, QMessageBox::AcceptRole)->click(); // the operator said so
    QTRY_VERIFY_WITH_TIMEOUT(online.connection()->state() == OnlineConnection::State::Online, Wait);
}

// Issue 43, 4: TLS to a plain server says so and offers a plain connection, which then logs in;
// Cancel brings the login back with everything typed, the password and "Create" included.
void TestOnlineWindow::theWrongEncryptionIsOfferedTheOther() {
    QVERIFY(startServer());
    auto w = window("plain.pdn");
    QVERIFY(w);
    OnlinePlay& online = *w->onlinePlay();
    QVERIFY(online.logIn({"127.0.0.1", port_, true, {}, {}, true, {}, false}));
    QTRY_VERIFY_WITH_TIMEOUT(question(*w, "encryptionQuestion"), Wait);
    QVERIFY(question(*w, "encryptionQuestion")->text().contains("without encryption"));
    button(question(*w, "encryptionQuestion"), QMessageBox::AcceptRole)->click();
    QTRY_VERIFY_WITH_TIMEOUT(online.connection()->state() == OnlineConnection::State::Online, Wait);
    QVERIFY(!online.connection()->login().tls);
    online.logOut();

    // Typed in the dialog: a new account, with TLS, to this plain server.
    const QString server = "127.0.0.1:" + QString::number(port_);
    bool filled = false, keptAll = false;
    QTimer fill;
    fill.setInterval(20);
    connect(&fill, &QTimer::timeout, [&] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!dialog || !dialog->findChild<QLineEdit*>("password")) return;
        auto* serverBox = dialog->findChild<QComboBox*>("server");
        auto* name = dialog->findChild<QLineEdit*>("name");
        auto* password = dialog->findChild<QLineEdit*>("password");
        auto* create = dialog->findChild<QCheckBox*>("create");
        auto* plain = dialog->findChild<QCheckBox*>("plain");
        auto* account = dialog->findChild<QRadioButton*>("account");
        if (!filled) {
            serverBox->setCurrentText(server); // a guest there before: the guest is chosen
            account->setChecked(true);
            plain->setChecked(false);
            name->setText("newcomer");
            password->setText("a long password");
            create->setChecked(true);
            filled = true;
            dialog->accept();
            return;
        }
        keptAll = serverBox->currentText() == server && !plain->isChecked() &&
                  account->isChecked() && name->text() == "newcomer" &&
                  password->text() == "a long password" && create->isChecked();
        fill.stop();
        dialog->reject();
    });
    fill.start();
    w->action("playOnline")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(question(*w, "encryptionQuestion"), Wait);
    button(question(*w, "encryptionQuestion"), QMessageBox::RejectRole)->click();
    QTRY_VERIFY_WITH_TIMEOUT(!fill.isActive(), Wait);
    QVERIFY(keptAll);
}

// Issue 43, 6: a rated game of hanna's, the program closed mid-game and started again: the board
// is turned to her before and after Go On (her password asked), the chat is there again, and at
// the end both players' rating changes are shown.
void TestOnlineWindow::aRatedGameResumedAfterARestart() {
    QVERIFY(startServer());
    {
        OnlineConnection robot(*netLinkFactory());
        QSignalSpy welcomed(&robot, &OnlineConnection::welcomed);
        robot.open({"127.0.0.1", port_, false, "robot", "robot-password", false, {}, true});
        QVERIFY(welcomed.wait(Wait));
    }
    QVERIFY(startRobot("standard/300+3/rated"));
    auto w = window("rated.pdn");
    QVERIFY(w);
    QVERIFY(w->onlinePlay()->logIn(
        {"127.0.0.1", port_, false, "hanna", "hanna-password", false, {}, true}));
    QTableView* seeks = w->onlinePlay()->lobby()->seeksView();
    QTRY_COMPARE_WITH_TIMEOUT(seeks->model()->rowCount(), 1, Wait);
    emit seeks->activated(seeks->model()->index(0, 0));
    QTRY_VERIFY_WITH_TIMEOUT(w->onlinePlay()->board(), Wait);
    const Color mine = *w->controller()->remote()->localColour();
    QVERIFY(playUntil(*w, 3));
    w->onlinePlay()->chat()->entry()->setText("good luck");
    QTest::keyClick(w->onlinePlay()->chat()->entry(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(w->onlinePlay()->chat()->transcript().contains("hanna: good luck"),
                             Wait);
    w->close();
    w.reset();

    w = window("rated.pdn");
    QVERIFY(w);
    GameController& c = *w->controller();
    QCOMPARE(w->scene()->isFlipped(), mine == Color::Black); // before Go On, and after
    QTimer password; // the login asked for the account: its password typed
    password.setInterval(20);
    connect(&password, &QTimer::timeout, [&] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!dialog || !dialog->findChild<QLineEdit*>("password")) return;
        password.stop();
        dialog->findChild<QLineEdit*>("name")->setText("hanna");
        dialog->findChild<QLineEdit*>("password")->setText("hanna-password");
        dialog->accept();
    });
    password.start();
    w->onlinePlay()->bar()->yesButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(w->onlinePlay()->board() && w->action("resign")->isEnabled(), Wait);
    QCOMPARE(w->scene()->isFlipped(), mine == Color::Black);
    QVERIFY(w->onlinePlay()->chat()->transcript().contains("hanna: good luck"));
    QVERIFY(playUntil(*w, c.game().plyCount() + 2));
    w->action("resign")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(c.game().isOver(), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(
        !c.game().tag("WhiteRatingDiff").empty() && !c.game().tag("BlackRatingDiff").empty(), Wait);
    for (Color side : {Color::White, Color::Black})
        QVERIFY2(w->playerPanel()->name(side).contains("(1500 → "),
                 qPrintable(w->playerPanel()->name(side)));
}

// Issue 43, 6: My Games while watching others does not ask to save the watched game; Log Out
// empties the lobby.
void TestOnlineWindow::myGamesWhileWatchingAndLogOut() {
    QVERIFY(startServer());
    {
        OnlineConnection robot(*netLinkFactory());
        QSignalSpy welcomed(&robot, &OnlineConnection::welcomed);
        robot.open({"127.0.0.1", port_, false, "robot", "robot-password", false, {}, true});
        QVERIFY(welcomed.wait(Wait));
    }
    QVERIFY(startRobot("standard/300+3/casual"));
    auto w = window("watch.pdn");
    QVERIFY(w);
    OnlinePlay& online = *w->onlinePlay();
    QVERIFY(online.logIn({"127.0.0.1", port_, false, "hanna", "hanna-password", false, {}, true}));
    QTableView* seeks = online.lobby()->seeksView();
    QTRY_COMPARE_WITH_TIMEOUT(seeks->model()->rowCount(), 1, Wait);
    emit seeks->activated(seeks->model()->index(0, 0));
    QTRY_VERIFY_WITH_TIMEOUT(online.board(), Wait);
    QVERIFY(playUntil(*w, 2));
    w->action("resign")->trigger(); // a game in hanna's archive
    QTRY_VERIFY_WITH_TIMEOUT(w->controller()->game().isOver(), Wait);

    // The robot seeks again; a guest robot takes it; hanna watches their game.
    QProcess guest;
    guest.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    guest.start(BASHNI_CLI_PATH, {"online", "127.0.0.1:" + QString::number(port_), "--no-tls",
                                  "--guest", "--player", "level:1", "--accept"});
    QVERIFY(guest.waitForStarted(Wait));
    bool watching = false, asked = false;
    QTimer answer; // hanna's own finished game is let go; then no question, and the picker's
    answer.setInterval(20); // first game is opened
    connect(&answer, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            if (watching) asked = true;
            if (QAbstractButton* discard = box->button(QMessageBox::Discard))
                discard->click();
            else
                box->reject();
        }
        if (auto* p = w->findChild<GamePicker*>(); p && p->isVisible())
            QMetaObject::invokeMethod(p, &QDialog::accept, Qt::QueuedConnection);
    });
    answer.start();
    QTableView* games = online.lobby()->gamesView();
    QTRY_COMPARE_WITH_TIMEOUT(games->model()->rowCount(), 1, Wait);
    online.watch(games->model()->index(0, 0).data(Qt::UserRole).toString());
    QTRY_VERIFY_WITH_TIMEOUT(online.board() && online.board()->watching(), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(w->controller()->game().plyCount() >= 2, Wait);
    watching = true;
    online.lobby()->findChild<QPushButton*>("myGames")->click();
    QTRY_VERIFY_WITH_TIMEOUT(!online.board(), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(!w->controller()->recordElsewhere(), Wait);
    answer.stop();
    QVERIFY(!asked);
    QVERIFY(w->controller()->game().tag("White") == "hanna" ||
            w->controller()->game().tag("Black") == "hanna");

    QVERIFY(online.lobby()->playersView()->model()->rowCount() > 0);
    online.logOut();
    QCOMPARE(online.lobby()->seeksView()->model()->rowCount(), 0);
    QCOMPARE(online.lobby()->gamesView()->model()->rowCount(), 0);
    QCOMPARE(online.lobby()->playersView()->model()->rowCount(), 0);
    guest.kill();
    guest.waitForFinished(Wait);
}

QTEST_MAIN(TestOnlineWindow)
#include "tst_onlinewindow.moc"
