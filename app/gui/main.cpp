// bashni: the desktop game.
#include "app/gui/signalquit.h"
#include "ui/common/startup.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QTimer>

#include <cstring>

namespace {

// --help and --version answer without a display, so they must not need a QApplication.
bool onlyAsksForInformation(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"-h", "--help", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0) return true;
    return false;
}

} // namespace

int main(int argc, char** argv) {
    using namespace bashni::ui;
    if (onlyAsksForInformation(argc, argv)) {
        QCoreApplication app(argc, argv);
        describeApplication(BASHNI_VERSION);
        installTranslations(app);
        parseCommandLine(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    describeApplication(BASHNI_VERSION);
    installTranslations(app);
    setDisplayName();
    const QStringList files = parseCommandLine(app);
    bashni::SignalQuit quitOnTerm; // logout or `kill`: close the window properly (autosave)

    MainWindow window;
    window.show();
    // Inside the event loop, so that a question it asks (several games) is not a loop of its own
    // before the main one, where a quit request would get lost.
    if (!files.isEmpty())
        QTimer::singleShot(0, &window,
                           [&window, file = files.front()] { window.openInBackground(file); });
    return QApplication::exec();
}
