// replay: reads game files and prints one line a game, "N RESULT PLIES POSITION"
// (docs/NOTATION.md).
#include "command.h"

#include "core/notation.h"
#include "core/pdn_file.h"

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
    bool allRead = true;
    int number = 0;
    for (const QString& name : files) {
        const std::string shown = shownFileName(name);
        PdnFile file(argumentBytes(name));
        Game game;
        PdnError error;
        // Games keep their numbers in file order, failed ones included, so lines match games.
        for (;;) {
            const PdnStreamReader::Item item = file.next(game, error);
            if (item == PdnStreamReader::Item::End) break;
            if (item == PdnStreamReader::Item::Error) {
                std::cerr << formatPdnError(shown, error) << '\n';
                allRead = false;
                continue;
            }
            std::cout << number + file.count() << ' ' << resultOf(game) << ' ' << game.plyCount()
                      << ' ' << formatPosition(game.position()) << '\n';
        }
        if (!file.problem().empty()) {
            fail(shown + ": " + formatMessage(file.problem()));
            allRead = false;
        }
        number += file.count();
    }
    return allRead ? 0 : 1;
}

} // namespace bashni::cli
