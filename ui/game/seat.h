// One side of the game on the board: who chooses its moves (Cute Chess's ChessPlayer). The
// controller runs a game between two seats and never asks which kind a seat is; what differs
// between a person here, the computer and a player elsewhere is answered by the seat itself.
#pragma once

#include "core/engine/timemanager.h"
#include "core/game.h"

#include <QObject>
#include <QString>

namespace bashni::ui {

// What a seat is told when its turn begins at the end of the line.
struct Turn {
    const Game& game;         // at its end, the seat's side to move
    engine::ClockState clock; // a timed game's clock; untimed otherwise
    int level = 3;            // the computer's strength chosen for this game
    qint64 thinkMs = 0;       // 0: the level's own time
    quint64 seed = 1;
};

class Seat : public QObject {
    Q_OBJECT
  public:
    using QObject::QObject;

    // Its turn: a move comes by moveChosen, or none (a person here moves on the board, a player
    // elsewhere when their move arrives).
    virtual void startTurn(const Turn& turn) { Q_UNUSED(turn) }
    // The turn ends without its move (undo, pause, analysis, another game): nothing may come.
    virtual void stopTurn() {}
    virtual bool choosing() const { return false; } // thinking about its move now
    virtual void moveNow() {}                       // its best move so far, at once
    // The other side offers a draw: true when this seat answers by drawAnswered; false when a
    // person must be asked (or the offer goes another way, as a network game's does).
    virtual bool considerDraw(const Game& game, Color own) {
        Q_UNUSED(game)
        Q_UNUSED(own)
        return false;
    }

    // A person at this board: the board's input plays for this seat, it resigns by the window's
    // Resign, its clock warns when low.
    virtual bool atThisBoard() const { return false; }
    // Chooses its moves here by itself: undo takes them back with the person's move before them,
    // two such seats are paced so that their game can be followed, and it plays at a level.
    virtual bool automatic() const { return false; }
    // Told of every move made on the board, by either side (`game` at its end, after the move):
    // a seat that plays against a program elsewhere passes the other side's moves on.
    virtual void moveMade(const Game& game, Color mover) {
        Q_UNUSED(game)
        Q_UNUSED(mover)
    }
    // What the player panel calls it; empty: the name in the record.
    virtual QString label(int level) const {
        Q_UNUSED(level)
        return {};
    }

  signals:
    void moveChosen(const bashni::Move& m);
    void drawAnswered(bool accepted);
    // A move made here could not be passed on: the board is out of step with where the record
    // is kept.
    void outOfStep();
};

} // namespace bashni::ui
