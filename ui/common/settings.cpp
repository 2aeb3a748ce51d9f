#include "ui/common/settings.h"

#include "core/engine/levels.h"

#include <QCoreApplication>

namespace bashni::ui {

QString animationSpeedName(const AnimationSpeed& speed) {
    return QCoreApplication::translate("AnimationSpeed", speed.name);
}

void Settings::addRecentFile(const QString& path) {
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > MaxRecentFiles) list.removeLast();
    set("files/recent", list);
}

void Settings::removeRecentFile(const QString& path) {
    QStringList list = recentFiles();
    list.removeAll(path);
    set("files/recent", list);
}

NewGameChoice Settings::newGame() const {
    NewGameChoice c;
    c.opponents = Opponents(std::clamp(get("newGame/opponents", 0), 0, 2));
    c.side = HumanSide(std::clamp(get("newGame/side", 0), 0, 2));
    c.level = std::clamp(get("newGame/level", 3), engine::MinLevel, engine::MaxLevel);
    c.thinkMs = std::clamp(get<qint64>("newGame/thinkMs", 0), qint64(0), qint64(600000));
    c.rules = parseRules(get("newGame/rules", QString("standard")).toStdString())
                  .value_or(Rules::Standard);
    c.draws.repetition = get("newGame/repetitionDraw", true);
    c.draws.noProgress = get("newGame/noProgressDraw", true);
    c.timeControl = parseTimeControl(get("newGame/timeControl", QString("-")).toStdString())
                        .value_or(TimeControl::none());
    return c;
}

void Settings::setNewGame(const NewGameChoice& c) {
    set("newGame/opponents", int(c.opponents));
    set("newGame/side", int(c.side));
    set("newGame/level", c.level);
    set("newGame/thinkMs", c.thinkMs);
    set("newGame/rules",
        QString::fromLatin1(rulesName(c.rules).data(), qsizetype(rulesName(c.rules).size())));
    set("newGame/repetitionDraw", c.draws.repetition);
    set("newGame/noProgressDraw", c.draws.noProgress);
    set("newGame/timeControl", QString::fromStdString(formatTimeControl(c.timeControl)));
}

namespace {
QString lessonStepKey(const QString& id) {
    return "lessons/step/" + id;
}
} // namespace

void Settings::setLessonDone(const QString& id) {
    QStringList done = lessonsDone();
    if (!done.contains(id)) done.append(id);
    set("lessons/done", done);
}

int Settings::lessonStep(const QString& id) const {
    return s_.value(lessonStepKey(id), 0).toInt();
}

void Settings::setLessonStep(const QString& id, int step) {
    s_.setValue(lessonStepKey(id), step);
}

void Settings::restartLesson(const QString& id) {
    QStringList done = lessonsDone();
    done.removeAll(id);
    set("lessons/done", done);
    s_.remove(lessonStepKey(id));
}

// Kept as a list of numbers, in the order solved.
QSet<int> Settings::puzzlesSolved() const {
    QSet<int> solved;
    for (const QString& n : get("puzzles/solved", QStringList())) solved.insert(n.toInt());
    return solved;
}

void Settings::setPuzzleSolved(int number) {
    QStringList solved = get("puzzles/solved", QStringList());
    const QString n = QString::number(number);
    if (!solved.contains(n)) solved.append(n);
    set("puzzles/solved", solved);
}

} // namespace bashni::ui
