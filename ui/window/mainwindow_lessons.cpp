// The main window's way to the lessons and the manual: the Help menu's "Learn to Play" and
// "Manual", and the first start's offer beside the board.
#include "ui/common/startup.h"
#include "ui/game/gamecontroller.h"
#include "ui/help/manualwindow.h"
#include "ui/lessons/lessonoffer.h"
#include "ui/lessons/lessonwindow.h"
#include "ui/window/mainwindow.h"

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
        if (!controller_->seat(before.sideToMove()).automatic()) lessonOffer_->hide();
    });
}

void MainWindow::showManual(const QString& page) {
    // The program's language: the manual's pages in it where they are translated.
    if (!manual_) manual_ = new ManualWindow(programLanguage(), this);
    QString shown = page;
    if (shown.isEmpty())
        shown = graphHasPoints_ ? QStringLiteral("review.md") : QStringLiteral("index.md");
    manual_->showPage(shown);
    manual_->show();
    manual_->raise();
    manual_->activateWindow();
}

} // namespace bashni::ui
