// Open Game: the games of a file that holds several, one a row (number, players, result, date,
// event, length), sortable by any column and filtered by a line of text; one is chosen to open.
// The rows are a model over the file's summaries, shown as the view scrolls to them: a file of
// 100,000 games costs the dialog a few numbers a game.
#pragma once

#include "ui/files/gamesummaries.h"

#include <QDialog>

class QLineEdit;
class QModelIndex;
class QPushButton;
class QTableView;

namespace bashni::ui {

class GameFilter;
class GameTable;

class GamePicker : public QDialog {
    Q_OBJECT
  public:
    GamePicker(GameSummaries games, const QString& fileName, QWidget* parent = nullptr);
    // The index into the games of the chosen game; -1 when none is (every row filtered out).
    int chosen() const;
    const GameSummaries& games() const;

  private:
    void makeList(GameSummaries games);
    void applyFilter(const QString& text);
    void select(const QModelIndex& row);
    void updateOpen();

    QLineEdit* filter_ = nullptr;
    GameTable* table_ = nullptr;
    GameFilter* shown_ = nullptr;
    QTableView* list_ = nullptr;
    QPushButton* open_ = nullptr;
};

} // namespace bashni::ui
