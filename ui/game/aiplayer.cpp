#include "ui/game/aiplayer.h"

#include "core/engine/levels.h"

namespace bashni::ui {

void AiWorker::think(const AiRequest& request) {
    // Also when already stopped: the search still returns a legal move ("Move now" at once).
    const engine::SearchResult r =
        request.clock.control.timed()
            ? engine::chooseMoveOnClock(search_, request.position, request.history, request.level,
                                        request.seed, request.clock, request.stop.get())
            : engine::chooseMove(search_, request.position, request.history, request.level,
                                 request.seed, request.timeMs, request.stop.get());
    AiAnswer answer{request.id, r.hasMove, r.best, r.score, r.depth};
    emit answered(answer);
}

void AiWorker::analyse(const AiRequest& request) {
    engine::Limits limits;
    limits.timeMs = request.timeMs;
    limits.stop = request.stop.get();
    limits.multiPv = request.lines;
    limits.threads = request.threads;
    const auto report = [&](const engine::SearchInfo& i) {
        AiAnalysis a{request.id, i.depth, i.score, i.nodes, i.seconds, i.pv, i.lines};
        if (a.lines.empty() && !i.pv.empty()) a.lines.push_back({i.pv[0], i.score, i.depth, i.pv});
        emit analysed(a);
    };
    const engine::SearchResult r = search_.run(request.position, request.history, limits, report);
    emit answered({request.id, r.hasMove, r.best, r.score, r.depth});
}

void AiWorker::clear() {
    search_.clear();
}

AiPlayer::AiPlayer(QObject* parent) : QObject(parent) {
    qRegisterMetaType<AiRequest>();
    qRegisterMetaType<AiAnswer>();
    qRegisterMetaType<AiAnalysis>();
    auto* worker = new AiWorker;
    worker->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker, &QObject::deleteLater);
    connect(this, &AiPlayer::request, worker, &AiWorker::think, Qt::QueuedConnection);
    connect(this, &AiPlayer::requestAnalysis, worker, &AiWorker::analyse, Qt::QueuedConnection);
    connect(this, &AiPlayer::requestClear, worker, &AiWorker::clear, Qt::QueuedConnection);
    connect(worker, &AiWorker::answered, this, &AiPlayer::receive, Qt::QueuedConnection);
    connect(
        worker, &AiWorker::analysed, this,
        [this](const AiAnalysis& info) {
            if (info.id == pending_) emit analysed(info);
        },
        Qt::QueuedConnection);
    thread_.setObjectName(QStringLiteral("bashni-ai"));
    thread_.start();
}

AiPlayer::~AiPlayer() {
    stop();
    thread_.quit();
    thread_.wait();
}

quint64 AiPlayer::think(const Position& pos, const engine::History& history, int level,
                        qint64 timeMs, quint64 seed, const engine::ClockState& clock) {
    return send({0, pos, history, level, timeMs, seed, nullptr, clock}, false);
}

quint64 AiPlayer::analyse(const Position& pos, const engine::History& history, qint64 timeMs,
                          int lines, int threads) {
    return send({0, pos, history, engine::MaxLevel, timeMs, 1, nullptr, {}, lines, threads}, true);
}

quint64 AiPlayer::send(AiRequest r, bool analysis) {
    stop();
    stop_ = std::make_shared<std::atomic<bool>>(false);
    pending_ = nextId_++;
    r.id = pending_;
    r.stop = stop_;
    if (analysis)
        emit requestAnalysis(r);
    else
        emit request(r);
    return pending_;
}

void AiPlayer::stop() {
    if (stop_) stop_->store(true);
    pending_ = 0;
}

// Queued like the requests, so the worker clears between the game's last search and the next.
void AiPlayer::newGame() {
    stop();
    emit requestClear();
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
