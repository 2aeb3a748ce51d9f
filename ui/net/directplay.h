// Direct network play, a feature of the main window (ui/common/featurehost.h): Game → Host / Join
// Network Game…, the bar over the board that tells what the connection does and asks the peer's
// questions, the chat dock, the connection in the status bar, and the adjourned game offered
// again at the next start. The protocol is NetGame's, the game on the board NetworkPlay's: this
// wires them to the window. Nothing of them is made before the first network game.
#pragma once

#include "ui/common/featurehost.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class QAction;
class QLabel;

namespace bashni::net {
class Session;
}

namespace bashni::ui {

class ChatDock;
class ChatLog;
class NetBar;
class NetGame;
class NetLinkFactory;
class NetworkPlay;
struct HostChoice;

class DirectPlay : public QObject {
    Q_OBJECT
  public:
    explicit DirectPlay(FeatureHost& host, QObject* parent = nullptr);
    ~DirectPlay() override;

    QList<QAction*> gameActions() const; // for the Game menu: Host, Join

    NetworkPlay* network() const { return network_; } // nullptr when no network game
    NetBar* netBar() const { return netBar_; }
    ChatDock* chatDock() const { return chat_; }
    // Hosts a game without the dialog (tests): false, with the reason in the bar, when the
    // port cannot be listened on.
    bool hostNetworkGame(const HostChoice& choice);
    // `name`: this player's, as the host sees it (the settings' when empty).
    void joinNetworkGame(const QString& host, quint16 port, const QString& name = {});
    // Hosts again the adjourned network game on the board; false when it is none.
    bool resumeHosting();
    // A network game adjourned when the program last stopped: offered to be taken up again.
    void offerAdjourned();
    // Leaving says BYE: an unfinished game is adjourned, and the board keeps it as a game of its
    // own. Also when the window closes.
    void endNetwork();

  private:
    void hostGame();
    void joinGame();
    bool host(net::Session&& session, const QString& name);
    void startNetwork(NetGame* net, const QString& name);
    void connectNetwork(NetGame* net);
    void connectPeerQuestions(NetGame* net);
    void showNetworkBar();
    void onConnectionEnded(const QString& text);
    QString peerRefusal(const QString& reason) const;
    void keepGameLocal();
    void addChatLine(const QString& who, const QString& text);
    void restoreChat(const std::string& id);
    QString localName() const;
    NetLinkFactory* linkFactory(); // nullptr, said in the bar, without the module

    FeatureHost& host_;
    GameController* controller_;
    QAction* hostAction_;
    QAction* joinAction_;
    NetworkPlay* network_ = nullptr;
    NetBar* netBar_ = nullptr;
    ChatDock* chat_ = nullptr;
    std::unique_ptr<ChatLog> chatLog_; // the chat kept beside the autosave
    QLabel* netStatus_ = nullptr;      // the connection, in the status bar
};

} // namespace bashni::ui
