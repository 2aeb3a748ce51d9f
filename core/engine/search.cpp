#include "core/engine/search.h"

#include "core/capture_tree.h"
#include "core/engine/eval.h"
#include "core/movegen.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <thread>

namespace bashni::engine {
namespace {

constexpr int Infinity = Win + 1;
constexpr int MaxCaptureExtension = 8; // plies of captures searched past the nominal depth
constexpr int HistoryLimit = 1 << 16;  // far below the killers' and promotions' order scores

// Microseconds: limits are in milliseconds, but reports of short iterations need finer time.
std::int64_t nowUs() {
    using namespace std::chrono;
    return duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count();
}

// Win scores are stored relative to the node, so that a table hit at another ply still counts
// the plies to the win correctly.
int toTable(int score, int ply) {
    return score > WinBound ? score + ply : score < -WinBound ? score - ply : score;
}
int fromTable(int score, int ply) {
    return score > WinBound ? score - ply : score < -WinBound ? score + ply : score;
}

// How much less deep a late quiet move is searched first: more the later it comes and the more
// depth is left (the usual logarithmic table), less in the principal variation and for killers.
struct ReductionTable {
    std::uint8_t r[64][64]{};
    ReductionTable() {
        for (int d = 1; d < 64; ++d)
            for (int i = 1; i < 64; ++i)
                r[d][i] =
                    std::uint8_t(std::clamp(0.5 + std::log(d) * std::log(i) / 2.0, 0.0, 10.0));
    }
};
const ReductionTable Reductions;

// Whether the opponent could capture if it were their move (docs/RULES.md 4: a threat).
bool threatened(const Position& pos) {
    return hasCaptureFor(pos, ~pos.sideToMove());
}

// The quiet plies after m (docs/RULES.md 5.3): a capture or a move of a man-topped column makes
// them 0 again, as Game counts them.
int quietAfter(const Position& pos, const Move& m, int quiet) {
    return m.isCapture() || !(pos.kings() & (Bitboard(1) << m.from)) ? 0 : quiet + 1;
}

// From this many quiet plies on, the count is part of the table's key: a score found with the
// 30-ply draw in sight must not be taken for one that is not. Fewer are left out so that the
// moves of a middle game, where men reset the count all the time, still meet in the table; a
// search would need more than 22 plies of kings alone for them to matter.
constexpr int QuietKeyFrom = 8;
struct QuietKeys {
    std::uint64_t k[MaxPly + NoProgressLimit + 2]{};
    QuietKeys() {
        for (int q = QuietKeyFrom; q < int(std::size(k)); ++q)
            k[q] = zobrist::mix(0x51ed2701ULL * std::uint64_t(q + 1));
    }
};
const QuietKeys QuietKey;

} // namespace

Search::Search(std::size_t ttMegabytes)
    : ttMegabytes_(ttMegabytes), ownTt_(std::make_unique<TranspositionTable>(ttMegabytes)),
      tt_(ownTt_.get()), seen_(std::make_unique<detail::SeenPaths>()) {}

Search::Search(TranspositionTable& shared, int id)
    : ttMegabytes_(0), tt_(&shared), seen_(std::make_unique<detail::SeenPaths>()),
      firstDepth_(1 + id % 2), helper_(true) {}

struct Search::Helper {
    Search search;
    std::thread thread;
    Helper(TranspositionTable& shared, int id) : search(shared, id) {}
};

Search::~Search() {
    stopHelpers();
}

// Lazy SMP: the helpers search the root on their own, iteration after iteration, until this
// search is done; all that passes between the threads is the table. Half of them start one ply
// deeper, and each keeps its own move-ordering history, so they do not all walk the same tree
// in step, and what one has stored is there when another comes to that position.
void Search::startHelpers(const Position& root, const History& history, int threads) {
    helpersStop_.store(false);
    for (int id = int(helpers_.size()) + 1; id < threads; ++id)
        helpers_.push_back(std::make_unique<Helper>(*tt_, id));
    Limits helperLimits;
    helperLimits.stop = &helpersStop_;
    helperLimits.depth = limits_.depth;
    for (int i = 0; i + 1 < threads; ++i) {
        Helper* h = helpers_[std::size_t(i)].get();
        h->search.weights_ = weights_;
        h->thread = std::thread(
            [h, root, history, helperLimits] { h->search.run(root, history, helperLimits); });
    }
}

void Search::stopHelpers() {
    helpersStop_.store(true);
    for (const auto& h : helpers_)
        if (h->thread.joinable()) h->thread.join();
}

std::uint64_t Search::allNodes() const {
    std::uint64_t n = nodes_;
    for (const auto& h : helpers_) n += h->search.sharedNodes_.load(std::memory_order_relaxed);
    return n;
}

void Search::clear() {
    if (!helper_) tt_->clear();
    for (const auto& h : helpers_) h->search.clear();
    if (linesTt_) linesTt_->clear();
    std::fill(&history_[0][0], &history_[0][0] + 64 * 64, 0);
    for (Frame& f : frames_) f = Frame{};
}

// Every search of a game starts here. The history is halved rather than kept whole: the moves
// that refuted things a few moves ago say less about the position now, and a history that only
// grew would let them outweigh what this search finds.
void Search::start(const Limits& limits) {
    limits_ = limits;
    nodes_ = 0;
    stopped_ = false;
    startUs_ = nowUs();
    sharedNodes_.store(0, std::memory_order_relaxed);
    if (!helper_) tt_->newSearch(); // the helpers start after it, on the same generation
    ageHistory();
}

void Search::ageHistory() {
    for (auto& row : history_)
        for (std::int32_t& h : row) h /= 2;
}

// Each entry moves towards +-HistoryLimit by a share of the bonus that shrinks as it nears the
// limit, so that it stays within it and later cut-offs weigh as much as early ones.
void Search::credit(const Move& m, int bonus) {
    std::int32_t& h = history_[m.from][m.to()];
    h += bonus - h * std::abs(bonus) / HistoryLimit;
}

void Search::setHistory(const History& h) {
    draws_ = h.draws;
    earlier_ = h.earlier;
    std::sort(earlier_.begin(), earlier_.end());
    std::fill(std::begin(earlierFilter_), std::end(earlierFilter_), 0);
    for (const std::uint64_t e : earlier_) earlierFilter_[(e >> 6) & 15] |= 1ULL << (e & 63);
    quiet_[0] = std::clamp(h.quietPlies, 0, NoProgressLimit);
}

int Search::earlierCount(std::uint64_t hash) const {
    if (!((earlierFilter_[(hash >> 6) & 15] >> (hash & 63)) & 1)) return 0;
    const auto [first, last] = std::equal_range(earlier_.begin(), earlier_.end(), hash);
    return int(last - first);
}

// The position at `ply` of the path is drawn by repetition: for the third time in the game, as
// Game decides, counting the game before the root, the root and the path. And, the usual
// shortcut of engines, when it repeats a position of the path after the root: the side that
// steered into it can repeat it again, so searching on only goes round the same loop.
bool Search::repeated(std::uint64_t hash, int ply) const {
    int seen = 1 + earlierCount(hash);
    for (int i = ply - 4; i >= 0; i -= 2) // a repetition needs two moves of each side
        if (pathHashes_[i] == hash) {
            if (i > 0) return true;
            ++seen;
        }
    return seen >= 3;
}

// docs/RULES.md 5.3 at the position at `ply`: a move that leaves the opponent no move wins even
// when it also completes a draw (a repeated position had a move the first time).
bool Search::drawn(const Position& pos, int ply) const {
    if (draws_.repetition && repeated(pos.hash(), ply)) return true;
    return draws_.noProgress && quiet_[ply] >= NoProgressLimit && hasLegalMove(pos);
}

std::uint64_t Search::key(std::uint64_t hash, int quiet) const {
    return draws_.noProgress ? hash ^ QuietKey.k[quiet] : hash;
}

bool Search::outOfTime() {
    sharedNodes_.store(nodes_, std::memory_order_relaxed);
    if (stopped_) return true;
    if ((limits_.stop && limits_.stop->load(std::memory_order_relaxed)) ||
        (limits_.nodes && nodes_ >= limits_.nodes) ||
        (limits_.timeMs > 0 && nowUs() - startUs_ >= limits_.timeMs * 1000))
        stopped_ = true;
    return stopped_;
}

// Hash move first, then longer captures, killers, and quiet moves by history.
void Search::scoreMoves(const MoveList& moves, PackedMove hashMove, int ply, int* scores) const {
    const Frame& f = frames_[ply];
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        int s = history_[m.from][m.to()];
        if (hashMove && matches(m, hashMove))
            s = 1 << 30;
        else if (m.isCapture())
            s = (1 << 28) + m.jumps * 1000 + (m.promotes ? 500 : 0);
        else if (m == f.killers[0])
            s = 1 << 27;
        else if (m == f.killers[1])
            s = (1 << 27) - 1;
        else if (m.promotes)
            s += 1 << 26;
        scores[i] = s;
    }
}

