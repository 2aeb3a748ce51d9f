// replay: reads game files and prints one line a game, "N RESULT PLIES POSITION"
// (docs/NOTATION.md).
#include "command.h"

#include "core/notation.h"
#include "core/pdn.h"

#include <iostream>

namespace bashni::cli {
namespace {

// What the line says about the game: the Result tag, or when it has none, what the moves decide.
std::string resultOf(const Game& game) {
    // The tag as this program writes it (the reader also takes 1-0, 0-1, 1/2-1/2 and ½-½).
    const auto tagged = parseResult(game.tag("Result"));
    const Result r = tagged && *tagged != Result::Unfinished ? *tagged : game.result();
    return std::string(resultText(r));
}

} // namespace

// Each file is read one game at a time (core/pdn_file.h): a line is printed as soon as its game
// is read, and nothing is kept, so a file of a million games takes the memory of one.
int runReplay(const QStringList& args) {
    QCommandLineParser parser;
    parser.addPositionalArgument("FILE", "Game files (PDN) to read.", "FILE...");
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) return usageError("replay needs at least one FILE");
    const bool allRead = forEachGame(files, [](Game& game, int number) {
        std::cout << number << ' ' << resultOf(game) << ' ' << game.plyCount() << ' '
                  << formatPosition(game.position()) << '\n';
    });
    return allRead ? 0 : 1;
}

} // namespace bashni::cli
