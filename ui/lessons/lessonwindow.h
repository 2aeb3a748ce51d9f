// The lesson window ("Learn to Play"): the lessons in a list, the real board (the main window's
// scene, view, presenter and move input), and the step's text with its feedback and buttons.
// Not modal; the main window makes it the first time it is asked for. Progress is kept in the
// settings, so that the window opens where the learner left.
#pragma once

#include "ui/common/settings.h"
#include "ui/lessons/lessonbook.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;

namespace bashni::ui {

class BoardPresenter;
class BoardScene;
class BoardView;
class LessonList;
class LessonPlay;
class Theme;

class LessonWindow : public QWidget {
    Q_OBJECT
  public:
    // The board is drawn with the main window's theme, shared as the puzzles' is.
    LessonWindow(std::shared_ptr<Theme> theme, QWidget* parent);
    ~LessonWindow() override;

    void applySettings();        // the board's theme and options, as the main window has them
    void showLesson(int lesson); // at the step where the learner left it
    void showStep(int step);

    // For tests and the screenshots.
    BoardView* view() const { return view_; }
    LessonPlay* play() const { return play_; }
    const LessonBook& book() const { return book_; }
    int lessonIndex() const { return lesson_; }
    int stepIndex() const { return step_; }
    QString feedback() const;
    void finishAnimations();

  protected:
    void closeEvent(QCloseEvent* e) override;
    void showEvent(QShowEvent* e) override;

  private:
    QWidget* createPanel();
    QPushButton* addButton(const QString& text, const char* name, const char* icon);
    void fillList();
    void onMet(const QString& praise);
    enum class Tone { Neutral, Good, Wrong };
    void setFeedback(const QString& text, Tone tone = Tone::Neutral);
    void updateButtons();
    void next();
    void restartLesson();
    int startLesson() const;
    int resumeStep(int lesson) const;
    int reached() const; // steps of the current lesson met so far
    const Lesson& lesson() const;
    const LessonStep& step() const;

    Settings settings_;
    LessonBook book_;
    std::shared_ptr<Theme> theme_;
    BoardScene* scene_;
    BoardView* view_;
    BoardPresenter* presenter_;
    LessonPlay* play_;
    LessonList* list_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* stepLabel_ = nullptr;
    QLabel* text_ = nullptr;
    QLabel* feedback_ = nullptr;
    QLabel* thinking_ = nullptr;
    QPushButton *hint_ = nullptr, *tryAgain_ = nullptr, *previous_ = nullptr, *next_ = nullptr,
                *restart_ = nullptr;
    int lesson_ = -1;
    int step_ = 0;
};

} // namespace bashni::ui
