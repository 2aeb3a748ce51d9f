// The main window's Game and Edit menus: new game, files, clipboard, resigning and draws.
#include "ui/mainwindow.h"

#include "core/notation.h"
#include "core/pdn.h"
#include "ui/gamecontroller.h"
#include "ui/newgamedialog.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>

namespace bashni::ui {

namespace {

QString fileFilter() {
    return MainWindow::tr("Bashni games (*.pdn);;All files (*)");
}

} // namespace

void MainWindow::startGame(const NewGameChoice& choice) {
    controller_->newGame(toSetup(choice));
    setFileName(QString());
}

void MainWindow::newGame() {
    NewGameDialog dialog(settings_.newGame(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    settings_.setNewGame(dialog.choice());
    startGame(dialog.choice());
}

void MainWindow::open() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Game"), QString(), fileFilter());
    if (!path.isEmpty()) openFile(path);
}

// The first game that could be read is played on; errors are reported with FILE:LINE:COLUMN.
bool MainWindow::openFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Open Game"),
                             tr("Could not open %1: %2").arg(path, file.errorString()));
        return false;
    }
    const QByteArray bytes = file.readAll();
    const PdnReadResult read =
        readPdn(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    QStringList problems;
    for (const PdnError& e : read.errors)
        problems << QString::fromStdString(formatPdnError(path.toStdString(), e));
    if (read.games.empty()) {
        QMessageBox::warning(this, tr("Open Game"),
                             tr("No game could be read from %1.").arg(path) + "\n\n" +
                                 problems.join('\n'));
        return false;
    }
    if (!problems.isEmpty())
        QMessageBox::warning(this, tr("Open Game"),
                             tr("Some games could not be read:") + "\n\n" + problems.join('\n'));
    Game game = read.games.front();
    NewGameChoice choice = settings_.newGame();
    choice.opponents = Opponents::HumanVsHuman; // a record is studied, not played against
    GameSetup setup = toSetup(choice);
    setup.rules = game.rules();
    controller_->loadGame(game, setup);
    setFileName(path);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MainWindow::setFileName(const QString& path) {
    fileName_ = path;
    // The title shows the file's name, and "*" while the game has moves not saved.
    setWindowFilePath(path.isEmpty() ? tr("Untitled") : path);
    setWindowModified(false);
}

bool MainWindow::save() {
    return fileName_.isEmpty() ? saveAs() : saveTo(fileName_);
}

bool MainWindow::saveAs() {
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), fileName_, fileFilter());
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pdn");
    return saveTo(path);
}

// Atomic: the old file stays whole until the new one is complete.
bool MainWindow::saveTo(const QString& path) {
    QSaveFile file(path);
    const std::string text = writePdn(controller_->game());
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        QMessageBox::warning(this, tr("Save Game"),
                             tr("Could not save %1: %2").arg(path, file.errorString()));
        return false;
    }
    setFileName(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MainWindow::copyPosition() {
    QApplication::clipboard()->setText(
        QString::fromStdString(formatPosition(controller_->game().position())));
    statusBar()->showMessage(tr("Position copied"), 3000);
}

// Position text from the clipboard starts a game between two humans from there.
void MainWindow::pastePosition() {
    const QString text = QApplication::clipboard()->text().trimmed();
    std::string error;
    const auto pos = parsePosition(text.toStdString(), controller_->setup().rules, &error);
    if (!pos) {
        QMessageBox::warning(
            this, tr("Paste Position"),
            tr("The clipboard does not hold a position: %1").arg(QString::fromStdString(error)));
        return;
    }
    GameSetup setup = controller_->setup();
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    controller_->loadGame(Game(*pos, setup.draws), setup);
    setFileName(QString());
}

void MainWindow::resign() {
    if (QMessageBox::question(this, tr("Resign"), tr("Do you really want to resign this game?")) !=
        QMessageBox::Yes)
        return;
    controller_->resign();
}

void MainWindow::offerDraw() {
    const GameController& c = *controller_;
    if (c.isComputer(Color::White) || c.isComputer(Color::Black)) {
        controller_->offerDraw();
        statusBar()->showMessage(tr("The computer considers your offer…"), 3000);
        return;
    }
    const QString side = c.game().sideToMove() == Color::White ? tr("Black") : tr("White");
    if (QMessageBox::question(this, tr("Draw Offer"), tr("%1, do you accept a draw?").arg(side)) ==
        QMessageBox::Yes)
        controller_->agreeDraw();
}

} // namespace bashni::ui
