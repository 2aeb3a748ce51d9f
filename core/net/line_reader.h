// Splits the bytes of a connection into protocol lines (docs/PROTOCOL.md, "Lines"): LF ends a
// line, a CR just before it is dropped, a line holds at most MaxLineBytes with its end, and every
// line must be UTF-8. Knows nothing of messages.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace bashni::net {

// With the LF (and a CR before it): a line of 1,023 bytes and its LF is the longest.
constexpr std::size_t MaxLineBytes = 1024;

class LineReader {
  public:
    enum class Status { Line, NeedMore, TooLong, NotUtf8 };

    void append(std::string_view bytes) { buffer_.append(bytes); }
    // The next whole line, without its end, in *line. TooLong and NotUtf8 are final: the
    // connection is to be closed, so the reader does not try to find the next line after them.
    Status next(std::string& line);
    void clear() { buffer_.clear(); }

  private:
    std::string buffer_;
};

// Whether every byte of text belongs to a well-formed UTF-8 character.
bool isUtf8(std::string_view text);

} // namespace bashni::net
