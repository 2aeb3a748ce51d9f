#include "ui/board/toweritem.h"

#include "ui/board/theme.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

namespace bashni::ui {

namespace {

constexpr double PieceWidth = 0.78 * TowerItem::SquareSize;
constexpr double PieceHeight = PieceWidth * Theme::PieceAspect;
// The tallest stack rises at most this far above a single piece, so a column of 24 stays within
// its square and the one behind it.
constexpr double MaxRise = 0.95 * TowerItem::SquareSize;

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

} // namespace

QString describeColumn(Column c) {
    QStringList names;
    for (int i = 0; i < c.height(); ++i) names << pieceName(c.at(i));
    return names.join(QStringLiteral(", "));
}

TowerItem::TowerItem(Theme* theme, Square square) : theme_(theme), square_(square) {
    setAcceptHoverEvents(true);
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
    return h <= 1 ? full : std::min(full, MaxRise / (h - 1));
}

QRectF TowerItem::boundingRect() const {
    const double rise = std::max(0, column_.height() - 1) * discStep();
    return {0, -rise, SquareSize, SquareSize + rise};
}

void TowerItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    const int h = column_.height();
    if (h == 0) return;
    const double step = discStep();
    // Short stacks are centred on the square; taller ones rise from a fixed base.
    const double base = (SquareSize - PieceHeight) / 2 + std::min(h - 1, 3) * step / 2;
    const double left = (SquareSize - PieceWidth) / 2;
    for (int i = h - 1, level = 0; i >= 0; --i, ++level)
        theme_->drawPiece(p, column_.at(i),
                          QRectF(left, base - level * step, PieceWidth, PieceHeight));
    if (h >= BadgeFrom) paintBadge(p);
}

// Two pills in the square's lower corner: the number of white and of black pieces.
void TowerItem::paintBadge(QPainter* p) const {
    const int white = column_.count(Color::White), black = column_.count(Color::Black);
    QFont font = p->font();
    font.setPixelSize(int(SquareSize * 0.2));
    font.setBold(true);
    p->setFont(font);
    const QFontMetricsF metrics(font);
    const double hgt = SquareSize * 0.24;
    double x = SquareSize - 2;
    const auto pill = [&](int n, QColor fill, QColor text) {
        if (n == 0) return;
        const double w =
            std::max(SquareSize * 0.3, metrics.horizontalAdvance(QString::number(n)) + hgt * 0.6);
        x -= w;
        const QRectF r(x, SquareSize - hgt - 2, w - 2, hgt);
        p->setPen(QPen(text, 1.5));
        p->setBrush(fill);
        p->drawRoundedRect(r, hgt / 2, hgt / 2);
        p->drawText(r, Qt::AlignCenter, QString::number(n));
    };
    pill(black, QColor(30, 25, 20), QColor(250, 245, 235));
    pill(white, QColor(250, 245, 235), QColor(30, 25, 20));
}

} // namespace bashni::ui
