// Random Bashni set-up positions for the cross-check and property tests.
//
// Positions follow docs/NOTATION.md's validity rules (at most 12 pieces a colour, no man commanding
// on its own promotion rank) but are otherwise nobody's choice. The generator leans towards what
// makes capture rules interesting: many kings, tall columns of alternating colours (so a taken
// top frees a prisoner of the other side), men one step from promotion and dense clusters.
// Header-only test support: plain C++ with no engine or Qt dependency, so the reference oracle
// and the engine read exactly the same text.
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace randompos {

// A position as plain strings: squares 0..63 (a1 = 0, b1 = 1, ..., h8 = 63), each column top
// piece first, "" for an empty square.
struct Setup {
    char side = 'W';
    std::array<std::string, 64> columns;

    std::string text() const {
        std::string s{side, ':'};
        bool first = true;
        for (int sq = 0; sq < 64; ++sq) {
            if (columns[std::size_t(sq)].empty()) continue;
            if (!first) s += ',';
            first = false;
            s += char('a' + sq % 8);
            s += char('1' + sq / 8);
            s += '=';
            s += columns[std::size_t(sq)];
        }
        return s;
    }

    static Setup parse(const std::string& text) {
        Setup s;
        s.side = text.at(0);
        std::size_t at = 2;
        while (at < text.size()) {
            std::size_t comma = text.find(',', at);
            if (comma == std::string::npos) comma = text.size();
            const int sq = (text[at] - 'a') + 8 * (text[at + 1] - '1');
            s.columns[std::size_t(sq)] = text.substr(at + 3, comma - at - 3);
            at = comma + 1;
        }
        return s;
    }
};

inline bool isWhite(char piece) {
    return piece == 'w' || piece == 'W';
}
inline bool isMan(char piece) {
    return piece == 'w' || piece == 'b';
}
inline bool isDarkSquare(int sq) {
    return (sq % 8 + sq / 8) % 2 == 0;
}
// docs/NOTATION.md: a man may not command a column on its own promotion rank.
inline bool validTop(const std::string& column, int sq) {
    if (column.empty()) return true;
    const char top = column.front();
    if (top == 'w') return sq / 8 != 7;
    if (top == 'b') return sq / 8 != 0;
    return true;
}

// The scale factor for the amount of random testing: BASHNI_TEST_SCALE (e.g. 0.1 under
// sanitizers), default 1.
inline double testScale() {
    const char* env = std::getenv("BASHNI_TEST_SCALE");
    if (!env) return 1.0;
    const double v = std::atof(env);
    return v > 0 ? v : 1.0;
}
inline int scaled(int n) {
    const int v = int(n * testScale());
    return v < 1 ? 1 : v;
}

// BASHNI_TEST_SEED (a number, default 0) is added to every fixed seed, to explore new positions
// in a one-off run; failures print the position text, so they stay reproducible.
inline std::uint64_t seedOffset() {
    const char* env = std::getenv("BASHNI_TEST_SEED");
    return env ? std::strtoull(env, nullptr, 10) : 0;
}

class Generator {
  public:
    explicit Generator(std::uint64_t seed) : rng_(seed + seedOffset()) {}

    int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    bool chance(double p) { return std::bernoulli_distribution(p)(rng_); }
    std::mt19937_64& engine() { return rng_; }

    // One random position; see the file comment for what it favours.
    Setup position() {
        // Per-position style knobs, so that the whole range from sparse king endings to crowded
        // middle games of short columns comes up.
        const double kingP = pick({0.0, 0.05, 0.15, 0.35, 0.7});
        const double alternateP = pick({0.0, 0.4, 0.8, 1.0});
        const double clusterP = pick({0.0, 0.5, 0.85});
        const double promotionP = pick({0.0, 0.3, 0.7});
        const double spreadP = pick({0.0, 0.0, 0.6, 0.9});
        const int maxHeight = pickInt({2, 3, 5, 8, 24});

        int remaining[2];
        if (chance(0.35)) { // crowded
            remaining[0] = uniform(9, 12);
            remaining[1] = uniform(9, 12);
        } else {
            remaining[0] = uniform(1, 12);
            remaining[1] = uniform(1, 12);
        }

        Setup s;
        s.side = chance(0.5) ? 'W' : 'B';
        std::vector<int> placed;
        while (remaining[0] + remaining[1] > 0 && placed.size() < 32) {
            std::string column = makeColumn(remaining, kingP, alternateP, maxHeight);
            const int sq = chooseSquare(s, placed, column, clusterP, promotionP, spreadP);
            if (sq < 0) break;
            if (!validTop(column, sq)) column.front() = column.front() == 'w' ? 'W' : 'B';
            s.columns[std::size_t(sq)] = column;
            placed.push_back(sq);
        }
        return s;
    }

  private:
    double pick(std::initializer_list<double> values) {
        const int i = uniform(0, int(values.size()) - 1);
        return values.begin()[i];
    }
    int pickInt(std::initializer_list<int> values) {
        const int i = uniform(0, int(values.size()) - 1);
        return values.begin()[i];
    }

    std::string makeColumn(int remaining[2], double kingP, double alternateP, int maxHeight) {
        // Heights: mostly short, sometimes up to maxHeight.
        int height = 1;
        if (maxHeight > 1) {
            const int r = uniform(0, 9);
            height = r < 5 ? 1 : r < 8 ? uniform(2, std::min(3, maxHeight)) : uniform(2, maxHeight);
        }
        const bool alternate = chance(alternateP);
        int colour = uniform(0, 1); // 0 white, 1 black
        std::string column;
        for (int i = 0; i < height && remaining[0] + remaining[1] > 0; ++i) {
            if (i > 0) colour = alternate ? 1 - colour : uniform(0, 1);
            if (remaining[colour] == 0) colour = 1 - colour;
            --remaining[colour];
            const bool king = chance(kingP);
            column += colour == 0 ? (king ? 'W' : 'w') : (king ? 'B' : 'b');
        }
        return column;
    }

    int chooseSquare(const Setup& s, const std::vector<int>& placed, const std::string& column,
                     double clusterP, double promotionP, double spreadP) {
        std::vector<int> free;
        for (int sq = 0; sq < 64; ++sq)
            if (isDarkSquare(sq) && s.columns[std::size_t(sq)].empty()) free.push_back(sq);
        if (free.empty()) return -1;
        const char top = column.front();
        // A man near its promotion rank: white on ranks 6-7, black on ranks 2-3.
        if (isMan(top) && chance(promotionP)) {
            std::vector<int> near;
            for (int sq : free) {
                const int rank = sq / 8;
                if (isWhite(top) ? (rank == 5 || rank == 6) : (rank == 1 || rank == 2))
                    near.push_back(sq);
            }
            if (!near.empty()) return near[std::size_t(uniform(0, int(near.size()) - 1))];
        }
        auto touches = [&](int sq) {
            for (int p : placed)
                if (std::abs(sq % 8 - p % 8) == 1 && std::abs(sq / 8 - p / 8) == 1) return true;
            return false;
        };
        // Next to a column already there, so that jumps are possible.
        if (!placed.empty() && chance(clusterP)) {
            std::vector<int> next;
            for (int sq : free)
                if (touches(sq)) next.push_back(sq);
            if (!next.empty()) return next[std::size_t(uniform(0, int(next.size()) - 1))];
        }
        // Away from every column, off the edge: a lattice of lone columns with room to land
        // between them, where men and kings find long chains of captures.
        if (chance(spreadP)) {
            std::vector<int> apart;
            for (int sq : free)
                if (!touches(sq) && sq % 8 != 0 && sq % 8 != 7 && sq / 8 != 0 && sq / 8 != 7)
                    apart.push_back(sq);
            if (!apart.empty()) return apart[std::size_t(uniform(0, int(apart.size()) - 1))];
        }
        return free[std::size_t(uniform(0, int(free.size()) - 1))];
    }

    std::mt19937_64 rng_;
};

} // namespace randompos
