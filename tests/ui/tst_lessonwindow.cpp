// The lesson window driven as a learner drives it: opened from the main window's Help menu, moves
// clicked and dragged on its board, its buttons pressed; progress read back from the settings.
// A `win` step is played out against the computer in its thread. And the first start's offer,
// and the menu and button letters in every language.
#include "core/engine/levels.h"
#include "core/engine/search.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "tests/common/mnemonics.h"
#include "tests/common/testpositions.h"
#include "ui/board/boardview.h"
#include "ui/lessons/lessonlist.h"
#include "ui/lessons/lessonoffer.h"
#include "ui/lessons/lessonplay.h"
#include "ui/lessons/lessonwindow.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace bashni;
using namespace bashni::ui;

class TestLessonWindow : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();

    void offeredOnceAtTheFirstStart();
    void notBuiltAtStartUp();
    void wrongTryHintAndRightMove();
    void finishedLessonLeadsToTheNext();
    void wrongCaptureShownThenPutBack();
    void captureByDrag();
    void winStepPlayedToTheEnd_data();
    void winStepPlayedToTheEnd();
    void moveThatGivesTheWinAwayIsExplained();
    void closingStopsTheComputer();
    void mnemonicsDistinct_data();
    void mnemonicsDistinct();

  private:
    LessonWindow* open() {
        w_->action("learnToPlay")->trigger();
        LessonWindow* lw = w_->lessonWindow();
        if (lw) lw->play()->setComputer(engine::MinLevel, 50); // a test needs not wait long
        return lw;
    }
    int lessonNumber(const QString& id) const {
        const auto& lessons = w_->lessonWindow()->book().lessons();
        for (int i = 0; i < lessons.size(); ++i)
            if (lessons[i].id == id) return i;
        return -1;
    }
    void go(const QString& lesson, int step) {
        LessonWindow* lw = w_->lessonWindow();
        lw->showLesson(lessonNumber(lesson));
        lw->showStep(step);
    }
    const LessonStep& step() const {
        LessonWindow* lw = w_->lessonWindow();
        return lw->book().lessons()[lw->lessonIndex()].steps[lw->stepIndex()];
    }
    void click(const char* square) {
        BoardView* v = w_->lessonWindow()->view();
        QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->squareCentre(test::square(square)));
    }
    void play(const char* from, const char* to) {
        click(from);
        click(to);
    }
    // A move clicked landing by landing, until the window takes it.
    void playByClicks(const Move& m) {
        BoardView* v = w_->lessonWindow()->view();
        const auto hash = w_->lessonWindow()->play()->position().hash();
        QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->squareCentre(m.from));
        for (int i = 0; i < m.pathLength(); ++i) {
            if (w_->lessonWindow()->play()->position().hash() != hash) break;
            QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->squareCentre(m.landing[i]));
        }
    }
    QPushButton* button(const char* name) const {
        return w_->lessonWindow()->findChild<QPushButton*>(name);
    }
    // The board shows pos, column by column.
    bool shows(const Position& pos) const {
        for (Square s = 0; s < 64; ++s)
            if (isDark(s) && w_->lessonWindow()->view()->column(s) != pos.column(s)) return false;
        return true;
    }

    std::unique_ptr<MainWindow> w_;
};

void TestLessonWindow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings in a test location, not the user's
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_lessonwindow");
}

void TestLessonWindow::init() {
    QSettings().clear();
    Settings s;
    s.setAnimationMs(0);
    s.setLessonOfferShown(true);
    w_ = std::make_unique<MainWindow>();
    w_->startGame({});
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
}

void TestLessonWindow::cleanup() {
    w_.reset();
}

