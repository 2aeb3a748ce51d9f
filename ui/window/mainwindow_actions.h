// Internal to the main window's files: its actions, by menu.
#pragma once

#include "ui/window/mainwindow.h"

class QAction;
class QActionGroup;

namespace bashni::ui {

struct MainWindow::Actions {
    QAction *newGame, *setUp, *open, *save, *saveAs, *exportImage, *properties;
    QAction *hint, *moveNow, *pause, *offerDraw, *resign, *quit;
    QAction *undo, *redo, *copyPosition, *copyGame, *paste;
    QAction *first, *previous, *next, *last, *analyse;
    QAction *flip, *coordinates, *legalMoves, *lastMove, *sound, *resetLayout;
    QActionGroup *animation, *level;
    QAction *preferences, *manual, *rules, *shortcuts, *about;
};

} // namespace bashni::ui
