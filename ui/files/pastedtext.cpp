#include "ui/files/pastedtext.h"

#include "core/notation.h"
#include "core/pdn.h"
#include "ui/common/coremessages.h"

#include <QCoreApplication>

namespace bashni::ui {

PastedGame readPastedText(const QString& text, Rules rules, DrawRules draws) {
    const std::string bytes = text.trimmed().toStdString();
    Message error;
    if (const auto pos = parsePosition(bytes, rules, &error)) return {Game(*pos, draws), {}};
    // Only the first game that reads is wanted, so reading stops there: a clipboard of a million
    // games ("* * * …", 2 MB) costs the reading of one, not every game held at once. The games
    // that fail before it are passed over, the first failure kept to say why when none reads.
    PdnStreamReader reader(bytes);
    Game game;
    PdnError failed;
    std::optional<PdnError> firstFailure;
    PdnStreamReader::Item item;
    while ((item = reader.next(game, failed)) == PdnStreamReader::Item::Error)
        if (!firstFailure) firstFailure = std::move(failed);
    // A record without tags must have moves: bare text such as "*" is not taken for a game.
    if (item == PdnStreamReader::Item::Game && (bytes.starts_with('[') || game.plyCount() > 0))
        return {std::move(game), {}};
    if (firstFailure)
        return {std::nullopt,
                translatePdnError(QCoreApplication::translate("PastedText", "clipboard"),
                                  *firstFailure)};
    return {std::nullopt, translateCore(error)};
}

} // namespace bashni::ui
