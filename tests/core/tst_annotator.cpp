// Game review (core/engine/annotator.h, judgement.h, review_record.h): the judgement rule and its
// thresholds (docs/ENGINE.md "Reviewing a game"), a review stopped at once or part way, positions
// met again costing no search, the review written into a game record and written again without
// doubling (docs/NOTATION.md 4.11), and the quality bar: the engine's own games are seldom
// marked, a column given away for nothing always is, with a better move named.
#include "core/engine/annotator.h"
#include "core/engine/judgement.h"
#include "core/engine/review_record.h"
#include "core/engine/search.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "core/pdn.h"

#include <QTest>

#include <atomic>
#include <thread>

using namespace bashni;
using engine::Judgement;
Q_DECLARE_METATYPE(bashni::engine::Judgement)

namespace {

constexpr int Win = engine::Win;
// The depth the reviews of these tests search to: deep enough to see a column lost, fast.
constexpr int ReviewDepth = 8;

// White gives away a man on b4 for nothing at move 3 (b6-c5 takes it and White cannot take
// back as much); before, the position is even.
constexpr const char* givenAway = "1. c3-d4 f6-g5 2. b2-c3 g7-f6 3. a3-b4 b6-c5 *";
constexpr int givenAwayPly = 5;

Game readGame(const char* text) {
    const PdnReadResult r = readPdn(text);
    if (r.games.size() != 1) qFatal("bad test game: %s", text);
    return r.games[0];
}

// A game of the engine against itself, each move its search to `depth`: the strongest level
// without its clock, so that the game is the same on every machine.
Game selfPlay(const QString& opening, int depth, int maxPlies) {
    Game game;
    for (const QString& move : opening.split(' ', Qt::SkipEmptyParts))
        if (!game.play(move.toStdString())) qFatal("bad test opening %s", qPrintable(opening));
    engine::Search search(8);
    engine::Limits limits;
    limits.depth = depth;
    while (!game.isOver() && game.plyCount() < maxPlies) {
        const engine::SearchResult r = search.run(game.position(), limits);
        if (!r.hasMove || !game.play(r.best)) qFatal("self-play refused its own move");
    }
    return game;
}

int marked(const engine::Review& review, Judgement atLeast) {
    int n = 0;
    for (const engine::MoveReview& m : review.moves) n += m.judgement >= atLeast;
    return n;
}

} // namespace

class TestAnnotator : public QObject {
    Q_OBJECT
  private slots:
    void judgement_data();
    void judgement();
    void glyphs();
    void bestMoveNeverMarked();
    void selfPlaySeldomMarked_data();
    void selfPlaySeldomMarked();
    void columnGivenAway();
    void stoppedAtOnce();
    void stoppedPartWay();
    void stoppedFromAnotherThread();
    void positionsReused();
    void range();
    void gameOverScoredWithoutSearch();
    void appliedToRecord();
    void reviewedAgainNotDoubled();
    void reviewCommentReadBack_data();
    void reviewCommentReadBack();
};

