// The AI (core/engine): tactics it must find under every rule set (docs/RULES.md 4.8), a legal move
// under any limit, stopping on request, determinism, preferring the fastest win, and the
// transposition table (compact entries whose moves are checked, aging, clearing).
//
// Every forced win in the tables is also checked by a small brute-force solver below that knows
// nothing of the engine: the expected move wins within the stated number of plies and no other
// move does. Each tactic is searched as given and mirrored (board turned round, colours swapped),
// so both sides' code paths and the symmetry of the evaluation are exercised.
//
// BASHNI_TEST_SCALE (a factor, default 1) scales the number of random positions.
#include "core/engine/levels.h"
#include "core/engine/search.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "random_positions.h"
#include "tests/common/testpositions.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace bashni;
Q_DECLARE_METATYPE(bashni::Rules)

namespace {

using Clock = std::chrono::steady_clock;

const Rules allRules[] = {Rules::Standard, Rules::Intervening, Rules::Turkish};

// The depth the tactics are searched to: deterministic, and deep enough for every row (most are
// found from depth 2-4 on) while staying fast under sanitizers.
constexpr int TacticDepth = 8;

// A middle game reached by random moves from the start (14 plies): 22 columns, many captures in
// the air, far too rich for the search to finish on its own within a second.
const char* const middleGame =
    "W:a1=w,c1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,g3=w,f4=wbb,c5=b,g5=w,"
    "b6=b,h6=b,a7=b,c7=b,e7=b,b8=b,d8=b,f8=b,h8=b";

QString text(const Move& m) {
    return QString::fromStdString(formatMove(m));
}

QString text(const Position& pos) {
    return QString::fromStdString(formatPosition(pos));
}

bool isLegal(const Position& pos, const Move& m) {
    MoveList moves;
    generateMoves(pos, moves);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

using test::mirrorPosition;
using test::mirrorSquare;

// Move text: every square of the path.
QString mirrorMove(const QString& move) {
    QString out = move;
    for (int i = 0; i + 1 < out.size(); i += 3) out.replace(i, 2, mirrorSquare(out.mid(i, 2)));
    return out;
}

QStringList pvText(const std::vector<Move>& pv) {
    QStringList out;
    for (const Move& m : pv) out << text(m);
    return out;
}

// --- A brute-force solver, independent of the engine ---------------------------------------------
// A side loses when it has no move (docs/RULES.md 5.1). losesWithin(pos, n): the side to move has
// no move now, or every move lets the opponent win within n - 1 plies.
bool losesWithin(Position& pos, int plies);

bool winsWithin(Position& pos, int plies) {
    if (plies <= 0) return false;
    MoveList moves;
    generateMoves(pos, moves);
    Undo u;
    for (const Move& m : moves) {
        pos.make(m, u);
        const bool lost = losesWithin(pos, plies - 1);
        pos.unmake(m, u);
        if (lost) return true;
    }
    return false;
}

bool losesWithin(Position& pos, int plies) {
    MoveList moves;
    generateMoves(pos, moves);
    if (moves.empty()) return true;
    if (plies < 2) return false;
    Undo u;
    for (const Move& m : moves) {
        pos.make(m, u);
        const bool won = winsWithin(pos, plies - 1);
        pos.unmake(m, u);
        if (!won) return false;
    }
    return true;
}

// Plies to the fastest forced win that starts with m (1: the opponent cannot move at once), or 0
// when there is none within maxPlies.
int pliesToWin(const Position& pos, const Move& m, int maxPlies) {
    Position p = pos;
    Undo u;
    p.make(m, u);
    for (int n = 1; n <= maxPlies; n += 2)
        if (losesWithin(p, n - 1)) return n;
    return 0;
}

// The engine searches one capture path per distinct outcome (paths that differ only in landing
// squares on the way lead to the same position), so a move is judged by the position it leaves.
bool sameOutcome(const Position& pos, const Move& a, const QString& expected) {
    const auto b = parseMove(pos, expected.toStdString());
    if (!b) return false;
    Position pa = pos, pb = pos;
    Undo u;
    pa.make(a, u);
    pb.make(*b, u);
    return pa == pb;
}

#define COMPARE_MOVE(pos, actual, expected)                                                        \
    QVERIFY2(sameOutcome(pos, actual, expected),                                                   \
             qPrintable("played " + text(actual) + ", expected " + (expected)))

engine::SearchResult searchToDepth(const Position& pos, int depth) {
    engine::Search search(4);
    engine::Limits limits;
    limits.depth = depth;
    return search.run(pos, limits);
}

// --- Tactics -------------------------------------------------------------------------------------
// One row per rule set, and the same again mirrored. `best` and `winPlies` (0: not a forced win,
// the move wins material) are per rule set when they differ.
struct PerRules {
    const char* best[3];
    int winPlies[3];
};

void addTactic(const char* name, const char* fen, const PerRules& expected) {
    for (int mirrored = 0; mirrored < 2; ++mirrored) {
        for (int i = 0; i < 3; ++i) {
            const Rules r = allRules[i];
            const QString f = mirrored ? mirrorPosition(fen) : QString(fen);
            const QString best = mirrored ? mirrorMove(expected.best[i]) : expected.best[i];
            QTest::addRow("%s %s%s", name, std::string(rulesName(r)).c_str(),
                          mirrored ? " mirrored" : "")
                << r << f << best << expected.winPlies[i];
        }
    }
}

void addTactic(const char* name, const char* fen, const char* best, int winPlies) {
    addTactic(name, fen, {{best, best, best}, {winPlies, winPlies, winPlies}});
}

void checkTableRow(const Position& pos, const QString& best, int winPlies) {
    // The table itself: the move is legal, and a forced win is what the solver says it is.
    Message error;
    const auto expected = parseMove(pos, best.toStdString(), &error);
    QVERIFY2(expected && text(*expected) == best, formatMessage(error).c_str());
    if (winPlies == 0) return;
    QCOMPARE(pliesToWin(pos, *expected, winPlies), winPlies);
    MoveList moves;
    generateMoves(pos, moves);
    for (const Move& m : moves)
        if (!sameOutcome(pos, m, best))
            QVERIFY2(pliesToWin(pos, m, winPlies) == 0,
                     qPrintable(text(m) + " also wins within " + QString::number(winPlies)));
}

} // namespace

class TestEngine : public QObject {
    Q_OBJECT
  private slots:
    void tactics_data();
    void tactics();
    void fastestWin_data();
    void fastestWin();
    void knownSlowerWin_data();
    void knownSlowerWin();
    void neverIllegal_data();
    void neverIllegal();
    void stoppedMidIteration();
    void quiescenceExplosion_data();
    void quiescenceExplosion();
    void noLegalMove();
    void winScoresAreSound_data();
    void winScoresAreSound();
    void stopFromAnotherThread_data();
    void stopFromAnotherThread();
    void stopRaisedBeforeStart_data();
    void stopRaisedBeforeStart();
    void searchIsDeterministic_data();
    void searchIsDeterministic();
    void levelsAreDeterministic_data();
    void levelsAreDeterministic();
    void seedsVaryWeakLevels();
    void multiPvLines_data();
    void multiPvLines();
    void multiPvFewerMoves();
    void multiPvStoppedAtOnce();
    void multiPvReportsEveryIteration();
    void tableEntrySize();
    void packedMovesIdentifyMoves_data();
    void packedMovesIdentifyMoves();
    void forgedEntriesNeverPlayed_data();
    void forgedEntriesNeverPlayed();
    void newSearchReplacesOldEntries();
    void clearEmptiesTheTable();
};

void TestEngine::tactics_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("best");
    QTest::addColumn<int>("winPlies");

