// The time control of a new game as players choose it: no clock, one of the usual presets, or
// their own (minutes plus seconds a move, or seconds for every move). Used by New Game and by the
// defaults in Preferences.
#pragma once

#include "core/timecontrol.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;

namespace bashni::ui {

class TimeControlEdit : public QWidget {
    Q_OBJECT
  public:
    explicit TimeControlEdit(const TimeControl& initial, QWidget* parent = nullptr);
    TimeControl value() const;
    void setValue(const TimeControl& tc);
    QComboBox* choice() const { return choice_; } // for a form's buddy and tests

  signals:
    void valueChanged();

  private:
    enum Item { NoClock = 0, FirstPreset = 1 }; // presets follow, then the two custom items
    int customFischerIndex() const { return FirstPreset + int(timeControlPresets.size()); }
    int customPerMoveIndex() const { return customFischerIndex() + 1; }
    void showCustomFields();

    QComboBox* choice_;
    QWidget* fischer_;
    QDoubleSpinBox* minutes_;
    QDoubleSpinBox* increment_;
    QWidget* perMove_;
    QDoubleSpinBox* seconds_;
};

// "5 min + 3 s", "30 s a move", "No clock": a time control in the player's words.
QString timeControlText(const TimeControl& tc);

} // namespace bashni::ui
