#include "ui/files/gamefiles.h"

#include "core/notation.h"
#include "core/pdn.h"
#include "core/pdn_file.h"
#include "ui/coremessages.h"
#include "ui/files/atomicwrite.h"
#include "ui/settings.h"

#include <QFile>

namespace bashni::ui {

namespace {

// Errors shown in a message box's text; the rest go to its scrollable details.
constexpr int ProblemsInSummary = 5;

// FILE:LINE:COLUMN: message, the message in the player's language.
QString pdnError(const QString& file, const PdnError& e) {
    return QStringLiteral("%1:%2:%3: %4")
        .arg(file, QString::number(e.line), QString::number(e.column), translateCore(e.message));
}

} // namespace

ProblemReport reportProblems(const QString& headline, const QStringList& problems) {
    if (problems.size() <= ProblemsInSummary)
        return {headline + QStringLiteral("\n\n") + problems.join('\n'), QString()};
    const QStringList first = problems.mid(0, ProblemsInSummary);
    const QString more = GameFiles::tr("… and %n more (see the details).", nullptr,
                                       int(problems.size() - ProblemsInSummary));
    return {headline + QStringLiteral("\n\n") + first.join('\n') + '\n' + more,
            problems.join('\n')};
}

PastedGame readPastedText(const QString& text, Rules rules, DrawRules draws) {
    const std::string bytes = text.trimmed().toStdString();
    Message error;
    if (const auto pos = parsePosition(bytes, rules, &error)) return {Game(*pos, draws), {}};
    // Only the first game that reads is wanted, so reading stops there: a clipboard of a million
    // games ("* * * …", 2 MB) costs the reading of one, not every game held at once. The games
    // that fail before it are passed over, the first failure kept to say why when none reads.
    PdnStreamReader reader(bytes);
    Game game;
    PdnError failed;
    std::optional<PdnError> firstFailure;
    PdnStreamReader::Item item;
    while ((item = reader.next(game, failed)) == PdnStreamReader::Item::Error)
        if (!firstFailure) firstFailure = std::move(failed);
    // A record without tags must have moves: bare text such as "*" is not taken for a game.
    if (item == PdnStreamReader::Item::Game && (bytes.starts_with('[') || game.plyCount() > 0))
        return {std::move(game), {}};
    if (firstFailure) return {std::nullopt, pdnError(GameFiles::tr("clipboard"), *firstFailure)};
    return {std::nullopt, translateCore(error)};
}

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
    PdnFileRead read = readPdnFile(QFile::encodeName(path).toStdString());
    OpenedFile opened;
    opened.games = std::move(read.games);
    opened.errors.reserve(qsizetype(read.errors.size()));
    for (const PdnError& e : read.errors) opened.errors << pdnError(path, e);
    if (!read.problem.empty()) opened.problem = translateCore(read.problem);
    if (!read.opened) {
        settings_.removeRecentFile(path);
        emit recentFilesChanged();
    }
    return opened;
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

} // namespace bashni::ui
