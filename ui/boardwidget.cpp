#include "boardwidget.h"

#include <QPainter>

namespace bashni::ui {

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent), position_(Position::start()) {
    setAccessibleName(tr("Board"));
    setMinimumSize(240, 240);
}

void BoardWidget::setPosition(const Position& pos) {
    position_ = pos;
    update();
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int side = std::min(width(), height());
    const double cell = side / 8.0;
    p.translate((width() - side) / 2.0, (height() - side) / 2.0);
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            const QRectF r(file * cell, (7 - rank) * cell, cell, cell);
            const Square s = makeSquare(file, rank);
            p.fillRect(r, isDark(s) ? QColor(0x76, 0x96, 0x56) : QColor(0xee, 0xee, 0xd2));
            const Column c = position_.column(s);
            // Discs seen slightly from the side, bottom piece lowest, so height is visible.
            const int h = c.height();
            const double lift = std::min(cell * 0.08, cell * 0.5 / std::max(h, 1));
            for (int i = h - 1; i >= 0; --i) {
                const Piece piece = c.at(i);
                const QRectF disc(r.left() + cell * 0.15,
                                  r.top() + cell * 0.3 - (h - 1 - i) * lift + (h - 1) * lift / 2,
                                  cell * 0.7, cell * 0.45);
                p.setPen(QPen(Qt::black, 1));
                p.setBrush(colorOf(piece) == Color::White ? QColor(0xf4, 0xf1, 0xe8)
                                                          : QColor(0x30, 0x2c, 0x2a));
                p.drawEllipse(disc);
                if (isKing(piece)) {
                    p.setBrush(QColor(0xd0, 0x20, 0x20));
                    p.drawEllipse(disc.center(), cell * 0.08, cell * 0.05);
                }
            }
        }
    }
}

} // namespace bashni::ui