void TestAnnotator::judgement_data() {
    QTest::addColumn<int>("before"); // the mover's view, hundredths of a man
    QTest::addColumn<int>("after");
    QTest::addColumn<Judgement>("expected");
    using J = Judgement;
    // From an even position: half a man an inaccuracy, a man a mistake, two men a blunder.
    QTest::newRow("even, 0.3 lost") << 0 << -30 << J::None;
    QTest::newRow("even, 0.49 lost") << 0 << -49 << J::None;
    QTest::newRow("even, 0.5 lost") << 0 << -50 << J::Inaccuracy;
    QTest::newRow("even, 0.9 lost") << 0 << -90 << J::Inaccuracy;
    QTest::newRow("even, 1 lost") << 0 << -100 << J::Mistake;
    QTest::newRow("even, 1.9 lost") << 0 << -190 << J::Mistake;
    QTest::newRow("even, 2 lost") << 0 << -200 << J::Blunder;
    QTest::newRow("even, a column lost") << 20 << -350 << J::Blunder;
    QTest::newRow("better than the engine") << -100 << 50 << J::None;
    // Far from even the same loss counts for less.
    QTest::newRow("won, 1.5 of 6 men lost") << 600 << 450 << J::None;
    QTest::newRow("won, 2 of 6 men lost") << 600 << 400 << J::Inaccuracy;
    QTest::newRow("won, 4 of 6 men lost") << 600 << 200 << J::Mistake;
    QTest::newRow("lost, 3 more men lost") << -600 << -900 << J::None;
    QTest::newRow("lost, a forced loss") << -800 << -(Win - 10) << J::None;
    // Forced wins and losses.
    QTest::newRow("forced win missed, even after") << Win - 11 << 0 << J::Blunder;
    QTest::newRow("forced win missed, 2 men left") << Win - 11 << 200 << J::Blunder;
    QTest::newRow("forced win missed, still well ahead") << Win - 11 << 600 << J::None;
    QTest::newRow("forced win, slower") << Win - 5 << Win - 25 << J::None;
    QTest::newRow("walked into a forced loss") << 0 << -(Win - 8) << J::Blunder;
    QTest::newRow("walked into a forced loss, ahead") << 250 << -(Win - 30) << J::Blunder;
    QTest::newRow("walked into a forced loss, 5 men down") << -500 << -(Win - 8) << J::Inaccuracy;
    QTest::newRow("walked into a forced loss, 8 men down") << -800 << -(Win - 8) << J::None;
    QTest::newRow("forced win to forced loss") << Win - 3 << -(Win - 4) << J::Blunder;
    QTest::newRow("inside a forced loss, faster") << -(Win - 20) << -(Win - 2) << J::None;
    QTest::newRow("forced loss escaped") << -(Win - 20) << 0 << J::None;
}

void TestAnnotator::judgement() {
    QFETCH(int, before);
    QFETCH(int, after);
    QFETCH(Judgement, expected);
    QCOMPARE(engine::judge(before, after), expected);
    QVERIFY(engine::lossOf(before, after) >= 0);
}

void TestAnnotator::glyphs() {
    QCOMPARE(engine::nag(Judgement::Inaccuracy), 6);
    QCOMPARE(engine::nag(Judgement::Mistake), 2);
    QCOMPARE(engine::nag(Judgement::Blunder), 4);
    QCOMPARE(engine::nag(Judgement::None), 0);
    QCOMPARE(engine::glyph(Judgement::Inaccuracy), "?!");
    QCOMPARE(engine::glyph(Judgement::Mistake), "?");
    QCOMPARE(engine::glyph(Judgement::Blunder), "??");
    for (Judgement j : {Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder})
        QCOMPARE(engine::judgementOfNag(engine::nag(j)), j);
    QCOMPARE(engine::judgementOfNag(1), Judgement::None);
}

// A game whose every move is the reviewer's own choice has no mark and loses nothing.
void TestAnnotator::bestMoveNeverMarked() {
    engine::Annotator annotator({ReviewDepth, 0});
    Game game;
    while (!game.isOver() && game.plyCount() < 40) {
        const auto a = annotator.analyse(game.position(), engine::historyOf(game));
        QVERIFY(a && a->hasMove);
        QVERIFY(game.play(a->best));
    }
    const engine::Review review = annotator.review(game);
    QVERIFY(review.complete);
    QCOMPARE(int(review.moves.size()), game.plyCount());
    for (const engine::MoveReview& m : review.moves) {
        QVERIFY2(m.playedBest, qPrintable(QString::number(m.ply)));
        QCOMPARE(m.judgement, Judgement::None);
        QCOMPARE(m.loss, 0);
    }
    QCOMPARE(review.white.averageLoss, 0.0);
}

// The quality bar: the engine's games against itself have at most one move in 20 marked ? or
// ??. The strongest level searches deeper than a review does; here (so that the test is fast and
// the same everywhere) the games are played at a fixed depth from two-ply openings, and
// reviewed at that depth or one less.
void TestAnnotator::selfPlaySeldomMarked_data() {
    QTest::addColumn<QString>("opening");
    QTest::addColumn<int>("playDepth");
    QTest::addColumn<int>("reviewDepth");
    QTest::newRow("start, 9/8") << "" << 9 << 8;
    QTest::newRow("c3-d4 f6-g5, 10/9") << "c3-d4 f6-g5" << 10 << 9;
    QTest::newRow("e3-f4 b6-a5, 10/10") << "e3-f4 b6-a5" << 10 << 10;
    QTest::newRow("a3-b4 f6-e5, 9/9") << "a3-b4 f6-e5" << 9 << 9;
}

