// Reading game records (docs/NOTATION.md "Game records"): a tag-section parser and a move-text
// parser that plays every move on a Game, over the tokens of pdn_lexer.h. One pass over the text
// (looking ahead one tag at most): a broken file costs what a good one does. Read in chunks
// (PdnStreamReader), only a game that runs past the text so far is read again.
#include "core/messages.h"
#include "core/notation.h"
#include "core/pdn.h"
#include "core/pdn_lexer.h"
#include "core/pdn_text.h"

#include <algorithm>
#include <optional>

namespace bashni {
namespace {

using namespace detail;

std::string lowerCase(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return out;
}

// The DrawRules tag: "none", or which of "repetition" and "30-ply" are on.
bool parseDrawRules(std::string_view words, DrawRules& draws, Message& why) {
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
            why = Message(messages::UnknownDrawRule, {quotedInput(w)});
            return false;
        }
    }
    if (any && !(none && (draws.repetition || draws.noProgress))) return true;
    why = messages::BadDrawRules;
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
    // The error came inside the tag section: the rest of it is still ahead.
    bool failedInTags() const { return failedInTags_; }

  private:
    bool fail(const Where& at, Message message);
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
    TimeControl timeControl_;
    PdnError error_;
    bool resumeAtTag_ = false;
    bool failedInTags_ = false;
};

bool GameReader::fail(const Where& at, Message message) {
    error_ = {0, at.line, at.column, std::move(message)};
    return false;
}

GameReader::Outcome GameReader::read() {
    Token tok;
    std::vector<std::string> comments; // before the first move
    if (!readTags(tok, comments)) {
        failedInTags_ = true;
        return Outcome::Error;
    }
    if (tok.kind == TokenKind::End && tags_.empty()) return Outcome::Nothing;
    if (!startGame()) return Outcome::Error;
    game_->openingComments() = std::move(comments);
    return readMoves(tok) ? Outcome::Game : Outcome::Error;
}

