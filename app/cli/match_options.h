// The options of bashni-cli match, read and checked (docs/NOTATION.md 5.7).
#pragma once

#include "players.h"
#include "sprt.h"

#include "core/timecontrol.h"

#include <QCommandLineParser>

#include <cstdint>
#include <optional>
#include <string>

namespace bashni::cli {

struct MatchOptions {
    int games = 0;
    std::uint64_t seed = 1;
    TimeControl clock;       // --tc; none without
    std::int64_t timeMs = 0; // --time; 0 without
    std::string players[2];  // --a and --b as given, each known to make a player
    Rules rules = Rules::Standard;
    std::optional<QString> pdn;       // --pdn
    std::optional<SprtSettings> sprt; // --sprt with --alpha and --beta
    int concurrency = 1;              // games played at once
    int openingPlies = 2;             // --openings: plies of each opening
};

void addMatchOptions(QCommandLineParser& parser);
// Reads and checks every option; reports what is wrong itself and sets *code.
std::optional<MatchOptions> matchOptions(const QCommandLineParser& parser, int* code);

} // namespace bashni::cli
