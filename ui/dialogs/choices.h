// Controls for the same choices in several dialogs (New Game, Preferences, the editor): the
// rule set and the computer's level, worded once.
#pragma once

#include "core/types.h"

#include <QString>

class QComboBox;
class QFormLayout;
class QSlider;

namespace bashni::ui {

QString rulesTitle(Rules r);              // "Turkish strike", as the player reads it
QComboBox* makeRulesCombo(Rules current); // item data: int(Rules)
QString rulesExplanation(Rules r);        // one line about docs/RULES.md 4.8's variant
QSlider* makeLevelSlider(int level);
QString levelText(int level); // "3 (casual)"
// The row "Computer level: [slider] 3 (casual)", its text following the slider.
void addLevelRow(QFormLayout* form, QSlider* slider);

} // namespace bashni::ui
