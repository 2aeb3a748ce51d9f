#include "ui/puzzles/puzzletrainer.h"

#include "ui/board/boardpresenter.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/inputmarks.h"
#include "ui/common/icons.h"
#include "ui/help/manualwindow.h"
#include "ui/puzzles/puzzlesession.h"
#include "ui/puzzles/puzzletexts.h"

#include <QAction>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QVBoxLayout>

namespace bashni::ui {

PuzzleTrainer::PuzzleTrainer(std::shared_ptr<Theme> theme, QWidget* parent)
    : QWidget(parent, Qt::Window), scene_(new BoardScene(std::move(theme), this)),
      view_(new BoardView(scene_, this)), presenter_(new BoardPresenter(scene_, this)),
      session_(new PuzzleSession(presenter_, this)) {
    addContextHelp(this, QStringLiteral("lessons-and-puzzles.md#puzzles")); // F1
    setObjectName(QStringLiteral("puzzleTrainer"));
    setWindowTitle(tr("Puzzles"));
    QString error;
    if (auto book = PuzzleBook::load(QString::fromLatin1(PuzzleBook::DefaultFile), &error))
        book_ = std::move(*book);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(view_, 1);
    layout->addWidget(createPanel());
    createShortcuts();
    scene_->setShowCoordinates(settings_.coordinates());
    presenter_->setOptions({settings_.animationMs(), settings_.lastMove(), settings_.legalMoves()});
    connect(view_, &BoardView::squareClicked, this, &PuzzleTrainer::onClicked);
    connect(view_, &BoardView::columnDropped, this, &PuzzleTrainer::onDropped);
    connect(session_, &PuzzleSession::moved, view_, &BoardView::announceMove);
    connect(session_, &PuzzleSession::changed, this, &PuzzleTrainer::onChanged);
    connect(session_, &PuzzleSession::solved, this, &PuzzleTrainer::onSolved);
    connect(session_, &PuzzleSession::failed, this, &PuzzleTrainer::onFailed);
    QSize size(900, 640); // within the screen at any scale factor, as the main window
    if (const QScreen* sc = screen()) size = size.boundedTo(sc->availableGeometry().size() * 0.9);
    resize(size);
    if (book_.count() == 0)
        setFeedback(tr("The puzzles could not be read: %1").arg(error));
    else
        nextPuzzle();
}

PuzzleTrainer::~PuzzleTrainer() {
    session_->stop();
    presenter_->finishAnimations(); // the scene, made first, goes after the presenter
}

QWidget* PuzzleTrainer::createPanel() {
    auto* panel = new QWidget(this);
    auto* box = new QVBoxLayout(panel);
    task_ = new QLabel(panel);
    task_->setObjectName(QStringLiteral("task"));
    QFont bold = task_->font();
    bold.setBold(true);
    task_->setFont(bold);
    info_ = new QLabel(panel);
    info_->setObjectName(QStringLiteral("puzzleInfo"));
    rating_ = new QLabel(panel);
    rating_->setObjectName(QStringLiteral("rating"));
    feedback_ = new QLabel(panel);
    feedback_->setObjectName(QStringLiteral("feedback"));
    for (QLabel* l : {task_, info_, rating_, feedback_}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        box->addWidget(l);
    }
    box->addStretch(1);
    const auto button = [&](const char* name, const QString& text, const char* icon) {
        auto* b = new QPushButton(themedIcon(QLatin1String(icon), palette()), text, panel);
        b->setObjectName(QLatin1String(name));
        box->addWidget(b);
        return b;
    };
    retry_ = button("retry", tr("&Retry"), "view-refresh");
    solution_ = button("showSolution", tr("Show &Solution"), "games-hint");
    next_ = button("next", tr("&Next Puzzle"), "go-next");
    connect(retry_, &QPushButton::clicked, this, &PuzzleTrainer::retry);
    connect(solution_, &QPushButton::clicked, this, &PuzzleTrainer::showSolution);
    connect(next_, &QPushButton::clicked, this, &PuzzleTrainer::nextPuzzle);
    panel->setMinimumWidth(260);
    panel->setMaximumWidth(340);
    return panel;
}

void PuzzleTrainer::createShortcuts() {
    auto* close = new QAction(this);
    // Ctrl+W also where the platform's Close is another key.
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Close);
    keys << QKeySequence(Qt::Key_Escape);
    if (!keys.contains(QKeySequence(Qt::CTRL | Qt::Key_W)))
        keys << QKeySequence(Qt::CTRL | Qt::Key_W);
    close->setShortcuts(keys);
    connect(close, &QAction::triggered, this, &QWidget::close);
    auto* next = new QAction(this);
    next->setShortcuts({QKeySequence(Qt::Key_N), QKeySequence(Qt::CTRL | Qt::Key_Right)});
    connect(next, &QAction::triggered, this, &PuzzleTrainer::nextPuzzle);
    addActions({close, next});
}

void PuzzleTrainer::closeEvent(QCloseEvent* e) {
    session_->stop(); // nobody waits for the engine's answer any more
    presenter_->finishAnimations();
    QWidget::closeEvent(e);
}

