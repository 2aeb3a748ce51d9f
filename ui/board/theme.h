// The art of the board: one SVG file a theme (resources/README.md gives the element ids), drawn
// by one shared QSvgRenderer, so squares and pieces stay crisp at any size.
#pragma once

#include "core/types.h"

#include <QColor>
#include <QSvgRenderer>

class QPainter;

namespace bashni::ui {

class Theme {
  public:
    // `file` is an SVG with the elements light, dark, white-man, black-man, white-king and
    // black-king; a file that does not load leaves the built-in drawing (plain colours).
    explicit Theme(const QString& file = QStringLiteral(":/themes/classic.svg"));

    bool isValid() const { return renderer_.isValid(); }
    void drawSquare(QPainter* p, bool dark, const QRectF& r);
    // A piece seen slightly from the side in r (r's height is PieceAspect of its width).
    void drawPiece(QPainter* p, Piece piece, const QRectF& r);

    // A piece's drawing is 100 wide and 60 high, and a disc is 16 thick (resources/README.md).
    static constexpr double PieceAspect = 0.6;
    static constexpr double DiscThickness = 0.16; // of the width

    // Highlight colours over the board.
    QColor selected() const { return {80, 160, 255, 150}; }
    QColor target() const { return {90, 200, 90, 170}; }
    QColor lastMove() const { return {250, 210, 60, 110}; }
    QColor hint() const { return {220, 80, 220, 150}; }

  private:
    QSvgRenderer renderer_;
};

} // namespace bashni::ui
