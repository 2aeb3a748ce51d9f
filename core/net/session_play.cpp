// Playing (docs/PROTOCOL.md, "Messages" and "A game"): moves checked by the rules engine, the
// clocks, draw offers, takebacks and the endings that are not on the board.
#include "core/net/session.h"

#include "core/notation.h"

namespace bashni::net {

std::optional<Move> Session::checkedMove(const wire::Move& m, bool live) {
    if (game_.isOver()) return fail("game over"), std::nullopt;
    const bool timed = game_.timeControl().timed();
    if (timed != m.ms.has_value()) return fail("bad arguments"), std::nullopt;
    // A mover without time left sends TIMEOUT; more than it had is no clock of this game.
    if (timed && (*m.ms <= 0 || *m.ms > *game_.clockAt(game_.sideToMove())))
        return fail("bad clock"), std::nullopt;
    // Nor may it have used much less than we saw it use (docs/PROTOCOL.md 4).
    if (timed && live) {
        const Milliseconds claimed = *game_.clockAt(game_.sideToMove()) - *m.ms;
        const Milliseconds measured = game_.currentMoveUsedMs() + (now_ - turnStart_);
        if (claimed + LagAllowanceMs < measured) return fail("bad clock"), std::nullopt;
    }
    // Full-path notation only: a shortened capture is refused even where it would be unique.
    const auto move = parseMove(game_.position(), m.move);
    if (!move || formatMove(*move) != m.move) return fail("illegal move"), std::nullopt;
    return move;
}

void Session::applyMove(const Move& m, std::optional<Milliseconds> msLeft, Milliseconds now) {
    // Charging clockAt - msLeft leaves the mover msLeft, plus the increment (Game's rules).
    game_.setCurrentMoveUsedMs(0);
    const Milliseconds used = msLeft ? *game_.clockAt(game_.sideToMove()) - *msLeft : 0;
    game_.play(m, used);
    turnStart_ = now;
    event(Event::Kind::MovePlayed, game_.plyCount(), formatMove(m));
    reportIfOver();
}

void Session::onMove(const wire::Move& m, Milliseconds now) {
    if (game_.isOver()) return fail("game over");
    if (game_.sideToMove() == localColour()) return fail("out of turn");
    if (m.ply != game_.plyCount() + 1) return fail("wrong ply");
    const auto move = checkedMove(m, true);
    if (move) applyMove(*move, m.ms, now);
}

bool Session::play(const Move& m, Milliseconds now) {
    return play(formatMove(m), now);
}

bool Session::play(std::string_view moveText, Milliseconds now) {
    now_ = now;
    if (!myTurn()) return false;
    const auto move = parseMove(game_.position(), moveText);
    if (!move) return false;
    const auto left = timeLeft(localColour(), now);
    if (left && *left <= 0) { // too late: the clock fell before the move was made
        checkClocks(now);
        return false;
    }
    send(wire::Move{game_.plyCount() + 1, formatMove(*move), left});
    applyMove(*move, left, now);
    return true;
}

std::optional<Milliseconds> Session::timeLeft(Color side, Milliseconds now) const {
    const auto clock = game_.clockAt(side);
    if (!clock || game_.isOver() || side != game_.sideToMove()) return clock;
    const Milliseconds running = state_ == State::Playing ? now - turnStart_ : 0;
    return *clock - game_.currentMoveUsedMs() - running;
}

void Session::checkClocks(Milliseconds now) {
    if (!gameRunning() || !game_.timeControl().timed()) return;
    const Color toMove = game_.sideToMove();
    const Milliseconds left = *timeLeft(toMove, now);
    if (toMove == localColour() && left <= 0) {
        send(wire::Timeout{});
        game_.loseOnTime(toMove);
    } else if (toMove != localColour() && left < -FlagGraceMs) {
        send(wire::Flag{});
        game_.loseOnTime(toMove);
    }
    reportIfOver();
}

void Session::onEnd(const WireMessage& m) {
    if (state_ != State::Playing) return fail("unexpected message");
    if (game_.isOver()) return; // two endings crossed: the one seen first stands
    const Color peer = ~localColour();
    if (std::holds_alternative<wire::Resign>(m)) {
        game_.resign(peer);
    } else if (std::holds_alternative<wire::Timeout>(m)) {
        if (game_.sideToMove() != peer) return fail("out of turn");
        game_.loseOnTime(peer);
    } else { // FLAG: our clock, by the peer's count, fell more than 2 s ago; by ours it must have
        if (!game_.timeControl().timed() || game_.sideToMove() == peer) return fail("out of turn");
        if (*timeLeft(localColour(), now_) > 0) return fail("bad flag");
        game_.loseOnTime(localColour());
    }
    reportIfOver();
}

bool Session::resign() {
    if (!gameRunning()) return false;
    send(wire::Resign{});
    game_.resign(localColour());
    reportIfOver();
    return true;
}

// An offer or answer that crossed the game's end (the other side resigned, say, as it was sent)
// is dropped: the ending stands, and the sender sees the end itself.
void Session::onDraw(const wire::Draw& m) {
    if (state_ != State::Playing) return fail("unexpected message");
    if (game_.isOver()) return;
    if (m.what == wire::Answer::Offer) {
        if (peerDraw_) return fail("unexpected message");
        peerDraw_ = true;
        return event(Event::Kind::DrawOffered);
    }
    if (!myDraw_) return fail("no draw offered");
    myDraw_ = false;
    if (m.what == wire::Answer::Decline) return event(Event::Kind::DrawDeclined);
    game_.agreeDraw();
    reportIfOver();
}

bool Session::offerDraw() {
    if (!gameRunning() || myDraw_) return false;
    myDraw_ = true;
    send(wire::Draw{wire::Answer::Offer});
    return true;
}

bool Session::answerDraw(bool accept) {
    if (!gameRunning() || !peerDraw_) return false;
    peerDraw_ = false;
    send(wire::Draw{accept ? wire::Answer::Accept : wire::Answer::Decline});
    if (accept) game_.agreeDraw();
    reportIfOver();
    return true;
}

// A takeback stays asked for while moves go on (both may have moved meanwhile), until answered.
void Session::onTakeback(const wire::Takeback& m, Milliseconds now) {
    if (state_ != State::Playing) return fail("unexpected message");
    if (game_.isOver()) return; // crossed the end, as a draw offer may
    if (m.what == wire::Answer::Offer) {
        if (!gameRunning() || peerTakeback_ || m.ply >= game_.plyCount())
            return fail("bad takeback");
        peerTakeback_ = m.ply;
        return event(Event::Kind::TakebackRequested, m.ply);
    }
    if (!myTakeback_) return fail("no takeback asked");
    const int ply = *myTakeback_;
    myTakeback_.reset();
    if (m.what == wire::Answer::Decline) return event(Event::Kind::TakebackDeclined, ply);
    goBackTo(ply, now);
}

bool Session::requestTakeback(int ply) {
    if (!gameRunning() || myTakeback_ || ply < 0 || ply >= game_.plyCount()) return false;
    myTakeback_ = ply;
    send(wire::Takeback{wire::Answer::Offer, ply});
    return true;
}

bool Session::answerTakeback(bool accept, Milliseconds now) {
    now_ = now;
    if (state_ != State::Playing || !peerTakeback_) return false;
    const int ply = *peerTakeback_;
    peerTakeback_.reset();
    send(wire::Takeback{accept ? wire::Answer::Accept : wire::Answer::Decline, 0});
    if (accept) goBackTo(ply, now);
    return true;
}

// The record cut to `ply` plies, clocks as they were after each; the ending goes with the rest.
void Session::goBackTo(int ply, Milliseconds now) {
    game_ = cutAt(game_, ply);
    turnStart_ = now;
    reported_ = false;
    if (peerTakeback_ && *peerTakeback_ >= ply) peerTakeback_.reset();
    event(Event::Kind::TakebackDone, ply);
}

wire::Move Session::moveLine(int ply) const {
    wire::Move m{ply, formatMove(game_.move(ply)), std::nullopt};
    const TimeControl& tc = game_.timeControl();
    if (tc.timed()) {
        const Milliseconds clock = game_.clock(ply).value_or(tc.startMs() + tc.incMs);
        m.ms = std::max<Milliseconds>(1, clock - tc.incMs);
    }
    return m;
}

void Session::closeOffers() {
    peerDraw_ = myDraw_ = false;
    peerTakeback_.reset();
    myTakeback_.reset();
}

void Session::reportIfOver() {
    if (!game_.isOver() || reported_) return;
    reported_ = true;
    closeOffers();
    event(Event::Kind::GameOver, game_.plyCount(), std::string(resultText(game_.result())),
          endingReason(game_.ending()));
}

} // namespace bashni::net