namespace {

// Brings the best-scored of moves[i..] to i. Picked one at a time, because a cut-off often
// comes after the first move or two and the rest never needs sorting.
void pickNext(MoveList& moves, int* scores, std::size_t i) {
    // Without a branch a move: which score is higher is a coin toss the predictor often loses.
    std::size_t best = i;
    int top = scores[i];
    for (std::size_t j = i + 1; j < moves.size(); ++j) {
        const bool higher = scores[j] > top;
        best = higher ? j : best;
        top = higher ? scores[j] : top;
    }
    if (best != i) {
        std::swap(moves[i], moves[best]);
        std::swap(scores[i], scores[best]);
    }
}

} // namespace

// Captures are compulsory and often long exchanges: a position is only evaluated when the side
// to move has no capture, and one ply more is searched when it is threatened with one.
int Search::quiesce(Position& pos, int alpha, int beta, int ply, bool mayExtend, int qdepth) {
    ++nodes_;
    if ((nodes_ & 1023) == 0 && outOfTime()) return 0;
    // Exchanges between many kings can go on and on: past a point the evaluation has to do.
    if (ply >= MaxPly - 1 || qdepth >= MaxCaptureExtension) return evaluate(pos, weights_);
    // Only captures and the replies to a threat are played here: a position can repeat only
    // after four quiet plies, and the 30th comes only from a quiet move.
    pathHashes_[ply] = pos.hash();
    if (quiet_[ply] >= 4 && drawn(pos, ply)) return 0;
    // Most positions here are quiet and unthreatened: settle them without a list of quiet moves.
    // Captures are listed at once: finding out whether there are any is most of that work.
    MoveList moves;
    const bool captures = generateDistinctCaptures(pos, moves, *seen_);
    if (!captures) {
        if (!hasLegalMove(pos)) return -(Win - ply);
        if (!mayExtend || !threatened(pos)) return evaluate(pos, weights_);
        const int standPat = evaluate(pos, weights_);
        if (standPat >= beta) return standPat;
        generateDistinctMoves(pos, moves, *seen_);
    }
    int scores[MoveList::InlineCapacity];
    // A forced capture, the most common case by far, needs no ordering.
    const bool ordered = moves.size() > 1 && moves.size() <= MoveList::InlineCapacity;
    if (ordered) scoreMoves(moves, 0, ply, scores);
    int best = -Infinity;
    Undo u;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (ordered) pickNext(moves, scores, i);
        const Move& m = moves[i];
        quiet_[ply + 1] = quietAfter(pos, m, quiet_[ply]);
        pos.make(m, u);
        const int score = -quiesce(pos, -beta, -alpha, ply + 1, captures && mayExtend, qdepth + 1);
        pos.unmake(m, u);
        if (stopped_) return 0;
        if (score > best) best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
    }
    return best;
}

