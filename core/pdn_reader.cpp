// Reading game records (NOTATION.md "Game records"): a lexer over the text that keeps track of
// lines and columns, a tag-section parser, and a move-text parser that plays every move on a Game.
// One pass over the text (looking ahead one tag at most): a broken file costs what a good one
// does.
#include "core/notation.h"
#include "core/pdn.h"
#include "core/pdn_text.h"

#include <cstring>
#include <optional>

namespace bashni {
namespace {

// A place in the text: byte offset, and line and column (in bytes) counted from 1.
struct Where {
    std::size_t pos = 0;
    int line = 1;
    int column = 1;
};

enum class Kind {
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
    Kind kind = Kind::End;
    Where at;
    std::string_view text;
    int value = 0;
};

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

// Input text for a message: printable ASCII as it is, at most 40 bytes.
std::string shown(std::string_view text) {
    constexpr std::size_t Longest = 40;
    bool plain = text.size() <= Longest;
    for (std::size_t i = 0; plain && i < text.size(); ++i) plain = text[i] > ' ' && text[i] < 0x7F;
    return plain ? std::string(text) : quotedInput(text);
}

std::string lowerCase(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return out;
}

// The NAG a suffix stands for; -1 for no suffix.
int suffixNag(std::string_view s) {
    for (std::size_t i = 0; i < std::size(pdn::suffixes); ++i)
        if (pdn::suffixes[i] == s) return int(i) + 1;
    return -1;
}

std::optional<Result> resultFromText(std::string_view s) {
    if (s == "2-0" || s == "1-0") return Result::WhiteWins;
    if (s == "0-2" || s == "0-1") return Result::BlackWins;
    if (s == "1-1" || s == "1/2-1/2" || s == "\xC2\xBD-\xC2\xBD") return Result::Draw;
    if (s == "*") return Result::Unfinished;
    return std::nullopt;
}

// The DrawRules tag: "none", or which of "repetition" and "30-ply" are on.
bool parseDrawRules(std::string_view words, DrawRules& draws, std::string& why) {
    draws = {false, false};
    bool none = false, any = false;
    while (!words.empty()) {
        const std::size_t space = std::min(words.find(' '), words.size());
        const std::string_view w = words.substr(0, space);
        words.remove_prefix(std::min(space + 1, words.size()));
        if (w.empty()) continue;
        any = true;
        if (w == "repetition")
            draws.repetition = true;
        else if (w == "30-ply")
            draws.noProgress = true;
        else if (w == "none")
            none = true;
        else {
            why = "unknown draw rule " + quotedInput(w) + " (repetition, 30-ply or none)";
            return false;
        }
    }
    if (any && !(none && (draws.repetition || draws.noProgress))) return true;
    why = "DrawRules lists repetition and/or 30-ply, or is none";
    return false;
}

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
    const std::string& message() const { return message_; }

    Token next();
    // A tag "[Name "value"]" at the cursor; false (with message()) at what is wrong.
    bool readTag(std::string& name, std::string& value, Where& valueAt, Where& errorAt);
    // After an error: on to the next line that starts with '[' (this one, if the cursor is at
    // its start).
    void skipToNextGame();

