// The main window's layout at the first start and after View → Reset Layout: a window sized from
// the screen's free area in which the board is by far the largest thing, with one narrow column of
// panels beside it. Pure arithmetic, so that it is tested for any screen without one.
#pragma once

#include <QSize>

namespace bashni::ui {

// Saved with the window's state (QMainWindow::saveState's version). A state saved by another
// layout is not restored: its docks may be gone or mean something else, and a window restored
// from it could hide the board again. The window then starts as at the first start.
inline constexpr int LayoutVersion = 3;
// What the desktop adds above a window's client area (a title bar, or Qt's own decorations on
// Wayland), not known before the window is shown: the larger of Breeze's and Adwaita's.
inline constexpr int FirstFrameAllowance = 40;

struct FirstLayout {
    QSize window;   // the window's client size (without the frame the desktop adds)
    int panels = 0; // the width of the dock column beside the board
};

// `available` is the screen's free area (QScreen::availableGeometry), `chrome` the height the
// menu bar, toolbar and status bar take. The board gets the height that is left, the panels a
// column of at most a third of the window's width, and the window fits the screen with room for
// a title bar.
FirstLayout firstLayout(QSize available, int chrome);

} // namespace bashni::ui
