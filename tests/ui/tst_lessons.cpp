// The lessons as data (resources/lessons/README.md): the shipped file reads, holds at least ten
// lessons in a beginner's order, every position parses, every listed move is legal, every task
// can be met by a legal move and every wrong try is explained; every text is translated in every
// language; the generated list of texts for lupdate matches the data; malformed data is refused
// with where and why; progress is kept and a lesson restarts.
#include "core/movegen.h"
#include "core/notation.h"
#include "ui/common/settings.h"
#include "ui/lessons/lessonbook.h"
#include "ui/lessons/lessontexts.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

using namespace bashni;
using namespace bashni::ui;

namespace {

LessonBook shipped() {
    QString error;
    const auto book = LessonBook::load(LessonBook::DefaultFile, &error);
    if (!book) qFatal("%s", qPrintable(error));
    return *book;
}

QStringList allTexts(const LessonBook& book) {
    QStringList texts;
    for (const Lesson& l : book.lessons()) {
        texts << l.title;
        for (const LessonStep& s : l.steps) texts << s.text << s.hint << s.wrong.values();
    }
    return texts;
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void order();
    void stepsPlayable();
    void wrongTries();
    void textsGenerated();
    void translated_data();
    void translated();
    void malformed_data();
    void malformed();
    void progress();
};

void TestLessons::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings in a test location, not the user's
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_lessons");
    QSettings().clear();
}

// The issue's order: from moving a man to a first endgame.
void TestLessons::order() {
    const LessonBook book = shipped();
    QStringList ids;
    for (const Lesson& l : book.lessons()) {
        ids << l.id;
        QVERIFY2(l.steps.size() >= 3 && l.steps.size() <= 6, qPrintable(l.id));
    }
    QCOMPARE(ids, QStringList({"moving", "compulsory", "columns", "several", "freeing", "crowning",
                               "king", "ending", "rule-sets", "endgame"}));
    QVERIFY(book.lesson("freeing"));
    QVERIFY(!book.lesson("no-such-lesson"));
}

// Every listed move is legal and every task is met by some legal move, tried through the same
// check the lesson window uses.
void TestLessons::stepsPlayable() {
    const LessonBook book = shipped();
    for (const Lesson& l : book.lessons()) {
        for (const LessonStep& s : l.steps) {
            const QString where = l.id + "/" + s.id;
            const std::string why = lessons::whyUnachievable(s.position, s.task);
            QVERIFY2(why.empty(), qPrintable(where + ": " + QString::fromStdString(why)));
            MoveList moves;
            generateMoves(s.position, moves);
            bool met = false;
            for (const Move& m : moves) met = met || tryLessonMove(s, m).met;
            QVERIFY2(met, qPrintable(where));
        }
    }
}

// A wrong try says why; the data's words for a move or a reason are legal moves and known
// reasons.
void TestLessons::wrongTries() {
    const LessonBook book = shipped();
    for (const Lesson& l : book.lessons()) {
        for (const LessonStep& s : l.steps) {
            const QString where = l.id + "/" + s.id;
            for (const QString& key : s.wrong.keys()) {
                const bool reason = lessons::reasonFromKey(key.toStdString()).has_value();
                const auto move = parseMove(s.position, key.toStdString());
                QVERIFY2(reason || move, qPrintable(where + ": " + key));
                if (move) QVERIFY2(!tryLessonMove(s, *move).met, qPrintable(where + ": " + key));
            }
            MoveList moves;
            generateMoves(s.position, moves);
            for (const Move& m : moves) {
                const LessonAttempt a = tryLessonMove(s, m);
                QVERIFY2(a.met == a.explanation.isEmpty(), qPrintable(where));
            }
        }
    }
    const LessonStep& choose = book.lesson("freeing")->steps[1];
    const auto other = parseMove(choose.position, "c3:a5");
    QVERIFY(other);
    QCOMPARE(tryLessonMove(choose, *other).explanation,
             QString("That capture leaves the prisoner on d4 buried."));
    QCOMPARE(tryLessonMove(choose, *other).reason, lessons::Reason::PrisonerBuried);
}

// tools/lesson-texts.py has been run since the data last changed.
void TestLessons::textsGenerated() {
    QStringList generated;
    for (const char* text : lessonSourceTexts()) generated << QString::fromUtf8(text);
    QStringList data = allTexts(shipped());
    data.removeDuplicates();
    data.sort();
    generated.sort();
    QVERIFY2(data == generated, "run tools/lesson-texts.py and update the translations");
}