QString PuzzleTrainer::feedback() const {
    return feedback_->text();
}

void PuzzleTrainer::setFeedback(const QString& text) {
    feedback_->setText(text);
}

void PuzzleTrainer::startPuzzle(int number) {
    const puzzles::Puzzle* p = book_.puzzle(number);
    if (!p) return;
    number_ = number;
    rated_ = false;
    lastChange_ = 0;
    scene_->setFlipped(p->start.sideToMove() == Color::Black);
    setFeedback({});
    session_->start(*p);
    updateInfo();
}

void PuzzleTrainer::nextPuzzle() {
    auto* random = QRandomGenerator::global();
    const auto band = bandFor(settings_.puzzleRating(), random->generateDouble());
    const int n = book_.choose(band, settings_.puzzlesSolved(), number_, random->generate());
    if (n != 0) startPuzzle(n);
}

void PuzzleTrainer::retry() {
    if (number_ == 0) return;
    presenter_->finishAnimations();
    setFeedback({});
    session_->start(session_->puzzle()); // rated_ stays: only the first try counts
}

void PuzzleTrainer::showSolution() {
    using State = PuzzleSession::State;
    if (number_ == 0) return;
    const State before = session_->state();
    session_->showSolution();
    if (before != State::Solved) record(false); // looking it up is not solving it
    setFeedback(solutionText(session_->puzzle().line));
}

void PuzzleTrainer::onSolved(bool alternative) {
    record(true);
    setFeedback(alternative ? tr("Solved! Your move wins just as well.")
                            : tr("Solved! Well done."));
}

void PuzzleTrainer::onFailed(const Move& wrong, const std::optional<Move>& reply, int score) {
    record(false);
    setFeedback(refutationText(wrong, reply, score) + u' ' + tr("Retry, or look at the solution."));
}

void PuzzleTrainer::record(bool solved) {
    if (rated_) return;
    rated_ = true;
    const PuzzleScore before{settings_.puzzleRating(), settings_.puzzleStreak(),
                             settings_.puzzleBestStreak()};
    const PuzzleScore after = scored(before, session_->puzzle().difficulty, solved);
    settings_.setPuzzleRating(after.rating);
    settings_.setPuzzleStreak(after.streak);
    settings_.setPuzzleBestStreak(after.bestStreak);
    if (solved) settings_.setPuzzleSolved(number_);
    lastChange_ = after.rating - before.rating;
    updateInfo();
}

void PuzzleTrainer::updateInfo() {
    const puzzles::Puzzle& p = session_->puzzle();
    task_->setText(puzzleTask(p.start.sideToMove()));
    info_->setText(
        tr("Puzzle %1 of %2").arg(number_).arg(book_.count()) + u'\n' +
        tr("Difficulty: %1 (rated %2)").arg(bandName(p.difficulty)).arg(bandRating(p.difficulty)));
    // Where the generator found it (seed, game, ply, levels) says nothing to a player.
    info_->setToolTip(
        p.source.empty()
            ? QString()
            : tr("Found by the puzzle generator: %1").arg(QString::fromStdString(p.source)));
    QString rating = tr("Your rating: %1").arg(settings_.puzzleRating());
    if (lastChange_ != 0)
        rating += QStringLiteral(" (%1%2)").arg(lastChange_ > 0 ? "+" : "").arg(lastChange_);
    rating_->setText(
        rating + u'\n' +
        tr("Streak: %1 (best %2)").arg(settings_.puzzleStreak()).arg(settings_.puzzleBestStreak()));
}

// --- the board

void PuzzleTrainer::onClicked(Square s) {
    if (session_->state() != PuzzleSession::State::Solving) return;
    presenter_->finishAnimations(); // a click during an animation first shows where it ends
    handle(input_.click(s));
}

void PuzzleTrainer::onDropped(Square from, Square to) {
    if (session_->state() != PuzzleSession::State::Solving) return;
    presenter_->finishAnimations();
    handle(input_.drop(from, to));
}

void PuzzleTrainer::handle(MoveInput::Outcome outcome) {
    // Why a click was refused, until the next click.
    setFeedback(outcome == MoveInput::Outcome::Refused ? input_.reason() : QString());
    if (outcome == MoveInput::Outcome::Completed) return session_->play(input_.move());
    updateMarks();
}

void PuzzleTrainer::onChanged() {
    using State = PuzzleSession::State;
    const State s = session_->state();
    input_.reset(session_->position(), s == State::Solving);
    retry_->setEnabled(s != State::Idle);
    solution_->setEnabled(s == State::Solving || s == State::Failed || s == State::Solved);
    if (s == State::Checking) setFeedback(tr("Checking your move…"));
    updateMarks();
}

void PuzzleTrainer::updateMarks() {
    const auto& last = session_->lastMove();
    presenter_->setMarks(inputMarks(input_, last ? &*last : nullptr,
                                    session_->state() == PuzzleSession::State::Solving));
}

} // namespace bashni::ui
