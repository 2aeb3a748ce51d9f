// The game's file, without a window: reading game files, saving (atomically), the recent files, the
// file the game belongs to and whether the game differs from it. The window asks the questions
// (file dialogs, which game of several, save first?) and shows what this reports; tests drive it
// directly.
#pragma once

#include "core/game.h"
#include "ui/files/gamesummaries.h"

#include <QObject>
#include <QStringList>

#include <optional>

namespace bashni::ui {

class Settings;

// What reading a game file gave: what the picker lists of every game that could be read, and the
// first of them whole, so that a file of one game is read once. Any other is read again when it
// is chosen (GameFiles::load): memory holds a summary a game, not the games.
struct OpenedFile {
    GameSummaries games;       // the games that could be read, in file order
    std::optional<Game> first; // games' first, whole; none when no game could be read
    QStringList errors;        // one a game that could not be read: FILE:LINE:COLUMN: why
    QString problem;           // why the file was not read at all or not to its end; "" if whole
    bool opened = false;       // the file could be opened at all
};

// One game read again from a file.
struct LoadedGame {
    std::optional<Game> game;
    QString problem; // FILE: why, when there is no game
};

class GameFiles : public QObject {
    Q_OBJECT
  public:
    explicit GameFiles(Settings& settings, QObject* parent = nullptr);

    const QString& fileName() const { return fileName_; }
    bool isModified() const { return modified_; }
    void setModified(bool modified);
    // The game is now that of `path` ("" for none) as the file holds it: not modified.
    void setFileName(const QString& path);

    // Reads every game of `path`; a path that cannot be read leaves the recent files.
    OpenedFile read(const QString& path);
    // read() in two: the reading, which touches nothing of this object (a worker thread's), and
    // what it means for the recent files and the last folder (the owner's thread).
    static OpenedFile parse(const QString& path);
    void noteRead(const QString& path, const OpenedFile& opened);
    // Game `index` of the games read(path) listed (those that could be read, from 0), read again
    // up to it, one game at a time. None when the file cannot be read any more, or has changed
    // so that the game there is not `expected` (the one listed).
    LoadedGame load(const QString& path, int index, const GameSummary& expected);
    // One of the games read from `path` is now the game: the file is remembered as recent, and
    // becomes the game's file when it held only that game (so that saving drops no other).
    void adopt(const QString& path, bool onlyGame);
    // Writes `game` to `path` atomically; it becomes the game's file. The reason in *error.
    bool save(const Game& game, const QString& path, QString* error = nullptr);

    QStringList recentFiles() const;
    // Where Save As starts: the folder a game was last opened from or saved to (the documents
    // folder the first time, made if there is none yet), and a name from the players and date,
    // "Ann - Bob 2026-12-01.pdn", with what a file name cannot hold replaced and unknown tags
    // left out.
    QString proposedPath(const Game& game) const;
    QString folder() const; // the folder of proposedPath, for Open too
    static QString documentsFolder();

  signals:
    void fileNameChanged(const QString& path);
    void modifiedChanged(bool modified);
    void recentFilesChanged();

  private:
    void remember(const QString& path);
    void forget(const QString& path);

    Settings& settings_;
    QString fileName_;
    bool modified_ = false;
};

} // namespace bashni::ui
