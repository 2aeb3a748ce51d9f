// The seat of a player who is not at this board, in a game whose record is kept elsewhere
// (ui/game/remoteside.h): the opponent of a network or server game, or either player of a game
// watched or adjourned. Its moves are the ones the remote side reports; told of a move made at
// this board, it sends it there. One class for every way to play remotely.
#pragma once

#include "ui/game/seat.h"

#include <QPointer>

namespace bashni::ui {

class RemoteSide;

class RemoteSeat : public Seat {
    Q_OBJECT
  public:
    RemoteSeat(RemoteSide& remote, Color side, QObject* parent = nullptr);

    void moveMade(const Game& game, Color mover) override;

  private:
    void onMoved(int ply);

    QPointer<RemoteSide> remote_;
    Color side_;
};

} // namespace bashni::ui
