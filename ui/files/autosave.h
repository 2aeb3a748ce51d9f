// The unfinished game survives closing the window and crashes: it is written after every change
// (atomically) to the application's data directory and the next start continues it. Everything a
// restart needs is in that one file: the game record, and as tags of its own who plays, the ply
// on the board, the file the game belongs to and whether it differs from it. So a kill at any
// moment leaves either the old state or the new one, never a mix. One program at a time owns the
// file (a lock beside it); a second one running meanwhile keeps no autosave rather than
// overwrite the first one's game.
#pragma once

#include "ui/game/gamesetup.h"

#include <QLockFile>
#include <QString>

#include <memory>
#include <optional>

namespace bashni::ui {

struct SavedGame {
    Game game; // at the ply that was on the board
    GameSetup setup;
    QString fileName;      // the file the game was opened from or saved to, if any
    bool modified = false; // moves not saved to that file (or to any)
};

class Autosave {
  public:
    // `path` defaults to AppDataLocation/autosave.pdn.
    explicit Autosave(QString path = {});
    const QString& path() const { return path_; }
    bool owned() const { return owned_; }

    bool save(const Game& game, const GameSetup& setup, const QString& fileName, bool modified);
    // The saved game if there is one worth showing again: unfinished, with moves or a set-up, or
    // finished and not saved to a file (so that quitting never loses it). A file that is not a
    // whole autosave (truncated, garbage) is set aside, never overwritten: see brokenCopy().
    std::optional<SavedGame> restore();
    // Where restore() put a damaged autosave (autosave.pdn.broken-YYYYMMDD-HHMMSS beside it);
    // empty when it found none.
    const QString& brokenCopy() const { return brokenCopy_; }
    void clear();

  private:
    QString path_;
    std::unique_ptr<QLockFile> lock_;
    bool owned_ = false;
    std::string written_; // the file as last written
    QString brokenCopy_;

    std::optional<Game> readWhole() const;
    void setAside();
};

// The record with the autosave's own tags, and back; exposed for tests.
std::string autosaveText(const Game& game, const GameSetup& setup, const QString& fileName,
                         bool modified);
SavedGame fromAutosaveText(Game game);

} // namespace bashni::ui