    // (a) Capture choice. c3:a5 takes a lone man; c3:e5 takes only the top of d4 but frees the
    // three white men under it: d4 becomes White's (www), and nothing of Black's can reach it.
    // When written, depth 8 scored c3:e5 +270 (standard; a forced win under intervening and
    // turkish) and c3:a5 -40.
    addTactic("a1 free the prisoners", "W:a1=w,g1=w,h2=b,c3=w,b4=b,d4=bwww,h8=b", "c3:e5", 0);
    // (a) Capture choice that depends on the rule set. h2 and f2 are stuck (g1, e1 block them,
    // nothing to jump). standard: c3:e5:c3 jumps d4 twice in a row, d4 vanishes and Black
    // cannot move (Win - 1). intervening/turkish: the re-jump is illegal; c3:e5 still wins
    // by force: d4:f6 is forced (it frees the black man under e5), d6:f4 takes it, and Black's
    // last mobile man on f6 falls next (5 plies). g1:e3:c5(:e3) and e1:g3 win nothing.
    addTactic("a2 re-jump the double column", "W:e1=w,g1=w,f2=b,h2=b,c3=w,d4=bb,d6=wb",
              {{"c3:e5:c3", "c3:e5", "c3:e5"}, {1, 5, 5}});

    // (b) Sacrifice: d4-e5! f6:d4 is forced, then e3:c5:a3 takes d4's top and b4, and h2 is
    // blocked by g1: Black cannot move (3 plies). Every other move wins nothing.
    addTactic("b1 sacrifice and double capture", "W:g1=w,f2=w,h2=b,e3=w,b4=b,d4=w,f6=b", "d4-e5",
              3);
    // (b) Sacrifice: Black threatens g3:e1. f2-e3! d2:f4 is forced, h4:f2 takes g3, and the
    // lone column f4 (bw) must step next to f2 and is taken (5 plies).
    addTactic("b2 sacrifice then hunt", "W:d2=b,f2=w,g3=b,h4=w,b6=w,h6=w", "f2-e3", 5);
    // (b) Quiet move, Black to play: g5-h4! leaves White one move, f4:d2; after f2-g1 the
    // column on d2 must step to c3 or e3 and is taken (d4:b2 or d4:f2), and White commands
    // nothing (5 plies). Any other move lets f4 take g5.
    addTactic("b3 quiet move, black", "B:f2=bbb,e3=b,d4=b,f4=wbwbb,g5=b", "g5-h4", 5);

    // (c) Promotion in mid-capture: h6:f8 crowns, and the new king flies on over c5 to b4 (a3
    // is occupied), leaving Black only the blocked h2: Win - 1. d4:b6 wins nothing.
    addTactic("c1 crown and fly on", "W:g1=w,h2=b,a3=w,d4=w,c5=b,h6=w,g7=b", "h6:f8:b4", 1);
    // (c) d6:f8 crowns and the king goes on over g7, taking its top: g7 (ww) becomes White's and
    // h6 holds two black prisoners. c3:e5 takes a man but loses (when written: +180..+420 against
    // -250).
    addTactic("c2 crown and free a column", "W:c3=w,d6=w,g1=w,h2=b,d4=b,e7=b,g7=bww,b8=b",
              "d6:f8:h6", 0);

