// replay: reads game files and prints one line a game, "N RESULT PLIES POSITION"
// (docs/NOTATION.md).
#include "command.h"

#include "core/notation.h"
#include "core/pdn.h"

#include <QFile>

#include <iostream>
#include <set>

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
        QFile file(name);
        if (!file.open(QIODevice::ReadOnly)) {
            fail(name.toStdString() + ": cannot read: " + file.errorString().toStdString());
            allRead = false;
            continue;
        }
        const QByteArray bytes = file.readAll();
        const PdnReadResult read =
            readPdn(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        // Games keep their numbers in file order, failed ones included, so lines match games.
        std::set<int> failed;
        for (const PdnError& e : read.errors) {
            std::cerr << formatPdnError(name.toStdString(), e) << '\n';
            failed.insert(e.game);
            allRead = false;
        }
        int next = 1;
        for (const Game& game : read.games) {
            while (failed.count(next)) ++next;
            std::cout << number + next << ' ' << resultOf(game) << ' ' << game.plyCount() << ' '
                      << formatPosition(game.position()) << '\n';
            ++next;
        }
        number += int(read.games.size() + read.errors.size());
    }
    return allRead ? 0 : 1;
}

} // namespace bashni::cli
