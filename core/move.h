// A move as a value: its full path (docs/NOTATION.md: the path is the move's identity) plus the
// squares it jumps, so that making it needs no search of the board.
#pragma once

#include "core/types.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <memory>

namespace bashni {

// Each jump captures one enemy piece and a side has at most 12, so no move has more jumps.
constexpr int MaxJumps = 12;

// Trivially constructible on purpose: move lists are filled millions of times a second, so
// nothing is zeroed that generation overwrites anyway. Write `Move m{}` for a clean one.
struct Move {
    std::uint8_t from;
    std::uint8_t jumps; // 0 for a quiet move
    bool promotes;      // the moving column's top becomes a king on this move
    std::uint8_t unused;
    // landing[i] is where jump i lands; for a quiet move landing[0] is the target.
    std::array<std::uint8_t, MaxJumps> landing;
    std::array<std::uint8_t, MaxJumps> captured; // the square jumped by jump i

    constexpr bool isCapture() const { return jumps != 0; }
    constexpr Square to() const { return landing[jumps ? jumps - 1 : 0]; }
    // Landing squares in order; the path is from() followed by these.
    constexpr int pathLength() const { return jumps ? jumps : 1; }

    friend constexpr bool operator==(const Move& a, const Move& b) {
        if (a.from != b.from || a.jumps != b.jumps) return false;
        for (int i = 0; i < a.pathLength(); ++i)
            if (a.landing[i] != b.landing[i]) return false;
        return true;
    }
};

// A list of moves on the stack. Real positions have a few dozen moves; contrived set-ups with
// flying kings can have capture trees of thousands of paths, so the list spills to the heap
// instead of ever dropping a move.
class MoveList {
  public:
    static constexpr std::size_t InlineCapacity = 128;

    MoveList() = default;
    MoveList(const MoveList&) = delete;
    MoveList& operator=(const MoveList&) = delete;

    void clear() { size_ = 0; }
    void push(const Move& m) { append() = m; }
    Move& append() {
        if (size_ == capacity_) grow();
        return data_[size_++];
    }
    void pop() { --size_; }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Move& operator[](std::size_t i) const { return data_[i]; }
    Move& operator[](std::size_t i) { return data_[i]; }
    const Move* begin() const { return data_; }
    const Move* end() const { return data_ + size_; }
    Move* begin() { return data_; }
    Move* end() { return data_ + size_; }

  private:
    void grow();

    std::array<Move, InlineCapacity> inline_;
    std::unique_ptr<Move[]> heap_;
    Move* data_ = inline_.data();
    std::size_t size_ = 0;
    std::size_t capacity_ = InlineCapacity;
};

inline void MoveList::grow() {
    auto bigger = std::make_unique_for_overwrite<Move[]>(capacity_ * 2);
    std::copy(data_, data_ + size_, bigger.get());
    heap_ = std::move(bigger);
    data_ = heap_.get();
    capacity_ *= 2;
}

} // namespace bashni
