// The first start's offer of the lessons: a bar across the top of the main window, in the manner
// of KMessageWidget, with a button that opens them and one that closes the bar. It asks nothing
// and blocks nothing; the window decides when to show it.
#pragma once

#include <QFrame>

namespace bashni::ui {

class LessonOffer : public QFrame {
    Q_OBJECT
  public:
    explicit LessonOffer(QWidget* parent = nullptr);

  signals:
    void accepted(); // "Learn to Play" was pressed; the bar has closed
};

} // namespace bashni::ui
