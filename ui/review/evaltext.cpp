#include "ui/review/evaltext.h"

#include "core/engine/search.h"

#include <QLocale>

#include <cstdlib>

namespace bashni::ui {

// As the analysis line says it: in men from White's side, or a forced win in whole moves.
QString EvalText::score(int white) {
    if (std::abs(white) > engine::WinBound) {
        const int moves = (engine::Win - std::abs(white) + 1) / 2;
        return white > 0 ? tr("White wins in %n move(s)", nullptr, moves)
                         : tr("Black wins in %n move(s)", nullptr, moves);
    }
    return (white > 0 ? QStringLiteral("+") : QString()) +
           QLocale().toString(white / 100.0, 'f', 2);
}

QString EvalText::standing(int white) {
    if (std::abs(white) > engine::WinBound) return score(white);
    if (white == 0) return tr("equal");
    const QString by = QLocale().toString(std::abs(white) / 100.0, 'f', 2);
    return white > 0 ? tr("White is better by %1").arg(by) : tr("Black is better by %1").arg(by);
}

int EvalText::fromRecord(const Evaluation& e) {
    if (!e.forced) return e.value;
    return e.value > 0 ? engine::Win - e.value : -(engine::Win + e.value);
}

QString EvalText::move(int ply, Color firstMover, const QString& text) {
    const int offset = firstMover == Color::Black ? 1 : 0;
    const int number = (ply + offset + 1) / 2;
    const bool white = (ply + offset) % 2 == 1;
    return white ? tr("%1. %2", "White's move: its number, the move").arg(number).arg(text)
                 : tr("%1… %2", "Black's move: its number, the move").arg(number).arg(text);
}

QString EvalText::judgement(Judgement j) {
    switch (j) {
    case Judgement::Inaccuracy:
        return tr("inaccuracy");
    case Judgement::Mistake:
        return tr("mistake");
    case Judgement::Blunder:
        return tr("blunder");
    case Judgement::None:
        break;
    }
    return {};
}

} // namespace bashni::ui
