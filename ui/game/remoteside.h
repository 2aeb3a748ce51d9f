// The other end of a game whose record is kept elsewhere: a direct game's peer (its session,
// ui/net/networkplay.h) or a server (ui/online/onlineboard.h), or a game adjourned there and
// waiting to be taken up again (ui/game/standingremote.h). The controller shows the record kept
// there, sends the moves made here through the one seat that stands for the remote side
// (ui/game/remoteseat.h), and follows what is said there, correcting its own copy in one place
// (GameController::followRemote). A way to play remotely is one more implementation of this.
#pragma once

#include "core/game.h"

#include <QObject>
#include <QString>

#include <optional>

namespace bashni::ui {

class RemoteSide : public QObject {
    Q_OBJECT
  public:
    using QObject::QObject;

    // What the player may ask the other side now.
    struct Allowed {
        bool takeback = false, offerDraw = false, resign = false;
    };

    // The record as it is kept there, with the tags the board shows it with.
    virtual Game record() const = 0;
    // The colour played at this board: its moves go there. None when watching.
    virtual std::optional<Color> localColour() const = 0;
    // Whether the other side hears us now (connected, the game on): the board takes our moves
    // only then.
    virtual bool reachable() const = 0;
    // Why not, in the player's words ("The connection is being restored…"); empty when it is.
    virtual QString unreachableText() const = 0;
    // Our move, made on the board at the end of the record; false when it cannot be sent (the
    // board then goes back to the record).
    virtual bool send(const Move& m) = 0;
    // A side's time as the other side counts it, run on here for the side whose clock runs;
    // nothing in an untimed game.
    virtual std::optional<Milliseconds> timeLeft(Color side) const = 0;
    // A clock runs there now (and is known here): false while the connection is lost.
    virtual bool clockRunning() const = 0;
    virtual Allowed allowed() const = 0;
    // Each true when the question was sent (the window says so).
    virtual bool requestTakeback() = 0;
    virtual bool offerDraw() = 0;
    virtual bool resign() = 0;

  signals:
    // A move entered the record there: the other side's, or ours as it was taken.
    void moved(int ply);
    // Anything else that the board shows: clocks, an ending, a takeback, a new record, whether
    // the other side can be reached.
    void changed();
    void ticked(); // the clocks shown move on
};

} // namespace bashni::ui
