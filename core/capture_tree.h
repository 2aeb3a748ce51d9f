// Internal to the core: the capture search shared by move generation and bulk counting.
#pragma once

#include "core/tops.h"

namespace bashni::detail {

// What the capturing column sees of the board during a capture.
struct CaptureBoard {
    Bitboard enemy;     // enemy-topped columns that may still be jumped
    Bitboard empty;     // squares the capturer may pass and land on (its origin included, 4.7)
    Bitboard forbidden; // `intervening`: the column jumped on the previous jump
};

// Walks every capture path of one column depth first and emits each complete one (RULES.md 4),
// into a move list, or only counts them when there is no list (perft's last ply).
//
// The board is `pos` as `tops` describe it, except that the column on `moved.to` may be given
// separately: bulk counting looks at the replies to a quiet move without making it.
// A column that stands on `square` instead of what the position has there.
struct Overlay {
    Square square = NoSquare;
    Column column;
};

class CaptureTree {
  public:
    CaptureTree(const Position& pos, const Tops& tops, MoveList* out, Overlay moved = {})
        : pos_(pos), tops_(tops), promotionRank_(promotionRank(tops.us)), out_(out), moved_(moved) {
    }

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
    void jumpKing(Square v, int dir, const CaptureBoard& next, int depth);
    CaptureBoard jump(const CaptureBoard& b, Square v);
    void unjump(Square v) {
        if (pos_.rules() != Rules::Turkish) --taken_[darkIndex(v)];
    }
    void emit(int depth, bool king) {
        ++count_;
        if (!out_) return;
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
    std::uint64_t count_ = 0;
    Move current_;
    bool startedAsKing_ = false;
    std::array<std::uint8_t, 32> taken_{}; // tops taken so far from each square (4.8 standard)
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
FirstJumps firstJumps(const Position& pos, const Tops& t, Overlay moved = {});

// Runs a CaptureTree over what firstJumps() could not settle by itself.
void searchRest(CaptureTree& tree, const FirstJumps& jumps);

// Whether a column at s could capture once more on this board.
bool canCapture(Square s, bool king, const CaptureBoard& b);

} // namespace bashni::detail
