#include "ui/board/theme.h"

#include <QCoreApplication>
#include <QPainter>

namespace bashni::ui {

namespace {

const char* pieceId(Piece p) {
    switch (p) {
    case Piece::WhiteMan:
        return "white-man";
    case Piece::BlackMan:
        return "black-man";
    case Piece::WhiteKing:
        return "white-king";
    case Piece::BlackKing:
        return "black-king";
    }
    return "white-man";
}

} // namespace

const std::vector<ThemeInfo>& themes() {
    static const std::vector<ThemeInfo> list{
        {"classic", QT_TRANSLATE_NOOP("Theme", "Wood"), ":/themes/classic.svg"},
        {"contrast", QT_TRANSLATE_NOOP("Theme", "High contrast"), ":/themes/contrast.svg"},
    };
    return list;
}

QString themeName(const ThemeInfo& t) {
    return QCoreApplication::translate("Theme", t.name);
}

QString themeFile(const QString& id) {
    for (const ThemeInfo& t : themes())
        if (id == QLatin1String(t.id)) return QString::fromLatin1(t.file);
    return QString::fromLatin1(themes().front().file);
}

Theme::Theme(const QString& boardFile, const QString& pieceFile) {
    load(boardFile, pieceFile);
}

void Theme::load(const QString& boardFile, const QString& pieceFile) {
    board_.load(boardFile);
    pieces_.load(pieceFile);
}

void Theme::drawSquare(QPainter* p, bool dark, const QRectF& r) {
    const QString id = dark ? QStringLiteral("dark") : QStringLiteral("light");
    if (board_.elementExists(id))
        board_.render(p, id, r);
    else
        p->fillRect(r, dark ? QColor(118, 84, 58) : QColor(238, 220, 188));
}

void Theme::drawPiece(QPainter* p, Piece piece, const QRectF& r) {
    const QString id = QString::fromLatin1(pieceId(piece));
    if (pieces_.elementExists(id)) return pieces_.render(p, id, r);
    // Without the art: a flat disc, crowned kings marked by a gold ring.
    const bool white = colorOf(piece) == Color::White;
    p->setPen(QPen(white ? Qt::black : Qt::white, r.width() * 0.03));
    p->setBrush(white ? QColor(245, 240, 225) : QColor(40, 30, 25));
    p->drawEllipse(r.adjusted(0, 0, 0, -r.height() * 0.27));
    if (isKing(piece)) {
        p->setPen(QPen(QColor(230, 180, 30), r.width() * 0.06));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(
            r.adjusted(r.width() * 0.25, r.height() * 0.12, -r.width() * 0.25, -r.height() * 0.4));
    }
}

} // namespace bashni::ui
