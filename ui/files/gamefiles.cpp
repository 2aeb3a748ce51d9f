#include "ui/files/gamefiles.h"

#include "core/pdn.h"
#include "core/pdn_file.h"
#include "ui/coremessages.h"
#include "ui/files/atomicwrite.h"
#include "ui/settings.h"

#include <QFile>

namespace bashni::ui {

GameFiles::GameFiles(Settings& settings, QObject* parent) : QObject(parent), settings_(settings) {}

void GameFiles::setModified(bool modified) {
    if (modified_ == modified) return;
    modified_ = modified;
    emit modifiedChanged(modified);
}

void GameFiles::setFileName(const QString& path) {
    fileName_ = path;
    emit fileNameChanged(path);
    setModified(false);
}

OpenedFile GameFiles::read(const QString& path) {
    PdnFile file(QFile::encodeName(path).toStdString());
    OpenedFile opened;
    Game game;
    PdnError error;
    for (PdnStreamReader::Item item;
         (item = file.next(game, error)) != PdnStreamReader::Item::End;) {
        if (item == PdnStreamReader::Item::Error) {
            opened.errors << translatePdnError(path, error);
            continue;
        }
        opened.games.add(game);
        if (!opened.first) opened.first = std::move(game);
    }
    opened.games.squeeze();
    if (!file.problem().empty()) opened.problem = translateCore(file.problem());
    if (!file.isOpen()) forget(path);
    return opened;
}

LoadedGame GameFiles::load(const QString& path, int index, const GameSummary& expected) {
    PdnFile file(QFile::encodeName(path).toStdString());
    Game game;
    PdnError error;
    int readable = -1; // the index of the game just read among those that read
    for (PdnStreamReader::Item item;
         (item = file.next(game, error)) != PdnStreamReader::Item::End;) {
        // The broken games were not listed, so they are not counted.
        if (item != PdnStreamReader::Item::Game || ++readable < index) continue;
        if (GameSummary::of(game) == expected) return {std::move(game), {}};
        break; // another game in its place: the file has changed
    }
    if (!file.isOpen()) forget(path);
    const QString why = file.problem().empty()
                            ? tr("the file has changed since its games were listed; open it again")
                            : translateCore(file.problem());
    return {std::nullopt, path + QStringLiteral(": ") + why};
}

void GameFiles::adopt(const QString& path, bool onlyGame) {
    setFileName(onlyGame ? path : QString());
    remember(path);
}

bool GameFiles::save(const Game& game, const QString& path, QString* error) {
    if (!writeFileAtomically(path, writePdn(game), error)) return false;
    setFileName(path);
    remember(path);
    return true;
}

QStringList GameFiles::recentFiles() const {
    return settings_.recentFiles();
}

void GameFiles::remember(const QString& path) {
    settings_.addRecentFile(path);
    emit recentFilesChanged();
}

void GameFiles::forget(const QString& path) {
    settings_.removeRecentFile(path);
    emit recentFilesChanged();
}

} // namespace bashni::ui
