// Game records in the PDN style of docs/NOTATION.md "Game records": reading and writing.
#pragma once

#include "core/game.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bashni {

// Where and why a record could not be read. Lines and columns count from 1 (columns in bytes).
struct PdnError {
    int game = 0; // the number of the game in the file, from 1 (failed games count too)
    int line = 0;
    int column = 0;
    Message message;
};

// "FILE:LINE:COLUMN: message", in English
std::string formatPdnError(std::string_view file, const PdnError& e);

struct PdnReadResult {
    std::vector<Game> games;      // every game read without error, in file order
    std::vector<PdnError> errors; // one for each game that could not be read, in file order
};

// A result token: 2-0, 0-2, 1-1, * (also 1-0, 0-1, 1/2-1/2, ½-½); nothing for anything else.
std::optional<Result> parseResult(std::string_view text);

// Reads every game of a file's text. A game with an unreadable or illegal move is reported and
// left out; reading goes on with the next game.
PdnReadResult readPdn(std::string_view text);

// One game as text (docs/NOTATION.md's tag order, move text wrapped at 80 columns), ending in "\n".
std::string writePdn(const Game& game);
// Several games, separated by blank lines.
std::string writePdn(const std::vector<Game>& games);

} // namespace bashni
