// The search knows the game it is in (core/engine/history.h): the third repetition and the 30th
// quiet ply of docs/RULES.md 5.3 are draws inside the search exactly when Game says the game is
// drawn, under every rule set, and only while the game has them switched on. A winning side keeps
// away from them, a losing side steers into them, and a move that leaves the opponent no move
// still wins on the 30th quiet ply.
#include "core/engine/levels.h"
#include "core/engine/search.h"
#include "core/game.h"
#include "tests/common/testpositions.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace bashni;
Q_DECLARE_METATYPE(bashni::Rules)

namespace {

constexpr int Depth = 8;

// Three white kings against one black king, the kings shuffling a1-b2 and g1-h2: positions come
// round again without anything else changing.
const char* const Kings = "W:a1=W,b8=W,d8=W,g1=B";
// After these the position with White's king on b2 (Black to move) has been on the board twice,
// and White's king, now on c1, could bring it back a third time with c1-b2.
const char* const TwiceToB2 = "a1-b2 g1-h2 b2-a1 h2-g1 a1-b2 g1-h2 b2-c1 h2-g1";
// After these Black's h2-g1 would bring the first position back for the third time.
const char* const TwiceToStart = "a1-b2 g1-h2 b2-a1 h2-g1 a1-b2 g1-h2 b2-a1";

Game play(const char* fen, Rules rules, const char* moves, DrawRules draws = {}) {
    Game game(test::position(fen, rules), draws);
    for (const QString& m : QString(moves).split(' ', Qt::SkipEmptyParts)) {
        Message error;
        if (!game.play(m.toStdString(), &error))
            qFatal("test move %s: %s", qPrintable(m), formatMessage(error).c_str());
    }
    return game;
}

// The score of one root move, searched as the game's next move.
int scoreOf(const Game& game, const QString& move, const engine::History& history,
            int depth = Depth) {
    engine::Search search(1);
    engine::Limits limits;
    limits.depth = depth;
    for (const auto& [m, score] : search.scoreRootMoves(game.position(), history, depth, limits))
        if (test::moveText(m) == move) return score;
    qFatal("%s is not a move here", qPrintable(move));
}

engine::SearchResult best(const Game& game, const engine::History& history, int depth = Depth) {
    engine::Search search(1);
    engine::Limits limits;
    limits.depth = depth;
    return search.run(game.position(), history, limits);
}

Ending endingAfter(Game game, const QString& move) {
    if (!game.play(move.toStdString())) qFatal("%s is not legal", qPrintable(move));
    return game.endingAt(game.currentPly());
}

void addRules() {
    QTest::addColumn<Rules>("rules");
    QTest::newRow("standard") << Rules::Standard;
    QTest::newRow("intervening") << Rules::Intervening;
    QTest::newRow("turkish") << Rules::Turkish;
}

} // namespace

class TestEngineDraws : public QObject {
    Q_OBJECT
  private slots:
    void historyOfGame();
    void winnerAvoidsThirdRepetition_data() { addRules(); }
    void winnerAvoidsThirdRepetition();
    void loserRepeats_data() { addRules(); }
    void loserRepeats();
    void winnerMakesProgress_data() { addRules(); }
    void winnerMakesProgress();
    void loserRunsOutTheCount_data() { addRules(); }
    void loserRunsOutTheCount();
    void noMoveWinsOnThe30thPly_data() { addRules(); }
    void noMoveWinsOnThe30thPly();
    void drawsSwitchedOff();
    void searchAgreesWithGame_data() { addRules(); }
    void searchAgreesWithGame();
    void levelsAndThreadsKnowTheHistory();
};

// What the search is given is what Game counts: every earlier position, the quiet plies, the
// game's draw rules, at the current ply and at any other.
void TestEngineDraws::historyOfGame() {
    Game game = play(Kings, Rules::Standard, TwiceToStart, {true, false});
    const engine::History h = engine::historyOf(game);
    QCOMPARE(int(h.earlier.size()), 7);
    QCOMPARE(h.earlier.front(), game.startPosition().hash());
    QCOMPARE(h.quietPlies, 7);
    QVERIFY(h.draws.repetition && !h.draws.noProgress);
    QVERIFY(std::find(h.earlier.begin(), h.earlier.end(), game.position().hash()) !=
            h.earlier.end()); // the position now was on the board at ply 3
    const engine::History at3 = engine::historyOf(game, 3);
    QCOMPARE(int(at3.earlier.size()), 3);
    QCOMPARE(at3.quietPlies, 3);
    QVERIFY(engine::digest(at3) != engine::digest(h));
    QCOMPARE(engine::digest(engine::historyOf(game, 3)), engine::digest(at3));

    // A man's move starts the count again, a king's carries it on.
    Game men(test::position("W:c3=w,a1=W,h8=B"));
    QVERIFY(men.play("a1-b2"));
    QCOMPARE(engine::historyOf(men).quietPlies, 1);
    QVERIFY(men.play("h8-g7"));
    QCOMPARE(engine::historyOf(men).quietPlies, 2);
    QVERIFY(men.play("c3-d4"));
    QCOMPARE(engine::historyOf(men).quietPlies, 0);
}

