#include "core/engine/tt.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <new>

#include <sys/mman.h>

namespace bashni::engine {
namespace {

constexpr std::size_t HugePage = std::size_t(2) << 20;

// A probe goes to a random line of a table far larger than the TLB covers in 4 KB pages: each
// one cost a page walk on top of the trip to memory (most of the probe's time, measured). So
// tables of 2 MB or more start on a 2 MB boundary (mapped with room to spare, the rest given
// back) and ask for transparent huge pages; where the system gives none, nothing changes.
void* mapPages(std::size_t bytes) {
    const std::size_t slack = bytes >= HugePage ? HugePage : 0;
    void* mapped =
        ::mmap(nullptr, bytes + slack, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED) throw std::bad_alloc();
    if (!slack) return mapped;
    auto* const start = static_cast<char*>(mapped);
    const std::size_t head =
        (HugePage - reinterpret_cast<std::uintptr_t>(start) % HugePage) % HugePage;
    if (head) ::munmap(start, head);
    if (slack - head) ::munmap(start + head + bytes, slack - head);
#ifdef MADV_HUGEPAGE
    ::madvise(start + head, bytes, MADV_HUGEPAGE); // advice only: a refusal costs nothing
#endif
    return start + head;
}

} // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    const std::size_t wanted = std::max<std::size_t>(1, megabytes * 1024 * 1024 / sizeof(Bucket));
    const std::size_t size = std::bit_floor(wanted);
    mask_ = size - 1;
    // Zero bytes are empty entries (Bound::None), and a Bucket is an aggregate of integers: the
    // mapped pages hold empty buckets as they are.
    buckets_ = static_cast<Bucket*>(mapPages(bytes())); // page-aligned, so cache-line aligned
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
