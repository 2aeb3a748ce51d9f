// Keyboard mnemonics ("&File"): the letter Alt opens an entry or presses a button with. Shared by
// the tests that check no two entries of a menu, or buttons of a window, take the same letter.
#pragma once

#include <QSet>
#include <QString>
#include <QStringList>

namespace bashni::test {

// The letter after the first single '&', lower-case; none for a text without one ("&&" is a
// literal ampersand).
inline QChar mnemonic(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != '&') continue;
        if (text[i + 1] != '&') return text[i + 1].toLower();
        ++i;
    }
    return {};
}

// The texts whose letter an earlier one already has, and with `required` those without a letter.
inline QStringList mnemonicClashes(const QStringList& texts, bool required = false) {
    QStringList clashes;
    QSet<QChar> taken;
    for (const QString& t : texts) {
        const QChar c = mnemonic(t);
        if (c.isNull()) {
            if (required) clashes << t;
            continue;
        }
        if (taken.contains(c)) clashes << t;
        taken.insert(c);
    }
    return clashes;
}

} // namespace bashni::test
