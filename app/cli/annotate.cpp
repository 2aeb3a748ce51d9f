// annotate: reviews the games of files with the engine and writes them again as game records,
// with the judgements, evaluations and summaries of a review (docs/NOTATION.md "Command line").
#include "command.h"

#include "core/engine/annotator.h"
#include "core/engine/review_record.h"
#include "core/pdn.h"

#include <iostream>

namespace bashni::cli {
namespace {

struct Options {
    engine::ReviewLimits limits;
    int fromPly = 1;
};

// --time S or --depth D (default 12), and --from PLY; reports a usage error itself.
std::optional<Options> readOptions(const QCommandLineParser& parser) {
    Options o;
    if (parser.isSet("time") && parser.isSet("depth")) {
        usageError("annotate takes --time or --depth, not both");
        return std::nullopt;
    }
    bool ok = true;
    if (parser.isSet("time")) {
        const auto ms = millisecondsFromOption(parser, "time");
        if (!ms) return std::nullopt;
        o.limits.timeMs = *ms;
    } else if (parser.isSet("depth")) {
        o.limits.depth = parser.value("depth").toInt(&ok);
        if (!ok || o.limits.depth < 1 || o.limits.depth > engine::MaxPly - 1) {
            usageError("--depth must be a whole number from 1 to " +
                       std::to_string(engine::MaxPly - 1) + ", not " +
                       quoted(parser.value("depth")));
            return std::nullopt;
        }
    }
    if (parser.isSet("from")) {
        o.fromPly = parser.value("from").toInt(&ok);
        if (!ok || o.fromPly < 1) {
            usageError("--from must be a ply number from 1 on, not " +
                       quoted(parser.value("from")));
            return std::nullopt;
        }
    }
    return o;
}

// One game reviewed and written out; progress on standard error as the positions are done.
void annotateGame(engine::Annotator& annotator, Game& game, int number, int fromPly, bool first) {
    const int firstPly = std::min(fromPly, game.plyCount() + 1);
    const auto progress = [&](int done, int) {
        if (done > 0)
            std::cerr << "annotate: game " << number << " ply " << firstPly - 2 + done << '/'
                      << game.plyCount() << std::endl;
    };
    const engine::Review review = annotator.review(game, firstPly, 0, nullptr, progress);
    engine::applyReview(game, review,
                        std::string("bashni-cli ") + BASHNI_VERSION + ", " +
                            annotator.describeLimits());
    std::cout << (first ? "" : "\n") << writePdn(game) << std::flush;
}

} // namespace

int runAnnotate(const QStringList& args) {
    QCommandLineParser parser;
    parser.addOption({"time", "Think S seconds a position (fractions allowed).", "S"});
    parser.addOption({"depth", "Search each position to depth D (1..127; default 12).", "D"});
    parser.addOption({"from", "Judge the moves from ply PLY on (default 1).", "PLY"});
    parser.addPositionalArgument("FILE", "Game files (PDN) to annotate.", "FILE...");
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) return usageError("annotate needs at least one FILE");
    const auto options = readOptions(parser);
    if (!options) return 2;

    engine::Annotator annotator(options->limits);
    int written = 0;
    const bool allRead = forEachGame(files, [&](Game& game, int number) {
        annotateGame(annotator, game, number, options->fromPly, written++ == 0);
    });
    return allRead ? 0 : 1;
}

} // namespace bashni::cli
