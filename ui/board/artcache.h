// The theme's art as pixmaps, one a picture and size: a repaint copies pixels instead of running
// the SVG renderer again for every square and every disc.
#pragma once

#include <QCache>
#include <QPixmap>

#include <functional>

class QPainter;

namespace bashni::ui {

class ArtCache {
  public:
    // What a picture shows (numbered by the theme), its size in device pixels at a device pixel
    // ratio, and how far below the pixel grid the art starts in it (in the owner's fractions of
    // a pixel): the same art is kept apart for each size, screen and offset it is drawn at.
    struct Key {
        int art;
        QSize size;
        qreal dpr;
        int phase = 0;
        friend bool operator==(const Key&, const Key&) = default;
    };
    // Paints the picture into rect (the pixmap's whole area, in device pixels).
    using Render = std::function<void(QPainter* p, const QRectF& rect)>;

    // The pictures of a busy board 4,320 device pixels wide (a 4K screen at a ratio of 2: two
    // squares, four pieces at four offsets, a dozen badges) take about 10 MB, so this holds the
    // window's board and the position editor's; a window resized through many sizes pushes out
    // the pictures drawn least recently.
    static constexpr qsizetype DefaultBytes = 32 * 1024 * 1024;

    explicit ArtCache(qsizetype maxBytes = DefaultBytes) : cache_(maxBytes) {}

    // The picture for key, rendered on a transparent pixmap the first time it is asked for.
    QPixmap pixmap(const Key& key, const Render& render);
    void clear() { cache_.clear(); }

    qsizetype count() const { return cache_.count(); }
    qsizetype bytes() const { return cache_.totalCost(); }
    qsizetype maxBytes() const { return cache_.maxCost(); }
    // Pictures rendered so far, kept or not: a repaint that finds everything adds none.
    qint64 rendered() const { return rendered_; }

  private:
    QCache<Key, QPixmap> cache_; // cost: bytes
    qint64 rendered_ = 0;
};

size_t qHash(const ArtCache::Key& k, size_t seed = 0) noexcept;

} // namespace bashni::ui
