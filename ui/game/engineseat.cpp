#include "ui/game/engineseat.h"

#include "core/engine/levels.h"
#include "ui/game/aiplayer.h"

namespace bashni::ui {

namespace {
constexpr qint64 DrawThinkMs = 400;
}

EngineSeat::EngineSeat(QObject* parent) : Seat(parent) {}
EngineSeat::~EngineSeat() = default;

AiPlayer& EngineSeat::ai() {
    if (!ai_) {
        ai_ = std::make_unique<AiPlayer>();
        connect(ai_.get(), &AiPlayer::answered, this, &EngineSeat::receive);
    }
    return *ai_;
}

void EngineSeat::startTurn(const Turn& turn) {
    purpose_ = Purpose::Move;
    ai().think(turn.game.position(), engine::historyOf(turn.game), turn.level, turn.thinkMs,
               turn.seed, turn.clock);
}

void EngineSeat::stopTurn() {
    if (ai_) ai_->stop();
}

bool EngineSeat::choosing() const {
    return ai_ && ai_->isThinking() && purpose_ == Purpose::Move;
}

void EngineSeat::moveNow() {
    if (choosing()) ai_->moveNow();
}

bool EngineSeat::considerDraw(const Game& game, Color own) {
    purpose_ = Purpose::DrawOffer;
    ownMove_ = game.sideToMove() == own;
    ai().think(game.position(), engine::historyOf(game), engine::MaxLevel, DrawThinkMs, 1);
    return true;
}

QString EngineSeat::label(int level) const {
    return tr("Computer (level %1)").arg(level);
}

void EngineSeat::receive(const AiAnswer& answer) {
    if (purpose_ == Purpose::DrawOffer) {
        // The score is from the side to move's view.
        const int own = ownMove_ ? answer.score : -answer.score;
        emit drawAnswered(own < DrawAcceptMargin);
    } else if (answer.hasMove) {
        emit moveChosen(answer.move);
    }
}

} // namespace bashni::ui
