// The two halves of "bashni-cli puzzles": generate and verify, and what they share.
#pragma once

#include "core/puzzles/puzzle.h"

#include <QCommandLineParser>
#include <QStringList>

#include <optional>

namespace bashni::cli {

int runPuzzlesGenerate(const QStringList& args);
int runPuzzlesVerify(const QStringList& args);

// A whole number option within [low, high]; a usage error names it otherwise.
std::optional<int> intOption(const QCommandLineParser& parser, const QString& name, int low,
                             int high);

} // namespace bashni::cli
