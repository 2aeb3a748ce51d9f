// The puzzle trainer (Game → Puzzles) driven through its board, offscreen: the solution played by
// clicks with the computer's defence shown, a wrong move refuted by the engine, the rating and
// streak kept in Settings, Retry, Show Solution, Next, and a reopened window keeping the rating.
#include "core/movegen.h"
#include "core/notation.h"
#include "tests/common/testpositions.h"
#include "ui/board/boardpresenter.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/theme.h"
#include "ui/board/toweritem.h"
#include "ui/puzzles/puzzlesession.h"
#include "ui/puzzles/puzzletrainer.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace bashni;
using namespace bashni::ui;
using State = PuzzleSession::State;

class TestPuzzleTrainer : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void opensFromTheGameMenu();
    void solutionPlayedByClicks();
    void wrongFirstMoveIsRefuted();
    void retryRestoresTheStart();
    void showSolutionReachesTheLineEnd();
    void nextLoadsAnUnsolvedPuzzle();
    void reopeningKeepsTheRating();
    void escapeCloses();
    void laterMoveThatWinsTooIsAccepted();
    void panelShowsWhatAPlayerNeeds();

  private:
    PuzzleTrainer* open() {
        w_->action(QStringLiteral("puzzles"))->trigger();
        auto* t = w_->findChild<PuzzleTrainer*>();
        if (t && !QTest::qWaitForWindowExposed(t)) return nullptr;
        return t;
    }
    // The first puzzle whose line has at least `plies` moves.
    int puzzleWithLine(std::size_t plies) const {
        for (int n = 1; n <= t_->book().count(); ++n)
            if (t_->book().puzzle(n)->line.size() >= plies) return n;
        return 0;
    }
    const puzzles::Puzzle& puzzle() const { return t_->session()->puzzle(); }
    void click(Square s) {
        QTest::mouseClick(t_->view()->viewport(), Qt::LeftButton, {}, t_->view()->squareCentre(s));
    }
    // The move by its squares, as a user clicks them: the column, then each landing until the
    // input has the move.
    void play(const Move& m) {
        const std::uint64_t before = t_->session()->position().hash();
        click(m.from);
        for (int i = 0; i < m.pathLength() && t_->session()->position().hash() == before; ++i)
            click(m.landing[std::size_t(i)]);
    }
    // The board shows `pos` once the presenter has shown every move.
    bool boardShows(const Position& pos) const {
        if (t_->presenter()->busy()) return false;
        const BoardScene* scene = t_->view()->boardScene();
        for (Square s = 0; s < 64; ++s)
            if (isDark(s) && scene->tower(s)->column() != pos.column(s)) return false;
        return true;
    }
    static Position after(Position pos, const std::vector<Move>& moves) {
        Undo u;
        for (const Move& m : moves) pos.make(m, u);
        return pos;
    }
    QString ratingText() const { return t_->findChild<QLabel*>(QStringLiteral("rating"))->text(); }
    void press(const char* button) { t_->findChild<QPushButton*>(QLatin1String(button))->click(); }

    std::unique_ptr<MainWindow> w_;
    QPointer<PuzzleTrainer> t_;
};

void TestPuzzleTrainer::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings in a test location, not the user's
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_puzzletrainer");
}

void TestPuzzleTrainer::init() {
    QSettings().clear();
    Settings().setAnimationMs(0);
    w_ = std::make_unique<MainWindow>();
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    QVERIFY(!w_->findChild<PuzzleTrainer*>()); // nothing of it at start-up
    t_ = open();
    QVERIFY(t_);
}

void TestPuzzleTrainer::cleanup() {
    w_.reset();
}

void TestPuzzleTrainer::opensFromTheGameMenu() {
    QVERIFY(t_->isWindow());
    QVERIFY(t_->book().count() > 500);
    QVERIFY(t_->puzzleNumber() > 0);
    QCOMPARE(t_->session()->state(), State::Solving);
    QVERIFY(boardShows(puzzle().start));
    // Oriented for the side to move: its men at the bottom.
    QCOMPARE(t_->view()->boardScene()->isFlipped(), puzzle().start.sideToMove() == Color::Black);
    QVERIFY(ratingText().contains(QLatin1String("1200")));
    // Opening it again shows the same window.
    QCOMPARE(open(), t_.data());
}

