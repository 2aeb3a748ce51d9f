// Move text (docs/NOTATION.md "Move text"): printing, and reading what a player typed against the
// legal moves, with the reason in a player's words when it is not one of them.
#include "core/messages.h"
#include "core/movegen.h"
#include "core/notation.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <span>

namespace bashni {
namespace {

struct TypedMove {
    std::vector<Square> squares;
    bool capture = false;
};

bool fail(Message* error, Message message) {
    if (error) *error = std::move(message);
    return false;
}

// Splits "c3-d4", "c3:e5:c7", "C3xE5" into squares; says what is wrong with anything else.
bool readTyped(std::string_view text, TypedMove& out, Message* error) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    if (text.empty()) return fail(error, messages::NoMoveGiven);
    const std::string shown = quotedInput(text);
    bool quietSep = false, captureSep = false;
    std::size_t i = 0;
    while (true) {
        const std::string_view token = text.substr(i, 2);
        const auto sq = parseSquare(token);
        if (!sq)
            return fail(error, Message(messages::NotAMoveBadSquare, {shown, quotedInput(token)}));
        if (!isDark(*sq)) return fail(error, Message(messages::MoveLightSquare, {squareName(*sq)}));
        out.squares.push_back(*sq);
        i += 2;
        if (i == text.size()) break;
        const char sep = text[i++];
        if (sep == '-')
            quietSep = true;
        else if (sep == ':' || sep == 'x' || sep == 'X')
            captureSep = true;
        else
            return fail(error, Message(messages::NotAMoveSeparator, {shown}));
        if (i == text.size() || out.squares.size() > MaxJumps)
            return fail(error, Message(messages::NotAMove, {shown}));
    }
    if (out.squares.size() < 2) return fail(error, messages::TooFewSquares);
    if (quietSep && captureSep) return fail(error, messages::MixedSeparators);
    if (quietSep && out.squares.size() > 2) return fail(error, messages::QuietMoveTooLong);
    out.capture = captureSep;
    return true;
}

// Messages list every path a player could have meant, each being a move of its own
// (docs/NOTATION.md 3.5), while there are at most this many: they are counted first, without
// being stored. A flying king beside a tall column can have a million paths; past this, a
// refusal lists one path per outcome (what a player chooses between) and an ambiguous capture
// the first this many paths found (of which six are shown, as always), each followed by the
// exact number of paths left out ("or 999998 more").
constexpr std::uint64_t ListedPaths = 10'000;

// The paths a message lists, and how many there are in all (more than listed past ListedPaths).
struct Paths {
    std::vector<Move> moves;
    std::uint64_t total = 0;
};

// The first move of each outcome, in list order. The lists come from the core's searches for
// player input, so they are short even where the paths are a million.
std::vector<Move> onePerOutcome(const Position& pos, const MoveList& moves) {
    std::vector<Move> out;
    std::vector<std::uint64_t> seen;
    for (const Move& m : moves) {
        const std::uint64_t h = pos.hashAfter(m);
        if (std::find(seen.begin(), seen.end(), h) != seen.end()) continue;
        seen.push_back(h);
        out.push_back(m);
    }
    return out;
}

// Every legal path (called only when there are captures, whose paths can be a million).
Paths legalPaths(const Position& pos) {
    Paths p;
    p.total = countMoves(pos);
    MoveList list;
    if (p.total <= ListedPaths) {
        generateMoves(pos, list);
        p.moves.assign(list.begin(), list.end());
    } else {
        generateDistinctMoves(pos, list);
        p.moves = onePerOutcome(pos, list);
    }
    return p;
}

// The paths of the column on `from` whose landings begin with `prefix`.
Paths pathsAfter(const Position& pos, Square from, std::span<const Square> prefix) {
    Paths p;
    MoveList list;
    p.total = countCapturePathsAfter(pos, from, prefix, &list, ListedPaths);
    if (p.total <= ListedPaths) {
        p.moves.assign(list.begin(), list.end());
    } else {
        generateCapturesAfter(pos, from, prefix, list);
        p.moves = onePerOutcome(pos, list);
    }
    return p;
}

// The paths of the column on `from` that end on `to`.
Paths pathsTo(const Position& pos, Square from, Square to) {
    Paths p;
    MoveList list;
    p.total = countCapturePathsThrough(pos, from, std::span(&to, 1), &list, ListedPaths);
    if (p.total <= ListedPaths) {
        p.moves.assign(list.begin(), list.end());
    } else {
        generateCapturesThrough(pos, from, std::span(&to, 1), list);
        p.moves = onePerOutcome(pos, list);
    }
    return p;
}

// moveChoice of some of `total` moves: those not shown are counted from `total`.
Message::Arg choiceOf(const std::vector<Move>& moves, std::uint64_t total) {
    constexpr std::size_t Shown = 6;
    std::vector<std::string> names;
    for (const Move& m : moves) names.push_back(formatMove(m));
    std::sort(names.begin(), names.end());
    const auto join = [&](std::size_t n) { // the first n names, by commas
        std::string s;
        for (std::size_t i = 0; i < n; ++i) s += (i ? ", " : "") + names[i];
        return s;
    };
    const std::size_t shown = std::min(names.size(), Shown);
    if (total > shown)
        return Message(messages::ChoiceOrMore, {join(shown), std::to_string(total - shown)});
    if (names.size() <= 1) return join(names.size());
    return Message(messages::ChoiceOr, {join(names.size() - 1), names.back()});
}

Message::Arg choiceOf(const Paths& p) {
    return choiceOf(p.moves, p.total);
}

// Why a quiet move of the side to move's own column is not legal.
Message whyQuietIllegal(const Position& pos, Square from, Square to) {
    const Column col = pos.column(from);
    const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
    if (from == to) return messages::SameSquare;
    if (!pos.column(to).empty()) return Message(messages::Occupied, {squareName(to)});
    if (std::abs(df) != std::abs(dr)) return messages::NotDiagonal;
    if (!isKing(col.top())) {
        const int forward = pos.sideToMove() == Color::White ? 1 : -1;
        if (dr != forward) return messages::ManMovesForward;
    }
    const int stepSquares = (dr > 0 ? 8 : -8) + (df > 0 ? 1 : -1);
    for (Square s = from + stepSquares; s != to; s += stepSquares)
        if (!pos.column(s).empty())
            return Message(messages::WayBlocked, {squareName(from), squareName(to), squareName(s)});
    return messages::NotPossibleHere;
}

Message whyCaptureIllegal(const Position& pos, const TypedMove& typed, bool anyCapture) {
    if (!anyCapture) return messages::NothingToCapture;
    const Square from = typed.squares[0];
    const std::string typedText = [&] {
        std::string s;
        for (Square sq : typed.squares) s += (s.empty() ? "" : ":") + squareName(sq);
        return s;
    }();
    const Paths fromHere = pathsAfter(pos, from, {});
    if (fromHere.total == 0)
        return Message(messages::CannotCapture, {squareName(from), choiceOf(legalPaths(pos))});
    // A path that stops where the capture can go on (4.1: it must be completed). The typed
    // path itself is not legal, so every path that begins with it is longer.
    const Paths longer = pathsAfter(pos, from, std::span(typed.squares).subspan(1));
    if (longer.total > 0) return Message(messages::CaptureIncomplete, {choiceOf(longer)});
    return Message(messages::NotALegalCapture, {typedText, squareName(from), choiceOf(fromHere)});
}

} // namespace

