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
    for (Slot& slot : buckets_[key & mask_].entries) {
        const std::uint64_t data = load(slot.data);
        if ((load(slot.check) ^ data) != key) continue;
        TTEntry e = unpack(key, data);
        if (e.bound() == Bound::None) continue;
        // Written only when it changes: a line written to is a line to write back to memory.
        if (e.generation() != generation_) {
            e.genBound = stamp(e.bound());
            write(slot, key, pack(e.move, e.score, e.depth, e.genBound));
        }
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
    Slot* slot = &b.entries[0];
    int lowest = 1 << 30;
    for (Slot& s : b.entries) {
        const std::uint64_t data = load(s.data);
        const TTEntry e = unpack(load(s.check) ^ data, data);
        if (e.key == key && e.bound() != Bound::None) {
            if (e.depth > depth && bound != Bound::Exact) {
                write(s, key, pack(e.move ? e.move : move, e.score, e.depth, stamp(e.bound())));
                return;
            }
            if (!move) move = e.move; // a result without a move still keeps the best one known
            slot = &s;
            break;
        }
        const int worth = e.bound() == Bound::None        ? -1000
                          : e.generation() == generation_ ? 1000 + e.depth
                                                          : e.depth;
        if (worth < lowest) {
            lowest = worth;
            slot = &s;
        }
    }
    write(*slot, key, pack(move, score, depth, stamp(bound)));
}

void TranspositionTable::clear() {
    // On Linux, private anonymous pages read as zero again after this and are only backed when
    // written; should the system refuse, the table is emptied by hand.
    if (::madvise(buckets_, bytes(), MADV_DONTNEED) != 0)
        std::fill_n(buckets_, mask_ + 1, Bucket{});
    generation_ = 0;
}

} // namespace bashni::engine
