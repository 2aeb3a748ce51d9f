#include "ui/common/serveraddress.h"

#include "core/net/server/commands.h"

namespace bashni::ui {

std::optional<std::pair<QString, quint16>> parseServerAddress(const QString& text) {
    const QString t = text.trimmed();
    if (t.isEmpty() || t.contains(QLatin1Char(' '))) return std::nullopt;
    QString host = t;
    quint16 port = net::server::DefaultServerPort;
    const qsizetype colon = t.lastIndexOf(QLatin1Char(':'));
    const bool v6 = t.startsWith(QLatin1Char('['));
    if (colon > 0 && (!v6 || t.at(colon - 1) == QLatin1Char(']'))) {
        bool ok = false;
        const uint p = t.mid(colon + 1).toUInt(&ok);
        if (!ok || p == 0 || p > 65535) return std::nullopt;
        host = t.left(colon);
        port = quint16(p);
    }
    if (v6) {
        if (!host.endsWith(QLatin1Char(']'))) return std::nullopt;
        host = host.mid(1, host.size() - 2);
    } else if (host.contains(QLatin1Char(':'))) {
        return std::nullopt; // ":5000", or a bare IPv6 address, which needs its brackets
    }
    if (host.isEmpty()) return std::nullopt;
    return std::pair{host, port};
}

} // namespace bashni::ui
