// Game → Review Game: the game's line reviewed in the background (ui/review/reviewer.h), each
// judgement written into the record as it comes (core/engine/review_record.h: the glyph, the
// engine's remark, the evaluation, each side's summary), so the move log and the evaluation
// graph fill in while the user goes on looking at the game. The record is the review's only
// result: it is saved, autosaved and read back with the game.
#pragma once

#include "core/engine/annotator.h"

#include <QObject>
#include <QTimer>

#include <vector>

namespace bashni::ui {

class GameController;
class Reviewer;

class GameReview : public QObject {
    Q_OBJECT
  public:
    explicit GameReview(GameController* controller, QObject* parent = nullptr);

    // Reviews every move of the line (a review running is stopped first).
    void start(const engine::ReviewLimits& limits);
    void stop();
    bool running() const { return running_; }
    // Positions the last finished review searched (the others it knew from earlier reviews).
    quint64 lastSearches() const { return lastSearches_; }

  signals:
    void progressed(int done, int total);
    void runningChanged(bool running);
    void finished(bool complete);

  private:
    void receive(const engine::MoveReview& m);
    void write(); // the judgements so far into the record
    void checkLine();
    void abandon();
    void end(bool complete, quint64 searches = 0);
    bool lineStillHolds(const engine::MoveReview& m) const;

    GameController* controller_;
    Reviewer* reviewer_ = nullptr; // made on the first review: a thread and the engine's tables
    engine::Review review_;        // the moves judged so far
    std::string annotator_;        // the record's Annotator tag
    bool running_ = false;
    std::vector<Move> line_; // the moves under review
    // Judgements are written a few times a second, not one by one: each write redraws the log,
    // the graph and the autosave.
    QTimer writeSoon_;
    bool unwritten_ = false;
    quint64 lastSearches_ = 0;
};

// "Bashni 0.3, 0.5 s a position": who reviewed, and how hard, for the Annotator tag.
std::string annotatorName(const engine::ReviewLimits& limits);

} // namespace bashni::ui
