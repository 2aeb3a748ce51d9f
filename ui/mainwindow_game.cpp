// The main window's Game and Edit menus: new games, files, the editor, clipboard, resigning
// and draws.
#include "ui/mainwindow_actions.h"

#include "core/notation.h"
#include "core/pdn.h"
#include "ui/board/boardscene.h"
#include "ui/coremessages.h"
#include "ui/dialogs/gamepicker.h"
#include "ui/dialogs/tagsdialog.h"
#include "ui/gamecontroller.h"
#include "ui/newgamedialog.h"
#include "ui/positioneditor.h"
#include "ui/preferencesdialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDate>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSaveFile>
#include <QStatusBar>
#include <QSvgGenerator>

namespace bashni::ui {

namespace {

QString fileFilter() {
    return MainWindow::tr("Bashni games (*.pdn);;All files (*)");
}

// FILE:LINE:COLUMN: message, the message in the player's language.
QString pdnError(const QString& file, const PdnError& e) {
    return QStringLiteral("%1:%2:%3: %4")
        .arg(file, QString::number(e.line), QString::number(e.column), translateCore(e.message));
}

QString playerName(const Settings& s, bool computer, int level) {
    if (computer) return MainWindow::tr("Computer (level %1)").arg(level);
    return s.playerName().isEmpty() ? QStringLiteral("?") : s.playerName();
}

} // namespace

void MainWindow::startGame(const NewGameChoice& choice) {
    const GameSetup setup = toSetup(choice);
    controller_->newGame(setup);
    controller_->editRecord([&](Game& g) {
        g.setTag("White",
                 playerName(settings_, setup.players[0] == PlayerKind::Computer, setup.level)
                     .toStdString());
        g.setTag("Black",
                 playerName(settings_, setup.players[1] == PlayerKind::Computer, setup.level)
                     .toStdString());
        g.setTag("Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    });
    setFileName(QString());
}

// Before another game replaces this one (the autosave keeps only the current game): a game with
// moves not saved may be saved first.
bool MainWindow::maySwitchGame() {
    if (!isWindowModified() || controller_->game().plyCount() == 0) return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved Game"), tr("Save the current game first? Its moves have not been saved."),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    return answer == QMessageBox::Discard || (answer == QMessageBox::Save && save());
}

void MainWindow::newGame() {
    NewGameDialog dialog(settings_.newGame(), this);
    if (dialog.exec() != QDialog::Accepted || !maySwitchGame()) return;
    settings_.setNewGame(dialog.choice());
    startGame(dialog.choice());
}

void MainWindow::setUpPosition() {
    PositionEditor editor(controller_->game().position(), theme_, this);
    if (editor.exec() != QDialog::Accepted || !maySwitchGame()) return;
    const Position pos = editor.position();
    NewGameChoice choice = settings_.newGame();
    if (editor.then() == PositionEditor::Then::Analyse) {
        choice.opponents = Opponents::HumanVsHuman;
    } else { // who plays from here
        NewGameDialog players(choice, this);
        players.setWindowTitle(tr("Play From This Position"));
        players.fixRules(pos.rules());
        if (players.exec() != QDialog::Accepted) return;
        choice = players.choice();
    }
    GameSetup setup = toSetup(choice);
    setup.rules = pos.rules();
    setFileName(QString());
    controller_->loadGame(Game(pos, setup.draws), setup);
    if (editor.then() == PositionEditor::Then::Analyse) controller_->analyse();
}

void MainWindow::open() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Game"), QString(), fileFilter());
    if (!path.isEmpty() && maySwitchGame()) openFile(path);
}

// The games that could be read are offered (a list when there are several); errors are reported
// with FILE:LINE:COLUMN.
bool MainWindow::openFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Open Game"),
                             tr("Could not open %1: %2").arg(path, file.errorString()));
        settings_.removeRecentFile(path);
        updateRecentFiles();
        return false;
    }
    const QByteArray bytes = file.readAll();
    const PdnReadResult read =
        readPdn(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    QStringList problems;
    for (const PdnError& e : read.errors) problems << pdnError(path, e);
    if (read.games.empty()) {
        QMessageBox::warning(this, tr("Open Game"),
                             tr("No game could be read from %1.").arg(path) + "\n\n" +
                                 problems.join('\n'));
        return false;
    }
    if (!problems.isEmpty())
        QMessageBox::warning(this, tr("Open Game"),
                             tr("Some games could not be read and were left out:") + "\n\n" +
                                 problems.join('\n'));
    int index = 0;
    if (read.games.size() > 1) {
        GamePicker picker(read.games, QFileInfo(path).fileName(), this);
        if (picker.exec() != QDialog::Accepted || picker.chosen() < 0) return false;
        index = picker.chosen();
    }
    Game game = read.games[std::size_t(index)];
    NewGameChoice choice = settings_.newGame();
    choice.opponents = Opponents::HumanVsHuman; // a record is studied, or played on by hand
    GameSetup setup = toSetup(choice);
    setup.rules = game.rules();
    setup.draws = game.drawRules();
    setFileName(read.games.size() > 1 ? QString() : path); // saving must not drop the others
    controller_->loadGame(game, setup);
    settings_.addRecentFile(path);
    updateRecentFiles();
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MainWindow::updateRecentFiles() {
    recentMenu_->clear();
    for (const QString& path : settings_.recentFiles()) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        // Queued: opening rebuilds this menu, which deletes the action being triggered.
        connect(
            a, &QAction::triggered, this,
            [this, path] {
                if (maySwitchGame()) openFile(path);
            },
            Qt::QueuedConnection);
    }
    recentMenu_->setEnabled(!recentMenu_->isEmpty());
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
    settings_.addRecentFile(path);
    updateRecentFiles();
    autosave();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MainWindow::exportBoard() {
    QString path = QFileDialog::getSaveFileName(this, tr("Export Board Image"), QString(),
                                                tr("PNG image (*.png);;SVG image (*.svg)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".png");
    if (!exportImage(path))
        QMessageBox::warning(this, tr("Export Board Image"), tr("Could not write %1.").arg(path));
}

// The scene as it stands (marks included), 800 pixels a side for PNG, vector for SVG.
bool MainWindow::exportImage(const QString& path) {
    const QRectF source = scene_->sceneRect();
    const QSize size = (source.size() * (800.0 / source.width())).toSize();
    if (QFileInfo(path).suffix().compare("svg", Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(tr("Bashni position"));
        svg.setDescription(QString::fromStdString(formatPosition(controller_->game().position())));
        QPainter p;
        if (!p.begin(&svg)) return false;
        scene_->render(&p, QRectF(QPointF(0, 0), size), source);
        return p.end();
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                     QPainter::TextAntialiasing);
    scene_->render(&p, QRectF(QPointF(0, 0), size), source);
    p.end();
    return image.save(path);
}

void MainWindow::editTags() {
    TagsDialog dialog(controller_->game(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    controller_->editRecord([&](Game& g) { dialog.applyTo(g); });
    setWindowModified(true);
}

void MainWindow::copyPosition() {
    QApplication::clipboard()->setText(
        QString::fromStdString(formatPosition(controller_->game().position())));
    statusBar()->showMessage(tr("Position copied"), 3000);
}

void MainWindow::copyGame() {
    QApplication::clipboard()->setText(QString::fromStdString(writePdn(controller_->game())));
    statusBar()->showMessage(tr("Game copied"), 3000);
}

// Position text starts a game between two humans from there; a game record is opened as a game.
void MainWindow::paste() {
    const QString text = QApplication::clipboard()->text().trimmed();
    Message error;
    GameSetup setup = controller_->setup();
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    if (const auto pos = parsePosition(text.toStdString(), setup.rules, &error)) {
        if (!maySwitchGame()) return;
        setFileName(QString());
        controller_->loadGame(Game(*pos, setup.draws), setup);
        return;
    }
    const std::string bytes = text.toStdString();
    const PdnReadResult read = readPdn(bytes);
    if (!read.games.empty() && (text.startsWith('[') || read.games.front().plyCount() > 0)) {
        if (!maySwitchGame()) return;
        setup.rules = read.games.front().rules();
        setFileName(QString());
        controller_->loadGame(read.games.front(), setup);
        return;
    }
    QString why = translateCore(error);
    if (!read.errors.empty()) why = pdnError(tr("clipboard"), read.errors.front());
    QMessageBox::warning(this, tr("Paste"),
                         tr("The clipboard holds neither a position nor a game:\n%1").arg(why));
}

void MainWindow::resign() {
    if (settings_.confirmResign() &&
        QMessageBox::question(this, tr("Resign"), tr("Do you really want to resign this game?")) !=
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

void MainWindow::showPreferences() {
    if (auto* open = findChild<PreferencesDialog*>()) return open->raise(), open->activateWindow();
    auto* dialog = new PreferencesDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PreferencesDialog::changed, this, &MainWindow::applySettings);
    dialog->show();
}

} // namespace bashni::ui
