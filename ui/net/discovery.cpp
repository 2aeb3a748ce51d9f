#include "ui/net/discovery.h"

#include "core/net/wire.h"

#include <QNetworkDatagram>
#include <QUdpSocket>

namespace bashni::ui {

namespace {

const QByteArray LookDatagram = "BASHNI-LOOK 1";
const QByteArray HostPrefix = "BASHNI-HOST 1 ";
constexpr int MaxNameChars = 100;

} // namespace

QByteArray hostDatagram(quint16 port, Rules rules, const TimeControl& clock, const QString& name) {
    return HostPrefix + QByteArray::number(port) + ' ' +
           QByteArray::fromStdString(std::string(rulesName(rules))) + ' ' +
           QByteArray::fromStdString(net::formatWireClock(clock)) + ' ' + name.toUtf8();
}

// Strict, as any line of the protocol: a peer's bytes are checked before anything is shown.
std::optional<FoundHost> readHostDatagram(const QByteArray& datagram, const QHostAddress& from) {
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

DiscoveryResponder::DiscoveryResponder(quint16 udpPort, QByteArray answer, QObject* parent)
    : QObject(parent), socket_(new QUdpSocket(this)), answer_(std::move(answer)) {
    // Shared: a second program hosting on this machine answers too.
    socket_->bind(QHostAddress::AnyIPv4, udpPort,
                  QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint);
    connect(socket_, &QUdpSocket::readyRead, this, &DiscoveryResponder::onReadyRead);
}

bool DiscoveryResponder::listening() const {
    return socket_->state() == QAbstractSocket::BoundState;
}

void DiscoveryResponder::onReadyRead() {
    while (socket_->hasPendingDatagrams()) {
        const QNetworkDatagram d = socket_->receiveDatagram(64);
        if (d.data() == LookDatagram)
            socket_->writeDatagram(answer_, d.senderAddress(), quint16(d.senderPort()));
    }
}

DiscoveryLook::DiscoveryLook(QHostAddress broadcast, quint16 udpPort, QObject* parent)
    : QObject(parent), socket_(new QUdpSocket(this)), broadcast_(std::move(broadcast)),
      udpPort_(udpPort) {
    socket_->bind(QHostAddress::AnyIPv4, 0);
    connect(socket_, &QUdpSocket::readyRead, this, &DiscoveryLook::onReadyRead);
}

void DiscoveryLook::look() {
    socket_->writeDatagram(LookDatagram, broadcast_, udpPort_);
}

void DiscoveryLook::onReadyRead() {
    while (socket_->hasPendingDatagrams()) {
        const QNetworkDatagram d = socket_->receiveDatagram(2048);
        if (const auto host = readHostDatagram(d.data(), d.senderAddress())) emit found(*host);
    }
}

} // namespace bashni::ui
