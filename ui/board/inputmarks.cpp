#include "ui/board/inputmarks.h"

#include "ui/game/moveinput.h"

namespace bashni::ui {

BoardPresenter::MarkSource inputMarks(const MoveInput& input, const Move* lastMove,
                                      bool humanToMove) {
    BoardPresenter::MarkSource m;
    if (lastMove) m.lastMove = *lastMove;
    if (input.hasSelection()) {
        m.selected = input.selected();
        m.path = input.path();
        m.targets = input.targets();
        m.captureTargets = input.mustCapture();
    } else if (input.mustCapture()) {
        m.capturers = input.movable();
    }
    m.humanToMove = humanToMove;
    return m;
}

} // namespace bashni::ui