void TestAnnotator::selfPlaySeldomMarked() {
    QFETCH(QString, opening);
    QFETCH(int, playDepth);
    QFETCH(int, reviewDepth);
    const Game game = selfPlay(opening, playDepth, 120);
    engine::Annotator annotator({reviewDepth, 0});
    const engine::Review review = annotator.review(game, 3);
    QVERIFY(review.complete);
    for (const engine::MoveReview& m : review.moves)
        if (m.judgement != Judgement::None)
            qInfo("ply %d %s%s: %s", m.ply, formatMove(m.played).c_str(),
                  engine::glyph(m.judgement).data(), engine::reviewComment(m).c_str());
    const int bad = marked(review, Judgement::Mistake);
    qInfo("%d plies: %d inaccuracies, %d mistakes or blunders", game.plyCount(),
          marked(review, Judgement::Inaccuracy) - bad, bad);
    QVERIFY2(bad * 20 <= int(review.moves.size()),
             qPrintable(QString::fromStdString(writePdn(game))));
}

// A man given away for nothing is a mistake or a blunder, and the comment names a better move.
void TestAnnotator::columnGivenAway() {
    Game game = readGame(givenAway);
    engine::Annotator annotator({ReviewDepth, 0});
    const engine::Review review = annotator.review(game);
    const engine::MoveReview& m = review.moves[givenAwayPly - 1];
    QCOMPARE(m.ply, givenAwayPly);
    QVERIFY2(m.judgement >= Judgement::Mistake, qPrintable(QString::number(m.before - m.after)));
    QVERIFY(!m.playedBest);
    QVERIFY(!(m.best == m.played));
    QCOMPARE(review.white.mistakes + review.white.blunders, 1);
    engine::applyReview(game, review, "test");
    const Annotation& a = game.annotation(givenAwayPly);
    QCOMPARE(a.nags.front(), engine::nag(m.judgement));
    QCOMPARE(a.comments.size(), std::size_t(1));
    QVERIFY2(a.comments[0].starts_with("better " + formatMove(m.best) + ' '),
             a.comments[0].c_str());
}

void TestAnnotator::stoppedAtOnce() {
    const Game game = readGame(givenAway);
    engine::Annotator annotator({ReviewDepth, 0});
    const std::atomic<bool> stop{true};
    int reports = 0;
    const engine::Review review = annotator.review(game, 1, 0, &stop, [&](int, int) { ++reports; });
    QVERIFY(!review.complete);
    QVERIFY(review.moves.empty());
    QCOMPARE(annotator.searches(), std::uint64_t(0));
    QCOMPARE(reports, 1); // (0, total): nothing done
}

// A stop raised while the review goes on keeps every move judged until then.
void TestAnnotator::stoppedPartWay() {
    const Game game = readGame(givenAway);
    engine::Annotator annotator({ReviewDepth, 0});
    std::atomic<bool> stop{false};
    int lastDone = -1, total = 0;
    const auto progress = [&](int done, int all) {
        QVERIFY(done == lastDone + 1);
        lastDone = done;
        total = all;
        if (done == 4) stop = true;
    };
    const engine::Review review = annotator.review(game, 1, 0, &stop, progress);
    QCOMPARE(total, game.plyCount() + 1);
    QVERIFY(!review.complete);
    QCOMPARE(int(review.moves.size()), 3);
    for (int i = 0; i < 3; ++i) QCOMPARE(review.moves[std::size_t(i)].ply, i + 1);
    QCOMPARE(review.white.moves + review.black.moves, 3);
    // What was found is kept: going on does not search those positions again.
    const std::uint64_t searches = annotator.searches();
    stop = false;
    const engine::Review whole = annotator.review(game);
    QVERIFY(whole.complete);
    QVERIFY(annotator.searches() > searches);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(whole.moves[std::size_t(i)].before, review.moves[std::size_t(i)].before);
}

