#include "core/engine/tt.h"

#include <algorithm>
#include <bit>
#include <new>

#include <sys/mman.h>

namespace bashni::engine {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    const std::size_t wanted = std::max<std::size_t>(1, megabytes * 1024 * 1024 / sizeof(Bucket));
    const std::size_t size = std::bit_floor(wanted);
    mask_ = size - 1;
    void* pages =
        ::mmap(nullptr, bytes(), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (pages == MAP_FAILED) throw std::bad_alloc();
    // Zero bytes are empty entries (Bound::None), and a Bucket is an aggregate of integers: the
    // mapped pages hold empty buckets as they are.
    buckets_ = static_cast<Bucket*>(pages); // page-aligned, so cache-line aligned
}

TranspositionTable::~TranspositionTable() {
    ::munmap(buckets_, bytes());
}

bool TranspositionTable::probe(std::uint64_t key, TTEntry& out) {
    for (TTEntry& e : buckets_[key & mask_].entries) {
        if (e.key != key || e.bound() == Bound::None) continue;
        // Written only when it changes: a line written to is a line to write back to memory.
        if (e.generation() != generation_) e.genBound = stamp(e.bound());
        out = e;
        return true;
    }
    return false;
}

// The position's own entry if it has one, else an empty one, else the shallowest of an earlier
// search, else the shallowest of this one. A deeper result for the same position is kept unless
// the new one is exact (an exact score answers every window, a bound only some).
void TranspositionTable::store(std::uint64_t key, PackedMove move, int score, int depth,
                               Bound bound) {
    Bucket& b = buckets_[key & mask_];
    TTEntry* slot = &b.entries[0];
    int lowest = 1 << 30;
    for (TTEntry& e : b.entries) {
        if (e.key == key && e.bound() != Bound::None) {
            if (e.depth > depth && bound != Bound::Exact) {
                e.genBound = stamp(e.bound());
                if (!e.move) e.move = move;
                return;
            }
            if (!move) move = e.move; // a result without a move still keeps the best one known
            slot = &e;
            break;
        }
        const int worth = e.bound() == Bound::None        ? -1000
                          : e.generation() == generation_ ? 1000 + e.depth
                                                          : e.depth;
        if (worth < lowest) {
            lowest = worth;
            slot = &e;
        }
    }
    slot->key = key;
    slot->move = move;
    slot->score = std::int16_t(score);
    slot->depth = std::int8_t(depth);
    slot->genBound = stamp(bound);
}

void TranspositionTable::clear() {
    // On Linux, private anonymous pages read as zero again after this and are only backed when
    // written; should the system refuse, the table is emptied by hand.
    if (::madvise(buckets_, bytes(), MADV_DONTNEED) != 0)
        std::fill_n(buckets_, mask_ + 1, Bucket{});
    generation_ = 0;
}

} // namespace bashni::engine
