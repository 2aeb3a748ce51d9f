// Online play, a feature of the main window (ui/common/featurehost.h): Game → Play Online…, the
// login, the lobby panel, a game found or watched on the main board (ui/online/onlineboard.h),
// the opponent's questions and the connection's state in a bar over the board, and the game's
// chat. Qt Network and TLS come with the network
// module at the first Play Online (ui/net/netlink.h): nothing of this is made before.
#pragma once

#include "ui/common/featurehost.h"
#include "ui/online/onlineconnection.h"
#include "ui/online/seekdialog.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

class QAction;

namespace bashni::ui {

class ChatDock;
class ChatLog;
class Follower;
class LobbyDock;
class MyGames;
class NetBar;
class OnlineBoard;

class OnlinePlay : public QObject {
    Q_OBJECT
  public:
    explicit OnlinePlay(FeatureHost& host, QObject* parent = nullptr);
    ~OnlinePlay() override;

    QAction* action() const { return action_; } // Game → Play Online…, and the toolbar's

    // Logs in without the dialog (tests); false without the network module.
    bool logIn(const ServerLogin& login);
    void logOut();
    OnlineConnection* connection() const { return connection_; } // nullptr before the first
    LobbyDock* lobby() const { return lobby_; }
    OnlineBoard* board() const; // the server game on the board, if any
    NetBar* bar() const { return bar_; }
    ChatDock* chat() const { return chat_; }
    MyGames* myGames() const { return myGames_; } // nullptr before the first login
    void seek(const SeekChoice& choice);
    void accept(const QString& seekId);
    void watch(const QString& gameId);
    // Follows a player (or stops): their games open on the board to watch (ui/online/follower.h).
    void follow(const QString& name);
    // At the program's start: the server game the autosave kept, offered to go on with.
    void offerResume();

  private:
    void playOnline();
    void askLogin(const QString& problem = {}, const QString& server = {});
    void onCertificate(const QString& fingerprint, int verdict, const QString& remembered);
    void onWrongEncryption(bool triedTls);
    QString serverName() const; // the login's, as the player typed it
    void makeWidgets();
    void connectConnection();
    void onStateChanged(OnlineConnection::State state);
    void onWelcomed(const QString& name);
    void onRefused(const QString& reason);
    void onGameShown(const QString& id, bool again);
    void onEnded(const QString& id);
    void onAsked(const QString& id, const QString& what, const QString& answer);
    void onRating(const QString& name, Rules rules, int rating);
    void newSeek();
    void onFollowing(const QString& name);
    void onFollowedGame(const QString& gameId, bool asked);
    void leaveBoard();
    QString reasonText(const QString& reason) const;
    std::optional<int> ownRating(Rules rules) const; // none for a guest, or before the lobby
    QString endText(const net::server::ClientGame& g) const;

    FeatureHost& host_;
    QAction* action_;
    OnlineConnection* connection_ = nullptr;
    LobbyDock* lobby_ = nullptr;
    NetBar* bar_ = nullptr;
    ChatDock* chat_ = nullptr;
    MyGames* myGames_ = nullptr;
    Follower* follower_ = nullptr;
    QPointer<OnlineBoard> board_;
    SeekChoice lastSeek_;
    QString lastGameEnded_;            // the game whose ratings the next RATING lines change
    bool lostShown_ = false;           // the bar says the connection is lost
    std::unique_ptr<ChatLog> chatLog_; // the game's chat, kept beside the autosave
    // What the player typed last, password included, until a login succeeds: a login asked again
    // after a failure keeps it.
    std::optional<ServerLogin> typed_;
};

} // namespace bashni::ui
