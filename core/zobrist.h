// Hash terms for the full-position hash.
//
// Classic Zobrist keys per (square, piece) cannot follow a column whose pieces all shift when its
// top is taken. Instead each square contributes a strong mix of its whole column word, so a
// change of any one square costs two mixes whatever the column's height, and buried pieces count.
#pragma once

#include "core/types.h"

#include <array>
#include <cstdint>

namespace bashni::zobrist {

constexpr std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 32;
    x *= 0xd6e8feb86659fd93ULL;
    x ^= x >> 32;
    x *= 0xd6e8feb86659fd93ULL;
    x ^= x >> 32;
    return x;
}

struct Keys {
    std::array<std::uint64_t, 64> square{};
    std::array<std::uint64_t, 64> empty{}; // term(s, 0), precomputed
    std::uint64_t blackToMove = 0;
    constexpr Keys() {
        std::uint64_t seed = 0x9E3779B97F4A7C15ULL;
        for (int s = 0; s < 64; ++s) {
            seed += 0x9E3779B97F4A7C15ULL;
            square[s] = mix(seed);
            empty[s] = mix(square[s]);
        }
        blackToMove = mix(seed + 0x9E3779B97F4A7C15ULL);
    }
};
inline constexpr Keys keys{};

// What square s with column word `bits` adds (by XOR) to the position hash.
constexpr std::uint64_t term(Square s, std::uint64_t bits) {
    return mix(bits ^ keys.square[s]);
}

} // namespace bashni::zobrist
