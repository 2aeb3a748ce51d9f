#include "ui/game/gamesetup.h"

#include <QRandomGenerator>

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

} // namespace bashni::ui
