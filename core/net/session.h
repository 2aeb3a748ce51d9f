// One side of a network game (docs/PROTOCOL.md): the host, which proposes the game and keeps it
// across connections, or the guest, which accepts it. The session is the whole protocol without
// any transport: the caller hands it the bytes received, the connection opening and closing, and
// the time (ms, from any steady clock), and takes back what to do as an ordered list of outputs:
// lines to send and events for the player (then, on Close, closes the connection after sending).
// Every move is checked with the rules engine; a bad message is answered with ERROR and the
// connection closed, the game unchanged, so that it can be resumed.
#pragma once

#include "core/game.h"
#include "core/net/limits.h"
#include "core/net/line_reader.h"
#include "core/net/wire.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace bashni::net {

enum class Role { Host, Guest };

struct Event {
    enum class Kind {
        Connected,         // text: the peer's name (both greetings exchanged)
        GameProposed,      // guest: a new game (setup()); answer with accept() or decline()
        GameStarted,       // the game begins from its first ply (ply: plies already recorded)
        Resumed,           // an adjourned game goes on at ply `ply`
        MovePlayed,        // ply `ply`, move `text`: either side's
        Chat,              // text: the peer's line, to be shown as plain text
        DrawOffered,       // by the peer
        DrawDeclined,      // the peer declined ours
        TakebackRequested, // the peer asks to go back to `ply` plies
        TakebackDone,      // both went back: the record has `ply` plies
        TakebackDeclined,  // the peer declined ours
        GameOver,          // text: result ("2-0"); reason: why (endingReason)
        Declined,          // host: the guest declined the game (text: its reason)
        PeerLeft,          // the peer said BYE: adjourned (or just gone, when the game is over)
        PeerError,         // the peer sent ERROR (text) and closes
        ProtocolError,     // we sent ERROR (text) for a bad message; the game is unchanged
        Lost,              // the connection closed or went silent; the game is adjourned
        Close,             // close the connection now, after sending the lines before this
        Refused,           // (the host's door) a connection kept out: text, the ERROR's reason
    };
    Kind kind;
    int ply = 0;
    std::string text;
    std::string reason;
};

// A line to send (with its LF), or an event.
using Output = std::variant<std::string, Event>;

// Why a game ended, one word as bashni-cli prints it (endingKey of core/game.h).
inline std::string endingReason(Ending e) {
    return std::string(endingKey(e));
}

class Session {
  public:
    // The host proposes `setup` and plays the other colour; `game` may already hold plies (a
    // game resumed from a record), played from setup's start. `secret` is the seat's (kept with
    // an adjourned record); a new one is drawn when it is empty.
    Session(std::string name, GameSetup setup, Game game, std::string secret = {});
    // The guest; it learns the game from the host.
    explicit Session(std::string name);
    // The guest of an adjourned game, coming back to it with the seat's secret.
    static Session returningGuest(std::string name, GameSetup setup, Game game, std::string secret);

    // --- the transport
    void connectionOpened(Milliseconds now);
    // The connection closed under us (not after a Close we asked for): Lost.
    void connectionClosed(Milliseconds now);
    void receive(std::string_view bytes, Milliseconds now);
    // Keep-alive, the host's greeting limit, and the clocks (TIMEOUT of our own, FLAG of theirs).
    void tick(Milliseconds now);
    std::vector<Output> takeOutputs();

    // --- the player. Each returns false, doing nothing, when the action is not possible now.
    bool accept(Milliseconds now);           // guest: the game proposed
    bool decline(const std::string& reason); // guest
    bool play(const Move& m, Milliseconds now);
    bool play(std::string_view moveText, Milliseconds now); // full path or any form parseMove reads
    bool offerDraw();
    bool answerDraw(bool accept);
    bool requestTakeback(int ply); // back to `ply` plies, fewer than now
    bool answerTakeback(bool accept, Milliseconds now);
    bool resign();
    bool chat(const std::string& text); // printable, 1 to 500 characters
    void bye();                         // leave; the game is adjourned

