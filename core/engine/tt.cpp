#include "core/engine/tt.h"

#include <bit>

namespace bashni::engine {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
    const std::size_t wanted = std::max<std::size_t>(1, megabytes * 1024 * 1024 / sizeof(TTEntry));
    const std::size_t size = std::bit_floor(wanted);
    entries_.resize(size);
    mask_ = size - 1;
}

const TTEntry* TranspositionTable::probe(std::uint64_t key) const {
    const TTEntry& e = entries_[key & mask_];
    return e.key == key && e.bound != Bound::None ? &e : nullptr;
}

// One entry a slot: a deeper result for the same position is kept, anything else replaced (the
// newer search is the one that matters).
void TranspositionTable::store(std::uint64_t key, const Move* move, int score, int depth,
                               Bound bound) {
    TTEntry& e = entries_[key & mask_];
    if (e.key == key && e.depth > depth && bound != Bound::Exact) return;
    e.key = key;
    e.hasMove = move != nullptr;
    if (move) e.move = *move;
    e.score = std::int16_t(score);
    e.depth = std::int8_t(depth);
    e.bound = bound;
}

void TranspositionTable::clear() {
    std::fill(entries_.begin(), entries_.end(), TTEntry{});
}

} // namespace bashni::engine
