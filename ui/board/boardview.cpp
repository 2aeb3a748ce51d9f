#include "ui/board/boardview.h"

#include "ui/board/boardscene.h"
#include "ui/board/toweritem.h"

#include <QApplication>
#include <QMouseEvent>

namespace bashni::ui {

BoardView::BoardView(BoardScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), scene_(scene) {
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                   QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(240, 240);
    setAccessibleName(tr("Board"));
}

void BoardView::resizeEvent(QResizeEvent* e) {
    QGraphicsView::resizeEvent(e);
    fitInView(scene_->sceneRect(), Qt::KeepAspectRatio);
}

QPoint BoardView::squareCentre(Square s) const {
    const double half = TowerItem::SquareSize / 2;
    return mapFromScene(scene_->squareOrigin(s) + QPointF(half, half));
}

void BoardView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QGraphicsView::mousePressEvent(e);
    const Square s = scene_->squareAt(mapToScene(e->position().toPoint()));
    pressed_ = s;
    pressPoint_ = e->position().toPoint();
    if (s == NoSquare) return;
    if (!scene_->tower(s)->column().empty()) emit columnPressed(s);
    emit squareClicked(s);
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
