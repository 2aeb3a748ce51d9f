#include "core/engine/judgement.h"

#include "core/engine/search.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace bashni::engine {
namespace {

struct Mark {
    int nag;
    std::string_view glyph;
};
constexpr std::array<Mark, 4> marks{{{0, ""}, {6, "?!"}, {2, "?"}, {4, "??"}}};

const Mark& markOf(Judgement j) {
    return marks[std::size_t(j)];
}

bool forcedWin(int score) {
    return score > WinBound;
}
bool forcedLoss(int score) {
    return score < -WinBound;
}

} // namespace

int nag(Judgement j) {
    return markOf(j).nag;
}

std::string_view glyph(Judgement j) {
    return markOf(j).glyph;
}

Judgement judgementOfNag(int n) {
    for (std::size_t i = 1; i < marks.size(); ++i)
        if (marks[i].nag == n) return Judgement(i);
    return Judgement::None;
}

double winningChances(int score) {
    if (forcedWin(score)) return 1;
    if (forcedLoss(score)) return -1;
    return std::tanh(score / 400.0);
}

// Forced outcomes first, then the drop in winning chances against the drops the thresholds
// give from an even position. The chances flatten out far from even, so the moves of a game
// already won or lost are judged gently.
Judgement judge(int before, int after) {
    if (forcedLoss(before)) return Judgement::None; // every move loses: none is a mistake
    if (forcedWin(before) && forcedWin(after)) return Judgement::None; // still a forced win
    if (forcedLoss(after) && before > -DecidedLead) return Judgement::Blunder;
    if (forcedWin(before) && after < DecidedLead) return Judgement::Blunder;
    // A hair's allowance, so that exactly a threshold's loss from even reaches it.
    const double drop = winningChances(before) - winningChances(after) + 1e-9;
    if (drop >= winningChances(BlunderLoss)) return Judgement::Blunder;
    if (drop >= winningChances(MistakeLoss)) return Judgement::Mistake;
    if (drop >= winningChances(InaccuracyLoss)) return Judgement::Inaccuracy;
    return Judgement::None;
}

int lossOf(int before, int after) {
    const auto clip = [](int s) { return std::clamp(s, -LossClip, LossClip); };
    return std::max(0, clip(before) - clip(after));
}

} // namespace bashni::engine
