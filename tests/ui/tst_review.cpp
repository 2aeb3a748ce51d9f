// Game review in the real window: Game → Review Game judges the moves in the background and writes
// them into the record, the move log shows the marks, the evaluation graph appears and takes the
// board to a ply, a review can be stopped at any moment while the window goes on working, and a
// second review searches only what is new.
#include "core/pdn.h"
#include "ui/board/boardview.h"
#include "ui/game/gamecontroller.h"
#include "ui/review/evalgraph.h"
#include "ui/review/gamereview.h"
#include "ui/review/reviewer.h"
#include "ui/window/mainwindow.h"
#include "ui/window/movelog.h"
#include "ui/window/movelogmodel.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QProgressBar>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <memory>
#include <utility>

using namespace bashni;
using namespace bashni::ui;

namespace {

// White gives away a man on b4 for nothing at move 3 (b6-c5 takes it); before, it is even.
constexpr const char* GivenAway = "1. c3-d4 f6-g5 2. b2-c3 g7-f6 3. a3-b4 b6-c5 *";
constexpr int GivenAwayPly = 5;
// A longer game, for a review that takes a while.
constexpr const char* LongGame =
    "1. e3-f4 b6-c5 2. f4-g5 f6:h4 3. c3-d4 c5:e3 4. f2:d4 h4:f2 5. e1:g3 c7-b6 6. b2-c3 g7-f6 "
    "7. e3-f4 b6-c5 8. d4:b6 a7:c5 9. c3-b4 b6-a5 10. d2-c3 h6-g5 *";

Game readGame(const char* text) {
    const PdnReadResult r = readPdn(text);
    if (r.games.size() != 1) qFatal("bad test game");
    return r.games[0];
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void cleanup();

    void reviewMarksTheManGivenAway();
    void graphTakesTheBoardToAPly();
    void stoppedAtOnceWhileTheWindowWorks();
    void secondReviewSearchesOnlyWhatIsNew();
    void reviewSurvivesSavingAndOpening();
    void anotherGameDuringAReviewGetsNoneOfIt();

  private:
    void load(const char* pdn) {
        GameSetup setup;
        setup.players = {PlayerKind::Human, PlayerKind::Human};
        w_->controller()->loadGame(readGame(pdn), setup);
    }
    void reviewToTheEnd() {
        w_->action("review")->trigger();
        QVERIFY(w_->review() && w_->review()->running());
        QTRY_VERIFY_WITH_TIMEOUT(!w_->review()->running(), 120'000);
    }
    const Game& game() const { return w_->controller()->game(); }

    std::unique_ptr<MainWindow> w_;
};

void TestReview::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_review");
    QSettings().clear();
    Settings().setAnimationMs(0);
}

void TestReview::init() {
    Settings().setReviewDepth(8); // repeatable: the same judgements on any machine
    w_ = std::make_unique<MainWindow>();
    w_->resize(900, 700);
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
}

void TestReview::cleanup() {
    w_.reset();
}

void TestReview::reviewMarksTheManGivenAway() {
    load(GivenAway);
    EvalGraph* graph = w_->evalGraph();
    QVERIFY(!graph->isVisible()); // nothing to draw before a review
    reviewToTheEnd();
    const Annotation& a = game().annotation(GivenAwayPly);
    QVERIFY(!a.nags.empty());
    QVERIFY2(a.nags.front() == 2 || a.nags.front() == 4, qPrintable(QString::number(a.nags[0])));
    QVERIFY(a.comments.size() == 1 && a.comments[0].starts_with("better "));
    for (int ply = 1; ply <= game().plyCount(); ++ply) QVERIFY(game().annotation(ply).eval);
    QVERIFY(game().tag("Annotator").starts_with("Bashni"));
    QVERIFY(!game().tag("WhiteMistakes").empty());
    QVERIFY(w_->isWindowModified()); // the judgements are part of the record now
    // The move log shows the glyph and, for the remark, the better move in words.
    const QModelIndex cell = w_->moveLog()->model()->indexOf(GivenAwayPly);
    QVERIFY2(cell.data().toString().startsWith("a3-b4?"), qPrintable(cell.data().toString()));
    QVERIFY(cell.data(Qt::ToolTipRole).toString().contains("Better was "));
    // The graph is there, with the judgement at its ply.
    QVERIFY(graph->isVisible());
    QCOMPARE(graph->points().size(), game().plyCount() + 1);
    QCOMPARE(graph->points()[GivenAwayPly].nag, a.nags.front());
    QVERIFY(graph->points()[GivenAwayPly].white.has_value());
    // The graph's tooltip and the remark say who is better after the move the same way (one read
    // "+1.18", the other "-1.18").
    const QString tip = graph->describe(GivenAwayPly);
    const QString remark = cell.data(Qt::ToolTipRole).toString().section("this move: ", 1);
    QVERIFY2(tip.contains("is better by") || tip.contains("wins in"), qPrintable(tip));
    const QString side = tip.contains("White") ? "White" : "Black";
    QVERIFY2(remark.startsWith(side), qPrintable(tip + " / " + remark));
}

void TestReview::graphTakesTheBoardToAPly() {
    load(GivenAway);
    reviewToTheEnd();
    EvalGraph* graph = w_->evalGraph();
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointOf(3).toPoint());
    QCOMPARE(game().currentPly(), 3);
    QCOMPARE(graph->currentPly(), 3);
    w_->controller()->goToPly(1);
    QCOMPARE(graph->currentPly(), 1); // the mark follows the board
}

