// The tokenizer of game records: one pass over the text, keeping track of lines and columns
// for error messages.
#include "core/pdn_lexer.h"

#include "core/game.h"
#include "core/messages.h"
#include "core/pdn.h"
#include "core/pdn_text.h"

#include <cstring>

namespace bashni::detail {
namespace {

constexpr bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
constexpr bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
constexpr bool isMoveChar(char c) {
    return isLetter(c) || isDigit(c) || c == '-' || c == ':';
}
constexpr bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
constexpr bool isSuffixChar(char c) {
    return c == '!' || c == '?';
}

// The NAG a suffix stands for; -1 for no suffix.
int suffixNag(std::string_view s) {
    for (std::size_t i = 0; i < std::size(pdn::suffixes); ++i)
        if (pdn::suffixes[i] == s) return int(i) + 1;
    return -1;
}

} // namespace

Lexer::Lexer(std::string_view text, bool last) {
    setWindow(text, 0, last);
}

void Lexer::setWindow(std::string_view text, std::size_t base, bool last) {
    pos_ = base_ + pos_ - base;
    text_ = text;
    base_ = base;
    more_ = !last;
    starved_ = false;
    lastBrace_ = text.rfind('}');
}

// Editors do not show a byte order mark, so columns count from after it.
void Lexer::skipByteOrderMark() {
    constexpr std::string_view bom = "\xEF\xBB\xBF";
    if (text_.size() < bom.size() && bom.starts_with(text_)) reachedEnd();
    if (text_.starts_with(bom)) pos_ = lineStart_ = bom.size();
}

Token Lexer::error(const Where& at, Message message) {
    message_ = std::move(message);
    return {TokenKind::Error, at, {}, 0};
}

void Lexer::nextLine() {
    const void* nl = std::memchr(text_.data() + pos_, '\n', text_.size() - pos_);
    pos_ = nl ? std::size_t(static_cast<const char*>(nl) - text_.data()) + 1 : text_.size();
    if (nl) {
        ++line_;
        lineStart_ = base_ + pos_;
    }
}

void Lexer::moveTo(std::size_t end) {
    while (pos_ < end) {
        const void* nl = std::memchr(text_.data() + pos_, '\n', end - pos_);
        if (!nl) break;
        pos_ = std::size_t(static_cast<const char*>(nl) - text_.data()) + 1;
        ++line_;
        lineStart_ = base_ + pos_;
    }
    pos_ = end;
}

void Lexer::skipSpace() {
    for (; pos_ < text_.size() && isSpace(text_[pos_]); ++pos_) {
        if (text_[pos_] == '\n') {
            ++line_;
            lineStart_ = base_ + pos_ + 1;
        }
    }
}

void Lexer::skipBlanks() {
    while (at(pos_) == ' ' || at(pos_) == '\t') ++pos_;
}

bool Lexer::atTagLine() const {
    std::size_t p = pos_;
    while (at(p) == ' ' || at(p) == '\t') ++p;
    return at(p) == '[';
}

void Lexer::skipToNextGame(bool inTagSection) {
    if (base_ + pos_ != lineStart_) nextLine();
    // A broken tag must not make the game's remaining tags look like the next game.
    if (inTagSection)
        while (!atEnd() && (atTagLine() || atBlankLine())) nextLine();
    while (!atEnd() && !atTagLine()) nextLine();
}

bool Lexer::atBlankLine() const {
    std::size_t p = pos_;
    while (at(p) == ' ' || at(p) == '\t' || at(p) == '\r') ++p;
    return at(p) == '\n' || p >= text_.size();
}

Token Lexer::next() {
    if (base_ + pos_ == 0) skipByteOrderMark();
    for (;;) {
        skipSpace();
        const Where here = where();
        if (atEnd()) return {TokenKind::End, here, {}, 0};
        if (text_[pos_] == '(') {
            if (auto failed = skipVariation(here)) return *failed;
        } else if (text_[pos_] == '.') { // "12. ... c3-d4": the dots say nothing the parser needs
            while (at(pos_) == '.') ++pos_;
        } else {
            return token(here);
        }
    }
}

// The token that starts at the cursor, which is not on space, a variation or dots.
Token Lexer::token(const Where& at) {
    const char c = text_[pos_];
    switch (c) {
    case '[':
        return {TokenKind::TagStart, at, {}, 0};
    case '{':
        return comment(at);
    case ';':
        return lineComment(at);
    case ')':
        ++pos_;
        return error(at, messages::UnbalancedParenthesis);
    case '!':
    case '?':
        return suffix(at);
    case '$':
        return nag(at);
    case '*':
        ++pos_;
        return {TokenKind::Result, at, "*", int(Result::Unfinished)};
    default:
        break;
    }
    if (isDigit(c)) return numberOrResult(at);
    if (isLetter(c)) return move(at);
    return character(at);
}

Token Lexer::comment(const Where& at) {
    ++pos_;
    if (lastBrace_ == std::string_view::npos || lastBrace_ < pos_) {
        reachedEnd();
        return error(at, messages::UnterminatedComment);
    }
    const std::size_t close = text_.find('}', pos_);
    const std::string_view inside = text_.substr(pos_, close - pos_);
    moveTo(close + 1);
    return {TokenKind::Comment, at, inside, 0};
}

Token Lexer::lineComment(const Where& at) {
    const std::size_t nl = std::min(text_.find('\n', pos_), text_.size());
    if (nl == text_.size()) reachedEnd();
    std::string_view inside = text_.substr(pos_ + 1, nl - pos_ - 1);
    if (inside.ends_with('\r')) inside.remove_suffix(1);
    pos_ = nl;
    return {TokenKind::Comment, at, inside, 0};
}

Token Lexer::numberOrResult(const Where& at) {
    std::size_t end = pos_;
    while (isDigit(this->at(end))) ++end;
    if (this->at(end) == '.') {
        while (this->at(end) == '.') ++end;
        const std::string_view number = text_.substr(pos_, end - pos_);
        pos_ = end;
        return {TokenKind::MoveNumber, at, number, 0};
    }
    while (isDigit(this->at(end)) || this->at(end) == '-' || this->at(end) == '/') ++end;
    const std::string_view word = text_.substr(pos_, end - pos_);
    pos_ = end;
    if (const auto r = parseResult(word)) return {TokenKind::Result, at, word, int(*r)};
    if (word.find_first_of("-/") == std::string_view::npos)
        return error(at, Message(messages::MoveNumberWithoutDot, {pdn::shown(word)}));
    return error(at, Message(messages::UnknownResult, {pdn::shown(word)}));
}

Token Lexer::move(const Where& at) {
    std::size_t end = pos_;
    while (isMoveChar(this->at(end))) ++end;
    const std::string_view word = text_.substr(pos_, end - pos_);
    std::size_t suffixEnd = end;
    while (suffixEnd - end < 2 && isSuffixChar(this->at(suffixEnd))) ++suffixEnd;
    pos_ = suffixEnd;
    return {TokenKind::Move, at, word, suffixNag(text_.substr(end, suffixEnd - end))};
}

Token Lexer::suffix(const Where& at) {
    std::size_t end = pos_ + 1;
    if (isSuffixChar(this->at(end))) ++end;
    const int value = suffixNag(text_.substr(pos_, end - pos_));
    pos_ = end;
    return {TokenKind::Nag, at, {}, value};
}

Token Lexer::nag(const Where& at) {
    std::size_t end = ++pos_;
    while (isDigit(this->at(end))) ++end;
    const std::string_view digits = text_.substr(pos_, end - pos_);
    pos_ = end;
    if (digits.empty()) return error(at, messages::NagWithoutNumber);
    int value = 0;
    for (std::size_t i = 0; i < digits.size() && value <= pdn::MaxNag; ++i)
        value = value * 10 + (digits[i] - '0');
    if (value > pdn::MaxNag)
        return error(at, Message(messages::NagOutOfRange, {pdn::shown(digits)}));
    return {TokenKind::Nag, at, {}, value};
}

Token Lexer::character(const Where& at) {
    constexpr std::string_view half = "\xC2\xBD-\xC2\xBD";
    const std::string_view rest = text_.substr(pos_);
    if (rest.size() < half.size() && half.starts_with(rest)) reachedEnd();
    if (rest.starts_with(half)) {
        const std::string_view word = rest.substr(0, half.size());
        pos_ += half.size();
        return {TokenKind::Result, at, word, int(Result::Draw)};
    }
    const char ch = text_[pos_++];
    const auto c = static_cast<unsigned char>(ch);
    if (c > ' ' && c < 0x7F)
        return error(at, Message(messages::UnexpectedCharacter, {std::string(1, ch)}));
    static const char hex[] = "0123456789ABCDEF";
    const char code[] = {hex[c >> 4], hex[c & 15]};
    return error(at, Message(messages::UnexpectedByte, {std::string(code, 2)}));
}

// Skips "( ... )", nested, with the comments in it. A variation does not reach into the next
// game: a line that starts with '[' ends it unclosed.
std::optional<Token> Lexer::skipVariation(const Where& at) {
    int depth = 0;
    while (pos_ < text_.size()) {
        switch (text_[pos_]) {
        case '(':
            ++depth;
            ++pos_;
            break;
        case ')':
            ++pos_;
            if (--depth == 0) return std::nullopt;
            break;
        case '{':
            if (Token t = comment(where()); t.kind == TokenKind::Error) return t;
            break;
        case ';':
            lineComment(where());
            break;
        case '\n':
            nextLine();
            if (atTagLine()) return error(at, messages::UnterminatedVariation);
            break;
        default:
            ++pos_;
        }
    }
    reachedEnd();
    return error(at, messages::UnterminatedVariation);
}

bool Lexer::readTag(std::string& name, std::string& value, Where& valueAt, Where& errorAt) {
    const Where open = where();
    ++pos_;
    skipBlanks();
    const std::size_t nameStart = pos_;
    while (isLetter(at(pos_)) || isDigit(at(pos_)) || at(pos_) == '_') ++pos_;
    errorAt = where();
    if (pos_ == nameStart) {
        message_ = messages::NoTagName;
        return false;
    }
    name.assign(text_.substr(nameStart, pos_ - nameStart));
    skipBlanks();
    valueAt = errorAt = where();
    if (at(pos_) != '"') {
        message_ = messages::NoTagValue;
        return false;
    }
    if (!readTagValue(value, errorAt)) return false;
    skipBlanks();
    if (at(pos_) == ']') {
        ++pos_;
        return true;
    }
    const char c = at(pos_);
    errorAt = c == '\n' || c == '\r' || atEnd() ? open : where();
    message_ = errorAt.pos == open.pos ? messages::UnterminatedTag : messages::NoTagEnd;
    return false;
}

// A double-quoted value on one line; \" and \\ stand for " and \.
bool Lexer::readTagValue(std::string& value, Where& errorAt) {
    const Where open = where();
    value.clear();
    std::size_t p = pos_ + 1;
    for (; p < text_.size(); ++p) {
        const char c = text_[p];
        if (c == '"') {
            pos_ = p + 1;
            return true;
        }
        if (c == '\n' || c == '\r') break;
        if (c == '\\' && (at(p + 1) == '"' || at(p + 1) == '\\')) ++p;
        // Refused here, not at the closing quote: a hostile value is never read whole.
        if (value.size() == MaxPdnTagBytes) {
            errorAt = open;
            pos_ = p;
            message_ = Message(messages::TagValueTooLong, {std::to_string(MaxPdnTagBytes)});
            return false;
        }
        value += text_[p];
    }
    if (p >= text_.size()) reachedEnd();
    errorAt = open;
    ++pos_;
    message_ = messages::UnterminatedString;
    return false;
}

} // namespace bashni::detail
