// The board as a scene: squares with coordinates, one tower item a dark square, and the marks
// over them (selection, legal targets, columns that must capture, last move, hint). Shows a
// position; decides nothing.
#pragma once

#include "core/position.h"
#include "ui/board/theme.h"

#include <QGraphicsScene>

#include <array>
#include <memory>
#include <vector>

namespace bashni::ui {

class TowerItem;
class BoardBackground;
class MarksItem;
class CursorItem;

struct Marks {
    Square selected = NoSquare;
    std::vector<Square> path;      // landings clicked so far
    std::vector<Square> targets;   // where the selection may go
    bool captureTargets = false;   // the targets are capture landings (drawn unlike quiet ones)
    std::vector<Square> capturers; // columns that must capture, before one is picked up
    std::vector<Square> lastMove;  // its path
    std::vector<Square> jumped;    // the squares the last move captured on
    std::vector<Square> hint;
};

class BoardScene : public QGraphicsScene {
    Q_OBJECT
  public:
    explicit BoardScene(std::shared_ptr<Theme> theme, QObject* parent = nullptr);

    void setPosition(const Position& pos); // every column as pos has it, at once
    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }
    void setShowCoordinates(bool show);
    void setMarks(const Marks& marks);
    const Marks& marks() const { return marks_; }
    // The keyboard's square cursor, any of the 64 squares; NoSquare hides it.
    void setCursorSquare(Square s);
    Square cursorSquare() const { return cursor_; }

    // Geometry: the 64 squares' rect, the top-left corner of a square in scene units, and the
    // square under a point.
    static QRectF boardRect();
    QPointF squareOrigin(Square s) const;
    Square squareAt(const QPointF& p) const;    // NoSquare off the board or on a light square
    Square anySquareAt(const QPointF& p) const; // light squares too; NoSquare off the board
    TowerItem* tower(Square s) const { return towers_[std::size_t(s / 2)]; }
    // Puts each tower where its square is (after flipping or after an animation moved one).
    void placeTowers();
    Theme* theme() const { return theme_.get(); }

  private:
    std::shared_ptr<Theme> theme_;
    BoardBackground* background_;
    MarksItem* marks_item_;
    CursorItem* cursor_item_;
    std::array<TowerItem*, 32> towers_{};
    Marks marks_;
    Square cursor_ = NoSquare;
    bool flipped_ = false;
};

} // namespace bashni::ui
