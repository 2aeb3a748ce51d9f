// Icons from the desktop theme (QIcon::fromTheme), with the bundled SVGs of resources/icons as
// fallback, drawn in the palette's text colour so they read on light and dark desktops alike.
#pragma once

#include <QIcon>
#include <QPalette>

namespace bashni::ui {

QIcon themedIcon(const QString& name, const QPalette& palette);

} // namespace bashni::ui
