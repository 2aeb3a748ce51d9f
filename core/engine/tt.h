// The transposition table: what the search learned about positions, keyed by the full hash
// (buried pieces included, so two positions with the same tops never share an entry).
#pragma once

#include "core/move.h"

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace bashni::engine {

enum class Bound : std::uint8_t { None, Lower, Upper, Exact };

// A move in 32 bits: from (bits 0-5), to (6-11), the number of jumps (12-15) and a check of the
// landings in between (16-31). A move is its path (docs/NOTATION.md), and the path is from, the
// landings in between and to: the check is exact up to three jumps and a 16-bit hash beyond, so
// two moves of one position share a code only in a long capture's rare hash collision. A code
// is only ever used by finding the move with that code among the position's generated moves, so
// a stale or colliding entry can reorder the moves but never make one up. 0 is no move (a real
// move has from != to, or jumps).
using PackedMove = std::uint32_t;

constexpr std::uint32_t packedSquares(const Move& m) {
    return std::uint32_t(m.from) | std::uint32_t(m.to()) << 6 | std::uint32_t(m.jumps) << 12;
}

constexpr PackedMove packMove(const Move& m) {
    std::uint32_t check = 0;
    for (int i = 0; i + 1 < m.jumps; ++i) check = check * 67 + m.landing[std::size_t(i)] + 1u;
    check = (check ^ check >> 16) & 0xFFFF;
    return packedSquares(m) | check << 16;
}

// Whether m is the move of code p. Called for every move of a node: most differ in from, the
// first thing compared, and the landings are only looked at when everything else fits.
constexpr bool matches(const Move& m, PackedMove p) {
    return (p & 63) == m.from && (p >> 12 & 15) == m.jumps &&
           (p >> 6 & 63) == std::uint32_t(m.to()) &&
           (m.jumps < 2 ? p >> 16 == 0 : packMove(m) == p);
}

// What the table knows of a position, as probe() gives it.
struct TTEntry {
    std::uint64_t key = 0;
    PackedMove move = 0;
    std::int16_t score = 0;
    std::int8_t depth = 0;
    std::uint8_t genBound = 0; // the search that wrote or used it (6 bits) << 2 | bound

    Bound bound() const { return Bound(genBound & 3); }
    int generation() const { return genBound >> 2; }
};

class TranspositionTable {
  public:
    static constexpr int BucketSize = 4;

    explicit TranspositionTable(std::size_t megabytes);
    ~TranspositionTable();
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;
    // A new search begins (no thread may be searching the table then): when a bucket is full,
    // entries that no search since has written or used are replaced before any of this one's, so
    // the table follows the game.
    void newSearch() { generation_ = (generation_ + 1) & 63; }
    // The entry of key, copied to *out (an entry may be replaced while the caller still needs
    // it); a hit marks the entry as used by this search.
    bool probe(std::uint64_t key, TTEntry& out);
    // Starts loading the bucket of a position about to be searched (the table is far larger than
    // the caches, and a probe otherwise waits for memory).
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&buckets_[key & mask_]); }
    void store(std::uint64_t key, PackedMove move, int score, int depth, Bound bound);
    void clear(); // empty, as new
    std::size_t buckets() const { return mask_ + 1; }

  private:
    // 16 bytes: four to a 64-byte bucket, one cache line, so a probe is one trip to memory.
    // Threads searching together share the table without a lock (Lazy SMP): each word is read and
    // written whole (atomically, relaxed), and the first holds the key XOR the second, so an entry
    // that two threads wrote at once, its words from different writes, fails the key check and
    // counts as a miss instead of giving one position another's result.
    struct Slot {
        std::uint64_t check; // key ^ data
        std::uint64_t data;  // move | score << 32 | depth << 48 | genBound << 56
    };
    struct alignas(64) Bucket {
        Slot entries[BucketSize];
    };
    static_assert(sizeof(Bucket) == 64);

    static std::uint64_t load(const std::uint64_t& word) {
        return std::atomic_ref<const std::uint64_t>(word).load(std::memory_order_relaxed);
    }
    static void put(std::uint64_t& word, std::uint64_t value) {
        std::atomic_ref<std::uint64_t>(word).store(value, std::memory_order_relaxed);
    }
    static std::uint64_t pack(PackedMove move, int score, int depth, std::uint8_t genBound) {
        return std::uint64_t(move) | std::uint64_t(std::uint16_t(score)) << 32 |
               std::uint64_t(std::uint8_t(depth)) << 48 | std::uint64_t(genBound) << 56;
    }
    static TTEntry unpack(std::uint64_t key, std::uint64_t data) {
        return {key, PackedMove(data), std::int16_t(data >> 32), std::int8_t(data >> 48),
                std::uint8_t(data >> 56)};
    }
    static void write(Slot& slot, std::uint64_t key, std::uint64_t data) {
        put(slot.data, data);
        put(slot.check, key ^ data);
    }

    std::uint8_t stamp(Bound bound) const { return std::uint8_t(generation_ << 2 | int(bound)); }

    std::size_t bytes() const { return (mask_ + 1) * sizeof(Bucket); }

    // Pages mapped from the system, zero until written: a program that has not searched yet
    // does not pay for the table, and clearing gives the pages back instead of writing them.
    Bucket* buckets_ = nullptr;
    std::uint64_t mask_ = 0;
    int generation_ = 0;
};

} // namespace bashni::engine
