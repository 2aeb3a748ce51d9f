#include "ui/lessons/lessonlist.h"

#include <QIcon>
#include <QSignalBlocker>

namespace bashni::ui {

LessonList::LessonList(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("lessonList"));
    setAccessibleName(tr("Lessons"));
    setMaximumWidth(240);
}

void LessonList::setLessons(const QList<Lesson>& lessons, const QStringList& done) {
    const QSignalBlocker block(this);
    const int row = currentRow();
    clear();
    const QIcon ok = QIcon::fromTheme(QStringLiteral("emblem-ok"));
    for (const Lesson& l : lessons) {
        const bool isDone = done.contains(l.id);
        auto* item = new QListWidgetItem(lessonText(l.title), this);
        if (isDone && !ok.isNull())
            item->setIcon(ok);
        else if (isDone)
            item->setText(QStringLiteral("✓ ") + item->text());
        if (isDone) item->setToolTip(tr("Done"));
        item->setData(DoneRole, isDone);
    }
    setCurrentRow(row);
}

void LessonList::setCurrentLesson(int row) {
    const QSignalBlocker block(this);
    setCurrentRow(row);
}

} // namespace bashni::ui
