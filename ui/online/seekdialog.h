// New Seek: the game this player offers in the lobby (docs/PROTOCOL.md 12): the rules, the clock
// (the presets of New Game), rated or casual, the colour, and how far from one's own rating an
// opponent may be. A guest's is casual and open to anybody; a rated game and every server game
// has a clock of base and increment.
#pragma once

#include "core/net/server/commands.h"
#include "core/timecontrol.h"
#include "core/types.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;

namespace bashni::ui {

class TimeControlEdit;

struct SeekChoice {
    Rules rules = Rules::Standard;
    TimeControl clock = TimeControl::fischer(5 * 60'000, 3'000);
    bool rated = true;
    net::server::SeekColour colour = net::server::SeekColour::Random;
    int ratingSpread = 0; // opponents within this many points of one's rating; 0: anybody
};

class SeekDialog : public QDialog {
    Q_OBJECT
  public:
    SeekDialog(const SeekChoice& initial, bool guest, QWidget* parent = nullptr);
    SeekChoice choice() const;
    void accept() override;

  private:
    QComboBox* rules_;
    TimeControlEdit* clock_;
    QCheckBox* rated_;
    QComboBox* colour_;
    QComboBox* spread_;
    QLabel* problem_;
};

} // namespace bashni::ui
