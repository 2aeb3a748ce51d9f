#include "ui/board/toweritem.h"

#include "ui/board/theme.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>

namespace bashni::ui {

namespace {

constexpr double PieceWidth = 0.78 * TowerItem::SquareSize;
constexpr double PieceHeight = PieceWidth * Theme::PieceAspect;
// The tallest stack rises at most this far above a single piece, so a column of 24 stays within
// its square and the one behind it.
constexpr double MaxRise = 0.95 * TowerItem::SquareSize;
// A single piece's top, centred on its square.
constexpr double PieceTop = (TowerItem::SquareSize - PieceHeight) / 2;
// Room for a piece placed at whole device pixels, within the bounding rect.
constexpr double Slack = 1;

// The bottom disc's top: short stacks are centred on the square; taller ones rise from a fixed
// base.
double baseOf(int height, double step) {
    return PieceTop + std::min(height - 1, 3) * step / 2;
}

QString pieceName(Piece p) {
    switch (p) {
    case Piece::WhiteMan:
        return QCoreApplication::translate("TowerItem", "white man");
    case Piece::BlackMan:
        return QCoreApplication::translate("TowerItem", "black man");
    case Piece::WhiteKing:
        return QCoreApplication::translate("TowerItem", "white king");
    case Piece::BlackKing:
        return QCoreApplication::translate("TowerItem", "black king");
    }
    return {};
}

// "2 black men": a run of like pieces. One is named without a number, as a player says it.
QString runName(Piece p, int n) {
    if (n == 1) return pieceName(p);
    switch (p) {
    case Piece::WhiteMan:
        return QCoreApplication::translate("TowerItem", "%n white men", nullptr, n);
    case Piece::BlackMan:
        return QCoreApplication::translate("TowerItem", "%n black men", nullptr, n);
    case Piece::WhiteKing:
        return QCoreApplication::translate("TowerItem", "%n white kings", nullptr, n);
    case Piece::BlackKing:
        return QCoreApplication::translate("TowerItem", "%n black kings", nullptr, n);
    }
    return {};
}

// The runs of like pieces from the top down.
QStringList runNames(Column c) {
    QStringList runs;
    for (int i = 0; i < c.height();) {
        int j = i;
        while (j < c.height() && c.at(j) == c.at(i)) ++j;
        runs << runName(c.at(i), j - i);
        i = j;
    }
    return runs;
}

} // namespace

QString describeColumn(Column c) {
    return runNames(c).join(QStringLiteral(", "));
}

QString speakColumn(Column c) {
    const QStringList runs = runNames(c);
    QString text = runs.value(0);
    for (int i = 1; i < runs.size(); ++i)
        text = QCoreApplication::translate("TowerItem", "%1 over %2").arg(text, runs[i]);
    return text;
}

TowerItem::TowerItem(Theme* theme, Square square) : theme_(theme), square_(square) {
    setAcceptHoverEvents(true);
    setFlag(ItemSendsGeometryChanges);
}

// Placed, dragged or flying in an animation: the room above follows where it is.
QVariant TowerItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    if (change == ItemPositionHasChanged)
        setRoomAbove(std::clamp(value.toPointF().y(), 0.0, SquareSize));
    return QGraphicsItem::itemChange(change, value);
}

void TowerItem::setColumn(Column c) {
    if (c == column_) return;
    prepareGeometryChange();
    column_ = c;
    setToolTip(
        c.empty()
            ? QString()
            : QCoreApplication::translate("TowerItem", "Top to bottom: %1").arg(describeColumn(c)));
    update();
}

std::vector<Piece> TowerItem::drawnPieces() const {
    std::vector<Piece> out;
    for (int i = column_.height() - 1; i >= 0; --i) out.push_back(column_.at(i));
    return out;
}

double TowerItem::discStep() const {
    const int h = column_.height();
    const double full = PieceWidth * Theme::DiscThickness;
    if (h <= 1) return full;
    // The top disc's top, baseOf(h, step) - (h - 1) * step, at most roomAbove_ above the square.
    const double fits = (PieceTop + roomAbove_ - Slack) / ((h - 1) - std::min(h - 1, 3) / 2.0);
    return std::min({full, MaxRise / (h - 1), fits});
}

void TowerItem::setRoomAbove(double room) {
    if (room == roomAbove_) return;
    prepareGeometryChange();
    roomAbove_ = room;
    update();
}

// The square, and above it the stack's top when it rises out of it.
QRectF TowerItem::boundingRect() const {
    const int h = std::max(1, column_.height());
    const double step = discStep();
    const double top = std::min(0.0, baseOf(h, step) - (h - 1) * step - Slack);
    return {0, top, SquareSize, SquareSize - top};
}

void TowerItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    const int h = column_.height();
    if (h == 0) return;
    const double step = discStep();
    const double base = baseOf(h, step);
    const double left = (SquareSize - PieceWidth) / 2;
    for (int i = h - 1, level = 0; i >= 0; --i, ++level)
        theme_->drawPiece(p, column_.at(i),
                          QRectF(left, base - level * step, PieceWidth, PieceHeight));
    if (h >= BadgeFrom)
        theme_->drawBadge(p, column_.count(Color::White), column_.count(Color::Black),
                          QRectF(0, 0, SquareSize, SquareSize));
}

} // namespace bashni::ui
