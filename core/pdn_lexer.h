// Internal to the core: the tokens of a game record (docs/NOTATION.md "Game records"), for the
// reader in pdn_reader.cpp. Every token knows its line and column, so that errors can point at
// them.
//
// The lexer sees a window of the text: all of it, or (a file read in chunks) the part from the
// game being read to what has arrived so far. Whenever what it decides could depend on text past
// the window (a token, comment, tag or variation reaching its end, or the end itself), it marks
// itself starved(); the reader then throws that game's result away, widens the window and reads
// the game again from its start. So a window gives exactly what the whole text would.
#pragma once

#include "core/messages.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace bashni::detail {

// A place in the text: byte offset (from the start of the whole text), and line and column (in
// bytes) counted from 1.
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
    std::string_view text; // a view of the lexer's window, valid until the window changes
    int value = 0;
};

// The text as tokens. Variations are skipped here: the parser never sees them.
class Lexer {
  public:
    // The start of the text; `last` says whether it is all of it.
    explicit Lexer(std::string_view text, bool last = true);
    // Moves the window: `text` starts at byte `base` of the whole text (later parts added,
    // earlier ones dropped; the cursor must stay inside it), and reaches the whole text's end if
    // `last`. Forgets starvation.
    void setWindow(std::string_view text, std::size_t base, bool last);
    // Something was decided at the end of a window that does not reach the end of the text.
    bool starved() const { return starved_; }

    bool atEnd() const {
        if (pos_ < text_.size()) return false;
        starved_ = starved_ || more_;
        return true;
    }
    // Where the cursor is, to come back to after a look ahead (or a starved read), in bytes of
    // the whole text.
    struct Mark {
        std::size_t pos, lineStart;
        int line;
    };
    Mark mark() const { return {base_ + pos_, lineStart_, line_}; }
    void reset(const Mark& m) { pos_ = m.pos - base_, lineStart_ = m.lineStart, line_ = m.line; }
    Where where() const { return {base_ + pos_, line_, int(base_ + pos_ - lineStart_) + 1}; }
    const Message& message() const { return message_; }

    Token next();
    // A tag "[Name "value"]" at the cursor; false (with message()) at what is wrong.
    bool readTag(std::string& name, std::string& value, Where& valueAt, Where& errorAt);
    // After an error: on to the next line that starts with '[' (this one, if the cursor is at
    // its start).
    void skipToNextGame(bool inTagSection);

  private:
    // The byte at p, '\0' past the window.
    char at(std::size_t p) const {
        if (p < text_.size()) return text_[p];
        starved_ = starved_ || more_;
        return '\0';
    }
    // Past the window: starved if more text follows it.
    void reachedEnd() const { starved_ = starved_ || more_; }
    void skipByteOrderMark();
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

    std::string_view text_; // the window
    std::size_t base_ = 0;  // where the window starts in the whole text
    bool more_ = false;     // text follows the window
    mutable bool starved_ = false;
    std::size_t pos_ = 0;       // in the window
    std::size_t lineStart_ = 0; // in the whole text
    int line_ = 1;
    std::size_t lastBrace_ = 0; // the window's last '}': a '{' after it is never closed in it
    Message message_;
};

} // namespace bashni::detail
