// New Game: who plays (human v computer with a colour, two humans, computer v computer), the
// computer's level, the time control, the rule set of docs/RULES.md 4.8 with a line about each, and
// the draw rules.
#pragma once

#include "ui/game/gamesetup.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;

namespace bashni::ui {

class TimeControlEdit;

class NewGameDialog : public QDialog {
    Q_OBJECT
  public:
    explicit NewGameDialog(const NewGameChoice& initial, QWidget* parent = nullptr);
    NewGameChoice choice() const;
    // For a set-up position, whose rule set was chosen with it: shown, not changeable.
    void fixRules(Rules rules);

  private:
    void updateEnabled();
    void updateRulesText();

    QButtonGroup* opponents_;
    QComboBox* side_;
    QSlider* level_;
    QComboBox* rules_;
    QLabel* rulesText_;
    QCheckBox* repetition_;
    QCheckBox* noProgress_;
    TimeControlEdit* clock_;
    qint64 thinkMs_;
};

} // namespace bashni::ui