void TestLessons::translated_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"ru", "sv", "it", "de"}) QTest::newRow(language) << language;
}

// A text counts as translated when the translator has it; a sentence must also read
// differently from the English.
void TestLessons::translated() {
    QFETCH(QString, language);
    QStringList texts = allTexts(shipped());
    // Before the translation is installed: reasonText gives the English.
    for (int r = 1; r <= int(lessons::Reason::LosesWin); ++r)
        texts << reasonText(lessons::Reason(r));
    QTranslator translator;
    QVERIFY(translator.load(":/i18n/bashni_" + language + ".qm"));
    QCoreApplication::installTranslator(&translator);
    for (const QString& english : texts) {
        const QString shown = lessonText(english);
        QVERIFY2(!shown.trimmed().isEmpty(), qPrintable(english));
        QVERIFY2(!translator.translate("Lessons", english.toUtf8().constData()).isEmpty(),
                 qPrintable(language + ": " + english));
        if (english.contains(' ') && english.endsWith('.'))
            QVERIFY2(shown != english, qPrintable(language + ": " + english));
    }
    QCoreApplication::removeTranslator(&translator);
}

void TestLessons::malformed_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    const QByteArray step = R"({"id": "s", "position": "W:c3=w,h8=b", "task": "any",
                                "text": "Go.", "hint": "Any move."})";
    auto lesson = [&](const QByteArray& steps) {
        return R"({"lessons": [{"id": "l", "title": "T", "steps": [)" + steps + "]}]}";
    };
    QTest::newRow("syntax") << QByteArray("{\n\"lessons\": [\n,]}") << "x.json:3: ";
    QTest::newRow("no lessons") << QByteArray("{}") << "x.json: \"lessons\" must be";
    QTest::newRow("no steps") << lesson("") << "x.json: \"steps\" must be";
    QTest::newRow("bad position") << lesson(QByteArray(step).replace("W:c3=w", "W:c3=q"))
                                  << "x.json: lesson \"l\", step 1: bad position";
    QTest::newRow("bad task") << lesson(QByteArray(step).replace("\"any\"", "\"fly\""))
                              << "x.json: lesson \"l\", step 1: unknown task";
    QTest::newRow("bad rules") << lesson(QByteArray(step).replace("\"task\"",
                                                                  "\"rules\": \"x\", \"task\""))
                               << "x.json: lesson \"l\", step 1: unknown rules";
    QTest::newRow("no hint") << lesson(QByteArray(step).replace("\"hint\"", "\"hunt\""))
                             << "x.json: lesson \"l\", step 1: \"hint\" must be";
    QTest::newRow("wrong key") << lesson(QByteArray(step).replace(
                                      "\"task\"", "\"wrong\": {\"c3-d2\": \"No.\"}, \"task\""))
                               << "x.json: lesson \"l\", step 1: \"c3-d2\" in \"wrong\" is neither";
    QTest::newRow("wrong reason")
        << lesson(
               QByteArray(step).replace("\"task\"", "\"wrong\": {\"bad-luck\": \"No.\"}, \"task\""))
        << "x.json: lesson \"l\", step 1: \"bad-luck\" in \"wrong\" is neither";
    QTest::newRow("step twice") << lesson(step + "," + step)
                                << "x.json: lesson \"l\": step \"s\" twice";
}

void TestLessons::malformed() {
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QString why;
    QVERIFY(!LessonBook::fromJson(json, "x.json", &why));
    QVERIFY2(why.startsWith(error), qPrintable(why));
}

void TestLessons::progress() {
    Settings settings;
    QCOMPARE(settings.lessonStep("moving"), 0);
    settings.setLessonStep("moving", 2);
    settings.setLessonDone("compulsory");
    settings.setLessonDone("moving");
    settings.setLessonDone("moving");
    QCOMPARE(Settings().lessonsDone(), QStringList({"compulsory", "moving"}));
    QCOMPARE(Settings().lessonStep("moving"), 2);
    settings.restartLesson("moving");
    QCOMPARE(Settings().lessonsDone(), QStringList({"compulsory"}));
    QCOMPARE(Settings().lessonStep("moving"), 0);
}

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