    // (d) Avoid handing over the tall column d4 (wbbb): e3-f4 lets g5:e3 take its top (and more),
    // d4-e5 lets f6:d4, d4-c5 lets b6:d4. Only a1-b2 keeps it (when written: -100 against -670
    // or a lost game).
    addTactic("d1 keep the tall column", "W:a1=w,e3=w,d4=wbbb,b6=b,f6=b,g5=b,h8=b", "a1-b2", 0);
}

void TestEngine::tactics() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(QString, best);
    QFETCH(int, winPlies);
    const Position pos = test::position(fen, rules);
    checkTableRow(pos, best, winPlies);
    if (QTest::currentTestFailed()) return;

    const engine::SearchResult r = searchToDepth(pos, TacticDepth);
    QVERIFY(r.hasMove);
    COMPARE_MOVE(pos, r.best, best);
    if (winPlies > 0) {
        QVERIFY(r.score > engine::WinBound);
        QCOMPARE(r.score, engine::Win - winPlies);
    }
}

// --- The fastest win -----------------------------------------------------------------------------
// A win in one ply (a capture after which the opponent cannot move) next to longer wins: the
// search must take the immediate one and say so (Win - 1), at depths 1, 4 and 8.
void TestEngine::fastestWin_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("best");
    QTest::addColumn<int>("winPlies");
    // c3:e5:g7 takes both men and h2 is blocked: Win - 1. e3:c5 also wins, in 5 plies.
    addTactic("w1 two men at once", "W:g1=w,h2=b,c3=w,e3=w,d4=b,f6=b,h4=w,d8=W", "c3:e5:g7", 1);
    // Black: f2:h4 takes the king on g3 and White's h6 and g7 are blocked: Win - 1. The longer
    // capture h8:e5:h2 (tried first by the move ordering) also wins, in 3 plies.
    addTactic("w2 the short capture", "B:f2=b,g3=W,h6=w,g7=w,f8=bw,h8=Bw", "f2:h4", 1);
}

void TestEngine::fastestWin() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(QString, best);
    QFETCH(int, winPlies);
    const Position pos = test::position(fen, rules);
    checkTableRow(pos, best, winPlies);
    if (QTest::currentTestFailed()) return;
    // There is a longer win as well.
    MoveList moves;
    generateMoves(pos, moves);
    int longer = 0;
    for (const Move& m : moves)
        if (pliesToWin(pos, m, 5) > winPlies) ++longer;
    QVERIFY(longer > 0);

    for (int depth : {1, 4, TacticDepth}) {
        const engine::SearchResult r = searchToDepth(pos, depth);
        COMPARE_MOVE(pos, r.best, best);
        QCOMPARE(r.score, engine::Win - 1);
    }
}

// Positions where the search is known to settle for a slower win.
// The search stops deepening as soon as an iteration finds any win, but a win seen at a shallow
// depth through forced-move extensions or the capture quiescence can be slower than one a
// deeper iteration would find.
void TestEngine::knownSlowerWin_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("best");
    QTest::addColumn<int>("winPlies");
    // The black king on b8 takes c7's top and may land on d6, e5, f4, g3 or h2. Only h2 wins in
    // 5 plies (intervening, turkish); d6, e5 and f4 win in 7. The search plays b8:d6 and
    // reports Win - 7, found at depth 3. (Under standard no landing wins.)
    for (Rules r : {Rules::Intervening, Rules::Turkish})
        QTest::addRow("king landing %s", std::string(rulesName(r)).c_str())
            << r << "B:e3=bB,a5=BBb,b6=WB,c7=WBB,b8=B"
            << "b8:h2" << 5;
}

void TestEngine::knownSlowerWin() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(QString, best);
    QFETCH(int, winPlies);
    const Position pos = test::position(fen, rules);
    checkTableRow(pos, best, winPlies);
    if (QTest::currentTestFailed()) return;
    const engine::SearchResult r = searchToDepth(pos, TacticDepth);
    QVERIFY(r.score > engine::WinBound);     // it does see a win,
    QVERIFY(pliesToWin(pos, r.best, 9) > 0); // and its move does win,
    COMPARE_MOVE(pos, r.best, best); // and the fastest one (it deepens until the line is covered)
    QCOMPARE(r.score, engine::Win - winPlies);
}

// --- Never an illegal move -----------------------------------------------------------------------

