// The core's messages for a person, as templates. The core is Qt-free, so it cannot translate:
// it keeps writing English, but every message is built here from one template of the table
// below, with `{1}`, `{2}`, … standing for what varies (a user's input, quoted; squares; moves;
// numbers; or another message, nested). The English template is the key: the desktop program
// (ui/) finds the template behind a message by matching, translates it (lupdate reads
// BASHNI_TR as QT_TRANSLATE_NOOP: `-tr-function-alias QT_TRANSLATE_NOOP+=BASHNI_TR`) and fills
// in the same arguments. So a template is a whole sentence, and words that need translating
// (colours, ranks) are never arguments: each case has a template of its own.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

// Marks a template for lupdate; the context is always "core".
#define BASHNI_TR(context, text) text

namespace bashni::messages {

// --- position text (position_text.cpp); {1} of an "entry" is the entry as the user gave it.
inline constexpr const char* MissingSide =
    BASHNI_TR("core", "missing side to move: position text starts with \"W:\" or \"B:\"");
inline constexpr const char* UnknownSide =
    BASHNI_TR("core", "unknown side to move {1}: expected W or B");
inline constexpr const char* EntryEmpty =
    BASHNI_TR("core", "entry {1} is empty (two commas or a trailing comma)");
inline constexpr const char* EntryEmptyAtEnd =
    BASHNI_TR("core", "entry {1} is empty (a trailing comma)");
inline constexpr const char* EntryNotSquareColumn =
    BASHNI_TR("core", "entry {1}: expected SQUARE=COLUMN, for example d4=wb");
inline constexpr const char* NotASquare =
    BASHNI_TR("core", "entry {1}: {2} is not a square (a1 to h8)");
inline constexpr const char* EntryLightSquare =
    BASHNI_TR("core", "entry {1}: {2} is a light square; columns stand on dark squares only");
inline constexpr const char* SquareGivenTwice = BASHNI_TR("core", "entry {1}: {2} is given twice");
inline constexpr const char* ColumnEmpty = BASHNI_TR("core", "entry {1}: the column is empty");
inline constexpr const char* ColumnTooHigh =
    BASHNI_TR("core", "entry {1}: a column holds at most 24 pieces (12 a side)");
inline constexpr const char* NotAPiece =
    BASHNI_TR("core", "entry {1}: {2} is not a piece (w, W, b or B)");
inline constexpr const char* MoreThan12White =
    BASHNI_TR("core", "entry {1}: more than 12 white pieces");
inline constexpr const char* MoreThan12Black =
    BASHNI_TR("core", "entry {1}: more than 12 black pieces");
inline constexpr const char* WhiteManOnRank8 =
    BASHNI_TR("core", "entry {1}: a white man cannot command a column on rank 8 (it would have "
                      "been crowned)");
inline constexpr const char* BlackManOnRank1 =
    BASHNI_TR("core", "entry {1}: a black man cannot command a column on rank 1 (it would have "
                      "been crowned)");

// --- move text (move_text.cpp); {1} of "is not a move" is the text as the user gave it.
inline constexpr const char* NoMoveGiven = BASHNI_TR("core", "no move given");
inline constexpr const char* NotAMoveBadSquare =
    BASHNI_TR("core", "{1} is not a move: expected squares like c3-d4 or c3:e5 ({2} is not a "
                      "square)");
inline constexpr const char* NotAMoveSeparator =
    BASHNI_TR("core", "{1} is not a move: squares are separated by - or :");
inline constexpr const char* NotAMove =
    BASHNI_TR("core", "{1} is not a move: expected squares like c3-d4 or c3:e5");
inline constexpr const char* MoveLightSquare =
    BASHNI_TR("core", "{1} is a light square; play is on the dark squares");
inline constexpr const char* TooFewSquares =
    BASHNI_TR("core", "a move needs at least two squares, as in c3-d4");
inline constexpr const char* MixedSeparators =
    BASHNI_TR("core", "a move uses either - (quiet) or : (capture), not both");
inline constexpr const char* QuietMoveTooLong =
    BASHNI_TR("core", "a quiet move has two squares (c3-d4); a capture is written with :");
inline constexpr const char* GameOverWhite =
    BASHNI_TR("core", "the game is over: White has no move");
inline constexpr const char* GameOverBlack =
    BASHNI_TR("core", "the game is over: Black has no move");
inline constexpr const char* SquareEmpty =
    BASHNI_TR("core", "no piece of yours on {1}: the square is empty");
inline constexpr const char* ColumnIsWhites =
    BASHNI_TR("core", "no piece of yours on {1}: the column there is White's");
inline constexpr const char* ColumnIsBlacks =
    BASHNI_TR("core", "no piece of yours on {1}: the column there is Black's");
inline constexpr const char* SameSquare =
    BASHNI_TR("core", "a move goes from one square to another");
inline constexpr const char* Occupied = BASHNI_TR("core", "{1} is occupied");
inline constexpr const char* NotDiagonal = BASHNI_TR("core", "columns move along a diagonal");
inline constexpr const char* ManMovesForward =
    BASHNI_TR("core", "a man moves one square diagonally forward");
inline constexpr const char* WayBlocked =
    BASHNI_TR("core", "the way from {1} to {2} is blocked on {3}");
inline constexpr const char* NotPossibleHere = BASHNI_TR("core", "that move is not possible here");
// A list of moves as a player reads it: "c3:e5, e3:g5 or g3:h4"; the first argument is the
// moves before the last, joined by commas.
inline constexpr const char* ChoiceOr = BASHNI_TR("core", "{1} or {2}");
// A long list cut short: "c3:e5, …, g3:h4 or 4 more" ({2}: how many more).
inline constexpr const char* ChoiceOrMore = BASHNI_TR("core", "{1} or {2} more");
// {1}…: lists of moves ("c3:e5, e3:g5 or g3:h4").
inline constexpr const char* CaptureCompulsory = BASHNI_TR("core", "capture is compulsory: {1}");
inline constexpr const char* NothingToCapture =
    BASHNI_TR("core", "there is nothing to capture; a quiet move is written with - (c3-d4)");
inline constexpr const char* CannotCapture =
    BASHNI_TR("core", "the column on {1} cannot capture; capture is compulsory: {2}");
inline constexpr const char* CaptureIncomplete =
    BASHNI_TR("core", "the capture must be completed: {1}");
inline constexpr const char* NotALegalCapture =
    BASHNI_TR("core", "{1} is not a legal capture; the captures from {2} are {3}");
inline constexpr const char* CaptureAmbiguous =
    BASHNI_TR("core", "more than one capture fits; give the landing squares: {1}");

// --- the end of a game (game.cpp); {1} of GameAlreadyOver is one of the endings.
inline constexpr const char* GameAlreadyOver = BASHNI_TR("core", "the game is already over: {1}");
inline constexpr const char* NotOver = BASHNI_TR("core", "The game is not over.");
inline constexpr const char* WhiteCannotMove = BASHNI_TR("core", "White cannot move: Black wins.");
inline constexpr const char* BlackCannotMove = BASHNI_TR("core", "Black cannot move: White wins.");
inline constexpr const char* ThreefoldRepetition =
    BASHNI_TR("core", "The same position occurred three times: a draw.");
inline constexpr const char* NoProgress =
    BASHNI_TR("core", "Fifteen moves each without a capture or a move of a man: a draw.");
inline constexpr const char* WhiteResigned = BASHNI_TR("core", "White resigned: Black wins.");
inline constexpr const char* BlackResigned = BASHNI_TR("core", "Black resigned: White wins.");
inline constexpr const char* DrawAgreed = BASHNI_TR("core", "Draw by agreement.");

// --- game records (pdn_lexer.cpp, pdn_reader.cpp); {1} is the text read, as shown.
inline constexpr const char* UnbalancedParenthesis =
    BASHNI_TR("core", "unbalanced ')': no variation to close");
inline constexpr const char* UnterminatedComment =
    BASHNI_TR("core", "unterminated comment: '{' without '}'");
inline constexpr const char* UnterminatedVariation =
    BASHNI_TR("core", "unterminated variation: '(' without ')'");
inline constexpr const char* MoveNumberWithoutDot =
    BASHNI_TR("core", "a move number needs a dot: {1}");
inline constexpr const char* UnknownResult =
    BASHNI_TR("core", "unknown result {1} (expected 2-0, 0-2, 1-1 or *)");
inline constexpr const char* NagWithoutNumber = BASHNI_TR("core", "expected a number after $");
inline constexpr const char* NagOutOfRange =
    BASHNI_TR("core", "annotation glyph ${1} is out of range");
inline constexpr const char* UnexpectedCharacter = BASHNI_TR("core", "unexpected character '{1}'");
inline constexpr const char* UnexpectedByte = BASHNI_TR("core", "unexpected byte 0x{1}");
inline constexpr const char* NoTagName = BASHNI_TR("core", "expected a tag name after '['");
inline constexpr const char* NoTagValue =
    BASHNI_TR("core", "expected the tag's value in double quotes");
inline constexpr const char* UnterminatedTag =
    BASHNI_TR("core", "unterminated tag: '[' without ']'");
inline constexpr const char* NoTagEnd = BASHNI_TR("core", "expected ']' after the tag's value");
inline constexpr const char* UnterminatedString =
    BASHNI_TR("core", "unterminated string: '\"' without a closing '\"'");
inline constexpr const char* TooManyTags =
    BASHNI_TR("core", "too many tags in one game (at most {1})");
inline constexpr const char* UnsupportedGameType = BASHNI_TR("core", "unsupported GameType {1}");
inline constexpr const char* UnknownRules =
    BASHNI_TR("core", "unknown rules {1} (standard, intervening or turkish)");
inline constexpr const char* UnknownDrawRule =
    BASHNI_TR("core", "unknown draw rule {1} (repetition, 30-ply or none)");
inline constexpr const char* BadDrawRules =
    BASHNI_TR("core", "DrawRules lists repetition and/or 30-ply, or is none");
// {1}: a position text message.
inline constexpr const char* FenError = BASHNI_TR("core", "FEN: {1}");
inline constexpr const char* NoResultBeforeTags =
    BASHNI_TR("core", "a new game's tags, but this game has no result (2-0, 0-2, 1-1 or *)");
// {1}: the move as read; {2}: a move text message.
inline constexpr const char* IllegalMove = BASHNI_TR("core", "illegal move {1}: {2}");

// --- game files (pdn_file.cpp); the program names the file before the message.
// {1}: the system's reason ("No such file or directory").
inline constexpr const char* CannotReadFile = BASHNI_TR("core", "cannot read the file: {1}");
inline constexpr const char* NotARegularFile =
    BASHNI_TR("core", "not a regular file (a device or a pipe): only files are read");
// {1}: the file's size in bytes; {2}: the most a game file may have.
inline constexpr const char* FileTooLarge =
    BASHNI_TR("core", "the file has {1} bytes, more than the {2} a game file may have");
// {1}: how many games were read (the most a file may hold).
inline constexpr const char* TooManyGames =
    BASHNI_TR("core", "only the first {1} games were read: a game file may hold no more");

// The template with each {n} replaced by the n-th argument (from 1); anything else, a '{' not
// followed by a number of an argument included, stays as it is.
std::string format(const char* templ, std::initializer_list<std::string_view> args);

// Every template above, in their order. tests/core/tst_messages.cpp checks that the list is
// complete (against this header's text), that the templates are distinct and numbered
// {1}..{n}, and that real messages of the core each match one template.
const std::vector<const char*>& allTemplates();

} // namespace bashni::messages
