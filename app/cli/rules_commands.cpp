// moves, play, perft: the rules engine as docs/NOTATION.md's command line defines it.
#include "command.h"

#include "core/movegen.h"
#include "core/notation.h"
#include "core/perft.h"

#include <algorithm>
#include <iostream>
#include <vector>

namespace bashni::cli {

int runMoves(const QStringList& args) {
    QCommandLineParser parser;
    addPositionOptions(parser);
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    if (!parser.positionalArguments().isEmpty())
        return usageError("moves takes no arguments besides --fen and --rules");
    const auto pos = positionFromOptions(parser);
    if (!pos) return 1;
    MoveList moves;
    generateMoves(*pos, moves);
    std::vector<std::string> texts;
    for (const Move& m : moves) texts.push_back(formatMove(m));
    std::sort(texts.begin(), texts.end());
    for (const auto& t : texts) std::cout << t << '\n';
    return 0;
}

int runPlay(const QStringList& args) {
    QCommandLineParser parser;
    addPositionOptions(parser);
    parser.addPositionalArgument("MOVE", "Moves to play, in order.", "MOVE...");
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    auto pos = positionFromOptions(parser);
    if (!pos) return 1;
    int ply = 0;
    for (const QString& text : parser.positionalArguments()) {
        ++ply;
        Message error;
        const auto move = parseMove(*pos, argumentBytes(text), &error);
        if (!move)
            return fail("move " + std::to_string(ply) + " " + quoted(text) + ": " +
                        formatMessage(error));
        Undo u;
        pos->make(*move, u);
    }
    std::cout << formatPosition(*pos) << '\n';
    return 0;
}

int runPerft(const QStringList& args) {
    QCommandLineParser parser;
    addPositionOptions(parser);
    parser.addOption({"depth", "Count down to N plies (1..20).", "N"});
    parser.addOption({"divide", "Also print the count below each move at depth N."});
    int code = 0;
    if (!parseArguments(parser, args, &code)) return code;
    if (!parser.positionalArguments().isEmpty())
        return usageError("perft takes no arguments besides its options");
    if (!parser.isSet("depth")) return usageError("perft needs --depth N");
    bool ok = false;
    const int depth = parser.value("depth").toInt(&ok);
    if (!ok || depth < 1 || depth > 20)
        return usageError("--depth must be a whole number from 1 to 20, not " +
                          quoted(parser.value("depth")));
    auto pos = positionFromOptions(parser);
    if (!pos) return 1;
    if (parser.isSet("divide")) {
        for (const auto& [move, count] : perftDivide(*pos, depth))
            std::cout << move << ": " << count << '\n';
    }
    for (int d = 1; d <= depth; ++d)
        std::cout << "perft(" << d << ") = " << perft(*pos, d) << std::endl;
    return 0;
}

} // namespace bashni::cli
