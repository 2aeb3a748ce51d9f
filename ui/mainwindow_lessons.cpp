// The main window's way to the lessons: the Help menu's "Learn to Play" and the first start's
// offer over the board.
#include "ui/board/boardview.h"
#include "ui/lessons/lessonoffer.h"
#include "ui/lessons/lessonwindow.h"
#include "ui/mainwindow.h"

#include <QVBoxLayout>

namespace bashni::ui {

// Made the first time it is asked for: nothing of it is built at start-up.
void MainWindow::showLessons() {
    if (!lessons_) lessons_ = new LessonWindow(theme_, this);
    lessons_->show();
    lessons_->raise();
    lessons_->activateWindow();
}

// The board moves down under the bar; once closed the bar stays hidden.
void MainWindow::offerLessons() {
    settings_.setLessonOfferShown(true);
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    lessonOffer_ = new LessonOffer(box);
    layout->addWidget(lessonOffer_);
    layout->addWidget(takeCentralWidget(), 1);
    setCentralWidget(box);
    connect(lessonOffer_, &LessonOffer::accepted, this, &MainWindow::showLessons);
}

} // namespace bashni::ui
