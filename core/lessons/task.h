// A lesson's task and the check of a move against it: the teaching half of a lesson, kept in
// the core so that it decides by the rules engine alone (resources/lessons/README.md).
#pragma once

#include "core/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bashni::lessons {

enum class TaskKind {
    Play,    // one of the listed moves
    Any,     // any legal move
    Capture, // any capture, or one that takes exactly `pieces`
    Crown,   // the moving column's top man becomes a king, mid-capture included
    Free,    // a capture after which the column on `square` is topped by `color` again
    Keep,    // a move that loses no material at a shallow search
    Win,     // the position is won against the computer; a move must keep the win
};

struct Task {
    TaskKind kind = TaskKind::Any;
    std::vector<std::string> moves; // Play: move text, docs/NOTATION.md
    int pieces = 0;                 // Capture: 0 for any number
    Square square = 0;              // Free
    Color color = Color::White;     // Free
};

// Why a move does not meet a task; the data may explain each in its own words.
enum class Reason {
    Met,
    NotListed,      // Play: another move
    NotCapture,     // Capture, Free: a quiet move
    WrongCount,     // Capture: takes another number of pieces
    NotCrowned,     // Crown
    PrisonerBuried, // Free: the column stays with the other side
    LosesMaterial,  // Keep
    LosesWin,       // Win
};

// The key of a reason in lesson data ("not-capture"), and back.
std::string_view reasonKey(Reason r);
std::optional<Reason> reasonFromKey(std::string_view key);

// Task text: "play c3-d4 e3-f4", "any", "capture", "capture 2", "crown", "free d4 white",
// "keep", "win". On failure returns nothing and says why in *error.
std::optional<Task> parseTask(std::string_view text, std::string* error = nullptr);

// Whether the legal move m, played in `before`, meets the task, or why not.
Reason checkMove(const Position& before, const Move& m, const Task& task);

// Why the task cannot be met in pos ("" when some legal move meets it): a listed move that is
// not legal there, a square that is not dark, a position that is not won.
std::string whyUnachievable(const Position& pos, const Task& task);

} // namespace bashni::lessons
