#include "ui/lessons/lessonwindow.h"

#include "ui/board/boardpresenter.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/theme.h"
#include "ui/common/icons.h"
#include "ui/help/manualwindow.h"
#include "ui/lessons/lessonlist.h"
#include "ui/lessons/lessonplay.h"

#include <QAction>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

namespace bashni::ui {

LessonWindow::LessonWindow(std::shared_ptr<Theme> theme, QWidget* parent)
    : QWidget(parent, Qt::Window), theme_(std::move(theme)), scene_(new BoardScene(theme_, this)),
      view_(new BoardView(scene_, this)), presenter_(new BoardPresenter(scene_, this)),
      play_(new LessonPlay(view_, presenter_, this)) {
    addContextHelp(this, QStringLiteral("lessons-and-puzzles.md#lessons")); // F1
    setWindowTitle(tr("Learn to Play"));
    setObjectName(QStringLiteral("lessonWindow"));
    view_->setObjectName(QStringLiteral("lessonBoard"));
    list_ = new LessonList;
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(list_);
    layout->addWidget(view_, 1);
    layout->addWidget(createPanel());
    auto* close = new QAction(this);
    close->setShortcuts({QKeySequence::Close, QKeySequence(Qt::Key_Escape)});
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);

    connect(play_, &LessonPlay::met, this, &LessonWindow::onMet);
    connect(play_, &LessonPlay::wrong, this,
            [this](const QString& why) { setFeedback(why, Tone::Wrong); });
    connect(play_, &LessonPlay::refused, this, [this](const QString& why) { setFeedback(why); });
    connect(play_, &LessonPlay::computerMoved, this, [this](const QString& move) {
        setFeedback(tr("The computer answers %1. Your move.").arg(move));
    });
    connect(play_, &LessonPlay::thinkingChanged, thinking_, &QWidget::setVisible);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != lesson_) showLesson(row);
    });
    applySettings();
    QSize size(1000, 640); // within the screen at a large scale factor too
    if (const QScreen* screen = this->screen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.9);
    resize(size);

    QString error;
    if (auto book = LessonBook::load(LessonBook::DefaultFile, &error)) book_ = std::move(*book);
    fillList();
    if (book_.lessons().isEmpty()) {
        setFeedback(tr("The lessons could not be read: %1").arg(error));
        updateButtons();
        return;
    }
    showLesson(startLesson());
}

// The lesson last shown, else the first not done.
int LessonWindow::startLesson() const {
    const QList<Lesson>& lessons = book_.lessons();
    const QString current = settings_.currentLesson();
    for (int i = 0; i < lessons.size(); ++i)
        if (lessons[i].id == current) return i;
    const QStringList done = settings_.lessonsDone();
    for (int i = 0; i < lessons.size(); ++i)
        if (!done.contains(lessons[i].id)) return i;
    return 0;
}

LessonWindow::~LessonWindow() {
    play_->stop();
    presenter_->finishAnimations(); // the scene, made first, goes after the presenter
}

QWidget* LessonWindow::createPanel() {
    auto* panel = new QWidget;
    panel->setMinimumWidth(260);
    panel->setMaximumWidth(340);
    auto* v = new QVBoxLayout(panel);
    title_ = new QLabel;
    QFont big = title_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.3);
    title_->setFont(big);
    title_->setWordWrap(true);
    stepLabel_ = new QLabel;
    text_ = new QLabel;
    text_->setWordWrap(true);
    text_->setObjectName(QStringLiteral("stepText"));
    feedback_ = new QLabel;
    feedback_->setObjectName(QStringLiteral("feedback"));
    feedback_->setWordWrap(true);
    feedback_->setFrameShape(QFrame::StyledPanel);
    feedback_->setMargin(6);
    feedback_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    thinking_ = new QLabel(tr("The computer is thinking…"));
    thinking_->hide();
    for (QLabel* label : {title_, stepLabel_, text_, feedback_, thinking_}) v->addWidget(label);
    v->addStretch(1);
    hint_ = addButton(tr("&Hint"), "hintButton", "games-hint");
    tryAgain_ = addButton(tr("&Try Again"), "tryAgainButton", "edit-undo");
    previous_ = addButton(tr("&Previous Step"), "previousButton", "go-previous");
    next_ = addButton(tr("&Next Step"), "nextButton", "go-next");
    restart_ = addButton(tr("&Restart Lesson"), "restartButton", "view-refresh");
    for (QPushButton* b : {hint_, tryAgain_, previous_, next_, restart_}) v->addWidget(b);
    connect(hint_, &QPushButton::clicked, this, [this] { setFeedback(lessonText(step().hint)); });
    connect(tryAgain_, &QPushButton::clicked, this, [this] {
        setFeedback({});
        play_->restart();
    });
    connect(previous_, &QPushButton::clicked, this, [this] { showStep(step_ - 1); });
    connect(next_, &QPushButton::clicked, this, &LessonWindow::next);
    connect(restart_, &QPushButton::clicked, this, &LessonWindow::restartLesson);
    return panel;
}

