#include "ui/game/remoteseat.h"

#include "ui/game/remoteside.h"

namespace bashni::ui {

RemoteSeat::RemoteSeat(RemoteSide& remote, Color side, QObject* parent)
    : Seat(parent), remote_(&remote), side_(side) {
    connect(&remote, &RemoteSide::moved, this, &RemoteSeat::onMoved);
}

// The remote side's move of this seat's colour, whenever it comes (the player here may be looking
// back: the game goes on at its end). Whether the board's line then is the record's is the
// controller's to check (GameController::followRemote).
void RemoteSeat::onMoved(int ply) {
    if (!remote_) return;
    const Game record = remote_->record();
    if (ply < 1 || ply > record.plyCount() || record.mover(ply) != side_) return;
    emit moveChosen(record.move(ply));
}

// A move made at this board by the player there goes to the remote side; one it cannot take
// leaves the board out of step with the record.
void RemoteSeat::moveMade(const Game& game, Color mover) {
    if (!remote_ || mover == side_ || remote_->localColour() != mover) return;
    if (!remote_->send(game.move(game.plyCount()))) emit outOfStep();
}

} // namespace bashni::ui
