// The move log: the game's moves in numbered pairs (White, Black), the current one highlighted,
// comments shown; click a move to go there; first/previous/next/last buttons and autoplay; the
// computer's analysis of the position on the board. It shows a Game and asks for plies; the
// controller moves the board.
#pragma once

#include "core/game.h"

#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;
class QToolButton;

namespace bashni::ui {

class MoveLog : public QWidget {
    Q_OBJECT
  public:
    explicit MoveLog(QWidget* parent = nullptr);

    void showGame(const Game& game); // the moves, the current ply and its comments
    bool autoplaying() const { return autoplay_.isActive(); }
    void setAutoplayMs(int ms);
    void setAnalysis(const QString& line, bool running);
    // The cell of a ply (row, column), for tests.
    QTableWidget* table() const { return table_; }
    static std::pair<int, int> cellOf(const Game& game, int ply);

  signals:
    void plyChosen(int ply);
    void autoplayMsChanged(int ms);
    void analyseToggled(bool on);

  public slots:
    void setAutoplay(bool on);

  private:
    QToolButton* button(const QString& icon, const QString& text, int key);
    void step();
    void cellClicked(int row, int column);

    QTableWidget* table_;
    QLabel* comment_;
    QLabel* analysis_;
    QToolButton* play_;
    QToolButton* analyse_;
    QComboBox* speed_;
    QTimer autoplay_;
    const Game* game_ = nullptr;
};

} // namespace bashni::ui
