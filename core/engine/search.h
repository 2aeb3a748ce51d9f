// The AI's search: iterative deepening PVS over the legal moves, with a transposition table.
// One thread by default; with Limits::threads more, helper threads search the same root and
// share the table (Lazy SMP). The caller may stop it at any moment through Limits::stop.
#pragma once

#include "core/engine/eval.h"
#include "core/engine/history.h"
#include "core/engine/tt.h"
#include "core/movegen.h"
#include "core/position.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace bashni::engine {

// Scores are from the side to move's view, in hundredths of a man. A won position scores
// Win - plies to the win, so the search takes the fastest win and the slowest loss.
constexpr int Win = 30000;
constexpr int WinBound = Win - 1000; // beyond this a score is a forced win or loss
constexpr int MaxPly = 128;
constexpr int MaxLines = 5; // multi-line analysis: at most this many best moves

// One of the best root moves of a multi-line analysis, with its score and line.
struct RootLine {
    Move move{};
    int score = 0;
    int depth = 0;
    std::vector<Move> pv; // starts with move
};

// What one finished iteration found.
struct SearchInfo {
    int depth = 0;
    int score = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;
    std::vector<Move> pv;
    // A multi-line analysis's lines of this iteration, best first (as SearchResult::lines);
    // empty when Limits::multiPv is 1, where pv is the only line.
    std::vector<RootLine> lines;
};

struct Limits {
    int depth = MaxPly - 1;
    std::int64_t timeMs = 0;                 // 0: no time limit; a hard limit, checked all along
    std::uint64_t nodes = 0;                 // 0: no node limit
    const std::atomic<bool>* stop = nullptr; // raised by another thread: stop at once
    // When set, asked after each finished iteration whether to start the next: a clock's soft
    // target (core/engine/timemanager.h), which depends on how the iterations went.
    std::function<bool(const SearchInfo&)> another;
    // Multi-line analysis: the 1..MaxLines best root moves, each with its own score and line
    // (SearchResult::lines). Lines after the first cost a search each, so play uses 1.
    int multiPv = 1;
    // Threads searching (1..MaxThreads): the others search the same position with the same table
    // and leave what they learn there for this one, whose result is the one reported.
    int threads = 1;
};

constexpr int MaxThreads = 64;

struct SearchResult {
    bool hasMove = false; // false only when the side to move has no legal move
    Move best{};
    int score = 0;
    int depth = 0; // of the last finished iteration (0 if none finished)
    std::uint64_t nodes = 0;
    std::vector<Move> pv;
    // The best root moves of the last finished iteration, best first in descending score:
    // limits.multiPv of them (fewer when there are fewer moves), the first being best/score/pv.
    std::vector<RootLine> lines;
};

class Search {
  public:
    explicit Search(std::size_t ttMegabytes = 16);
    ~Search();
    Search(const Search&) = delete;
    Search& operator=(const Search&) = delete;

    // The best move for the side to move within the limits, in a game with that history (its
    // draws, docs/RULES.md 5.3, are scored as the game would score them). Always returns a legal
    // move when one exists, even if stopped at once. With one thread, deterministic for the same
    // position, history and a depth or node limit (a time limit or stop depends on the clock;
    // threads race).
    SearchResult run(const Position& pos, const History& history, const Limits& limits,
                     const std::function<void(const SearchInfo&)>& onIteration = {});
    // A position on its own: a game that starts there, both draws on (puzzles, tests, bench).
    SearchResult run(const Position& pos, const Limits& limits,
                     const std::function<void(const SearchInfo&)>& onIteration = {}) {
        return run(pos, History{}, limits, onIteration);
    }

    // Scores of every root move searched to `depth` (for the weaker levels' choices).
    std::vector<std::pair<Move, int>> scoreRootMoves(const Position& pos, const History& history,
                                                     int depth, const Limits& limits);

    void clear(); // forget the table and the move-ordering history (a new game)
    void setWeights(const Weights& w) { weights_ = w; }
    // The table, for tests and diagnostics.
    TranspositionTable& table() { return *tt_; }

  private:
    // A helper thread's search, on the main search's table.
    struct Helper;
    explicit Search(TranspositionTable& shared, int id);
    void startHelpers(const Position& root, const History& history, int threads);
    void stopHelpers();

    struct Frame {
        Move killers[2];
    };
    int pvs(Position& pos, int alpha, int beta, int depth, int ply, bool pvNode);
    int reduction(int depth, int i, const Move& m, bool pvNode, const Frame& f) const;
    int quiesce(Position& pos, int alpha, int beta, int ply, bool mayExtend, int qdepth);
    int rootSearch(Position& pos, const MoveList& moves, int alpha, int beta, int depth,
                   Move& best);
    void scoreMoves(const MoveList& moves, PackedMove hashMove, int ply, int* scores) const;
    bool outOfTime();
    void start(const Limits& limits);
    std::vector<Move> principalVariation(Position pos, int quiet, int maxLength);
    void addLines(Position& pos, const MoveList& moves, int depth, int count,
                  const std::vector<RootLine>& previous, std::vector<RootLine>& lines);

    void searchOtherLines(Position& pos, const MoveList& moves, int depth, int count,
                          const std::vector<RootLine>& previous, std::vector<RootLine>& lines);

    std::size_t ttMegabytes_;
    std::unique_ptr<TranspositionTable> ownTt_;   // none in a helper, which uses the main one's
    TranspositionTable* tt_;                      // what the search probes: shared with the helpers
    std::unique_ptr<TranspositionTable> linesTt_; // multi-line analysis only (searchOtherLines)
    std::unique_ptr<detail::SeenPaths> seen_;     // move generation's table, kept between calls
    Weights weights_;
    Frame frames_[MaxPly]{};
    void ageHistory(); // halves every entry: older cut-offs count for less
    // How often a quiet move cut off, less how often it was tried in vain before one that did.
    std::int32_t history_[64][64]{};
    void credit(const Move& m, int bonus);
    Limits limits_;
    std::uint64_t nodes_ = 0;
    // nodes_ as the other threads may read it, brought up to date every 1024 nodes.
    std::atomic<std::uint64_t> sharedNodes_{0};
    int firstDepth_ = 1; // a helper starts deeper, so that the threads' iterations differ
    bool helper_ = false;
    std::vector<std::unique_ptr<Helper>> helpers_;
    std::atomic<bool> helpersStop_{false};
    std::uint64_t allNodes() const; // of this search and its helpers
    std::int64_t startUs_ = 0;
    bool stopped_ = false;
    std::uint64_t pathHashes_[MaxPly + 1]{}; // positions on the current path (repetitions)

    // The game's draws (docs/RULES.md 5.3): what History gave, kept in the form the search asks.
    void setHistory(const History& h);
    bool drawn(const Position& pos, int ply) const;
    bool repeated(std::uint64_t hash, int ply) const;
    int earlierCount(std::uint64_t hash) const;
    // The table's key: the hash, and the quiet plies once they are many enough to matter.
    std::uint64_t key(std::uint64_t hash, int quiet) const;
    DrawRules draws_;
    std::vector<std::uint64_t> earlier_; // the game's positions before the root, sorted
    std::uint64_t earlierFilter_[16]{};  // a bit per hash's low bits: most nodes stop here
    int quiet_[MaxPly + 1]{};            // quiet plies up to each position on the path
};

} // namespace bashni::engine
