// What many test programs need, in one place: a position from its text (a bad one stops the
// program and says which and why: a test's own data is never wrong silently), the legal moves as
// sorted text, a move as text, a square by name, and a position turned round for the other side.
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

// The board turned round (a1 <-> h8) with the colours swapped: the same position for the other
// side to move.
inline QString mirrorSquare(const QString& square) {
    return QString(QChar('a' + 'h' - square[0].unicode())) + QChar('1' + '8' - square[1].unicode());
}

inline QString mirrorPosition(const QString& fen) {
    QStringList entries;
    for (const QString& entry : fen.mid(2).split(',')) {
        QString column = entry.mid(3);
        for (QChar& c : column) {
            static const QString from = "wbWB", to = "bwBW";
            c = to[from.indexOf(c)];
        }
        entries << mirrorSquare(entry.left(2)) + '=' + column;
    }
    return QString(fen[0] == 'W' ? "B:" : "W:") + entries.join(',');
}

} // namespace bashni::test
