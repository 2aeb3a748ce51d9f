#include "ui/puzzles/puzzletexts.h"

#include "core/engine/search.h"
#include "core/notation.h"

#include <QCoreApplication>
#include <QStringList>

namespace bashni::ui {

namespace {

QString moveName(const Move& m) {
    return QString::fromStdString(formatMove(m));
}

} // namespace

QString puzzleTask(Color toMove) {
    return toMove == Color::White
               ? QCoreApplication::translate("PuzzleTrainer",
                                             "White to move: find the winning move")
               : QCoreApplication::translate("PuzzleTrainer",
                                             "Black to move: find the winning move");
}

QString bandName(puzzles::Difficulty band) {
    switch (band) {
    case puzzles::Difficulty::Easy:
        return QCoreApplication::translate("PuzzleTrainer", "Easy");
    case puzzles::Difficulty::Medium:
        return QCoreApplication::translate("PuzzleTrainer", "Medium");
    case puzzles::Difficulty::Hard:
        return QCoreApplication::translate("PuzzleTrainer", "Hard");
    }
    return {};
}

// Kept to what the score says for sure: a forced win, a lead of whole men, or no win left.
QString refutationText(const Move& wrong, const std::optional<Move>& reply, int score) {
    if (!reply)
        return QCoreApplication::translate("PuzzleTrainer", "%1 does not win.")
            .arg(moveName(wrong));
    const QString w = moveName(wrong), r = moveName(*reply);
    if (score > engine::WinBound)
        return QCoreApplication::translate("PuzzleTrainer",
                                           "After %1 comes %2, and the opponent wins.")
            .arg(w, r);
    if (score >= 100) {
        const int men = (score + 50) / 100;
        return QCoreApplication::translate(
                   "PuzzleTrainer", "After %1 comes %2, and the opponent is about %n man(s) ahead.",
                   nullptr, men)
            .arg(w, r);
    }
    return QCoreApplication::translate("PuzzleTrainer", "After %1 comes %2, and the win is gone.")
        .arg(w, r);
}

QString solutionText(const std::vector<Move>& line) {
    QStringList moves;
    for (const Move& m : line) moves << moveName(m);
    return QCoreApplication::translate("PuzzleTrainer", "Solution: %1").arg(moves.join(u' '));
}

} // namespace bashni::ui
