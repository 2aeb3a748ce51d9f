// The fast engine against the independent reference implementation (tests/core/reference), on
// positions nobody picked by hand: random set-ups (random_positions.h), a few random moves on from
// each, and random games from the start position. For every position and rule set the sorted
// legal move texts must be identical, and so must the position after every move; perft is
// compared to depth 2 or 3 on a subset. A disagreement is shrunk to a small position before it is
// reported.
//
// BASHNI_TEST_SCALE (a factor, default 1) scales the amount of work, e.g. 0.1 under sanitizers;
// BASHNI_TEST_SEED shifts the fixed seeds for a one-off exploration (random_positions.h).
#include "core/movegen.h"
#include "core/notation.h"
#include "core/perft.h"
#include "random_positions.h"
#include "reference_rules.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <iterator>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace bashni;
Q_DECLARE_METATYPE(bashni::Rules)

namespace {

const Rules allRules[] = {Rules::Standard, Rules::Intervening, Rules::Turkish};

// Above this many legal moves the reference's play() (which regenerates every move on each call)
// is asked about an evenly spread sample of the moves only; the move lists are always compared in
// full.
constexpr std::size_t PlaySampleLimit = 48;
// Positions whose capture tree is this big are too slow for the reference; counted, not checked.
constexpr std::size_t ReferenceMoveLimit = 3000;
int tooBigForReference = 0;

std::string join(const std::vector<std::string>& v, std::size_t limit = 40) {
    std::string s;
    for (std::size_t i = 0; i < v.size() && i < limit; ++i) s += (i ? " " : "") + v[i];
    if (v.size() > limit) s += " ... (" + std::to_string(v.size()) + " in all)";
    return s.empty() ? "(none)" : s;
}

std::vector<std::string> minus(const std::vector<std::string>& a,
                               const std::vector<std::string>& b) {
    std::vector<std::string> out;
    std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

struct EngineMoves {
    std::vector<Move> moves;
    std::vector<std::string> texts; // sorted
};

EngineMoves engineMoves(const Position& pos) {
    MoveList list;
    generateMoves(pos, list);
    EngineMoves out;
    for (const Move& m : list) {
        out.moves.push_back(m);
        out.texts.push_back(formatMove(m));
    }
    std::sort(out.texts.begin(), out.texts.end());
    return out;
}

// The first disagreement between engine and reference in `text` under `rules`, or nothing.
// `checkAllMoves` compares the position after every move, not a sample.
std::optional<std::string> disagreement(const std::string& text, Rules rules,
                                        bool checkAllMoves = false) {
    const std::string rulesText(rulesName(rules));
    Message error;
    auto parsed = parsePosition(text, rules, &error);
    if (!parsed) return "engine rejects the position: " + formatMessage(error);
    Position pos = *parsed;
    if (formatPosition(pos) != text) return "engine prints it as " + formatPosition(pos);

    const EngineMoves mine = engineMoves(pos);
    if (std::adjacent_find(mine.texts.begin(), mine.texts.end()) != mine.texts.end())
        return "engine generates a move twice: " + join(mine.texts);
    if (mine.texts.size() > ReferenceMoveLimit) {
        ++tooBigForReference;
        return std::nullopt;
    }
    const std::vector<std::string> theirs = reference::legalMoves(text, rulesText);
    if (mine.texts != theirs)
        return "legal moves differ\n  engine only:    " + join(minus(mine.texts, theirs)) +
               "\n  reference only: " + join(minus(theirs, mine.texts)) +
               "\n  engine:    " + join(mine.texts) + "\n  reference: " + join(theirs);
    if (countMoves(pos) != mine.texts.size())
        return "countMoves " + std::to_string(countMoves(pos)) + " but " +
               std::to_string(mine.texts.size()) + " moves";
    if (hasLegalMove(pos) == mine.texts.empty()) return "hasLegalMove disagrees with the moves";

    const std::size_t n = mine.moves.size();
    const std::size_t step = checkAllMoves || n <= PlaySampleLimit ? 1 : n / PlaySampleLimit + 1;
    for (std::size_t i = 0; i < n; i += step) {
        const Move& m = mine.moves[i];
        const std::string moveText = formatMove(m);
        Undo u;
        pos.make(m, u);
        const std::string after = formatPosition(pos);
        pos.unmake(m, u);
        const std::string expected = reference::play(text, rulesText, moveText);
        if (after != expected)
            return "after " + moveText + "\n  engine:    " + after + "\n  reference: " + expected;
        if (!(pos == *parsed) || pos.hash() != parsed->hash())
            return "unmake of " + moveText + " does not restore the position";
    }
    return std::nullopt;
}

// Makes a disagreeing position as small as it goes: drops columns, pieces and crowns while the
// engine and the reference still disagree (not necessarily in the same way).
std::string shrink(const std::string& text, Rules rules) {
    randompos::Setup best = randompos::Setup::parse(text);
    auto fails = [&](const randompos::Setup& s) {
        return disagreement(s.text(), rules, true).has_value();
    };
    bool progress = true;
    while (progress) {
        progress = false;
        for (int sq = 0; sq < 64; ++sq) {
            std::string& col = best.columns[std::size_t(sq)];
            if (col.empty()) continue;
            std::vector<std::string> candidates{""};
            for (std::size_t i = 0; i < col.size() && col.size() > 1; ++i)
                candidates.push_back(col.substr(0, i) + col.substr(i + 1)); // drop piece i
            for (std::size_t i = 0; i < col.size(); ++i) {
                if (col[i] == 'W' || col[i] == 'B') { // uncrown piece i
                    std::string c = col;
                    c[i] = c[i] == 'W' ? 'w' : 'b';
                    candidates.push_back(c);
                }
            }
            for (const std::string& c : candidates) {
                if (!randompos::validTop(c, sq)) continue;
                randompos::Setup trial = best;
                trial.columns[std::size_t(sq)] = c;
                if (fails(trial)) {
                    best = trial;
                    progress = true;
                    break;
                }
            }
        }
    }
    return best.text();
}

struct Failures {
    std::vector<std::string> reports;
    void add(const std::string& text, Rules rules, const std::string& what) {
        if (reports.size() >= 5) return; // each report shrinks; a few are enough
        const std::string small = shrink(text, rules);
        reports.push_back("rules " + std::string(rulesName(rules)) + ", position " + text + "\n  " +
                          what + "\n  shrunk to " + small + ":\n  " +
                          disagreement(small, rules, true).value_or("(shrinking lost it)"));
    }
    bool check() const {
        for (const std::string& r : reports) qWarning("%s", r.c_str());
        return reports.empty();
    }
};

// Plays random legal moves (the engine's; the reference has agreed on them) from `text`, checking
// every position on the way; returns how many positions were checked.
int playOut(const std::string& text, Rules rules, int plies, std::mt19937_64& rng,
            Failures& failures) {
    Position pos = *parsePosition(text, rules);
    int checked = 0;
    for (int ply = 0; ply <= plies; ++ply) {
        const std::string now = formatPosition(pos);
        ++checked;
        if (const auto diff = disagreement(now, rules)) {
            failures.add(now, rules, *diff);
            break;
        }
        // Chosen from the moves in text order, so that the games do not depend on the engine's
        // move order.
        const EngineMoves moves = engineMoves(pos);
        if (moves.texts.empty()) break;
        const std::string& choice =
            moves.texts[std::uniform_int_distribution<std::size_t>(0, moves.texts.size() - 1)(rng)];
        for (const Move& m : moves.moves) {
            if (formatMove(m) != choice) continue;
            Undo u;
            pos.make(m, u);
            break;
        }
    }
    return checked;
}

} // namespace

class TestCrossCheck : public QObject {
    Q_OBJECT
  private slots:
    void randomPositions_data();
    void randomPositions();
    void gamesFromStart_data();
    void gamesFromStart();
    void perftOnRandomPositions_data();
    void perftOnRandomPositions();
};

void TestCrossCheck::randomPositions_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<quint64>("seed");
    for (Rules r : allRules) {
        const std::string name(rulesName(r));
        QTest::addRow("%s", name.c_str()) << r << quint64(1000 + int(r));
    }
}

