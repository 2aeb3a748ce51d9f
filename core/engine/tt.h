// The transposition table: what the search learned about positions, keyed by the full hash
// (buried pieces included, so two positions with the same tops never share an entry).
#pragma once

#include "core/move.h"

#include <cstdint>
#include <vector>

namespace bashni::engine {

enum class Bound : std::uint8_t { None, Lower, Upper, Exact };

struct TTEntry {
    std::uint64_t key = 0;
    Move move{};
    std::int16_t score = 0;
    std::int8_t depth = -1;
    Bound bound = Bound::None;
    bool hasMove = false;
};

class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t megabytes);
    const TTEntry* probe(std::uint64_t key) const;
    // Starts loading the entry of a position about to be searched (the table is far larger than
    // the caches, and a probe otherwise waits for memory).
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&entries_[key & mask_]); }
    void store(std::uint64_t key, const Move* move, int score, int depth, Bound bound);
    void clear();

  private:
    std::vector<TTEntry> entries_;
    std::uint64_t mask_ = 0;
};

} // namespace bashni::engine
