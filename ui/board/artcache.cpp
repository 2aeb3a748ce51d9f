#include "ui/board/artcache.h"

#include <QHashFunctions>
#include <QImage>
#include <QPainter>

namespace bashni::ui {

size_t qHash(const ArtCache::Key& k, size_t seed) noexcept {
    return qHashMulti(seed, k.art, k.size.width(), k.size.height(), k.dpr, k.phase);
}

QPixmap ArtCache::pixmap(const Key& key, const Render& render) {
    if (const QPixmap* cached = cache_.object(key)) return *cached;
    ++rendered_;
    QImage image(key.size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        // As the board view draws (boardview.cpp).
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        render(&p, QRectF(image.rect()));
    }
    // fromImage finds opaque pictures (the squares), which are then copied without blending.
    QPixmap pixmap = QPixmap::fromImage(std::move(image));
    pixmap.setDevicePixelRatio(key.dpr);
    const qsizetype bytes = qsizetype(pixmap.width()) * pixmap.height() * 4;
    // A picture larger than the whole budget is not kept (insert deletes it), only drawn.
    cache_.insert(key, new QPixmap(pixmap), bytes);
    return pixmap;
}

} // namespace bashni::ui
