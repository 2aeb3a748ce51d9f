#include "core/game.h"

#include "core/messages.h"
#include "core/movegen.h"
#include "core/notation.h"

#include <algorithm>

namespace bashni {
namespace {

// The Seven Tag Roster with the values a record has before anyone fills it in.
const std::pair<const char*, const char*> sevenTags[] = {
    {"Event", "?"}, {"Site", "?"},  {"Date", "????.??.??"}, {"Round", "?"},
    {"White", "?"}, {"Black", "?"}, {"Result", "*"},
};

} // namespace

std::string_view resultText(Result r) {
    switch (r) {
    case Result::WhiteWins:
        return "2-0";
    case Result::BlackWins:
        return "0-2";
    case Result::Draw:
        return "1-1";
    case Result::Unfinished:
        break;
    }
    return "*";
}

std::string_view endingKey(Ending e) {
    switch (e) {
    case Ending::NoMoves:
        return "no-moves";
    case Ending::Repetition:
        return "repetition";
    case Ending::NoProgress:
        return "no-progress";
    case Ending::Resignation:
        return "resignation";
    case Ending::Agreement:
        return "agreement";
    case Ending::TimeForfeit:
        return "time";
    case Ending::None:
        break;
    }
    return "none";
}

Game::Game(Rules rules, DrawRules draws) : Game(Position::start(rules), draws) {}

Game::Game(const Position& start, DrawRules draws)
    : start_(start), draws_(draws), position_(start) {
    for (const auto& [name, value] : sevenTags) tags_.emplace_back(name, value);
}

std::string Game::tag(std::string_view name) const {
    for (const auto& [n, v] : tags_)
        if (n == name) return v;
    return {};
}

void Game::setTag(std::string_view name, std::string value) {
    for (auto& [n, v] : tags_) {
        if (n == name) {
            v = std::move(value);
            return;
        }
    }
    tags_.emplace_back(std::string(name), std::move(value));
}

void Game::removeTag(std::string_view name) {
    std::erase_if(tags_, [&](const auto& t) { return t.first == name; });
}

void Game::setDrawRules(DrawRules d) {
    draws_ = d;
}

bool Game::fromSetUp() const {
    return !(start_ == Position::start(start_.rules()));
}

std::string Game::moveText(int ply) const {
    return formatMove(move(ply));
}

std::vector<Move> Game::legalMoves() const {
    if (endingAt(current_) != Ending::None) return {};
    MoveList list;
    generateMoves(position_, list);
    return {list.begin(), list.end()};
}

// Replaying from the start is a few microseconds even for long games, and keeps the game small
// (a move and two numbers a ply), so the board is rebuilt rather than stored for every ply.
Position Game::positionAt(int ply) const {
    Position p = start_;
    Undo u;
    for (int i = 1; i <= ply; ++i) p.make(move(i), u);
    return p;
}

bool Game::goTo(int ply) {
    if (ply < 0 || ply > plyCount()) return false;
    if (ply == current_ + 1) {
        Undo u;
        position_.make(move(ply), u);
    } else if (ply != current_) {
        position_ = positionAt(ply);
    }
    if (ply != current_) currentMoveUsed_ = 0; // the time used belongs to the position left
    current_ = ply;
    return true;
}

bool Game::play(const Move& m, Milliseconds elapsedMs) {
    if (endingAt(current_) != Ending::None) return false;
    // Looked up by its path, not in the list of every path (a capture can have a million).
    const auto found = findLegalMove(position_, m);
    if (!found) return false;
    return chargeAndPlay(*found, elapsedMs); // with its captured squares, which `m` may lack
}

bool Game::play(std::string_view text, Message* error, Milliseconds elapsedMs) {
    if (const Ending e = endingAt(current_); e != Ending::None) {
        if (error)
            *error = Message(messages::GameAlreadyOver, {describe(e, position_.sideToMove())});
        return false;
    }
    const auto m = parseMove(position_, text, error);
    if (!m) return false;
    if (chargeAndPlay(*m, elapsedMs)) return true;
    if (error) *error = endingMessage(); // the mover's time ran out
    return false;
}

// The mover pays for the move; if that leaves no time, the game is lost on time instead.
bool Game::chargeAndPlay(const Move& legal, Milliseconds elapsedMs) {
    bool flagged = false;
    const auto clock = charge(currentMoveUsed_ + elapsedMs, flagged);
    if (flagged) {
        currentMoveUsed_ += elapsedMs;
        forfeitHere();
        return false;
    }
    playLegal(legal, clock);
    return true;
}

void Game::playLegal(const Move& m, std::optional<Milliseconds> clock) {
    plies_.resize(std::size_t(current_)); // a new line replaces the rest
    decided_ = Ending::None;
    const bool resets = m.isCapture() || !isKing(position_.column(m.from).top());
    Undo u;
    position_.make(m, u);
    plies_.push_back({m, position_.hash(), resets ? 0 : noProgressAt(current_) + 1, {}, clock});
    ++current_;
    currentMoveUsed_ = 0;
}

std::optional<Milliseconds> Game::clockAt(int ply, Color side) const {
    if (!timeControl_.timed()) return std::nullopt;
    if (timeControl_.kind == TimeControl::Kind::PerMove) return timeControl_.baseMs;
    const int last = mover(ply) == side ? ply : ply - 1; // the side's last move up to `ply`
    if (last >= 1 && clock(last)) return *clock(last);
    return timeControl_.startMs();
}

std::optional<Milliseconds> Game::timeLeft(Milliseconds elapsedMs) const {
    const auto at = clockAt(sideToMove());
    if (!at) return std::nullopt;
    return *at - currentMoveUsed_ - elapsedMs;
}

std::optional<Milliseconds> Game::charge(Milliseconds usedMs, bool& flagged) const {
    flagged = false;
    const auto at = clockAt(sideToMove());
    if (!at) return std::nullopt;
    const Milliseconds left = *at - usedMs;
    if (left <= 0) {
        flagged = true;
        return std::nullopt;
    }
    return timeControl_.kind == TimeControl::Kind::Fischer ? left + timeControl_.incMs : left;
}

// The side to move lost on time at the current ply: what came after it never happened.
void Game::forfeitHere() {
    plies_.resize(std::size_t(current_));
    decided_ = Ending::TimeForfeit;
    loser_ = sideToMove();
}

bool Game::checkFlag(Milliseconds elapsedMs) {
    if (!timeControl_.timed() || endingAt(current_) != Ending::None ||
        (current_ == plyCount() && decided_ != Ending::None))
        return false;
    currentMoveUsed_ += elapsedMs;
    if (*timeLeft() > 0) return false;
    forfeitHere();
    return true;
}

bool Game::repeatedThrice(int ply) const {
    const std::uint64_t h = hashAt(ply);
    int seen = 1;
    for (int i = ply - 2; i >= 0; i -= 2) // same side to move: every other ply
        if (hashAt(i) == h && ++seen == 3) return true;
    return false;
}

Ending Game::endingAt(int ply) const {
    // 5.3: a move that leaves the opponent without a move wins even when it also draws.
    const bool canMove = ply == current_ ? hasLegalMove(position_) : hasLegalMove(positionAt(ply));
    if (!canMove) return Ending::NoMoves;
    if (draws_.repetition && repeatedThrice(ply)) return Ending::Repetition;
    if (draws_.noProgress && noProgressAt(ply) >= NoProgressLimit) return Ending::NoProgress;
    return Ending::None;
}

Ending Game::ending() const {
    const Ending byRules = endingAt(plyCount());
    return byRules != Ending::None ? byRules : decided_;
}

Result Game::result() const {
    switch (ending()) {
    case Ending::None:
        return Result::Unfinished;
    case Ending::Repetition:
    case Ending::NoProgress:
    case Ending::Agreement:
        return Result::Draw;
    case Ending::NoMoves: {
        const Color loser = sideToMoveAtEnd();
        return loser == Color::White ? Result::BlackWins : Result::WhiteWins;
    }
    case Ending::Resignation:
    case Ending::TimeForfeit:
        return loser_ == Color::White ? Result::BlackWins : Result::WhiteWins;
    }
    return Result::Unfinished;
}

Message Game::endingMessage() const {
    return describe(ending(), sideToMoveAtEnd());
}

Message Game::describe(Ending e, Color toMove) const {
    switch (e) {
    case Ending::None:
        return messages::NotOver;
    case Ending::NoMoves:
        return toMove == Color::White ? messages::WhiteCannotMove : messages::BlackCannotMove;
    case Ending::Repetition:
        return messages::ThreefoldRepetition;
    case Ending::NoProgress:
        return messages::NoProgress;
    case Ending::Resignation:
        return loser_ == Color::White ? messages::WhiteResigned : messages::BlackResigned;
    case Ending::Agreement:
        return messages::DrawAgreed;
    case Ending::TimeForfeit:
        return loser_ == Color::White ? messages::WhiteLostOnTime : messages::BlackLostOnTime;
    }
    return {};
}

void Game::resign(Color who) {
    goTo(plyCount());
    if (endingAt(plyCount()) != Ending::None) return;
    decided_ = Ending::Resignation;
    loser_ = who;
}

void Game::agreeDraw() {
    goTo(plyCount());
    if (endingAt(plyCount()) != Ending::None) return;
    decided_ = Ending::Agreement;
}

void Game::loseOnTime(Color who) {
    goTo(plyCount());
    if (endingAt(plyCount()) != Ending::None) return;
    decided_ = Ending::TimeForfeit;
    loser_ = who;
}

Game cutAt(const Game& game, int ply) {
    Game back(game.startPosition(), game.drawRules());
    for (const auto& [name, value] : game.tags())
        if (name != "Result") back.setTag(name, value);
    back.setTimeControl(game.timeControl());
    for (int i = 1; i <= ply; ++i) {
        back.play(game.move(i));
        back.setClock(i, game.clock(i));
    }
    return back;
}

} // namespace bashni
