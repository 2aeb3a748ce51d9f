// The board as a picture file: what the scene shows (marks included), 800 pixels a side as PNG,
// or as vector SVG; the format by the file's suffix.
#pragma once

#include <QString>

namespace bashni::ui {

class BoardScene;

// `description` goes into an SVG's metadata (the position text, say). False if not written.
bool writeBoardImage(BoardScene& scene, const QString& path, const QString& title,
                     const QString& description);

} // namespace bashni::ui
