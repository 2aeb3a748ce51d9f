#include "ui/common/contrast.h"

#include <algorithm>
#include <cmath>

namespace bashni::ui {

namespace {

double luminance(const QColor& c) {
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor& back, const QColor& preferred) {
    if (contrastRatio(preferred, back) >= 4.5) return preferred;
    const QColor black(Qt::black), white(Qt::white);
    return contrastRatio(black, back) > contrastRatio(white, back) ? black : white;
}

} // namespace bashni::ui
