#include "ui/online/onlineplay.h"

#include "ui/common/icons.h"
#include "ui/common/serveraddress.h"
#include "ui/common/settings.h"
#include "ui/game/gamecontroller.h"
#include "ui/game/standingremote.h"
#include "ui/net/chatdock.h"
#include "ui/net/chatlog.h"
#include "ui/net/netbar.h"
#include "ui/net/netlink.h"
#include "ui/online/connectionquestions.h"
#include "ui/online/follower.h"
#include "ui/online/lobbydock.h"
#include "ui/online/logindialog.h"
#include "ui/online/mygames.h"
#include "ui/online/onlineboard.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

#include <algorithm>

namespace bashni::ui {

using net::server::ClientGame;
using net::server::GameRole;

OnlinePlay::OnlinePlay(FeatureHost& host, QObject* parent) : QObject(parent), host_(host) {
    action_ =
        new QAction(themedIcon(QStringLiteral("network-workgroup"), host_.window()->palette()),
                    tr("Pla&y Online…"), this);
    action_->setObjectName(QStringLiteral("playOnline"));
    action_->setToolTip(tr("Play against people on a Bashni server"));
    connect(action_, &QAction::triggered, this, &OnlinePlay::playOnline);
}

OnlinePlay::~OnlinePlay() = default;

OnlineBoard* OnlinePlay::board() const {
    return board_;
}

// Logged in: the lobby comes forward; else the login, with the network module loaded first.
void OnlinePlay::playOnline() {
    if (connection_ && connection_->state() != OnlineConnection::State::Closed) {
        lobby_->show();
        lobby_->raise();
        return;
    }
    askLogin();
}

void OnlinePlay::askLogin(const QString& problem, const QString& server) {
    LoginDialog dialog(host_.userSettings(), host_.window());
    if (typed_ && (server.isEmpty() || server == serverName()))
        dialog.setLogin(*typed_);
    else if (!server.isEmpty())
        dialog.setServer(server);
    dialog.setProblem(problem);
    if (dialog.exec() != QDialog::Accepted) return;
    typed_ = dialog.login();
    logIn(*typed_);
}

QString OnlinePlay::serverName() const {
    const ServerLogin& l = typed_ ? *typed_ : connection_->login();
    return l.port == net::server::DefaultServerPort
               ? l.host
               : l.host + QLatin1Char(':') + QString::number(l.port);
}

// First contact with a self-signed server, or a certificate that changed: the player decides, as
// ssh asks; yes remembers it and connects again with the same login.
void OnlinePlay::onCertificate(const QString& fingerprint, int verdict, const QString& remembered) {
    const bool changed =
        link::KnownServers::Verdict(verdict) == link::KnownServers::Verdict::Changed;
    const ServerLogin login = connection_->login();
    lobby_->setStatus(changed ? tr("The server's certificate has changed: not connected.")
                              : tr("Not connected: the server's certificate is new."));
    ConnectionQuestions::askCertificate(
        host_.window(), serverName(), fingerprint, changed ? remembered : QString(),
        netLinkFactory()->knownServersPath(), [this, fingerprint, login](bool yes) {
            if (!yes)
                return host_.showStatus(tr("Not connected: the certificate was refused."), 8'000);
            if (!connection_->trust(fingerprint))
                return askLogin(tr("The certificate could not be remembered in %1.")
                                    .arg(netLinkFactory()->knownServersPath()));
            logIn(login);
        });
}

// TLS to a plain server, or the reverse: said, with the other offered; no: the login again, as
// typed.
void OnlinePlay::onWrongEncryption(bool triedTls) {
    const ServerLogin login = connection_->login();
    ConnectionQuestions::askOtherEncryption(
        host_.window(), serverName(), triedTls, [this, login, triedTls](bool yes) {
            if (!yes)
                return askLogin(triedTls ? tr("The server did not answer with encryption.")
                                         : tr("The server closed the connection at once."));
            ServerLogin other = login;
            other.tls = !triedTls;
            if (typed_) typed_->tls = other.tls;
            logIn(other);
        });
}

bool OnlinePlay::logIn(const ServerLogin& login) {
    if (!connection_) {
        QString error;
        NetLinkFactory* links = netLinkFactory(&error);
        if (!links) {
            host_.showStatus(tr("Online play is not available: %1").arg(error), 10'000);
            return false;
        }
        connection_ = new OnlineConnection(*links, this);
        myGames_ = new MyGames(
            *connection_, host_, [this] { return board_ && board_->playing(); },
            [this] { return board_ && board_->watching(); }, this);
        connect(myGames_, &MyGames::aboutToOpen, this, &OnlinePlay::leaveBoard);
        if (!lobby_) makeWidgets();
        follower_ = new Follower(*connection_, this);
        connect(follower_, &Follower::gameFound, this, &OnlinePlay::onFollowedGame,
                Qt::QueuedConnection);
        connect(follower_, &Follower::changed, this, &OnlinePlay::onFollowing);
        connectConnection();
    }
    lobby_->show();
    lobby_->raise(); // in front of the moves, where it shares their place
    connection_->open(login);
    return true;
}

void OnlinePlay::logOut() {
    if (!connection_) return;
    leaveBoard();
    connection_->close();
    lobby_->read(connection_->client());
}

void OnlinePlay::makeWidgets() {
    lobby_ = new LobbyDock(host_.window());
    host_.addDock(lobby_);
    bar_ = new NetBar;
    bar_->setObjectName(QStringLiteral("onlineBar"));
    host_.addNotice(bar_);
    bar_->clear(); // shown when there is something to say
    chat_ = new ChatDock(host_.window());
    chat_->setObjectName(QStringLiteral("onlineChatDock"));
    chat_->setWindowTitle(tr("Game Chat"));
    host_.addDock(chat_, lobby_); // the lobby waits behind the game's chat
    chat_->hide();
    chatLog_ =
        std::make_unique<ChatLog>(host_.autosaveFolder() + QStringLiteral("/online-chat.json"));
    connect(lobby_, &LobbyDock::newSeek, this, &OnlinePlay::newSeek);
    connect(lobby_, &LobbyDock::accept, this, &OnlinePlay::accept);
    connect(lobby_, &LobbyDock::watch, this, &OnlinePlay::watch);
    connect(lobby_, &LobbyDock::cancelSeeks, this, [this] {
        for (const auto& [id, s] : connection_->client().seeks())
            if (s.name == connection_->client().name()) connection_->client().unseek(id);
    });
    connect(lobby_, &LobbyDock::logOut, this, &OnlinePlay::logOut);
    connect(lobby_, &LobbyDock::follow, this, &OnlinePlay::follow);
    connect(lobby_, &LobbyDock::myGames, this, [this] {
        if (board_ && board_->playing())
            return host_.showStatus(tr("Finish your game first."), 5'000);
        if (myGames_) myGames_->open();
    });
    lobby_->hide(); // until a login
    connect(chat_, &ChatDock::said, this, [this](const QString& text) {
        if (board_ && connection_->state() == OnlineConnection::State::Online)
            connection_->client().say(board_->id().toStdString(), text.toStdString());
    });
}

void OnlinePlay::connectConnection() {
    OnlineConnection* c = connection_;
    connect(c, &OnlineConnection::stateChanged, this, &OnlinePlay::onStateChanged);
    connect(c, &OnlineConnection::welcomed, this, &OnlinePlay::onWelcomed);
    connect(c, &OnlineConnection::refused, this, &OnlinePlay::onRefused);
    connect(c, &OnlineConnection::failed, this,
            [this](const QString& why) { askLogin(tr("Could not connect: %1").arg(why)); });
    connect(c, &OnlineConnection::certificateUnconfirmed, this, &OnlinePlay::onCertificate);
    connect(c, &OnlineConnection::wrongEncryption, this, &OnlinePlay::onWrongEncryption);
    connect(c, &OnlineConnection::lobbyChanged, this,
            [this] { lobby_->read(connection_->client()); });
    connect(c, &OnlineConnection::seeking, this, [this] {
        host_.showStatus(tr("Your seek is in the lobby: the game begins when someone accepts it."),
                         8'000);
    });
    connect(c, &OnlineConnection::gameShown, this, &OnlinePlay::onGameShown);
    connect(c, &OnlineConnection::ended, this, &OnlinePlay::onEnded);
    connect(c, &OnlineConnection::asked, this,
            [this](const QString& id, const QString& what, const QString& answer, int) {
                onAsked(id, what, answer);
            });
    connect(c, &OnlineConnection::said, this,
            [this](const QString& id, const QString& name, const QString& text) {
                if (!board_ || board_->id() != id) return;
                chat_->addLine(name, text);
                chatLog_->add(name, text);
            });
    connect(c, &OnlineConnection::rating, this,
            [this](const QString& name, Rules rules, int rating, int, int) {
                onRating(name, rules, rating);
            });
    connect(
        c, &OnlineConnection::away, this, [this](const QString& id, const QString& name, int s) {
            if (board_ && board_->id() == id)
                bar_->inform(tr("%1's connection is gone: unless they are back within %2 seconds, "
                                "they lose the game.")
                                 .arg(name)
                                 .arg(s));
        });
    connect(c, &OnlineConnection::back, this, [this](const QString& id, const QString&) {
        if (board_ && board_->id() == id) bar_->clear();
    });
}

void OnlinePlay::onStateChanged(OnlineConnection::State state) {
    const QString server = connection_->login().host;
    switch (state) {
    case OnlineConnection::State::Connecting:
        lobby_->setStatus(tr("Connecting to %1…").arg(server));
        break;
    case OnlineConnection::State::LoggingIn:
        lobby_->setStatus(tr("Logging in to %1…").arg(server));
        break;
    case OnlineConnection::State::Online:
        lobby_->setStatus(
            tr("%1 on %2").arg(QString::fromStdString(connection_->client().name()), server));
        if (lostShown_) bar_->clear();
        lostShown_ = false;
        break;
    case OnlineConnection::State::Lost:
        lobby_->setStatus(tr("The connection to %1 is lost: connecting again…").arg(server));
        // Over the board too, where the player looks during a game.
        if (board_) {
            const bool on = !host_.gameController()->game().isOver();
            bar_->inform(on ? tr("The connection to %1 is lost: connecting again… The game "
                                 "waits; your clock is the server's.")
                                  .arg(server)
                            : tr("The connection to %1 is lost: connecting again…").arg(server));
            lostShown_ = true;
        }
        break;
    case OnlineConnection::State::Closed:
        lobby_->setStatus(tr("Not connected."));
        break;
    }
    host_.refreshActions();
}

void OnlinePlay::onWelcomed(const QString& name) {
    const ServerLogin& l = connection_->login();
    const QString server = l.port == net::server::DefaultServerPort
                               ? l.host
                               : l.host + QLatin1Char(':') + QString::number(l.port);
    if (l.guest) host_.userSettings().setGuestSecret(server, l.guestSecret);
    host_.userSettings().setOnlineSelf(server, name);
    typed_.reset();                                      // the password is not kept past its use
    host_.userSettings().setOnlinePlain(server, !l.tls); // as a restart goes back to it
    connection_->client().lobby(true);
    host_.showStatus(tr("Logged in as %1.").arg(name), 5'000);
}

// Before the login a refusal is the login's (the dialog again, saying why); after it, the last
// command's.
void OnlinePlay::onRefused(const QString& reason) {
    if (connection_->state() == OnlineConnection::State::LoggingIn) {
        connection_->close();
        return askLogin(reasonText(reason));
    }
    host_.showStatus(tr("The server refused: %1").arg(reasonText(reason)), 8'000);
}

QString OnlinePlay::reasonText(const QString& reason) const {
    if (reason == QLatin1String("wrong name or password")) return tr("Wrong name or password.");
    if (reason == QLatin1String("name taken"))
        return tr("This name is taken: choose another, or log in if it is yours.");
    if (reason == QLatin1String("unknown guest"))
        return tr("The server does not know this guest any more: log in as a new one.");
    if (reason.startsWith(QLatin1String("wait ")))
        return tr("Too many wrong passwords: wait %1 and try again.").arg(reason.mid(5));
    if (reason == QLatin1String("rating out of range"))
        return tr("Your rating is outside the range this seek is for.");
    return reason;
}

// A server game in progress when the program last stopped comes back as it was left, nobody
// moving on it, with the offer to go on; a guest goes on at once, an account after its password.
// Qt Network is loaded only if the player says yes.
void OnlinePlay::offerResume() {
    GameController& c = *host_.gameController();
    const Game g = c.game(); // a copy: loading replaces the controller's own
    const QString server = QString::fromStdString(g.tag(ServerTag));
    if (server.isEmpty() || g.isOver() || g.currentPly() != g.plyCount()) return;
    if (!lobby_) makeWidgets();
    const QString white = QString::fromStdString(g.tag("White")),
                  black = QString::fromStdString(g.tag("Black"));
    // Turned to the player: the name the server last welcomed us by is one of the two.
    const QString me = host_.userSettings().onlineSelf(server);
    auto* standing =
        new StandingRemote(g, me == black ? Color::Black : Color::White,
                           tr("The game goes on at the server: choose Go On to play it."), this);
    c.playRemote(*standing);
    connect(&c, &GameController::gameLoaded, standing, [&c, standing] {
        if (c.remote() != standing) standing->deleteLater();
    });
    bar_->ask(
        tr("Your game %1 against %2 on %3 goes on at the server. Go on with it now?")
            .arg(white, black, server),
        [this, server, white, black](bool yes) {
            if (!yes) return bar_->clear();
            const auto where = parseServerAddress(server);
            const QString secret = host_.userSettings().guestSecret(server);
            const bool guest = net::server::isGuestName(white.toStdString()) ||
                               net::server::isGuestName(black.toStdString());
            if (!where) return;
            if (!guest || secret.isEmpty())
                return askLogin(tr("Log in to go on with your game."), server);
            ServerLogin l;
            std::tie(l.host, l.port) = *where;
            l.tls = !host_.userSettings().onlinePlain(server);
            l.guest = true;
            l.guestSecret = secret;
            logIn(l);
        },
        tr("&Go On"), tr("&Not Now"));
}

void OnlinePlay::newSeek() {
    if (!connection_ || connection_->state() != OnlineConnection::State::Online) return;
    SeekDialog dialog(lastSeek_, connection_->login().guest, host_.window());
    if (dialog.exec() != QDialog::Accepted) return;
    lastSeek_ = dialog.choice();
    seek(lastSeek_);
}

// The game on the board gives way to the one sought, once the player has had the chance to save.
void OnlinePlay::seek(const SeekChoice& c) {
    std::optional<net::server::RatingRange> range;
    if (c.ratingSpread > 0 && !connection_->login().guest) {
        const auto mine = ownRating(c.rules);
        if (!mine) // the lobby has not said it yet: a range around nothing would be wrong
            return host_.showStatus(tr("Your rating is not known yet: try again in a moment."),
                                    5'000);
        range = {std::max(0, *mine - c.ratingSpread), std::min(9999, *mine + c.ratingSpread)};
    }
    if (!board_ && !host_.maySwitchGame()) return;
    connection_->client().seek(c.rules, c.clock, c.rated, c.colour, range);
}

std::optional<int> OnlinePlay::ownRating(Rules rules) const {
    const auto& players = connection_->client().players();
    const auto me = players.find(connection_->client().name());
    if (me == players.end()) return std::nullopt;
    bool number = false;
    const int rating =
        QString::fromStdString(me->second.ratings[std::size_t(rules)]).toInt(&number);
    return number ? std::optional(rating) : std::nullopt;
}

void OnlinePlay::accept(const QString& seekId) {
    const auto& seeks = connection_->client().seeks();
    const auto it = seeks.find(seekId.toStdString());
    if (it == seeks.end()) return;
    const std::string id = it->first; // the question below may let the seek go meanwhile
    if (it->second.name == connection_->client().name())
        return connection_->client().unseek(id); // one's own: taken back
    // Said here rather than by the server's refusal, with the numbers; an account whose rating
    // the lobby has not said yet is left to the server.
    if (const auto& range = it->second.range) {
        const auto mine = ownRating(it->second.rules);
        const QString wanted = tr("%1 to %2").arg(range->min).arg(range->max);
        if (connection_->login().guest) {
            host_.showStatus(tr("This seek is for players rated %1: log in with an account to "
                                "play it.")
                                 .arg(wanted),
                             8'000);
            return;
        }
        if (mine && !range->contains(*mine)) {
            host_.showStatus(
                tr("This seek is for players rated %1; yours is %2.").arg(wanted).arg(*mine),
                8'000);
            return;
        }
    }
    if (!board_ && !host_.maySwitchGame()) return;
    connection_->client().play(id);
}

void OnlinePlay::follow(const QString& name) {
    if (!follower_ || name.toStdString() == connection_->client().name()) return;
    follower_->toggle(name);
}

void OnlinePlay::onFollowing(const QString& name) {
    const QString before = lobby_->following();
    lobby_->setFollowing(name);
    lobby_->read(connection_->client());
    if (!name.isEmpty())
        host_.showStatus(tr("Following %1: their games open here to watch.").arg(name), 8'000);
    else if (!before.isEmpty())
        host_.showStatus(tr("No longer following %1.").arg(before), 5'000);
}

// Only a watched game gives way by itself: whatever else is on the board is the player's, and
// a question about saving it would come out of the blue.
void OnlinePlay::onFollowedGame(const QString& gameId, bool asked) {
    if (!connection_ || connection_->state() != OnlineConnection::State::Online) return;
    if (asked || (board_ && board_->watching())) return watch(gameId);
    host_.showStatus(tr("%1 began a game: double-click it in the lobby's Games to watch it.")
                         .arg(follower_->following()),
                     10'000);
}

void OnlinePlay::watch(const QString& gameId) {
    if (board_ && board_->id() == gameId) return;
    if (board_ && board_->playing()) {
        host_.showStatus(tr("Finish your game first."), 5'000);
        return;
    }
    // A watched game gives way at once; our finished one once the player may save it.
    if ((!board_ || !board_->watching()) && !host_.maySwitchGame()) return;
    connection_->client().watch(gameId.toStdString(), true);
}

// A game of ours (or one watched) goes on the board; one shown again after a return is the
// board's already.
void OnlinePlay::onGameShown(const QString& id, bool again) {
    const ClientGame* g = connection_->client().game(id.toStdString());
    if (!g || g->role == GameRole::Archive) return;
    if (board_ && board_->id() == id) return;
    if (board_ && board_->playing() && !g->playing()) return; // a watch while playing
    leaveBoard();
    board_ = new OnlineBoard(*connection_, *host_.gameController(), id, this);
    connect(board_, &OnlineBoard::abandoned, this, &OnlinePlay::leaveBoard);
    host_.detachFile();
    // The chat kept of this game (a restart of the program); another game's is forgotten.
    chat_->clear();
    chatLog_->setGame(id);
    for (const ChatLog::Line& line : chatLog_->lines()) chat_->addLine(line.who, line.text);
    chat_->show();
    // In front of the lobby; where a short screen put the moves in the same place, the moves.
    const auto siblings = host_.window()->tabifiedDockWidgets(chat_);
    const auto moves = std::find_if(siblings.begin(), siblings.end(), [](const QDockWidget* d) {
        return d->objectName() == QLatin1String("moveLogDock");
    });
    (moves != siblings.end() ? *moves : static_cast<QDockWidget*>(chat_))->raise();
    bar_->clear();
    const QString white = QString::fromStdString(g->game.tag("White")),
                  black = QString::fromStdString(g->game.tag("Black"));
    if (g->playing() && !again)
        host_.showStatus(tr("The game begins: %1 against %2.").arg(white, black), 8'000);
    if (!g->playing()) host_.showStatus(tr("Watching %1 against %2.").arg(white, black), 8'000);
}

// The server game leaves the board: a watched game is no longer watched; ours goes on at the
// server (the board shows another game now).
void OnlinePlay::leaveBoard() {
    if (!board_) return;
    OnlineBoard* leaving = board_;
    board_ = nullptr;
    if (leaving->watching() && connection_->state() == OnlineConnection::State::Online)
        connection_->client().watch(leaving->id().toStdString(), false);
    leaving->disconnect(this);
    leaving->deleteLater();
    bar_->clear();
}

// What the board's own words for the end (under the players) cannot say: why a game did not
// count, or that the opponent stayed away. Other endings are said there once, not twice.
QString OnlinePlay::endText(const ClientGame& g) const {
    if (g.result == "*") return tr("The game was aborted: a player left before both had moved.");
    if (g.reason != "abandoned") return {};
    const QString result = g.result == "2-0"   ? tr("White wins")
                           : g.result == "0-2" ? tr("Black wins")
                                               : tr("Draw");
    return tr("%1: the opponent stayed away too long.").arg(result);
}

void OnlinePlay::onEnded(const QString& id) {
    const ClientGame* g = connection_->client().game(id.toStdString());
    if (!g || !board_ || board_->id() != id) return;
    if (const QString text = endText(*g); !text.isEmpty())
        bar_->inform(text, tr("Close"), [this] { bar_->clear(); });
    lastGameEnded_ = id;
    host_.refreshActions();
}

// A rated game's rating change, after its END: ours in the status bar (the board's record takes
// both players', ui/online/onlineboard.h).
void OnlinePlay::onRating(const QString& name, Rules, int rating) {
    if (!board_ || board_->id() != lastGameEnded_) return;
    if (name == QString::fromStdString(connection_->client().name()))
        host_.showStatus(tr("Your rating is now %1.").arg(rating), 10'000);
}

void OnlinePlay::onAsked(const QString& id, const QString& what, const QString& answer) {
    if (!board_ || board_->id() != id) return;
    const bool draw = what == QLatin1String("DRAW");
    if (answer == QLatin1String("decline"))
        return host_.showStatus(draw ? tr("Your opponent declines the draw.")
                                     : tr("Your opponent declines the takeback."),
                                5'000);
    if (answer != QLatin1String("offer")) return;
    const std::string game = id.toStdString();
    bar_->ask(draw ? tr("Your opponent offers a draw. Do you accept?")
                   : tr("Your opponent asks to take back their last move. Do you agree?"),
              [this, game, draw](bool yes) {
                  if (connection_->state() != OnlineConnection::State::Online) return;
                  const std::string reply = yes ? "accept" : "decline";
                  if (draw)
                      connection_->client().draw(game, reply);
                  else
                      connection_->client().takeback(game, reply);
              });
}

} // namespace bashni::ui
