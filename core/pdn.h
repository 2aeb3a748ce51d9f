// Game records in the PDN style of docs/NOTATION.md "Game records": reading and writing.
#pragma once

#include "core/game.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bashni {

// Where and why a record could not be read. Lines and columns count from 1 (columns in bytes).
struct PdnError {
    int game = 0; // the number of the game in the file, from 1 (failed games count too)
    int line = 0;
    int column = 0;
    Message message;
};

// The longest tag value a record may hold, in bytes (docs/NOTATION.md 4.2): far above any real tag
// (a name, an event, the FEN of any Bashni position, under 200 bytes), and small enough that
// whatever shows a tag (a player's name in the window, a list of games) does so at once. A 50 MB
// White tag took the desktop program 2 GB and half a minute to show. The reader refuses a game
// with a longer value, as soon as it has read this much of it; the writer cuts one.
inline constexpr std::size_t MaxPdnTagBytes = 1000;

// "FILE:LINE:COLUMN: message", in English
std::string formatPdnError(std::string_view file, const PdnError& e);

struct PdnReadResult {
    std::vector<Game> games;      // every game read without error, in file order
    std::vector<PdnError> errors; // one for each game that could not be read, in file order
};

// A result token: 2-0, 0-2, 1-1, * (also 1-0, 0-1, 1/2-1/2, ½-½); nothing for anything else.
std::optional<Result> parseResult(std::string_view text);

// Reads every game of a file's text. A game with an unreadable or illegal move is reported and
// left out; reading goes on with the next game.
PdnReadResult readPdn(std::string_view text);

// Reads a record's games one at a time, from text that arrives in parts (a file read in chunks),
// so that memory holds the game being read and what the caller keeps, not the whole text. The
// games and errors are exactly readPdn's of the whole text: a game whose text reaches past what
// has arrived is read again from its start once more has come (at least as much again as the game
// so far, so that a long game costs twice its reading at most).
class PdnStreamReader {
  public:
    // Puts up to `size` bytes of the text at `buffer` and returns how many; 0 at its end.
    using Source = std::function<std::size_t(char* buffer, std::size_t size)>;
    // How much a read asks the source for, at least.
    static constexpr std::size_t DefaultChunk = std::size_t(64) << 10;

    explicit PdnStreamReader(Source source, std::size_t chunk = DefaultChunk);
    // All of the text at once, without a copy: it must outlive the reader.
    explicit PdnStreamReader(std::string_view text);
    ~PdnStreamReader();
    PdnStreamReader(const PdnStreamReader&) = delete;
    PdnStreamReader& operator=(const PdnStreamReader&) = delete;

    enum class Item { Game, Error, End };
    // The next game in file order: Game with it in `game`, or Error with why it could not be read
    // in `error`; End after the last (and ever after).
    Item next(Game& game, PdnError& error);
    // The games given so far, read or not: the number of the last one.
    int count() const;
    // The text held now (from the start of the game being read; none for a text given whole):
    // what memory the reading takes besides the game itself.
    std::size_t buffered() const;

  private:
    struct Impl;
    std::unique_ptr<Impl> d_;
};

// Every game the reader has still to give, with the errors of those that could not be read.
PdnReadResult readRemaining(PdnStreamReader& reader);

// One game as text (docs/NOTATION.md's tag order, move text wrapped at 80 columns), ending in "\n".
std::string writePdn(const Game& game);
// Several games, separated by blank lines.
std::string writePdn(const std::vector<Game>& games);
// The suffix a glyph is written as after its move: "!", "?", "!!", "??", "!?" or "?!" for 1 to 6
// (docs/NOTATION.md 4.4); empty for the others, which are written as $N.
std::string_view nagSuffix(int nag);

} // namespace bashni
