// The board for screen readers: the view as a table of its 32 dark squares, each named ("d4") and
// described by what it holds, focused where the keyboard's cursor is, selected while its column
// is picked up, and pressed as a click. It asks the view what it shows and knows no game.
#pragma once

#include "core/move.h"
#include "core/types.h"

#include <QString>

class QAccessibleInterface;
class QObject;

namespace bashni::ui {

// The factory for QAccessible::installFactory: an interface for a BoardView, none otherwise.
QAccessibleInterface* createBoardAccessible(const QString& className, QObject* object);

// The index of a dark square among the board's children, -1 for any other square.
int boardChildIndex(Square s);

// "White played c3-d4", "Black captured 2: e5:c3:e1": a move in words, by its mover.
QString moveAnnouncement(Color mover, const Move& m);

} // namespace bashni::ui
