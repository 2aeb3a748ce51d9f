// The main window's Game and Edit menus: new games, files, the editor, clipboard, resigning
// and draws.
#include "ui/window/mainwindow_actions.h"

#include "core/notation.h"
#include "core/pdn.h"
#include "ui/board/boardimage.h"
#include "ui/dialogs/gamepicker.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/positioneditor.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/dialogs/tagsdialog.h"
#include "ui/files/gamefiles.h"
#include "ui/files/pastedtext.h"
#include "ui/files/problemreport.h"
#include "ui/game/gamecontroller.h"
#include "ui/net/networkplay.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDate>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QThread>

namespace bashni::ui {

namespace {

QString fileFilter() {
    return MainWindow::tr("Bashni games (*.pdn);;All files (*)");
}

// A warning whose problems may be many: the first ones in the text, all in the details.
void warnProblems(QWidget* parent, const QString& title, const QString& headline,
                  const QStringList& problems) {
    const ProblemReport report = reportProblems(headline, problems);
    QMessageBox box(QMessageBox::Warning, title, report.summary, QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("problemsBox"));
    if (!report.details.isEmpty()) box.setDetailedText(report.details);
    box.exec();
}

QString computerName(int level) {
    return MainWindow::tr("Computer (level %1)").arg(level);
}

// A person at this board as the player panel names them (MainWindow::playerLabel): the name from
// the preferences, else "You" across the computer. Between two people without names each is
// PDN's unknown "?", which the panel shows as the colour.
QString personName(const Settings& s, PlayerKind opponent) {
    if (!s.playerName().isEmpty()) return s.playerName();
    return opponent == PlayerKind::Computer ? MainWindow::tr("You") : QStringLiteral("?");
}

// The players of a game begun here, named in its record as the panel names them, so that the
// file says what the window said; and who they are, so that opening it plays on with them.
void recordLocalPlayers(Game& g, const Settings& s, const GameSetup& setup) {
    for (const Color side : {Color::White, Color::Black}) {
        const PlayerKind kind = setup.players[std::size_t(side)];
        g.setTag(side == Color::White ? "White" : "Black",
                 (kind == PlayerKind::Computer ? computerName(setup.level)
                                               : personName(s, setup.players[std::size_t(~side)]))
                     .toStdString());
    }
    recordPlayers(g, setup);
}

} // namespace

void MainWindow::startGame(const NewGameChoice& choice, bool waiting) {
    const GameSetup setup = toSetup(choice);
    if (waiting) {
        Game game(setup.rules, setup.draws);
        game.setTimeControl(choice.timeControl);
        controller_->loadGameWaiting(game, setup);
    } else {
        controller_->newGame(setup, choice.timeControl);
    }
    controller_->editRecord([&](Game& g) {
        recordLocalPlayers(g, settings_, setup);
        g.setTag("Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    });
    files_->setFileName(QString());
}

// Preferences and the Computer Level menu: the computer plays on at `level`, and the record
// names it as the panel now does (the game is changed, to be saved, only when a name changes).
void MainWindow::setLevel(int level) {
    controller_->setLevel(level);
    const GameController& c = *controller_;
    if (c.recordElsewhere() || !c.playsAtLevel()) return;
    const auto nameComputers = [&c](Game& g) {
        for (const Color side : {Color::White, Color::Black})
            if (c.seat(side).automatic())
                g.setTag(side == Color::White ? "White" : "Black",
                         computerName(c.setup().level).toStdString());
        recordPlayers(g, c.setup());
    };
    Game renamed = c.game();
    nameComputers(renamed);
    if (renamed.tags() != c.game().tags()) controller_->editRecord(nameComputers);
}

// Before another game replaces this one (the autosave keeps only the current game): a game with
// moves not saved may be saved first.
bool MainWindow::maySwitchGame() {
    if (!files_->isModified() || controller_->game().plyCount() == 0) return true;
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

// Asked about saving only once everything is chosen: a dialog cancelled before leaves the game
// as it was, unsaved or not.
void MainWindow::setUpPosition() {
    PositionEditor editor(controller_->game().position(), theme_, this);
    if (editor.exec() != QDialog::Accepted) return;
    const Position pos = editor.position();
    NewGameChoice choice = settings_.newGame();
    if (editor.then() == PositionEditor::Then::Analyse) {
        choice.opponents = Opponents::HumanVsHuman;
        choice.timeControl = TimeControl::none(); // a position studied is not timed
    } else {                                      // who plays from here
        NewGameDialog players(choice, this);
        players.setWindowTitle(tr("Play From This Position"));
        players.fixRules(pos.rules());
        if (players.exec() != QDialog::Accepted) return;
        choice = players.choice();
    }
    if (!maySwitchGame()) return;
    GameSetup setup = toSetup(choice);
    setup.rules = pos.rules();
    files_->setFileName(QString());
    Game game(pos, setup.draws);
    game.setTimeControl(choice.timeControl);
    recordLocalPlayers(game, settings_, setup);
    controller_->loadGame(game, setup);
    if (editor.then() == PositionEditor::Then::Analyse) controller_->analyse();
}

// Saving first, then choosing: the file chooser is not followed by a question about another game.
// Nothing is replaced until a game has been read and chosen.
void MainWindow::open() {
    if (!maySwitchGame()) return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Game"), files_->folder(), fileFilter());
    if (!path.isEmpty()) openInBackground(path);
}

// The games that could be read are offered (a list when there are several); errors are reported
// with FILE:LINE:COLUMN. Only a regular file within core/pdn_file.h's limits is read. Of several
// games only their summaries are held while the player chooses: the one chosen is read again.
bool MainWindow::openFile(const QString& path) {
    return showOpened(path, files_->read(path));
}

// A large file takes a while to read: it is read in a thread of its own while the window goes on
// (the clocks, the computer, a quit). What was read is then shown as openFile shows it, unless
// another file was asked for meanwhile.
void MainWindow::openInBackground(const QString& path) {
    const quint64 request = ++openRequest_;
    auto read = std::make_shared<OpenedFile>();
    QThread* reader = QThread::create([path, read] { *read = GameFiles::parse(path); });
    connect(reader, &QThread::finished, reader, &QObject::deleteLater);
    connect(reader, &QThread::finished, this, [this, path, read, request] {
        if (request != openRequest_) return; // superseded
        statusBar()->clearMessage();
        files_->noteRead(path, *read);
        showOpened(path, std::move(*read));
    });
    statusBar()->showMessage(tr("Opening %1…").arg(QFileInfo(path).fileName()));
    reader->start(QThread::LowPriority);
}

bool MainWindow::showOpened(const QString& path, OpenedFile read) {
    QStringList problems = read.errors;
    if (!read.problem.isEmpty()) problems.prepend(path + QStringLiteral(": ") + read.problem);
    if (!read.first) {
        warnProblems(this, tr("Open Game"), tr("No game could be read from %1.").arg(path),
                     problems);
        return false;
    }
    if (!problems.isEmpty())
        warnProblems(this, tr("Open Game"), tr("Some games could not be read and were left out:"),
                     problems);
    const bool onlyGame = read.games.size() == 1;
    Game game = std::move(*read.first);
    if (!onlyGame) {
        GamePicker picker(std::move(read.games), QFileInfo(path).fileName(), this);
        if (picker.exec() != QDialog::Accepted || picker.chosen() < 0) return false;
        const int index = picker.chosen();
        if (index > 0) {
            LoadedGame loaded = files_->load(path, index, picker.games().at(index));
            if (!loaded.game) {
                warnProblems(this, tr("Open Game"), tr("No game could be read from %1.").arg(path),
                             {loaded.problem});
                return false;
            }
            game = std::move(*loaded.game);
        }
    }
    // Saving rewrites the file: it becomes the game's file only when it held this game alone.
    files_->adopt(path, onlyGame && problems.isEmpty());
    showRecord(game);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

// A record on the board: played on by the players it names (a game saved here against the
// computer goes on against it, at its level), else between two people at this board, studied or
// played on by hand. Opening a saved game against the computer put two people at the board while
// the panel still named the computer and its level, with Computer Level greyed.
void MainWindow::showRecord(const Game& game) {
    NewGameChoice choice = settings_.newGame();
    choice.opponents = Opponents::HumanVsHuman;
    GameSetup setup = toSetup(choice);
    setup.rules = game.rules();
    setup.draws = game.drawRules();
    const bool named = playersOfRecord(game, setup);
    const bool computer = named && (setup.players[0] == PlayerKind::Computer ||
                                    setup.players[1] == PlayerKind::Computer);
    // A record's clock starts only when the player says so: reading it costs no time. Nor does
    // the computer begin to think before the player has seen the game.
    if (computer)
        controller_->loadGameWaiting(game, setup);
    else
        controller_->loadGame(game, setup, game.timeControl().timed());
}

void MainWindow::updateRecentFiles() {
    recentMenu_->clear();
    for (const QString& path : files_->recentFiles()) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        // Queued: opening rebuilds this menu, which deletes the action being triggered.
        connect(
            a, &QAction::triggered, this,
            [this, path] {
                if (maySwitchGame()) openInBackground(path);
            },
            Qt::QueuedConnection);
    }
    recentMenu_->setEnabled(!recentMenu_->isEmpty());
}

bool MainWindow::save() {
    return files_->fileName().isEmpty() ? saveAs() : saveTo(files_->fileName());
}

bool MainWindow::saveAs() {
    const QString start = files_->fileName().isEmpty() ? files_->proposedPath(controller_->game())
                                                       : files_->fileName();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), start, fileFilter());
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pdn");
    return saveTo(path);
}

bool MainWindow::saveTo(const QString& path) {
    QString error;
    if (!files_->save(controller_->game(), path, &error)) {
        QMessageBox::warning(this, tr("Save Game"), tr("Could not save %1: %2").arg(path, error));
        return false;
    }
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

bool MainWindow::exportImage(const QString& path) {
    return writeBoardImage(*scene_, path, tr("Bashni position"),
                           QString::fromStdString(formatPosition(controller_->game().position())));
}

void MainWindow::editTags() {
    TagsDialog dialog(controller_->game(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    controller_->editRecord([&](Game& g) { dialog.applyTo(g); }); // marks the game modified
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
    GameSetup setup = controller_->setup();
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    PastedGame pasted = readPastedText(QApplication::clipboard()->text(), setup.rules, setup.draws);
    if (!pasted.game) {
        QMessageBox::warning(
            this, tr("Paste"),
            tr("The clipboard holds neither a position nor a game:\n%1").arg(pasted.error));
        return;
    }
    if (!maySwitchGame()) return;
    setup.rules = pasted.game->rules();
    setup.draws = pasted.game->drawRules();
    files_->setFileName(QString());
    controller_->loadGame(*pasted.game, setup, pasted.game->timeControl().timed()); // as opened
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
    if (c.recordElsewhere()) return void(controller_->offerDraw()); // answered from there
    if (controller_->offerDraw()) {
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
    connect(dialog, &PreferencesDialog::levelChanged, this, &MainWindow::setLevel);
    connect(dialog, &PreferencesDialog::thinkMsChanged, controller_, &GameController::setThinkMs);
    dialog->show();
}

} // namespace bashni::ui
