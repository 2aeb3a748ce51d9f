#include "ui/board/boardscene.h"

#include "ui/board/toweritem.h"

#include <QPainter>
#include <QPalette>
#include <QPen>

#include <algorithm>

namespace bashni::ui {

namespace {

constexpr double S = TowerItem::SquareSize;
constexpr double Margin = 0.32 * S; // room for the coordinates (and tall towers on rank 8)

} // namespace

// The 64 squares and the letters and numbers along the edges.
class BoardBackground : public QGraphicsItem {
  public:
    BoardBackground(BoardScene* scene) : scene_(scene) { setZValue(-10); }
    QRectF boundingRect() const override {
        return {-Margin, -Margin, 8 * S + 2 * Margin, 8 * S + 2 * Margin};
    }
    void setShowCoordinates(bool show) {
        coordinates_ = show;
        update();
    }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
        for (Square s = 0; s < 64; ++s)
            scene_->theme()->drawSquare(p, isDark(s),
                                        QRectF(scene_->squareOrigin(s), QSizeF(S, S)));
        if (!coordinates_) return;
        // At least 9 pixels on the screen however small the board, as long as the margin holds
        // them: 60 % of the margin is 5 pixels on the smallest board.
        const double scale = std::max(p->worldTransform().m11(), 1e-3);
        QFont font = p->font();
        font.setPixelSize(int(std::clamp(9 / scale, Margin * 0.6, Margin * 0.9)));
        p->setFont(font);
        p->setPen(scene_->palette().color(QPalette::WindowText));
        for (int i = 0; i < 8; ++i) {
            const QPointF file = scene_->squareOrigin(makeSquare(i, 0));
            const QPointF rank = scene_->squareOrigin(makeSquare(0, i));
            const QString letter(QChar('a' + i)), number = QString::number(i + 1);
            p->drawText(QRectF(file.x(), 8 * S, S, Margin), Qt::AlignCenter, letter);
            p->drawText(QRectF(file.x(), -Margin, S, Margin), Qt::AlignCenter, letter);
            p->drawText(QRectF(-Margin, rank.y(), Margin, S), Qt::AlignCenter, number);
            p->drawText(QRectF(8 * S, rank.y(), Margin, S), Qt::AlignCenter, number);
        }
    }

  private:
    BoardScene* scene_;
    bool coordinates_ = true;
};

// Coloured squares and rings under the towers.
class MarksItem : public QGraphicsItem {
  public:
    MarksItem(BoardScene* scene) : scene_(scene) { setZValue(-5); }
    QRectF boundingRect() const override { return {0, 0, 8 * S, 8 * S}; }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
        const Marks& m = scene_->marks();
        Theme* t = scene_->theme();
        p->setPen(Qt::NoPen);
        const auto fill = [&](Square s, QColor c) {
            p->fillRect(QRectF(scene_->squareOrigin(s), QSizeF(S, S)), c);
        };
        const auto centre = [&](Square s) {
            return scene_->squareOrigin(s) + QPointF(S / 2, S / 2);
        };
        for (Square s : m.lastMove) fill(s, t->lastMove());
        // A jumped square is crossed as well as tinted: the column there may be gone or be
        // under the capturer now, so the tint alone would not say what happened on it.
        for (Square s : m.jumped) {
            fill(s, t->jumped());
            const QRectF r(scene_->squareOrigin(s) + QPointF(S * 0.2, S * 0.2), QSizeF(S, S) * 0.6);
            p->setPen(QPen(t->capture(), S * 0.05, Qt::SolidLine, Qt::RoundCap));
            p->drawLine(r.topLeft(), r.bottomRight());
            p->drawLine(r.topRight(), r.bottomLeft());
            p->setPen(Qt::NoPen);
        }
        for (Square s : m.hint) fill(s, t->hint());
        if (m.selected != NoSquare) fill(m.selected, t->selected());
        for (Square s : m.path) fill(s, t->selected());
        // Columns that must capture: a ring round the whole square, under the tower, so it
        // shows beside a column of any height.
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(t->capture(), S * 0.07));
        for (Square s : m.capturers) p->drawEllipse(centre(s), S * 0.44, S * 0.44);
        if (m.captureTargets) {
            // A capture landing: a ring with a dot, unlike the quiet target's dot alone.
            p->setPen(QPen(t->capture(), S * 0.05));
            p->setBrush(t->target());
            for (Square s : m.targets) p->drawEllipse(centre(s), S * 0.22, S * 0.22);
        } else {
            p->setPen(Qt::NoPen);
            p->setBrush(t->target());
            for (Square s : m.targets) p->drawEllipse(centre(s), S * 0.17, S * 0.17);
        }
    }
    void changed() { update(); }

  private:
    BoardScene* scene_;
};

