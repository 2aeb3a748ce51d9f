#include "ui/window/windowlayout.h"

#include <algorithm>

namespace bashni::ui {

namespace {

// Between the board and the panels: the dock separator and margins.
constexpr int Gutter = 8;
// The panels' column: wide enough for a player's name and clock and two columns of moves, and
// never more than half the board (so at most a third of the window).
constexpr int MinPanels = 240;
constexpr int MaxPanels = 400;

} // namespace

FirstLayout firstLayout(QSize available, int chrome) {
    // Small screens are used to the full; on large ones a window that fills the whole height
    // looks maximised without being so.
    const double share = available.height() < 900 ? 0.92 : 0.86;
    const int height = std::min(available.height() - FirstFrameAllowance,
                                static_cast<int>(available.height() * share));
    int board = std::max(height - chrome, 200);
    int panels = std::clamp(board * 42 / 100, MinPanels, MaxPanels);
    panels = std::min(panels, board / 2);
    // A narrow (portrait) screen: board and panels share the width, two to one.
    if (board + panels + 2 * Gutter > available.width()) {
        board = std::max((available.width() - 2 * Gutter) * 2 / 3, 200);
        panels = board / 2;
    }
    return {QSize(board + panels + Gutter, board + chrome), panels};
}

} // namespace bashni::ui
