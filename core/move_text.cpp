// Move text (NOTATION.md "Move text"): printing, and reading what a player typed against the
// legal moves, with the reason in a player's words when it is not one of them.
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

bool fail(std::string* error, std::string message) {
    if (error) *error = std::move(message);
    return false;
}

// Splits "c3-d4", "c3:e5:c7", "C3xE5" into squares; says what is wrong with anything else.
bool readTyped(std::string_view text, TypedMove& out, std::string* error) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    if (text.empty()) return fail(error, "no move given");
    const std::string shown = quotedInput(text);
    bool quietSep = false, captureSep = false;
    std::size_t i = 0;
    while (true) {
        const std::string_view token = text.substr(i, 2);
        const auto sq = parseSquare(token);
        if (!sq)
            return fail(error, shown + " is not a move: expected squares like c3-d4 or c3:e5 (" +
                                   quotedInput(token) + " is not a square)");
        if (!isDark(*sq))
            return fail(error, squareName(*sq) + " is a light square; play is on the dark squares");
        out.squares.push_back(*sq);
        i += 2;
        if (i == text.size()) break;
        const char sep = text[i++];
        if (sep == '-')
            quietSep = true;
        else if (sep == ':' || sep == 'x' || sep == 'X')
            captureSep = true;
        else
            return fail(error, shown + " is not a move: squares are separated by - or :");
        if (i == text.size() || out.squares.size() > MaxJumps)
            return fail(error, shown + " is not a move: expected squares like c3-d4 or c3:e5");
    }
    if (out.squares.size() < 2)
        return fail(error, "a move needs at least two squares, as in c3-d4");
    if (quietSep && captureSep)
        return fail(error, "a move uses either - (quiet) or : (capture), not both");
    if (quietSep && out.squares.size() > 2)
        return fail(error, "a quiet move has two squares (c3-d4); a capture is written with :");
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
// appear along its path in order (a shortened capture, NOTATION.md).
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

std::string colorName(Color c) {
    return c == Color::White ? "White" : "Black";
}

// Why a quiet move of the side to move's own column is not legal.
std::string whyQuietIllegal(const Position& pos, Square from, Square to) {
    const Column col = pos.column(from);
    const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
    if (from == to) return "a move goes from one square to another";
    if (!pos.column(to).empty()) return squareName(to) + " is occupied";
    if (std::abs(df) != std::abs(dr)) return "columns move along a diagonal";
    if (!isKing(col.top())) {
        const int forward = pos.sideToMove() == Color::White ? 1 : -1;
        if (dr != forward) return "a man moves one square diagonally forward";
    }
    const int stepSquares = (dr > 0 ? 8 : -8) + (df > 0 ? 1 : -1);
    for (Square s = from + stepSquares; s != to; s += stepSquares)
        if (!pos.column(s).empty())
            return "the way from " + squareName(from) + " to " + squareName(to) +
                   " is blocked on " + squareName(s);
    return "that move is not possible here";
}

std::string whyCaptureIllegal(const MoveList& legal, const TypedMove& typed, bool anyCapture) {
    const auto fromHere =
        matching(legal, [&](const Move& m) { return m.from == typed.squares[0]; });
    if (!anyCapture) return "there is nothing to capture; a quiet move is written with - (c3-d4)";
    const std::string typedText = [&] {
        std::string s;
        for (Square sq : typed.squares) s += (s.empty() ? "" : ":") + squareName(sq);
        return s;
    }();
    if (fromHere.empty())
        return "the column on " + squareName(typed.squares[0]) +
               " cannot capture; capture is compulsory: " +
               formatMoveChoice(matching(legal, [](auto&) { return true; }));
    // A path that stops where the capture can go on (4.1: it must be completed).
    const auto longer = matching(fromHere, [&](const Move& m) {
        const auto path = pathOf(m);
        return path.size() > typed.squares.size() &&
               std::equal(typed.squares.begin(), typed.squares.end(), path.begin());
    });
    if (!longer.empty()) return "the capture must be completed: " + formatMoveChoice(longer);
    return typedText + " is not a legal capture; the captures from " +
           squareName(typed.squares[0]) + " are " + formatMoveChoice(fromHere);
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

std::string formatMoveChoice(const std::vector<Move>& moves) {
    constexpr std::size_t Shown = 6;
    std::vector<std::string> names;
    for (const Move& m : moves) names.push_back(formatMove(m));
    std::sort(names.begin(), names.end());
    std::string s;
    const std::size_t n = std::min(names.size(), Shown);
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0) s += (i + 1 == n && names.size() <= Shown) ? " or " : ", ";
        s += names[i];
    }
    if (names.size() > Shown) s += " or " + std::to_string(names.size() - Shown) + " more";
    return s;
}

std::optional<Move> parseMove(const Position& pos, std::string_view text, std::string* error) {
    TypedMove typed;
    if (!readTyped(text, typed, error)) return std::nullopt;
    MoveList legal;
    generateMoves(pos, legal);
    const Color us = pos.sideToMove();
    const Square from = typed.squares.front();
    const Column col = pos.column(from);
    if (legal.empty()) {
        fail(error, "the game is over: " + colorName(us) + " has no move");
        return std::nullopt;
    }
    if (col.empty()) {
        fail(error, "no piece of yours on " + squareName(from) + ": the square is empty");
        return std::nullopt;
    }
    if (colorOf(col.top()) != us) {
        fail(error, "no piece of yours on " + squareName(from) + ": the column there is " +
                        colorName(~us) + "'s");
        return std::nullopt;
    }
    const bool anyCapture = legal[0].isCapture();
    if (!typed.capture) {
        const Square to = typed.squares[1];
        if (anyCapture) {
            const auto same =
                matching(legal, [&](const Move& m) { return m.from == from && m.to() == to; });
            fail(error, "capture is compulsory: " +
                            formatMoveChoice(
                                same.empty() ? matching(legal, [](auto&) { return true; }) : same));
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
        fail(error,
             "more than one capture fits; give the landing squares: " + formatMoveChoice(fits));
        return std::nullopt;
    }
    fail(error, whyCaptureIllegal(legal, typed, anyCapture));
    return std::nullopt;
}

} // namespace bashni