void TestPuzzleTrainer::solutionPlayedByClicks() {
    const int n = puzzleWithLine(3);
    QVERIFY(n > 0);
    t_->startPuzzle(n);
    const std::vector<Move>& line = puzzle().line;
    play(line[0]);
    // The computer's defence, from the line, is on the board.
    QCOMPARE(t_->session()->state(), State::Solving);
    QVERIFY(t_->session()->lastMove() == line[1]);
    QVERIFY(boardShows(after(puzzle().start, {line[0], line[1]})));
    for (std::size_t i = 2; i < line.size(); i += 2) play(line[i]);
    QCOMPARE(t_->session()->state(), State::Solved);
    QVERIFY(boardShows(after(puzzle().start, line)));
    QVERIFY(t_->feedback().contains(QLatin1String("Solved")));
    const int rating = Settings().puzzleRating();
    QVERIFY(rating > StartRating);
    QCOMPARE(Settings().puzzleStreak(), 1);
    QCOMPARE(Settings().puzzleBestStreak(), 1);
    QVERIFY(Settings().puzzlesSolved().contains(n));
    QVERIFY(ratingText().contains(QString::number(rating)));
}

void TestPuzzleTrainer::wrongFirstMoveIsRefuted() {
    Settings().setPuzzleStreak(4);
    const int n = puzzleWithLine(1);
    t_->startPuzzle(n);
    const Position start = puzzle().start;
    std::optional<Move> wrong;
    MoveList moves;
    generateMoves(start, moves);
    for (const Move& m : moves)
        if (after(start, {m}).hash() != after(start, {puzzle().line[0]}).hash()) wrong = m;
    QVERIFY(wrong);
    play(*wrong);
    QVERIFY(t_->session()->state() == State::Checking || t_->session()->state() == State::Failed);
    QTRY_COMPARE_WITH_TIMEOUT(t_->session()->state(), State::Failed, 60000);
    // The engine's answer is played on the board and named in the feedback.
    const std::optional<Move> reply = t_->session()->lastMove();
    QVERIFY(reply && !(*reply == *wrong));
    QTRY_VERIFY(boardShows(after(start, {*wrong, *reply})));
    const QString text = t_->feedback();
    QVERIFY2(text.startsWith(QLatin1String("After ") + test::moveText(*wrong)), qPrintable(text));
    QVERIFY2(text.contains(test::moveText(*reply)), qPrintable(text));
    QVERIFY(Settings().puzzleRating() < StartRating);
    QCOMPARE(Settings().puzzleStreak(), 0);
    QVERIFY(!Settings().puzzlesSolved().contains(n));
}

void TestPuzzleTrainer::retryRestoresTheStart() {
    const int n = puzzleWithLine(3);
    t_->startPuzzle(n);
    play(puzzle().line[0]);
    QVERIFY(!boardShows(puzzle().start));
    press("retry");
    QCOMPARE(t_->session()->state(), State::Solving);
    QVERIFY(t_->session()->position() == puzzle().start);
    QVERIFY(boardShows(puzzle().start));
    // Solved at the second try: praised, but the rating counts the first try only.
    const std::vector<Move> line = puzzle().line;
    for (std::size_t i = 0; i < line.size(); i += 2) play(line[i]);
    QCOMPARE(t_->session()->state(), State::Solved);
    QCOMPARE(Settings().puzzleRating(), scored({}, puzzle().difficulty, true).rating);
}

void TestPuzzleTrainer::showSolutionReachesTheLineEnd() {
    Settings().setAnimationMs(30); // shown move by move
    w_->findChild<PuzzleTrainer*>()->close();
    QTRY_VERIFY(!t_);
    t_ = open();
    QVERIFY(t_);
    const int n = puzzleWithLine(3);
    t_->startPuzzle(n);
    press("showSolution");
    QCOMPARE(t_->session()->state(), State::Shown);
    QVERIFY(t_->presenter()->busy());
    const Position end = after(puzzle().start, puzzle().line);
    QTRY_VERIFY_WITH_TIMEOUT(boardShows(end), 20000);
    QVERIFY(t_->feedback().contains(test::moveText(puzzle().line.back())));
    // Looking at the solution is no solve.
    QVERIFY(Settings().puzzleRating() < StartRating);
    QCOMPARE(Settings().puzzleStreak(), 0);
}

