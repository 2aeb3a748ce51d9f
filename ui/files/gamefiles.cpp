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
    PdnReadResult read = readPdn(bytes);
    if (!read.games.empty() && (bytes.starts_with('[') || read.games.front().plyCount() > 0))
        return {std::move(read.games.front()), {}};
    if (!read.errors.empty())
        return {std::nullopt, pdnError(GameFiles::tr("clipboard"), read.errors.front())};
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