namespace {

// Positions of random games from the start (sampled along the way, down to the end of the game)
// and random set-ups with kings, tall columns and long capture chains.
std::vector<Position> samplePositions(Rules rules, std::uint64_t seed, int games, int setUps) {
    std::vector<Position> out;
    std::mt19937_64 rng(seed + randompos::seedOffset());
    for (int g = 0; g < games; ++g) {
        Position pos = Position::start(rules);
        for (int ply = 0; ply < 200; ++ply) {
            if (ply % 7 == 3) out.push_back(pos);
            MoveList moves;
            generateMoves(pos, moves);
            if (moves.empty()) break;
            Undo u;
            pos.make(moves[std::size_t(rng() % moves.size())], u);
        }
        out.push_back(pos); // the end: often a side without a move
    }
    randompos::Generator gen(seed * 977);
    for (int i = 0; i < setUps; ++i) {
        const std::string t = gen.position().text();
        if (const auto pos = parsePosition(t, rules)) out.push_back(*pos);
    }
    return out;
}

// Empty when the result is a legal answer for pos; otherwise what is wrong.
QString checkResult(const Position& pos, const engine::SearchResult& r, const QString& what) {
    MoveList moves;
    generateMoves(pos, moves);
    if (r.hasMove != !moves.empty())
        return what + ": hasMove " + (r.hasMove ? "true" : "false") + " with " +
               QString::number(moves.size()) + " legal moves in " + text(pos);
    if (r.hasMove && std::find(moves.begin(), moves.end(), r.best) == moves.end())
        return what + ": illegal move " + text(r.best) + " in " + text(pos);
    return {};
}

} // namespace

// A search stopped in the middle of an iteration plays a move that beat the last whole
// iteration's best at the new depth, when one did; its line and its first line then begin with
// that move. A node limit stops it at the same point every run.
void TestEngine::stoppedMidIteration() {
    const auto positions = samplePositions(Rules::Standard, 7, 12, 0);
    int changed = 0, runs = 0;
    for (const Position& pos : positions) {
        if (!hasLegalMove(pos)) continue;
        for (const std::uint64_t nodes : {300, 1000, 3000, 10000, 30000}) {
            engine::Search search(1);
            engine::Limits l;
            l.nodes = nodes;
            Move lastWhole{};
            bool any = false;
            const auto r = search.run(pos, l, [&](const engine::SearchInfo& info) {
                lastWhole = info.pv.front(), any = true;
            });
            ++runs;
            QVERIFY2(!r.pv.empty() && r.pv.front() == r.best, qPrintable(text(pos)));
            QVERIFY2(!r.lines.empty() && r.lines.front().move == r.best, qPrintable(text(pos)));
            if (any && !(r.best == lastWhole)) ++changed;
        }
    }
    qInfo("%d of %d stopped searches changed their move in the unfinished iteration", changed,
          runs);
    QVERIFY(changed > 0);
}

void TestEngine::neverIllegal_data() {
    QTest::addColumn<Rules>("rules");
    for (Rules r : allRules) QTest::addRow("%s", std::string(rulesName(r)).c_str()) << r;
}

void TestEngine::neverIllegal() {
    QFETCH(Rules, rules);
    const auto positions =
        samplePositions(rules, 100 + int(rules), randompos::scaled(10), randompos::scaled(80));
    engine::Search search(1); // one search for all, as in a game: the table carries over
    int empty = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const Position& pos = positions[i];
        empty += !hasLegalMove(pos);
        // Depth 1, with a node cap: in king-rich set-ups the capture quiescence alone can take
        // minutes (see quiescenceExplosion).
        engine::Limits depth1;
        depth1.depth = 1;
        depth1.nodes = 50000;
        QString err = checkResult(pos, search.run(pos, depth1), "depth 1");
        QVERIFY2(err.isEmpty(), qPrintable(err));
        for (std::uint64_t nodes : {1, 2, 7, 50}) {
            engine::Limits l;
            l.nodes = nodes;
            err = checkResult(pos, search.run(pos, l), "nodes " + QString::number(nodes));
            QVERIFY2(err.isEmpty(), qPrintable(err));
        }
        engine::Limits oneMs;
        oneMs.timeMs = 1;
        err = checkResult(pos, search.run(pos, oneMs), "1 ms");
        QVERIFY2(err.isEmpty(), qPrintable(err));
        // Every level on a share of the positions (each level costs up to 5 ms).
        if (i % 6 == 0) {
            for (int level = engine::MinLevel; level <= engine::MaxLevel; ++level) {
                const auto r = engine::chooseMove(search, pos, {}, level, i, 5);
                err = checkResult(pos, r, "level " + QString::number(level));
                QVERIFY2(err.isEmpty(), qPrintable(err));
            }
        }
    }
    qInfo("%zu positions, %d without a legal move", positions.size(), empty);
    QVERIFY(empty > 0);
}

// A depth-1 search should finish quickly anywhere. In positions with many kings of both sides
// the capture quiescence follows every capture sequence to the end, and in Bashni (nothing
// leaves the board) those sequences can go on and on: the rows below need millions of nodes for
// depth 1, so that even with seconds to think no iteration finishes and the search plays the
// first move generated. The node cap keeps the test fast.
void TestEngine::quiescenceExplosion_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("known");
    QTest::addRow("middle game (control)") << Rules::Standard << QString(middleGame) << false;
    QTest::addRow("kings, intervening")
        << Rules::Intervening
        << "B:a1=W,c1=W,e1=Bw,b2=B,d2=B,a3=BW,c3=Wb,e3=WB,b4=WB,c5=BW,f6=W,g7=B,d8=W,f8=BW,h8=bW"
        << true;
    QTest::addRow("kings, turkish")
        << Rules::Turkish
        << "W:b2=WW,f2=b,h2=B,g3=bW,b4=WB,c5=W,e5=B,g5=w,b6=BB,c7=WW,e7=WB,g7=b,d8=W,f8=bW,h8=W"
        << true;
}

