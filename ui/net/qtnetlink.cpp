// The bashni_netlink module: NetLink and Discovery (link/link.h) over Qt Network's sockets
// (link/tcplink.h). Loaded at the first network game, so that Qt Network is not loaded at
// every start.
#include "link/tcplink.h"
#include "ui/net/netlink.h"

#include <QObject>

namespace bashni::ui {

namespace {

class QtNetLinkFactory : public QObject, public NetLinkFactory {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID BASHNI_NETLINK_IID)
    Q_INTERFACES(bashni::ui::NetLinkFactory)
  public:
    std::unique_ptr<NetLink> createLink() override { return link::createTcpLink(); }
    std::unique_ptr<Discovery> createDiscovery() override { return link::createUdpDiscovery(); }
    QString knownServersPath() const override { return link::KnownServers::defaultPath(); }
    std::unique_ptr<NetLink> createServerLink(bool tls, TrustTold told) override {
        if (!tls) return link::createTcpLink();
        return link::createTlsClientLink([told = std::move(told)](const QString& host, quint16 port,
                                                                  const QString& seen,
                                                                  const QString&) {
            QString remembered;
            const auto verdict = link::KnownServers().lookup(host, port, seen, &remembered);
            if (told) told(seen, verdict, remembered);
            return verdict == link::KnownServers::Verdict::Known;
        });
    }
    bool trustServer(const QString& host, quint16 port, const QString& fingerprint) override {
        return link::KnownServers().remember(host, port, fingerprint);
    }
};

} // namespace

} // namespace bashni::ui

#include "qtnetlink.moc"
