#include "ui/common/icons.h"

#include <QFile>
#include <QPainter>
#include <QSvgRenderer>

namespace bashni::ui {

namespace {

QIcon bundled(const QString& name, const QPalette& palette) {
    QFile file(QStringLiteral(":/icons/actions/%1.svg").arg(name));
    if (!file.open(QIODevice::ReadOnly)) return {};
    // The bundled icons are drawn in one grey; recolour them for the palette.
    QByteArray svg = file.readAll();
    svg.replace("#3d3d3d", palette.color(QPalette::WindowText).name().toLatin1());
    QSvgRenderer renderer(svg);
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        renderer.render(&p);
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace

QIcon themedIcon(const QString& name, const QPalette& palette) {
    if (QIcon::hasThemeIcon(name)) return QIcon::fromTheme(name);
    return bundled(name, palette);
}

} // namespace bashni::ui
