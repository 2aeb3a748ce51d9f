// The clipboard's text as a game: position text becomes a game with no moves, a game record its
// first game that reads (nothing after that game is read).
#pragma once

#include "core/game.h"

#include <QString>

#include <optional>

namespace bashni::ui {

struct PastedGame {
    std::optional<Game> game;
    QString error; // why neither, in the player's words, when there is no game
};

PastedGame readPastedText(const QString& text, Rules rules, DrawRules draws);

} // namespace bashni::ui
