// Game → Puzzles: a window of its own with a board where the user finds the winning move of a
// shipped puzzle (docs/manual/lessons-and-puzzles.md "Puzzles"). Made when first opened, never at
// start-up; the puzzles are read then. The rating, streaks and solved puzzles are kept in Settings.
#pragma once

#include "ui/common/settings.h"
#include "ui/game/moveinput.h"
#include "ui/puzzles/puzzlebook.h"
#include "ui/puzzles/puzzlerating.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QPushButton;

namespace bashni::ui {

class BoardPresenter;
class BoardScene;
class BoardView;
class PuzzleSession;
class Theme;

class PuzzleTrainer : public QWidget {
    Q_OBJECT
  public:
    // A window of its own over `parent`; shows a puzzle chosen by the rating.
    PuzzleTrainer(std::shared_ptr<Theme> theme, QWidget* parent);
    ~PuzzleTrainer() override;

    void startPuzzle(int number); // by its number in the collection, from 1
    void nextPuzzle();            // the next one the rating chooses
    void retry();
    void showSolution();

    int puzzleNumber() const { return number_; }
    const PuzzleBook& book() const { return book_; }
    PuzzleSession* session() const { return session_; }
    BoardView* view() const { return view_; }
    BoardPresenter* presenter() const { return presenter_; }
    QString feedback() const;

  protected:
    void closeEvent(QCloseEvent* e) override;

  private:
    QWidget* createPanel();
    void createShortcuts();
    void onClicked(Square s);
    void onDropped(Square from, Square to);
    void handle(MoveInput::Outcome outcome);
    void onChanged();
    void onSolved(bool alternative);
    void onFailed(const Move& wrong, const std::optional<Move>& reply, int score);
    void record(bool solved); // the first try's result into the rating
    void updateMarks();
    void updateInfo();
    void setFeedback(const QString& text);

    Settings settings_;
    PuzzleBook book_;
    BoardScene* scene_;
    BoardView* view_;
    BoardPresenter* presenter_;
    PuzzleSession* session_;
    MoveInput input_;
    int number_ = 0;
    bool rated_ = false; // this puzzle's first try has been counted
    int lastChange_ = 0; // the rating's change by the last result
    QLabel *task_, *info_, *rating_, *feedback_;
    QPushButton *retry_, *solution_, *next_;
};

} // namespace bashni::ui