void TestEngine::quiescenceExplosion() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(bool, known);
    const Position pos = test::position(fen, rules);
    engine::Search search(1);
    engine::Limits limits;
    limits.depth = 1;
    limits.nodes = 300000;
    const auto r = search.run(pos, limits);
    QVERIFY(r.hasMove && isLegal(pos, r.best));
    Q_UNUSED(known); // these once needed millions of nodes: capture extension is bounded now
    QCOMPARE(r.depth, 1);
}

void TestEngine::noLegalMove() {
    // No piece left to command, or every column blocked (docs/RULES.md 5.1).
    for (const char* fen : {"W:h8=b", "B:a1=w", "W:a1=w,b2=b,c3=b", "B:h8=b,g7=w,f6=w"}) {
        for (Rules r : allRules) {
            const Position pos = test::position(fen, r);
            QVERIFY(!hasLegalMove(pos));
            engine::Search search(1);
            QVERIFY(!search.run(pos, {}).hasMove);
            for (int level = engine::MinLevel; level <= engine::MaxLevel; ++level)
                QVERIFY(!engine::chooseMove(search, pos, {}, level, 1, 5).hasMove);
        }
    }
}

// A win or loss the search reports is real: the solver confirms it within the stated plies.
void TestEngine::winScoresAreSound_data() {
    QTest::addColumn<Rules>("rules");
    for (Rules r : allRules) QTest::addRow("%s", std::string(rulesName(r)).c_str()) << r;
}

void TestEngine::winScoresAreSound() {
    QFETCH(Rules, rules);
    randompos::Generator gen(4242 + int(rules));
    int checked = 0, claims = 0;
    const int wanted = randompos::scaled(200);
    while (checked < wanted) {
        const auto s = gen.position();
        int columns = 0;
        for (const auto& c : s.columns) columns += !c.empty();
        if (columns > 7) continue; // small enough for the solver
        const Position pos = test::position(QString::fromStdString(s.text()), rules);
        ++checked;
        engine::Search search(1);
        engine::Limits limits;
        limits.depth = 6;
        limits.nodes = 500000; // guard against quiescence explosions (quiescenceExplosion)
        const engine::SearchResult r = search.run(pos, limits);
        if (!r.hasMove) continue;
        const int plies = engine::Win - (r.score > 0 ? r.score : -r.score);
        if (plies > 7) continue; // not a win or loss score, or too long to check
        ++claims;
        Position p = pos;
        if (r.score > 0) {
            QVERIFY2(pliesToWin(pos, r.best, plies) > 0,
                     qPrintable("claimed win in " + QString::number(plies) + " with " +
                                text(r.best) + " in " + text(pos)));
        } else {
            QVERIFY2(losesWithin(p, plies),
                     qPrintable("claimed loss in " + QString::number(plies) + " in " + text(pos)));
        }
    }
    qInfo("%d positions, %d win or loss scores checked", checked, claims);
    QVERIFY(claims > 0);
}

// --- Stop ----------------------------------------------------------------------------------------

void TestEngine::stopFromAnotherThread_data() {
    QTest::addColumn<int>("level"); // 0: Search::run with no limit at all
    QTest::addRow("no limit") << 0;
    QTest::addRow("level 10") << 10;
}

void TestEngine::stopFromAnotherThread() {
    QFETCH(int, level);
    using namespace std::chrono_literals;
    const Position pos = test::position(middleGame, Rules::Standard);
    engine::Search search;
    std::atomic<bool> stop{false};
    engine::SearchResult result;
    Clock::time_point returned;
    std::thread thinker([&] {
        if (level == 0) {
            engine::Limits unlimited;
            unlimited.stop = &stop;
            result = search.run(pos, unlimited);
        } else {
            result = engine::chooseMove(search, pos, {}, level, 1, 600000, &stop);
        }
        returned = Clock::now();
    });
    std::this_thread::sleep_for(20ms);
    const Clock::time_point raised = Clock::now();
    stop.store(true);
    thinker.join();
    QVERIFY2(returned >= raised, "the search ended on its own before the stop");
    const auto latency = std::chrono::duration_cast<std::chrono::milliseconds>(returned - raised);
    qInfo("returned %lld ms after the stop, depth %d", static_cast<long long>(latency.count()),
          result.depth);
    QVERIFY2(latency < 200ms, qPrintable(QString::number(latency.count()) + " ms"));
    QVERIFY(result.hasMove);
    QVERIFY(isLegal(pos, result.best));
}

void TestEngine::stopRaisedBeforeStart_data() {
    QTest::addColumn<int>("level");
    QTest::addRow("no limit") << 0;
    for (int l = engine::MinLevel; l <= engine::MaxLevel; ++l) QTest::addRow("level %d", l) << l;
}

void TestEngine::stopRaisedBeforeStart() {
    QFETCH(int, level);
    using namespace std::chrono_literals;
    const Position pos = test::position(middleGame, Rules::Standard);
    engine::Search search(1);
    const std::atomic<bool> stop{true};
    const Clock::time_point start = Clock::now();
    engine::SearchResult r;
    if (level == 0) {
        engine::Limits unlimited;
        unlimited.stop = &stop;
        r = search.run(pos, unlimited);
    } else {
        r = engine::chooseMove(search, pos, {}, level, 1, 600000, &stop);
    }
    QVERIFY(Clock::now() - start < 200ms);
    QVERIFY(r.hasMove);
    QVERIFY(isLegal(pos, r.best));
}

