#include "ui/net/directplay.h"

#include "core/net/wire.h"
#include "ui/common/icons.h"
#include "ui/common/settings.h"
#include "ui/files/gamefiles.h"
#include "ui/game/gamecontroller.h"
#include "ui/game/standingremote.h"
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

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>

namespace bashni::ui {

DirectPlay::DirectPlay(FeatureHost& host, QObject* parent)
    : QObject(parent), host_(host), controller_(host.gameController()) {
    const QPalette palette = host_.window()->palette();
    hostAction_ = new QAction(themedIcon(QStringLiteral("network-server"), palette),
                              tr("Host Ne&twork Game…"), this);
    hostAction_->setObjectName(QStringLiteral("hostGame"));
    connect(hostAction_, &QAction::triggered, this, &DirectPlay::hostGame);
    joinAction_ = new QAction(themedIcon(QStringLiteral("network-connect"), palette),
                              tr("&Join Network Game…"), this);
    joinAction_->setObjectName(QStringLiteral("joinGame"));
    connect(joinAction_, &QAction::triggered, this, &DirectPlay::joinGame);
}

DirectPlay::~DirectPlay() {
    endNetwork();
}

QList<QAction*> DirectPlay::gameActions() const {
    return {hostAction_, joinAction_};
}

// Qt Network comes with the first network game (ui/net/netlink.h).
NetLinkFactory* DirectPlay::linkFactory() {
    QString error;
    NetLinkFactory* f = netLinkFactory(&error);
    if (!f) {
        showNetworkBar();
        netBar_->inform(tr("Network play is not available: %1").arg(error), tr("Close"),
                        [this] { netBar_->clear(); });
    }
    return f;
}

QString DirectPlay::localName() const {
    const QString name = host_.userSettings().playerName().simplified();
    return name.isEmpty() ? tr("Player") : name;
}

void DirectPlay::hostGame() {
    const auto adjourned = adjournedGame(controller_->game());
    if (adjourned && adjourned->role == net::Role::Host &&
        QMessageBox::question(host_.window(), tr("Host Network Game"),
                              tr("This game was adjourned. Host it again, for the same friend "
                                 "to join and play on?")) == QMessageBox::Yes) {
        resumeHosting();
        return;
    }
    HostChoice initial;
    initial.name = localName();
    initial.rules = host_.userSettings().newGame().rules;
    initial.clock = host_.userSettings().newGame().timeControl;
    if (initial.clock.kind == TimeControl::Kind::PerMove) initial.clock = TimeControl::none();
    HostDialog dialog(initial, host_.window());
    if (dialog.exec() != QDialog::Accepted || !host_.maySwitchGame()) return;
    host_.userSettings().setPlayerName(dialog.choice().name);
    hostNetworkGame(dialog.choice());
}

bool DirectPlay::hostNetworkGame(const HostChoice& choice) {
    const Color colour = hostColour(choice.side);
    const net::GameSetup setup{net::newGameId(), choice.rules, ~colour, choice.clock, std::nullopt};
    return host(net::Session(choice.name.toStdString(), setup, Game(choice.rules)), choice.name);
}

// The record left by a network game this window hosted, hosted again: the guest that joins is
// replayed the moves and the game goes on.
bool DirectPlay::resumeHosting() {
    const auto adjourned = adjournedGame(controller_->game());
    if (!adjourned || adjourned->role != net::Role::Host) return false;
    Game game = controller_->game();
    game.goTo(game.plyCount());
    const Color local = ~adjourned->setup.guestColour;
    QString name = QString::fromStdString(game.tag(local == Color::White ? "White" : "Black"));
    if (name.isEmpty() || name == QLatin1String("?")) name = localName();
    return host(net::Session(name.toStdString(), adjourned->setup, game, adjourned->secret), name);
}

bool DirectPlay::host(net::Session&& session, const QString& name) {
    endNetwork();
    NetLinkFactory* links = linkFactory();
    if (!links) return false;
    const net::GameSetup setup = *session.setup();
    auto* net = new NetGame(std::move(session), links->createLink());
    const QString address = host_.userSettings().listenAddress();
    const int port = host_.userSettings().networkPort();
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
    net->answerLooks(links->createDiscovery(), quint16(host_.userSettings().discoveryPort()),
                     hostDatagram(net->port(), setup.rules, setup.clock, name));
    netBar_->inform(tr("Waiting for your friend to join: address %1, port %2.")
                        .arg(net->ownAddresses(address).join(QStringLiteral(", ")))
                        .arg(net->port()),
                    tr("Cancel"), [this] { endNetwork(); });
    return true;
}

void DirectPlay::joinGame() {
    // The guest of an adjourned game joins its host again, which replays the record.
    const auto adjourned = adjournedGame(controller_->game());
    const bool resume = adjourned && adjourned->role == net::Role::Guest;
    NetLinkFactory* links = linkFactory();
    if (!links) return;
    JoinDialog dialog(localName(), resume ? adjourned->host : host_.userSettings().lastJoined(),
                      links->createDiscovery(), host_.userSettings().broadcastAddress(),
                      quint16(host_.userSettings().discoveryPort()), host_.window());
    if (dialog.exec() != QDialog::Accepted) return;
    // Rejoining the adjourned game on the board goes on with this very record: nothing to save.
    const QString target = dialog.host() + QLatin1Char(':') + QString::number(dialog.port());
    const bool rejoining = resume && target == adjourned->host;
    if (!rejoining && !host_.maySwitchGame()) return;
    host_.userSettings().setLastJoined(dialog.address());
    host_.userSettings().setPlayerName(dialog.name());
    joinNetworkGame(dialog.host(), dialog.port(), dialog.name());
}

void DirectPlay::joinNetworkGame(const QString& host, quint16 port, const QString& playerName) {
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
void DirectPlay::showNetworkBar() {
    if (netBar_) return;
    netBar_ = new NetBar;
    host_.addNotice(netBar_);
    netStatus_ = new QLabel;
    netStatus_->setTextFormat(Qt::PlainText);
    netStatus_->setObjectName(QStringLiteral("netStatus"));
    host_.addStatusWidget(netStatus_);
    chat_ = new ChatDock(host_.window());
    host_.addDock(chat_);
    connect(chat_, &ChatDock::said, this, [this](const QString& text) {
        if (network_ && network_->net()->chat(text)) addChatLine(network_->localName(), text);
    });
    // An offer or message about a network game goes with that game off the board.
    connect(controller_, &GameController::gameLoaded, netBar_, [this] {
        if (!network_ && !adjournedGame(controller_->game())) netBar_->clear();
    });
    chatLog_ =
        std::make_unique<ChatLog>(host_.autosaveFolder() + QStringLiteral("/network-chat.json"));
}

// A line said, shown and kept with the game's chat (so that a restart finds it again).
void DirectPlay::addChatLine(const QString& who, const QString& text) {
    chat_->addLine(who, text);
    chatLog_->add(who, text);
}

// The chat of game `id`: what was kept of it, or nothing for another game.
void DirectPlay::restoreChat(const std::string& id) {
    const QString game = QString::fromStdString(id);
    if (chatLog_->game() == game && !chat_->transcript().isEmpty()) return; // shown already
    chatLog_->setGame(game);
    chat_->clear();
    for (const ChatLog::Line& line : chatLog_->lines()) chat_->addLine(line.who, line.text);
}

void DirectPlay::startNetwork(NetGame* net, const QString& name) {
    showNetworkBar();
    network_ = new NetworkPlay(net, controller_, name, this);
    connect(network_, &NetworkPlay::abandoned, this, &DirectPlay::endNetwork);
    connectNetwork(net);
    netStatus_->setText(tr("Not connected"));
    netStatus_->show();
    chat_->show();
    host_.detachFile();
    host_.refreshActions();
}

// The connection's state, in the status bar and the bar over the board.
void DirectPlay::connectNetwork(NetGame* net) {
    auto peer = [net] { return QString::fromStdString(net->session().peerName()); };
    connect(net, &NetGame::connected, this,
            [this, peer] { netStatus_->setText(tr("Connected to %1").arg(peer())); });
    connect(net, &NetGame::started, this, [this, peer, net](bool resumed) {
        restoreChat(net->session().setup()->id);
        netBar_->clear();
        host_.showStatus(resumed ? tr("The game goes on.")
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
void DirectPlay::connectPeerQuestions(NetGame* net) {
    auto peer = [net] { return QString::fromStdString(net->session().peerName()); };
    connect(net, &NetGame::chatReceived, this,
            [this, peer](const QString& text) { addChatLine(peer(), text); });
    connect(net, &NetGame::drawOffered, this, [this, peer] {
        netBar_->ask(tr("%1 offers a draw. Do you accept?").arg(peer()), [this](bool yes) {
            if (network_) network_->answerDraw(yes);
        });
    });
    connect(net, &NetGame::drawDeclined, this,
            [this, peer] { host_.showStatus(tr("%1 declines the draw.").arg(peer()), 5000); });
    connect(net, &NetGame::takebackRequested, this, [this, peer] {
        netBar_->ask(tr("%1 asks to take back their last move. Do you agree?").arg(peer()),
                     [this](bool yes) {
                         if (network_) network_->answerTakeback(yes);
                     });
    });
    connect(net, &NetGame::takebackDeclined, this,
            [this, peer] { host_.showStatus(tr("%1 declines the takeback.").arg(peer()), 5000); });
}

// The host keeps listening, so its friend can come back; the guest may connect again.
void DirectPlay::onConnectionEnded(const QString& text) {
    if (!network_) return;
    netStatus_->setText(tr("Not connected"));
    NetGame* net = network_->net();
    // A finished game is not adjourned: nothing waits for anyone, and the port is freed at once.
    if (net->session().setup() && net->session().game().isOver()) {
        const QString peer = QString::fromStdString(net->session().peerName());
        endNetwork();
        netBar_->inform(tr("%1 has left. The game is over.").arg(peer), tr("Close"),
                        [this] { netBar_->clear(); });
        return;
    }
    if (net->session().role() == net::Role::Guest)
        netBar_->inform(text, tr("&Reconnect"), [this, net] {
            netBar_->inform(tr("Connecting…"), tr("Cancel"), [this] { endNetwork(); });
            net->reconnect();
        });
    else
        netBar_->inform(text, tr("Stop &Hosting"), [this] { endNetwork(); });
    host_.refreshActions();
}

// Why the peer closed the connection, in the player's words where the reason is one of ours.
QString DirectPlay::peerRefusal(const QString& reason) const {
    if (reason == QLatin1String("busy"))
        return tr("The host did not let you in: it has a guest already, or its game waits for "
                  "the player who began it.");
    if (reason == QLatin1String("version"))
        return tr("The other program is an older or newer Bashni that speaks another version "
                  "of the network protocol. Both players need Bashni 0.4 or later.");
    return tr("The connection ended: %1").arg(reason);
}

// Leaving says BYE: an unfinished game is adjourned, and the board keeps it as a game of its own.
void DirectPlay::endNetwork() {
    if (!network_) return;
    NetworkPlay* ending = std::exchange(network_, nullptr);
    ending->leave();
    disconnect(ending, nullptr, this, nullptr);
    disconnect(ending->net(), nullptr, this, nullptr);
    ending->deleteLater();
    keepGameLocal();
    netBar_->clear();
    netStatus_->hide();
    host_.refreshActions();
}

// The game stays on the board, to be studied or played on by hand, its clocks waiting.
void DirectPlay::keepGameLocal() {
    if (!controller_->recordElsewhere()) return;
    GameSetup setup = controller_->setup();
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    const Game game = controller_->game();
    controller_->loadGame(game, setup, game.timeControl().timed());
}

// A network game adjourned when the program last stopped (quit, crash or kill) comes back as it
// was left: turned to this player, its clocks standing, nobody moving on it, and the offer to
// take it up again. Qt Network is loaded only if the player says yes.
void DirectPlay::offerAdjourned() {
    const auto adjourned = adjournedGame(controller_->game());
    if (!adjourned) return;
    const bool guest = adjourned->role == net::Role::Guest;
    const Color local = guest ? adjourned->setup.guestColour : ~adjourned->setup.guestColour;
    auto* standing = new StandingRemote(
        controller_->game(), local,
        tr("The game is adjourned: host it again or rejoin it to play on."), this);
    controller_->playRemote(*standing);
    // It stands until another game takes the board (the one taken up again, or a local one).
    connect(controller_, &GameController::gameLoaded, standing, [this, standing] {
        if (controller_->remote() != standing) standing->deleteLater();
    });
    showNetworkBar();
    netStatus_->hide();
    restoreChat(adjourned->setup.id);
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
    host_.refreshActions();
}

} // namespace bashni::ui
