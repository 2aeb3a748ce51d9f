// What many test programs need, in one place: a position from its text (a bad one stops the
// program and says which and why: a test's own data is never wrong silently), the legal moves as
// sorted text, a move as text and a square by name.
#pragma once

#include "core/movegen.h"
#include "core/notation.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace bashni::test {

inline Position position(const QString& text, Rules rules = Rules::Standard) {
    Message error;
    const auto pos = parsePosition(text.toStdString(), rules, &error);
    if (!pos) qFatal("bad test position %s: %s", qPrintable(text), formatMessage(error).c_str());
    return *pos;
}

inline QString moveText(const Move& m) {
    return QString::fromStdString(formatMove(m));
}

// Every legal move's full path (docs/NOTATION.md), sorted.
inline QStringList legalMoveTexts(const Position& pos) {
    MoveList list;
    generateMoves(pos, list);
    QStringList out;
    for (const Move& m : list) out << moveText(m);
    out.sort();
    return out;
}

inline Square square(const QString& name) {
    const auto s = parseSquare(name.toStdString());
    if (!s) qFatal("bad test square %s", qPrintable(name));
    return *s;
}

} // namespace bashni::test