// --- Determinism ---------------------------------------------------------------------------------

void TestEngine::searchIsDeterministic_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    for (Rules r : allRules) {
        const auto name = std::string(rulesName(r));
        QTest::addRow("start %s", name.c_str()) << r << text(Position::start()) << 7;
        QTest::addRow("middle game %s", name.c_str()) << r << QString(middleGame) << 6;
        QTest::addRow("tactic %s", name.c_str())
            << r << "W:c3=w,d6=w,g1=w,h2=b,d4=b,e7=b,g7=bww,b8=b" << 7;
    }
}

void TestEngine::searchIsDeterministic() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    const Position pos = test::position(fen, rules);
    engine::Limits limits;
    limits.depth = depth;
    engine::Search a(4), b(4);
    const auto first = a.run(pos, limits);
    const auto second = b.run(pos, limits);
    a.clear();
    const auto third = a.run(pos, limits);
    for (const auto* r : {&second, &third}) {
        QCOMPARE(text(r->best), text(first.best));
        QCOMPARE(r->score, first.score);
        QCOMPARE(r->nodes, first.nodes);
        QCOMPARE(r->depth, first.depth);
        QCOMPARE(pvText(r->pv), pvText(first.pv));
    }
    QCOMPARE(first.depth, depth);
}

void TestEngine::levelsAreDeterministic_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    // Positions with few moves, so that level 6 (depth 6 on every root move) stays quick.
    const char* const fens[] = {"W:a1=w,e3=w,d4=wbbb,b6=b,f6=b,g5=b,h8=b",
                                "W:d2=b,f2=w,g3=b,h4=w,b6=w,h6=w",
                                "B:f2=bbb,e3=b,d4=b,f4=wbwbb,g5=b"};
    for (Rules r : allRules)
        for (int i = 0; i < 3; ++i)
            QTest::addRow("%d %s", i + 1, std::string(rulesName(r)).c_str()) << r << fens[i];
}

void TestEngine::levelsAreDeterministic() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    const Position pos = test::position(fen, rules);
    for (int level = 1; level <= 6; ++level) {
        for (std::uint64_t seed : {1u, 99u}) {
            engine::Search a(1), b(1);
            const auto first = engine::chooseMove(a, pos, {}, level, seed, 60000);
            const auto second = engine::chooseMove(b, pos, {}, level, seed, 60000);
            a.clear();
            const auto third = engine::chooseMove(a, pos, {}, level, seed, 60000);
            QVERIFY(first.hasMove);
            QCOMPARE(text(second.best), text(first.best));
            QCOMPARE(second.score, first.score);
            QCOMPARE(text(third.best), text(first.best));
            QCOMPARE(third.score, first.score);
        }
    }
}

void TestEngine::seedsVaryWeakLevels() {
    // Level 1 chooses loosely among moves of similar worth: over a few seeds and positions it
    // must not always play the same move.
    int varied = 0;
    for (const QString& fen : {text(Position::start()), QString(middleGame),
                               QString("W:a1=w,e3=w,d4=wbbb,b6=b,f6=b,g5=b,h8=b")}) {
        const Position pos = test::position(fen, Rules::Standard);
        std::set<std::string> chosen;
        for (std::uint64_t seed = 0; seed < 12; ++seed) {
            engine::Search search(1);
            const auto r = engine::chooseMove(search, pos, {}, 1, seed, 60000);
            QVERIFY(r.hasMove && isLegal(pos, r.best));
            chosen.insert(formatMove(r.best));
        }
        varied += chosen.size() > 1;
    }
    QVERIFY(varied > 0);
}

// --- The transposition table ---------------------------------------------------------------------

// --- Multi-line analysis
// --------------------------------------------------------------------------

void TestEngine::multiPvLines_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("lines");
    for (Rules r : allRules) {
        const auto name = std::string(rulesName(r));
        QTest::addRow("start %s", name.c_str()) << r << text(Position::start()) << 7 << 3;
        QTest::addRow("middle game %s", name.c_str()) << r << QString(middleGame) << 6 << 5;
        QTest::addRow("tactic %s", name.c_str())
            << r << "W:c3=w,d6=w,g1=w,h2=b,d4=b,e7=b,g7=bww,b8=b" << 7 << 2;
    }
}

// The N lines are N different legal moves, best first in descending score, each line a legal
// sequence that starts with its move; the first is what a single-line search of the same depth
// finds, with the same score and line.
void TestEngine::multiPvLines() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(int, lines);
    const Position pos = test::position(fen, rules);
    engine::Limits limits;
    limits.depth = depth;
    const auto single = searchToDepth(pos, depth);
    limits.multiPv = lines;
    engine::Search search(4);
    const auto multi = search.run(pos, limits);
    QCOMPARE(int(multi.lines.size()), lines);
    QCOMPARE(text(multi.lines[0].move), text(single.best));
    QCOMPARE(multi.lines[0].score, single.score);
    QCOMPARE(pvText(multi.lines[0].pv), pvText(single.pv));
    QCOMPARE(text(multi.best), text(single.best));
    std::set<QString> seen;
    for (std::size_t k = 0; k < multi.lines.size(); ++k) {
        const engine::RootLine& l = multi.lines[k];
        QVERIFY2(seen.insert(text(l.move)).second, qPrintable(text(l.move)));
        QCOMPARE(l.depth, depth);
        if (k > 0) QVERIFY(l.score <= multi.lines[k - 1].score);
        QVERIFY(!l.pv.empty());
        QCOMPARE(text(l.pv[0]), text(l.move));
        Position p = pos;
        Undo u;
        for (const Move& m : l.pv) {
            QVERIFY2(isLegal(p, m), qPrintable(pvText(l.pv).join(' ')));
            p.make(m, u);
        }
    }
}