// The keyboard's square cursor: a thick outline in the highlight colour with a thin line of the
// highlighted-text colour inside, so that one of the two stands out on light and dark squares
// alike. Above the towers (a tall column would hide an outline under it), below a dragged one.
class CursorItem : public QGraphicsItem {
  public:
    CursorItem(BoardScene* scene) : scene_(scene) {
        setZValue(150);
        setVisible(false);
    }
    QRectF boundingRect() const override { return {0, 0, S, S}; }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override {
        const QPalette palette = scene_->palette();
        const double outer = S * 0.09, inner = S * 0.03;
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(palette.color(QPalette::Highlight), outer, Qt::SolidLine, Qt::SquareCap,
                       Qt::MiterJoin));
        p->drawRect(boundingRect().adjusted(outer / 2, outer / 2, -outer / 2, -outer / 2));
        p->setPen(QPen(palette.color(QPalette::HighlightedText), inner, Qt::SolidLine,
                       Qt::SquareCap, Qt::MiterJoin));
        const double in = outer + inner / 2;
        p->drawRect(boundingRect().adjusted(in, in, -in, -in));
    }

  private:
    BoardScene* scene_;
};

BoardScene::BoardScene(std::shared_ptr<Theme> theme, QObject* parent)
    : QGraphicsScene(parent), theme_(std::move(theme)) {
    setSceneRect(-Margin, -Margin, 8 * S + 2 * Margin, 8 * S + 2 * Margin);
    background_ = new BoardBackground(this);
    addItem(background_);
    marks_item_ = new MarksItem(this);
    addItem(marks_item_);
    cursor_item_ = new CursorItem(this);
    addItem(cursor_item_);
    for (Square s = 0; s < 64; ++s) {
        if (!isDark(s)) continue;
        auto* t = new TowerItem(theme_.get(), s);
        towers_[std::size_t(s / 2)] = t;
        addItem(t);
    }
    placeTowers();
}

QRectF BoardScene::boardRect() {
    return {0, 0, 8 * S, 8 * S};
}

QPointF BoardScene::squareOrigin(Square s) const {
    const int file = flipped_ ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped_ ? rankOf(s) : 7 - rankOf(s);
    return {file * S, row * S};
}

Square BoardScene::squareAt(const QPointF& p) const {
    const Square s = anySquareAt(p);
    return s != NoSquare && isDark(s) ? s : NoSquare;
}

Square BoardScene::anySquareAt(const QPointF& p) const {
    if (p.x() < 0 || p.y() < 0 || p.x() >= 8 * S || p.y() >= 8 * S) return NoSquare;
    const int col = int(p.x() / S), row = int(p.y() / S);
    return flipped_ ? makeSquare(7 - col, row) : makeSquare(col, 7 - row);
}

void BoardScene::placeTowers() {
    for (TowerItem* t : towers_) {
        t->setPos(squareOrigin(t->square()));
        t->setZValue(t->pos().y() / S); // nearer rows are drawn over the stacks behind them
    }
    if (cursor_ != NoSquare) cursor_item_->setPos(squareOrigin(cursor_));
}

void BoardScene::setPosition(const Position& pos) {
    for (TowerItem* t : towers_) t->setColumn(pos.column(t->square()));
    placeTowers();
}

void BoardScene::setFlipped(bool flipped) {
    if (flipped == flipped_) return;
    flipped_ = flipped;
    placeTowers();
    background_->update();
    marks_item_->changed();
}

void BoardScene::setShowCoordinates(bool show) {
    background_->setShowCoordinates(show);
}

void BoardScene::setCursorSquare(Square s) {
    cursor_ = s;
    cursor_item_->setVisible(s != NoSquare);
    if (s != NoSquare) cursor_item_->setPos(squareOrigin(s));
}

void BoardScene::setMarks(const Marks& marks) {
    marks_ = marks;
    marks_item_->changed();
}

} // namespace bashni::ui