void TestAnnotator::stoppedFromAnotherThread() {
    const Game game = selfPlay("", 4, 60);
    engine::Annotator annotator({engine::MaxPly - 1, 0}); // would take hours to finish
    std::atomic<bool> stop{false};
    std::atomic<int> done{-1};
    engine::Review review;
    std::thread reviewer(
        [&] { review = annotator.review(game, 1, 0, &stop, [&](int d, int) { done = d; }); });
    while (done < 0) std::this_thread::yield(); // under way
    stop = true;
    reviewer.join();
    QVERIFY(!review.complete);
    QVERIFY(int(review.moves.size()) < game.plyCount());
}

// Reviewing a game again searches nothing; the same position in another game neither.
void TestAnnotator::positionsReused() {
    const Game game = readGame(givenAway);
    engine::Annotator annotator({ReviewDepth, 0});
    const engine::Review first = annotator.review(game);
    const std::uint64_t searches = annotator.searches(), nodes = annotator.nodes();
    QVERIFY(searches > 0);
    const engine::Review second = annotator.review(game);
    QCOMPARE(annotator.searches(), searches);
    QCOMPARE(annotator.nodes(), nodes);
    QCOMPARE(second.moves.size(), first.moves.size());
    for (std::size_t i = 0; i < first.moves.size(); ++i) {
        QCOMPARE(second.moves[i].before, first.moves[i].before);
        QCOMPARE(second.moves[i].after, first.moves[i].after);
        QCOMPARE(second.moves[i].judgement, first.moves[i].judgement);
    }
    // The same opening in another game: only the new positions are searched.
    const Game other = readGame("1. c3-d4 f6-g5 2. b2-c3 g7-f6 3. d4-c5 *");
    annotator.review(other);
    QVERIFY(annotator.searches() - searches <= 2); // the last position, and its shallower look
}

void TestAnnotator::range() {
    const Game game = readGame(givenAway);
    engine::Annotator annotator({ReviewDepth, 0});
    const engine::Review review = annotator.review(game, 3, 5);
    QVERIFY(review.complete);
    QCOMPARE(review.firstPly, 3);
    QCOMPARE(review.lastPly, 5);
    QCOMPARE(int(review.moves.size()), 3);
    QCOMPARE(review.moves.front().ply, 3);
    QCOMPARE(review.moves.back().ply, 5);
    QCOMPARE(review.white.moves, 2);
    QCOMPARE(review.black.moves, 1);
    // Past the end: nothing to do.
    const engine::Review none = annotator.review(game, 40);
    QVERIFY(none.complete);
    QVERIFY(none.moves.empty());
}

// A move that leaves the opponent no move is scored as the end of the game, not searched; its
// evaluation is left out of the record (the result says it).
void TestAnnotator::gameOverScoredWithoutSearch() {
    // White's c3:e5 takes the last black column's top: Black is left without a move.
    Game game(*parsePosition("W:c3=w,d4=b"));
    QVERIFY(game.play("c3:e5"));
    QVERIFY(game.isOver());
    engine::Annotator annotator({ReviewDepth, 0});
    const engine::Review review = annotator.review(game);
    QCOMPARE(int(review.moves.size()), 1);
    QCOMPARE(review.moves[0].after, Win);
    QCOMPARE(review.moves[0].judgement, Judgement::None);
    engine::applyReview(game, review, "test");
    QVERIFY(!game.annotation(1).eval);
}

void TestAnnotator::appliedToRecord() {
    Game game = readGame(givenAway);
    engine::Annotator annotator({ReviewDepth, 0});
    const engine::Review review = annotator.review(game);
    engine::applyReview(game, review, "Bashni test, depth 8");
    for (int ply = 1; ply <= game.plyCount(); ++ply) QVERIFY(game.annotation(ply).eval);
    QCOMPARE(game.tag("Annotator"), "Bashni test, depth 8");
    QCOMPARE(game.tag("WhiteMistakes").empty(), false);
    QCOMPARE(game.tag("BlackBlunders"), std::to_string(review.black.blunders));
    QCOMPARE(game.tag("WhiteInaccuracies"), std::to_string(review.white.inaccuracies));
    // The record reads back with the same moves, glyphs, comments and evaluations.
    const std::string text = writePdn(game);
    QVERIFY2(text.find("{[%eval ") != std::string::npos, text.c_str());
    QVERIFY2(text.find("{better ") != std::string::npos, text.c_str());
    const Game back = readGame(text.c_str());
    QCOMPARE(back.plyCount(), game.plyCount());
    for (int ply = 1; ply <= game.plyCount(); ++ply) {
        QCOMPARE(back.moveText(ply), game.moveText(ply));
        QCOMPARE(back.annotation(ply).nags, game.annotation(ply).nags);
        QCOMPARE(back.annotation(ply).comments, game.annotation(ply).comments);
        QVERIFY(back.annotation(ply).eval == game.annotation(ply).eval);
        // Each remark of the engine reads back into the parts it was written from.
        for (const std::string& c : back.annotation(ply).comments) {
            const auto remark = engine::parseReviewComment(c);
            if (!remark) continue;
            QCOMPARE("better " + remark->better + ' ' + remark->betterScore + "; played " +
                         remark->played,
                     c);
        }
    }
    QCOMPARE(writePdn(back), text);
}