void TestLessonWindow::offeredOnceAtTheFirstStart() {
    w_.reset();
    QSettings().clear();
    w_ = std::make_unique<MainWindow>();
    w_->show();
    QTRY_VERIFY(w_->lessonOffer() && w_->lessonOffer()->isVisible());
    QVERIFY(!w_->lessonWindow()); // offered, not opened
    QVERIFY(Settings().lessonOfferShown());
    QTest::mouseClick(w_->lessonOffer()->findChild<QPushButton*>("learnButton"), Qt::LeftButton);
    QVERIFY(!w_->lessonOffer()->isVisible());
    QVERIFY(w_->lessonWindow() && w_->lessonWindow()->isVisible());

    w_.reset(); // the second start offers nothing
    w_ = std::make_unique<MainWindow>();
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    QTest::qWait(50); // past the first start's offer, had there been one
    QVERIFY(!w_->lessonOffer());
}

void TestLessonWindow::notBuiltAtStartUp() {
    QVERIFY(!w_->lessonWindow());
    QVERIFY(!w_->findChild<LessonWindow*>());
    QVERIFY(!w_->lessonOffer());
    LessonWindow* lw = open();
    QVERIFY(lw && lw->isVisible());
    QCOMPARE(w_->lessonWindow(), lw);
    QVERIFY(open() == lw); // raised again, not made twice
    QAction* close = nullptr;
    for (QAction* a : lw->actions())
        if (a->shortcuts().contains(QKeySequence(Qt::Key_Escape))) close = a;
    QVERIFY(close && close->shortcuts().contains(QKeySequence(QKeySequence::Close)));
    close->trigger();
    QVERIFY(!lw->isVisible());
}

// "Moving the men", step 2: c3-d4 is asked for.
void TestLessonWindow::wrongTryHintAndRightMove() {
    LessonWindow* lw = open();
    QCOMPARE(lw->lessonIndex(), 0);
    QCOMPARE(lw->stepIndex(), 0);
    QVERIFY(!button("nextButton")->isEnabled());
    play("c3", "d4"); // the first step takes any move
    QCOMPARE(Settings().lessonStep("moving"), 1);
    QVERIFY(button("nextButton")->isEnabled());
    QCOMPARE(lw->focusWidget(), button("nextButton")); // Enter goes on
    QVERIFY(button("nextButton")->isDefault());
    QTest::mouseClick(button("nextButton"), Qt::LeftButton);
    QCOMPARE(lw->stepIndex(), 1);
    QCOMPARE(step().id, QString("to-d4"));

    play("e3", "f4");
    const auto wrong = parseMove(step().position, "e3-f4");
    QVERIFY(wrong);
    QCOMPARE(lw->feedback(), tryLessonMove(step(), *wrong).explanation);
    QVERIFY(!lw->feedback().isEmpty());
    QVERIFY(shows(step().position)); // back for another try
    QVERIFY(lw->play()->position() == step().position);
    QCOMPARE(lw->stepIndex(), 1);
    QCOMPARE(Settings().lessonStep("moving"), 1);

    QTest::mouseClick(button("hintButton"), Qt::LeftButton);
    QCOMPARE(lw->feedback(), lessonText(step().hint));

    play("c3", "d4");
    QVERIFY(lw->play()->finished());
    QVERIFY(!shows(step().position)); // the move stays on the board until the learner goes on
    QCOMPARE(Settings().lessonStep("moving"), 2);
    QTest::mouseClick(button("nextButton"), Qt::LeftButton);
    QCOMPARE(lw->stepIndex(), 2);
    QVERIFY(button("previousButton")->isEnabled());

    QTest::mouseClick(button("restartButton"), Qt::LeftButton);
    QCOMPARE(Settings().lessonStep("moving"), 0);
    QCOMPARE(lw->stepIndex(), 0);
    QVERIFY(!button("nextButton")->isEnabled());
}

