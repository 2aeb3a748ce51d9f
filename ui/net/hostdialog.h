// Game → Host Network Game…: the player's name, the rules, the colour and the clock of the game
// proposed to a friend. Waiting for the friend is the window's (the network bar), not this
// dialog's: the dialog only chooses.
#pragma once

#include "ui/game/gamesetup.h"

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace bashni::ui {

class TimeControlEdit;

struct HostChoice {
    QString name;
    Rules rules = Rules::Standard;
    HumanSide side = HumanSide::White; // the host's
    TimeControl clock;                 // none or Fischer: the protocol knows no other
};

class HostDialog : public QDialog {
    Q_OBJECT
  public:
    explicit HostDialog(const HostChoice& initial, QWidget* parent = nullptr);
    HostChoice choice() const;

  private:
    QLineEdit* name_;
    QComboBox* rules_;
    QComboBox* side_;
    TimeControlEdit* clock_;
};

// The colour the host plays (a random side drawn here).
Color hostColour(HumanSide side);
// A name the protocol carries in a greeting: printable, no control characters (docs/PROTOCOL.md 2).
bool isPlayerName(const QString& name);

} // namespace bashni::ui
