// The sequential probability ratio test of bashni-cli match --sprt (docs/NOTATION.md 5.7): after
// each pair of games it weighs "A is ELO0 stronger than B" against "A is ELO1 stronger", and stops
// the match once one of them is accepted at the chosen error rates.
//
// Games come in pairs (one opening, colours swapped), and the two games of a pair are not
// independent: an opening that favours one colour makes a win and a loss likely. So the test
// counts pairs by their score (0, 1/2, 1, 3/2 or 2 points for A: the pentanomial model engine
// testing frameworks use) and takes the pair's mean score as one sample. The log-likelihood ratio
// is the generalised SPRT's normal approximation, LLR = N (s1 - s0)(2m - s0 - s1) / (2 var), with
// m and var the samples' mean and variance (with half a pair of each score added, so that the
// first few pairs cannot decide) and s the score the logistic Elo model expects.
#pragma once

#include <array>
#include <optional>
#include <string>

namespace bashni::cli {

struct SprtSettings {
    double elo0 = 0, elo1 = 10;
    double alpha = 0.05, beta = 0.05; // false positive and false negative rates
};

enum class SprtVerdict { Continue, H0, H1 }; // H0: not ELO1 better; H1: ELO1 better

class Pentanomial {
  public:
    // A finished pair, A's points in half points: 0 (lost both) to 4 (won both).
    void add(int halfPoints) { ++counts_.at(std::size_t(halfPoints)); }
    int pairs() const;
    // The log-likelihood ratio of ELO1 over ELO0; 0 before the first pair.
    double llr(double elo0, double elo1) const;

  private:
    std::array<int, 5> counts_{};
};

// The score of the stronger side expected at a rating difference of elo (logistic model).
double expectedScore(double elo);
// The log-likelihood ratios at which H0 (below) or H1 (above) is accepted.
double lowerBound(const SprtSettings& s);
double upperBound(const SprtSettings& s);
SprtVerdict verdict(double llr, const SprtSettings& s);

// "ELO0,ELO1" (ELO0 < ELO1, each within +-1000); nothing with the reason in *error.
std::optional<SprtSettings> parseSprt(const std::string& text, std::string* error);

} // namespace bashni::cli
