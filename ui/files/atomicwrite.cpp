#include "ui/files/atomicwrite.h"

#include <QSaveFile>

namespace bashni::ui {

bool writeFileAtomically(const QString& path, std::string_view bytes, QString* error) {
    QSaveFile file(path);
    const auto size = qint64(bytes.size());
    if (file.open(QIODevice::WriteOnly) && file.write(bytes.data(), size) == size && file.commit())
        return true;
    if (error) *error = file.errorString();
    return false;
}

} // namespace bashni::ui