void TestEngine::multiPvFewerMoves() {
    // Two moves only (a capture is compulsory for none; the king and the man each have one).
    const Position pos = test::position("W:a1=w,h8=b");
    engine::Limits limits;
    limits.depth = 5;
    limits.multiPv = engine::MaxLines;
    engine::Search search(1);
    const auto r = search.run(pos, limits);
    QCOMPARE(int(r.lines.size()), test::legalMoveTexts(pos).size());
}

void TestEngine::multiPvStoppedAtOnce() {
    const Position pos = test::position(middleGame, Rules::Standard);
    const std::atomic<bool> stop{true};
    engine::Limits limits;
    limits.stop = &stop;
    limits.multiPv = 3;
    engine::Search search(1);
    const auto r = search.run(pos, limits);
    QVERIFY(r.hasMove);
    QVERIFY(isLegal(pos, r.best));
    for (const engine::RootLine& l : r.lines) QVERIFY(isLegal(pos, l.move));
}

// Each iteration reports all its lines, the last one those of the result; a single-line search
// reports its line in pv only.
void TestEngine::multiPvReportsEveryIteration() {
    const Position pos = Position::start();
    engine::Limits limits;
    limits.depth = 6;
    limits.multiPv = 3;
    engine::Search search(1);
    std::vector<engine::SearchInfo> infos;
    const auto r =
        search.run(pos, limits, [&](const engine::SearchInfo& i) { infos.push_back(i); });
    QCOMPARE(int(infos.size()), 6);
    for (const engine::SearchInfo& i : infos) {
        QCOMPARE(int(i.lines.size()), 3);
        QCOMPARE(i.lines[0].score, i.score);
        QCOMPARE(pvText(i.lines[0].pv), pvText(i.pv));
        for (const engine::RootLine& l : i.lines) QCOMPARE(l.depth, i.depth);
    }
    for (int k = 0; k < 3; ++k) {
        QCOMPARE(text(infos.back().lines[k].move), text(r.lines[k].move));
        QCOMPARE(infos.back().lines[k].score, r.lines[k].score);
    }
    limits.multiPv = 1;
    search.run(pos, limits, [](const engine::SearchInfo& i) { QVERIFY(i.lines.empty()); });
}

void TestEngine::tableEntrySize() {
    static_assert(sizeof(engine::TTEntry) <= 16);
    QCOMPARE(sizeof(engine::TTEntry), std::size_t(16));
    QCOMPARE(64 / sizeof(engine::TTEntry), std::size_t(engine::TranspositionTable::BucketSize));
}

// Every move of a position has its own code, and a code matches no other move of the position.
void TestEngine::packedMovesIdentifyMoves_data() {
    QTest::addColumn<Rules>("rules");
    for (Rules r : allRules) QTest::addRow("%s", std::string(rulesName(r)).c_str()) << r;
}

void TestEngine::packedMovesIdentifyMoves() {
    QFETCH(Rules, rules);
    const auto positions =
        samplePositions(rules, 200 + int(rules), randompos::scaled(10), randompos::scaled(200));
    std::size_t moves = 0, longest = 0;
    for (const Position& pos : positions) {
        MoveList list;
        generateDistinctMoves(pos, list);
        std::set<engine::PackedMove> codes;
        for (const Move& m : list) {
            const engine::PackedMove code = engine::packMove(m);
            QVERIFY(code != 0);
            QVERIFY2(codes.insert(code).second,
                     qPrintable("two moves with the code of " + text(m) + " in " + text(pos)));
            for (const Move& other : list) QCOMPARE(engine::matches(other, code), other == m);
            longest = std::max<std::size_t>(longest, m.jumps);
        }
        moves += list.size();
    }
    qInfo("%zu moves, captures of up to %zu jumps", moves, longest);
    QVERIFY(longest >= 4); // the hashed part of the check was exercised
}

// Entries whose move is no move of their position (another position's, a long capture's code with
// its check changed, noise: what a hash collision or a stale entry would hold) with any bound and
// score, planted for a position and everything two plies on: the search still answers with a
// legal move and its line is a legal sequence.
void TestEngine::forgedEntriesNeverPlayed_data() {
    QTest::addColumn<Rules>("rules");
    for (Rules r : allRules) QTest::addRow("%s", std::string(rulesName(r)).c_str()) << r;
}

