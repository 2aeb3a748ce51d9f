#include "core/net/door.h"

#include <algorithm>

namespace bashni::net {

Door::Door(Session session) : session_(std::move(session)) {}

void Door::opened(ConnectionId id, const std::string& address, Milliseconds now) {
    if (session_.role() == Role::Guest) {
        seat_ = id;
        session_.connectionOpened(now);
        return pull();
    }
    const auto same = std::count_if(waiting_.begin(), waiting_.end(),
                                    [&](const auto& w) { return w.second.address == address; });
    waiting_[id] = Waiting{address, now, {}, {}};
    // A crowd at the door keeps nobody out for long, but is not let grow without end.
    if (waiting_.size() > MaxWaiting || std::size_t(same) >= MaxWaitingPerAddress)
        refuse(id, "busy");
}

void Door::received(ConnectionId id, std::string_view bytes, Milliseconds now) {
    if (seat_ == id) {
        session_.receive(bytes, now);
        return pull();
    }
    const auto it = waiting_.find(id);
    if (it == waiting_.end()) return; // refused already
    Waiting& w = it->second;
    w.reader.append(bytes);
    for (std::string line;;) {
        const auto status = w.reader.next(line);
        if (status == LineReader::Status::NeedMore) return;
        if (status == LineReader::Status::TooLong) return refuse(id, "line too long");
        if (status == LineReader::Status::NotUtf8) return refuse(id, "not UTF-8");
        const ParsedLine parsed = parseLine(line);
        if (!parsed.message) return refuse(id, parsed.error);
        const WireMessage& m = *parsed.message;
        if (std::holds_alternative<wire::Error>(m)) return refuse(id, {});
        if (!w.hello) {
            const auto* hello = std::get_if<wire::Hello>(&m);
            if (!hello) return refuse(id, "greeting expected");
            if (hello->version != VersionText) return refuse(id, "version");
            w.hello = *hello;
            continue;
        }
        const auto* seat = std::get_if<wire::Seat>(&m);
        if (!seat) return refuse(id, "seat expected");
        return admit(id, w, *seat, now);
    }
}

// The seat goes to a guest the session admits while it is free, and to the game's own guest
// (who proves it with the secret) even while it is taken: that connection may be one the
// network dropped without telling us.
void Door::admit(ConnectionId id, Waiting& w, const wire::Seat& seat, Milliseconds now) {
    if (!session_.admits(seat)) return refuse(id, "busy");
    const bool provenGuest = !session_.admits(wire::Seat{}); // a started game: the secret did it
    if (seat_ && !provenGuest) return refuse(id, "busy");
    if (seat_) {
        outputs_.push_back({*seat_, Event{Event::Kind::Close, 0, {}, {}}});
        session_.connectionClosed(now);
        pull();
    }
    const std::string hello = formatLine(*w.hello), claim = formatLine(seat);
    LineReader rest = std::move(w.reader);
    waiting_.erase(id);
    seat_ = id;
    session_.connectionOpened(now);
    session_.receive(hello + claim, now);
    pull();
    // Anything sent after the seat line (a guest should wait for GAME) reaches the session too.
    for (std::string line; seat_ == id && rest.next(line) == LineReader::Status::Line;) {
        session_.receive(line + "\n", now);
        pull();
    }
}

void Door::refuse(ConnectionId id, const std::string& reason) {
    if (!reason.empty()) outputs_.push_back({id, formatLine(wire::Error{reason})});
    outputs_.push_back({id, Event{Event::Kind::Refused, 0, reason, {}}});
    outputs_.push_back({id, Event{Event::Kind::Close, 0, {}, {}}});
    waiting_.erase(id);
}

void Door::closed(ConnectionId id, Milliseconds now) {
    waiting_.erase(id);
    if (seat_ != id) return;
    session_.connectionClosed(now);
    pull();
    seat_.reset();
}

void Door::tick(Milliseconds now) {
    std::vector<ConnectionId> late;
    for (const auto& [id, w] : waiting_)
        if (now - w.since >= GreetingTimeoutMs) late.push_back(id);
    for (const ConnectionId id : late) refuse(id, "no greeting");
    if (seat_) session_.tick(now);
    pull();
}

void Door::pull() {
    for (auto& out : session_.takeOutputs()) {
        const auto* e = std::get_if<Event>(&out);
        const bool close = e && e->kind == Event::Kind::Close;
        outputs_.push_back({seat_.value_or(-1), std::move(out)});
        if (close) seat_.reset();
    }
}

std::vector<Door::Out> Door::takeOutputs() {
    pull();
    std::vector<Out> out;
    out.swap(outputs_);
    return out;
}

} // namespace bashni::net
