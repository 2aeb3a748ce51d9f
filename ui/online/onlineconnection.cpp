#include "ui/online/onlineconnection.h"

namespace bashni::ui {

namespace {
QString q(const std::string& s) {
    return QString::fromStdString(s);
}
} // namespace

OnlineConnection::OnlineConnection(NetLinkFactory& links, QObject* parent)
    : QObject(parent), links_(links) {
    client_ = std::make_unique<net::server::Client>(
        [this](const std::string& line) {
            if (link_ && id_) link_->write(id_, QByteArray::fromStdString(line));
        },
        events());
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &OnlineConnection::connectNow);
}

OnlineConnection::~OnlineConnection() {
    close();
}

net::server::Client::Events OnlineConnection::events() {
    net::server::Client::Events e;
    e.welcomed = [this](const std::string& name) {
        const bool again = std::exchange(everWelcomed_, true);
        retryMs_ = RetryFirstMs;
        if (login_.guest) login_.guestSecret = q(client_->guestSecret());
        setState(State::Online);
        emit welcomed(q(name));
        if (again)
            QTimer::singleShot(ReplayWaitMs, this, [this] {
                if (state_ != State::Online) return;
                client_->forgetStaleGames();
                emit staleGamesForgotten();
            });
    };
    e.refused = [this](const std::string& why) { emit refused(q(why)); };
    e.lobbyChanged = [this] { emit lobbyChanged(); };
    e.seeking = [this](const std::string& id) { emit seeking(q(id)); };
    e.gameShown = [this](const auto& g, bool again) { emit gameShown(q(g.id), again); };
    e.moved = [this](const auto& g, int ply) { emit moved(q(g.id), ply); };
    e.clockChanged = [this](const auto& g) { emit clockChanged(q(g.id)); };
    e.ended = [this](const auto& g) { emit ended(q(g.id)); };
    e.takenBack = [this](const auto& g) { emit takenBack(q(g.id)); };
    e.asked = [this](const auto& g, const std::string& what, const std::string& answer, int ply) {
        emit asked(q(g.id), q(what), q(answer), ply);
    };
    e.away = [this](const auto& g, const std::string& n, int s) { emit away(q(g.id), q(n), s); };
    e.back = [this](const auto& g, const std::string& n) { emit back(q(g.id), q(n)); };
    e.said = [this](const std::string& id, const std::string& n, const std::string& text) {
        emit said(q(id), q(n), q(text));
    };
    e.rating = [this](const std::string& n, Rules r, int rating, int dev, int games) {
        emit this->rating(q(n), r, rating, dev, games);
    };
    e.past = [this](const net::server::PastGame& g) { emit past(g); };
    e.pastEnd = [this](const std::string& n, const std::string& next) {
        emit pastEnd(q(n), q(next));
    };
    return e;
}

void OnlineConnection::setState(State s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged(s);
}

void OnlineConnection::open(const ServerLogin& login) {
    close();
    login_ = login;
    everWelcomed_ = false;
    retryMs_ = RetryFirstMs;
    connectNow();
}

void OnlineConnection::connectNow() {
    reader_.clear();
    id_ = 0;
    heard_ = false;
    unconfirmed_.reset();
    link_ = links_.createServerLink(login_.tls, [this](const QString& fingerprint,
                                                       link::KnownServers::Verdict v,
                                                       const QString& remembered) {
        if (v != link::KnownServers::Verdict::Known)
            unconfirmed_ = Unconfirmed{fingerprint, remembered, int(v)};
        emit certificateChecked(fingerprint, int(v), remembered);
    });
    link_->setHandlers({[this](int id, const QString&) { opened(id); },
                        [this](int, const QByteArray& b) { received(b); }, [this](int) { lost(); },
                        [this](const QString& why) { couldNotConnect(why); },
                        [this](const QString& why) { handshakeFailed(why); }});
    if (!everWelcomed_) setState(State::Connecting);
    link_->connectTo(login_.host, login_.port);
}

void OnlineConnection::opened(int id) {
    id_ = id;
    if (!everWelcomed_) setState(State::LoggingIn);
    client_->greet("Bashni " BASHNI_VERSION);
    const std::string name = login_.name.toStdString(), password = login_.password.toStdString();
    if (login_.guest)
        client_->guest(login_.guestSecret.toStdString());
    else if (login_.create && !everWelcomed_)
        client_->registerAccount(name, password);
    else
        client_->login(name, password);
}

void OnlineConnection::received(const QByteArray& bytes) {
    heard_ = true;
    reader_.append(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    std::string line;
    while (reader_.next(line) == net::LineReader::Status::Line) client_->receive(line);
}

// After a login the connection comes back by itself, ever more slowly; before it, a refusal
// (a wrong password, a full server) is the player's to read, and nothing is tried again.
void OnlineConnection::lost() {
    id_ = 0;
    client_->connectionLost();
    if (!everWelcomed_) {
        if (gaveUpBeforeLogin()) return;
        // A TLS server closes a plain connection without a word; a plain server greets.
        if (!heard_ && !login_.tls) return emit wrongEncryption(false);
        return emit failed(tr("The server closed the connection."));
    }
    setState(State::Lost);
    retry_.start(retryMs_);
    retryMs_ = std::min(RetryMaxMs, retryMs_ * 2);
}

void OnlineConnection::couldNotConnect(const QString& why) {
    if (!everWelcomed_) {
        if (gaveUpBeforeLogin()) return;
        return emit failed(why);
    }
    setState(State::Lost);
    retry_.start(retryMs_);
    retryMs_ = std::min(RetryMaxMs, retryMs_ * 2);
}

// The handshake of a TLS connection failed: a certificate the player has not accepted (at any
// time: a changed certificate is not tried again and again), or a server that speaks no TLS.
void OnlineConnection::handshakeFailed(const QString& why) {
    if (unconfirmed_ || !everWelcomed_) {
        if (gaveUpBeforeLogin()) return;
        return emit wrongEncryption(true);
    }
    couldNotConnect(why);
}

// Closed for good, and the reason told, when it is the certificate's.
bool OnlineConnection::gaveUpBeforeLogin() {
    retry_.stop();
    everWelcomed_ = false;
    setState(State::Closed);
    if (!unconfirmed_) return false;
    const Unconfirmed u = *std::exchange(unconfirmed_, std::nullopt);
    emit certificateUnconfirmed(u.fingerprint, u.verdict, u.remembered);
    return true;
}

bool OnlineConnection::trust(const QString& fingerprint) {
    return links_.trustServer(login_.host, login_.port, fingerprint);
}

void OnlineConnection::close() {
    retry_.stop();
    if (link_ && id_) {
        client_->bye();
        link_->close(id_);
    }
    client_->connectionLost(); // the lobby of a server we left says nothing any more
    client_->forgetStaleGames();
    id_ = 0;
    link_.reset();
    everWelcomed_ = false;
    setState(State::Closed);
}

} // namespace bashni::ui
