#include "ui/game/moveinput.h"

#include "core/movegen.h"
#include "core/notation.h"

#include <algorithm>

namespace bashni::ui {

namespace {

QString square(Square s) {
    return QString::fromStdString(squareName(s));
}

bool hasSquare(const std::vector<Square>& v, Square s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

} // namespace

// "c3", "c3 or g3", "a1, c3 or g3", in the order the core generates them.
QString MoveInput::squareList(const std::vector<Square>& squares) {
    QStringList names;
    for (Square s : squares) names << square(s);
    if (names.size() < 2) return names.join(QString());
    const QString last = names.takeLast();
    return tr("%1 or %2", "the last of several squares")
        .arg(names.join(QStringLiteral(", ")), last);
}

void MoveInput::reset(const Position& pos, bool canMove) {
    pos_ = pos;
    moves_.clear();
    if (canMove) {
        MoveList list;
        generateDistinctMoves(pos_, list);
        moves_.assign(list.begin(), list.end());
    }
    clear();
}

void MoveInput::clear() {
    from_ = NoSquare;
    path_.clear();
    candidates_.clear();
    outcomes_.clear();
    done_.reset();
}

// Once per selection and landing clicked, not per click or per path.
void MoveInput::findCandidates() {
    candidates_.clear();
    if (mustCapture()) {
        MoveList list;
        generateCapturesAfter(pos_, from_, path_, list);
        candidates_.assign(list.begin(), list.end());
    } else {
        for (const Move& m : moves_)
            if (m.from == from_) candidates_.push_back(m);
    }
    outcomes_.clear();
    for (const Move& m : candidates_) outcomes_.push_back(pos_.hashAfter(m));
}

std::vector<const Move*> MoveInput::candidates() const {
    std::vector<const Move*> out;
    for (const Move& m : candidates_) out.push_back(&m);
    return out;
}

std::vector<Square> MoveInput::targets() const {
    std::vector<Square> out;
    if (!hasSelection()) return out;
    const auto moves = candidates();
    const auto add = [&](Square s) {
        if (!hasSquare(out, s)) out.push_back(s);
    };
    std::vector<Square> ends;
    for (const Move* m : moves) {
        if (m->pathLength() > int(path_.size())) add(m->landing[path_.size()]);
        if (!hasSquare(ends, m->to())) ends.push_back(m->to());
    }
    for (Square end : ends) { // a final square settles the move when all that end there agree
        std::vector<const Move*> sameEnd;
        for (const Move* m : moves)
            if (m->to() == end) sameEnd.push_back(m);
        if (oneOutcome(sameEnd)) add(end);
    }
    return out;
}

std::vector<Square> MoveInput::movable() const {
    std::vector<Square> out;
    for (const Move& m : moves_)
        if (!hasSquare(out, m.from)) out.push_back(m.from);
    return out;
}

MoveInput::Outcome MoveInput::refuse(QString why) {
    reason_ = std::move(why);
    return Outcome::Refused;
}

MoveInput::Outcome MoveInput::complete(const Move& m) {
    const Move chosen = m; // m is one of the candidates, about to go
    clear();
    done_ = chosen;
    return Outcome::Completed;
}

// A click on a column of the side to move picks it up, or says why it cannot move.
MoveInput::Outcome MoveInput::select(Square s) {
    const Column c = pos_.column(s);
    if (c.empty()) return refuse(tr("Pick up one of your columns first."));
    if (colorOf(c.top()) != pos_.sideToMove())
        return refuse(tr("The column on %1 is not yours.").arg(square(s)));
    if (moves_.empty()) return refuse(tr("There is no move to make."));
    if (!hasSquare(movable(), s)) {
        if (mustCapture()) // name the columns that can, so the player need not hunt for them
            return refuse(tr("Capture is compulsory: %1 can capture.").arg(squareList(movable())));
        return refuse(tr("The column on %1 has no move.").arg(square(s)));
    }
    from_ = s;
    path_.clear();
    findCandidates();
    return Outcome::Selected;
}

// Paths that leave the same position (flying kings often have several that differ only in
// where they land on the way) are one choice for the player.
bool MoveInput::oneOutcome(const std::vector<const Move*>& moves) const {
    if (moves.empty()) return false;
    const auto outcomeOf = [&](const Move* m) {
        return outcomes_[std::size_t(m - candidates_.data())];
    };
    const std::uint64_t first = outcomeOf(moves.front());
    return std::all_of(moves.begin() + 1, moves.end(),
                       [&](const Move* m) { return outcomeOf(m) == first; });
}

MoveInput::Outcome MoveInput::drop(Square from, Square to) {
    if (!hasSelection() || from_ != from || !path_.empty()) {
        clear();
        if (const Outcome picked = click(from); picked != Outcome::Selected) return picked;
    }
    return click(to);
}

MoveInput::Outcome MoveInput::click(Square s) {
    done_.reset();
    if (!hasSelection()) return select(s);
    if (s == from_ && path_.empty()) {
        // A capture running round to its own square completes there; otherwise put it down.
        std::vector<const Move*> home;
        for (const Move* m : candidates())
            if (m->isCapture() && m->to() == s) home.push_back(m);
        if (oneOutcome(home)) return complete(*home.front());
        clear();
        return Outcome::Cleared;
    }
    const Column c = pos_.column(s);
    if (path_.empty() && !c.empty() && colorOf(c.top()) == pos_.sideToMove() && s != from_)
        return select(s); // another of one's own columns: pick that one instead

    const auto moves = candidates();
    std::vector<const Move*> ending, passing;
    for (const Move* m : moves) {
        if (m->to() == s) ending.push_back(m);
        if (m->pathLength() > int(path_.size()) && m->landing[path_.size()] == s)
            passing.push_back(m);
    }
    // The next landing on the way first: a move ending here by another way is still reachable
    // through its own landings, the other way round it would not be.
    if (!passing.empty()) {
        if (oneOutcome(passing)) return complete(*passing.front());
        path_.push_back(s);
        findCandidates();
        return Outcome::Selected;
    }
    if (oneOutcome(ending)) return complete(*ending.front()); // settled by its last square alone
    if (ending.size() > 1)
        return refuse(tr("Several captures end on %1: click the squares where it lands on the way.")
                          .arg(square(s)));
    if (moves.front()->isCapture())
        return refuse(tr("The capture cannot go to %1.").arg(square(s)));
    return refuse(tr("The column on %1 cannot move to %2.").arg(square(from_), square(s)));
}

} // namespace bashni::ui