int Search::reduction(int depth, int i, const Move& m, bool pvNode, const Frame& f) const {
    if (depth < 3 || i < 2 || m.isCapture() || m.promotes) return 0;
    int r = Reductions.r[std::min(depth, 63)][std::min(i, 63)];
    if (pvNode || m == f.killers[0] || m == f.killers[1]) --r;
    return std::clamp(r, 0, depth - 2);
}

int Search::pvs(Position& pos, int alpha, int beta, int depth, int ply, bool pvNode) {
    if (depth <= 0) return quiesce(pos, alpha, beta, ply, true, 0);
    ++nodes_;
    if ((nodes_ & 1023) == 0 && outOfTime()) return 0;
    if (ply >= MaxPly - 1) return evaluate(pos, weights_);
    pathHashes_[ply] = pos.hash();
    if (drawn(pos, ply)) return 0;

    // Nodes one ply above the horizon are most nodes, and their table entries cost a trip to
    // memory each while saving little: only deeper nodes use the table.
    const std::uint64_t k = key(pos.hash(), quiet_[ply]);
    TTEntry e;
    const bool hit = depth >= 2 && tt_->probe(k, e);
    if (hit && !pvNode && e.depth >= depth) {
        const int s = fromTable(e.score, ply);
        if (e.bound() == Bound::Exact || (e.bound() == Bound::Lower && s >= beta) ||
            (e.bound() == Bound::Upper && s <= alpha))
            return s;
    }
    MoveList moves;
    generateDistinctMoves(pos, moves, *seen_);
    if (moves.empty()) return -(Win - ply);
    // A forced move costs the opponent nothing: look deeper. No move from the table this deep:
    // the position was not worth searching before and its moves come in a poor order, so it is
    // searched a ply less (an internal iterative reduction); the next iteration finds its move.
    if (moves.size() == 1)
        ++depth;
    else if (depth >= 4 && !(hit && e.move))
        --depth;

    // The table's move counts only as one of these moves (scoreMoves matches it against them).
    int scores[MoveList::InlineCapacity];
    const bool ordered = moves.size() <= MoveList::InlineCapacity;
    if (ordered) scoreMoves(moves, hit ? e.move : 0, ply, scores);

    const int alphaStart = alpha;
    int best = -Infinity;
    const Move* bestMove = nullptr;
    Undo u;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (ordered) pickNext(moves, scores, i);
        const Move& m = moves[i];
        quiet_[ply + 1] = quietAfter(pos, m, quiet_[ply]);
        pos.make(m, u);
        if (depth >= 3) tt_->prefetch(key(pos.hash(), quiet_[ply + 1]));
        int score;
        if (i == 0) {
            score = -pvs(pos, -beta, -alpha, depth - 1, ply + 1, pvNode);
        } else {
            // Late quiet moves are searched less deep first; a surprise is searched again.
            const int r = reduction(depth, int(i), m, pvNode, frames_[ply]);
            score = -pvs(pos, -alpha - 1, -alpha, depth - 1 - r, ply + 1, false);
            if (score > alpha && (r > 0 || pvNode))
                score = -pvs(pos, -beta, -alpha, depth - 1, ply + 1, pvNode);
        }
        pos.unmake(m, u);
        if (stopped_) return 0;
        if (score > best) {
            best = score;
            bestMove = &m;
        }
        if (score > alpha) alpha = score;
        if (alpha >= beta) {
            if (!m.isCapture()) {
                Frame& f = frames_[ply];
                if (!(m == f.killers[0])) {
                    f.killers[1] = f.killers[0];
                    f.killers[0] = m;
                }
                const int bonus = std::min(depth * depth, 4096);
                credit(m, bonus);
                for (std::size_t j = 0; j < i; ++j) credit(moves[j], -bonus);
            }
            break;
        }
    }
    const Bound bound = best >= beta        ? Bound::Lower
                        : best > alphaStart ? Bound::Exact
                                            : Bound::Upper;
    if (depth >= 2)
        tt_->store(k, bestMove ? packMove(*bestMove) : 0, toTable(best, ply), depth, bound);
    return best;
}

