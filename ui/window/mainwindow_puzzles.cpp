// Game → Puzzles: the trainer's window, made when asked for (not at start-up) and deleted when
// closed, so that its engine and board go with it.
#include "ui/puzzles/puzzletrainer.h"
#include "ui/window/mainwindow.h"

namespace bashni::ui {

void MainWindow::showPuzzles() {
    if (!puzzles_) {
        puzzles_ = new PuzzleTrainer(theme_, this);
        puzzles_->setAttribute(Qt::WA_DeleteOnClose);
    }
    puzzles_->show();
    puzzles_->raise();
    puzzles_->activateWindow();
}

} // namespace bashni::ui
