// The connection side of a session: bytes to lines to messages, which messages each state
// takes, keep-alive, and closing with the game kept (docs/PROTOCOL.md).
#include "core/net/session.h"

#include <type_traits>

namespace bashni::net {

Session::Session(std::string name, GameSetup setup, Game game, std::string secret)
    : role_(Role::Host), name_(std::move(name)), secret_(std::move(secret)),
      setup_(std::move(setup)), game_(std::move(game)) {
    game_.setTimeControl(setup_->clock);
    game_.goTo(game_.plyCount());
    // A record that was played on has a guest somewhere, who holds its secret.
    started_ = game_.plyCount() > 0 && isValidSecret(secret_);
    if (!isValidSecret(secret_)) secret_ = newSecret();
}

Session::Session(std::string name) : role_(Role::Guest), name_(std::move(name)) {}

Session Session::returningGuest(std::string name, GameSetup setup, Game game, std::string secret) {
    Session s(std::move(name));
    s.game_ = std::move(game);
    s.game_.setTimeControl(setup.clock);
    s.game_.goTo(s.game_.plyCount());
    s.setup_ = std::move(setup);
    s.secret_ = std::move(secret);
    s.started_ = true;
    return s;
}

bool Session::admits(const wire::Seat& seat) const {
    if (role_ != Role::Host) return false;
    if (!started_) return true;
    return seat.id == setup_->id && sameSecret(seat.secret, secret_);
}

void Session::connectionOpened(Milliseconds now) {
    now_ = now;
    state_ = State::AwaitGreeting;
    reader_.clear();
    rate_.reset();
    connectedAt_ = lastHeard_ = lastPing_ = now;
    seatShown_ = false;
    if (role_ == Role::Host) return;
    // The guest greets first, and says at once which seat it comes for: the host answers
    // nothing before it knows.
    send(wire::Hello{VersionText, name_});
    if (setup_ && isValidSecret(secret_))
        send(wire::Seat{setup_->id, secret_});
    else
        send(wire::Seat{});
}

void Session::connectionClosed(Milliseconds now) {
    now_ = now;
    if (state_ == State::Idle) return;
    adjourn(now);
    state_ = State::Idle;
    event(Event::Kind::Lost);
}

void Session::receive(std::string_view bytes, Milliseconds now) {
    now_ = now;
    if (state_ == State::Idle) return;
    reader_.append(bytes);
    std::string line;
    while (state_ != State::Idle) {
        const auto status = reader_.next(line);
        if (status == LineReader::Status::NeedMore) return;
        if (status == LineReader::Status::TooLong) return fail("line too long");
        if (status == LineReader::Status::NotUtf8) return fail("not UTF-8");
        lastHeard_ = now;
        handleLine(line, now);
    }
}

void Session::handleLine(const std::string& line, Milliseconds now) {
    // Only the host limits the rate: its own replay reaches the guest as fast as it is written.
    if (role_ == Role::Host && !rate_.allow(now)) return fail("too many lines");
    const ParsedLine parsed = parseLine(line);
    if (!parsed.message) return fail(parsed.error);
    handle(*parsed.message, now);
}

void Session::handle(const WireMessage& m, Milliseconds now) {
    if (const auto* e = std::get_if<wire::Error>(&m)) {
        event(Event::Kind::PeerError, 0, e->reason);
        return closeConnection();
    }
    if (state_ == State::AwaitGreeting) {
        if (const auto* hello = std::get_if<wire::Hello>(&m)) return onHello(*hello);
        return fail("greeting expected");
    }
    if (state_ == State::AwaitSeat) {
        if (const auto* seat = std::get_if<wire::Seat>(&m)) return onSeat(*seat);
        return fail("seat expected");
    }
    if (const auto* ping = std::get_if<wire::Ping>(&m)) return send(wire::Pong{ping->token});
    if (std::holds_alternative<wire::Pong>(m)) return;
    if (const auto* c = std::get_if<wire::Chat>(&m)) return event(Event::Kind::Chat, 0, c->text);
    if (std::holds_alternative<wire::Bye>(m)) {
        event(Event::Kind::PeerLeft);
        return closeConnection();
    }
    const bool host = role_ == Role::Host;
    if (!host && state_ == State::AwaitGame) {
        if (const auto* g = std::get_if<wire::Game>(&m)) return onGame(*g, now);
    } else if (host && state_ == State::AwaitAnswer) {
        if (const auto* a = std::get_if<wire::Accept>(&m)) return onAccept(*a, now);
        if (const auto* d = std::get_if<wire::Decline>(&m)) return onDecline(*d);
    } else if (state_ == State::Replaying) {
        if (const auto* mv = std::get_if<wire::Move>(&m)) return onReplayedMove(*mv);
        if (const auto* seat = std::get_if<wire::Seat>(&m); seat && !host && replayed_ == 0) {
            // The host's key to this seat, before its replay.
            if (seat->id != setup_->id || !isValidSecret(seat->secret))
                return fail("bad arguments");
            secret_ = seat->secret;
            return;
        }
        if (const auto* s = std::get_if<wire::Sync>(&m)) return onSync(*s, now);
    } else if (state_ == State::Playing) {
        if (const auto* mv = std::get_if<wire::Move>(&m)) return onMove(*mv, now);
        if (const auto* d = std::get_if<wire::Draw>(&m)) return onDraw(*d);
        if (const auto* t = std::get_if<wire::Takeback>(&m)) return onTakeback(*t, now);
        if (std::holds_alternative<wire::Resign>(m) || std::holds_alternative<wire::Timeout>(m) ||
            std::holds_alternative<wire::Flag>(m))
            return onEnd(m);
    }
    fail("unexpected message");
}

void Session::send(const WireMessage& m) {
    outputs_.emplace_back(formatLine(m));
}

void Session::event(Event::Kind kind, int ply, std::string text, std::string reason) {
    outputs_.emplace_back(Event{kind, ply, std::move(text), std::move(reason)});
}

void Session::fail(const std::string& reason) {
    send(wire::Error{reason});
    event(Event::Kind::ProtocolError, 0, reason);
    closeConnection();
}

void Session::closeConnection() {
    adjourn(now_);
    state_ = State::Idle;
    event(Event::Kind::Close);
}

// The mover's time on this connection is kept, so that a resumed game charges it: until now,
// while the connection was there (it closed, or we close it); but when it went silent, the
// peer's only until we last heard from it, since the time after that is not known to be its
// own (our measure of its time stays a lower bound, which its reports are checked against).
void Session::adjourn(Milliseconds now, bool silent) {
    if (state_ == State::Playing && !game_.isOver() && game_.timeControl().timed()) {
        const bool mine = game_.sideToMove() == localColour();
        const Milliseconds end =
            mine || !silent ? now : std::max(turnStart_, std::min(now, lastHeard_));
        game_.setCurrentMoveUsedMs(game_.currentMoveUsedMs() + (end - turnStart_));
    }
    turnStart_ = now;
}

void Session::keepAlive(Milliseconds now) {
    if (role_ == Role::Host && state_ == State::AwaitGreeting &&
        now - connectedAt_ >= GreetingTimeoutMs)
        return fail("no greeting");
    if (now - lastHeard_ >= SilenceLostMs) {
        adjourn(now, true);
        state_ = State::Idle;
        event(Event::Kind::Lost);
        return event(Event::Kind::Close);
    }
    // Only once greeted: a PING is no first line. Heard, not sent: our own moves prove nothing.
    if (state_ != State::AwaitGreeting && now - lastHeard_ >= PingAfterMs &&
        now - lastPing_ >= PingAfterMs) {
        lastPing_ = now;
        send(wire::Ping{"p" + std::to_string(++pingCount_)});
    }
}

void Session::tick(Milliseconds now) {
    now_ = now;
    if (state_ == State::Idle) return;
    keepAlive(now);
    if (state_ == State::Playing) checkClocks(now);
}

std::vector<Output> Session::takeOutputs() {
    std::vector<Output> out;
    out.swap(outputs_);
    return out;
}

void Session::bye() {
    if (state_ == State::Idle) return;
    send(wire::Bye{});
    closeConnection();
}

bool Session::chat(const std::string& text) {
    if (state_ == State::Idle || state_ == State::AwaitGreeting) return false;
    const ParsedLine parsed = parseLine("CHAT " + text);
    if (!parsed.message) return false;
    const std::string line = formatLine(*parsed.message);
    if (line.size() > MaxLineBytes) return false; // 500 characters of 3 bytes do not fit a line
    outputs_.emplace_back(line);
    return true;
}

Color Session::localColour() const {
    if (!setup_) return Color::White;
    return role_ == Role::Host ? ~setup_->guestColour : setup_->guestColour;
}

bool Session::myTurn() const {
    return gameRunning() && game_.sideToMove() == localColour();
}

} // namespace bashni::net
