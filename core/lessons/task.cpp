#include "core/lessons/task.h"

#include "core/engine/search.h"
#include "core/movegen.h"
#include "core/notation.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <sstream>

namespace bashni::lessons {

namespace {

constexpr std::array<std::string_view, 8> ReasonKeys = {
    "met",         "not-listed",      "not-capture",    "wrong-count",
    "not-crowned", "prisoner-buried", "loses-material", "loses-win"};

// Shallow on purpose: a lesson asks for what a beginner can see, and the check must be quick.
constexpr int KeepDepth = 4;
constexpr int WinDepth = 6;
// Keep: within half a man of the best move. Win: at least one and a half men ahead.
constexpr int KeepMargin = 50;
constexpr int WinningScore = 150;

Position after(const Position& before, const Move& m) {
    Position pos = before;
    Undo u;
    pos.make(m, u);
    return pos;
}

// The score of every root move at `depth`, from the mover's view: one move of each outcome.
std::vector<std::pair<Move, int>> rootScores(const Position& before, int depth) {
    engine::Search search(1);
    engine::Limits limits;
    limits.depth = depth;
    return search.scoreRootMoves(before, {}, depth, limits);
}

int bestScore(const std::vector<std::pair<Move, int>>& scored) {
    int best = -engine::Win;
    for (const auto& entry : scored) best = std::max(best, entry.second);
    return best;
}

// The score of m: that of the scored move with the same outcome.
int scoreOf(const Position& before, const std::vector<std::pair<Move, int>>& scored,
            const Move& m) {
    const Position target = after(before, m);
    int score = -engine::Win;
    for (const auto& [move, s] : scored)
        if (after(before, move) == target) score = std::max(score, s);
    return score;
}

bool listed(const Position& before, const Move& m, const Task& task) {
    return std::any_of(task.moves.begin(), task.moves.end(), [&](const std::string& text) {
        const auto parsed = parseMove(before, text);
        return parsed && *parsed == m;
    });
}

Reason checkFree(const Position& before, const Move& m, const Task& task) {
    if (!m.isCapture()) return Reason::NotCapture;
    const Column c = after(before, m).column(task.square);
    return !c.empty() && colorOf(c.top()) == task.color ? Reason::Met : Reason::PrisonerBuried;
}

std::optional<int> parseCount(std::string_view word) {
    int n = 0;
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), n);
    if (ec != std::errc() || end != word.data() + word.size() || n < 1 || n > MaxJumps)
        return std::nullopt;
    return n;
}

std::optional<Task> fail(std::string* error, std::string why) {
    if (error) *error = std::move(why);
    return std::nullopt;
}

} // namespace

std::string_view reasonKey(Reason r) {
    return ReasonKeys[std::size_t(r)];
}

std::optional<Reason> reasonFromKey(std::string_view key) {
    const auto it = std::find(ReasonKeys.begin(), ReasonKeys.end(), key);
    if (it == ReasonKeys.end()) return std::nullopt;
    return Reason(it - ReasonKeys.begin());
}

std::optional<Task> parseTask(std::string_view text, std::string* error) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    if (words.empty()) return fail(error, "no task");
    Task t;
    const std::string& kind = words[0];
    const std::size_t args = words.size() - 1;
    if (kind == "play" && args >= 1) {
        t.kind = TaskKind::Play;
        t.moves.assign(words.begin() + 1, words.end());
    } else if (kind == "capture" && args <= 1) {
        t.kind = TaskKind::Capture;
        if (args == 1) {
            const auto n = parseCount(words[1]);
            if (!n) return fail(error, "\"" + words[1] + "\" is not a number of pieces (1 to 12)");
            t.pieces = *n;
        }
    } else if (kind == "free" && args == 2) {
        t.kind = TaskKind::Free;
        const auto sq = parseSquare(words[1]);
        if (!sq || !isDark(*sq)) return fail(error, "\"" + words[1] + "\" is not a dark square");
        if (words[2] != "white" && words[2] != "black")
            return fail(error, "\"" + words[2] + "\" is not white or black");
        t.square = *sq;
        t.color = words[2] == "white" ? Color::White : Color::Black;
    } else if (args == 0 && (kind == "any" || kind == "crown" || kind == "keep" || kind == "win")) {
        t.kind = kind == "any"     ? TaskKind::Any
                 : kind == "crown" ? TaskKind::Crown
                 : kind == "keep"  ? TaskKind::Keep
                                   : TaskKind::Win;
    } else {
        return fail(error, "unknown task \"" + std::string(text) +
                               "\" (play MOVES, any, capture [N], crown, free SQUARE COLOUR, "
                               "keep, win)");
    }
    return t;
}

Reason checkMove(const Position& before, const Move& m, const Task& task) {
    switch (task.kind) {
    case TaskKind::Play:
        return listed(before, m, task) ? Reason::Met : Reason::NotListed;
    case TaskKind::Any:
        return Reason::Met;
    case TaskKind::Capture:
        if (!m.isCapture()) return Reason::NotCapture;
        return task.pieces == 0 || m.jumps == task.pieces ? Reason::Met : Reason::WrongCount;
    case TaskKind::Crown:
        return m.promotes && !isKing(before.column(m.from).top()) ? Reason::Met
                                                                  : Reason::NotCrowned;
    case TaskKind::Free:
        return checkFree(before, m, task);
    case TaskKind::Keep: {
        const auto scored = rootScores(before, KeepDepth);
        return scoreOf(before, scored, m) >= bestScore(scored) - KeepMargin ? Reason::Met
                                                                            : Reason::LosesMaterial;
    }
    case TaskKind::Win:
        return scoreOf(before, rootScores(before, WinDepth), m) >= WinningScore ? Reason::Met
                                                                                : Reason::LosesWin;
    }
    return Reason::NotListed;
}

std::string whyUnachievable(const Position& pos, const Task& task) {
    MoveList moves;
    generateMoves(pos, moves);
    if (moves.size() == 0) return "the side to move has no legal move";
    for (const std::string& text : task.moves) {
        if (!parseMove(pos, text)) return "\"" + text + "\" is not a legal move here";
    }
    // The engine's tasks: the best move keeps what there is; a win needs a won position.
    if (task.kind == TaskKind::Keep) return {};
    if (task.kind == TaskKind::Win)
        return bestScore(rootScores(pos, WinDepth)) >= WinningScore
                   ? std::string()
                   : "the position is not won at a " + std::to_string(WinDepth) + "-ply search";
    for (const Move& m : moves)
        if (checkMove(pos, m, task) == Reason::Met) return {};
    return "no legal move meets the task";
}

} // namespace bashni::lessons
