// The desktop's network module: NetLink and Discovery (link/link.h) from bashni_netlink, which the
// window loads at its first network game, so that Qt Network costs the window's start nothing.
#pragma once

#include "link/known_servers.h"
#include "link/link.h"

#include <QString>
#include <QtPlugin>

#include <memory>

namespace bashni::ui {

using link::Discovery;
using link::NetLink;

// The module's one instance, which lives until the program ends.
class NetLinkFactory {
  public:
    virtual ~NetLinkFactory() = default;
    virtual std::unique_ptr<NetLink> createLink() = 0;
    virtual std::unique_ptr<Discovery> createDiscovery() = 0;
    // A client's connection to a Bashni server (docs/SERVER.md). Over TLS a certificate that no
    // authority vouches for (a self-signed one) is checked against the fingerprints remembered in
    // link/known_servers.h: a known one is taken; one first met or changed is refused until the
    // player has accepted it (trustServer), as ssh asks. `told` hears each such check: the
    // fingerprint, the verdict and, for a changed one, the fingerprint remembered. Plain TCP when
    // `tls` is false.
    using TrustTold =
        std::function<void(const QString& fingerprint, link::KnownServers::Verdict verdict,
                           const QString& remembered)>;
    virtual std::unique_ptr<NetLink> createServerLink(bool tls, TrustTold told) = 0;
    virtual QString knownServersPath() const = 0; // for the player to remove a line from
    // The player accepted this certificate for host:port (in place of any other); false when it
    // cannot be remembered.
    virtual bool trustServer(const QString& host, quint16 port, const QString& fingerprint) = 0;
};

// The module, loaded the first time (and never unloaded); nullptr, with *error, without it.
NetLinkFactory* netLinkFactory(QString* error = nullptr);

} // namespace bashni::ui

#define BASHNI_NETLINK_IID "org.bashni.Bashni.NetLinkFactory/4"
Q_DECLARE_INTERFACE(bashni::ui::NetLinkFactory, BASHNI_NETLINK_IID)
