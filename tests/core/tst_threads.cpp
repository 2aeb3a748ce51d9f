// The search with helper threads (Lazy SMP): on positions where one thread finds a forced win,
// two threads sharing the table find it too, with a legal move, and a stop ends them all.
#include "core/engine/search.h"
#include "core/movegen.h"
#include "core/pdn.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace bashni;

namespace {

constexpr int Depth = 9;
constexpr int Puzzles = 24; // the first puzzles of the collection; those won at Depth are checked

bool isLegal(const Position& pos, const Move& m) {
    MoveList moves;
    generateMoves(pos, moves);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

std::vector<Position> puzzlePositions() {
    QFile f(BASHNI_PUZZLES);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", BASHNI_PUZZLES);
    const QByteArray text = f.readAll();
    std::vector<Position> positions;
    for (const Game& g :
         readPdn(std::string_view(text.constData(), std::size_t(text.size()))).games)
        if (int(positions.size()) < Puzzles) positions.push_back(g.startPosition());
    return positions;
}

engine::SearchResult search(const Position& pos, int threads) {
    engine::Search s;
    engine::Limits limits;
    limits.depth = Depth;
    limits.threads = threads;
    return s.run(pos, limits);
}

} // namespace

class TestThreads : public QObject {
    Q_OBJECT
  private slots:
    void sameWins_data();
    void sameWins();
    void stopEndsAllThreads();
    void cleanupTestCase();

  private:
    int puzzlesRun_ = 0, winsChecked_ = 0;
};

void TestThreads::sameWins_data() {
    QTest::addColumn<int>("index");
    const std::vector<Position> positions = puzzlePositions();
    QVERIFY(int(positions.size()) == Puzzles);
    for (int i = 0; i < Puzzles; ++i) QTest::addRow("puzzle %d", i + 1) << i;
}

void TestThreads::sameWins() {
    QFETCH(int, index);
    const Position pos = puzzlePositions()[std::size_t(index)];
    const engine::SearchResult one = search(pos, 1);
    ++puzzlesRun_;
    if (one.score <= engine::WinBound) QSKIP("no forced win at this depth with one thread");
    for (int threads : {2, 3}) {
        const engine::SearchResult more = search(pos, threads);
        QVERIFY(more.hasMove);
        QVERIFY(isLegal(pos, more.best));
        QVERIFY2(more.score > engine::WinBound,
                 qPrintable(QString("%1 threads: score %2, one thread: %3")
                                .arg(threads)
                                .arg(more.score)
                                .arg(one.score)));
        QVERIFY(more.nodes > 0);
    }
    ++winsChecked_;
}

// Some of the puzzles must be forced wins, or the test checks nothing.
void TestThreads::cleanupTestCase() {
    if (puzzlesRun_ == Puzzles)
        QVERIFY2(winsChecked_ >= 3, qPrintable(QString::number(winsChecked_)));
}

// No limit but the stop: the helpers search on until the main search returns, and it returns
// only once they have all stopped (the Search joins them), with a legal move.
void TestThreads::stopEndsAllThreads() {
    const Position pos = Position::start();
    engine::Search s;
    std::atomic<bool> stop{false};
    engine::SearchResult result;
    std::thread thinker([&] {
        engine::Limits limits;
        limits.threads = 4;
        limits.stop = &stop;
        result = s.run(pos, limits);
    });
    QTest::qWait(100);
    stop.store(true);
    thinker.join();
    QVERIFY(result.hasMove);
    QVERIFY(isLegal(pos, result.best));
    // The same search object searches again, with its helpers, as a fresh one would.
    engine::Limits limits;
    limits.depth = 6;
    limits.threads = 4;
    const engine::SearchResult again = s.run(pos, limits);
    QCOMPARE(again.depth, 6);
    QVERIFY(isLegal(pos, again.best));
}

QTEST_GUILESS_MAIN(TestThreads)
#include "tst_threads.moc"