void TestEngine::forgedEntriesNeverPlayed() {
    QFETCH(Rules, rules);
    const auto positions =
        samplePositions(rules, 300 + int(rules), randompos::scaled(4), randompos::scaled(30));
    std::mt19937_64 rng(31 + int(rules));
    int searched = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const Position& pos = positions[i];
        if (!hasLegalMove(pos)) continue;
        std::vector<engine::PackedMove> codes{engine::PackedMove(rng())};
        MoveList others;
        generateDistinctMoves(positions[(i + 1) % positions.size()], others);
        for (const Move& m : others) codes.push_back(engine::packMove(m));
        MoveList own;
        generateDistinctMoves(pos, own);
        for (const Move& m : own)
            if (m.jumps >= 2) codes.push_back(engine::packMove(m) ^ (1u << 16));

        engine::Search search(1);
        const auto forge = [&](const Position& p) {
            MoveList legal;
            generateDistinctMoves(p, legal);
            for (int tries = 0; tries < 8; ++tries) {
                const engine::PackedMove code = codes[std::size_t(rng() % codes.size())];
                if (std::any_of(legal.begin(), legal.end(),
                                [&](const Move& m) { return engine::matches(m, code); }))
                    continue; // by chance a move of p: not a forgery here
                const auto bound = engine::Bound(1 + rng() % 3);
                search.table().store(p.hash(), code, int(rng() % 2001) - 1000, 2 + int(rng() % 60),
                                     bound);
                return;
            }
        };
        forge(pos);
        Position p = pos;
        Undo u1, u2;
        for (std::size_t a = 0; a < std::min<std::size_t>(own.size(), 30); ++a) {
            p.make(own[a], u1);
            forge(p);
            MoveList replies;
            generateDistinctMoves(p, replies);
            for (std::size_t b = 0; b < std::min<std::size_t>(replies.size(), 30); ++b) {
                p.make(replies[b], u2);
                forge(p);
                p.unmake(replies[b], u2);
            }
            p.unmake(own[a], u1);
        }

        engine::Limits limits;
        limits.depth = 4;
        limits.nodes = 200000; // guard against quiescence explosions (quiescenceExplosion)
        const engine::SearchResult r = search.run(pos, limits);
        const QString err = checkResult(pos, r, "forged table");
        QVERIFY2(err.isEmpty(), qPrintable(err));
        Position line = pos;
        for (const Move& m : r.pv) {
            QVERIFY2(isLegal(line, m), qPrintable("illegal " + text(m) + " in the line " +
                                                  pvText(r.pv).join(' ') + " of " + text(pos)));
            Undo u;
            line.make(m, u);
        }
        ++searched;
    }
    qInfo("%d positions searched", searched);
    QVERIFY(searched > 0);
}

// Keys of one bucket: a full bucket of an earlier search gives way to this search's entries even
// when they are shallower, and among this search's entries the shallowest goes.
void TestEngine::newSearchReplacesOldEntries() {
    engine::TranspositionTable tt(1);
    const std::uint64_t buckets = tt.buckets();
    std::uint64_t key[10];
    for (int i = 0; i < 10; ++i) key[i] = 12345 + std::uint64_t(i) * buckets;
    const auto present = [&](int i) {
        engine::TTEntry e;
        return tt.probe(key[i], e);
    };
    const auto store = [&](int i, int depth) {
        tt.store(key[i], engine::PackedMove(i + 1), 0, depth, engine::Bound::Exact);
    };

    tt.newSearch();
    for (int i = 0; i < 4; ++i) store(i, 10 + i);
    for (int i = 0; i < 4; ++i) QVERIFY(present(i));
    tt.newSearch();
    QVERIFY(present(3)); // used by the new search: as good as written by it
    store(4, 2);         // replaces 0, the shallowest of the earlier search
    store(5, 1);         // replaces 1, not 4 (shallower, but this search's)
    store(6, 3);         // replaces 2; 3 stays, used by this search
    QVERIFY(!present(0) && !present(1) && !present(2));
    for (int i : {3, 4, 5, 6}) QVERIFY(present(i));
    store(7, 4); // a full bucket of this search: the shallowest, 5, goes
    QVERIFY(!present(5));
    for (int i : {3, 4, 6, 7}) QVERIFY(present(i));

    // The same position keeps its slot: a deeper bound stays, an exact result replaces it.
    tt.store(key[3], 99, 7, 5, engine::Bound::Lower);
    engine::TTEntry e;
    QVERIFY(tt.probe(key[3], e));
    QCOMPARE(int(e.depth), 13);
    QCOMPARE(e.move, engine::PackedMove(4));
    tt.store(key[3], 0, 7, 5, engine::Bound::Exact);
    QVERIFY(tt.probe(key[3], e));
    QCOMPARE(int(e.depth), 5);
    QCOMPARE(e.score, 7);
    QCOMPARE(e.move, engine::PackedMove(4)); // no move given: the known one is kept
    for (int i : {4, 6, 7}) QVERIFY(present(i));
}

// A new game: nothing of the last one is left, and the next search is that of a new Search.
void TestEngine::clearEmptiesTheTable() {
    const Position pos = test::position(middleGame, Rules::Standard);
    engine::Limits limits;
    limits.depth = 7;
    engine::Search played(1), fresh(1);
    const auto first = played.run(pos, limits);
    QVERIFY(first.pv.size() >= 2);
    engine::TTEntry e;
    QVERIFY(played.table().probe(pos.hash(), e));
    played.clear();
    Position line = pos;
    for (const Move& m : first.pv) {
        QVERIFY(!played.table().probe(line.hash(), e));
        Undo u;
        line.make(m, u);
    }
    const auto again = played.run(pos, limits), other = fresh.run(pos, limits);
    QCOMPARE(again.nodes, other.nodes);
    QCOMPARE(text(again.best), text(other.best));
    QCOMPARE(again.score, other.score);
}

QTEST_APPLESS_MAIN(TestEngine)
#include "tst_engine.moc"
