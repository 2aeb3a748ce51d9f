// The art of the board: one SVG file a theme (resources/README.md gives the element ids), drawn
// by one shared QSvgRenderer, so squares and pieces stay crisp at any size. On screen each
// picture is rendered once a size into an ArtCache and copied from there.
#pragma once

#include "core/types.h"
#include "ui/board/artcache.h"

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
    // Forgets the pictures of the files loaded before (nothing happens for the same files).
    void load(const QString& boardFile, const QString& pieceFile);

    bool isValid() const { return board_.isValid() && pieces_.isValid(); }
    // Squares are drawn to whole device pixels, so neighbours meet without a seam.
    void drawSquare(QPainter* p, bool dark, const QRectF& r);
    // A piece seen slightly from the side in r (r's height is PieceAspect of its width), placed
    // at the nearest whole device pixel.
    void drawPiece(QPainter* p, Piece piece, const QRectF& r);

    // The count badge of a tall column (white and black pieces) in the lower part of its square.
    void drawBadge(QPainter* p, int white, int black, const QRectF& square);

    // The device pixels (p's device transform) that drawSquare fills completely when squares
    // tile r: r's edges rounded, where the squares are opaque pictures copied from the cache; an
    // empty rect where they are drawn otherwise.
    QRect coveredPixels(QPainter* p, const QRectF& r) const;

    // With the cache off every draw runs the SVG renderer, as vector output (SVG export) always
    // does: for comparing the two pictures.
    void setCached(bool cached) { cached_ = cached; }
    const ArtCache& cache() const { return cache_; }

    // A piece's drawing is 100 wide and 60 high, and a disc is 16 thick (resources/README.md).
    static constexpr double PieceAspect = 0.6;
    static constexpr double DiscThickness = 0.16; // of the width

    // Highlight colours over the board.
    QColor selected() const { return {80, 160, 255, 150}; }
    QColor target() const { return {90, 200, 90, 170}; }
    QColor lastMove() const { return {250, 210, 60, 110}; }
    QColor hint() const { return {220, 80, 220, 150}; }
    // Compulsory captures: the columns that must take and where they land, in one warm colour
    // apart from the quiet targets' green, so a capture reads as such before it is made.
    QColor capture() const { return {235, 70, 40, 220}; }
    QColor jumped() const { return {235, 70, 40, 90}; }

  private:
    // The pictures: the four pieces numbered as Piece is, the two squares, then a badge for
    // each pair of counts (FirstBadge + 32 × white + black).
    enum Art { LightSquare = 4, DarkSquare = 5, FirstBadge = 8 };
    static constexpr double BadgeStrip = 0.28; // of the square: the badge's part of it
    // How a picture meets the pixel grid (drawCached).
    enum class Fit { Tile, Phased, Whole };
    void render(QPainter* p, int art, const QRectF& r);
    static void renderBadge(QPainter* p, int white, int black, const QRectF& r);
    qreal cacheRatio(QPainter* p) const;
    bool drawCached(QPainter* p, int art, const QRectF& r, Fit fit);

    QString boardFile_, pieceFile_;
    QSvgRenderer board_, pieces_;
    ArtCache cache_;
    bool cached_ = true;
    bool opaqueSquares_ = false;
};

} // namespace bashni::ui
