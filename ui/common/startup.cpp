#include "ui/common/startup.h"

#include "ui/common/settings.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace bashni::ui {

void describeApplication(const char* version) {
    QCoreApplication::setApplicationName(QStringLiteral("bashni"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(version));
    QCoreApplication::setOrganizationName(QStringLiteral("bashni"));
}

void installEnglishPlurals(QCoreApplication& app) {
    auto* plurals = new QTranslator(&app);
    if (plurals->load(QStringLiteral(":/i18n/plurals_en.qm")))
        QCoreApplication::installTranslator(plurals);
    else
        delete plurals;
}

QString programLanguage() {
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    return language == QLatin1String("en") || language == QLatin1String("C") ? QString() : language;
}

QString installTranslations(QCoreApplication& app) {
    installEnglishPlurals(app); // first, so that the language's own translation comes before it
    const QString chosen = Settings().language();
    const QLocale locale = chosen.isEmpty() ? QLocale::system() : QLocale(chosen);
    auto* own = new QTranslator(&app);
    if (!own->load(locale, QStringLiteral("bashni"), QStringLiteral("_"),
                   QStringLiteral(":/i18n"))) {
        delete own;
        return {};
    }
    QCoreApplication::installTranslator(own);
    QLocale::setDefault(locale); // QLocale() now names the language (the rules page follows it)
    // Qt's standard dialogs and buttons (Yes, Cancel, …), from Debian's qt6-translations-l10n.
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return locale.name().section('_', 0, 0);
}

void setDisplayName() {
    QGuiApplication::setApplicationDisplayName(QCoreApplication::translate("Startup", "Bashni"));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.bashni.Bashni"));
}

QStringList parseCommandLine(const QCoreApplication& app) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("Startup", "Bashni: column draughts for the desktop."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QCoreApplication::translate("Startup", "FILE"),
        QCoreApplication::translate("Startup", "A game file to open (.pdn)."),
        QCoreApplication::translate("Startup", "[FILE]"));
    parser.process(app);
    return parser.positionalArguments();
}

} // namespace bashni::ui
