#include "ui/game/gamesetup.h"

#include "core/engine/levels.h"

#include <QRandomGenerator>
#include <QString>

#include <algorithm>
#include <string>

namespace bashni::ui {

GameSetup toSetup(const NewGameChoice& c) {
    GameSetup s;
    s.level = c.level;
    s.thinkMs = c.thinkMs;
    s.rules = c.rules;
    s.draws = c.draws;
    switch (c.opponents) {
    case Opponents::HumanVsHuman:
        s.players = {PlayerKind::Human, PlayerKind::Human};
        break;
    case Opponents::ComputerVsComputer:
        s.players = {PlayerKind::Computer, PlayerKind::Computer};
        break;
    case Opponents::HumanVsComputer: {
        const bool white =
            c.side == HumanSide::White ||
            (c.side == HumanSide::Random && QRandomGenerator::global()->bounded(2) == 0);
        s.players = white ? std::array{PlayerKind::Human, PlayerKind::Computer}
                          : std::array{PlayerKind::Computer, PlayerKind::Human};
        break;
    }
    }
    return s;
}

namespace {

constexpr const char* TypeTags[] = {"WhiteType", "BlackType"}; // by Color
constexpr const char* LevelTag = "BashniLevel";

} // namespace

void recordPlayers(Game& game, const GameSetup& setup) {
    for (std::size_t side = 0; side < 2; ++side)
        game.setTag(TypeTags[side],
                    setup.players[side] == PlayerKind::Computer ? "program" : "human");
    // Between people a level would say nothing.
    if (setup.players[0] == PlayerKind::Computer || setup.players[1] == PlayerKind::Computer)
        game.setTag(LevelTag, std::to_string(setup.level));
    else
        game.removeTag(LevelTag);
}

bool playersOfRecord(const Game& game, GameSetup& setup) {
    std::array<PlayerKind, 2> players{};
    for (std::size_t side = 0; side < 2; ++side) {
        const std::string type = game.tag(TypeTags[side]);
        if (type != "human" && type != "program") return false;
        players[side] = type == "program" ? PlayerKind::Computer : PlayerKind::Human;
    }
    setup.players = players;
    bool number = false;
    const int level = QString::fromStdString(game.tag(LevelTag)).toInt(&number);
    if (number) setup.level = std::clamp(level, engine::MinLevel, engine::MaxLevel);
    return true;
}

} // namespace bashni::ui
