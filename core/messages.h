// The core's messages for a person, as data. The core is Qt-free and cannot translate, so it does
// not hand out sentences: parsePosition, parseMove and Game::play say why they refused in a
// Message, and so do Game::endingMessage and PdnError. A Message names one template of the table
// below and holds what fills the template's `{1}`, `{2}`, …: text that reads the same in every
// language (a user's input, quoted and cut short; a square; a move; a count), or a Message of its
// own, nested ("illegal move c3-d5: <why>"; a list of moves, whose "or" is translated).
// formatMessage() writes the English, for bashni-cli and the tests. The desktop program
// (ui/coremessages) translates the template, whose English text is the key (context "core"), and
// fills in the arguments, nested messages translated in turn; both read a template the same way,
// through templatePieces().
//
// lupdate reads BASHNI_TR as QT_TRANSLATE_NOOP (`-tr-function-alias QT_TRANSLATE_NOOP+=BASHNI_TR`,
// translations/CMakeLists.txt), so every template here is in the .ts files and
// tests/check_translations.sh fails while one is untranslated. A template is a whole sentence,
// and words that need translating (colours, ranks) are never arguments: each case has a template
// of its own. A new message is one more `inline constexpr MessageTemplate` below, then the
// update_translations target and its translations.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

// Marks a template for lupdate; the context is always "core".
#define BASHNI_TR(context, text) text

namespace bashni {

// A template: English text with {1}, {2}, … where its arguments go. A type of its own, so that a
// message can only start from one of the templates below, never from text made at run time.
struct MessageTemplate {
    const char* text;
};

// What the core has to say: a template and the arguments of its placeholders ({n} is
// args[n - 1]). Empty (no text) where nothing was said.
struct Message {
    struct Arg;

    const char* text = ""; // the template's English text, also the key of its translation
    std::vector<Arg> args;

    Message() = default;
    // Implicit, so that `return messages::SameSquare;` makes a message without arguments.
    Message(MessageTemplate t, std::vector<Arg> a = {});
    bool empty() const { return *text == '\0'; }
    bool is(MessageTemplate t) const { return std::string_view(text) == t.text; }
};

// One argument: text shown as it is in every language, or a message translated in turn.
struct Message::Arg {
    Arg(std::string s) : value(std::move(s)) {}
    Arg(std::string_view s) : value(std::string(s)) {}
    Arg(const char* s) : value(std::string(s)) {}
    Arg(Message m) : value(std::move(m)) {}

    std::variant<std::string, Message> value;
};

inline Message::Message(MessageTemplate t, std::vector<Arg> a) : text(t.text), args(std::move(a)) {}

// The message in English: the template with each {n} replaced by its argument, nested messages
// written out the same way.
std::string formatMessage(const Message& m);
std::string formatMessage(const Message::Arg& a);

// A template (or its translation) read as literal text and placeholders, in order: "{n}" is a
// placeholder when n is the number of an argument (1..argCount); anything else, a '{' not
// followed by such a number and '}' included, is literal text.
struct TemplatePiece {
    std::string_view literal; // when arg is 0
    std::size_t arg = 0;      // the argument's number, from 1; 0 for literal text
};
std::vector<TemplatePiece> templatePieces(std::string_view text, std::size_t argCount);

} // namespace bashni

