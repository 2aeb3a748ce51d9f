// The shipped puzzles (resources/puzzles/puzzles.pdn, a Qt resource): read when the trainer
// opens, numbered from 1 in file order, and the choice of the next one to offer.
#pragma once

#include "core/puzzles/puzzle.h"

#include <QList>
#include <QSet>
#include <QString>

#include <optional>
#include <vector>

namespace bashni::ui {

class PuzzleBook {
  public:
    static constexpr const char* DefaultFile = ":/puzzles/puzzles.pdn";

    // Every puzzle of the file; nothing, with `error` saying why, when the file cannot be read
    // or holds no puzzle.
    static std::optional<PuzzleBook> load(const QString& fileName, QString* error = nullptr);
    static PuzzleBook fromPdn(const QByteArray& text);

    int count() const { return int(puzzles_.size()); }
    // By number, from 1; nullptr when there is no such puzzle.
    const puzzles::Puzzle* puzzle(int number) const;

    // The next puzzle of `band`: one of those not solved yet, other than `current`, picked by
    // `pick` (any number; taken modulo how many there are). When every puzzle of the band is
    // solved, any of the band but `current`. 0 when the band has no other puzzle.
    int choose(puzzles::Difficulty band, const QSet<int>& solved, int current, quint32 pick) const;

  private:
    std::vector<puzzles::Puzzle> puzzles_;
};

} // namespace bashni::ui
