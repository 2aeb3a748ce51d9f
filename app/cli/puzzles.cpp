// puzzles: "puzzles generate" finds puzzles in self-play games, "puzzles verify" checks a
// collection again (docs/NOTATION.md "Puzzle collections").
#include "puzzles.h"

#include "command.h"

#include "core/notation.h"
#include "core/pdn_file.h"
#include "core/puzzles/record.h"
#include "core/puzzles/verify.h"

#include <iostream>

namespace bashni::cli {

std::optional<int> intOption(const QCommandLineParser& parser, const QString& name, int low,
                             int high) {
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (ok && value >= low && value <= high) return value;
    usageError("--" + name.toStdString() + " must be a whole number from " + std::to_string(low) +
               " to " + std::to_string(high) + ", not " + quoted(parser.value(name)));
    return std::nullopt;
}

namespace {

// Checks puzzle `number` of the file; prints why it fails on standard error.
bool verifyOne(engine::Search& search, const Game& game, int number, const std::string& shown,
               const puzzles::PuzzleSettings& s) {
    const auto puzzle = puzzles::puzzleFromGame(game);
    std::string why;
    if (!puzzle) {
        why = "no Difficulty tag easy, medium or hard";
    } else {
        const auto verdict = puzzles::verifyPuzzle(search, puzzle->start, puzzle->line, s);
        if (verdict.ok()) return true;
        why = puzzles::describe(verdict);
    }
    std::cerr << shown << ": puzzle " << number << " (" << formatPosition(game.startPosition())
              << "): " << why << '\n';
    return false;
}

} // namespace

int runPuzzlesVerify(const QStringList& args) {
    QCommandLineParser parser;
    parser.addPositionalArgument("FILE", "A puzzle collection (PDN).");
    puzzles::PuzzleSettings s;
    parser.addOption(
        {"depth",
         "Depth of the confirming search (default " + QString::number(s.confirmDepth) + ").", "D",
         QString::number(s.confirmDepth)});
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    if (parser.positionalArguments().size() != 1)
        return usageError("puzzles verify needs one FILE");
    const auto depth = intOption(parser, "depth", 1, 30);
    if (!depth) return 2;
    s.confirmDepth = *depth;
    const QString name = parser.positionalArguments().first();
    const std::string shown = shownFileName(name);
    PdnFile file(argumentBytes(name));
    if (!file.isOpen()) return fail(shown + ": " + formatMessage(file.problem()));
    engine::Search search;
    int verified = 0;
    Game game;
    PdnError error;
    for (;;) {
        const PdnStreamReader::Item item = file.next(game, error);
        if (item == PdnStreamReader::Item::End) break;
        if (item == PdnStreamReader::Item::Error)
            std::cerr << formatPdnError(shown, error) << " (puzzle " << file.count() << ")\n";
        else if (verifyOne(search, game, file.count(), shown, s))
            ++verified;
    }
    if (!file.problem().empty()) fail(shown + ": " + formatMessage(file.problem()));
    std::cout << "verified " << verified << " of " << file.count() << '\n';
    return verified == file.count() && file.count() > 0 && file.problem().empty() ? 0 : 1;
}

int runPuzzles(const QStringList& args) {
    const QString what = args.value(1);
    QStringList rest = args.mid(2);
    rest.prepend(args.value(0) + ' ' + what);
    if (what == "generate") return runPuzzlesGenerate(rest);
    if (what == "verify") return runPuzzlesVerify(rest);
    return usageError(what.isEmpty() ? "puzzles needs generate or verify"
                                     : "unknown puzzles command " + quoted(what) +
                                           ": expected generate or verify");
}

} // namespace bashni::cli
