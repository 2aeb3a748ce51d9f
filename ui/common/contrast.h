// Legibility of one colour on another, as WCAG 2 measures it: what the window checks where it
// puts text on a colour of the desktop's palette (a highlight, a tint), and what tests assert.
#pragma once

#include <QColor>

namespace bashni::ui {

// The contrast ratio of two colours, 1 (the same) to 21 (black on white).
double contrastRatio(const QColor& a, const QColor& b);
// `preferred` on `back` when it reads (4.5 : 1, WCAG's AA for text), else black or white,
// whichever reads better: Breeze's highlight with its own white text reaches only 2.4 : 1.
QColor readableOn(const QColor& back, const QColor& preferred);

} // namespace bashni::ui
