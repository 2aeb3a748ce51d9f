#include "ui/board/boardview.h"

#include "ui/board/boardaccessible.h"
#include "ui/board/boardscene.h"
#include "ui/board/theme.h"
#include "ui/board/toweritem.h"

#include <QAccessible>
#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>

namespace bashni::ui {

BoardView::BoardView(BoardScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), scene_(scene) {
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                   QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(240, 240);
    // Installing the same factory again is a no-op, so every view may do it.
    QAccessible::installFactory(&createBoardAccessible);
    QAccessible::installActivationObserver(this);
    setAccessibleName(tr("Board"));
    // drawBackground paints every pixel the squares leave: the widget need not fill the
    // viewport first, which at 4K took a third of a repaint.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    // Around the board the window's own colour, light or dark, not a text field's.
    viewport()->setBackgroundRole(QPalette::Window);
}

BoardView::~BoardView() {
    QAccessible::removeActivationObserver(this);
}

// The viewport's colour everywhere but under the squares, when the theme covers those with opaque
// pictures at whole device pixels (Theme::coveredPixels); the fill's edges fall on the same
// pixel edges, so it meets them without a seam.
void BoardView::drawBackground(QPainter* p, const QRectF& rect) {
    const QBrush brush = viewport()->palette().brush(viewport()->backgroundRole());
    const QRect covered = scene_->theme()->coveredPixels(p, BoardScene::boardRect());
    if (covered.isEmpty()) {
        p->fillRect(rect, brush);
    } else {
        const QRectF b = p->deviceTransform().inverted().mapRect(QRectF(covered));
        const auto fill = [&](double left, double top, double right, double bottom) {
            if (right > left && bottom > top)
                p->fillRect(QRectF(QPointF(left, top), QPointF(right, bottom)), brush);
        };
        fill(rect.left(), rect.top(), rect.right(), b.top());
        fill(rect.left(), b.bottom(), rect.right(), rect.bottom());
        fill(rect.left(), b.top(), b.left(), b.bottom());
        fill(b.right(), b.top(), rect.right(), b.bottom());
    }
    QGraphicsView::drawBackground(p, rect);
}

void BoardView::resizeEvent(QResizeEvent* e) {
    QGraphicsView::resizeEvent(e);
    fitInView(scene_->sceneRect(), Qt::KeepAspectRatio);
}

QPoint BoardView::squareCentre(Square s) const {
    const double half = TowerItem::SquareSize / 2;
    return mapFromScene(scene_->squareOrigin(s) + QPointF(half, half));
}

Square BoardView::cursorSquare() const {
    return scene_->cursorSquare();
}

QRect BoardView::squareRect(Square s) const {
    const QRectF square(scene_->squareOrigin(s),
                        QSizeF(TowerItem::SquareSize, TowerItem::SquareSize));
    return mapFromScene(square).boundingRect();
}

Column BoardView::column(Square s) const {
    return scene_->tower(s)->column();
}

Square BoardView::selectedSquare() const {
    return scene_->marks().selected;
}

void BoardView::pressSquare(Square s) {
    if (s == NoSquare || !isDark(s)) return;
    const Square selected = selectedSquare();
    if (!column(s).empty()) emit columnPressed(s);
    emit squareClicked(s);
    // The window answers at once: a column picked up or put down is the press's doing.
    if (screenReader_ && selectedSquare() != selected) {
        notifySelected(selected);
        notifySelected(selectedSquare());
    }
}

void BoardView::notifySelected(Square s) {
    if (s == NoSquare) return;
    QAccessible::State changed;
    changed.selected = true;
    QAccessibleStateChangeEvent event(this, changed);
    event.setChild(boardChildIndex(s));
    send_(&event);
}

void BoardView::announceMove(const Position& before, const Move& m) {
    announcement_ = moveAnnouncement(before.sideToMove(), m);
    if (!screenReader_) return;
    // Qt 6.4 has no announcement event; a changed description is what screen readers follow.
    QAccessibleEvent event(this, QAccessible::DescriptionChanged);
    send_(&event);
}

void BoardView::moveCursor(Square s) {
    cursor_ = s;
    scene_->setCursorSquare(s);
    if (!screenReader_) return; // nothing to build while no screen reader listens
    QAccessibleEvent event(this, QAccessible::Focus);
    // On a light square, which is no child, the board itself has the focus.
    if (const int child = boardChildIndex(s); child >= 0) event.setChild(child);
    send_(&event);
}

// Plain arrows, Space and Enter (keypad ones too) belong to the cursor.
bool BoardView::isCursorKey(const QKeyEvent* e) {
    if ((e->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) return false;
    switch (e->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return true;
    default:
        return false;
    }
}

// The window's Left and Right are replay shortcuts; on the focused board the arrows are the
// cursor's, so the board claims them before the shortcuts see them.
bool BoardView::event(QEvent* e) {
    if (e->type() == QEvent::ShortcutOverride && isCursorKey(static_cast<QKeyEvent*>(e))) {
        e->accept();
        return true;
    }
    return QGraphicsView::event(e);
}

// Where the cursor appears first: on the column picked up, else where it was or the last square
// pressed, else on the player's side of the board.
Square BoardView::cursorStart() const {
    if (scene_->marks().selected != NoSquare) return scene_->marks().selected;
    if (cursor_ != NoSquare) return cursor_;
    return scene_->isFlipped() ? makeSquare(5, 5) : makeSquare(2, 2);
}

void BoardView::keyPressEvent(QKeyEvent* e) {
    if (!isCursorKey(e)) return QGraphicsView::keyPressEvent(e);
    e->accept();
    // The first key only shows the cursor: a move or a click where the player cannot see it
    // would surprise.
    if (scene_->cursorSquare() == NoSquare) {
        moveCursor(cursorStart());
        return;
    }
    // Steps are taken on the screen, so that Up is towards the top however the board is turned.
    const QPointF origin = scene_->squareOrigin(cursor_);
    int col = int(origin.x() / TowerItem::SquareSize + 0.5);
    int row = int(origin.y() / TowerItem::SquareSize + 0.5);
    switch (e->key()) {
    case Qt::Key_Left:
        --col;
        break;
    case Qt::Key_Right:
        ++col;
        break;
    case Qt::Key_Up:
        --row;
        break;
    case Qt::Key_Down:
        ++row;
        break;
    default:
        // The same signals as a mouse press, so refusals, multi-landing captures and the
        // status line's account of a tall column are the same for the keys.
        pressSquare(cursor_);
        return;
    }
    col = std::clamp(col, 0, 7);
    row = std::clamp(row, 0, 7);
    moveCursor(scene_->isFlipped() ? makeSquare(7 - col, row) : makeSquare(col, 7 - row));
}

// Reached with Tab, the board shows where the keys act at once: a board with the focus and no
// mark of it would look as if the focus had gone nowhere.
void BoardView::focusInEvent(QFocusEvent* e) {
    QGraphicsView::focusInEvent(e);
    if (e->reason() == Qt::TabFocusReason || e->reason() == Qt::BacktabFocusReason)
        moveCursor(cursorStart());
}

void BoardView::focusOutEvent(QFocusEvent* e) {
    scene_->setCursorSquare(NoSquare); // the keys go elsewhere now
    QGraphicsView::focusOutEvent(e);
}

void BoardView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QGraphicsView::mousePressEvent(e);
    const Square s = scene_->squareAt(mapToScene(e->position().toPoint()));
    // The mouse is in use: the cursor goes, to come back from here when a key is pressed.
    scene_->setCursorSquare(NoSquare);
    if (const Square any = scene_->anySquareAt(mapToScene(e->position().toPoint()));
        any != NoSquare)
        cursor_ = any;
    pressed_ = s;
    pressPoint_ = e->position().toPoint();
    pressSquare(s);
}

void BoardView::mouseMoveEvent(QMouseEvent* e) {
    QGraphicsView::mouseMoveEvent(e);
    if (!(e->buttons() & Qt::LeftButton) || pressed_ == NoSquare) return;
    const QPoint now = e->position().toPoint();
    if (!dragged_) {
        if ((now - pressPoint_).manhattanLength() < QApplication::startDragDistance()) return;
        TowerItem* t = scene_->tower(pressed_);
        if (t->column().empty()) return;
        dragged_ = t;
        dragged_->setZValue(200);
    }
    const QPointF offset = mapToScene(now) - mapToScene(pressPoint_);
    dragged_->setPos(scene_->squareOrigin(pressed_) + offset);
}

void BoardView::mouseReleaseEvent(QMouseEvent* e) {
    QGraphicsView::mouseReleaseEvent(e);
    if (e->button() != Qt::LeftButton) return;
    const Square s = scene_->squareAt(mapToScene(e->position().toPoint()));
    const bool dropped = dragged_ != nullptr;
    if (dragged_) {
        dragged_ = nullptr;
        scene_->placeTowers();
    }
    const Square from = pressed_;
    pressed_ = NoSquare;
    if (dropped && s != NoSquare && s != from) emit columnDropped(from, s);
}

} // namespace bashni::ui