int Search::rootSearch(Position& pos, const MoveList& moves, int alpha, int beta, int depth,
                       Move& best) {
    int bestScore = -Infinity;
    Undo u;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        quiet_[1] = quietAfter(pos, m, quiet_[0]);
        pos.make(m, u);
        int score;
        if (i == 0) {
            score = -pvs(pos, -beta, -alpha, depth - 1, 1, true);
        } else {
            score = -pvs(pos, -alpha - 1, -alpha, depth - 1, 1, false);
            if (score > alpha && score < beta) score = -pvs(pos, -beta, -alpha, depth - 1, 1, true);
        }
        pos.unmake(m, u);
        if (stopped_) break;
        if (score > bestScore) {
            bestScore = score;
            best = m;
        }
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
    }
    return bestScore;
}

// The table's moves from the root on, each found among the moves of its position (a move the
// table holds for a position is only a code: the line ends where none fits).
std::vector<Move> Search::principalVariation(Position pos, int quiet, int maxLength) {
    std::vector<Move> pv;
    Undo u;
    while (int(pv.size()) < maxLength) {
        TTEntry e;
        if (!tt_->probe(key(pos.hash(), quiet), e) || !e.move) break;
        MoveList moves;
        generateDistinctMoves(pos, moves, *seen_);
        const auto it = std::find_if(moves.begin(), moves.end(),
                                     [&](const Move& m) { return matches(m, e.move); });
        if (it == moves.end()) break;
        pv.push_back(*it);
        quiet = std::min(quietAfter(pos, *it, quiet), int(std::size(QuietKey.k)) - 1);
        pos.make(*it, u);
    }
    return pv;
}

