// The computer in a seat: its moves from the engine thread (ui/game/aiplayer.h), which is started
// at its first turn, so a game where the person moves first loads no search until it is needed.
#pragma once

#include "ui/game/seat.h"

#include <memory>

namespace bashni::ui {

class AiPlayer;
struct AiAnswer;

class EngineSeat : public Seat {
    Q_OBJECT
  public:
    explicit EngineSeat(QObject* parent = nullptr);
    ~EngineSeat() override;

    void startTurn(const Turn& turn) override;
    void stopTurn() override;
    bool choosing() const override;
    void moveNow() override;
    bool considerDraw(const Game& game, Color own) override;
    bool automatic() const override { return true; }
    QString label(int level) const override;

    // A draw is accepted when the computer does not think itself better by this much (a fifth of
    // a man): a level-independent, quick judgement.
    static constexpr int DrawAcceptMargin = 20;

  private:
    enum class Purpose { Move, DrawOffer };
    AiPlayer& ai();
    void receive(const AiAnswer& answer);

    std::unique_ptr<AiPlayer> ai_;
    Purpose purpose_ = Purpose::Move;
    bool ownMove_ = false; // the draw offer's position has this seat to move
};

} // namespace bashni::ui
