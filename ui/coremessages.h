// The core's messages in the player's language. The core is Qt-free and writes English, built
// from the templates of core/messages.h; here a message is traced back to its template, whose
// translation (context "core") is filled with the same arguments, themselves translated when
// they are messages too ("illegal move c3-c4: …").
#pragma once

#include <QString>
#include <QStringList>

#include <string>

namespace bashni::ui {

struct CoreMatch {
    const char* templ = nullptr; // nullptr: not one of the core's messages
    QStringList args;
    bool tie = false; // another template fitted equally well (tests/core/tst_messages: never)
};

// The template among those that fit the whole message: the longest literal start first (so a
// record's "illegal move c3-d5: d5 is a light square; …" is the record's template holding a
// move message, not the move template itself), then the most literal characters; arguments are
// captured lazily, so a nested message may hold ": " itself.
CoreMatch matchCore(const QString& english);

QString translateCore(const std::string& english);

} // namespace bashni::ui
