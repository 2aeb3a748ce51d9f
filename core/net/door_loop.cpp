#include "core/net/door_loop.h"

#include <set>
#include <variant>

namespace bashni::net {

void DoorLoop::flush() {
    if (flushing_) return; // the loop below takes what the handler said, after what came before
    flushing_ = true;
    std::set<ConnectionId> refused; // kept out at the door: their end is not the game's
    for (auto outs = door_.takeOutputs(); !outs.empty(); outs = door_.takeOutputs()) {
        for (const Door::Out& out : outs) {
            if (const auto* line = std::get_if<std::string>(&out.what)) {
                wire_.write(out.to, *line);
                continue;
            }
            const Event& e = std::get<Event>(out.what);
            if (e.kind == Event::Kind::Refused) refused.insert(out.to);
            if (e.kind == Event::Kind::Close) wire_.close(out.to);
            if (e.kind != Event::Kind::Close || !refused.count(out.to)) wire_.event(out.to, e);
        }
    }
    flushing_ = false;
}

} // namespace bashni::net
