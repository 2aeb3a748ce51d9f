// The desktop's network module: NetLink and Discovery (link/link.h) from bashni_netlink, which the
// window loads at its first network game, so that Qt Network costs the window's start nothing.
#pragma once

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
};

// The module, loaded the first time (and never unloaded); nullptr, with *error, without it.
NetLinkFactory* netLinkFactory(QString* error = nullptr);

} // namespace bashni::ui

#define BASHNI_NETLINK_IID "org.bashni.Bashni.NetLinkFactory/2"
Q_DECLARE_INTERFACE(bashni::ui::NetLinkFactory, BASHNI_NETLINK_IID)
