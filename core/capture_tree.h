// Internal to the core: the capture search shared by move generation and bulk counting.
#pragma once

#include "core/tops.h"

#include <bitset>
#include <limits>
#include <memory>
#include <unordered_set>

namespace bashni::detail {

// What the capturing column sees of the board during a capture.
struct CaptureBoard {
    Bitboard enemy;     // enemy-topped columns that may still be jumped
    Bitboard empty;     // squares the capturer may pass and land on (its origin included, 4.7)
    Bitboard forbidden; // `intervening`: the column jumped on the previous jump
};

// A column that stands on `square` instead of what the position has there: bulk counting looks
// at the replies to a quiet move without making it.
struct Overlay {
    Square square = NoSquare;
    Column column;
};

// Remembers the partial capture paths already followed, by what they took in which order and
// where they stand: two paths that differ only in their landing squares on the way leave the
// same position. Flying kings re-taking tall columns can have millions of such paths.
class SeenPaths {
  public:
    // False if this state was seen before; true (and remembered) otherwise. When the table is
    // full every state counts as new: duplicates are then possible, never a lost move.
    bool firstVisit(std::uint64_t key);
    void clear() {
        used_.reset();
        count_ = 0;
        if (more_) more_->clear();
    }
    // Past the fixed table, remember states in a set that grows, so no outcome ever comes twice.
    // For searches run once for a player (input, move text), not the AI's millions a second,
    // which keep the fixed table's bounded cost.
    void growWhenFull() { more_ = std::make_unique<std::unordered_set<std::uint64_t>>(); }

  private:
    static constexpr std::size_t Size = 1024;
    std::array<std::uint64_t, Size> keys_; // valid where used_ is set
    std::bitset<Size> used_;
    std::size_t count_ = 0;
    std::unique_ptr<std::unordered_set<std::uint64_t>> more_;
};

// Restricts a search to the paths of one column that fit squares a player gave, so that the
// desktop's move input and move text never list every path of a capture (a flying king over a
// tall column can have a million). Never set by the AI or perft.
struct PathFilter {
    enum class Kind : std::uint8_t {
        // The path's first landings are `squares`, in order.
        Prefix,
        // The path lands on `squares` in order (docs/NOTATION.md, shortened captures): all but
        // the last before its final landing, which is the last.
        Shortened,
    };
    Kind kind = Kind::Prefix;
    int count = 0;
    std::array<Square, MaxJumps> squares{};
    // Prefix: outcomes reached through different landings right after the prefix count apart,
    // so every square the capture can land on next keeps all its outcomes in the list.
    bool apartByNextLanding = false;
    // Store at most this many of the paths that fit, and only count the others: a message lists
    // a few thousand paths at most, and counts a million without holding them.
    std::uint64_t keep = std::numeric_limits<std::uint64_t>::max();
};

// Walks every capture path of one column depth first and emits each complete one (docs/RULES.md 4),
// into a move list, or only counts them when there is no list (perft's last ply). The board is
// `pos` as `tops` describe it, with the `moved` column in place.
class CaptureTree {
  public:
    CaptureTree(const Position& pos, const Tops& tops, MoveList* out, Overlay moved = {})
        : pos_(pos), tops_(tops), promotionRank_(promotionRank(tops.us)), out_(out), moved_(moved) {
    }
    // Leave out paths whose outcome an earlier path already had (for the AI and a player's input;
    // not for the full list of paths that notation and perft count).
    void skipRepeatedOutcomes(SeenPaths* seen) { seen_ = seen; }
    // Follow only the paths that fit `filter` (searchFrom only; it must outlive the search).
    void onlyPaths(const PathFilter* filter) { filter_ = filter; }

    // All captures of the column on `from`.
    void searchFrom(Square from);
    // The captures of the man on `from` that begin by jumping in direction dir.
    void searchManJump(Square from, int dir);
    std::uint64_t count() const { return count_; }