// Lines 2..count of a multi-line search, the usual way: each is the best of the root moves the
// lines before it left out, searched with a full window. The moves of the previous iteration's
// lines are searched first, and the line's moves after its first come from the table.
void Search::addLines(Position& pos, const MoveList& moves, int depth, int count,
                      const std::vector<RootLine>& previous, std::vector<RootLine>& lines) {
    const auto found = [&](const Move& m) {
        return std::any_of(lines.begin(), lines.end(),
                           [&](const RootLine& l) { return l.move == m; });
    };
    MoveList rest;
    for (const RootLine& l : previous)
        if (!found(l.move)) rest.push(l.move);
    for (const Move& m : moves)
        if (!found(m) && std::none_of(previous.begin(), previous.end(),
                                      [&](const RootLine& l) { return l.move == m; }))
            rest.push(m);
    Undo u;
    while (int(lines.size()) < std::min(count, MaxLines) && !rest.empty()) {
        // Bounded by the line before: a later move that scores better at this depth is the
        // search's instability (the first line is what a single-line search plays), and is
        // reported level with the line before it rather than above it.
        Move best = rest[0];
        const int above = lines.back().score;
        const int score = std::min(rootSearch(pos, rest, -Infinity, above + 1, depth, best), above);
        if (stopped_) return;
        std::vector<Move> pv{best};
        const int quiet = quietAfter(pos, best, quiet_[0]);
        pos.make(best, u);
        for (const Move& m : principalVariation(pos, quiet, depth + 7)) pv.push_back(m);
        pos.unmake(best, u);
        lines.push_back({best, score, depth, std::move(pv)});
        auto* it = std::find(rest.begin(), rest.end(), best);
        std::copy(it + 1, rest.end(), it);
        rest.pop();
    }
}

// The lines after the first are searched with a table and a move-ordering history of their
// own, so that they leave the first line's search as it is: exactly what a single-line search
// finds, move, score and all, at the same depth.
void Search::searchOtherLines(Position& pos, const MoveList& moves, int depth, int count,
                              const std::vector<RootLine>& previous, std::vector<RootLine>& lines) {
    if (!linesTt_) linesTt_ = std::make_unique<TranspositionTable>(ttMegabytes_);
    auto history = std::make_unique<std::int32_t[]>(64 * 64);
    std::copy(&history_[0][0], &history_[0][0] + 64 * 64, history.get());
    const auto frames = std::to_array(frames_);
    TranspositionTable* const shared = tt_; // the helpers go on using it meanwhile
    tt_ = linesTt_.get();
    addLines(pos, moves, depth, count, previous, lines);
    tt_ = shared;
    std::copy(history.get(), history.get() + 64 * 64, &history_[0][0]);
    std::copy(frames.begin(), frames.end(), frames_);
}

