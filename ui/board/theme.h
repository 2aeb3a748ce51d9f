// The art of the board: one SVG file a theme (resources/README.md gives the element ids), drawn
// by one shared QSvgRenderer, so squares and pieces stay crisp at any size.
#pragma once

#include "core/types.h"

#include <QColor>
#include <QSvgRenderer>

#include <vector>

class QPainter;

namespace bashni::ui {

// The shipped themes: each file has a board (light, dark) and a piece set (white-man, black-man,
// white-king, black-king); board and pieces can come from different themes.
struct ThemeInfo {
    const char* id;   // kept in the settings
    const char* name; // shown (translated in the "Theme" context)
    const char* file;
};
const std::vector<ThemeInfo>& themes();
QString themeName(const ThemeInfo& t);
QString themeFile(const QString& id); // the first theme's file for an unknown id

class Theme {
  public:
    // A file that does not load leaves the built-in drawing (plain colours).
    explicit Theme(const QString& boardFile = QStringLiteral(":/themes/classic.svg"),
                   const QString& pieceFile = QStringLiteral(":/themes/classic.svg"));
    void load(const QString& boardFile, const QString& pieceFile);

    bool isValid() const { return board_.isValid() && pieces_.isValid(); }
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
    QSvgRenderer board_, pieces_;
};

} // namespace bashni::ui
