// What the main window lends its features (ui/common/featurehost.h).
#include "ui/files/gamefiles.h"
#include "ui/window/mainwindow.h"

#include <QDockWidget>
#include <QFileInfo>
#include <QStatusBar>

namespace bashni::ui {

QString MainWindow::autosaveFolder() const {
    return QFileInfo(autosave_.path()).absolutePath();
}

// Where the player last had it, when the window's saved state knows it; else in the column.
void MainWindow::addDock(QDockWidget* dock, QDockWidget* beside) {
    if (restoreDockWidget(dock)) return;
    addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
    if (beside) tabifyDockWidget(beside, dock);
}

void MainWindow::addStatusWidget(QWidget* widget) {
    statusBar()->insertPermanentWidget(statusWidgets_++, widget);
}

void MainWindow::showStatus(const QString& text, int ms) {
    statusBar()->showMessage(text, ms);
}

void MainWindow::detachFile() {
    files_->setFileName(QString());
}

void MainWindow::openRecord(const Game& game) {
    detachFile();
    showRecord(game);
}

} // namespace bashni::ui
