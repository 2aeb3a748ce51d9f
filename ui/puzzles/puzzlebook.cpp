#include "ui/puzzles/puzzlebook.h"

#include "core/pdn.h"
#include "core/puzzles/record.h"

#include <QFile>

namespace bashni::ui {

std::optional<PuzzleBook> PuzzleBook::load(const QString& fileName, QString* error) {
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = QStringLiteral("%1: %2").arg(fileName, file.errorString());
        return std::nullopt;
    }
    PuzzleBook book = fromPdn(file.readAll());
    if (book.count() == 0) {
        if (error) *error = QStringLiteral("%1: no puzzles").arg(fileName);
        return std::nullopt;
    }
    return book;
}

PuzzleBook PuzzleBook::fromPdn(const QByteArray& text) {
    PuzzleBook book;
    const PdnReadResult read =
        readPdn(std::string_view(text.constData(), std::size_t(text.size())));
    for (const Game& game : read.games)
        if (auto p = puzzles::puzzleFromGame(game); p && !p->line.empty())
            book.puzzles_.push_back(std::move(*p));
    return book;
}

const puzzles::Puzzle* PuzzleBook::puzzle(int number) const {
    if (number < 1 || number > count()) return nullptr;
    return &puzzles_[std::size_t(number - 1)];
}

int PuzzleBook::choose(puzzles::Difficulty band, const QSet<int>& solved, int current,
                       quint32 pick) const {
    QList<int> fresh, all;
    for (int n = 1; n <= count(); ++n) {
        if (n == current || puzzles_[std::size_t(n - 1)].difficulty != band) continue;
        all.append(n);
        if (!solved.contains(n)) fresh.append(n);
    }
    const QList<int>& from = fresh.isEmpty() ? all : fresh;
    return from.isEmpty() ? 0 : from[qsizetype(pick % quint32(from.size()))];
}

} // namespace bashni::ui
