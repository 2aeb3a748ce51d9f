// A Bashni server's address as a player types it: "host", "host:port" or "[v6]:port", the port
// being the usual 47522 when it is left out.
#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace bashni::ui {

// The host and port; nullopt when the text is none of the forms above.
std::optional<std::pair<QString, quint16>> parseServerAddress(const QString& text);

} // namespace bashni::ui
