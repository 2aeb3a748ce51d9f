// What every bashni-cli subcommand shares: its signature, and reading --fen / --rules.
#pragma once

#include "core/position.h"

#include <QCommandLineParser>
#include <QStringList>

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
// Parses args; on error prints it and returns false, with *exitCode set.
bool parseArguments(QCommandLineParser& parser, const QStringList& args, int* exitCode);
// The position of --fen (start position by default) under --rules; reports errors itself.
std::optional<Position> positionFromOptions(const QCommandLineParser& parser);
std::optional<Rules> rulesFromOptions(const QCommandLineParser& parser);

int runMoves(const QStringList& args);
int runPlay(const QStringList& args);
int runPerft(const QStringList& args);
int runBench(const QStringList& args);
int runReplay(const QStringList& args);

} // namespace bashni::cli
