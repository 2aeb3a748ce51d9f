#include "core/net/line_reader.h"

#include "core/notation.h"

namespace bashni::net {

bool isUtf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const int n = utf8CharLength(text.substr(i));
        if (n == 0) return false;
        i += std::size_t(n);
    }
    return true;
}

LineReader::Status LineReader::next(std::string& line) {
    const std::size_t end = buffer_.find('\n');
    if (end == std::string::npos)
        // Even an LF arriving next would make the line one byte too long: no need to wait.
        return buffer_.size() >= MaxLineBytes ? Status::TooLong : Status::NeedMore;
    if (end + 1 > MaxLineBytes) return Status::TooLong;
    std::size_t size = end;
    if (size > 0 && buffer_[size - 1] == '\r') --size;
    line.assign(buffer_, 0, size);
    buffer_.erase(0, end + 1);
    return isUtf8(line) ? Status::Line : Status::NotUtf8;
}

} // namespace bashni::net
