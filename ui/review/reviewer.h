// Game review off the GUI thread: the core's Annotator lives in a worker thread, reached only by
// queued signals, like the AI (ui/game/aiplayer.h). It reviews one move at a time so that the
// window shows each judgement as it comes, and stops within milliseconds when asked. What it found
// stays in the Annotator's cache, so reviewing the same game again after more moves only searches
// the positions that are new.
#pragma once

#include "core/engine/annotator.h"
#include "core/game.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

namespace bashni::ui {

struct ReviewRequest {
    quint64 id = 0;
    Game game;
    int firstPly = 1, lastPly = 0;
    engine::ReviewLimits limits;
    std::shared_ptr<std::atomic<bool>> stop;
};

class ReviewWorker : public QObject {
    Q_OBJECT
  public slots:
    void review(const bashni::ui::ReviewRequest& request);
  signals:
    void moveReviewed(quint64 id, const bashni::engine::MoveReview& move);
    void progressed(quint64 id, int done, int total);
    // `searches`: how many positions this review had to search (the others were known).
    void finished(quint64 id, bool complete, quint64 searches);

  private:
    std::unique_ptr<engine::Annotator> annotator_; // made on the first review: 16 MB of table
};

class Reviewer : public QObject {
    Q_OBJECT
  public:
    explicit Reviewer(QObject* parent = nullptr);
    ~Reviewer() override; // stops the review and waits for the thread

    // Reviews moves firstPly..lastPly of the game's line; a review still running is stopped and
    // its results dropped.
    void start(const Game& game, int firstPly, int lastPly, const engine::ReviewLimits& limits);
    void stop();
    bool running() const { return pending_ != 0; }

  signals:
    void moveReviewed(const bashni::engine::MoveReview& move);
    void progressed(int done, int total);
    void finished(bool complete, quint64 searches);
    void request(const bashni::ui::ReviewRequest& request); // to the worker (queued)

  private:
    QThread thread_;
    quint64 nextId_ = 1;
    quint64 pending_ = 0; // the review whose results are wanted; 0: none
    std::shared_ptr<std::atomic<bool>> stop_;
};

} // namespace bashni::ui

Q_DECLARE_METATYPE(bashni::ui::ReviewRequest)
Q_DECLARE_METATYPE(bashni::engine::MoveReview)
