#include "ui/lessons/lessonsfeature.h"

#include "ui/common/settings.h"
#include "ui/game/gamecontroller.h"
#include "ui/lessons/lessonoffer.h"
#include "ui/lessons/lessonwindow.h"

#include <QAction>
#include <QMainWindow>

namespace bashni::ui {

LessonsFeature::LessonsFeature(FeatureHost& host, std::shared_ptr<Theme> theme, QObject* parent)
    : QObject(parent), host_(host), theme_(std::move(theme)),
      action_(new QAction(tr("&Learn to Play"), host.window())) {
    action_->setObjectName(QStringLiteral("learnToPlay"));
    connect(action_, &QAction::triggered, this, &LessonsFeature::show);
}

void LessonsFeature::show() {
    if (offer_) offer_->hide();
    if (!window_) window_ = new LessonWindow(theme_, host_.window());
    window_->show();
    window_->raise();
    window_->activateWindow();
}

// Beside the board, above the players, where it costs the board nothing. It goes for good once
// closed, once the lessons are opened and once the player has made a move: by then the player
// has found their way.
void LessonsFeature::offer() {
    host_.userSettings().setLessonOfferShown(true);
    offer_ = new LessonOffer;
    host_.addNotice(offer_);
    connect(offer_, &LessonOffer::accepted, this, &LessonsFeature::show);
    GameController* c = host_.gameController();
    connect(c, &GameController::moved, offer_, [this, c](const Position& before) {
        if (!c->seat(before.sideToMove()).automatic()) offer_->hide();
    });
}

void LessonsFeature::applySettings() {
    if (window_) window_->applySettings();
}

void LessonsFeature::close() {
    if (window_) window_->close();
}

} // namespace bashni::ui
