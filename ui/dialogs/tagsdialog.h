// Game Tags: the record's Seven Tag Roster (Event, Site, Date, Round, the players) in a form, and
// any other tags the game keeps in a table where rows can be added and removed. The tags the
// program writes from the game itself (Result, Rules, GameType, DrawRules, SetUp, FEN) are shown
// read-only or not at all.
#pragma once

#include "core/game.h"

#include <QDialog>
#include <QStringList>

#include <array>
#include <utility>

class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace bashni::ui {

class TagsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit TagsDialog(const Game& game, QWidget* parent = nullptr);
    // Writes the edited tags into `game` (the one the dialog was opened on, or a copy of it).
    void applyTo(Game& game) const;
    // Refuses, with a message in the dialog, a table of tags that cannot be written.
    void accept() override;

  private:
    QLayout* makeForm(const Game& game);
    QWidget* makeDateRow(const std::string& date);
    QLayout* makeTable(const Game& game);
    void addExtraRow(const QString& name, const QString& value);
    void addTag();
    void removeTags();
    void updateDateEnabled();
    std::string dateText() const;
    QString problem(int& row) const;

    std::array<std::pair<const char*, QLineEdit*>, 5> fields_{}; // Event, Site, Round, players
    QComboBox* dateKind_ = nullptr;
    QDateEdit* date_ = nullptr;
    QString keptDate_; // a date as recorded that the date editor cannot show ("2026.??.??")
    QTableWidget* extra_ = nullptr;
    QStringList openedExtra_; // the names of the other tags when the dialog opened
    QLabel* error_ = nullptr;
};

} // namespace bashni::ui
