// The main window's way to the lessons: the Help menu's "Learn to Play" and the first start's
// offer over the board.
#include "ui/gamecontroller.h"
#include "ui/lessons/lessonoffer.h"
#include "ui/lessons/lessonwindow.h"
#include "ui/mainwindow.h"

namespace bashni::ui {

// Made the first time it is asked for: nothing of it is built at start-up.
void MainWindow::showLessons() {
    if (lessonOffer_) lessonOffer_->hide();
    if (!lessons_) lessons_ = new LessonWindow(theme_, this);
    lessons_->show();
    lessons_->raise();
    lessons_->activateWindow();
}

// Beside the board, above the players, where it costs the board nothing. It goes for good once
// closed, once the lessons are opened and once the player has made a move: by then the player
// has found their way.
void MainWindow::offerLessons() {
    settings_.setLessonOfferShown(true);
    lessonOffer_ = new LessonOffer;
    addNotice(lessonOffer_);
    connect(lessonOffer_, &LessonOffer::accepted, this, &MainWindow::showLessons);
    connect(controller_, &GameController::moved, lessonOffer_, [this](const Position& before) {
        if (!controller_->isComputer(before.sideToMove())) lessonOffer_->hide();
    });
}

} // namespace bashni::ui
