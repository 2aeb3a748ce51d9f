// Who plays a game and under which rules: what the controller, the settings, the autosave and the
// dialogs share. Kept apart from the controller so that those need not pull in the AI's thread.
#pragma once

#include "core/game.h"

#include <QtGlobal>

#include <array>

namespace bashni::ui {

// The players of a game at this computer (a network game's seats are its own: ui/net/).
enum class PlayerKind { Human, Computer };

struct GameSetup {
    std::array<PlayerKind, 2> players{PlayerKind::Human, PlayerKind::Computer}; // by Color
    int level = 3;
    qint64 thinkMs = 0; // 0: the level's own time
    Rules rules = Rules::Standard;
    DrawRules draws;
};

// Who plays in a new game, as the New Game dialog asks it.
enum class Opponents { HumanVsComputer, HumanVsHuman, ComputerVsComputer };
enum class HumanSide { White, Black, Random };

struct NewGameChoice {
    Opponents opponents = Opponents::HumanVsComputer;
    HumanSide side = HumanSide::White;
    int level = 3;
    qint64 thinkMs = 0;
    Rules rules = Rules::Standard;
    DrawRules draws;
    TimeControl timeControl; // untimed unless chosen
};

// The players of a choice (a random side is drawn here).
GameSetup toSetup(const NewGameChoice& choice);

// Who plays, kept in the game's record (docs/NOTATION.md 4.13): PGN's WhiteType and BlackType,
// "human" or "program", and BashniLevel, the computer's level (none between people). So a game
// saved against the computer and opened again is played on against it, at the level the player
// panel names.
void recordPlayers(Game& game, const GameSetup& setup);
// The players `game`'s record names, in `setup`, which keeps the rest (rules, time to think) and
// a level the record does not give; false, leaving `setup` as it was, when the record names
// none (a record from elsewhere).
bool playersOfRecord(const Game& game, GameSetup& setup);

} // namespace bashni::ui
