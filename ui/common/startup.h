// What the bashni executable does before its window opens: names, the translation of the
// desktop's (or the chosen) language, and the command line. Here rather than in app/ so that
// its strings are translated with the rest of the program.
#pragma once

#include <QStringList>

class QCoreApplication;

namespace bashni::ui {

void describeApplication(const char* version);
// Loads :/i18n/bashni_<lang>.qm and Qt's own translations for the language in the settings, or
// the desktop's when none is chosen, over the English plural forms (installEnglishPlurals).
// Returns the language used ("" for untranslated English).
QString installTranslations(QCoreApplication& app);
// The language the program speaks, as installTranslations set QLocale's default: "ru", "de", …;
// "" for English. Pages shipped a language (the rules, the manual) are chosen by it.
QString programLanguage();
// The English forms of the texts that count ("1 move", "2 moves" for "%n move(s)"), for English
// and for any text a translation lacks.
void installEnglishPlurals(QCoreApplication& app);
// The name in window titles (translated) and the desktop entry the windows belong to.
void setDisplayName();
// --help and --version print and exit; returns the files to open.
QStringList parseCommandLine(const QCoreApplication& app);

} // namespace bashni::ui
