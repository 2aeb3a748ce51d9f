// The lessons as data: read from resources/lessons/lessons.json (format in
// resources/lessons/README.md), each step's position and task checked by the core as it is read.
// Texts are kept in English, as written in the data, and translated when shown (context
// "Lessons").
#pragma once

#include "core/lessons/task.h"
#include "core/position.h"

#include <QHash>
#include <QList>
#include <QString>
#include <optional>

namespace bashni::ui {

struct LessonStep {
    QString id;
    QString positionText;
    Position position;
    QString taskText;
    lessons::Task task;
    QString text; // English
    QString hint; // English
    // English explanations of wrong tries, by move text ("c3:a5") or reason key ("not-capture").
    QHash<QString, QString> wrong;
};

struct Lesson {
    QString id;
    QString title; // English
    QList<LessonStep> steps;
};

// What a try at a step came to, in the current language.
struct LessonAttempt {
    bool met = false;
    lessons::Reason reason = lessons::Reason::Met;
    QString explanation; // empty when met
};

class LessonBook {
  public:
    static constexpr const char* DefaultFile = ":/lessons/lessons.json";

    // Reads and checks the lessons; on failure says which file and line, or which lesson and
    // step, and why.
    static std::optional<LessonBook> load(const QString& fileName, QString* error = nullptr);
    static std::optional<LessonBook> fromJson(const QByteArray& json, const QString& fileName,
                                              QString* error = nullptr);

    const QList<Lesson>& lessons() const { return lessons_; }
    const Lesson* lesson(const QString& id) const; // nullptr when there is none

  private:
    QList<Lesson> lessons_;
};

// A text of the lesson data in the current language.
QString lessonText(const QString& english);
// Checks the legal move m against the step's task and explains a wrong try: the data's words for
// that move, else for the reason, else the general words for the reason.
LessonAttempt tryLessonMove(const LessonStep& step, const Move& m);
// The general words for a reason, in the current language.
QString reasonText(lessons::Reason reason);

} // namespace bashni::ui