// What reviewComment writes reads back into its parts (the move log shows them in words), and
// only that: a player's comment that merely looks alike is no review of the engine's.
void TestAnnotator::reviewCommentReadBack_data() {
    QTest::addColumn<QString>("comment");
    QTest::addColumn<QStringList>("parts"); // empty: not a review comment
    QTest::newRow("written") << "better c3-d4 +0.45; played -1.20"
                             << QStringList{"c3-d4", "+0.45", "-1.20"};
    QTest::newRow("a capture, a win")
        << "better a1:c3:e5 #7; played 0.00" << QStringList{"a1:c3:e5", "#7", "0.00"};
    QTest::newRow("words for a move") << "better this one +0.45; played -1.20" << QStringList{};
    QTest::newRow("no score") << "better c3-d4; played -1.20" << QStringList{};
    QTest::newRow("not a score") << "better c3-d4 good; played -1.20" << QStringList{};
    QTest::newRow("no played") << "better c3-d4 +0.45" << QStringList{};
    QTest::newRow("played not a score") << "better c3-d4 +0.45; played badly" << QStringList{};
    QTest::newRow("something else") << "my plan" << QStringList{};
    QTest::newRow("empty") << "" << QStringList{};
}

void TestAnnotator::reviewCommentReadBack() {
    QFETCH(QString, comment);
    QFETCH(QStringList, parts);
    const auto remark = engine::parseReviewComment(comment.toStdString());
    QCOMPARE(remark.has_value(), !parts.isEmpty());
    QCOMPARE(engine::isReviewComment(comment.toStdString()), !parts.isEmpty());
    if (!remark) return;
    QCOMPARE(QString::fromStdString(remark->better), parts[0]);
    QCOMPARE(QString::fromStdString(remark->betterScore), parts[1]);
    QCOMPARE(QString::fromStdString(remark->played), parts[2]);
}

// A second review replaces the first one's glyphs, comments and evaluations; a player's own
// comments and glyphs stay.
void TestAnnotator::reviewedAgainNotDoubled() {
    Game game = readGame("1. c3-d4 f6-g5 2. b2-c3! {my plan} g7-f6 3. a3-b4 {oops} b6-c5 *");
    engine::Annotator annotator({ReviewDepth, 0});
    engine::applyReview(game, annotator.review(game), "first");
    const std::string once = writePdn(game);
    annotator.setLimits({ReviewDepth - 1, 0});
    engine::applyReview(game, annotator.review(game), "second");
    annotator.setLimits({ReviewDepth, 0});
    engine::applyReview(game, annotator.review(game), "first");
    QCOMPARE(QString::fromStdString(writePdn(game)), QString::fromStdString(once));
    const Annotation& plan = game.annotation(3);
    QCOMPARE(plan.nags.back(), 1);
    QCOMPARE(plan.comments.front(), "my plan");
    const Annotation& oops = game.annotation(givenAwayPly);
    QCOMPARE(oops.comments.front(), "oops");
    QCOMPARE(oops.comments.size(), std::size_t(2));
    QCOMPARE(std::count_if(oops.nags.begin(), oops.nags.end(),
                           [](int n) { return engine::judgementOfNag(n) != Judgement::None; }),
             1);
}

QTEST_GUILESS_MAIN(TestAnnotator)
#include "tst_annotator.moc"