// Random set-ups, each followed by a few random moves (positions reached by play from them).
void TestCrossCheck::randomPositions() {
    QFETCH(Rules, rules);
    QFETCH(quint64, seed);
    QElapsedTimer timer;
    timer.start();
    randompos::Generator gen(seed);
    Failures failures;
    const int setups = randompos::scaled(8000);
    int checked = 0;
    for (int i = 0; i < setups; ++i)
        checked += playOut(gen.position().text(), rules, 3, gen.engine(), failures);
    qInfo("%d set-ups, %d positions checked in %lld ms (%d of them with more than %d moves: "
          "engine only)",
          setups, checked, static_cast<long long>(timer.elapsed()), tooBigForReference,
          int(ReferenceMoveLimit));
    tooBigForReference = 0;
    QVERIFY2(failures.check(), "the engine and the reference disagree (see above)");
}

void TestCrossCheck::gamesFromStart_data() {
    randomPositions_data();
}

// Random games from the start position until no move is left or 200 plies.
void TestCrossCheck::gamesFromStart() {
    QFETCH(Rules, rules);
    QFETCH(quint64, seed);
    QElapsedTimer timer;
    timer.start();
    std::mt19937_64 rng(seed * 7919 + randompos::seedOffset());
    Failures failures;
    const int games = randompos::scaled(100);
    const std::string start = formatPosition(Position::start(rules));
    int checked = 0;
    for (int i = 0; i < games; ++i) checked += playOut(start, rules, 200, rng, failures);
    qInfo("%d games, %d positions checked in %lld ms", games, checked,
          static_cast<long long>(timer.elapsed()));
    QVERIFY2(failures.check(), "the engine and the reference disagree (see above)");
}

void TestCrossCheck::perftOnRandomPositions_data() {
    randomPositions_data();
}

// perft against the reference: depth 3 where the tree is small enough for the reference, else 2.
void TestCrossCheck::perftOnRandomPositions() {
    QFETCH(Rules, rules);
    QFETCH(quint64, seed);
    QElapsedTimer timer;
    timer.start();
    randompos::Generator gen(seed + 77);
    const std::string rulesText(rulesName(rules));
    const int count = randompos::scaled(600);
    int deep = 0;
    std::vector<std::string> reports;
    for (int i = 0; i < count; ++i) {
        const std::string text = gen.position().text();
        Position pos = *parsePosition(text, rules);
        const int depth = perft(pos, 3) <= 4000 ? 3 : 2;
        deep += depth == 3;
        const std::uint64_t mine = perft(pos, depth);
        if (mine > 20000) continue; // a huge capture tree: too slow for the reference
        const std::uint64_t theirs = reference::perft(text, rulesText, depth);
        if (mine != theirs)
            reports.push_back(text + " perft(" + std::to_string(depth) + ") engine " +
                              std::to_string(mine) + ", reference " + std::to_string(theirs));
    }
    qInfo("%d positions (%d to depth 3) in %lld ms", count, deep,
          static_cast<long long>(timer.elapsed()));
    for (const std::string& r : reports) qWarning("%s", r.c_str());
    QVERIFY2(reports.empty(), "perft differs from the reference (see above)");
}

QTEST_APPLESS_MAIN(TestCrossCheck)
#include "tst_crosscheck.moc"