void TestLessonWindow::finishedLessonLeadsToTheNext() {
    Settings().setLessonStep("moving", 2);
    LessonWindow* lw = open();
    QCOMPARE(lw->stepIndex(), 2); // where the learner left
    play("e3", "f4");
    QVERIFY(Settings().lessonsDone().contains("moving"));
    auto* list = lw->findChild<QListWidget*>("lessonList");
    QVERIFY(list->item(0)->data(LessonList::DoneRole).toBool());
    QVERIFY(!list->item(1)->data(LessonList::DoneRole).toBool());
    QVERIFY(button("nextButton")->isEnabled());
    QTest::mouseClick(button("nextButton"), Qt::LeftButton);
    QCOMPARE(lw->lessonIndex(), 1);
    QCOMPARE(lw->stepIndex(), 0);
    QCOMPARE(list->currentRow(), 1);

    w_.reset(); // the next start opens where the learner left
    w_ = std::make_unique<MainWindow>();
    w_->show();
    lw = open();
    QCOMPARE(lw->lessonIndex(), 1);
    QTest::mouseClick(button("restartButton"), Qt::LeftButton);
    list = lw->findChild<QListWidget*>("lessonList");
    list->setCurrentRow(0);
    QCOMPARE(lw->lessonIndex(), 0);
    QTest::mouseClick(button("restartButton"), Qt::LeftButton);
    QVERIFY(!Settings().lessonsDone().contains("moving"));
    QVERIFY(!list->item(0)->data(LessonList::DoneRole).toBool());
}

// "Freeing prisoners", step 2: of two captures, the one over d4. With the moves animated the
// wrong capture is shown first, then the position comes back.
void TestLessonWindow::wrongCaptureShownThenPutBack() {
    Settings().setAnimationMs(220);
    LessonWindow* lw = open();
    go("freeing", 1);
    QCOMPARE(step().id, QString("choose-free"));
    play("c3", "a5");
    const auto wrong = parseMove(step().position, "c3:a5");
    QCOMPARE(lw->feedback(), tryLessonMove(step(), *wrong).explanation);
    QCOMPARE(lw->feedback(), lessonText(step().wrong.value("prisoner-buried")));
    lw->finishAnimations();
    QVERIFY(shows(step().position));
    QTest::mouseClick(button("hintButton"), Qt::LeftButton);
    QCOMPARE(lw->feedback(), lessonText(step().hint));
    play("c3", "e5");
    lw->finishAnimations();
    QVERIFY(lw->play()->finished());
    Position after = step().position;
    Undo undo;
    after.make(*parseMove(step().position, "c3:e5"), undo);
    QVERIFY(shows(after));
    QCOMPARE(Settings().lessonStep("freeing"), 2);
}

// "Capturing is compulsory", step 1, by dragging the column.
void TestLessonWindow::captureByDrag() {
    LessonWindow* lw = open();
    go("compulsory", 0);
    QCOMPARE(step().task.kind, lessons::TaskKind::Capture);
    QWidget* vp = lw->view()->viewport();
    const QPoint from = lw->view()->squareCentre(test::square("c3"));
    const QPoint to = lw->view()->squareCentre(test::square("e5"));
    QTest::mousePress(vp, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 5; ++i) QTest::mouseMove(vp, from + (to - from) * i / 5);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, to);
    QVERIFY(lw->play()->finished());
    QCOMPARE(Settings().lessonStep("compulsory"), 1);
}

void TestLessonWindow::winStepPlayedToTheEnd_data() {
    QTest::addColumn<int>("stepNumber");
    QTest::newRow("two-kings") << 0;
    QTest::newRow("careful") << 1;
    QTest::newRow("sacrifice") << 2;
}

// "A first endgame", each step won against a weak computer with the engine's moves for the
// learner. The step is met only when the computer cannot move.
void TestLessonWindow::winStepPlayedToTheEnd() {
    QFETCH(int, stepNumber);
    LessonWindow* lw = open();
    go("endgame", stepNumber);
    QCOMPARE(step().task.kind, lessons::TaskKind::Win);
    QSignalSpy answers(lw->play(), &LessonPlay::computerMoved);
    engine::Search search;
    for (int moves = 0; moves < 60 && !lw->play()->finished(); ++moves) {
        QTRY_VERIFY_WITH_TIMEOUT(lw->play()->learnerToMove() || lw->play()->finished(), 30000);
        if (lw->play()->finished()) break;
        const Position pos = lw->play()->position();
        const auto best = engine::chooseMove(search, pos, {}, engine::MaxLevel, 1, 300);
        QVERIFY(best.hasMove);
        playByClicks(best.best);
        QVERIFY2(lw->play()->position() != pos || lw->play()->finished(),
                 qPrintable(lw->feedback()));
    }
    QVERIFY(lw->play()->finished());
    QVERIFY(!answers.isEmpty()); // a game, not one move
    qInfo("won after %lld answers of the computer", qlonglong(answers.size()));
    MoveList left;
    generateMoves(lw->play()->position(), left);
    QVERIFY(left.empty()); // the computer has no move: won
    QCOMPARE(lw->play()->position().sideToMove(), Color::Black);
    QCOMPARE(Settings().lessonStep("endgame"), stepNumber + 1);
}

