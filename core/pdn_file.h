// Game files: the one way the programs (bashni-cli replay, the desktop's Open and its autosave)
// load a record from a path, so that no file can hurt them. Only a regular file is read (not a
// directory, a device such as /dev/zero, or a pipe that would block), up to a size, in chunks, one
// game at a time (PdnStreamReader), and no more than a number of games: a million empty games
// ("* * * …", 2 MB) take the memory of one.
//
// The limits are far above real files (a large tournament collection is a few MB and a few
// thousand games):
// - MaxPdnFileBytes: a bigger file is refused before anything is read.
// - MaxPdnFileGames: the games after that many are left out, and problem() says so.
// POSIX: the checks are those of stat(2) on the path and on what was opened.
#pragma once

#include "core/messages.h"
#include "core/pdn.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bashni {

inline constexpr std::uint64_t MaxPdnFileBytes = std::uint64_t(256) << 20; // 256 MiB
inline constexpr int MaxPdnFileGames = 100'000;

struct PdnFileLimits {
    std::uint64_t maxBytes = MaxPdnFileBytes;
    int maxGames = MaxPdnFileGames;
};

// A game file being read, one game at a time.
class PdnFile {
  public:
    // Opens `path` (bytes, as the system takes them) if it is a regular file within the limits;
    // never blocks on a pipe.
    explicit PdnFile(const std::string& path, PdnFileLimits limits = {});
    ~PdnFile();
    PdnFile(const PdnFile&) = delete;
    PdnFile& operator=(const PdnFile&) = delete;

    // False when the file was refused or could not be opened; problem() says why.
    bool isOpen() const { return fd_ >= 0; }
    // As PdnStreamReader::next; End too when reading stops early, with problem() saying why.
    PdnStreamReader::Item next(Game& game, PdnError& error);
    // The games given so far, read or not: the number of the last one.
    int count() const;
    // Why the file was not read, or not to its end (the games limit, a read error, a file that
    // grew past the size limit): a message of core/messages.h, for the program to put after the
    // file's name. Empty while all is well.
    const Message& problem() const { return problem_; }

  private:
    std::size_t readSome(char* buffer, std::size_t size);

    int fd_ = -1;
    PdnFileLimits limits_;
    std::uint64_t bytesRead_ = 0;
    Message problem_;
    std::unique_ptr<PdnStreamReader> reader_;
    bool stopped_ = false;
};

// A whole file at once, every game held: what could be read, the errors (FILE:LINE:COLUMN with
// formatPdnError) and the problem, if any. At most MaxPdnFileGames games are kept, each whole (a
// kilobyte or more): a program that lists many games to choose one keeps less of each with
// PdnFile, and reads the one chosen again.
struct PdnFileRead {
    bool opened = false; // false: nothing was read, problem says why
    std::vector<Game> games;
    std::vector<PdnError> errors;
    Message problem; // empty when the file was read to its end
};
PdnFileRead readPdnFile(const std::string& path, PdnFileLimits limits = {});

} // namespace bashni
