// The core's messages in the player's language. A core Message names its template, whose English
// text is also the key of its translation (context "core", core/messages.h); here the translation
// is filled with the message's arguments: text as it is (a user's input, squares, moves, numbers),
// nested messages translated in turn ("illegal move c3-d5: …"). Without a translation, the English
// of formatMessage().
#pragma once

#include "core/messages.h"
#include "core/pdn.h"

#include <QString>

namespace bashni::ui {

QString translateCore(const Message& message);
// A game that could not be read, as FILE:LINE:COLUMN: why (docs/NOTATION.md 4.9), the why in the
// player's language.
QString translatePdnError(const QString& file, const PdnError& error);

} // namespace bashni::ui
