#include "ui/board/boardimage.h"

#include "ui/board/boardscene.h"

#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace bashni::ui {

bool writeBoardImage(BoardScene& scene, const QString& path, const QString& title,
                     const QString& description) {
    const QRectF source = scene.sceneRect();
    const QSize size = (source.size() * (800.0 / source.width())).toSize();
    if (QFileInfo(path).suffix().compare("svg", Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title);
        svg.setDescription(description);
        QPainter p;
        if (!p.begin(&svg)) return false;
        scene.render(&p, QRectF(QPointF(0, 0), size), source);
        return p.end();
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                     QPainter::TextAntialiasing);
    scene.render(&p, QRectF(QPointF(0, 0), size), source);
    p.end();
    return image.save(path);
}

} // namespace bashni::ui