    // --- what the player sees
    Role role() const { return role_; }
    const Game& game() const { return game_; }
    const std::optional<GameSetup>& setup() const { return setup_; }
    Color localColour() const;
    const std::string& peerName() const { return peerName_; }
    bool connected() const { return state_ != State::Idle; }
    bool playing() const { return state_ == State::Playing; }
    bool myTurn() const;
    // A side's time left at `now` (its clock running while it is to move); nothing untimed.
    std::optional<Milliseconds> timeLeft(Color side, Milliseconds now) const;
    // The seat's secret: the host's from the start, the guest's once given (SEAT).
    const std::string& secret() const { return secret_; }
    // Host: whether a guest presenting `seat` may sit down: anyone while the game has not
    // started, then only its guest (the game's id and secret).
    bool admits(const wire::Seat& seat) const;
    bool drawOfferedByPeer() const { return peerDraw_; }
    std::optional<int> takebackRequestedByPeer() const { return peerTakeback_; }

  private:
    enum class State {
        Idle,
        AwaitGreeting,
        AwaitSeat, // host: greeted, the guest's SEAT next
        AwaitGame,
        AwaitAnswer,
        Replaying,
        Playing
    };

    // session.cpp: the connection
    void handleLine(const std::string& line, Milliseconds now);
    void handle(const WireMessage& m, Milliseconds now);
    void send(const WireMessage& m);
    void event(Event::Kind kind, int ply = 0, std::string text = {}, std::string reason = {});
    void fail(const std::string& reason);
    void closeConnection();
    void adjourn(Milliseconds now, bool silent = false);
    void keepAlive(Milliseconds now);
    // session_start.cpp: greetings, the proposal, the replay
    void onHello(const wire::Hello& m);
    void onSeat(const wire::Seat& m);
    void onSync(const wire::Sync& m, Milliseconds now);
    bool
    takeSyncClock(const wire::Sync& m); // guest: the move in progress's time, as the host has it
    void onGame(const wire::Game& m, Milliseconds now);
    void onAccept(const wire::Accept& m, Milliseconds now);
    void onDecline(const wire::Decline& m);
    void onReplayedMove(const wire::Move& m);
    void chargeResentMove(const wire::Sync& m);
    void startPlay(Milliseconds now, bool resumed);
    // session_play.cpp: the game
    void onMove(const wire::Move& m, Milliseconds now);
    void onDraw(const wire::Draw& m);
    void onTakeback(const wire::Takeback& m, Milliseconds now);
    void onEnd(const WireMessage& m); // RESIGN, TIMEOUT, FLAG
    // Plays a checked move of the mover whose clock after it (before the increment) is msLeft.
    void applyMove(const Move& m, std::optional<Milliseconds> msLeft, Milliseconds now);
    // A move as the peer sent it, checked (rules, clock); `live`: played on this connection, its
    // time measured by us (not a move of the host's replay).
    std::optional<Move> checkedMove(const wire::Move& m, bool live);
    void checkClocks(Milliseconds now);
    void reportIfOver();
    void closeOffers(); // no draw offer or takeback request open on either side
    wire::Move moveLine(int ply) const;
    void goBackTo(int ply, Milliseconds now);
    bool gameRunning() const { return state_ == State::Playing && !game_.isOver(); }

    Role role_;
    std::string name_;
    std::string peerName_;
    std::string secret_;
    bool seatShown_ = false; // host: the guest presented this game's secret on this connection
    std::optional<GameSetup> setup_;
    Game game_;
    bool started_ = false;  // this game was played on some connection already
    bool reported_ = false; // its GameOver was reported
    State state_ = State::Idle;
    LineReader reader_;
    LineRate rate_;
    std::vector<Output> outputs_;
    Milliseconds connectedAt_ = 0;
    Milliseconds lastHeard_ = 0;
    Milliseconds lastPing_ = 0;
    int pingCount_ = 0;
    Milliseconds turnStart_ = 0; // when the side to move started thinking, on this connection
    int replayed_ = 0;           // guest: MOVE lines of the replay so far
    std::optional<GameSetup> proposed_; // guest: a new game waiting for accept() or decline()
    Milliseconds now_ = 0;              // the time of the call being handled
    bool peerDraw_ = false, myDraw_ = false;
    std::optional<int> peerTakeback_, myTakeback_;
};

} // namespace bashni::net
