// Starting and resuming a game (docs/PROTOCOL.md, "A game" and "Losing the connection and
// resuming"): greetings, GAME / ACCEPT / DECLINE, the host's replay of its record and SYNC, and
// the guest's check of that replay against its own record.
#include "core/net/session.h"

#include "core/notation.h"

namespace bashni::net {

void Session::onHello(const wire::Hello& m) {
    if (m.version != VersionText) return fail("version");
    peerName_ = m.name;
    if (role_ == Role::Guest) {
        state_ = State::AwaitGame;
        return event(Event::Kind::Connected, 0, peerName_);
    }
    state_ = State::AwaitSeat; // nothing is said to a guest before its seat is known
}

// Host: a guest that may not sit down learns nothing, not even our greeting.
void Session::onSeat(const wire::Seat& m) {
    if (!admits(m)) return fail("busy");
    seatShown_ = started_;
    send(wire::Hello{VersionText, name_});
    event(Event::Kind::Connected, 0, peerName_);
    send(wire::Game{*setup_}); // the same line on every connection: the guest knows it again
    state_ = State::AwaitAnswer;
}

void Session::onGame(const wire::Game& m, Milliseconds) {
    if (setup_ && setup_->id == m.setup.id) { // the adjourned game: resumed without asking
        if (*setup_ != m.setup) return fail("game mismatch");
        send(wire::Accept{m.setup.id});
        state_ = State::Replaying;
        replayed_ = 0;
        return;
    }
    proposed_ = m.setup;
    state_ = State::AwaitAnswer;
    event(Event::Kind::GameProposed, 0, m.setup.id);
}

bool Session::accept(Milliseconds now) {
    now_ = now;
    if (role_ != Role::Guest || state_ != State::AwaitAnswer || !proposed_) return false;
    setup_ = std::move(*proposed_);
    proposed_.reset();
    game_ = setup_->start ? Game(*setup_->start) : Game(setup_->rules);
    game_.setTimeControl(setup_->clock);
    started_ = reported_ = false;
    secret_.clear(); // another game's key opens nothing here: the host gives this one's
    peerDraw_ = myDraw_ = false;
    peerTakeback_.reset();
    myTakeback_.reset();
    send(wire::Accept{setup_->id});
    state_ = State::Replaying;
    replayed_ = 0;
    return true;
}

bool Session::decline(const std::string& reason) {
    if (role_ != Role::Guest || state_ != State::AwaitAnswer || !proposed_) return false;
    const ParsedLine parsed = parseLine("DECLINE " + proposed_->id + " " + reason);
    if (!parsed.message) return false;
    send(*parsed.message);
    proposed_.reset();
    closeConnection();
    return true;
}

void Session::onAccept(const wire::Accept& m, Milliseconds now) {
    if (m.id != setup_->id) return fail("wrong game id");
    if (!seatShown_) send(wire::Seat{setup_->id, secret_}); // the key to come back with
    for (int ply = 1; ply <= game_.plyCount(); ++ply) send(moveLine(ply));
    std::optional<Milliseconds> used;
    if (game_.timeControl().timed() && !game_.isOver()) used = game_.currentMoveUsedMs();
    send(wire::Sync{game_.plyCount(), used});
    startPlay(now, started_);
}

void Session::onDecline(const wire::Decline& m) {
    if (m.id != setup_->id) return fail("wrong game id");
    event(Event::Kind::Declined, 0, m.reason);
    closeConnection();
}

// A ply the guest has must be the same move; a ply it lacks is played, checked by the rules.
void Session::onReplayedMove(const wire::Move& m) {
    if (m.ply != replayed_ + 1) return fail("wrong ply");
    if (m.ply <= game_.plyCount()) {
        if (m.move != formatMove(game_.move(m.ply)))
            return fail("record mismatch at ply " + std::to_string(m.ply));
    } else {
        const auto move = checkedMove(m, false);
        if (!move) return;
        applyMove(*move, m.ms, now_);
    }
    ++replayed_;
}

void Session::onSync(const wire::Sync& m, Milliseconds now) {
    if (m.ply != replayed_) return fail("wrong ply");
    if (!isValidSecret(secret_)) return fail("seat expected"); // no way back to this game
    const int mine = game_.plyCount();
    // Our last move may not have reached the host before the connection went: send it again.
    const bool resend = mine == m.ply + 1 && game_.mover(mine) == localColour();
    if (mine > m.ply && !resend) return fail("record mismatch at ply " + std::to_string(m.ply + 1));
    if (!resend && !takeSyncClock(m)) return;
    startPlay(now, started_ || m.ply > 0);
    if (resend) {
        chargeResentMove(m);
        send(moveLine(mine));
    }
}

// The time the side to move has used on the move in progress, as the host counts it (its clock
// ran until the connection went, the guest's until the host last heard from it). The host's own
// time may not be less than we measured of it; the guest takes the larger of the two counts of
// its own. A resent move of ours carries its own time.
bool Session::takeSyncClock(const wire::Sync& m) {
    const bool running = game_.timeControl().timed() && !game_.isOver();
    if (running != m.used.has_value()) return fail("bad arguments"), false;
    if (!running) return true;
    const Color mover = game_.sideToMove();
    const Milliseconds ours = game_.currentMoveUsedMs();
    if (*m.used > *game_.clockAt(mover)) return fail("bad clock"), false;
    if (mover != localColour() && *m.used + LagAllowanceMs < ours) return fail("bad clock"), false;
    game_.setCurrentMoveUsedMs(mover == localColour() ? std::max(ours, *m.used) : *m.used);
    return true;
}

// Our last move never reached the host, which counted our time on it until the connection went
// (SYNC's <used>). The move goes again charged with the larger of that and what we charged it,
// so that its report agrees with the host's count (section 4).
void Session::chargeResentMove(const wire::Sync& m) {
    const int ply = game_.plyCount();
    const TimeControl& tc = game_.timeControl();
    if (!tc.timed() || !m.used || !game_.clock(ply)) return;
    const Milliseconds before = *game_.clockAt(ply - 1, localColour());
    const Milliseconds charged = before - (*game_.clock(ply) - tc.incMs);
    if (*m.used > charged && *m.used < before) game_.setClock(ply, before - *m.used + tc.incMs);
}

void Session::startPlay(Milliseconds now, bool resumed) {
    state_ = State::Playing;
    turnStart_ = now;
    started_ = true;
    closeOffers(); // a question lapses with the connection it was asked on
    const Color me = localColour();
    game_.setTag(me == Color::White ? "White" : "Black", name_);
    game_.setTag(me == Color::White ? "Black" : "White", peerName_);
    event(resumed ? Event::Kind::Resumed : Event::Kind::GameStarted, game_.plyCount());
    reportIfOver();
}

} // namespace bashni::net
