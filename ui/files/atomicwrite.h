// Writing a whole file so that a crash or a full disk never leaves half of it: the old file stays
// until the new one is complete (QSaveFile). The game files and the autosave both write this way.
#pragma once

#include <QString>

#include <string_view>

namespace bashni::ui {

// False with the reason in `error` (when given) if the file could not be written.
bool writeFileAtomically(const QString& path, std::string_view bytes, QString* error = nullptr);

} // namespace bashni::ui
