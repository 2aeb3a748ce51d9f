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
    // A panel that comes while the window is up (the lobby, a chat) is fitted around the board:
    // once it has shown or hidden, its width is the column's.
    const bool later = isVisible();
    if (later)
        connect(dock, &QDockWidget::visibilityChanged, this, &MainWindow::keepBoardSize,
                Qt::QueuedConnection);
    if (restoreDockWidget(dock)) return;
    // Where the column has no height for it, beside the moves: the board keeps its height.
    if (later && !beside && !fitsInColumn(dock)) beside = column_[1];
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
