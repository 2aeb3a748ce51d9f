// The words of a review: a score as players read it ("+1.20", "White is better by 1.20", "White
// wins in 3 moves"), a move
// with its number ("23. c3-d4", "23… f6-g5") and the judgement of a move ("mistake"). Kept apart
// from the graph so that other review views can say the same things the same way.
#pragma once

#include "core/engine/judgement.h"
#include "core/evaluation.h"
#include "core/types.h"

#include <QCoreApplication>
#include <QString>

namespace bashni::ui {

// The judgement of a move, as the engine gives it and its glyph says it (docs/NOTATION.md 4.4).
using engine::Judgement;

class EvalText {
    Q_DECLARE_TR_FUNCTIONS(EvalText)
  public:
    // `white` in hundredths of a man from White's side; a forced win as engine::Win - plies.
    static QString score(int white);
    // The same in words, as the review says it to a player: "White is better by 1.18", "Black is
    // better by 0.40", "equal", "White wins in 3 moves". No sign to read the wrong way round.
    static QString standing(int white);
    // A score in a record's form (hundredths, or plies when forced) as score() takes it.
    static int fromRecord(const Evaluation& e);
    // Move `ply` (1-based) of a game whose first move was made by `firstMover`.
    static QString move(int ply, Color firstMover, const QString& text);
    static QString judgement(Judgement j); // empty for None
};

} // namespace bashni::ui
