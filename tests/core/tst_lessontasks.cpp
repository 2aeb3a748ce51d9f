// The tasks of lessons (core/lessons/task.h): each kind accepts the moves it asks for and names
// the reason it refuses the others; task text is read and refused as the lesson format says
// (resources/lessons/README.md). Positions follow docs/RULES.md 3 to 5.
#include "core/lessons/task.h"
#include "core/movegen.h"
#include "core/notation.h"

#include <QTest>

using namespace bashni;
using namespace bashni::lessons;

namespace {

Position positionFrom(const QString& text, Rules rules = Rules::Standard) {
    Message error;
    const auto pos = parsePosition(text.toStdString(), rules, &error);
    if (!pos) qFatal("bad test position %s: %s", qPrintable(text), formatMessage(error).c_str());
    return *pos;
}

} // namespace

class TestLessonTasks : public QObject {
    Q_OBJECT
  private slots:
    void check_data();
    void check();
    void parse_data();
    void parse();
    void unachievable_data();
    void unachievable();
    void reasonKeys();
};

void TestLessonTasks::check_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("task");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("reason");
    const QString start = QString::fromStdString(formatPosition(Position::start()));
    QTest::newRow("any") << start << "any"
                         << "c3-d4"
                         << "met";
    QTest::newRow("play listed") << start << "play c3-d4 e3-f4"
                                 << "e3-f4"
                                 << "met";
    QTest::newRow("play shortened text") << "W:c3=w,d4=b,f6=b"
                                         << "play c3:g7"
                                         << "c3:e5:g7"
                                         << "met";
    QTest::newRow("play other") << start << "play c3-d4"
                                << "c3-b4"
                                << "not-listed";
    // docs/RULES.md E3: the short capture and the long one.
    const QString e3 = "W:b4=b,c3=w,d4=b,f6=b";
    QTest::newRow("capture any") << e3 << "capture"
                                 << "c3:a5"
                                 << "met";
    QTest::newRow("capture two") << e3 << "capture 2"
                                 << "c3:e5:g7"
                                 << "met";
    QTest::newRow("capture two, one taken") << e3 << "capture 2"
                                            << "c3:a5"
                                            << "wrong-count";
    QTest::newRow("capture, quiet") << "W:c3=w,h8=b"
                                    << "capture"
                                    << "c3-d4"
                                    << "not-capture";
    // E9 and E4: crowned on a quiet move, and in the middle of a capture.
    QTest::newRow("crown quiet") << "W:c7=wbb,h6=b"
                                 << "crown"
                                 << "c7-b8"
                                 << "met";
    QTest::newRow("crown mid-capture") << "W:c5=b,g7=bb,h6=w"
                                       << "crown"
                                       << "h6:f8:b4"
                                       << "met";
    QTest::newRow("crown, a king moves") << "W:c7=W,h6=b"
                                         << "crown"
                                         << "c7-b8"
                                         << "not-crowned";
    QTest::newRow("crown, short of the rank") << "W:c5=w,h6=b"
                                              << "crown"
                                              << "c5-d6"
                                              << "not-crowned";
    // E2: taking the top of d4 frees its white men; taking b4 leaves them buried.
    const QString freeing = "W:b4=b,c3=w,d4=bww,h8=b";
    QTest::newRow("free") << freeing << "free d4 white"
                          << "c3:e5"
                          << "met";
    QTest::newRow("free, other capture") << freeing << "free d4 white"
                                         << "c3:a5"
                                         << "prisoner-buried";
    QTest::newRow("free, quiet") << "W:c3=w,d6=bw"
                                 << "free d6 white"
                                 << "c3-d4"
                                 << "not-capture";
    // e3-f4 lets g5 take it; e3-d4 is safe.
    QTest::newRow("keep") << "W:e3=w,g5=b,a7=b"
                          << "keep"
                          << "e3-d4"
                          << "met";
    QTest::newRow("keep, hangs a man") << "W:e3=w,g5=b,a7=b"
                                       << "keep"
                                       << "e3-f4"
                                       << "loses-material";
    QTest::newRow("win") << "W:a1=W,e3=w,f6=b,h6=b"
                         << "win"
                         << "a1:h8"
                         << "met";
    QTest::newRow("win thrown away") << "W:a1=W,e3=w,f6=b,h6=b"
                                     << "win"
                                     << "a1:g7"
                                     << "loses-win";
}

