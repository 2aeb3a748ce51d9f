#include "ui/net/discovery.h"

#include "core/net/wire.h"

#include <QList>

#include <algorithm>

namespace bashni::ui {

namespace {

const QByteArray HostPrefix = "BASHNI-HOST 1 ";
constexpr int MaxNameChars = 100;

} // namespace

QByteArray hostDatagram(quint16 port, Rules rules, const TimeControl& clock, const QString& name) {
    return HostPrefix + QByteArray::number(port) + ' ' +
           QByteArray::fromStdString(std::string(rulesName(rules))) + ' ' +
           QByteArray::fromStdString(net::formatWireClock(clock)) + ' ' + name.toUtf8();
}

// Strict, as any line of the protocol: a peer's bytes are checked before anything is shown.
std::optional<FoundHost> readHostDatagram(const QByteArray& datagram, const QString& from) {
    if (!datagram.startsWith(HostPrefix)) return std::nullopt;
    const QList<QByteArray> words = datagram.mid(HostPrefix.size()).split(' ');
    if (words.size() < 4) return std::nullopt;
    bool ok = false;
    const uint port = words[0].toUInt(&ok);
    const auto rules = parseRules(words[1].toStdString());
    const auto clock = net::parseWireClock(words[2].toStdString());
    const QString name = QString::fromUtf8(
        datagram.mid(HostPrefix.size() + words[0].size() + words[1].size() + words[2].size() + 3));
    const bool printable = std::none_of(name.begin(), name.end(), [](QChar c) {
        return c.category() == QChar::Other_Control || c == QChar::ReplacementCharacter;
    });
    if (!ok || port == 0 || port > 65535 || !rules || !clock || name.isEmpty() ||
        name.size() > MaxNameChars || !printable)
        return std::nullopt;
    return FoundHost{from, quint16(port), *rules, *clock, name};
}

} // namespace bashni::ui
