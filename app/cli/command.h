// What every bashni-cli subcommand shares: its signature, reading --fen / --rules, and how an
// error line shows what the user typed.
#pragma once

#include "core/position.h"

#include <QCommandLineParser>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace bashni {
class Game;
}

namespace bashni::cli {

// A subcommand gets its own arguments (the first is "bashni-cli NAME") and returns the exit code.
using Command = int (*)(const QStringList& args);

// Prints "bashni-cli: message" on one line of standard error; returns the exit code 1 (or 2 for
// a usage error) so callers can `return fail(...)`. What the user typed goes into the message
// through quoted() or shownFileName(); any control character left is escaped all the same.
int fail(const std::string& message);
int usageError(const std::string& message);

// Arguments keep every byte the user typed: main() makes UTF-8 characters of the ones that are
// UTF-8 and a lone surrogate U+DC80..U+DCFF of each other byte (Python's "surrogateescape"), which
// argumentBytes() turns back into that byte. So a move, a position or a file name reaches the core
// exactly as typed, and an error shows a stray byte as \xNN rather than as U+FFFD.
QString argumentFromBytes(std::string_view bytes);
std::string argumentBytes(const QString& argument);
// An argument inside an error line: in double quotes, control characters and bytes that are not
// UTF-8 escaped, cut after 40 bytes (quotedInput of the core), so the line stays one short line.
std::string quoted(const QString& argument);
// A file name where an error line starts with it ("FILE: …", "FILE:LINE:COLUMN: …"): as typed
// when it is printable UTF-8 no longer than a path can be, so that editors can follow it; quoted
// otherwise.
std::string shownFileName(const QString& argument);

// Reads the game files one game at a time (core/pdn_file.h), handing each game read to `use`
// with its number over all files, counted in file order with the failed games, so that numbers
// match games. Errors go to standard error as FILE:LINE:COLUMN: message. False if any failed.
bool forEachGame(const QStringList& files, const std::function<void(Game&, int number)>& use);

// Adds --fen and --rules; every subcommand that takes a position has both.
void addPositionOptions(QCommandLineParser& parser);
void addRulesOption(QCommandLineParser& parser); // --rules alone

// Parses args; on error prints it and returns false, with *exitCode set.
bool parseArguments(QCommandLineParser& parser, const QStringList& args, int* exitCode);
// The position of --fen (start position by default) under --rules; reports errors itself.
std::optional<Position> positionFromOptions(const QCommandLineParser& parser);
std::optional<Rules> rulesFromOptions(const QCommandLineParser& parser);
// The value of a time option in whole milliseconds (seconds on the command line, fractions
// allowed, 0.001 to 86400); reports a usage error itself and returns nothing when it is bad.
std::optional<std::int64_t> millisecondsFromOption(const QCommandLineParser& parser,
                                                   const QString& name);

int runMoves(const QStringList& args);
int runPlay(const QStringList& args);
int runPerft(const QStringList& args);
int runBench(const QStringList& args);
int runReplay(const QStringList& args);
int runAnalyse(const QStringList& args);
int runAnnotate(const QStringList& args);
int runMatch(const QStringList& args);
int runPuzzles(const QStringList& args);
int runHost(const QStringList& args);
int runJoin(const QStringList& args);
int runOnline(const QStringList& args);
int runServerLoad(const QStringList& args);

} // namespace bashni::cli