// In the endgame lesson, a first move after which the position is no longer won: explained, and
// the step begins again without the computer's answer.
void TestLessonWindow::moveThatGivesTheWinAwayIsExplained() {
    LessonWindow* lw = open();
    const Lesson& endgame = lw->book().lessons()[lessonNumber("endgame")];
    for (int i = 0; i < endgame.steps.size(); ++i) {
        const LessonStep& s = endgame.steps[i];
        MoveList moves;
        generateMoves(s.position, moves);
        for (const Move& m : moves) {
            const LessonAttempt attempt = tryLessonMove(s, m);
            if (attempt.reason != lessons::Reason::LosesWin) continue;
            go("endgame", i);
            playByClicks(m);
            QCOMPARE(lw->feedback(), attempt.explanation);
            QVERIFY(!lw->play()->computerThinking());
            QVERIFY(lw->play()->learnerToMove());
            QVERIFY(lw->play()->position() == s.position);
            QVERIFY(shows(s.position));
            return;
        }
    }
    QFAIL("no endgame step has a move that gives the win away");
}

// Closing the window during the computer's turn stops it; opened again the step begins afresh.
// A first move that gives the win away is explained and the step begins again at once instead.
void TestLessonWindow::closingStopsTheComputer() {
    LessonWindow* lw = open();
    go("endgame", 0);
    lw->play()->setComputer(engine::MaxLevel, 5000);
    const Position start = step().position;
    MoveList moves;
    generateMoves(start, moves);
    playByClicks(moves[0]);
    if (lw->play()->computerThinking()) {
        lw->close();
        QVERIFY(!lw->play()->computerThinking());
        lw->show();
        QVERIFY(lw->play()->learnerToMove());
        QVERIFY(lw->play()->position() == start);
    } else {
        QVERIFY(!lw->feedback().isEmpty()); // a move that gave the win away
        QVERIFY(lw->play()->position() == start);
    }
}

void TestLessonWindow::mnemonicsDistinct_data() {
    QTest::addColumn<QString>("language");
    for (const char* l : {"en", "ru", "de", "it", "sv"}) QTest::newRow(l) << QString(l);
}

// In every language the Help menu's entries, and the lesson window's buttons, each have a letter
// of their own.
void TestLessonWindow::mnemonicsDistinct() {
    QFETCH(QString, language);
    QTranslator translator;
    if (language != "en") {
        QVERIFY(translator.load(":/i18n/bashni_" + language + ".qm"));
        QCoreApplication::installTranslator(&translator);
    }
    w_ = std::make_unique<MainWindow>(); // its texts in the language
    const auto distinct = [](const QStringList& texts) {
        return test::mnemonicClashes(texts, true).isEmpty();
    };
    QStringList help;
    for (const char* name : {"learnToPlay", "rules", "shortcuts", "about"})
        help << w_->action(name)->text();
    QVERIFY2(distinct(help), qPrintable(help.join(", ")));
    QCOMPARE(help.front() == "&Learn to Play", language == "en"); // translated indeed
    QVERIFY(open());
    for (const QString& next : {LessonWindow::tr("&Next Step"), LessonWindow::tr("&Next Lesson")}) {
        QStringList buttons{next};
        for (const char* name : {"hintButton", "tryAgainButton", "previousButton", "restartButton"})
            buttons << button(name)->text();
        QVERIFY2(distinct(buttons), qPrintable(buttons.join(", ")));
    }
    w_.reset();
    QCoreApplication::removeTranslator(&translator);
}

QTEST_MAIN(TestLessonWindow)
#include "tst_lessonwindow.moc"