void TestReview::stoppedAtOnceWhileTheWindowWorks() {
    Settings().setReviewDepth(0);
    Settings().setReviewMs(2000); // slow enough to be caught in the middle
    load(LongGame);
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
    timer.start(20);
    w_->action("review")->trigger();
    auto* progress = w_->findChild<QProgressBar*>("reviewProgress");
    auto* cancel = w_->findChild<QToolButton*>("reviewCancel");
    QVERIFY(progress && cancel);
    QTRY_VERIFY(progress->isVisible() && cancel->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(progress->value() >= 1, 30'000);
    QVERIFY(ticks > 0);           // the GUI thread went on working meanwhile
    w_->controller()->goToPly(4); // and the board answers
    QCOMPARE(game().currentPly(), 4);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!w_->review()->running());
    QVERIFY(progress->isHidden());
    // What was judged stays; the rest is not there.
    QVERIFY(game().annotation(1).eval.has_value());
    QVERIFY(!game().annotation(game().plyCount()).eval.has_value());
    // A stopped review sends nothing more.
    const auto evals = [this] {
        int n = 0;
        for (int ply = 1; ply <= game().plyCount(); ++ply) n += game().annotation(ply).eval ? 1 : 0;
        return n;
    };
    const int judged = evals();
    QTest::qWait(300);
    QCOMPARE(evals(), judged);
    Settings().setReviewMs(500);
}

void TestReview::secondReviewSearchesOnlyWhatIsNew() {
    load(GivenAway);
    reviewToTheEnd();
    const quint64 first = w_->review()->lastSearches();
    QVERIFY(first >= quint64(game().plyCount()));
    QVERIFY(w_->controller()->playMove(game().legalMoves().front())); // one more move
    reviewToTheEnd();
    QVERIFY(game().annotation(game().plyCount()).eval.has_value());
    // The new position, and perhaps the new move's score at one ply less.
    QVERIFY2(w_->review()->lastSearches() <= 2,
             qPrintable(QString::number(w_->review()->lastSearches())));
}

void TestReview::reviewSurvivesSavingAndOpening() {
    load(GivenAway);
    reviewToTheEnd();
    const std::string before = writePdn(game());
    const QString path =
        QDir::temp().filePath("tst_review_%1.pdn").arg(QCoreApplication::applicationPid());
    QVERIFY(w_->saveTo(path));
    load(LongGame);
    QVERIFY(!w_->evalGraph()->isVisible());
    QVERIFY(w_->openFile(path));
    QFile::remove(path);
    QCOMPARE(writePdn(game()), before);
    QVERIFY(w_->evalGraph()->isVisible()); // drawn from the record, without a review
    QCOMPARE(w_->evalGraph()->points()[GivenAwayPly].nag,
             game().annotation(GivenAwayPly).nags.front());
}

// A new game begun while the review has judgements not yet written (they are written a few times a
// second): they belong to the game that went, and the new one gets none of them (they were
// written into it, past its moves, and the window crashed).
void TestReview::anotherGameDuringAReviewGetsNoneOfIt() {
    load(LongGame);
    w_->action("review")->trigger();
    QVERIFY(w_->review() && w_->review()->running());
    auto* reviewer = w_->review()->findChild<Reviewer*>();
    QVERIFY(reviewer);
    bool replaced = false;
    // After the review has taken the judgement (connected before this), before it writes it.
    connect(reviewer, &Reviewer::moveReviewed, this, [&] {
        if (std::exchange(replaced, true)) return;
        NewGameChoice humans;
        humans.opponents = Opponents::HumanVsHuman;
        w_->startGame(humans);
    });
    QTRY_VERIFY_WITH_TIMEOUT(replaced, 60'000);
    QVERIFY(!w_->review()->running());
    QCOMPARE(game().plyCount(), 0);
    QVERIFY(game().tag("Annotator").empty());
}

QTEST_MAIN(TestReview)
#include "tst_review.moc"
