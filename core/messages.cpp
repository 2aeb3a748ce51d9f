// Filling in the templates of messages.h, and their table.
#include "core/messages.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace bashni::messages {
namespace {

// The argument a placeholder "{n}" at text[at] stands for, and where the text goes on after it;
// nothing when there is no placeholder there (or no such argument).
std::optional<std::pair<std::string_view, std::size_t>>
placeholder(std::string_view text, std::size_t at, std::initializer_list<std::string_view> args) {
    std::size_t n = 0, end = at + 1;
    for (; end < text.size() && text[end] >= '0' && text[end] <= '9' && n <= args.size(); ++end)
        n = n * 10 + std::size_t(text[end] - '0');
    if (end == at + 1 || end == text.size() || text[end] != '}' || n < 1 || n > args.size())
        return std::nullopt;
    return std::pair{args.begin()[n - 1], end + 1};
}

} // namespace

std::string format(const char* templ, std::initializer_list<std::string_view> args) {
    const std::string_view text(templ);
    std::string out;
    out.reserve(text.size() + 32);
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t open = std::min(text.find('{', i), text.size());
        out += text.substr(i, open - i);
        if (open == text.size()) break;
        if (const auto arg = placeholder(text, open, args)) {
            out += arg->first;
            i = arg->second;
        } else {
            out += '{';
            i = open + 1;
        }
    }
    return out;
}

const std::vector<const char*>& allTemplates() {
    static const std::vector<const char*> all = {
        // position text
        MissingSide,
        UnknownSide,
        EntryEmpty,
        EntryEmptyAtEnd,
        EntryNotSquareColumn,
        NotASquare,
        EntryLightSquare,
        SquareGivenTwice,
        ColumnEmpty,
        ColumnTooHigh,
        NotAPiece,
        MoreThan12White,
        MoreThan12Black,
        WhiteManOnRank8,
        BlackManOnRank1,
        // move text
        NoMoveGiven,
        NotAMoveBadSquare,
        NotAMoveSeparator,
        NotAMove,
        MoveLightSquare,
        TooFewSquares,
        MixedSeparators,
        QuietMoveTooLong,
        GameOverWhite,
        GameOverBlack,
        SquareEmpty,
        ColumnIsWhites,
        ColumnIsBlacks,
        SameSquare,
        Occupied,
        NotDiagonal,
        ManMovesForward,
        WayBlocked,
        NotPossibleHere,
        CaptureCompulsory,
        NothingToCapture,
        CannotCapture,
        ChoiceOr,
        ChoiceOrMore,
        CaptureIncomplete,
        NotALegalCapture,
        CaptureAmbiguous,
        // the end of a game
        GameAlreadyOver,
        NotOver,
        WhiteCannotMove,
        BlackCannotMove,
        ThreefoldRepetition,
        NoProgress,
        WhiteResigned,
        BlackResigned,
        DrawAgreed,
        // game records
        UnbalancedParenthesis,
        UnterminatedComment,
        UnterminatedVariation,
        MoveNumberWithoutDot,
        UnknownResult,
        NagWithoutNumber,
        NagOutOfRange,
        UnexpectedCharacter,
        UnexpectedByte,
        NoTagName,
        NoTagValue,
        UnterminatedTag,
        NoTagEnd,
        UnterminatedString,
        TooManyTags,
        UnsupportedGameType,
        UnknownRules,
        UnknownDrawRule,
        BadDrawRules,
        FenError,
        NoResultBeforeTags,
        IllegalMove,
        // game files
        CannotReadFile,
        NotARegularFile,
        FileTooLarge,
        TooManyGames,
    };
    return all;
}

} // namespace bashni::messages
