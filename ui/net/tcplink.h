// NetLink and Discovery (ui/net/netlink.h) over Qt Network's sockets: what the desktop's
// network module (qtnetlink.cpp, loaded at its first network game) hands out, and what
// bashni-cli's host and join use directly.
#pragma once

#include "ui/net/netlink.h"

namespace bashni::ui {

std::unique_ptr<NetLink> createTcpLink();
std::unique_ptr<Discovery> createUdpDiscovery();

} // namespace bashni::ui
