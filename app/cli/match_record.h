// The games of a match as one game record (match --pdn, docs/NOTATION.md "Command line").
#pragma once

#include "core/game.h"

#include <QFile>

#include <string>

namespace bashni::cli {

// Each game is written whole, with one write, as soon as it ends: a match cut short leaves a
// file of whole games, and a match of a hundred thousand games never holds more than one.
class MatchRecord {
  public:
    // Creates or empties the file; false, with why in *error, when it cannot.
    bool open(const QString& fileName, std::string* error);
    bool add(const Game& game, std::string* error);

  private:
    QFile file_;
    bool empty_ = true;
};

} // namespace bashni::cli
