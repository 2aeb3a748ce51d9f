// bashni: the desktop game.
#include "ui/boardwidget.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMainWindow>
#include <QStatusBar>

#include <cstring>
#include <memory>

namespace {

void describeApplication() {
    QCoreApplication::setApplicationName("bashni");
    QCoreApplication::setApplicationVersion(BASHNI_VERSION);
    QCoreApplication::setOrganizationName("bashni");
}

void parseCommandLine(const QCoreApplication& app) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QObject::tr("Bashni (column draughts)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);
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
    parseCommandLine(app);

    QMainWindow window;
    window.setCentralWidget(new bashni::ui::BoardWidget(&window));
    window.statusBar()->showMessage(QObject::tr("White to move"));
    window.show();
    return QApplication::exec();
}
