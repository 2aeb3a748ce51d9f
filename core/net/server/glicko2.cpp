#include "core/net/server/glicko2.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace bashni::net::server {

namespace {

constexpr double Scale = 173.7178; // Glicko-2's unit: 400 / ln 10
constexpr double Epsilon = 0.000001;

double g(double phi) {
    return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expected(double mu, double muJ, double phiJ) {
    return 1 / (1 + std::exp(-g(phiJ) * (mu - muJ)));
}

// Step 5: the new volatility, by the Illinois algorithm.
double newVolatility(double phi, double sigma, double v, double delta, double tau) {
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    };
    double A = a, B;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0) ++k;
        B = a - k * tau;
    }
    double fA = f(A), fB = f(B);
    while (std::abs(B - A) > Epsilon) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2);
}

} // namespace

Rating updated(const Rating& player, const std::vector<Outcome>& outcomes, double tau) {
    const double mu = (player.rating - 1500) / Scale;
    const double phi = player.deviation / Scale;
    Rating next = player;
    if (outcomes.empty()) {
        const double grown = std::sqrt(phi * phi + player.volatility * player.volatility);
        next.deviation = std::min(350.0, grown * Scale);
        return next;
    }
    double vInverse = 0, sum = 0;
    for (const Outcome& o : outcomes) {
        const double muJ = (o.opponent.rating - 1500) / Scale;
        const double phiJ = o.opponent.deviation / Scale;
        const double e = expected(mu, muJ, phiJ);
        vInverse += g(phiJ) * g(phiJ) * e * (1 - e);
        sum += g(phiJ) * (o.score - e);
    }
    const double v = 1 / vInverse;
    const double sigma = newVolatility(phi, player.volatility, v, v * sum, tau);
    const double phiStar = std::sqrt(phi * phi + sigma * sigma);
    const double phiNew = 1 / std::sqrt(1 / (phiStar * phiStar) + 1 / v);
    next.rating = 1500 + Scale * (mu + phiNew * phiNew * sum);
    next.deviation = std::clamp(phiNew * Scale, MinDeviation, 350.0);
    next.volatility = sigma;
    next.games = player.games + int(outcomes.size());
    return next;
}

} // namespace bashni::net::server
