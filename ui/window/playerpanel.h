// Who plays whom: each side's colour, name and clock, the side to move highlighted, and below them
// how the game ended or that it is paused. The side at the top of the board is on top here too,
// so the panel reads like the table: the opponent across, the player near.
#pragma once

#include "core/timecontrol.h"
#include "core/types.h"

#include <QWidget>

#include <array>
#include <optional>

class QLabel;
class QVBoxLayout;

namespace bashni::ui {

class PlayerRow;

class PlayerPanel : public QWidget {
    Q_OBJECT
  public:
    explicit PlayerPanel(QWidget* parent = nullptr);

    struct Side {
        QString name;
        bool toMove = false;
    };
    void setSides(const Side& white, const Side& black);
    // Nothing hides a clock (an untimed game); `low` marks one that is running out.
    void setClock(Color side, std::optional<Milliseconds> ms, bool low);
    void setWhiteOnTop(bool whiteOnTop);
    void setStatus(const QString& text); // the result, "Paused"; empty hides it

    // What is shown, for tests.
    QString name(Color side) const;
    QString clock(Color side) const; // empty when hidden
    bool highlighted(Color side) const;
    bool whiteOnTop() const { return whiteOnTop_; }
    QString status() const;

  private:
    std::array<PlayerRow*, 2> rows_; // by Color
    QLabel* status_;
    QVBoxLayout* layout_;
    bool whiteOnTop_ = false;
};

// A clock as players read it: "4:32", "1:02:03", and tenths in the last ten seconds ("0:09.3").
// Time is rounded down, as a clock counts: it shows 0 only when the time is gone.
QString clockText(Milliseconds ms);

} // namespace bashni::ui