void TestPuzzleTrainer::nextLoadsAnUnsolvedPuzzle() {
    for (int n = 1; n <= t_->book().count(); n += 2) Settings().setPuzzleSolved(n);
    for (int i = 0; i < 5; ++i) {
        const int before = t_->puzzleNumber();
        press("next");
        QVERIFY(t_->puzzleNumber() != before);
        QCOMPARE(t_->puzzleNumber() % 2, 0);
        QCOMPARE(t_->session()->state(), State::Solving);
        QVERIFY(boardShows(puzzle().start));
    }
    const int before = t_->puzzleNumber();
    QTest::keyClick(t_, Qt::Key_N);
    QVERIFY(t_->puzzleNumber() != before);
    QCOMPARE(t_->puzzleNumber() % 2, 0);
}

void TestPuzzleTrainer::reopeningKeepsTheRating() {
    t_->startPuzzle(puzzleWithLine(1));
    const std::vector<Move> line = puzzle().line;
    for (std::size_t i = 0; i < line.size(); i += 2) play(line[i]);
    QCOMPARE(t_->session()->state(), State::Solved);
    const int rating = Settings().puzzleRating();
    t_->close();
    QTRY_VERIFY(!t_); // deleted on close, with its engine
    t_ = open();
    QVERIFY(t_);
    QVERIFY(ratingText().contains(QString::number(rating)));
    QCOMPARE(Settings().puzzleRating(), rating);
    QCOMPARE(Settings().puzzleStreak(), 1);
}

void TestPuzzleTrainer::escapeCloses() {
    QTest::keyClick(t_, Qt::Key_Escape);
    QTRY_VERIFY(!t_);
    t_ = open();
    QVERIFY(t_);
    QTest::keyClick(t_, Qt::Key_W, Qt::ControlModifier);
    QTRY_VERIFY(!t_);
}

// A session of its own, on a puzzle made here: three kings against a man, where after the line's
// first move and defence another king's move wins as surely as the line's.
void TestPuzzleTrainer::laterMoveThatWinsTooIsAccepted() {
    BoardScene scene(std::make_shared<Theme>());
    BoardPresenter presenter(&scene);
    presenter.setOptions({0, true, true});
    PuzzleSession session(&presenter);
    QSignalSpy solved(&session, &PuzzleSession::solved);
    puzzles::Puzzle p;
    p.start = test::position("W:c1=W,e1=W,g1=W,a7=b");
    for (const char* m : {"g1-h2", "a7-b6", "c1-d2"}) {
        const auto move = parseMove(after(p.start, p.line), m);
        QVERIFY(move);
        p.line.push_back(*move);
    }
    p.score = 0;
    session.start(p);
    session.play(p.line[0]);
    QCOMPARE(session.state(), State::Solving);
    QVERIFY(session.lastMove() == p.line[1]);
    const auto other = parseMove(session.position(), "e1-f2");
    QVERIFY(other);
    session.play(*other);
    QCOMPARE(session.state(), State::Checking);
    QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 1, 60000);
    QCOMPARE(solved.front().front().toBool(), true);
    QCOMPARE(session.state(), State::Solved);
    QVERIFY(session.lastMove() == *other); // no answer played after a solve
}

// Side to move, goal, the puzzle's rating, the player's rating and streak; the generator's
// details (seed, game, ply, levels) at most in a tooltip.
void TestPuzzleTrainer::panelShowsWhatAPlayerNeeds() {
    int n = 1;
    while (n < t_->book().count() && t_->book().puzzle(n)->source.empty()) ++n;
    t_->startPuzzle(n);
    const puzzles::Puzzle& p = puzzle();
    QVERIFY(!p.source.empty());
    QString shown;
    for (const QLabel* l : t_->findChildren<QLabel*>())
        if (l->isVisible()) shown += l->text() + u'\n';
    for (const QString& detail : {QString::fromStdString(p.source), QString("seed"), QString("ply"),
                                  QString("level"), QString("game ")})
        QVERIFY2(!shown.contains(detail, Qt::CaseInsensitive), qPrintable(shown));
    const QString task = t_->findChild<QLabel*>(QStringLiteral("task"))->text();
    QVERIFY(
        task.contains(p.start.sideToMove() == Color::White ? "White to move" : "Black to move"));
    QVERIFY(task.contains("winning move"));
    QVERIFY2(shown.contains(QString::number(bandRating(p.difficulty))), qPrintable(shown));
    QVERIFY2(shown.contains("Your rating: 1200"), qPrintable(shown));
    QVERIFY2(shown.contains("Streak: 0"), qPrintable(shown));
    const auto* info = t_->findChild<QLabel*>(QStringLiteral("puzzleInfo"));
    QVERIFY(info->toolTip().contains(QString::fromStdString(p.source)));
}

QTEST_MAIN(TestPuzzleTrainer)
#include "tst_puzzletrainer.moc"
