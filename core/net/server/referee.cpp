#include "core/net/server/referee.h"

#include "core/notation.h"

namespace bashni::net::server {

Referee::Referee(Rules rules, TimeControl clock) : game_(rules) {
    game_.setTimeControl(clock);
}

void Referee::resume(Milliseconds now) {
    if (running_ || over()) return;
    running_ = true;
    turnStart_ = now;
}

void Referee::pause(Milliseconds now) {
    if (!running_) return;
    running_ = false;
    game_.checkFlag(now - turnStart_); // charges the time so far; ends the game if it is gone
}

std::optional<Milliseconds> Referee::timeLeft(Color side, Milliseconds now) const {
    if (!game_.timeControl().timed()) return std::nullopt;
    if (side != game_.sideToMove() || over()) return game_.clockAt(side);
    return game_.timeLeft(running_ ? now - turnStart_ : 0);
}

bool Referee::checkTime(Milliseconds now) {
    if (!running_ || over() || !game_.timeControl().timed()) return false;
    const auto left = game_.timeLeft(now - turnStart_);
    if (!left || *left > 0) return false;
    game_.checkFlag(now - turnStart_);
    turnStart_ = now;
    running_ = false;
    return true;
}

std::optional<Milliseconds> Referee::deadline() const {
    if (!running_ || over() || !game_.timeControl().timed()) return std::nullopt;
    return turnStart_ + *game_.timeLeft(0);
}

std::string Referee::play(Color side, int ply, std::string_view text, Milliseconds now,
                          std::string* played, std::optional<Milliseconds>* clock) {
    if (over()) return "game over";
    if (ply != game_.plyCount() + 1) return "wrong ply";
    if (side != game_.sideToMove()) return "not your turn";
    if (!running_) return "game paused"; // the opponent is away: nothing moves
    const auto move = parseMove(game_.position(), text);
    if (!move) return "illegal move";
    const int before = game_.plyCount();
    game_.play(*move, now - turnStart_);
    turnStart_ = now;
    if (game_.plyCount() == before) { // too late: the game ended on time instead
        running_ = false;
        return "time is up";
    }
    *played = game_.moveText(game_.plyCount());
    *clock = game_.clock(game_.plyCount());
    if (over()) running_ = false;
    return {};
}

bool Referee::replay(std::string_view text, std::optional<Milliseconds> clock) {
    const auto move = parseMove(game_.position(), text);
    if (!move || !game_.play(*move)) return false;
    game_.setClock(game_.plyCount(), clock);
    return true;
}

void Referee::resign(Color side) {
    if (over()) return;
    game_.resign(side);
    running_ = false;
}

void Referee::agreeDraw() {
    if (over()) return;
    game_.agreeDraw();
    running_ = false;
}

void Referee::abandon(Color side) {
    if (over()) return;
    if (game_.plyCount() < 2) {
        stop_ = Stop::Aborted;
    } else {
        game_.resign(side); // the result a resignation gives; the reason says what happened
        stop_ = Stop::Abandoned;
    }
    running_ = false;
}

void Referee::takeBack(int ply, Milliseconds now) {
    if (over() || ply < 0 || ply >= game_.plyCount()) return;
    game_ = cutAt(game_, ply);
    turnStart_ = now;
}

std::string Referee::result() const {
    if (stop_ == Stop::Aborted) return "*";
    return std::string(resultText(game_.result()));
}

std::string Referee::reason() const {
    if (stop_ == Stop::Aborted) return "aborted";
    if (stop_ == Stop::Abandoned) return "abandoned";
    return std::string(endingKey(game_.ending()));
}

} // namespace bashni::net::server
