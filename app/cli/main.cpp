// bashni-cli: the rules engine from the command line (docs/NOTATION.md "Command line").
#include "command.h"

#include <QCoreApplication>

#include <array>
#include <iostream>
#include <string_view>

namespace {

struct Entry {
    std::string_view name;
    bashni::cli::Command run;
    std::string_view synopsis;
};

constexpr std::array commands{
    Entry{"moves", bashni::cli::runMoves,
          "moves [--fen POS] [--rules R]                legal moves, one per line, sorted"},
    Entry{"play", bashni::cli::runPlay,
          "play  [--fen POS] [--rules R] MOVE...       the position after the moves"},
    Entry{"perft", bashni::cli::runPerft,
          "perft [--fen POS] [--rules R] --depth N [--divide]   leaf counts for depths 1..N"},
    Entry{"replay", bashni::cli::runReplay,
          "replay FILE...                               one line a game: N RESULT PLIES POSITION"},
    Entry{"analyse", bashni::cli::runAnalyse,
          "analyse [--fen POS] [--rules R] [--time S | --depth D] [--lines N]   search lines,\n"
          "                                             then \"bestmove MOVE\""},
    Entry{"annotate", bashni::cli::runAnnotate,
          "annotate [--time S | --depth D] [--from PLY] FILE...   the games again, reviewed:\n"
          "                                             glyphs, better moves, [%eval], summaries"},
    Entry{"match", bashni::cli::runMatch,
          "match --a PLAYER --b PLAYER --games N [--time S | --tc TC] [--rules R]\n"
          "      [--seed N] [--concurrency N] [--sprt ELO0,ELO1 [--alpha P] [--beta P]]\n"
          "                                             games, colours alternating; last line\n"
          "                                             \"result wins=W draws=D losses=L "
          "score=P elo=E\""},
    Entry{"puzzles", bashni::cli::runPuzzles,
          "puzzles generate --games N [--seed S] [--out FILE]   puzzles found in\n"
          "                                             self-play games, as a PDN collection\n"
          "  bashni-cli puzzles verify FILE               checks every puzzle again:\n"
          "                                             \"verified K of N\""},
    Entry{"host", bashni::cli::runHost,
          "host --player PLAYER [--port P] [--rules R] [--colour w|b] [--tc BASE+INC]\n"
          "     [--name N] [--pdn FILE] [--listen ADDRESS]   a network game (docs/PROTOCOL.md):\n"
          "                                             waits for one guest, on 127.0.0.1\n"
          "                                             unless --listen says otherwise"},
    Entry{"join", bashni::cli::runJoin,
          "join HOST:PORT --player PLAYER [--name N] [--pdn FILE]   plays a hosted game;\n"
          "                                             last line \"result RESULT PLIES REASON\""},
    Entry{"online", bashni::cli::runOnline,
          "online HOST:PORT (--user NAME --password-file FILE | --guest) --player PLAYER\n"
          "       [--seek RULES/CLOCK/rated|casual] [--accept] [--games N] [--download FILE]\n"
          "                                             plays on a Bashni server (docs/SERVER.md)"},
    Entry{"server-load", bashni::cli::runServerLoad,
          "server-load HOST:PORT [--games N] [--rate R] [--seconds S] [--tls]   N games between\n"
          "                                             scripted guests on a server, R moves a "
          "second\n"
          "                                             each; \"p50=.. p99=.. lost=.. "
          "duplicated=..\""},
    Entry{"bench", bashni::cli::runBench,
          "bench [--quick]                              move-generation and search speed"},
};

void printHelp(std::ostream& out) {
    out << "Usage: bashni-cli COMMAND [OPTIONS]\n\nCommands:\n";
    for (const Entry& e : commands) out << "  bashni-cli " << e.synopsis << '\n';
    out << "\nPositions and moves are written as docs/NOTATION.md describes (man bashni-cli has\n"
           "them in brief); --rules selects the rule set (default standard). A PLAYER is level:N\n"
           "(the AI at strength 1..10), random, greedy (the move that wins the most columns now),\n"
           "engine:depth=N,WEIGHT=VALUE,... (the search with changed evaluation weights) or\n"
           "exe:PATH[,time=S|,depth=D] (the program at PATH, e.g. another build of bashni-cli,\n"
           "asked for each move with \"PATH analyse\").\n"
           "Errors go to standard error: exit status 1, or 2 for usage.\n";
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication::setApplicationName("bashni-cli");
    QCoreApplication::setApplicationVersion(BASHNI_VERSION);
    QStringList args;
    for (int i = 0; i < argc; ++i) args << bashni::cli::argumentFromBytes(argv[i]);
    if (args.size() < 2) {
        printHelp(std::cerr);
        return 2;
    }
    const std::string name = args[1].toStdString();
    if (name == "--help" || name == "-h" || name == "help") {
        printHelp(std::cout);
        return 0;
    }
    if (name == "--version" || name == "-v") {
        std::cout << "bashni-cli " << BASHNI_VERSION << '\n';
        return 0;
    }
    for (const Entry& e : commands) {
        if (e.name != name) continue;
        QStringList rest = args.mid(2);
        rest.prepend(QString("bashni-cli ") + args[1]);
        return e.run(rest);
    }
    return bashni::cli::usageError("unknown command " + bashni::cli::quoted(args[1]));
}
