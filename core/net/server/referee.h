// One game on the server, refereed: every move checked with the rules, both clocks run by the
// server alone (a move's time is from the moment its mover was told it was its turn, or came
// back, to the moment the move arrived: the network's delay is the mover's), and the game ended
// by the rules, on time, by resignation, agreement, or a player who stayed away. No client's
// clock or flag is believed: clients send moves, the referee says when time is out. Times are
// handed in (ms of a steady clock), so that tests need not wait.
#pragma once

#include "core/game.h"

#include <optional>
#include <string>

namespace bashni::net::server {

// Why a game the rules did not end ended: "abandoned" (a player stayed away past the limit) and
// "aborted" (that, before both had moved: the game does not count).
enum class Stop { None, Abandoned, Aborted };

class Referee {
  public:
    // A game from the start position of its rules; its clock starts with start() or resume().
    Referee(Rules rules, TimeControl clock);

    // --- the clocks: running only while both players are there
    void resume(Milliseconds now); // the side to move's time runs from now
    void pause(Milliseconds now);  // its time so far is charged; nothing runs
    bool running() const { return running_; }
    // A side's time left at `now`, the running clock's time counted; nothing untimed.
    std::optional<Milliseconds> timeLeft(Color side, Milliseconds now) const;
    // Ends the game on time when the side to move has none left; true when it did.
    bool checkTime(Milliseconds now);
    // When the side to move's time runs out, if it runs; nothing otherwise.
    std::optional<Milliseconds> deadline() const;

    // --- the moves. Each returns an empty string when done, else the ERROR's reason.
    // `ply` is the ply the move makes (plies so far + 1): a move sent twice is refused, not
    // played twice. On success *played is the move's full text and *clock the mover's clock after
    // it (untimed: nothing).
    std::string play(Color side, int ply, std::string_view text, Milliseconds now,
                     std::string* played, std::optional<Milliseconds>* clock);
    // Replays a stored move at restart: legal by the rules, its clock as stored.
    bool replay(std::string_view text, std::optional<Milliseconds> clock);
    void resign(Color side);
    void agreeDraw();
    // `side` stayed away past the limit: it loses, or the game is aborted when not both have
    // moved yet.
    void abandon(Color side);
    // Back to `ply` plies (a takeback both agreed to), the clocks as they were then, the side to
    // move's time running from now if it ran.
    void takeBack(int ply, Milliseconds now);

    // --- what it is
    const Game& game() const { return game_; }
    bool over() const { return stop_ != Stop::None || game_.isOver(); }
    // "2-0", "0-2", "1-1"; "*" for an aborted game.
    std::string result() const;
    // The ending's word: endingKey's, or "abandoned", "aborted"; "none" while it goes on.
    std::string reason() const;
    bool counts() const { return stop_ != Stop::Aborted; } // for ratings

  private:
    Game game_;
    bool running_ = false;
    Milliseconds turnStart_ = 0; // when the running time of the side to move started
    Stop stop_ = Stop::None;
};

} // namespace bashni::net::server
