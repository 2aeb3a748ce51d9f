// Takes the README's and the manual's (docs/manual) screenshots from the real main window and
// dialogs: run by tools/screenshots.sh under Xvfb, so they can be refreshed whenever the program
// changes.
#include "core/engine/annotator.h"
#include "core/engine/review_record.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "ui/board/boardview.h"
#include "ui/board/theme.h"
#include "ui/common/settings.h"
#include "ui/common/startup.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/positioneditor.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/game/gamecontroller.h"
#include "ui/help/manualwindow.h"
#include "ui/lessons/lessonoffer.h"
#include "ui/lessons/lessonwindow.h"
#include "ui/puzzles/puzzlesession.h"
#include "ui/puzzles/puzzletrainer.h"
#include "ui/review/gamereview.h"
#include "ui/window/mainwindow.h"

#include "tools/darkpalette.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace bashni;
using namespace bashni::ui;

namespace {

// A real game (the third search position of `bashni-cli bench`): tall columns on both sides.
constexpr const char* GameMoves =
    "e3-f4 b6-c5 f4-g5 f6:h4 c3-d4 c5:e3 f2:d4 h4:f2 e1:g3 c7-b6 b2-c3 g7-f6 e3-f4 b6-c5 d4:b6 "
    "a7:c5 c3-b4 b6-a5 d2-c3 h6-g5 f4:h6 c5-d4 c3:e5:g7 a5:c3:e5 g3-h4 h8:f6 h2-g3 e5-f4 "
    "g3:e5:g3 d6-e5 f4:d6 e7:c5:e7 a1-b2 d8-c7 c1-d2 c7-b6 d2-e3 b6-a5 b2-c3 b8-a7 e3-f4 a5-b4 "
    "c3:a5 a7-b6 a5:c7:e5 f6:d4 f4:d6:f4:d6 e7:c5 h4-g5 d4-c3 f2-e3 d6-e5 a3-b4";

void save(QWidget* w, const QString& dir, const char* name) {
    const QString path = dir + "/" + name;
    if (!w->grab().save(path)) std::fprintf(stderr, "could not write %s\n", qPrintable(path));
    std::printf("%s\n", qPrintable(path));
}

// The same game reviewed (at a small depth, so that this takes a moment), shown at its worst
// move: the marks in the move log and the evaluation graph.
void showReviewedGame(MainWindow& window) {
    Game game;
    for (const QString& m : QString(GameMoves).split(' ')) game.play(m.toStdString());
    engine::Annotator annotator({6, 0});
    const engine::Review review = annotator.review(game);
    engine::applyReview(game, review, annotatorName(annotator.limits()));
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    window.controller()->loadGame(game, setup);
    const auto worst =
        std::max_element(review.moves.begin(), review.moves.end(),
                         [](const auto& a, const auto& b) { return a.loss < b.loss; });
    if (worst != review.moves.end()) window.controller()->goToPly(worst->ply);
}

// A lesson in progress: "Freeing prisoners", its second step, after the capture that buries
// the prisoner, with the explanation showing and the board put back for another try.
void showLesson(MainWindow& window, const QString& dir) {
    Settings().setLessonDone(QStringLiteral("moving"));
    Settings().setLessonDone(QStringLiteral("compulsory"));
    Settings().setLessonStep(QStringLiteral("freeing"), 1);
    Settings().setCurrentLesson(QStringLiteral("freeing"));
    window.action("learnToPlay")->trigger();
    LessonWindow* lessons = window.lessonWindow();
    lessons->resize(1060, 620);
    const LessonStep& step = lessons->book().lessons()[lessons->lessonIndex()].steps[1];
    const Move wrong = *parseMove(step.position, "c3:a5");
    BoardView* view = lessons->view();
    view->pressSquare(wrong.from);
    view->pressSquare(wrong.landing[0]);
    lessons->finishAnimations();
    QTimer::singleShot(300, [lessons, dir] {
        save(lessons, dir, "lessons.png");
        lessons->close();
    });
}

// The puzzle trainer after a wrong first move: the engine's refutation on the board and in words.
// Quits when saved.
void showFailedPuzzle(MainWindow& window, const QString& dir) {
    window.action("puzzles")->trigger();
    auto* trainer = window.findChild<PuzzleTrainer*>();
    trainer->resize(940, 600);
    trainer->startPuzzle(3);
    const puzzles::Puzzle& p = trainer->session()->puzzle();
    MoveList moves;
    generateMoves(p.start, moves);
    QObject::connect(trainer->session(), &PuzzleSession::failed, trainer, [trainer, dir] {
        QTimer::singleShot(1500, [trainer, dir] {
            save(trainer, dir, "puzzles.png");
            QApplication::quit();
        });
    });
    for (const Move& m : moves)
        if (!(m == p.line.front())) return trainer->session()->play(m);
}

// A game against the computer under 5+3, the player (Black) to move: the players, their clocks
// and the board turned towards the player.
void loadGame(MainWindow& window) {
    Game game;
    game.setTimeControl(TimeControl::fischer(300'000, 3'000));
    for (const QString& m : QString(GameMoves).split(' ')) game.play(m.toStdString());
    for (int ply = 1; ply <= game.plyCount(); ++ply)
        game.setClock(ply, 300'000 - ply * (ply % 2 ? 1'700 : 4'100) + 3'000);
    game.setTag("Black", "Ada");
    GameSetup setup;
    setup.players = {PlayerKind::Computer, PlayerKind::Human};
    setup.level = 7;
    window.controller()->loadGame(game, setup);
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // leave the user's settings alone
    describeApplication("screenshots");
    QSettings().clear();      // the first start's layout, not the last run's
    installTranslations(app); // the desktop's language (LANG=ru_RU.UTF-8 … for other shots)
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    if (argc > 2 && QString::fromLocal8Bit(argv[2]) == QLatin1String("--dark")) useDarkPalette();
    QDir().mkpath(dir);

    // The window as a new player gets it on this screen: its size and panels are the program's
    // own first-start layout, not arranged here.
    QTemporaryDir autosave; // a first start: no game left from an earlier run
    MainWindow window(autosave.filePath(QStringLiteral("autosave.pdn")));
    window.show();
    QTimer::singleShot(400, [&] {
        save(&window, dir, "first-start.png");
        if (window.lessonOffer()) window.lessonOffer()->hide(); // closed, as a player would
        loadGame(window);
    });
    QTimer::singleShot(900, [&] {
        save(&window, dir, "board.png");
        NewGameChoice choice;
        choice.timeControl = timeControlPresets[2].control; // 5+3: the clock's choice shows
        auto* dialog = new NewGameDialog(choice, &window);
        dialog->show();
        QTimer::singleShot(300, [&, dialog] {
            save(dialog, dir, "new-game.png");
            delete dialog;
            // For the manual's Preferences page (and for checking the dialog at fractional
            // scales, issue 24, which BASHNI_SHOT_PREFERENCES=1 used to ask for).
            {
                PreferencesDialog preferences(&window);
                preferences.show();
                save(&preferences, dir, "preferences.png");
            }
            // The position editor on the game's position: tall columns on both sides.
            {
                PositionEditor editor(window.controller()->game().position(),
                                      std::make_shared<Theme>(), &window);
                editor.resize(900, 620);
                editor.show();
                QApplication::processEvents();
                save(&editor, dir, "editor.png");
            }
            window.action("rules")->trigger();
            QTimer::singleShot(500, [&] {
                if (auto* b = window.findChild<QTextBrowser*>("rulesBrowser")) {
                    save(b->window(), dir, "rules.png");
                    b->window()->close();
                }
                showReviewedGame(window);
                // The graph, as a review leaves it (the analysis would take its place).
                QTimer::singleShot(2500, [&] {
                    save(&window, dir, "review.png");
                    // The same position analysed: the Analysis tab in the graph's place.
                    window.action("analyse")->trigger();
                    QTimer::singleShot(2500, [&] {
                        save(&window, dir, "analysis.png");
                        window.action("analyse")->trigger(); // stopped
                        // Help → Manual (F1) on the page of what the window shows: the review's.
                        window.showManual({});
                        window.manual()->resize(1000, 640);
                        save(window.manual(), dir, "manual.png");
                        window.manual()->close();
                        showLesson(window, dir);
                        QTimer::singleShot(800, [&] { showFailedPuzzle(window, dir); });
                    });
                });
            });
        });
    });
    return QApplication::exec();
}
