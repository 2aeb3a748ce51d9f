// The view of the board scene: keeps the board square and whole at any window size, and turns
// mouse presses and drops into squares. Clicking a column then a square and dragging the column
// there come out the same: a press is one click, a drop on another square a second one.
// The keyboard has a square cursor: while the board has the focus the arrows move it over the 64
// squares as the board is shown, and Space or Enter is a click on its square. It is drawn only
// while the keys are in use; a mouse press or leaving the board hides it.
// For screen readers (boardaccessible) it answers what is on a square and where, and tells them
// where the cursor went, which column a press picked up and each move played.
#pragma once

#include "core/position.h"

#include <QAccessible>
#include <QGraphicsView>

namespace bashni::ui {

class BoardScene;
class TowerItem;

class BoardView : public QGraphicsView, private QAccessible::ActivationObserver {
    Q_OBJECT
  public:
    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);
    ~BoardView() override;
    BoardScene* boardScene() const { return scene_; }
    // The centre of a square in viewport coordinates (for tests and keyboard focus).
    QPoint squareCentre(Square s) const;
    QSize sizeHint() const override { return {640, 640}; }
    // Where the keyboard's cursor is drawn, NoSquare while it is hidden.
    Square cursorSquare() const;

    // What a screen reader asks (boardaccessible): a square's rectangle in viewport coordinates
    // as the board is turned, the column shown on it, the column picked up, and the last move
    // in words.
    QRect squareRect(Square s) const;
    Column column(Square s) const;
    Square selectedSquare() const;
    QString announcement() const { return announcement_; }
    // A press on a dark square as a click or Space gives it (a screen reader's press action);
    // a light square or NoSquare does nothing.
    void pressSquare(Square s);
    // Where the view's accessibility events go, QAccessible::updateAccessibility unless a test
    // records them: Qt 6.4 passes none on, not even to its own update handler, while no platform
    // bridge is active, which offscreen none ever is.
    void setAccessibilityHandler(QAccessible::UpdateHandler handler) { send_ = handler; }

  public slots:
    // Tells a screen reader the move just played, by either side.
    void announceMove(const bashni::Position& before, const bashni::Move& m);

  signals:
    void squareClicked(Square s);               // a press (or the first click of a pick-up)
    void columnDropped(Square from, Square to); // a column dragged from one square to another
    void columnPressed(Square s); // pressed and held: the window tells the column's order

  protected:
    bool event(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;
    void drawBackground(QPainter* p, const QRectF& rect) override;
    void resizeEvent(QResizeEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    // A quick second click is a click, not something else (QGraphicsView would swallow it).
    void mouseDoubleClickEvent(QMouseEvent* e) override { mousePressEvent(e); }
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;

  private:
    static bool isCursorKey(const QKeyEvent* e);
    Square cursorStart() const;
    void moveCursor(Square s);
    void notifySelected(Square s); // its column was picked up or put down
    BoardScene* scene_;
    Square pressed_ = NoSquare;
    QPoint pressPoint_;
    TowerItem* dragged_ = nullptr;
    Square cursor_ = NoSquare; // where the cursor was last, or the last square pressed
    QString announcement_;
    // Whether a screen reader listens: only then are the events for it built.
    void accessibilityActiveChanged(bool active) override { screenReader_ = active; }
    bool screenReader_ = QAccessible::isActive();
    QAccessible::UpdateHandler send_ = &QAccessible::updateAccessibility;
};

} // namespace bashni::ui
