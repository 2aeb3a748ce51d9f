// bashni: the desktop game.
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstring>

namespace {

void describeApplication() {
    QCoreApplication::setApplicationName("bashni");
    QCoreApplication::setApplicationVersion(BASHNI_VERSION);
    QCoreApplication::setOrganizationName("bashni");
}

QStringList parseCommandLine(const QCoreApplication& app) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QObject::tr("Bashni (column draughts)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QObject::tr("FILE"), QObject::tr("A game file to open (.pdn)."),
                                 QObject::tr("[FILE]"));
    parser.process(app);
    return parser.positionalArguments();
}

// --help and --version answer without a display, so they must not need a QApplication.
bool onlyAsksForInformation(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"-h", "--help", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0) return true;
    return false;
}

} // namespace

int main(int argc, char** argv) {
    if (onlyAsksForInformation(argc, argv)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        parseCommandLine(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QObject::tr("Bashni"));
    QApplication::setDesktopFileName(QStringLiteral("org.bashni.Bashni"));
    const QStringList files = parseCommandLine(app);

    bashni::ui::MainWindow window;
    window.show();
    if (!files.isEmpty()) window.openFile(files.front());
    return QApplication::exec();
}
