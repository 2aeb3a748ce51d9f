#include "core/engine/tt.h"

#include <algorithm>
#include <bit>

namespace bashni::engine {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    const std::size_t wanted = std::max<std::size_t>(1, megabytes * 1024 * 1024 / sizeof(Bucket));
    const std::size_t size = std::bit_floor(wanted);
    buckets_.resize(size);
    mask_ = size - 1;
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
    std::fill(buckets_.begin(), buckets_.end(), Bucket{});
    generation_ = 0;
}

} // namespace bashni::engine
