// bashni: the desktop game.
#include "ui/boardwidget.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMainWindow>
#include <QStatusBar>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("bashni");
    QApplication::setApplicationDisplayName(QObject::tr("Bashni"));
    QApplication::setApplicationVersion(BASHNI_VERSION);
    QApplication::setOrganizationName("bashni");

    QCommandLineParser parser;
    parser.setApplicationDescription(QObject::tr("Bashni (column draughts)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);

    QMainWindow window;
    auto* board = new bashni::ui::BoardWidget(&window);
    window.setCentralWidget(board);
    window.statusBar()->showMessage(QObject::tr("White to move"));
    window.show();
    return QApplication::exec();
}
