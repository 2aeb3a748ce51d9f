// The desktop's connection to a Bashni server: core's Client (core/net/server/client.h) over a
// link of the network module (ui/net/netlink.h, loaded at the first use of Play Online), and the
// way back after a lost connection: it connects again every few seconds and logs in as before,
// and the server shows our games again. What the server says arrives as signals; the games and
// the lobby are read from client().
#pragma once

#include "core/net/line_reader.h"
#include "core/net/server/client.h"
#include "ui/net/netlink.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>

namespace bashni::ui {

// Where and as whom: an account (made first when `create`), or a guest (back as the same guest
// with its secret).
struct ServerLogin {
    QString host;
    quint16 port = net::server::DefaultServerPort;
    bool tls = true;
    QString name, password; // an account's
    bool guest = false;
    QString guestSecret;
    bool create = false; // register the account
};

class OnlineConnection : public QObject {
    Q_OBJECT
  public:
    enum class State { Closed, Connecting, LoggingIn, Online, Lost };

    OnlineConnection(NetLinkFactory& links, QObject* parent = nullptr);
    ~OnlineConnection() override;

    void open(const ServerLogin& login); // connects, greets and logs in
    void close();                        // says BYE; no coming back
    State state() const { return state_; }
    // Accepts `fingerprint` as the certificate of the login's server (in place of any other).
    bool trust(const QString& fingerprint);
    const ServerLogin& login() const { return login_; }
    net::server::Client& client() { return *client_; }
    const net::server::Client& client() const { return *client_; }

    static constexpr int RetryFirstMs = 2'000, RetryMaxMs = 30'000;
    // Games the server has not shown again this long after a return ended meanwhile.
    static constexpr int ReplayWaitMs = 3'000;

  signals:
    void stateChanged(bashni::ui::OnlineConnection::State state);
    void welcomed(const QString& name);
    void refused(const QString& reason); // an ERROR line
    void failed(const QString& reason);  // no connection before the login: given up
    void certificateChecked(const QString& fingerprint, int verdict, const QString& remembered);
    // The server's certificate is not one the player has accepted (first met, or changed): the
    // connection is closed; trust() and open() again to go on.
    void certificateUnconfirmed(const QString& fingerprint, int verdict, const QString& remembered);
    // No login could happen because the encryption was the wrong choice, by the look of it: TLS
    // to a server that answered otherwise (`triedTls`), or plain to one that closed at once.
    void wrongEncryption(bool triedTls);
    void lobbyChanged();
    void seeking(const QString& seekId);
    void gameShown(const QString& id, bool again);
    void moved(const QString& id, int ply);
    void clockChanged(const QString& id);
    void ended(const QString& id);
    void takenBack(const QString& id);
    void asked(const QString& id, const QString& what, const QString& answer, int ply);
    void away(const QString& id, const QString& name, int seconds);
    void back(const QString& id, const QString& name);
    void said(const QString& id, const QString& name, const QString& text);
    void rating(const QString& name, bashni::Rules rules, int rating, int deviation, int games);
    void past(const bashni::net::server::PastGame& game);
    void pastEnd(const QString& name, const QString& next);
    void staleGamesForgotten();

  private:
    net::server::Client::Events events();
    void setState(State s);
    void connectNow();
    void opened(int id);
    void received(const QByteArray& bytes);
    void lost();
    void couldNotConnect(const QString& why);
    void handshakeFailed(const QString& why);
    bool gaveUpBeforeLogin();

    NetLinkFactory& links_;
    std::unique_ptr<NetLink> link_;
    std::unique_ptr<net::server::Client> client_;
    net::LineReader reader_;
    ServerLogin login_;
    State state_ = State::Closed;
    int id_ = 0;
    bool everWelcomed_ = false;
    bool heard_ = false; // the server said something on this connection
    struct Unconfirmed {
        QString fingerprint, remembered;
        int verdict = 0;
    };
    std::optional<Unconfirmed> unconfirmed_; // the certificate this connection met, not accepted
    int retryMs_ = RetryFirstMs;
    QTimer retry_;
};

} // namespace bashni::ui