// White is far ahead; c1-b2 would put the position the game has had twice on the board a third
// time. Given the game, the search scores that move a draw and plays another; given the position
// alone, the same move is as good as any.
void TestEngineDraws::winnerAvoidsThirdRepetition() {
    QFETCH(Rules, rules);
    const Game game = play(Kings, rules, TwiceToB2);
    QCOMPARE(endingAfter(game, "c1-b2"), Ending::Repetition);
    const engine::History history = engine::historyOf(game);
    QCOMPARE(scoreOf(game, "c1-b2", history), 0);
    QVERIFY(scoreOf(game, "c1-b2", {}) > 300);
    const engine::SearchResult r = best(game, history);
    QVERIFY(test::moveText(r.best) != "c1-b2");
    QVERIFY2(r.score > 300, qPrintable(QString::number(r.score)));
}

// Black is lost, but h2-g1 repeats the first position a third time: the search finds the draw,
// which it cannot see from the position alone.
void TestEngineDraws::loserRepeats() {
    QFETCH(Rules, rules);
    const Game game = play(Kings, rules, TwiceToStart);
    QCOMPARE(endingAfter(game, "h2-g1"), Ending::Repetition);
    const engine::SearchResult r = best(game, engine::historyOf(game));
    QCOMPARE(test::moveText(r.best), QString("h2-g1"));
    QCOMPARE(r.score, 0);
    QVERIFY(best(game, {}).score < -300);
}

// 29 quiet plies are behind: any king move is the 30th and draws. The search, far ahead, moves
// its man instead; from the position alone a king move is as good.
const char* const ManAndKings = "W:c3=w,b8=W,d8=W,g1=B";

engine::History quietFor(int plies, DrawRules draws = {}) {
    engine::History h;
    h.quietPlies = plies;
    h.draws = draws;
    return h;
}

void TestEngineDraws::winnerMakesProgress() {
    QFETCH(Rules, rules);
    const Game game(test::position(ManAndKings, rules));
    const engine::History history = quietFor(29);
    for (const char* king : {"b8-a7", "d8-e7", "b8-h2"}) {
        QCOMPARE(scoreOf(game, king, history), 0);
        QVERIFY(scoreOf(game, king, {}) > 300);
    }
    const engine::SearchResult r = best(game, history);
    QVERIFY2(test::moveText(r.best).startsWith("c3-"), qPrintable(test::moveText(r.best)));
    QVERIFY2(r.score > 300, qPrintable(QString::number(r.score)));
    // With 20 behind there is no hurry yet: the man's move is not forced by the count.
    QVERIFY(scoreOf(game, "b8-a7", quietFor(20)) > 300);
}

// Black is lost and has only king moves: with 29 quiet plies behind, each draws.
void TestEngineDraws::loserRunsOutTheCount() {
    QFETCH(Rules, rules);
    const Game game(test::position("B:a1=W,b8=W,d8=W,g1=B", rules));
    QCOMPARE(best(game, quietFor(29)).score, 0);
    QVERIFY(best(game, {}).score < -300);
}

// docs/RULES.md 5.3: a move that leaves the opponent without a move wins, even when it is also
// the 30th quiet ply. e5-b2 shuts in Black's last man (a3 can neither step to b2 nor take it,
// c1 being White's).
void TestEngineDraws::noMoveWinsOnThe30thPly() {
    QFETCH(Rules, rules);
    const Game game(test::position("W:e5=W,c1=w,a3=b", rules));
    const engine::SearchResult r = best(game, quietFor(29));
    QCOMPARE(test::moveText(r.best), QString("e5-b2"));
    QCOMPARE(r.score, engine::Win - 1);
    QCOMPARE(scoreOf(game, "e5-b2", quietFor(29), 1), engine::Win - 1);
    QCOMPARE(scoreOf(game, "e5-d4", quietFor(29)), 0); // any other king move draws
}

