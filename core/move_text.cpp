// Move text (docs/NOTATION.md "Move text"): printing, and reading what a player typed against the
// legal moves, with the reason in a player's words when it is not one of them.
#include "core/messages.h"
#include "core/movegen.h"
#include "core/notation.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

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

std::vector<Move> matching(const auto& legal, auto&& predicate) {
    std::vector<Move> result;
    for (const Move& m : legal)
        if (predicate(m)) result.push_back(m);
    return result;
}

// Whether the typed squares are exactly the move's path (no allocation: this runs for every
// legal capture of every move a game file holds).
bool isPathOf(const std::vector<Square>& typed, const Move& m) {
    if (typed.size() != std::size_t(m.pathLength()) + 1 || typed[0] != m.from) return false;
    for (int i = 0; i < m.pathLength(); ++i)
        if (typed[std::size_t(i) + 1] != m.landing[std::size_t(i)]) return false;
    return true;
}

std::vector<Square> pathOf(const Move& m) {
    std::vector<Square> path{m.from};
    for (int i = 0; i < m.pathLength(); ++i) path.push_back(m.landing[i]);
    return path;
}

// Typed squares fit a capture when they start and end where it does and the squares between
// appear along its path in order (a shortened capture, docs/NOTATION.md).
bool fitsCapture(const std::vector<Square>& typed, const Move& m) {
    const auto path = pathOf(m);
    if (typed.front() != path.front() || typed.back() != path.back()) return false;
    std::size_t j = 1;
    for (std::size_t i = 1; i + 1 < typed.size(); ++i) {
        while (j + 1 < path.size() && path[j] != typed[i]) ++j;
        if (j + 1 >= path.size()) return false;
        ++j;
    }
    return true;
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

Message whyCaptureIllegal(const MoveList& legal, const TypedMove& typed, bool anyCapture) {
    const auto fromHere =
        matching(legal, [&](const Move& m) { return m.from == typed.squares[0]; });
    if (!anyCapture) return messages::NothingToCapture;
    const std::string typedText = [&] {
        std::string s;
        for (Square sq : typed.squares) s += (s.empty() ? "" : ":") + squareName(sq);
        return s;
    }();
    if (fromHere.empty())
        return Message(messages::CannotCapture,
                       {squareName(typed.squares[0]),
                        moveChoice(matching(legal, [](auto&) { return true; }))});
    // A path that stops where the capture can go on (4.1: it must be completed).
    const auto longer = matching(fromHere, [&](const Move& m) {
        const auto path = pathOf(m);
        return path.size() > typed.squares.size() &&
               std::equal(typed.squares.begin(), typed.squares.end(), path.begin());
    });
    if (!longer.empty()) return Message(messages::CaptureIncomplete, {moveChoice(longer)});
    return Message(messages::NotALegalCapture,
                   {typedText, squareName(typed.squares[0]), moveChoice(fromHere)});
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
    constexpr std::size_t Shown = 6;
    std::vector<std::string> names;
    for (const Move& m : moves) names.push_back(formatMove(m));
    std::sort(names.begin(), names.end());
    const auto join = [&](std::size_t n) { // the first n names, by commas
        std::string s;
        for (std::size_t i = 0; i < n; ++i) s += (i ? ", " : "") + names[i];
        return s;
    };
    if (names.size() > Shown)
        return Message(messages::ChoiceOrMore, {join(Shown), std::to_string(names.size() - Shown)});
    if (names.size() <= 1) return join(names.size());
    return Message(messages::ChoiceOr, {join(names.size() - 1), names.back()});
}

std::optional<Move> parseMove(const Position& pos, std::string_view text, Message* error) {
    TypedMove typed;
    if (!readTyped(text, typed, error)) return std::nullopt;
    MoveList legal;
    generateMoves(pos, legal);
    const Color us = pos.sideToMove();
    const Square from = typed.squares.front();
    const Column col = pos.column(from);
    if (legal.empty()) {
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
    const bool anyCapture = legal[0].isCapture();
    if (!typed.capture) {
        const Square to = typed.squares[1];
        if (anyCapture) {
            const auto same =
                matching(legal, [&](const Move& m) { return m.from == from && m.to() == to; });
            fail(error,
                 Message(messages::CaptureCompulsory,
                         {moveChoice(same.empty() ? matching(legal, [](auto&) { return true; })
                                                  : same)}));
            return std::nullopt;
        }
        for (const Move& m : legal)
            if (m.from == from && m.to() == to) return m;
        fail(error, whyQuietIllegal(pos, from, to));
        return std::nullopt;
    }
    for (const Move& m : legal)
        if (m.isCapture() && isPathOf(typed.squares, m)) return m;
    const auto fits = matching(
        legal, [&](const Move& m) { return m.isCapture() && fitsCapture(typed.squares, m); });
    if (fits.size() == 1) return fits[0];
    if (fits.size() > 1) {
        fail(error, Message(messages::CaptureAmbiguous, {moveChoice(fits)}));
        return std::nullopt;
    }
    fail(error, whyCaptureIllegal(legal, typed, anyCapture));
    return std::nullopt;
}

} // namespace bashni
