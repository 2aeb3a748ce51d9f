#include "ui/board/boardview.h"

#include "ui/board/boardscene.h"
#include "ui/board/theme.h"
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
    // drawBackground paints every pixel the squares leave: the widget need not fill the
    // viewport first, which at 4K took a third of a repaint.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
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
