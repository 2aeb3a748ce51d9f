// Opening and reading game files with POSIX calls: the file's type and size are known before a
// byte is read, and a pipe put in the path's place between the checks cannot block the open.
#include "core/pdn_file.h"

#include "core/messages.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace bashni {
namespace {

Message cannotRead(int error) {
    return Message(messages::CannotReadFile, {std::strerror(error)});
}

Message tooLarge(std::uint64_t size, std::uint64_t limit) {
    return Message(messages::FileTooLarge, {std::to_string(size), std::to_string(limit)});
}

// Why a file of this type and size is not read; empty when it is.
Message refusal(const struct stat& st, std::uint64_t maxBytes) {
    if (S_ISDIR(st.st_mode)) return cannotRead(EISDIR);
    if (!S_ISREG(st.st_mode)) return messages::NotARegularFile;
    if (std::uint64_t(st.st_size) > maxBytes) return tooLarge(std::uint64_t(st.st_size), maxBytes);
    return {};
}

} // namespace

PdnFile::PdnFile(const std::string& path, PdnFileLimits limits) : limits_(limits) {
    // The path first, so that a device or pipe is never opened (opening some has effects).
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
        problem_ = cannotRead(errno);
        return;
    }
    if (problem_ = refusal(st, limits_.maxBytes); !problem_.empty()) return;
    // Non-blocking: should the path have become a pipe meanwhile, the open returns at once and
    // the check below refuses it. A regular file ignores the flag.
    fd_ = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd_ < 0) {
        problem_ = cannotRead(errno);
        return;
    }
    if (::fstat(fd_, &st) != 0) {
        problem_ = cannotRead(errno);
    } else {
        problem_ = refusal(st, limits_.maxBytes);
    }
    if (!problem_.empty()) {
        ::close(fd_);
        fd_ = -1;
        return;
    }
    reader_ = std::make_unique<PdnStreamReader>(
        [this](char* buffer, std::size_t size) { return readSome(buffer, size); });
}

PdnFile::~PdnFile() {
    if (fd_ >= 0) ::close(fd_);
}

int PdnFile::count() const {
    // Not the game read beyond the limit to tell whether there was one.
    return reader_ ? std::min(reader_->count(), limits_.maxGames) : 0;
}

// Bytes of the file up to the size limit; 0 at its end, at the limit or on an error (problem_
// says which). A file that grows while it is read stops at the limit too.
std::size_t PdnFile::readSome(char* buffer, std::size_t size) {
    if (!problem_.empty()) return 0;
    const std::uint64_t room = limits_.maxBytes - bytesRead_;
    if (room == 0) {
        char probe = 0;
        ssize_t n = 0;
        do n = ::read(fd_, &probe, 1);
        while (n < 0 && errno == EINTR);
        if (n > 0) {
            struct stat st {};
            const std::uint64_t now =
                ::fstat(fd_, &st) == 0 ? std::uint64_t(st.st_size) : bytesRead_ + 1;
            problem_ = tooLarge(std::max(now, bytesRead_ + 1), limits_.maxBytes);
        }
        return 0;
    }
    if (room < size) size = std::size_t(room);
    for (;;) {
        const ssize_t n = ::read(fd_, buffer, size);
        if (n >= 0) {
            bytesRead_ += std::uint64_t(n);
            return std::size_t(n);
        }
        if (errno != EINTR) {
            problem_ = cannotRead(errno);
            return 0;
        }
    }
}

PdnStreamReader::Item PdnFile::next(Game& game, PdnError& error) {
    if (!reader_ || stopped_) return PdnStreamReader::Item::End;
    if (reader_->count() >= limits_.maxGames) {
        // One more is read to tell a file that ends here from one that goes on.
        Game more;
        PdnError moreError;
        stopped_ = true;
        if (reader_->next(more, moreError) != PdnStreamReader::Item::End)
            problem_ = Message(messages::TooManyGames, {std::to_string(limits_.maxGames)});
        return PdnStreamReader::Item::End;
    }
    const PdnStreamReader::Item item = reader_->next(game, error);
    // A read that failed (or a file that grew past the limit) ends the text early: the game read
    // up to there is cut short, not what the file holds, so it is not given.
    if (item == PdnStreamReader::Item::End || !problem_.empty()) {
        stopped_ = true;
        return PdnStreamReader::Item::End;
    }
    return item;
}

PdnFileRead readPdnFile(const std::string& path, PdnFileLimits limits) {
    PdnFileRead out;
    PdnFile file(path, limits);
    out.opened = file.isOpen();
    Game game;
    PdnError error;
    for (;;) {
        const PdnStreamReader::Item item = file.next(game, error);
        if (item == PdnStreamReader::Item::End) break;
        if (item == PdnStreamReader::Item::Game)
            out.games.push_back(std::move(game));
        else
            out.errors.push_back(std::move(error));
    }
    out.problem = file.problem();
    return out;
}

} // namespace bashni
