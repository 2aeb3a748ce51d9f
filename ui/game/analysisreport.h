// What one iteration of the computer's analysis found, as the controller reports it to the
// analysis panel: plain data, worded by the panel.
#pragma once

#include "core/move.h"
#include "core/types.h"

#include <QMetaType>

#include <cstdint>
#include <vector>

namespace bashni::ui {

struct AnalysisLine {
    std::vector<Move> moves; // the first is the move this line is about
    int score = 0;           // from the side to move's view, as engine::RootLine's
};

struct AnalysisReport {
    Color sideToMove = Color::White;
    int depth = 0;
    std::uint64_t nodes = 0;
    double seconds = 0;
    std::vector<AnalysisLine> lines; // best first

    // From White's view, as EvalText::score takes it.
    int whiteScore(const AnalysisLine& line) const {
        return sideToMove == Color::White ? line.score : -line.score;
    }
};

} // namespace bashni::ui

Q_DECLARE_METATYPE(bashni::ui::AnalysisReport)