namespace bashni::messages {

// --- position text (position_text.cpp); {1} of an "entry" is the entry as the user gave it.
inline constexpr MessageTemplate MissingSide{
    BASHNI_TR("core", "missing side to move: position text starts with \"W:\" or \"B:\"")};
inline constexpr MessageTemplate UnknownSide{
    BASHNI_TR("core", "unknown side to move {1}: expected W or B")};
inline constexpr MessageTemplate EntryEmpty{
    BASHNI_TR("core", "entry {1} is empty (two commas or a trailing comma)")};
inline constexpr MessageTemplate EntryEmptyAtEnd{
    BASHNI_TR("core", "entry {1} is empty (a trailing comma)")};
inline constexpr MessageTemplate EntryNotSquareColumn{
    BASHNI_TR("core", "entry {1}: expected SQUARE=COLUMN, for example d4=wb")};
inline constexpr MessageTemplate NotASquare{
    BASHNI_TR("core", "entry {1}: {2} is not a square (a1 to h8)")};
inline constexpr MessageTemplate EntryLightSquare{
    BASHNI_TR("core", "entry {1}: {2} is a light square; columns stand on dark squares only")};
inline constexpr MessageTemplate SquareGivenTwice{
    BASHNI_TR("core", "entry {1}: {2} is given twice")};
inline constexpr MessageTemplate ColumnEmpty{BASHNI_TR("core", "entry {1}: the column is empty")};
inline constexpr MessageTemplate ColumnTooHigh{
    BASHNI_TR("core", "entry {1}: a column holds at most 24 pieces (12 a side)")};
inline constexpr MessageTemplate NotAPiece{
    BASHNI_TR("core", "entry {1}: {2} is not a piece (w, W, b or B)")};
inline constexpr MessageTemplate MoreThan12White{
    BASHNI_TR("core", "entry {1}: more than 12 white pieces")};
inline constexpr MessageTemplate MoreThan12Black{
    BASHNI_TR("core", "entry {1}: more than 12 black pieces")};
inline constexpr MessageTemplate WhiteManOnRank8{
    BASHNI_TR("core", "entry {1}: a white man cannot command a column on rank 8 (it would have "
                      "been crowned)")};
inline constexpr MessageTemplate BlackManOnRank1{
    BASHNI_TR("core", "entry {1}: a black man cannot command a column on rank 1 (it would have "
                      "been crowned)")};

// --- move text (move_text.cpp); {1} of "is not a move" is the text as the user gave it.
inline constexpr MessageTemplate NoMoveGiven{BASHNI_TR("core", "no move given")};
inline constexpr MessageTemplate NotAMoveBadSquare{
    BASHNI_TR("core", "{1} is not a move: expected squares like c3-d4 or c3:e5 ({2} is not a "
                      "square)")};
inline constexpr MessageTemplate NotAMoveSeparator{
    BASHNI_TR("core", "{1} is not a move: squares are separated by - or :")};
inline constexpr MessageTemplate NotAMove{
    BASHNI_TR("core", "{1} is not a move: expected squares like c3-d4 or c3:e5")};
inline constexpr MessageTemplate MoveLightSquare{
    BASHNI_TR("core", "{1} is a light square; play is on the dark squares")};
inline constexpr MessageTemplate TooFewSquares{
    BASHNI_TR("core", "a move needs at least two squares, as in c3-d4")};
inline constexpr MessageTemplate MixedSeparators{
    BASHNI_TR("core", "a move uses either - (quiet) or : (capture), not both")};
inline constexpr MessageTemplate QuietMoveTooLong{
    BASHNI_TR("core", "a quiet move has two squares (c3-d4); a capture is written with :")};
inline constexpr MessageTemplate GameOverWhite{
    BASHNI_TR("core", "the game is over: White has no move")};
inline constexpr MessageTemplate GameOverBlack{
    BASHNI_TR("core", "the game is over: Black has no move")};
inline constexpr MessageTemplate SquareEmpty{
    BASHNI_TR("core", "no piece of yours on {1}: the square is empty")};
inline constexpr MessageTemplate ColumnIsWhites{
    BASHNI_TR("core", "no piece of yours on {1}: the column there is White's")};
inline constexpr MessageTemplate ColumnIsBlacks{
    BASHNI_TR("core", "no piece of yours on {1}: the column there is Black's")};
inline constexpr MessageTemplate SameSquare{
    BASHNI_TR("core", "a move goes from one square to another")};
inline constexpr MessageTemplate Occupied{BASHNI_TR("core", "{1} is occupied")};
inline constexpr MessageTemplate NotDiagonal{BASHNI_TR("core", "columns move along a diagonal")};
inline constexpr MessageTemplate ManMovesForward{
    BASHNI_TR("core", "a man moves one square diagonally forward")};
inline constexpr MessageTemplate WayBlocked{
    BASHNI_TR("core", "the way from {1} to {2} is blocked on {3}")};
inline constexpr MessageTemplate NotPossibleHere{
    BASHNI_TR("core", "that move is not possible here")};
// A list of moves as a player reads it: "c3:e5, e3:g5 or g3:h4"; the first argument is the
// moves before the last, joined by commas.
inline constexpr MessageTemplate ChoiceOr{BASHNI_TR("core", "{1} or {2}")};
// A long list cut short: "c3:e5, …, g3:h4 or 4 more" ({2}: how many more).
inline constexpr MessageTemplate ChoiceOrMore{BASHNI_TR("core", "{1} or {2} more")};
// {1}…: lists of moves ("c3:e5, e3:g5 or g3:h4").
inline constexpr MessageTemplate CaptureCompulsory{BASHNI_TR("core", "capture is compulsory: {1}")};
inline constexpr MessageTemplate NothingToCapture{
    BASHNI_TR("core", "there is nothing to capture; a quiet move is written with - (c3-d4)")};
inline constexpr MessageTemplate CannotCapture{
    BASHNI_TR("core", "the column on {1} cannot capture; capture is compulsory: {2}")};
inline constexpr MessageTemplate CaptureIncomplete{
    BASHNI_TR("core", "the capture must be completed: {1}")};
inline constexpr MessageTemplate NotALegalCapture{
    BASHNI_TR("core", "{1} is not a legal capture; the captures from {2} are {3}")};
inline constexpr MessageTemplate CaptureAmbiguous{
    BASHNI_TR("core", "more than one capture fits; give the landing squares: {1}")};

// --- the end of a game (game.cpp); {1} of GameAlreadyOver is one of the endings.
inline constexpr MessageTemplate GameAlreadyOver{
    BASHNI_TR("core", "the game is already over: {1}")};
inline constexpr MessageTemplate NotOver{BASHNI_TR("core", "The game is not over.")};
inline constexpr MessageTemplate WhiteCannotMove{
    BASHNI_TR("core", "White cannot move: Black wins.")};
inline constexpr MessageTemplate BlackCannotMove{
    BASHNI_TR("core", "Black cannot move: White wins.")};
inline constexpr MessageTemplate ThreefoldRepetition{
    BASHNI_TR("core", "The same position occurred three times: a draw.")};
inline constexpr MessageTemplate NoProgress{
    BASHNI_TR("core", "Fifteen moves each without a capture or a move of a man: a draw.")};
inline constexpr MessageTemplate WhiteResigned{BASHNI_TR("core", "White resigned: Black wins.")};
inline constexpr MessageTemplate BlackResigned{BASHNI_TR("core", "Black resigned: White wins.")};
inline constexpr MessageTemplate DrawAgreed{BASHNI_TR("core", "Draw by agreement.")};
inline constexpr MessageTemplate WhiteLostOnTime{
    BASHNI_TR("core", "White lost on time: Black wins.")};
inline constexpr MessageTemplate BlackLostOnTime{
    BASHNI_TR("core", "Black lost on time: White wins.")};

// --- time controls (timecontrol.cpp); {1} is the text as given.
inline constexpr MessageTemplate BadTimeControl{
    BASHNI_TR("core", "unknown time control {1} (expected -, seconds plus increment as in 300+3, "
                      "or seconds per move as in 60/move)")};

// --- game records (pdn_lexer.cpp, pdn_reader.cpp); {1} is the text read, as shown.
inline constexpr MessageTemplate UnbalancedParenthesis{
    BASHNI_TR("core", "unbalanced ')': no variation to close")};
inline constexpr MessageTemplate UnterminatedComment{
    BASHNI_TR("core", "unterminated comment: '{' without '}'")};
inline constexpr MessageTemplate UnterminatedVariation{
    BASHNI_TR("core", "unterminated variation: '(' without ')'")};
inline constexpr MessageTemplate MoveNumberWithoutDot{
    BASHNI_TR("core", "a move number needs a dot: {1}")};
inline constexpr MessageTemplate UnknownResult{
    BASHNI_TR("core", "unknown result {1} (expected 2-0, 0-2, 1-1 or *)")};
inline constexpr MessageTemplate NagWithoutNumber{BASHNI_TR("core", "expected a number after $")};
inline constexpr MessageTemplate NagOutOfRange{
    BASHNI_TR("core", "annotation glyph ${1} is out of range")};
inline constexpr MessageTemplate UnexpectedCharacter{
    BASHNI_TR("core", "unexpected character '{1}'")};
inline constexpr MessageTemplate UnexpectedByte{BASHNI_TR("core", "unexpected byte 0x{1}")};
inline constexpr MessageTemplate NoTagName{BASHNI_TR("core", "expected a tag name after '['")};
inline constexpr MessageTemplate NoTagValue{
    BASHNI_TR("core", "expected the tag's value in double quotes")};
inline constexpr MessageTemplate UnterminatedTag{
    BASHNI_TR("core", "unterminated tag: '[' without ']'")};
inline constexpr MessageTemplate NoTagEnd{BASHNI_TR("core", "expected ']' after the tag's value")};
inline constexpr MessageTemplate UnterminatedString{
    BASHNI_TR("core", "unterminated string: '\"' without a closing '\"'")};
inline constexpr MessageTemplate TagValueTooLong{
    BASHNI_TR("core", "the tag's value is too long (at most {1} bytes)")};
inline constexpr MessageTemplate TooManyTags{
    BASHNI_TR("core", "too many tags in one game (at most {1})")};
inline constexpr MessageTemplate UnsupportedGameType{BASHNI_TR("core", "unsupported GameType {1}")};
inline constexpr MessageTemplate UnknownRules{
    BASHNI_TR("core", "unknown rules {1} (standard, intervening or turkish)")};
inline constexpr MessageTemplate UnknownDrawRule{
    BASHNI_TR("core", "unknown draw rule {1} (repetition, 30-ply or none)")};
inline constexpr MessageTemplate BadDrawRules{
    BASHNI_TR("core", "DrawRules lists repetition and/or 30-ply, or is none")};
// {1}: a position text message.
inline constexpr MessageTemplate FenError{BASHNI_TR("core", "FEN: {1}")};
inline constexpr MessageTemplate NoResultBeforeTags{
    BASHNI_TR("core", "a new game's tags, but this game has no result (2-0, 0-2, 1-1 or *)")};
// {1}: the move as read; {2}: a move text message.
inline constexpr MessageTemplate IllegalMove{BASHNI_TR("core", "illegal move {1}: {2}")};

// --- game files (pdn_file.cpp); the program names the file before the message.
// {1}: the system's reason ("No such file or directory").
inline constexpr MessageTemplate CannotReadFile{BASHNI_TR("core", "cannot read the file: {1}")};
inline constexpr MessageTemplate NotARegularFile{
    BASHNI_TR("core", "not a regular file (a device or a pipe): only files are read")};
// {1}: the file's size in bytes; {2}: the most a game file may have.
inline constexpr MessageTemplate FileTooLarge{
    BASHNI_TR("core", "the file has {1} bytes, more than the {2} a game file may have")};
// {1}: how many games were read (the most a file may hold).
inline constexpr MessageTemplate TooManyGames{
    BASHNI_TR("core", "only the first {1} games were read: a game file may hold no more")};

} // namespace bashni::messages
