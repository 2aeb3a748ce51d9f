// Legal moves of the side to move, under the position's rule set (docs/RULES.md 3 and 4).
#pragma once

#include "core/position.h"

#include <optional>
#include <span>

namespace bashni {

// Every legal move, each full path once (docs/NOTATION.md). Captures only, when any exists (4.1).
void generateMoves(const Position& pos, MoveList& out);

// The legal moves with different outcomes: of capture paths that take the same pieces in the
// same order and end on the same square (so leave the same position) only one is kept. For the
// AI: flying kings re-taking tall columns can have millions of paths but few outcomes.
void generateDistinctMoves(const Position& pos, MoveList& out);

namespace detail {
class SeenPaths;
}
// The same with the caller's table of seen paths, kept for repeated calls (the search calls this
// millions of times a second, and an allocation a call showed in its profile). Its size is fixed:
// past a thousand states of one capture, later paths to an outcome may be listed too.
void generateDistinctMoves(const Position& pos, MoveList& out, detail::SeenPaths& seen);
// Only its captures: false, with `out` empty, when there are none (the quiescence search, which
// then looks no further, and would otherwise ask hasCapture first and find them all again).
bool generateDistinctCaptures(const Position& pos, MoveList& out, detail::SeenPaths& seen);

// --- For a player's input: the captures that fit what was given, one path per outcome, found
// without listing every path (a flying king beside a tall column can have a million).
//
// Which path stands for an outcome: the first in generateMoves' order among those that fit what
// the player gave (a prefix, or squares to pass); with only the ends given, the first of all
// that lead there, the outcome's canonical path. The searches keep exactly these: they keep the
// first path to each state of a capture (what it took in which order, where it stands), and the
// first path to an outcome never passes a state an earlier path reached, or that earlier path
// would lead there first. So the squares a player gave stay in the record, and what they leave
// open is filled in one fixed way, whatever the route through the input. generateDistinctMoves
// lists the canonical path of every outcome in the same way, before any other path to it.

// The captures of the column on `from` whose landings begin with `prefix`. Outcomes are told
// apart by the square the path lands on right after `prefix` too, so every square it can land on
// next is some listed move's next landing, with every outcome reachable through it.
void generateCapturesAfter(const Position& pos, Square from, std::span<const Square> prefix,
                           MoveList& out);
// The captures of the column on `from` that land on `squares` in order, the last of them where
// they end (a shortened capture, docs/NOTATION.md).
void generateCapturesThrough(const Position& pos, Square from, std::span<const Square> squares,
                             MoveList& out);
// The legal move with the path of m, complete with the squares it jumps, if there is one.
std::optional<Move> findLegalMove(const Position& pos, const Move& m);

// --- For move text, where every path is a move of its own (docs/NOTATION.md 3.5): how many
// paths of the column on `from` fit, counted one by one without being stored, and the first
// `keep` of them (the search's order) in *first when it is given, so that a message can list
// them all when they are few and count them when they are a million. The same paths as the
// searches above take, every one of them instead of one per outcome.

// Every path whose landings begin with `prefix` (with none, all captures of the column).
std::uint64_t countCapturePathsAfter(const Position& pos, Square from,
                                     std::span<const Square> prefix, MoveList* first = nullptr,
                                     std::uint64_t keep = 0);
// Every path that lands on `squares` in order, the last of them where it ends.
std::uint64_t countCapturePathsThrough(const Position& pos, Square from,
                                       std::span<const Square> squares, MoveList* first = nullptr,
                                       std::uint64_t keep = 0);

// Whether the side to move has a capture.
bool hasCapture(const Position& pos);
// Whether `side` would have a capture if it were its move (the AI's threat test).
bool hasCaptureFor(const Position& pos, Color side);

// The number of legal moves, without building quiet moves (perft's bulk count at the last ply).
std::uint64_t countMoves(const Position& pos);

// Perft's shortcut one ply above the leaves: countMoves of the position after the quiet move m,
// found without making m.
std::uint64_t countRepliesToQuiet(const Position& pos, const Move& m);

// perft(pos, 2): countMoves after every legal move, quiet moves counted without making them
// (pos is given back as it was).
std::uint64_t countTwoPlies(Position& pos);

// docs/RULES.md 5.1: the side to move loses when this is false.
bool hasLegalMove(const Position& pos);

} // namespace bashni
