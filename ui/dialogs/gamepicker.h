// Open Game: the games of a file that holds several, one a row (number, players, result, date,
// event, length), sortable by any column and filtered by a line of text; one is chosen to open.
#pragma once

#include "core/game.h"

#include <QDialog>

#include <vector>

class QLineEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace bashni::ui {

class GamePicker : public QDialog {
    Q_OBJECT
  public:
    GamePicker(const std::vector<Game>& games, const QString& fileName, QWidget* parent = nullptr);
    // The index into `games` of the chosen game; -1 when none is (every row filtered out).
    int chosen() const;

  private:
    void makeList(const std::vector<Game>& games);
    void addGame(int index, const Game& game);
    void applyFilter(const QString& text);
    void selectFirstVisible();
    void updateOpen();

    QLineEdit* filter_ = nullptr;
    QTreeWidget* list_ = nullptr;
    QPushButton* open_ = nullptr;
};

} // namespace bashni::ui
