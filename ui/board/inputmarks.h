// The marks of a selection in progress, the same on every board that takes moves (the main
// window, the lessons, the puzzles).
#pragma once

#include "ui/board/boardpresenter.h"

namespace bashni::ui {

class MoveInput;

// The last move, the picked-up column with its path and targets, or the columns that must capture.
BoardPresenter::MarkSource inputMarks(const MoveInput& input, const Move* lastMove,
                                      bool humanToMove);

} // namespace bashni::ui
