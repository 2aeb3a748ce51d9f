#include "match_record.h"

#include "core/pdn.h"

namespace bashni::cli {

bool MatchRecord::open(const QString& fileName, std::string* error) {
    file_.setFileName(fileName);
    if (file_.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered)) return true;
    *error = file_.errorString().toStdString();
    return false;
}

bool MatchRecord::add(const Game& game, std::string* error) {
    // Games are separated by a blank line, as writePdn separates several.
    const std::string text = (empty_ ? "" : "\n") + writePdn(game);
    empty_ = false;
    if (file_.write(text.data(), qint64(text.size())) == qint64(text.size())) return true;
    *error = file_.errorString().toStdString();
    return false;
}

} // namespace bashni::cli