QPushButton* LessonWindow::addButton(const QString& text, const char* name, const char* icon) {
    auto* b = new QPushButton(themedIcon(QLatin1String(icon), palette()), text);
    b->setObjectName(QLatin1String(name));
    b->setAutoDefault(false);
    return b;
}

// The theme is the main window's, which loads it.
void LessonWindow::applySettings() {
    scene_->setShowCoordinates(settings_.coordinates());
    scene_->update();
    presenter_->setOptions({settings_.animationMs(), settings_.lastMove(), settings_.legalMoves()});
}

void LessonWindow::fillList() {
    list_->setLessons(book_.lessons(), settings_.lessonsDone());
}

const Lesson& LessonWindow::lesson() const {
    return book_.lessons()[lesson_];
}

const LessonStep& LessonWindow::step() const {
    return lesson().steps[step_];
}

int LessonWindow::reached() const {
    if (settings_.lessonsDone().contains(lesson().id)) return int(lesson().steps.size());
    return settings_.lessonStep(lesson().id);
}

int LessonWindow::resumeStep(int lesson) const {
    const Lesson& l = book_.lessons()[lesson];
    return qBound(0, settings_.lessonStep(l.id), int(l.steps.size()) - 1);
}

void LessonWindow::showLesson(int lesson) {
    if (lesson < 0 || lesson >= book_.lessons().size()) return;
    lesson_ = lesson;
    settings_.setCurrentLesson(this->lesson().id);
    list_->setCurrentLesson(lesson);
    title_->setText(lessonText(this->lesson().title));
    showStep(resumeStep(lesson));
}

void LessonWindow::showStep(int step) {
    if (step < 0 || step >= lesson().steps.size()) return;
    step_ = step;
    stepLabel_->setText(tr("Step %1 of %2").arg(step + 1).arg(lesson().steps.size()));
    text_->setText(lessonText(this->step().text));
    setFeedback({});
    // The learner's side at the bottom.
    scene_->setFlipped(this->step().position.sideToMove() == Color::Black);
    play_->start(this->step());
    updateButtons();
    view_->setFocus();
}

void LessonWindow::onMet(const QString& praise) {
    const Lesson& l = lesson();
    const bool last = step_ + 1 == l.steps.size();
    if (settings_.lessonStep(l.id) < step_ + 1) settings_.setLessonStep(l.id, step_ + 1);
    QString text = praise;
    if (last) {
        settings_.setLessonDone(l.id);
        fillList();
        text += QLatin1Char(' ') + (lesson_ + 1 < book_.lessons().size()
                                        ? tr("You have finished this lesson: on to the next one.")
                                        : tr("You have finished the last lesson."));
    }
    setFeedback(text, Tone::Good);
    updateButtons();
    next_->setDefault(true);
    next_->setFocus(); // Enter goes on, once the learner has seen the move
}

void LessonWindow::next() {
    if (step_ + 1 < lesson().steps.size())
        showStep(step_ + 1);
    else
        showLesson(lesson_ + 1);
}

void LessonWindow::restartLesson() {
    settings_.restartLesson(lesson().id);
    fillList();
    showStep(0);
}

void LessonWindow::updateButtons() {
    const bool have = lesson_ >= 0;
    const bool lastStep = have && step_ + 1 == lesson().steps.size();
    next_->setText(lastStep ? tr("&Next Lesson") : tr("&Next Step"));
    next_->setEnabled(have && step_ < reached() &&
                      (!lastStep || lesson_ + 1 < book_.lessons().size()));
    next_->setDefault(false);
    previous_->setEnabled(have && step_ > 0);
    for (QPushButton* b : {hint_, tryAgain_, restart_}) b->setEnabled(have);
}

// Praise and explanations tinted green and red, translucent so that they read on light and dark
// desktops alike.
void LessonWindow::setFeedback(const QString& text, Tone tone) {
    feedback_->setText(text);
    feedback_->setVisible(!text.isEmpty());
    QPalette p = palette();
    if (tone != Tone::Neutral)
        p.setColor(QPalette::Window,
                   tone == Tone::Good ? QColor(60, 170, 80, 60) : QColor(220, 60, 50, 55));
    feedback_->setPalette(p);
    feedback_->setAutoFillBackground(tone != Tone::Neutral);
}

QString LessonWindow::feedback() const {
    return feedback_->text();
}

void LessonWindow::finishAnimations() {
    play_->finishAnimations();
}

void LessonWindow::closeEvent(QCloseEvent* e) {
    play_->stop(); // the computer stops thinking; the step starts again when the window opens
    presenter_->finishAnimations();
    e->accept();
}

// Opened again after closing: the step starts afresh.
void LessonWindow::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    if (lesson_ >= 0 && play_->stopped()) showStep(step_);
}

} // namespace bashni::ui
