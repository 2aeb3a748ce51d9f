// What every bashni-cli subcommand shares: its signature, and reading --fen / --rules.
#pragma once

#include "core/position.h"

#include <QCommandLineParser>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>

namespace bashni::cli {

// A subcommand gets its own arguments (the first is "bashni-cli NAME") and returns the exit code.
using Command = int (*)(const QStringList& args);

// Prints "bashni-cli: message" on one line of standard error; returns the exit code 1 (or 2 for
// a usage error) so callers can `return fail(...)`.
int fail(const std::string& message);
int usageError(const QString& message);

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
int runMatch(const QStringList& args);

} // namespace bashni::cli
