// Game → Set Up Position: a board filled by clicks (the palette's piece goes on top of the column,
// the eraser takes the top piece, a right-click takes the whole column), the side to move and the
// rule set. The position is checked as the notation reads it back (docs/NOTATION.md), so whatever
// is accepted can be written and read again; a refusal shows its reason and the accept buttons
// wait.
//
// Object names, for tests: the palette's tool buttons "tool-white-man", "tool-black-man",
// "tool-white-king", "tool-black-king", "tool-eraser"; "clear-board", "start-position",
// "side-white", "side-black", "rules" (combo box), "position-text", "problem" (why the position is
// refused, empty when it is not), "notice" (why the last click did nothing), "play", "analyse".
#pragma once

#include "core/position.h"

#include <QDialog>

#include <memory>
#include <optional>

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace bashni::ui {

class BoardScene;
class BoardView;
class Theme;

class PositionEditor : public QDialog {
    Q_OBJECT
  public:
    PositionEditor(const Position& initial, std::shared_ptr<Theme> theme,
                   QWidget* parent = nullptr);

    // The position on the board with the chosen side to move and rule set (its rules()).
    // Meant to be read after accept(), when it is one the notation accepts.
    Position position() const;

    enum class Then { Play, Analyse };
    Then then() const { return then_; } // which button accepted the dialog

    BoardView* view() const { return view_; }

  protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

  private:
    enum class Tool { WhiteMan, BlackMan, WhiteKing, BlackKing, Eraser };

    QWidget* makePalette();
    QWidget* makeSetUpButtons();
    QWidget* makeSideAndRules(const Position& initial);
    QWidget* makeTextAndProblems();
    QWidget* makeButtons();
    QIcon toolIcon(std::optional<Piece> p) const;

    void clickSquare(Square s);
    void removeColumn(Square s);
    void setBoard(const Position& board);
    void refresh();
    void finish(Then then);

    std::shared_ptr<Theme> theme_;
    Position board_; // the columns only: side and rules come from the widgets
    BoardScene* scene_;
    BoardView* view_;
    QButtonGroup* tools_ = nullptr;
    QButtonGroup* side_ = nullptr;
    QComboBox* rules_ = nullptr;
    QLineEdit* text_ = nullptr;
    QLabel* problem_ = nullptr;
    QLabel* notice_ = nullptr;
    QPushButton* play_ = nullptr;
    QPushButton* analyse_ = nullptr;
    Then then_ = Then::Play;
};

} // namespace bashni::ui
