#include "ui/autosave.h"

#include "core/pdn_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

namespace bashni::ui {

namespace {

// Who plays is kept beside the file, in the settings (a game record has no place for it).
void saveSetup(const GameSetup& s, const QString& fileName, int ply, bool modified) {
    QSettings q;
    q.beginGroup("autosave");
    q.setValue("whiteComputer", s.players[0] == PlayerKind::Computer);
    q.setValue("blackComputer", s.players[1] == PlayerKind::Computer);
    q.setValue("level", s.level);
    q.setValue("thinkMs", s.thinkMs);
    q.setValue("fileName", fileName);
    q.setValue("ply", ply);
    q.setValue("modified", modified);
}

GameSetup loadSetup(const Game& game, QString* fileName, int* ply) {
    QSettings q;
    q.beginGroup("autosave");
    GameSetup s;
    s.players = {q.value("whiteComputer").toBool() ? PlayerKind::Computer : PlayerKind::Human,
                 q.value("blackComputer").toBool() ? PlayerKind::Computer : PlayerKind::Human};
    s.level = std::clamp(q.value("level", 3).toInt(), 1, 10);
    s.thinkMs = q.value("thinkMs", 0).toLongLong();
    s.rules = game.rules();
    s.draws = game.drawRules();
    *fileName = q.value("fileName").toString();
    *ply = q.value("ply", game.plyCount()).toInt();
    return s;
}

} // namespace

Autosave::Autosave(QString path) : path_(std::move(path)) {
    if (path_.isEmpty())
        path_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                QStringLiteral("/autosave.pdn");
    QDir().mkpath(QFileInfo(path_).absolutePath());
    lock_ = std::make_unique<QLockFile>(path_ + QStringLiteral(".lock"));
    owned_ = lock_->tryLock(0); // a lock left by a crash is stale and taken over
}

// The window asks after every change of state (several a move); the file is written only when
// the record differs from what was written last.
bool Autosave::save(const Game& game, const GameSetup& setup, const QString& fileName,
                    bool modified) {
    if (!owned_) return false;
    std::string text = writePdn(game);
    if (text != written_ || !QFile::exists(path_)) {
        QSaveFile file(path_);
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit())
            return false;
        written_ = std::move(text);
    }
    saveSetup(setup, fileName, game.currentPly(), modified);
    return true;
}

std::optional<SavedGame> Autosave::restore() const {
    if (!owned_) return std::nullopt;
    // The first game that reads; nothing after it is read.
    PdnFile file(QFile::encodeName(path_).toStdString());
    Game game;
    PdnError error;
    PdnStreamReader::Item item = file.next(game, error);
    while (item == PdnStreamReader::Item::Error) item = file.next(game, error);
    if (item != PdnStreamReader::Item::Game) return std::nullopt;
    if (game.isOver() || (game.plyCount() == 0 && !game.fromSetUp())) return std::nullopt;
    SavedGame saved{game, {}, {}};
    int ply = 0;
    saved.setup = loadSetup(game, &saved.fileName, &ply);
    saved.game.goTo(std::clamp(ply, 0, game.plyCount()));
    saved.modified = QSettings().value("autosave/modified", true).toBool();
    return saved;
}

void Autosave::clear() {
    if (owned_) QFile::remove(path_);
    written_.clear();
}

} // namespace bashni::ui