// A game played with a draw switched off never ends by it, and its search does not score it.
void TestEngineDraws::drawsSwitchedOff() {
    const Game noRepetition = play(Kings, Rules::Standard, TwiceToB2, {false, true});
    QCOMPARE(endingAfter(noRepetition, "c1-b2"), Ending::None);
    QVERIFY(scoreOf(noRepetition, "c1-b2", engine::historyOf(noRepetition)) > 300);
    const Game game(test::position(ManAndKings));
    QVERIFY(scoreOf(game, "b8-a7", quietFor(29, {true, false})) > 300);
    QCOMPARE(scoreOf(game, "b8-a7", quietFor(29, {false, true})), 0);
}

// Random games of kings and a few men, the kings often going back where they came from: after
// every legal move that Game says draws (third repetition, 30th quiet ply), the search scores
// the move 0; after one that leaves no move, a win in one. At depth 1 (the quiescence search
// judges the position after the move) and 3 (the main search does).
void TestEngineDraws::searchAgreesWithGame() {
    QFETCH(Rules, rules);
    const char* const starts[] = {"W:a1=W,c1=W,h8=B,f8=B", "W:b2=W,e1=W,a7=b,g7=B,h8=B",
                                  "B:d2=W,g1=W,b6=B,e7=B,a5=w"};
    std::mt19937_64 rng(29);
    int repetitions = 0, quiet = 0, shutIn = 0, checked = 0;
    for (int game = 0; game < 24; ++game) {
        Game g(test::position(starts[game % 3], rules));
        Move previous[2]{};
        while (!g.isOver() && g.plyCount() < 90) {
            const std::vector<Move> moves = g.legalMoves();
            const engine::History history = engine::historyOf(g);
            for (const int depth : {1, 3}) {
                engine::Search search(1);
                engine::Limits limits;
                limits.depth = depth;
                for (const auto& [m, score] :
                     search.scoreRootMoves(g.position(), history, depth, limits)) {
                    Game after = g;
                    QVERIFY(after.play(m));
                    const Ending e = after.endingAt(after.currentPly());
                    const QString where = QString("%1 after %2 plies, %3 at depth %4")
                                              .arg(starts[game % 3])
                                              .arg(g.plyCount())
                                              .arg(test::moveText(m))
                                              .arg(depth);
                    ++checked;
                    if (e == Ending::Repetition || e == Ending::NoProgress) {
                        QVERIFY2(score == 0, qPrintable(where));
                        ++(e == Ending::Repetition ? repetitions : quiet);
                    } else if (e == Ending::NoMoves) {
                        QVERIFY2(score == engine::Win - 1, qPrintable(where));
                        ++shutIn;
                    }
                }
            }
            // Moves that give the opponent nothing to take, so that the games go on long enough
            // for the 30-ply draw; and half the time a king goes back where it came from, to
            // bring positions round again.
            std::vector<Move> safe;
            for (const Move& m : moves) {
                Position p = g.position();
                Undo u;
                p.make(m, u);
                if (!hasCapture(p)) safe.push_back(m);
            }
            const std::vector<Move>& pool = safe.empty() ? moves : safe;
            const Move& back = previous[int(g.sideToMove())];
            Move chosen = pool[std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(rng)];
            for (const Move& m : pool)
                if (!m.isCapture() && back.jumps == 0 && m.from == back.to() &&
                    m.to() == back.from && rng() % 2)
                    chosen = m;
            previous[int(g.sideToMove())] = chosen;
            QVERIFY(g.play(chosen));
        }
    }
    qInfo("%d moves checked: %d third repetitions, %d 30th quiet plies, %d shut-ins", checked,
          repetitions, quiet, shutIn);
    QVERIFY(repetitions >= 5 && quiet >= 5); // the games did reach both draws
}

// The levels and a search with helper threads hand the history on.
void TestEngineDraws::levelsAndThreadsKnowTheHistory() {
    const Game game = play(Kings, Rules::Standard, TwiceToStart);
    const engine::History history = engine::historyOf(game);
    engine::Search search(1);
    for (const int level : {7, 8, 10}) {
        const auto r = engine::chooseMove(search, game.position(), history, level, 1, 60000);
        QCOMPARE(test::moveText(r.best), QString("h2-g1"));
        QCOMPARE(r.score, 0);
    }
    engine::Limits limits;
    limits.depth = Depth;
    limits.threads = 2;
    const auto r = search.run(game.position(), history, limits);
    QCOMPARE(test::moveText(r.best), QString("h2-g1"));
    QCOMPARE(r.score, 0);
    // The weak levels score each root move: the draw is there for them too.
    for (const int level : {1, 4}) {
        engine::Limits l;
        l.depth = engine::level(level).depth;
        for (const auto& [m, score] : search.scoreRootMoves(game.position(), history, l.depth, l))
            if (test::moveText(m) == "h2-g1") QCOMPARE(score, 0);
    }
}

QTEST_GUILESS_MAIN(TestEngineDraws)
#include "tst_engine_draws.moc"
