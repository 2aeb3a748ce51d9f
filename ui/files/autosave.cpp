#include "ui/files/autosave.h"

#include "core/engine/levels.h"
#include "core/pdn.h"
#include "core/pdn_file.h"
#include "ui/files/atomicwrite.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace bashni::ui {

namespace {

// The autosave's own tags: a game record has no place for who plays or where the board is. They
// never reach a file the user saves, since they are only added to the copy written here.
constexpr const char* WhiteTag = "AutosaveWhite"; // "human" or "computer"
constexpr const char* BlackTag = "AutosaveBlack";
constexpr const char* LevelTag = "AutosaveLevel";
constexpr const char* ThinkTag = "AutosaveThinkMs";
constexpr const char* PlyTag = "AutosavePly";
constexpr const char* FileTag = "AutosaveFile";
constexpr const char* ModifiedTag = "AutosaveModified"; // "yes" or "no"
// What the side to move had used of its clock on the move in progress (a timed game).
constexpr const char* MoveUsedTag = "AutosaveMoveUsedMs";
constexpr const char* LegacyGroup = "autosave";

std::string kindName(PlayerKind k) {
    return k == PlayerKind::Computer ? "computer" : "human";
}

// A tag's value as a number, `fallback` when absent or not a number.
qint64 number(const Game& g, const char* tag, qint64 fallback) {
    bool ok = false;
    const qint64 n = QString::fromStdString(g.tag(tag)).toLongLong(&ok);
    return ok ? n : fallback;
}

// An older version kept who plays, the ply and the file in the settings beside its autosave;
// a record without the tags is continued with what they hold (by two humans when nothing).
void readLegacySettings(SavedGame& s) {
    QSettings q;
    q.beginGroup(LegacyGroup);
    if (!q.contains("whiteComputer")) return;
    const auto kind = [&](const char* key) {
        return q.value(key).toBool() ? PlayerKind::Computer : PlayerKind::Human;
    };
    s.setup.players = {kind("whiteComputer"), kind("blackComputer")};
    s.setup.level = std::clamp(q.value("level", 3).toInt(), engine::MinLevel, engine::MaxLevel);
    s.setup.thinkMs = std::clamp<qint64>(q.value("thinkMs", 0).toLongLong(), 0, 600'000);
    s.fileName = q.value("fileName").toString();
    s.modified = q.value("modified", true).toBool();
    const int ply = q.value("ply", s.game.plyCount()).toInt();
    s.game.goTo(std::clamp(ply, 0, s.game.plyCount()));
}

// The file's last word is a result: the writer ends every record with one, so a file cut short
// anywhere (even after a whole move or tag, which still reads as a game) lacks it.
bool endsInResult(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return false;
    f.seek(std::max<qint64>(0, f.size() - 64));
    const QList<QByteArray> words = f.readAll().simplified().split(' ');
    return parseResult(words.last().toStdString()).has_value();
}

} // namespace

std::string autosaveText(const Game& game, const GameSetup& setup, const QString& fileName,
                         bool modified) {
    Game copy = game;
    copy.setTag(WhiteTag, kindName(setup.players[0]));
    copy.setTag(BlackTag, kindName(setup.players[1]));
    copy.setTag(LevelTag, std::to_string(setup.level));
    copy.setTag(ThinkTag, std::to_string(setup.thinkMs));
    copy.setTag(PlyTag, std::to_string(game.currentPly()));
    copy.setTag(FileTag, fileName.toStdString());
    copy.setTag(ModifiedTag, modified ? "yes" : "no");
    if (game.currentMoveUsedMs() > 0)
        copy.setTag(MoveUsedTag, std::to_string(game.currentMoveUsedMs()));
    return writePdn(copy);
}

// Without the tags, two humans at the end of the line (see readLegacySettings).
SavedGame fromAutosaveText(Game game) {
    SavedGame s;
    s.setup.players = {game.tag(WhiteTag) == "computer" ? PlayerKind::Computer : PlayerKind::Human,
                       game.tag(BlackTag) == "computer" ? PlayerKind::Computer : PlayerKind::Human};
    s.setup.level =
        int(std::clamp<qint64>(number(game, LevelTag, 3), engine::MinLevel, engine::MaxLevel));
    s.setup.thinkMs = std::clamp<qint64>(number(game, ThinkTag, 0), 0, 600'000);
    s.setup.rules = game.rules();
    s.setup.draws = game.drawRules();
    s.fileName = QString::fromStdString(game.tag(FileTag));
    s.modified = game.tag(ModifiedTag) != "no";
    const qint64 ply = number(game, PlyTag, game.plyCount());
    const qint64 used = number(game, MoveUsedTag, 0);
    for (const char* tag :
         {WhiteTag, BlackTag, LevelTag, ThinkTag, PlyTag, FileTag, ModifiedTag, MoveUsedTag})
        game.removeTag(tag);
    game.goTo(int(std::clamp<qint64>(ply, 0, game.plyCount())));
    game.setCurrentMoveUsedMs(
        std::clamp<qint64>(used, 0, MaxControlMs)); // after goTo, which clears it
    s.game = std::move(game);
    return s;
}

Autosave::Autosave(QString path) : path_(std::move(path)) {
    if (path_.isEmpty())
        path_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                QStringLiteral("/autosave.pdn");
    QDir().mkpath(QFileInfo(path_).absolutePath());
    lock_ = std::make_unique<QLockFile>(path_ + QStringLiteral(".lock"));
    owned_ = lock_->tryLock(0); // a lock left by a crash is stale and taken over
}

// The window asks after every change of state (several a move); the file is written only when
// it would differ from what was written last.
bool Autosave::save(const Game& game, const GameSetup& setup, const QString& fileName,
                    bool modified) {
    if (!owned_) return false;
    std::string text = autosaveText(game, setup, fileName, modified);
    if (text == written_ && QFile::exists(path_)) return true;
    if (!writeFileAtomically(path_, text)) return false;
    if (written_.empty()) QSettings().remove(LegacyGroup); // the file holds it all from now on
    written_ = std::move(text);
    return true;
}

// The one game of a whole autosave; nothing when the file is anything else.
std::optional<Game> Autosave::readWhole() const {
    PdnFile file(QFile::encodeName(path_).toStdString());
    Game game, after;
    PdnError error;
    if (file.next(game, error) != PdnStreamReader::Item::Game) return std::nullopt;
    if (file.next(after, error) != PdnStreamReader::Item::End || !file.problem().empty())
        return std::nullopt;
    if (!endsInResult(path_)) return std::nullopt;
    return game;
}

// Kept for the player (or a bug report) under a name no later start takes: an earlier copy is
// never replaced, even within the same second.
void Autosave::setAside() {
    const QString stem = path_ + QStringLiteral(".broken-") +
                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int n = 1; n < 100; ++n) {
        const QString name = n == 1 ? stem : stem + QStringLiteral("-%1").arg(n);
        if (QFile::exists(name)) continue;
        if (QFile::rename(path_, name)) brokenCopy_ = name;
        return;
    }
}

std::optional<SavedGame> Autosave::restore() {
    if (!owned_ || !QFile::exists(path_)) return std::nullopt;
    std::optional<Game> whole = readWhole();
    if (!whole) {
        setAside();
        return std::nullopt;
    }
    const bool tagged = !whole->tag(WhiteTag).empty();
    SavedGame saved = fromAutosaveText(std::move(*whole));
    if (!tagged) readLegacySettings(saved);
    const Game& game = saved.game;
    if (game.plyCount() == 0 && !game.fromSetUp()) return std::nullopt;
    if (game.isOver() && !saved.modified) return std::nullopt; // in its file already
    return saved;
}

void Autosave::clear() {
    if (owned_) QFile::remove(path_);
    written_.clear();
}

} // namespace bashni::ui