// The tag section, and the comments around it (those before the last tag are dropped). Leaves
// in tok the first token after it; a tag named twice starts the next game's section.
bool GameReader::readTags(Token& tok, std::vector<std::string>& comments) {
    for (tok = lx_.next();; tok = lx_.next()) {
        if (tok.kind == TokenKind::Comment) {
            comments.push_back(pdn::cleanComment(tok.text));
            continue;
        }
        if (tok.kind != TokenKind::TagStart) return true;
        if (tags_.size() == MaxTags)
            return fail(tok.at, Message(messages::TooManyTags, {std::to_string(MaxTags)}));
        const Lexer::Mark before = lx_.mark();
        TagEntry tag;
        Where errorAt;
        if (!lx_.readTag(tag.name, tag.value, tag.valueAt, errorAt))
            return fail(errorAt, lx_.message());
        if (hasTag(tag.name)) {
            lx_.reset(before);
            tok = {TokenKind::End, tok.at, {}, 0};
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
                return fail(t.valueAt,
                            Message(messages::UnsupportedGameType, {quotedInput(t.value)}));
        } else if (t.name == "Rules") {
            const auto r = parseRules(lowerCase(t.value));
            if (!r) return fail(t.valueAt, Message(messages::UnknownRules, {quotedInput(t.value)}));
            rules = *r;
        } else if (t.name == "DrawRules") {
            Message why;
            if (!parseDrawRules(t.value, draws, why)) return fail(t.valueAt, why);
        } else if (t.name == "TimeControl") {
            Message why;
            const auto tc = parseTimeControl(t.value, &why);
            if (!tc) return fail(t.valueAt, why);
            timeControl_ = *tc;
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
    constexpr DrawRules none{false, false}; // while moves are read: docs/RULES.md 5.3 comes after
    if (fen) {
        Message why;
        const auto start = parsePosition(fen->value, rules, &why);
        if (!start) return fail(fen->valueAt, Message(messages::FenError, {why}));
        game_.emplace(*start, none);
    } else {
        game_.emplace(rules, none);
    }
    for (TagEntry& t : tags_) {
        if (t.name == "GameType" || t.name == "Rules" || t.name == "DrawRules" ||
            t.name == "TimeControl" || t.name == "FEN" || t.name == "SetUp")
            continue;
        game_->setTag(t.name, std::move(t.value));
    }
    return true;
}

// The move text, from its first token (tok) to the result.
bool GameReader::readMoves(Token tok) {
    for (;; tok = lx_.next()) {
        switch (tok.kind) {
        case TokenKind::End:
            finish(std::nullopt);
            return true;
        case TokenKind::Result:
            finish(Result(tok.value));
            return true;
        case TokenKind::Comment:
            addComment(tok.text);
            break;
        case TokenKind::MoveNumber:
            break;
        case TokenKind::Nag:
            addNag(tok.value);
            break;
        case TokenKind::Move:
            if (!playMove(tok)) return false;
            addNag(tok.value);
            break;
        case TokenKind::TagStart:
            resumeAtTag_ = true;
            return fail(tok.at, messages::NoResultBeforeTags);
        case TokenKind::Error:
            return fail(tok.at, lx_.message());
        }
    }
}

bool GameReader::playMove(const Token& tok) {
    Message why;
    if (game_->play(tok.text, &why)) return true;
    if (game_->endingAt(game_->plyCount()) != Ending::None) // "the game is already over: ..."
        return fail(tok.at, why);
    return fail(tok.at, Message(messages::IllegalMove, {pdn::shown(tok.text), why}));
}

void GameReader::addNag(int nag) {
    if (nag >= 0 && game_->plyCount() > 0) game_->annotation(game_->plyCount()).nags.push_back(nag);
}

// A move's [%clk] becomes its clock and its [%eval] its evaluation, the rest of the comment (if
// any) a comment.
void GameReader::addComment(std::string_view text) {
    const int ply = game_->plyCount();
    auto& list = ply > 0 ? game_->annotation(ply).comments : game_->openingComments();
    std::string comment = pdn::cleanComment(text), rest;
    if (ply > 0) {
        bool taken = false; // an empty comment of its own is kept, an emptied one is not
        if (const auto ms = pdn::takeClock(comment, &rest)) {
            game_->setClock(ply, ms);
            comment = std::move(rest);
            taken = true;
        }
        if (const auto e = pdn::takeEval(comment, &rest)) {
            game_->annotation(ply).eval = e;
            comment = std::move(rest);
            taken = true;
        }
        if (taken && comment.empty()) return;
    }
    list.push_back(std::move(comment));
}

// The draw rules of the tags from here on; a decisive or drawn result the rules do not give
// is a resignation or an agreed draw (a rule ending wins over what the record says).
// A decisive result with [Termination "time forfeit"] is a loss on time, the tag then the
// game's own (the writer makes it from the ending).
void GameReader::finish(std::optional<Result> result) {
    game_->setDrawRules(draws_);
    game_->setTimeControl(timeControl_); // only now: the moves read were not charged any time
    if (!result || *result == Result::Unfinished || game_->ending() != Ending::None) return;
    const Color loser = *result == Result::WhiteWins ? Color::Black : Color::White;
    if (*result == Result::Draw) {
        game_->agreeDraw();
    } else if (lowerCase(game_->tag("Termination")) == "time forfeit") {
        game_->loseOnTime(loser);
        game_->removeTag("Termination");
    } else {
        game_->resign(loser);
    }
}

} // namespace

std::optional<Result> parseResult(std::string_view s) {
    if (s == "2-0" || s == "1-0") return Result::WhiteWins;
    if (s == "0-2" || s == "0-1") return Result::BlackWins;
    if (s == "1-1" || s == "1/2-1/2" || s == "\xC2\xBD-\xC2\xBD") return Result::Draw;
    if (s == "*") return Result::Unfinished;
    return std::nullopt;
}

std::string formatPdnError(std::string_view file, const PdnError& e) {
    return std::string(file) + ':' + std::to_string(e.line) + ':' + std::to_string(e.column) +
           ": " + formatMessage(e.message);
}

struct PdnStreamReader::Impl {
    Impl(std::string_view text, bool whole) : lexer(text, whole), last(whole) {}

    // Drops the text before byte `from` (the start of the game to read again) and adds at least a
    // chunk, or as much as the game's text so far: a game read n times has doubled its window
    // n times.
    void widen(std::size_t from) {
        buffer.erase(0, from - base);
        base = from;
        const std::size_t old = buffer.size(), want = std::max(chunk, old);
        buffer.resize(old + want);
        std::size_t got = 0;
        while (got < want && !last) {
            const std::size_t n = source(buffer.data() + old + got, want - got);
            got += n;
            last = n == 0;
        }
        buffer.resize(old + got);
        lexer.setWindow(buffer, base, last);
    }

    Lexer lexer;
    Source source; // none: the whole text was given
    std::size_t chunk = DefaultChunk;
    std::string buffer; // the text from byte `base` on, as far as it has come
    std::size_t base = 0;
    bool last; // the source has given all
    int count = 0;
    bool done = false;
};

PdnStreamReader::PdnStreamReader(Source source, std::size_t chunk)
    : d_(std::make_unique<Impl>(std::string_view(), false)) {
    d_->source = std::move(source);
    d_->chunk = std::max<std::size_t>(chunk, 1);
}

PdnStreamReader::PdnStreamReader(std::string_view text) : d_(std::make_unique<Impl>(text, true)) {}

PdnStreamReader::~PdnStreamReader() = default;

int PdnStreamReader::count() const {
    return d_->count;
}

std::size_t PdnStreamReader::buffered() const {
    return d_->buffer.size();
}

PdnStreamReader::Item PdnStreamReader::next(Game& game, PdnError& error) {
    Impl& d = *d_;
    while (!d.done) {
        const Lexer::Mark start = d.lexer.mark();
        GameReader reader(d.lexer);
        const GameReader::Outcome outcome = reader.read();
        if (outcome == GameReader::Outcome::Error && !reader.resumeAtTag())
            d.lexer.skipToNextGame(reader.failedInTags());
        if (d.lexer.starved()) { // what was read may change with more text: read it again
            d.widen(start.pos);
            d.lexer.reset(start);
            continue;
        }
        switch (outcome) {
        case GameReader::Outcome::Nothing:
            d.done = true;
            break;
        case GameReader::Outcome::Game:
            game = std::move(reader.game());
            ++d.count;
            return Item::Game;
        case GameReader::Outcome::Error:
            error = reader.error();
            error.game = ++d.count;
            return Item::Error;
        }
    }
    return Item::End;
}

PdnReadResult readPdn(std::string_view text) {
    PdnStreamReader reader(text);
    return readRemaining(reader);
}

PdnReadResult readRemaining(PdnStreamReader& reader) {
    PdnReadResult out;
    Game game;
    PdnError error;
    for (;;) {
        switch (reader.next(game, error)) {
        case PdnStreamReader::Item::Game:
            out.games.push_back(std::move(game));
            break;
        case PdnStreamReader::Item::Error:
            out.errors.push_back(std::move(error));
            break;
        case PdnStreamReader::Item::End:
            return out;
        }
    }
}

} // namespace bashni
