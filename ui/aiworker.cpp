#include "ui/aiworker.h"

#include "core/engine/levels.h"

namespace bashni::ui {

void AiWorker::think(const AiRequest& request) {
    // Also when already stopped: the search still returns a legal move ("Move now" at once).
    const engine::SearchResult r = engine::chooseMove(
        search_, request.position, request.level, request.seed, request.timeMs, request.stop.get());
    AiAnswer answer{request.id, r.hasMove, r.best, r.score, r.depth};
    emit answered(answer);
}

AiPlayer::AiPlayer(QObject* parent) : QObject(parent) {
    qRegisterMetaType<AiRequest>();
    qRegisterMetaType<AiAnswer>();
    auto* worker = new AiWorker;
    worker->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker, &QObject::deleteLater);
    connect(this, &AiPlayer::request, worker, &AiWorker::think, Qt::QueuedConnection);
    connect(worker, &AiWorker::answered, this, &AiPlayer::receive, Qt::QueuedConnection);
    thread_.setObjectName(QStringLiteral("bashni-ai"));
    thread_.start();
}

AiPlayer::~AiPlayer() {
    stop();
    thread_.quit();
    thread_.wait();
}

quint64 AiPlayer::think(const Position& pos, int level, qint64 timeMs, quint64 seed) {
    stop();
    stop_ = std::make_shared<std::atomic<bool>>(false);
    pending_ = nextId_++;
    emit request({pending_, pos, level, timeMs, seed, stop_});
    return pending_;
}

void AiPlayer::stop() {
    if (stop_) stop_->store(true);
    pending_ = 0;
}

void AiPlayer::moveNow() {
    if (stop_) stop_->store(true);
}

void AiPlayer::receive(const AiAnswer& answer) {
    if (answer.id != pending_) return; // an answer nobody waits for any more
    pending_ = 0;
    emit answered(answer);
}

} // namespace bashni::ui
