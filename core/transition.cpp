#include "core/transition.h"

namespace bashni {

std::vector<TransitionStep> transition(const Position& pos, const Move& m) {
    std::vector<TransitionStep> steps;
    Column mover = pos.column(m.from);
    const Bitboard promotion = promotionRank(pos.sideToMove());
    if (!m.isCapture()) {
        if (m.promotes) mover.promoteTop();
        steps.push_back({m.from, m.landing[0], NoSquare, false, {{m.landing[0], mover}}});
        return steps;
    }
    const bool atOnce = pos.rules() != Rules::Turkish;
    std::array<Column, 64> board{};
    for (Square s = 0; s < 64; ++s) board[std::size_t(s)] = pos.column(s);
    Square at = m.from;
    for (int i = 0; i < m.jumps; ++i) {
        TransitionStep step{at, m.landing[i], m.captured[i], atOnce, {}};
        if (atOnce) {
            Column& victim = board[m.captured[i]];
            mover.pushBottom(victim.popTop());
            step.changed.emplace_back(m.captured[i], victim);
        }
        if (m.promotes && (promotion & bit(m.landing[i]))) mover.promoteTop();
        if (!atOnce && i == m.jumps - 1) {
            for (int j = 0; j < m.jumps; ++j) {
                Column& victim = board[m.captured[j]];
                mover.pushBottom(victim.popTop());
                step.changed.emplace_back(m.captured[j], victim);
            }
        }
        step.changed.emplace_back(m.landing[i], mover);
        at = m.landing[i];
        steps.push_back(std::move(step));
    }
    return steps;
}

} // namespace bashni
