#include "ui/lessons/lessonbook.h"

#include "core/notation.h"
#include "ui/common/coremessages.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <utility>

namespace bashni::ui {

namespace {

// Indexed by lessons::Reason.
const char* const ReasonTexts[] = {
    "",
    QT_TRANSLATE_NOOP("Lessons", "That is not the move this step asks for."),
    QT_TRANSLATE_NOOP("Lessons", "That is not a capture."),
    QT_TRANSLATE_NOOP("Lessons", "That capture takes a different number of pieces."),
    QT_TRANSLATE_NOOP("Lessons", "That move crowns no man."),
    QT_TRANSLATE_NOOP("Lessons", "That capture leaves the prisoner buried."),
    QT_TRANSLATE_NOOP("Lessons", "After that move you lose a column."),
    QT_TRANSLATE_NOOP("Lessons", "That move gives the win away."),
};

// Reads one object; the first thing wrong is kept in `why` and ends the reading.
struct Reader {
    QString why;

    bool fail(const QString& reason) {
        if (why.isEmpty()) why = reason;
        return false;
    }

    QString text(const QJsonObject& o, const char* key, bool required = true) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() && !required) return {};
        if (!v.isString() || v.toString().trimmed().isEmpty())
            fail(QString("\"%1\" must be a non-empty string").arg(key));
        return v.toString();
    }

    QJsonArray array(const QJsonObject& o, const char* key) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isArray() || v.toArray().isEmpty())
            fail(QString("\"%1\" must be a non-empty array").arg(key));
        return v.toArray();
    }

    Rules rules(const QJsonObject& o) {
        const QString name = text(o, "rules", false);
        if (name.isEmpty()) return Rules::Standard;
        const auto rules = parseRules(name.toStdString());
        if (!rules) fail(QString("unknown rules \"%1\"").arg(name));
        return rules.value_or(Rules::Standard);
    }

    QHash<QString, QString> wrong(const QJsonObject& o) {
        QHash<QString, QString> wrong;
        const QJsonObject w = o.value("wrong").toObject();
        for (auto it = w.begin(); it != w.end(); ++it) {
            if (!it.value().isString() || it.value().toString().isEmpty())
                fail(QString("the explanation of \"%1\" is empty").arg(it.key()));
            wrong.insert(it.key(), it.value().toString());
        }
        return wrong;
    }

    // The step's position and task, read by the core.
    bool positionAndTask(LessonStep& s, Rules r) {
        Message error;
        const auto pos = parsePosition(s.positionText.toStdString(), r, &error);
        if (!pos) return fail("bad position: " + translateCore(error));
        s.position = *pos;
        std::string whyNot;
        const auto task = lessons::parseTask(s.taskText.toStdString(), &whyNot);
        if (!task) return fail(QString::fromStdString(whyNot));
        s.task = *task;
        return wrongKeysKnown(s);
    }

    // A wrong try is looked up by its full move text, so a shortened one would never be found.
    bool wrongKeysKnown(const LessonStep& s) {
        for (auto it = s.wrong.begin(); it != s.wrong.end(); ++it) {
            if (lessons::reasonFromKey(it.key().toStdString())) continue;
            const auto m = parseMove(s.position, it.key().toStdString());
            if (!m || QString::fromStdString(formatMove(*m)) != it.key())
                return fail(QString("\"%1\" in \"wrong\" is neither a reason nor a legal move "
                                    "written in full")
                                .arg(it.key()));
        }
        return true;
    }

    bool step(const QJsonObject& o, LessonStep& s) {
        s.id = text(o, "id");
        s.positionText = text(o, "position");
        s.taskText = text(o, "task");
        s.text = text(o, "text");
        s.hint = text(o, "hint");
        s.wrong = wrong(o);
        const Rules r = rules(o);
        return why.isEmpty() && positionAndTask(s, r);
    }

    bool lesson(const QJsonObject& o, Lesson& l) {
        l.id = text(o, "id");
        l.title = text(o, "title");
        const QJsonArray steps = array(o, "steps");
        if (!why.isEmpty()) return false;
        QSet<QString> ids;
        for (const QJsonValue& v : steps) {
            LessonStep s;
            if (!step(v.toObject(), s))
                return fail(QString("lesson \"%1\", step %2: %3")
                                .arg(l.id)
                                .arg(l.steps.size() + 1)
                                .arg(std::exchange(why, {})));
            if (ids.contains(s.id))
                return fail(QString("lesson \"%1\": step \"%2\" twice").arg(l.id, s.id));
            ids.insert(s.id);
            l.steps.append(s);
        }
        return true;
    }
};

int lineAt(const QByteArray& data, int offset) {
    return data.left(offset).count('\n') + 1;
}

} // namespace

std::optional<LessonBook> LessonBook::load(const QString& fileName, QString* error) {
    QFile f(fileName);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) *error = QString("%1: %2").arg(fileName, f.errorString());
        return std::nullopt;
    }
    return fromJson(f.readAll(), fileName, error);
}

std::optional<LessonBook> LessonBook::fromJson(const QByteArray& json, const QString& fileName,
                                               QString* error) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    auto failed = [&](const QString& why) {
        if (error) *error = why;
        return std::nullopt;
    };
    if (doc.isNull())
        return failed(QString("%1:%2: %3")
                          .arg(fileName)
                          .arg(lineAt(json, parseError.offset))
                          .arg(parseError.errorString()));
    Reader reader;
    LessonBook book;
    QSet<QString> ids;
    for (const QJsonValue& v : reader.array(doc.object(), "lessons")) {
        Lesson l;
        if (!reader.lesson(v.toObject(), l)) break;
        if (ids.contains(l.id)) reader.fail(QString("lesson \"%1\" twice").arg(l.id));
        ids.insert(l.id);
        book.lessons_.append(l);
    }
    if (!reader.why.isEmpty()) return failed(fileName + ": " + reader.why);
    return book;
}

const Lesson* LessonBook::lesson(const QString& id) const {
    for (const Lesson& l : lessons_)
        if (l.id == id) return &l;
    return nullptr;
}

QString lessonText(const QString& english) {
    return QCoreApplication::translate("Lessons", english.toUtf8().constData());
}

QString reasonText(lessons::Reason reason) {
    return QCoreApplication::translate("Lessons", ReasonTexts[int(reason)]);
}

LessonAttempt tryLessonMove(const LessonStep& step, const Move& m) {
    LessonAttempt a;
    a.reason = lessons::checkMove(step.position, m, step.task);
    a.met = a.reason == lessons::Reason::Met;
    if (a.met) return a;
    const QString byMove = step.wrong.value(QString::fromStdString(formatMove(m)));
    const QString byReason = step.wrong.value(QString::fromUtf8(
        lessons::reasonKey(a.reason).data(), qsizetype(lessons::reasonKey(a.reason).size())));
    a.explanation = !byMove.isEmpty()     ? lessonText(byMove)
                    : !byReason.isEmpty() ? lessonText(byReason)
                                          : reasonText(a.reason);
    return a;
}

} // namespace bashni::ui