  private:
    char at(std::size_t p) const { return p < text_.size() ? text_[p] : '\0'; }
    void skipSpace();
    void skipBlanks();
    void moveTo(std::size_t end); // forward, counting line breaks on the way
    void nextLine();
    bool atTagLine() const;
    Token error(const Where& at, std::string message);
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
    std::string message_;
};

Lexer::Lexer(std::string_view text) : text_(text), lastBrace_(text.rfind('}')) {
    if (text_.starts_with("\xEF\xBB\xBF")) pos_ = lineStart_ = 3;
}

Token Lexer::error(const Where& at, std::string message) {
    message_ = std::move(message);
    return {Kind::Error, at, {}, 0};
}

void Lexer::nextLine() {
    const void* nl = std::memchr(text_.data() + pos_, '\n', text_.size() - pos_);
    pos_ = nl ? std::size_t(static_cast<const char*>(nl) - text_.data()) + 1 : text_.size();
    if (nl) {
        ++line_;
        lineStart_ = pos_;
    }
}

void Lexer::moveTo(std::size_t end) {
    while (pos_ < end) {
        const void* nl = std::memchr(text_.data() + pos_, '\n', end - pos_);
        if (!nl) break;
        pos_ = std::size_t(static_cast<const char*>(nl) - text_.data()) + 1;
        ++line_;
        lineStart_ = pos_;
    }
    pos_ = end;
}

void Lexer::skipSpace() {
    for (; pos_ < text_.size() && isSpace(text_[pos_]); ++pos_) {
        if (text_[pos_] == '\n') {
            ++line_;
            lineStart_ = pos_ + 1;
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

void Lexer::skipToNextGame() {
    if (pos_ != lineStart_) nextLine();
    while (!atEnd() && !atTagLine()) nextLine();
}

Token Lexer::next() {
    for (;;) {
        skipSpace();
        const Where here = where();
        if (atEnd()) return {Kind::End, here, {}, 0};
        const char c = text_[pos_];
        if (c == '(') {
            if (auto failed = skipVariation(here)) return *failed;
            continue;
        }
        if (c == '.') { // "12. ... c3-d4": the dots say nothing the parser needs
            while (at(pos_) == '.') ++pos_;
            continue;
        }
        switch (c) {
        case '[':
            return {Kind::TagStart, here, {}, 0};
        case '{':
            return comment(here);
        case ';':
            return lineComment(here);
        case ')':
            ++pos_;
            return error(here, "unbalanced ')': no variation to close");
        case '!':
        case '?':
            return suffix(here);
        case '$':
            return nag(here);
        case '*':
            ++pos_;
            return {Kind::Result, here, "*", int(Result::Unfinished)};
        default:
            break;
        }
        if (isDigit(c)) return numberOrResult(here);
        if (isLetter(c)) return move(here);
        return character(here);
    }
}

Token Lexer::comment(const Where& at) {
    ++pos_;
    if (lastBrace_ == std::string_view::npos || lastBrace_ < pos_)
        return error(at, "unterminated comment: '{' without '}'");
    const std::size_t close = text_.find('}', pos_);
    const std::string_view inside = text_.substr(pos_, close - pos_);
    moveTo(close + 1);
    return {Kind::Comment, at, inside, 0};
}

Token Lexer::lineComment(const Where& at) {
    const std::size_t nl = std::min(text_.find('\n', pos_), text_.size());
    std::string_view inside = text_.substr(pos_ + 1, nl - pos_ - 1);
    if (inside.ends_with('\r')) inside.remove_suffix(1);
    pos_ = nl;
    return {Kind::Comment, at, inside, 0};
}

Token Lexer::numberOrResult(const Where& at) {
    std::size_t end = pos_;
    while (isDigit(this->at(end))) ++end;
    if (this->at(end) == '.') {
        while (this->at(end) == '.') ++end;
        const std::string_view number = text_.substr(pos_, end - pos_);
        pos_ = end;
        return {Kind::MoveNumber, at, number, 0};
    }
    while (isDigit(this->at(end)) || this->at(end) == '-' || this->at(end) == '/') ++end;
    const std::string_view word = text_.substr(pos_, end - pos_);
    pos_ = end;
    if (const auto r = resultFromText(word)) return {Kind::Result, at, word, int(*r)};
    if (word.find_first_of("-/") == std::string_view::npos)
        return error(at, "a move number needs a dot: " + shown(word));
    return error(at, "unknown result " + shown(word) + " (expected 2-0, 0-2, 1-1 or *)");
}

Token Lexer::move(const Where& at) {
    std::size_t end = pos_;
    while (isMoveChar(this->at(end))) ++end;
    const std::string_view word = text_.substr(pos_, end - pos_);
    std::size_t suffixEnd = end;
    while (suffixEnd - end < 2 && isSuffixChar(this->at(suffixEnd))) ++suffixEnd;
    pos_ = suffixEnd;
    return {Kind::Move, at, word, suffixNag(text_.substr(end, suffixEnd - end))};
}

Token Lexer::suffix(const Where& at) {
    std::size_t end = pos_ + 1;
    if (isSuffixChar(this->at(end))) ++end;
    const int value = suffixNag(text_.substr(pos_, end - pos_));
    pos_ = end;
    return {Kind::Nag, at, {}, value};
}

Token Lexer::nag(const Where& at) {
    std::size_t end = ++pos_;
    while (isDigit(this->at(end))) ++end;
    const std::string_view digits = text_.substr(pos_, end - pos_);
    pos_ = end;
    if (digits.empty()) return error(at, "expected a number after $");
    int value = 0;
    for (std::size_t i = 0; i < digits.size() && value <= pdn::MaxNag; ++i)
        value = value * 10 + (digits[i] - '0');
    if (value > pdn::MaxNag)
        return error(at, "annotation glyph $" + shown(digits) + " is out of range");
    return {Kind::Nag, at, {}, value};
}

Token Lexer::character(const Where& at) {
    if (text_.substr(pos_).starts_with("\xC2\xBD-\xC2\xBD")) {
        const std::string_view word = text_.substr(pos_, 5);
        pos_ += 5;
        return {Kind::Result, at, word, int(Result::Draw)};
    }
    const auto c = static_cast<unsigned char>(text_[pos_++]);
    if (c > ' ' && c < 0x7F)
        return error(at, std::string("unexpected character '") + char(c) + "'");
    static const char hex[] = "0123456789ABCDEF";
    return error(at, std::string("unexpected byte 0x") + hex[c >> 4] + hex[c & 15]);
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
            if (Token t = comment(where()); t.kind == Kind::Error) return t;
            break;
        case ';':
            lineComment(where());
            break;
        case '\n':
            nextLine();
            if (atTagLine()) return error(at, "unterminated variation: '(' without ')'");
            break;
        default:
            ++pos_;
        }
    }
    return error(at, "unterminated variation: '(' without ')'");
}

bool Lexer::readTag(std::string& name, std::string& value, Where& valueAt, Where& errorAt) {
    const Where open = where();
    ++pos_;
    skipBlanks();
    const std::size_t nameStart = pos_;
    while (isLetter(at(pos_)) || isDigit(at(pos_)) || at(pos_) == '_') ++pos_;
    errorAt = where();
    if (pos_ == nameStart) {
        message_ = "expected a tag name after '['";
        return false;
    }
    name.assign(text_.substr(nameStart, pos_ - nameStart));
    skipBlanks();
    valueAt = errorAt = where();
    if (at(pos_) != '"') {
        message_ = "expected the tag's value in double quotes";
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
    message_ = errorAt.pos == open.pos ? "unterminated tag: '[' without ']'"
                                       : "expected ']' after the tag's value";
    return false;
}

// A double-quoted value on one line; \" and \\ stand for " and \.
bool Lexer::readTagValue(std::string& value, Where& errorAt) {
    const Where open = where();
    value.clear();
    for (std::size_t p = pos_ + 1; p < text_.size(); ++p) {
        const char c = text_[p];
        if (c == '"') {
            pos_ = p + 1;
            return true;
        }
        if (c == '\n' || c == '\r') break;
        if (c == '\\' && (at(p + 1) == '"' || at(p + 1) == '\\')) ++p;
        value += text_[p];
    }
    errorAt = open;
    ++pos_;
    message_ = "unterminated string: '\"' without a closing '\"'";
    return false;
}

// Real records have a dozen or two; the cap keeps Game::setTag's search of its list cheap.
constexpr std::size_t MaxTags = 200;

struct TagEntry {
    std::string name;
    std::string value;
    Where valueAt;
};

// Reads one game, from its tags to its result.
class GameReader {
  public:
    explicit GameReader(Lexer& lexer) : lx_(lexer) {}
    enum class Outcome { Nothing, Game, Error };
    Outcome read();
    Game& game() { return *game_; }
    const PdnError& error() const { return error_; }
    bool resumeAtTag() const { return resumeAtTag_; }

  private:
    bool fail(const Where& at, std::string message);
    bool readTags(Token& tok, std::vector<std::string>& comments);
    bool hasTag(std::string_view name) const;
    bool startGame();
    bool settings(Rules& rules, DrawRules& draws, const TagEntry*& fen);
    bool readMoves(Token tok);
    bool playMove(const Token& tok);
    void addNag(int nag);
    void addComment(std::string_view text);
    void finish(std::optional<Result> result);

    Lexer& lx_;
    std::vector<TagEntry> tags_;
    std::optional<Game> game_;
    DrawRules draws_;
    PdnError error_;
    bool resumeAtTag_ = false;
};

bool GameReader::fail(const Where& at, std::string message) {
    error_ = {0, at.line, at.column, std::move(message)};
    return false;
}

GameReader::Outcome GameReader::read() {
    Token tok;
    std::vector<std::string> comments; // before the first move
    if (!readTags(tok, comments)) return Outcome::Error;
    if (tok.kind == Kind::End && tags_.empty()) return Outcome::Nothing;
    if (!startGame()) return Outcome::Error;
    game_->openingComments() = std::move(comments);
    return readMoves(tok) ? Outcome::Game : Outcome::Error;
}

// The tag section, and the comments around it (those before the last tag are dropped). Leaves
// in tok the first token after it; a tag named twice starts the next game's section.
bool GameReader::readTags(Token& tok, std::vector<std::string>& comments) {
    for (tok = lx_.next();; tok = lx_.next()) {
        if (tok.kind == Kind::Comment) {
            comments.push_back(pdn::cleanComment(tok.text));
            continue;
        }
        if (tok.kind != Kind::TagStart) return true;
        if (tags_.size() == MaxTags)
            return fail(tok.at,
                        "too many tags in one game (at most " + std::to_string(MaxTags) + ")");
        const Lexer::Mark before = lx_.mark();
        TagEntry tag;
        Where errorAt;
        if (!lx_.readTag(tag.name, tag.value, tag.valueAt, errorAt))
            return fail(errorAt, lx_.message());
        if (hasTag(tag.name)) {
            lx_.reset(before);
            tok = {Kind::End, tok.at, {}, 0};
            return true;
        }
        comments.clear();
        tags_.push_back(std::move(tag));
    }
}

bool GameReader::hasTag(std::string_view name) const {
    for (const TagEntry& t : tags_)
        if (t.name == name) return true;
    return false;
}

bool GameReader::settings(Rules& rules, DrawRules& draws, const TagEntry*& fen) {
    for (const TagEntry& t : tags_) {
        if (t.name == "GameType") {
            if (lowerCase(std::string_view(t.value).substr(0, 6)) != "bashni")
                return fail(t.valueAt, "unsupported GameType " + quotedInput(t.value));
        } else if (t.name == "Rules") {
            const auto r = parseRules(lowerCase(t.value));
            if (!r)
                return fail(t.valueAt, "unknown rules " + quotedInput(t.value) +
                                           " (standard, intervening or turkish)");
            rules = *r;
        } else if (t.name == "DrawRules") {
            std::string why;
            if (!parseDrawRules(t.value, draws, why)) return fail(t.valueAt, why);
        } else if (t.name == "FEN") {
            fen = &t;
        }
    }
    return true;
}

// The game the tags describe: its rule set, start position and draw rules.
bool GameReader::startGame() {
    Rules rules = Rules::Standard;
    const TagEntry* fen = nullptr;
    if (!settings(rules, draws_, fen)) return false;
    constexpr DrawRules none{false, false}; // while moves are read: RULES.md 5.3 comes after
    if (fen) {
        std::string why;
        const auto start = parsePosition(fen->value, rules, &why);
        if (!start) return fail(fen->valueAt, "FEN: " + why);
        game_.emplace(*start, none);
    } else {
        game_.emplace(rules, none);
    }
    for (TagEntry& t : tags_) {
        if (t.name == "GameType" || t.name == "Rules" || t.name == "DrawRules" || t.name == "FEN" ||
            t.name == "SetUp")
            continue;
        game_->setTag(t.name, std::move(t.value));
    }
    return true;
}

// The move text, from its first token (tok) to the result.
bool GameReader::readMoves(Token tok) {
    for (;; tok = lx_.next()) {
        switch (tok.kind) {
        case Kind::End:
            finish(std::nullopt);
            return true;
        case Kind::Result:
            finish(Result(tok.value));
            return true;
        case Kind::Comment:
            addComment(tok.text);
            break;
        case Kind::MoveNumber:
            break;
        case Kind::Nag:
            addNag(tok.value);
            break;
        case Kind::Move:
            if (!playMove(tok)) return false;
            addNag(tok.value);
            break;
        case Kind::TagStart:
            resumeAtTag_ = true;
            return fail(tok.at, "a new game's tags, but this game has no result (2-0, 0-2, "
                                "1-1 or *)");
        case Kind::Error:
            return fail(tok.at, lx_.message());
        }
    }
}

bool GameReader::playMove(const Token& tok) {
    std::string why;
    if (game_->play(tok.text, &why)) return true;
    if (game_->endingAt(game_->plyCount()) != Ending::None) // "the game is already over: ..."
        return fail(tok.at, why);
    return fail(tok.at, "illegal move " + shown(tok.text) + ": " + why);
}

void GameReader::addNag(int nag) {
    if (nag >= 0 && game_->plyCount() > 0) game_->annotation(game_->plyCount()).nags.push_back(nag);
}

void GameReader::addComment(std::string_view text) {
    auto& list = game_->plyCount() > 0 ? game_->annotation(game_->plyCount()).comments
                                       : game_->openingComments();
    list.push_back(pdn::cleanComment(text));
}

// The draw rules of the tags from here on; a decisive or drawn result the rules do not give
// is a resignation or an agreed draw (a rule ending wins over what the record says).
void GameReader::finish(std::optional<Result> result) {
    game_->setDrawRules(draws_);
    if (!result || *result == Result::Unfinished || game_->ending() != Ending::None) return;
    if (*result == Result::Draw)
        game_->agreeDraw();
    else
        game_->resign(*result == Result::WhiteWins ? Color::Black : Color::White);
}

} // namespace

std::string formatPdnError(std::string_view file, const PdnError& e) {
    return std::string(file) + ':' + std::to_string(e.line) + ':' + std::to_string(e.column) +
           ": " + e.message;
}

PdnReadResult readPdn(std::string_view text) {
    PdnReadResult out;
    Lexer lexer(text);
    for (;;) {
        GameReader reader(lexer);
        switch (reader.read()) {
        case GameReader::Outcome::Nothing:
            return out;
        case GameReader::Outcome::Game:
            out.games.push_back(std::move(reader.game()));
            break;
        case GameReader::Outcome::Error:
            out.errors.push_back(reader.error());
            out.errors.back().game = int(out.games.size() + out.errors.size());
            if (!reader.resumeAtTag()) lexer.skipToNextGame();
            break;
        }
    }
}

} // namespace bashni