std::string formatMove(const Move& m) {
    std::string s = squareName(m.from);
    for (int i = 0; i < m.pathLength(); ++i) {
        s += m.isCapture() ? ':' : '-';
        s += squareName(m.landing[i]);
    }
    return s;
}

Message::Arg moveChoice(const std::vector<Move>& moves) {
    return choiceOf(moves, moves.size());
}

// Reads the typed squares against searches that follow them (core/movegen.h), never the list of
// every path: a flying king beside a tall column can have a million. They are counted where the
// rule needs how many fit, one by one without being stored.
std::optional<Move> parseMove(const Position& pos, std::string_view text, Message* error) {
    TypedMove typed;
    if (!readTyped(text, typed, error)) return std::nullopt;
    const Color us = pos.sideToMove();
    const Square from = typed.squares.front();
    const Column col = pos.column(from);
    if (!hasLegalMove(pos)) {
        fail(error, us == Color::White ? messages::GameOverWhite : messages::GameOverBlack);
        return std::nullopt;
    }
    if (col.empty()) {
        fail(error, Message(messages::SquareEmpty, {squareName(from)}));
        return std::nullopt;
    }
    if (colorOf(col.top()) != us) {
        fail(error,
             Message(us == Color::White ? messages::ColumnIsBlacks : messages::ColumnIsWhites,
                     {squareName(from)}));
        return std::nullopt;
    }
    const bool anyCapture = hasCapture(pos);
    if (!typed.capture) {
        const Square to = typed.squares[1];
        if (anyCapture) {
            const Paths same = pathsTo(pos, from, to);
            fail(error, Message(messages::CaptureCompulsory,
                                {choiceOf(same.total > 0 ? same : legalPaths(pos))}));
            return std::nullopt;
        }
        MoveList quiet;
        generateMoves(pos, quiet); // no capture: quiet moves only, a few dozen at most
        for (const Move& m : quiet)
            if (m.from == from && m.to() == to) return m;
        fail(error, whyQuietIllegal(pos, from, to));
        return std::nullopt;
    }
    if (anyCapture) {
        // A full path is the move itself, even when it also fits other captures as a shortened
        // one.
        Move path{};
        path.from = std::uint8_t(from);
        path.jumps = std::uint8_t(typed.squares.size() - 1);
        for (std::size_t i = 1; i < typed.squares.size(); ++i)
            path.landing[i - 1] = std::uint8_t(typed.squares[i]);
        if (const auto m = findLegalMove(pos, path)) return m;
        // Otherwise a shortened capture: one when exactly one path fits, whatever the others
        // leave (3.5), found while the fitting paths are counted.
        MoveList first;
        const std::uint64_t fitting = countCapturePathsThrough(
            pos, from, std::span(typed.squares).subspan(1), &first, ListedPaths);
        if (fitting == 1) return first[0];
        if (fitting > 1) {
            fail(error, Message(messages::CaptureAmbiguous,
                                {choiceOf({first.begin(), first.end()}, fitting)}));
            return std::nullopt;
        }
    }
    fail(error, whyCaptureIllegal(pos, typed, anyCapture));
    return std::nullopt;
}

} // namespace bashni
