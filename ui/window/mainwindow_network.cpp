// The main window's network games: Game → Host / Join Network Game…, the bar over the board
// that tells what the connection does and asks the peer's questions, the chat dock and the
// connection in the status bar. The protocol is NetGame's, the game on the board NetworkPlay's:
// this file only wires them to the window. Nothing here is built before the first network game.
#include "core/net/wire.h"
#include "ui/files/gamefiles.h"
#include "ui/game/gamecontroller.h"
#include "ui/net/adjourned.h"
#include "ui/net/chatdock.h"
#include "ui/net/chatlog.h"
#include "ui/net/discovery.h"
#include "ui/net/hostdialog.h"
#include "ui/net/joindialog.h"
#include "ui/net/netbar.h"
#include "ui/net/netgame.h"
#include "ui/net/netlink.h"
#include "ui/net/networkplay.h"
#include "ui/net/peerseat.h"
#include "ui/review/gamereview.h"
#include "ui/window/mainwindow.h"
#include "ui/window/mainwindow_actions.h"

#include <QAction>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>

namespace bashni::ui {

// Qt Network comes with the first network game (ui/net/netlink.h).
NetLinkFactory* MainWindow::linkFactory() {
    QString error;
    NetLinkFactory* f = netLinkFactory(&error);
    if (!f) {
        showNetworkBar();
        netBar_->inform(tr("Network play is not available: %1").arg(error), tr("Close"),
                        [this] { netBar_->clear(); });
    }
    return f;
}

QString MainWindow::localName() const {
    const QString name = settings_.playerName().simplified();
    return name.isEmpty() ? tr("Player") : name;
}

void MainWindow::hostGame() {
    const auto adjourned = adjournedGame(controller_->game());
    if (adjourned && adjourned->role == net::Role::Host &&
        QMessageBox::question(this, tr("Host Network Game"),
                              tr("This game was adjourned. Host it again, for the same friend "
                                 "to join and play on?")) == QMessageBox::Yes) {
        resumeHosting();
        return;
    }
    HostChoice initial;
    initial.name = localName();
    initial.rules = settings_.newGame().rules;
    initial.clock = settings_.newGame().timeControl;
    if (initial.clock.kind == TimeControl::Kind::PerMove) initial.clock = TimeControl::none();
    HostDialog dialog(initial, this);
    if (dialog.exec() != QDialog::Accepted || !maySwitchGame()) return;
    settings_.setPlayerName(dialog.choice().name);
    hostNetworkGame(dialog.choice());
}

bool MainWindow::hostNetworkGame(const HostChoice& choice) {
    const Color colour = hostColour(choice.side);
    const net::GameSetup setup{net::newGameId(), choice.rules, ~colour, choice.clock, std::nullopt};
    return host(net::Session(choice.name.toStdString(), setup, Game(choice.rules)), choice.name);
}

// The record left by a network game this window hosted, hosted again: the guest that joins is
// replayed the moves and the game goes on.
bool MainWindow::resumeHosting() {
    const auto adjourned = adjournedGame(controller_->game());
    if (!adjourned || adjourned->role != net::Role::Host) return false;
    Game game = controller_->game();
    game.goTo(game.plyCount());
    const Color local = ~adjourned->setup.guestColour;
    QString name = QString::fromStdString(game.tag(local == Color::White ? "White" : "Black"));
    if (name.isEmpty() || name == QLatin1String("?")) name = localName();
    return host(net::Session(name.toStdString(), adjourned->setup, game, adjourned->secret), name);
}

bool MainWindow::host(net::Session&& session, const QString& name) {
    endNetwork();
    NetLinkFactory* links = linkFactory();
    if (!links) return false;
    const net::GameSetup setup = *session.setup();
    auto* net = new NetGame(std::move(session), links->createLink());
    const QString address = settings_.listenAddress();
    const int port = settings_.networkPort();
    QString error;
    if (!net->listen(address, quint16(port), &error)) {
        delete net;
        showNetworkBar();
        netBar_->inform(
            tr("Cannot host a game on port %1: %2. Another program may be using this port.")
                .arg(port)
                .arg(error),
            tr("Close"), [this] { netBar_->clear(); });
        return false;
    }
    startNetwork(net, name);
    // Found by Join on the local network while it waits for its guest.
    net->answerLooks(links->createDiscovery(), quint16(settings_.discoveryPort()),
                     hostDatagram(net->port(), setup.rules, setup.clock, name));
    netBar_->inform(tr("Waiting for your friend to join: address %1, port %2.")
                        .arg(net->ownAddresses(address).join(QStringLiteral(", ")))
                        .arg(net->port()),
                    tr("Cancel"), [this] { endNetwork(); });
    return true;
}

void MainWindow::joinGame() {
    // The guest of an adjourned game joins its host again, which replays the record.
    const auto adjourned = adjournedGame(controller_->game());
    const bool resume = adjourned && adjourned->role == net::Role::Guest;
    NetLinkFactory* links = linkFactory();
    if (!links) return;
    JoinDialog dialog(localName(), resume ? adjourned->host : settings_.lastJoined(),
                      links->createDiscovery(), settings_.broadcastAddress(),
                      quint16(settings_.discoveryPort()), this);
    if (dialog.exec() != QDialog::Accepted) return;
    // Rejoining the adjourned game on the board goes on with this very record: nothing to save.
    const QString target = dialog.host() + QLatin1Char(':') + QString::number(dialog.port());
    const bool rejoining = resume && target == adjourned->host;
    if (!rejoining && !maySwitchGame()) return;
    settings_.setLastJoined(dialog.address());
    settings_.setPlayerName(dialog.name());
    joinNetworkGame(dialog.host(), dialog.port(), dialog.name());
}

void MainWindow::joinNetworkGame(const QString& host, quint16 port, const QString& playerName) {
    endNetwork();
    NetLinkFactory* links = linkFactory();
    if (!links) return;
    const QString name = playerName.isEmpty() ? localName() : playerName;
    // The guest of the adjourned game on the board comes back to its seat with the secret.
    const auto adjourned = adjournedGame(controller_->game());
    const QString address = host + QLatin1Char(':') + QString::number(port);
    const bool back =
        adjourned && adjourned->role == net::Role::Guest && adjourned->host == address;
    net::Session session =
        back ? net::Session::returningGuest(name.toStdString(), adjourned->setup,
                                            controller_->game(), adjourned->secret)
             : net::Session(name.toStdString());
    auto* net = new NetGame(std::move(session), links->createLink());
    startNetwork(net, name);
    netBar_->inform(tr("Connecting to %1, port %2…").arg(host).arg(port), tr("Cancel"),
                    [this] { endNetwork(); });
    net->join(host, port);
}

// The bar goes above the players, the chat beside the move log, the indicator into the status bar.
void MainWindow::showNetworkBar() {
    if (netBar_) return;
    netBar_ = new NetBar;
    addNotice(netBar_);
    netStatus_ = new QLabel;
    netStatus_->setTextFormat(Qt::PlainText);
    netStatus_->setObjectName(QStringLiteral("netStatus"));
    statusBar()->addPermanentWidget(netStatus_);
    chat_ = new ChatDock(this);
    // Where the player last had it, when the window's saved state knows it.
    if (!restoreDockWidget(chat_)) addDockWidget(Qt::RightDockWidgetArea, chat_, Qt::Vertical);
    connect(chat_, &ChatDock::said, this, [this](const QString& text) {
        if (network_ && network_->net()->chat(text)) addChatLine(network_->localName(), text);
    });
    // An offer or message about a network game goes with that game off the board.
    connect(controller_, &GameController::gameLoaded, netBar_, [this] {
        if (!network_ && !adjournedGame(controller_->game())) netBar_->clear();
    });
    chatLog_ = std::make_unique<ChatLog>(QFileInfo(autosave_.path()).absolutePath() +
                                         QStringLiteral("/network-chat.json"));
}

// A line said, shown and kept with the game's chat (so that a restart finds it again).
void MainWindow::addChatLine(const QString& who, const QString& text) {
    chat_->addLine(who, text);
    chatLog_->add(who, text);
}

// The chat of game `id`: what was kept of it, or nothing for another game.
void MainWindow::restoreChat(const std::string& id) {
    const QString game = QString::fromStdString(id);
    if (chatLog_->game() == game && !chat_->transcript().isEmpty()) return; // shown already
    chatLog_->setGame(game);
    chat_->clear();
    for (const ChatLog::Line& line : chatLog_->lines()) chat_->addLine(line.who, line.text);
}

void MainWindow::startNetwork(NetGame* net, const QString& name) {
    if (review_ && review_->running()) review_->stop(); // no engine help against a person
    showNetworkBar();
    network_ = new NetworkPlay(net, controller_, name, this);
    connect(network_, &NetworkPlay::abandoned, this, &MainWindow::endNetwork);
    connectNetwork(net);
    netStatus_->setText(tr("Not connected"));
    netStatus_->show();
    chat_->show();
    files_->setFileName(QString());
    updateActions();
}

// The connection's state, in the status bar and the bar over the board.
void MainWindow::connectNetwork(NetGame* net) {
    auto peer = [net] { return QString::fromStdString(net->session().peerName()); };
    connect(net, &NetGame::connected, this,
            [this, peer] { netStatus_->setText(tr("Connected to %1").arg(peer())); });
    connect(net, &NetGame::started, this, [this, peer, net](bool resumed) {
        restoreChat(net->session().setup()->id);
        netBar_->clear();
        statusBar()->showMessage(resumed ? tr("The game goes on.")
                                         : tr("The game against %1 begins.").arg(peer()),
                                 5000);
    });
    connect(net, &NetGame::declined, this, [this, peer](const QString& reason) {
        onConnectionEnded(tr("%1 declined the game: %2").arg(peer(), reason));
    });
    connect(net, &NetGame::peerLeft, this, [this, peer] {
        onConnectionEnded(tr("%1 has left; the game is adjourned.").arg(peer()));
    });
    connect(net, &NetGame::failed, this, [this](const QString& reason, bool ours) {
        onConnectionEnded(ours ? tr("The opponent's program sent a wrong message (%1): the "
                                    "connection is closed, the game is unchanged.")
                                     .arg(reason)
                               : peerRefusal(reason));
    });
    connect(net, &NetGame::lost, this,
            [this] { onConnectionEnded(tr("Connection lost — waiting for the opponent.")); });
    connect(net, &NetGame::gameOver, this, [this] { netBar_->clear(); });
    connectPeerQuestions(net);
}

// What the peer says or asks: chat, and the draw and takeback questions, in the bar.
void MainWindow::connectPeerQuestions(NetGame* net) {
    auto peer = [net] { return QString::fromStdString(net->session().peerName()); };
    connect(net, &NetGame::chatReceived, this,
            [this, peer](const QString& text) { addChatLine(peer(), text); });
    connect(net, &NetGame::drawOffered, this, [this, peer] {
        netBar_->ask(tr("%1 offers a draw. Do you accept?").arg(peer()), [this](bool yes) {
            if (network_) network_->answerDraw(yes);
        });
    });
    connect(net, &NetGame::drawDeclined, this, [this, peer] {
        statusBar()->showMessage(tr("%1 declines the draw.").arg(peer()), 5000);
    });
    connect(net, &NetGame::takebackRequested, this, [this, peer] {
        netBar_->ask(tr("%1 asks to take back their last move. Do you agree?").arg(peer()),
                     [this](bool yes) {
                         if (network_) network_->answerTakeback(yes);
                     });
    });
    connect(net, &NetGame::takebackDeclined, this, [this, peer] {
        statusBar()->showMessage(tr("%1 declines the takeback.").arg(peer()), 5000);
    });
}

// The host keeps listening, so its friend can come back; the guest may connect again.
void MainWindow::onConnectionEnded(const QString& text) {
    if (!network_) return;
    netStatus_->setText(tr("Not connected"));
    NetGame* net = network_->net();
    if (net->session().role() == net::Role::Guest)
        netBar_->inform(text, tr("&Reconnect"), [this, net] {
            netBar_->inform(tr("Connecting…"), tr("Cancel"), [this] { endNetwork(); });
            net->reconnect();
        });
    else
        netBar_->inform(text, tr("Stop &Hosting"), [this] { endNetwork(); });
    updateActions();
}

// Why the peer closed the connection, in the player's words where the reason is one of ours.
QString MainWindow::peerRefusal(const QString& reason) const {
    if (reason == QLatin1String("busy"))
        return tr("The host did not let you in: it has a guest already, or its game waits for "
                  "the player who began it.");
    if (reason == QLatin1String("version"))
        return tr("The other program is an older or newer Bashni that speaks another version "
                  "of the network protocol. Both players need Bashni 0.4 or later.");
    return tr("The connection ended: %1").arg(reason);
}

// Leaving says BYE: an unfinished game is adjourned, and the board keeps it as a game of its own.
void MainWindow::endNetwork() {
    if (!network_) return;
    NetworkPlay* ending = std::exchange(network_, nullptr);
    ending->net()->bye();
    disconnect(ending, nullptr, this, nullptr);
    disconnect(ending->net(), nullptr, this, nullptr);
    ending->deleteLater();
    keepGameLocal();
    netBar_->clear();
    netStatus_->hide();
    updateActions();
}

// The game stays on the board, to be studied or played on by hand, its clocks waiting.
void MainWindow::keepGameLocal() {
    controller_->setClockSource({});
    if (!controller_->recordElsewhere()) return;
    GameSetup setup = controller_->setup();
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    const Game game = controller_->game();
    controller_->loadGame(game, setup, game.timeControl().timed());
}

// A network game adjourned when the program last stopped (quit, crash or kill) comes back as it
// was left: turned to this player, its clocks standing, nobody moving on it, and the offer to
// take it up again. Qt Network is loaded only if the player says yes.
void MainWindow::offerAdjourned() {
    const auto adjourned = adjournedGame(controller_->game());
    if (!adjourned) return;
    controller_->loadGame(controller_->game(), controller_->setup(),
                          {std::make_unique<PeerSeat>(), std::make_unique<PeerSeat>()});
    controller_->setClockSource([this](Color side) -> std::optional<Milliseconds> {
        const Game& g = controller_->game();
        const auto clock = g.clockAt(side);
        if (!clock || side != g.sideToMove()) return clock;
        return *clock - g.currentMoveUsedMs();
    });
    showNetworkBar();
    netStatus_->hide();
    restoreChat(adjourned->setup.id);
    const bool guest = adjourned->role == net::Role::Guest;
    const Color local = guest ? adjourned->setup.guestColour : ~adjourned->setup.guestColour;
    const QString peer =
        QString::fromStdString(controller_->game().tag(local == Color::White ? "Black" : "White"));
    const QString question =
        guest ? tr("Your network game against %1 is adjourned. Rejoin it now?").arg(peer)
              : tr("Your network game against %1 is adjourned. Host it again, for %1 to come "
                   "back?")
                    .arg(peer);
    netBar_->ask(
        question,
        [this, adjourned](bool yes) {
            const auto now = adjournedGame(controller_->game()); // still the game offered?
            if (!now || now->setup.id != adjourned->setup.id) return;
            if (!yes) return keepGameLocal();
            if (adjourned->role == net::Role::Host) return void(resumeHosting());
            const auto [host, port] = splitAddress(adjourned->host);
            joinNetworkGame(host, port);
        },
        guest ? tr("&Rejoin") : tr("&Host Again"), tr("&Not Now"));
    updateActions();
}

void MainWindow::updateNetworkActions() {
    Actions& a = *actions_;
    const bool playing = network_->playing();
    a.undo->setEnabled(network_->canRequestTakeback());
    a.redo->setEnabled(false);
    a.hint->setEnabled(false); // the computer does not help against a person
    a.pause->setEnabled(false);
    a.offerDraw->setEnabled(playing);
    a.resign->setEnabled(playing);
}

void MainWindow::requestTakeback() {
    if (network_->requestTakeback())
        statusBar()->showMessage(tr("Your opponent is asked to allow the takeback…"), 5000);
}

void MainWindow::offerNetworkDraw() {
    if (network_->offerDraw()) statusBar()->showMessage(tr("Your draw offer was sent."), 5000);
}

} // namespace bashni::ui
