// What the game picker shows of each game of a file (players, result, date, event, length), kept
// instead of the games themselves: a file of many games is listed for the memory of its text,
// and the game chosen is read again (GameFiles::load).
#pragma once

#include "core/game.h"

#include <QHash>
#include <QString>
#include <QStringView>

#include <array>
#include <cstdint>
#include <vector>

namespace bashni::ui {

// One game as listed.
struct GameSummary {
    QString white, black, date, event;
    Result result = Result::Unfinished;
    int plies = 0; // -1: not known (a server's list of games, which has no moves)

    static GameSummary of(const Game& game);
    friend bool operator==(const GameSummary&, const GameSummary&) = default;
};

// The games of a file in file order, numbered from 0. A game costs a few numbers: its texts are
// indices into one table of the texts seen, each kept once, as a collection repeats its events,
// dates and players from game to game.
class GameSummaries {
  public:
    enum Field { White, Black, Date, Event, FieldCount };

    void add(const Game& game);
    void add(GameSummary summary);
    // Gives back what was kept for adding more quickly: the table's index and spare room.
    void squeeze();

    int size() const { return int(rows_.size()); }
    bool empty() const { return rows_.empty(); }
    const QString& text(int game, Field field) const {
        return texts_[rows_[std::size_t(game)].text[field]];
    }
    Result result(int game) const { return rows_[std::size_t(game)].result; }
    int plies(int game) const { return rows_[std::size_t(game)].plies; }
    GameSummary at(int game) const;

  private:
    std::uint32_t intern(QString text);

    struct Row {
        std::array<std::uint32_t, FieldCount> text{};
        std::int32_t plies = 0;
        Result result = Result::Unfinished;
    };
    std::vector<Row> rows_;
    std::vector<QString> texts_;
    // Each text of texts_ by its characters, which stay where they are as texts_ grows (a
    // QString moved keeps its buffer). Empty after squeeze() until the next add().
    QHash<QStringView, std::uint32_t> index_;
};

} // namespace bashni::ui