SearchResult Search::run(const Position& root, const History& history, const Limits& limits,
                         const std::function<void(const SearchInfo&)>& onIteration) {
    start(limits);
    setHistory(history);
    pathHashes_[0] = root.hash();
    if (limits.multiPv > 1 && linesTt_) linesTt_->newSearch();
    SearchResult result;
    Position pos = root;
    MoveList moves;
    generateDistinctMoves(pos, moves, *seen_);
    if (moves.empty()) return result;
    result.hasMove = true;
    result.best = moves[0];
    const int threads = std::clamp(limits.threads, 1, MaxThreads);
    if (threads > 1 && !helper_ && moves.size() > 1) startHelpers(root, history, threads);

    int previous = 0;
    for (int depth = firstDepth_; depth <= std::min(limits.depth, MaxPly - 2); ++depth) {
        // The best move so far is searched first (moves are reordered in place).
        if (auto it = std::find(moves.begin(), moves.end(), result.best); it != moves.begin())
            std::rotate(moves.begin(), it, it + 1);
        int window = depth >= 4 ? 50 : Infinity;
        int alpha = std::max(-Infinity, previous - window),
            beta = std::min(Infinity, previous + window);
        Move best = result.best;
        int score;
        for (;;) {
            score = rootSearch(pos, moves, alpha, beta, depth, best);
            if (stopped_ || (score > alpha && score < beta)) break;
            window *= 4; // the aspiration window missed: widen it
            alpha = std::max(-Infinity, previous - window);
            beta = std::min(Infinity, previous + window);
            if (window > 2000) alpha = -Infinity, beta = Infinity;
        }
        if (stopped_) {
            // A move that beat the last best in full at the new depth is the better guess, though
            // the iteration did not finish (not with several lines, which belong together). The
            // score and depth stay the last whole iteration's: only a lower bound is known.
            if (score > alpha && !(best == result.best) && limits.multiPv <= 1) {
                result.best = best;
                result.pv = {best};
                result.lines = {{best, result.score, result.depth, result.pv}};
            }
            break;
        }
        const SearchResult kept = limits.multiPv > 1 ? result : SearchResult{};
        previous = score;
        result.best = best;
        result.score = score;
        result.depth = depth;
        tt_->store(key(pos.hash(), quiet_[0]), packMove(best), toTable(score, 0), depth,
                   Bound::Exact);
        if (helper_) continue; // only the main thread's line is reported: none to build here
        result.pv = principalVariation(pos, quiet_[0], depth + 8);
        if (result.pv.empty() || !(result.pv[0] == best)) result.pv = {best};
        std::vector<RootLine> lines{{best, score, depth, result.pv}};
        if (limits.multiPv > 1) {
            searchOtherLines(pos, moves, depth, limits.multiPv, kept.lines, lines);
            if (stopped_) { // the lines of one iteration belong together: keep the last whole one
                result = kept;
                break;
            }
        }
        result.lines = std::move(lines);
        if (onIteration || limits.another) {
            SearchInfo info{depth,     score, allNodes(), double(nowUs() - startUs_) / 1e6,
                            result.pv, {}};
            if (limits.multiPv > 1) info.lines = result.lines;
            if (onIteration) onIteration(info);
            if (limits.another && !limits.another(info)) break;
        }
        // A win or loss found: deeper search cannot change it once it covers the whole line.
        if (std::abs(score) > WinBound && depth >= Win - std::abs(score)) break;
        if (moves.size() == 1 && depth >= 2) break; // nothing to choose
    }
    stopHelpers();
    sharedNodes_.store(nodes_, std::memory_order_relaxed);
    result.nodes = allNodes();
    return result;
}

std::vector<std::pair<Move, int>> Search::scoreRootMoves(const Position& root,
                                                         const History& history, int depth,
                                                         const Limits& limits) {
    start(limits);
    setHistory(history);
    pathHashes_[0] = root.hash();
    Position pos = root;
    MoveList moves;
    generateDistinctMoves(pos, moves, *seen_);
    std::vector<std::pair<Move, int>> scored;
    Undo u;
    for (const Move& m : moves) {
        quiet_[1] = quietAfter(pos, m, quiet_[0]);
        pos.make(m, u);
        int score = 0;
        for (int d = 1; d <= depth - 1 && !stopped_; ++d) { // deepen so a stop leaves a score
            const int s = -pvs(pos, -Infinity, Infinity, d, 1, true);
            if (!stopped_) score = s;
        }
        if (depth <= 1) score = -quiesce(pos, -Infinity, Infinity, 1, true, 0);
        pos.unmake(m, u);
        scored.emplace_back(m, score);
    }
    return scored;
}

} // namespace bashni::engine
