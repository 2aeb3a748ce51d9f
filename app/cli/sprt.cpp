#include "sprt.h"

#include <cmath>
#include <sstream>

namespace bashni::cli {

int Pentanomial::pairs() const {
    int n = 0;
    for (int c : counts_) n += c;
    return n;
}

double Pentanomial::llr(double elo0, double elo1) const {
    if (pairs() == 0) return 0;
    // Half a pair in every class: without it the first pairs, all scoring alike, would have no
    // variance and decide the test at once. Over hundreds of pairs it weighs nothing.
    constexpr double Prior = 0.5;
    double n = 0, sum = 0;
    for (std::size_t i = 0; i < counts_.size(); ++i) {
        n += counts_[i] + Prior;
        sum += (counts_[i] + Prior) * double(i) / 4;
    }
    const double mean = sum / n;
    double var = 0;
    for (std::size_t i = 0; i < counts_.size(); ++i) {
        const double d = double(i) / 4 - mean;
        var += (counts_[i] + Prior) * d * d;
    }
    var /= n;
    const double s0 = expectedScore(elo0), s1 = expectedScore(elo1);
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
}

double expectedScore(double elo) {
    return 1 / (1 + std::pow(10.0, -elo / 400));
}

double lowerBound(const SprtSettings& s) {
    return std::log(s.beta / (1 - s.alpha));
}

double upperBound(const SprtSettings& s) {
    return std::log((1 - s.beta) / s.alpha);
}

SprtVerdict verdict(double llr, const SprtSettings& s) {
    if (llr >= upperBound(s)) return SprtVerdict::H1;
    if (llr <= lowerBound(s)) return SprtVerdict::H0;
    return SprtVerdict::Continue;
}

std::optional<SprtSettings> parseSprt(const std::string& text, std::string* error) {
    std::istringstream in(text);
    SprtSettings s;
    char comma = 0;
    if (!(in >> s.elo0 >> comma >> s.elo1) || comma != ',' || in.peek() != EOF) {
        *error = "--sprt must be ELO0,ELO1 (as in 0,10)";
        return std::nullopt;
    }
    if (!(std::abs(s.elo0) <= 1000 && std::abs(s.elo1) <= 1000) || s.elo0 >= s.elo1) {
        *error = "--sprt needs ELO0 below ELO1, both within -1000..1000";
        return std::nullopt;
    }
    return s;
}

} // namespace bashni::cli
