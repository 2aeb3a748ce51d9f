#include "ui/puzzles/puzzlesfeature.h"

#include "ui/puzzles/puzzletrainer.h"

#include <QAction>
#include <QMainWindow>

namespace bashni::ui {

PuzzlesFeature::PuzzlesFeature(FeatureHost& host, std::shared_ptr<Theme> theme, QObject* parent)
    : QObject(parent), host_(host), theme_(std::move(theme)),
      action_(new QAction(tr("Pu&zzles"), host.window())) {
    action_->setObjectName(QStringLiteral("puzzles"));
    connect(action_, &QAction::triggered, this, &PuzzlesFeature::show);
}

void PuzzlesFeature::show() {
    if (!trainer_) {
        trainer_ = new PuzzleTrainer(theme_, host_.window());
        trainer_->setAttribute(Qt::WA_DeleteOnClose);
    }
    trainer_->show();
    trainer_->raise();
    trainer_->activateWindow();
}

} // namespace bashni::ui
