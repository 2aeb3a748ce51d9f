// The unfinished game survives closing the window and crashes: it is written after every change
// (atomically, QSaveFile) to the application's data directory, with who plays it, and the next
// start continues it.
#pragma once

#include "ui/gamecontroller.h"

#include <QString>

#include <optional>

namespace bashni::ui {

struct SavedGame {
    Game game;
    GameSetup setup;
    QString fileName; // the file the game was opened from or saved to, if any
};

class Autosave {
  public:
    // `path` defaults to AppDataLocation/autosave.pdn.
    explicit Autosave(QString path = {});
    const QString& path() const { return path_; }

    bool save(const Game& game, const GameSetup& setup, const QString& fileName) const;
    // The saved game if there is one worth continuing (unfinished, with moves or a set-up).
    std::optional<SavedGame> restore() const;
    void clear() const;

  private:
    QString path_;
};

} // namespace bashni::ui
