// One column drawn as a stack of discs seen slightly from the side: who owns it (the top), a king
// (the crown, also on buried kings' bands) and how many of each colour it holds (the bands, and a
// count badge on tall columns). The full order shows as a tooltip.
#pragma once

#include "core/column.h"

#include <QGraphicsItem>

namespace bashni::ui {

class Theme;

class TowerItem : public QGraphicsItem {
  public:
    static constexpr double SquareSize = 100; // scene units
    static constexpr int BadgeFrom = 3;       // columns this tall get a count badge

    TowerItem(Theme* theme, Square square);

    Square square() const { return square_; }
    Column column() const { return column_; }
    void setColumn(Column c);
    // Pieces bottom first, as drawn (what a test can check of the picture).
    std::vector<Piece> drawnPieces() const;
    // The vertical distance between two discs of this column, in scene units.
    double discStep() const;

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

  private:
    // How far above its square the column may rise (its y in the board's scene, at most a
    // square): on the far rank nothing, so that a tall column stays on the board, off the
    // coordinates, its top in view.
    void setRoomAbove(double room);

    Theme* theme_;
    Square square_;
    Column column_;
    double roomAbove_ = 0; // as at (0, 0), where it starts
};

// "white king, 2 black men": a column from the top down, for tooltips and the status bar.
QString describeColumn(Column c);
// "white king over 2 black men": the same as a sentence, for screen readers.
QString speakColumn(Column c);

} // namespace bashni::ui
