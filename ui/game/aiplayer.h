// The AI off the GUI thread (docs/ARCHITECTURE.md): an AiWorker lives in its own QThread and
// is reached only by queued signals; AiPlayer owns that thread and is what the GUI talks to.
// Stopping is a flag the search reads every thousand nodes, so it takes effect in milliseconds.
#pragma once

#include "core/engine/search.h"
#include "core/engine/timemanager.h"
#include "core/position.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

namespace bashni::ui {

struct AiRequest {
    quint64 id = 0;
    Position position;
    engine::History history; // of the game the position is in: its draws (docs/RULES.md 5.3)
    int level = 5;
    qint64 timeMs = 0; // 0: the level's own time
    quint64 seed = 1;
    std::shared_ptr<std::atomic<bool>> stop;
    engine::ClockState clock; // timed: the time is planned from it, timeMs is not used
    int lines = 1;            // an analysis's best moves, each with its line
    int threads = 1;          // an analysis's search threads
};

// One finished iteration of an analysis.
struct AiAnalysis {
    quint64 id = 0;
    int depth = 0;
    int score = 0; // from the side to move's view
    quint64 nodes = 0;
    double seconds = 0;
    std::vector<Move> pv;
    std::vector<engine::RootLine> lines; // best first; at least the one of score and pv
};

struct AiAnswer {
    quint64 id = 0;
    bool hasMove = false;
    Move move{};
    int score = 0; // from the side to move's view, hundredths of a man
    int depth = 0;
};

class AiWorker : public QObject {
    Q_OBJECT
  public slots:
    void think(const bashni::ui::AiRequest& request);
    // The full-strength search, reporting every iteration, until the time is up or stopped.
    void analyse(const bashni::ui::AiRequest& request);
    void clear(); // a new game: nothing the last one's searches found is used again
  signals:
    void answered(const bashni::ui::AiAnswer& answer);
    void analysed(const bashni::ui::AiAnalysis& info);

  private:
    engine::Search search_;
};

class AiPlayer : public QObject {
    Q_OBJECT
  public:
    explicit AiPlayer(QObject* parent = nullptr);
    ~AiPlayer() override; // stops the search and waits for the thread

    // Starts thinking about pos in a game with that history (a request still running is
    // stopped and its answer dropped). Returns the request's id, which the answer carries.
    quint64 think(const Position& pos, const engine::History& history, int level, qint64 timeMs,
                  quint64 seed, const engine::ClockState& clock = {});
    // Analysis of pos for at most timeMs, of its `lines` best moves: analysed() after each
    // iteration, then answered().
    quint64 analyse(const Position& pos, const engine::History& history, qint64 timeMs,
                    int lines = 1, int threads = 1);
    void stop();    // drops the answer of the running request
    void newGame(); // the worker forgets the last game (after what is running, before what follows)
    void moveNow(); // ends the running request at once; its best move so far is answered
    bool isThinking() const { return pending_ != 0; }

  signals:
    void answered(const bashni::ui::AiAnswer& answer);  // only the answer to the latest request
    void analysed(const bashni::ui::AiAnalysis& info);  // likewise
    void request(const bashni::ui::AiRequest& request); // to the worker (queued)
    void requestAnalysis(const bashni::ui::AiRequest& request);
    void requestClear();

  private:
    void receive(const AiAnswer& answer);
    quint64 send(AiRequest r, bool analysis);

    QThread thread_;
    quint64 nextId_ = 1;
    quint64 pending_ = 0; // the request whose answer is wanted; 0: none
    std::shared_ptr<std::atomic<bool>> stop_;
};

} // namespace bashni::ui

Q_DECLARE_METATYPE(bashni::ui::AiRequest)
Q_DECLARE_METATYPE(bashni::ui::AiAnswer)
Q_DECLARE_METATYPE(bashni::ui::AiAnalysis)
