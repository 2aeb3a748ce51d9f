// NetLink and Discovery (link/link.h) over Qt Network's sockets: what the desktop's network module
// (ui/net/qtnetlink.cpp, loaded at its first network game) hands out, and what bashni-cli uses
// directly.
#pragma once

#include "link/link.h"

namespace bashni::link {

std::unique_ptr<NetLink> createTcpLink();
std::unique_ptr<Discovery> createUdpDiscovery();

} // namespace bashni::link
