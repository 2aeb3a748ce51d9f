// A game kept elsewhere and not played now (ui/game/remoteside.h): a network game adjourned, or a
// server game the autosave kept, on the board at the program's start until the player takes it up
// again. Its record is the one saved, its clocks stand as they were left, nobody moves on it, and
// it is turned to the player.
#pragma once

#include "ui/game/remoteside.h"

namespace bashni::ui {

class StandingRemote : public RemoteSide {
    Q_OBJECT
  public:
    StandingRemote(Game record, Color local, QString why, QObject* parent = nullptr)
        : RemoteSide(parent), record_(std::move(record)), local_(local), why_(std::move(why)) {}

    Game record() const override { return record_; }
    std::optional<Color> localColour() const override { return local_; }
    bool reachable() const override { return false; }
    QString unreachableText() const override { return why_; }
    bool send(const Move&) override { return false; }
    // The side to move's clock less the time it had used on its move when the game was left.
    std::optional<Milliseconds> timeLeft(Color side) const override {
        const auto clock = record_.clockAt(side);
        if (!clock || side != record_.sideToMove()) return clock;
        return *clock - record_.currentMoveUsedMs();
    }
    bool clockRunning() const override { return false; }
    Allowed allowed() const override { return {}; }
    bool requestTakeback() override { return false; }
    bool offerDraw() override { return false; }
    bool resign() override { return false; }

  private:
    Game record_;
    Color local_;
    QString why_;
};

} // namespace bashni::ui
