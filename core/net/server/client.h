// The client's side of the server protocol (docs/PROTOCOL.md, part 2), without sockets or Qt:
// what the server has said (who we are, the lobby, our games and the games we watch, with their
// records and clocks) and the lines to say to it. The desktop's online play and bashni-cli online
// read the server through it; the front end only moves bytes and shows what it is told.
#pragma once

#include "core/game.h"
#include "core/net/server/commands.h"

#include <array>
#include <functional>
#include <map>
#include <optional>
#include <string>

namespace bashni::net::server {

enum class GameRole { White, Black, Watch, Archive };

struct SeekInfo {
    std::string id, name, rating; // rating: the seeker's for these rules, "-" for a guest
    Rules rules = Rules::Standard;
    TimeControl clock;
    bool rated = false;
    SeekColour colour = SeekColour::Random; // the seeker's
    std::optional<RatingRange> range;       // the opponents' ratings it takes; none: anybody
};

struct PlayerInfo {
    std::string name;
    std::array<std::string, 3> ratings; // by Rules; "-" for a guest
};

struct LobbyGame {
    std::string id, white, black;
    Rules rules = Rules::Standard;
    TimeControl clock;
    bool rated = false;
};

struct PastGame {
    std::string id, white, black, result, date;
    Rules rules = Rules::Standard;
};

// A game of ours, watched or fetched, as the server has shown it.
struct ClientGame {
    std::string id;
    GameRole role = GameRole::Watch;
    bool rated = false;
    Game game;                                       // the record; tags White, Black, TimeControl
    std::array<std::optional<Milliseconds>, 2> left; // by Color, as of the last MOVE or CLOCK
    std::optional<Color> running;                    // whose clock runs, by the last CLOCK
    bool shown = false;         // its CLOCK came: the moves replayed after GAME are all here
    bool stale = false;         // after a lost connection, until the server shows it again
    bool again = false;         // shown before (a return after a lost connection)
    std::string away;           // the player whose connection is gone, if any
    std::string result, reason; // after END
    bool playing() const { return role == GameRole::White || role == GameRole::Black; }
    Color colour() const { return role == GameRole::Black ? Color::Black : Color::White; }
    bool over() const { return !result.empty(); }
};

// A record's ending that its moves do not show (resignation, agreement, time, abandoned), as the
// server's END says it; a result `*` (aborted) leaves the record unfinished.
void applyEnd(Game& game, const std::string& result, const std::string& reason);

class Client {
  public:
    // What the front end hears of; each may be left empty. A game's events come only once it is
    // shown (the moves replayed after its GAME are not news).
    struct Events {
        // The server's greeting: it speaks this protocol (a login's answer may take longer).
        std::function<void(const std::string& serverName)> greeted;
        std::function<void(const std::string& name)> welcomed;
        std::function<void(const std::string& reason)> refused; // an ERROR line
        std::function<void()> lobbyChanged;
        std::function<void(const std::string& seekId)> seeking;
        std::function<void(const ClientGame&, bool again)> gameShown; // again: seen before
        std::function<void(const ClientGame&, int ply)> moved;
        std::function<void(const ClientGame&)> clockChanged;
        std::function<void(const ClientGame&)> ended;
        std::function<void(const ClientGame&)> takenBack; // TAKEBACK done: the record is shorter
        // DRAW offer|decline, TAKEBACK offer|decline (ply: the count asked for, else 0)
        std::function<void(const ClientGame&, const std::string& what, const std::string& answer,
                           int ply)>
            asked;
        std::function<void(const ClientGame&, const std::string& name, int seconds)> away;
        std::function<void(const ClientGame&, const std::string& name)> back;
        std::function<void(const std::string& game, const std::string& name,
                           const std::string& text)>
            said;
        std::function<void(const std::string& name, Rules rules, int rating, int deviation,
                           int games)>
            rating;
        std::function<void(const PastGame&)> past;
        std::function<void(const std::string& name, const std::string& next)> pastEnd;
    };

    Client(std::function<void(const std::string& line)> send, Events events);

    // --- what the client says (each a line, sent at once)
    void greet(std::string_view program);
    void login(const std::string& name, const std::string& password);
    void registerAccount(const std::string& name, const std::string& password);
    void guest(const std::string& secret = {}); // a new guest, or the one the secret names
    void lobby(bool on);
    void seek(Rules rules, const TimeControl& clock, bool rated, SeekColour colour,
              std::optional<RatingRange> range = std::nullopt);
    void unseek(const std::string& seekId);
    void play(const std::string& seekId);
    // Our move in game `id`, as ply plyCount+1 of its record; false when it is not ours to move.
    bool move(const std::string& id, const Move& m);
    void resign(const std::string& id);
    void draw(const std::string& id, const std::string& what); // offer, accept, decline
    void takeback(const std::string& id, const std::string& what);
    void say(const std::string& id, const std::string& text);
    void watch(const std::string& id, bool on);
    void history(const std::string& name, int skip = 0);
    void fetch(const std::string& id);
    void ratings(const std::string& name);
    void bye();

    // --- what the server says: one line without its LF (LineReader has checked it)
    void receive(std::string_view line);
    // The connection went: the games stay, marked stale until the server shows them again (the
    // watched ones are asked for again at the next WELCOME); the lobby is forgotten (it is sent
    // again in full on LOBBY).
    void connectionLost();
    // After a reconnection, the games the server has not shown again ended meanwhile: forgotten.
    void forgetStaleGames();

    const std::string& name() const { return name_; }
    const std::string& guestSecret() const { return guestSecret_; }
    const std::string& serverName() const { return serverName_; }
    const std::map<std::string, SeekInfo>& seeks() const { return seeks_; }
    const std::map<std::string, PlayerInfo>& players() const { return players_; }
    const std::map<std::string, LobbyGame>& lobbyGames() const { return lobbyGames_; }
    const std::map<std::string, ClientGame>& games() const { return games_; }
    const ClientGame* game(const std::string& id) const;
    void forgetGame(const std::string& id); // a finished or fetched game the front end is done with

  private:
    void say(const std::string& line) { send_(line); }
    void dispatch(const Command& c);
    void onLobbyLine(const Command& c);
    void onGame(const Command& c);
    void onMove(const Command& c);
    void onClock(const Command& c);
    void onEnd(const Command& c);
    void onOffer(const Command& c);
    void onPresence(const Command& c);
    void onRating(const Command& c);
    void onPast(const Command& c);
    ClientGame* find(const std::string& id);

    std::function<void(const std::string&)> send_;
    Events events_;
    std::string name_, guestSecret_, serverName_;
    std::map<std::string, SeekInfo> seeks_;
    std::map<std::string, PlayerInfo> players_;
    std::map<std::string, LobbyGame> lobbyGames_;
    std::map<std::string, ClientGame> games_;
};

} // namespace bashni::net::server