  private:
    CaptureBoard start(Square from, bool king);
    Column columnAt(Square s) const { return s == moved_.square ? moved_.column : pos_.column(s); }
    void searchMan(Square s, const CaptureBoard& b, int depth);
    void manJump(Square v, Square land, const CaptureBoard& b, int depth);
    void searchKing(Square s, const CaptureBoard& b, int depth);
    void jumpKing(Bitboard landings, bool up, const CaptureBoard& next, int depth);
    CaptureBoard jump(const CaptureBoard& b, Square v);
    // Only after two jumps can different paths of one column meet in the same state.
    bool seenBefore(Square s, bool king, int depth) {
        return seen_ && depth >= 2 && seenBeforeLookUp(s, king, depth);
    }
    bool seenBeforeLookUp(Square s, bool king, int depth);
    bool fitsFilter(int depth, Square land);
    bool filterAccepts(int depth) const;
    void noteJump(int depth, Square v);
    void unjump(Square v) {
        if (pos_.rules() != Rules::Turkish) --taken_[darkIndex(v)];
    }
    void emit(int depth, bool king) {
        if (filter_ && !filterAccepts(depth)) return;
        ++count_;
        if (!out_ || (filter_ && count_ > filter_->keep)) return;
        Move& m = out_->append();
        m = current_;
        m.jumps = std::uint8_t(depth);
        m.promotes = king && !startedAsKing_;
    }

    const Position& pos_;
    const Tops tops_;
    const Bitboard promotionRank_;
    MoveList* out_;
    const Overlay moved_;
    SeenPaths* seen_ = nullptr;
    const PathFilter* filter_ = nullptr;
    // With filter_: how many of its squares the path has met after each jump (its first d
    // landings, for a prefix).
    std::array<std::uint8_t, MaxJumps + 1> matched_;
    std::uint64_t count_ = 0;
    Move current_;
    bool startedAsKing_ = false;
    std::array<std::uint8_t, 32> taken_{}; // tops taken so far from each square (4.8 standard)
    std::array<std::uint64_t, MaxJumps + 1> taken_sequence_; // with seen_: keys of the jumps
};

// The captures of the side to move, sorted by the work they need. A man's single jump that
// cannot go on is the most common capture by far: those are found for all men at once, one
// bitboard of landing squares per direction (`final`). The other first jumps of men (`searched`)
// and the kings that can capture need a CaptureTree to follow their paths.
struct FirstJumps {
    Bitboard final[4];
    Bitboard searched[4];
    Bitboard kings;
    bool any() const {
        return (final[0] | final[1] | final[2] | final[3] | searched[0] | searched[1] |
                searched[2] | searched[3] | kings) != 0;
    }
    bool needSearch() const {
        return (searched[0] | searched[1] | searched[2] | searched[3] | kings) != 0;
    }
};
// Always inlined: returned through memory, the struct is written as words and read back as
// vectors, which costs a store-forwarding stall on every call (measured).
[[gnu::always_inline]] inline FirstJumps firstJumps(const Position& pos, const Tops& t,
                                                    Overlay moved = {});

// Runs a CaptureTree over what firstJumps() could not settle by itself.
void searchRest(CaptureTree& tree, const FirstJumps& jumps);

// Whether the column keeps an enemy top once its top is taken (under `standard` the capturer
// may then jump straight back over it, 4.8).
inline bool enemyBelowTop(Column c, Color us) {
    const std::uint64_t rest = c.bits() >> 2;
    return rest != 1 && colorOf(Piece(rest & 3)) != us;
}

inline FirstJumps firstJumps(const Position& pos, const Tops& t, Overlay moved) {
    FirstJumps j{};
    const Bitboard empty = t.empty(), men = t.men();
    Bitboard starts[4];
    forEachDirection([&](auto d)
                         __attribute__((always_inline)) { starts[d] = jumpStarts<d>(t, empty); });
    if (!(men & (starts[0] | starts[1] | starts[2] | starts[3])) && !(t.own & t.kings))
        return j; // the usual quiet position, settled in a few instructions
    const Bitboard promotion = promotionRank(t.us);
    forEachDirection([&](auto d) __attribute__((always_inline)) {
        const Bitboard landings = shift(shift(men & starts[d], d), d);
        if (!landings) return;
        // From these landings the capture goes on: 4.6 promotion, or an enemy column to jump in
        // one of the three other directions (which this jump did not change).
        constexpr int back = 3 - d;
        Bitboard goesOn = promotion;
        forEachDirection([&](auto e) __attribute__((always_inline)) {
            if constexpr (e != back) goesOn |= starts[e];
        });
        j.searched[d] = landings & goesOn;
        if (pos.rules() == Rules::Standard) { // 4.8: it may jump straight back over the column
            for (Bitboard b = landings & ~goesOn; b; b &= b - 1) {
                const Square land = std::countr_zero(b), v = land - DirectionDelta[d];
                const Column c = v == moved.square ? moved.column : pos.column(v);
                if (enemyBelowTop(c, t.us)) j.searched[d] |= bit(land);
            }
        }
        j.final[d] = landings & ~j.searched[d];
    });
    j.kings = kingCapturers(t.own & t.kings, t.enemy, empty);
    return j;
}

} // namespace bashni::detail
