// The lesson window's list of lessons, each with a mark once done (a check mark from the icon
// theme, else one in the text).
#pragma once

#include "ui/lessons/lessonbook.h"

#include <QListWidget>

namespace bashni::ui {

class LessonList : public QListWidget {
    Q_OBJECT
  public:
    static constexpr int DoneRole = Qt::UserRole + 1; // bool: the lesson is done

    explicit LessonList(QWidget* parent = nullptr);
    // The lessons, those in `done` marked; the current row is kept, without a signal.
    void setLessons(const QList<Lesson>& lessons, const QStringList& done);
    void setCurrentLesson(int row); // without a signal
};

} // namespace bashni::ui
