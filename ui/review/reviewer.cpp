#include "ui/review/reviewer.h"

namespace bashni::ui {

void ReviewWorker::review(const ReviewRequest& r) {
    if (!annotator_) annotator_ = std::make_unique<engine::Annotator>(r.limits);
    annotator_->setLimits(r.limits);
    const int total = r.lastPly - r.firstPly + 1;
    const std::uint64_t searchesBefore = annotator_->searches();
    bool complete = true;
    for (int ply = r.firstPly; ply <= r.lastPly && complete; ++ply) {
        const engine::Review one = annotator_->review(r.game, ply, ply, r.stop.get());
        for (const engine::MoveReview& m : one.moves) emit moveReviewed(r.id, m);
        complete = one.complete && !r.stop->load();
        if (complete) emit progressed(r.id, ply - r.firstPly + 1, total);
    }
    emit finished(r.id, complete, annotator_->searches() - searchesBefore);
}

Reviewer::Reviewer(QObject* parent) : QObject(parent) {
    qRegisterMetaType<ReviewRequest>();
    qRegisterMetaType<engine::MoveReview>();
    auto* worker = new ReviewWorker;
    worker->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker, &QObject::deleteLater);
    connect(this, &Reviewer::request, worker, &ReviewWorker::review, Qt::QueuedConnection);
    // Only the wanted review's results pass: a stopped one may still report what it had.
    connect(
        worker, &ReviewWorker::moveReviewed, this,
        [this](quint64 id, const engine::MoveReview& m) {
            if (id == pending_) emit moveReviewed(m);
        },
        Qt::QueuedConnection);
    connect(
        worker, &ReviewWorker::progressed, this,
        [this](quint64 id, int done, int total) {
            if (id == pending_) emit progressed(done, total);
        },
        Qt::QueuedConnection);
    connect(
        worker, &ReviewWorker::finished, this,
        [this](quint64 id, bool complete, quint64 searches) {
            if (id != pending_) return;
            pending_ = 0;
            emit finished(complete, searches);
        },
        Qt::QueuedConnection);
    thread_.setObjectName(QStringLiteral("bashni-review"));
    thread_.start(QThread::LowPriority); // the game's own AI comes first
}

Reviewer::~Reviewer() {
    stop();
    thread_.quit();
    thread_.wait();
}

void Reviewer::start(const Game& game, int firstPly, int lastPly,
                     const engine::ReviewLimits& limits) {
    stop();
    stop_ = std::make_shared<std::atomic<bool>>(false);
    pending_ = nextId_++;
    emit request({pending_, game, firstPly, lastPly, limits, stop_});
}

void Reviewer::stop() {
    if (stop_) stop_->store(true);
    pending_ = 0;
}

} // namespace bashni::ui