void TestLessonTasks::check() {
    QFETCH(QString, position);
    QFETCH(QString, task);
    QFETCH(QString, move);
    QFETCH(QString, reason);
    const Position pos = positionFrom(position);
    std::string error;
    const auto t = parseTask(task.toStdString(), &error);
    QVERIFY2(t, error.c_str());
    const auto m = parseMove(pos, move.toStdString());
    QVERIFY(m);
    QCOMPARE(QString::fromUtf8(reasonKey(checkMove(pos, *m, *t))), reason);
}

void TestLessonTasks::parse_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    for (const char* good :
         {"any", "play c3-d4", "play c3-d4 e3:g5", "capture", "capture 3", "crown", "free d4 white",
          "free e5 black", "keep", "win", "  capture   2  "})
        QTest::newRow(good) << good << true;
    for (const char* bad : {"", "play", "capture 0", "capture 13", "capture x", "free d4",
                            "free d5 white", "free d4 green", "crown now", "move c3-d4"})
        QTest::newRow(bad[0] ? bad : "empty") << bad << false;
}

void TestLessonTasks::parse() {
    QFETCH(QString, text);
    QFETCH(bool, valid);
    std::string error;
    const auto t = parseTask(text.toStdString(), &error);
    QCOMPARE(bool(t), valid);
    QCOMPARE(error.empty(), valid);
}

void TestLessonTasks::unachievable_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("task");
    QTest::addColumn<bool>("achievable");
    QTest::newRow("listed move legal") << "W:c3=w,h8=b"
                                       << "play c3-d4" << true;
    QTest::newRow("listed move illegal") << "W:c3=w,h8=b"
                                         << "play c3-d2" << false;
    QTest::newRow("listed move, capture compulsory") << "W:c3=w,d4=b,g3=w"
                                                     << "play g3-h4" << false;
    QTest::newRow("no capture") << "W:c3=w,h8=b"
                                << "capture" << false;
    QTest::newRow("no move") << "W:a1=w,b2=b,c3=b"
                             << "any" << false;
    QTest::newRow("nothing to crown") << "W:c3=w,h8=b"
                                      << "crown" << false;
    QTest::newRow("nothing to free") << "W:c3=w,d4=bb,h8=b"
                                     << "free d4 white" << false;
    QTest::newRow("keep") << "W:e3=w,g5=b,a7=b"
                          << "keep" << true;
    QTest::newRow("won") << "W:a1=W,e3=w,f6=b,h6=b"
                         << "win" << true;
    QTest::newRow("not won") << "W:c3=w,f6=b"
                             << "win" << false;
}

void TestLessonTasks::unachievable() {
    QFETCH(QString, position);
    QFETCH(QString, task);
    QFETCH(bool, achievable);
    const auto t = parseTask(task.toStdString());
    QVERIFY(t);
    const std::string why = whyUnachievable(positionFrom(position), *t);
    QVERIFY2(why.empty() == achievable, why.c_str());
}

void TestLessonTasks::reasonKeys() {
    for (int r = int(Reason::Met); r <= int(Reason::LosesWin); ++r)
        QCOMPARE(reasonFromKey(reasonKey(Reason(r))), Reason(r));
    QCOMPARE(reasonFromKey("no-such-reason"), std::nullopt);
}

QTEST_APPLESS_MAIN(TestLessonTasks)
#include "tst_lessontasks.moc"
