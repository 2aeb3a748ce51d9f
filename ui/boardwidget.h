// A first, read-only drawing of a position: the board and every column as a stack of discs.
// The full QGraphicsView board with move input and animation replaces it (issue 5).
#pragma once

#include "core/position.h"

#include <QWidget>

namespace bashni::ui {

class BoardWidget : public QWidget {
    Q_OBJECT
  public:
    explicit BoardWidget(QWidget* parent = nullptr);
    void setPosition(const Position& pos);
    const Position& position() const { return position_; }
    QSize sizeHint() const override { return {560, 560}; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    Position position_;
};

} // namespace bashni::ui
