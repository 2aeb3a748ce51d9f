// Internal to the core: the tokens of a game record (docs/NOTATION.md "Game records"), for the
// reader in pdn_reader.cpp. Every token knows its line and column, so that errors can point at
// them.
#pragma once

#include "core/messages.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace bashni::detail {

// A place in the text: byte offset, and line and column (in bytes) counted from 1.
struct Where {
    std::size_t pos = 0;
    int line = 1;
    int column = 1;
};

enum class TokenKind {
    End,        // no more text
    TagStart,   // '[' (not consumed: the tag parser reads it)
    Comment,    // text = what is between { } or after ; (raw)
    MoveNumber, // "12." or "12..."
    Move,       // text = the move, value = the NAG of a suffix glued to it (-1: none)
    Nag,        // value = the glyph, from $N or a separate suffix
    Result,     // value = the Result
    Error,      // the lexer's message() says what
};

struct Token {
    TokenKind kind = TokenKind::End;
    Where at;
    std::string_view text; // a view of the lexer's text
    int value = 0;
};

// The text as tokens. Variations are skipped here: the parser never sees them.
class Lexer {
  public:
    explicit Lexer(std::string_view text);

    bool atEnd() const { return pos_ >= text_.size(); }
    // Where the cursor is, to come back to after a look ahead.
    struct Mark {
        std::size_t pos, lineStart;
        int line;
    };
    Mark mark() const { return {pos_, lineStart_, line_}; }
    void reset(const Mark& m) { pos_ = m.pos, lineStart_ = m.lineStart, line_ = m.line; }
    Where where() const { return {pos_, line_, int(pos_ - lineStart_) + 1}; }
    const Message& message() const { return message_; }

    Token next();
    // A tag "[Name "value"]" at the cursor; false (with message()) at what is wrong.
    bool readTag(std::string& name, std::string& value, Where& valueAt, Where& errorAt);
    // After an error: on to the next line that starts with '[' (this one, if the cursor is at
    // its start).
    void skipToNextGame(bool inTagSection);

  private:
    char at(std::size_t p) const { return p < text_.size() ? text_[p] : '\0'; }
    void skipSpace();
    void skipBlanks();
    void moveTo(std::size_t end); // forward, counting line breaks on the way
    void nextLine();
    bool atTagLine() const;
    bool atBlankLine() const;
    Token token(const Where& at);
    Token error(const Where& at, Message message);
    Token comment(const Where& at);
    Token lineComment(const Where& at);
    Token numberOrResult(const Where& at);
    Token move(const Where& at);
    Token suffix(const Where& at);
    Token nag(const Where& at);
    Token character(const Where& at);
    std::optional<Token> skipVariation(const Where& at);
    bool readTagValue(std::string& value, Where& errorAt);

    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t lineStart_ = 0;
    int line_ = 1;
    std::size_t lastBrace_; // the last '}' of the text: a '{' after it is never closed
    Message message_;
};

} // namespace bashni::detail
