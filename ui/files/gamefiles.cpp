#include "ui/files/gamefiles.h"

#include "core/pdn.h"
#include "core/pdn_file.h"
#include "ui/common/coremessages.h"
#include "ui/common/settings.h"
#include "ui/files/atomicwrite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

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
    OpenedFile opened = parse(path);
    noteRead(path, opened);
    return opened;
}

void GameFiles::noteRead(const QString& path, const OpenedFile& opened) {
    if (!opened.opened)
        forget(path);
    else
        settings_.setLastFolder(QFileInfo(path).absolutePath());
}

OpenedFile GameFiles::parse(const QString& path) {
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
    opened.opened = file.isOpen();
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
    settings_.setLastFolder(QFileInfo(path).absolutePath());
    return true;
}

QString GameFiles::folder() const {
    const QString last = settings_.lastFolder();
    return !last.isEmpty() && QFileInfo(last).isDir() ? last : documentsFolder();
}

// A file dialog given a folder that does not exist opens in the working directory instead, and
// an account may have no documents folder yet (no desktop made one): it is made, as a desktop
// would, and the home folder is the last resort.
QString GameFiles::documentsFolder() {
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QDir().mkpath(documents) ? documents : QDir::homePath();
}

QString GameFiles::proposedPath(const Game& game) const {
    // "?" is PDN's unknown player; an unknown date has "?" for its digits.
    const auto known = [](const std::string& tag) {
        const QString s = QString::fromStdString(tag).trimmed();
        const bool unknown =
            std::all_of(s.begin(), s.end(), [](QChar c) { return c == '?' || c == '.'; });
        return unknown ? QString() : s;
    };
    QStringList players;
    for (const char* side : {"White", "Black"})
        if (const QString name = known(game.tag(side)); !name.isEmpty()) players << name;
    QString name = players.join(QStringLiteral(" - "));
    if (const QString date = known(game.tag("Date")); !date.isEmpty())
        name +=
            (name.isEmpty() ? QString() : QStringLiteral(" ")) + QString(date).replace('.', '-');
    // Characters that some file system refuses, and control characters.
    static const QRegularExpression unsafe(QStringLiteral(R"([\\/:*?"<>|\x00-\x1f])"));
    name.replace(unsafe, QStringLiteral("_"));
    if (name.isEmpty()) name = QStringLiteral("bashni");
    return QDir(folder()).filePath(name + QStringLiteral(".pdn"));
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
