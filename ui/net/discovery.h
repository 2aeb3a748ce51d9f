// Finding games on the local network (docs/PROTOCOL.md 6): a looking program broadcasts
// "BASHNI-LOOK 1" to UDP port 47521, and a host waiting for a guest answers the sender with
// "BASHNI-HOST 1 <tcp-port> <rules> <clock> <name>". Only the player's own actions send: Join
// looks once when it opens (and when asked again), a host answers only while it waits. The
// datagrams are made and read here; NetLink's Discovery (ui/net/netlink.h) sends them.
#pragma once

#include "core/timecontrol.h"
#include "core/types.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace bashni::ui {

inline const QByteArray LookDatagram = "BASHNI-LOOK 1";

// A host found: where to connect and what it proposes.
struct FoundHost {
    QString address;
    quint16 port = 0;
    Rules rules = Rules::Standard;
    TimeControl clock;
    QString name; // the host's words: shown as plain text only
};

// The host's answer to a look, and back; nothing when the datagram is not one.
QByteArray hostDatagram(quint16 port, Rules rules, const TimeControl& clock, const QString& name);
std::optional<FoundHost> readHostDatagram(const QByteArray& datagram, const QString& from);

} // namespace bashni::ui
