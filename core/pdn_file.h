// Placeholder until the streaming game-file reader lands: reads a whole file.
#pragma once

#include "core/messages.h"
#include "core/pdn.h"

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace bashni {

struct PdnFileRead {
    bool opened = false;
    std::vector<Game> games;
    std::vector<PdnError> errors;
    Message problem;
};

inline PdnFileRead readPdnFile(const std::string& path) {
    PdnFileRead r;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        r.problem = messages::NoMoveGiven; // placeholder
        return r;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    r.opened = true;
    PdnReadResult read = readPdn(ss.str());
    r.games = std::move(read.games);
    r.errors = std::move(read.errors);
    return r;
}

} // namespace bashni
