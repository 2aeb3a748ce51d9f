// Properties that must hold in every position of every game: a few thousand random games (random
// legal moves, until no move is left or 200 plies) from the start position and from random set-ups
// (random_positions.h), under all three rule sets (docs/RULES.md 4.8).
//
// At every ply, for every legal move: make then unmake restores the exact position, its hash and
// its bitboards; make keeps the incremental hash equal to computeHash(), keeps every piece on the
// board (2.3), flips the side to move and crowns exactly when the move says so. At every ply:
// no legal move <=> hasLegalMove() is false <=> countMoves() is 0; countMoves() is the size of
// generateMoves(); the moves are all distinct and either all captures or all quiet (4.1); move
// text reads back as the same move. Different positions with the same hash are reported. The
// searches for a player's input (generateCapturesAfter, generateCapturesThrough, findLegalMove)
// agree with the whole list of moves: the same outcomes, each by its first path in that list;
// the counts of paths for move text (countCapturePathsAfter, countCapturePathsThrough) give
// exactly the paths of the list that fit, and a shortened capture reads as the one path that
// fits it or is refused with all of them listed (as is a capture written as a quiet move).
//
// BASHNI_TEST_SCALE (a factor, default 1) scales the number of games, e.g. 0.1 under sanitizers.
#include "core/movegen.h"
#include "core/notation.h"
#include "random_positions.h"
#include "tests/common/testpositions.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <random>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

using namespace bashni;
Q_DECLARE_METATYPE(bashni::Rules)

namespace {

constexpr int MaxPlies = 200;
// Move lists longer than this have only a sample of their moves read back from text (parseMove
// searches the whole list each time).
constexpr std::size_t ParseSampleLimit = 64;

int kingCount(const Position& pos) {
    int n = 0;
    for (Square s = 0; s < 64; ++s) {
        const Column c = pos.column(s);
        for (int i = 0; i < c.height(); ++i) n += isKing(c.at(i));
    }
    return n;
}

// A second, independent hash of the full position (FNV-1a over the column words and the side),
// to tell a real hash collision from the same position reached twice.
std::uint64_t fingerprint(const Position& pos) {
    std::uint64_t h = 14695981039346656037ULL ^ std::uint64_t(pos.sideToMove());
    for (Square s = 0; s < 64; ++s) {
        if (!isDark(s)) continue;
        const std::uint64_t bits = pos.column(s).bits();
        for (int i = 0; i < 8; ++i) {
            h ^= (bits >> (8 * i)) & 0xFF;
            h *= 1099511628211ULL;
        }
    }
    return h;
}

// The same columns and side set up from nothing: what every derived field must equal.
Position rebuilt(const Position& pos) {
    Position fresh(pos.rules());
    for (Square s = 0; s < 64; ++s)
        if (isDark(s) && !pos.column(s).empty()) fresh.setColumn(s, pos.column(s));
    fresh.setSideToMove(pos.sideToMove());
    return fresh;
}

bool sameState(const Position& a, const Position& b) {
    return a == b && a.hash() == b.hash() && a.tops(Color::White) == b.tops(Color::White) &&
           a.tops(Color::Black) == b.tops(Color::Black) && a.kings() == b.kings();
}

class Checker {
  public:
    explicit Checker(Rules rules) : rules_(rules) {}

    // Plays one random game from `start`, checking everything at every ply.
    void playGame(const Position& start, std::mt19937_64& rng) {
        ++games_;
        Position pos = start;
        const int white = start.pieceCount(Color::White), black = start.pieceCount(Color::Black);
        std::vector<Move> played;
        std::vector<Undo> undos;
        std::unordered_map<std::uint64_t, std::string> seen; // this game: hash -> position
        for (int ply = 0;; ++ply) {
            const std::string text = formatPosition(pos);
            context_ = std::string(rulesName(rules_)) + ", game " + std::to_string(games_) +
                       ", ply " + std::to_string(ply) + ", position " + text;
            ++positions_;
            expect(pos.sideToMove() == (ply % 2 ? ~start.sideToMove() : start.sideToMove()),
                   "the side to move does not alternate");
            expect(pos.pieceCount(Color::White) == white && pos.pieceCount(Color::Black) == black,
                   "pieces appeared or left the board");
            checkHashes(pos, text, seen);

            MoveList list;
            generateMoves(pos, list);
            checkMoveList(pos, list);
            for (const Move& m : list) checkMove(pos, m);
            if (list.empty() || ply == MaxPlies) break;

            // Chosen in move text order, so that the games do not depend on the engine's move
            // order.
            std::vector<std::pair<std::string, std::size_t>> byText;
            for (std::size_t k = 0; k < list.size(); ++k)
                byText.emplace_back(formatMove(list[k]), k);
            std::sort(byText.begin(), byText.end());
            played.push_back(
                list[byText[std::uniform_int_distribution<std::size_t>(0, byText.size() - 1)(rng)]
                         .second]);
            undos.emplace_back();
            pos.make(played.back(), undos.back());
        }
        plies_ += long(played.size());
        // The whole game taken back leads to the start again.
        while (!played.empty()) {
            pos.unmake(played.back(), undos.back());
            played.pop_back();
            undos.pop_back();
        }
        context_ = std::string(rulesName(rules_)) + ", game " + std::to_string(games_) +
                   " taken back to " + formatPosition(start);
        expect(sameState(pos, start), "unmaking the whole game does not restore the start");
    }

    // Everything about one position's moves, without playing on.
    void checkPosition(const Position& pos) {
        context_ = std::string(rulesName(rules_)) + ", position " + formatPosition(pos);
        ++positions_;
        MoveList list;
        generateMoves(pos, list);
        checkMoveList(pos, list);
    }

    bool report() const {
        qInfo("%s: %d games, %ld plies, %ld positions, %ld moves made and unmade; %ld failures",
              std::string(rulesName(rules_)).c_str(), games_, plies_, positions_, moves_,
              failureCount_);
        for (const std::string& f : failures_) qWarning("%s", f.c_str());
        return failureCount_ == 0;
    }

  private:
    void expect(bool ok, const std::string& what) {
        if (ok) return;
        if (++failureCount_ <= 10) failures_.push_back(what + "\n  (" + context_ + ")");
    }

    void checkHashes(const Position& pos, const std::string& text,
                     std::unordered_map<std::uint64_t, std::string>& seen) {
        expect(pos.hash() == pos.computeHash(), "incremental hash differs from computeHash()");
        expect(sameState(rebuilt(pos), pos), "bitboards or hash differ from a fresh set-up");
        const auto [it, fresh] = seen.emplace(pos.hash(), text);
        expect(fresh || it->second == text,
               "hash collision within the game: " + it->second + " and " + text);
        const auto [jt, first] = allGames_.emplace(pos.hash(), fingerprint(pos));
        expect(first || jt->second == fingerprint(pos),
               "hash collision with a position of an earlier game: " + text);
    }

    void checkMoveList(const Position& pos, const MoveList& list) {
        const std::uint64_t count = countMoves(pos);
        expect(count == list.size(), "countMoves() " + std::to_string(count) + " but " +
                                         std::to_string(list.size()) + " moves generated");
        expect(hasLegalMove(pos) == !list.empty(), "hasLegalMove() disagrees with the moves");
        expect((count == 0) == list.empty(), "countMoves() is 0 exactly when there is no move");
        const bool captures = !list.empty() && list[0].isCapture();
        expect(hasCapture(pos) == captures, "hasCapture() disagrees with the moves");
        std::vector<std::string> texts;
        for (const Move& m : list) {
            expect(m.isCapture() == captures, "captures and quiet moves mixed (4.1)");
            expect(colorOf(pos.column(m.from).top()) == pos.sideToMove() &&
                       !pos.column(m.from).empty(),
                   "a move starts from " + squareName(m.from) + ", not a column of the mover");
            texts.push_back(formatMove(m));
        }
        std::vector<std::string> sorted = texts;
        std::sort(sorted.begin(), sorted.end());
        expect(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end(),
               "a move is generated twice");
        if (list.size() <= ParseSampleLimit) {
            for (std::size_t i = 0; i < list.size(); ++i)
                for (std::size_t j = i + 1; j < list.size(); ++j)
                    expect(!(list[i] == list[j]),
                           "two generated moves compare equal: " + texts[i] + " and " + texts[j]);
        }
        checkDistinctMoves(pos, list);
        if (captures) checkInputSearches(pos, list);
        const std::size_t step = list.size() <= ParseSampleLimit ? 1 : list.size() / 16;
        for (std::size_t i = 0; i < list.size(); i += step) {
            Message error;
            const auto back = parseMove(pos, texts[i], &error);
            expect(back && *back == list[i],
                   "move text " + texts[i] + " reads back as " +
                       (back ? formatMove(*back) : "error: " + formatMessage(error)));
        }
    }

    // generateDistinctMoves leads to every position the moves lead to (a few outcomes may still
    // come twice: taking identical pieces in another order gives the same column).
    void checkDistinctMoves(const Position& pos, const MoveList& all) {
        MoveList distinct;
        generateDistinctMoves(pos, distinct);
        Position p = pos;
        Undo u;
        auto outcomes = [&](const MoveList& moves) {
            std::vector<std::uint64_t> hashes;
            for (const Move& m : moves) {
                p.make(m, u);
                hashes.push_back(p.hash());
                p.unmake(m, u);
            }
            std::sort(hashes.begin(), hashes.end());
            return hashes;
        };
        std::vector<std::uint64_t> fromDistinct = outcomes(distinct);
        fromDistinct.erase(std::unique(fromDistinct.begin(), fromDistinct.end()),
                           fromDistinct.end());
        std::vector<std::uint64_t> fromAll = outcomes(all);
        fromAll.erase(std::unique(fromAll.begin(), fromAll.end()), fromAll.end());
        expect(fromDistinct == fromAll,
               "generateDistinctMoves leads to other positions than generateMoves (" +
                   std::to_string(distinct.size()) + " moves, " + std::to_string(fromAll.size()) +
                   " outcomes) in " + formatPosition(pos));
        for (const Move& m : distinct)
            expect(std::find(all.begin(), all.end(), m) != all.end(),
                   "generateDistinctMoves gives a move that is not legal: " + formatMove(m));
    }

    // What the desktop's input and move text find without the whole list (core/movegen.h), on
    // a sample of the moves: the same outcomes, kept apart by next landing after any prefix.
    void checkInputSearches(const Position& pos, const MoveList& all) {
        Position p = pos;
        const auto outcome = [&](const Move& m) {
            Undo u;
            p.make(m, u);
            const std::uint64_t h = p.hash();
            p.unmake(m, u);
            return h;
        };
        std::vector<std::uint64_t> outcomes;
        for (const Move& m : all) outcomes.push_back(outcome(m));
        // Each outcome, with what tells outcomes apart, and the first move (in list order) that
        // leads to it: the first in generation order must be the one the search keeps.
        using Outcomes = std::map<std::pair<int, std::uint64_t>, std::string>;
        const auto fromAll = [&](auto&& keep, auto&& apart) {
            Outcomes out;
            for (std::size_t i = 0; i < all.size(); ++i)
                if (keep(all[i]))
                    out.emplace(std::pair(apart(all[i]), outcomes[i]), formatMove(all[i]));
            return out;
        };
        const auto fromList = [&](const MoveList& list, auto&& apart) {
            Outcomes out;
            for (const Move& m : list) {
                expect(std::find(all.begin(), all.end(), m) != all.end(),
                       "an input search gives a move that is not legal: " + formatMove(m));
                out.emplace(std::pair(apart(m), outcome(m)), formatMove(m));
            }
            return out;
        };
        const std::size_t step = all.size() <= ParseSampleLimit ? 1 : all.size() / 16;
        for (std::size_t i = 0; i < all.size(); i += step) {
            const Move& m = all[i];
            const std::string text = formatMove(m);
            const auto found = findLegalMove(pos, m);
            expect(found && *found == m && found->promotes == m.promotes &&
                       std::equal(m.captured.begin(), m.captured.begin() + m.jumps,
                                  found->captured.begin()),
                   "findLegalMove does not find " + text);
            std::vector<Square> landings(m.landing.begin(), m.landing.begin() + m.jumps);
            for (int n = 0; n < m.jumps; ++n) {
                const std::span<const Square> prefix(landings.data(), std::size_t(n));
                const auto fits = [&](const Move& o) {
                    return o.from == m.from && o.jumps > n &&
                           std::equal(prefix.begin(), prefix.end(), o.landing.begin());
                };
                const auto next = [&](const Move& o) { return int(o.landing[std::size_t(n)]); };
                MoveList after;
                generateCapturesAfter(pos, m.from, prefix, after);
                expect(fromList(after, next) == fromAll(fits, next),
                       "generateCapturesAfter misses an outcome, or keeps a later path, after " +
                           std::to_string(n) + " landings of " + text);
                expectSamePaths(countCapturePathsAfter(pos, m.from, prefix, &after, all.size()),
                                after, all, fits,
                                "countCapturePathsAfter after " + std::to_string(n) +
                                    " landings of " + text);
                if (n > 0) {
                    Move shorter = m;
                    shorter.jumps = std::uint8_t(n);
                    expect(!findLegalMove(pos, shorter),
                           "findLegalMove accepts " + formatMove(shorter) + ", part of " + text);
                }
            }
            // A shortened capture: every other landing before the last, and the last.
            std::vector<Square> typed;
            for (int k = int(i % 2); k + 1 < m.jumps; k += 2) typed.push_back(landings[k]);
            typed.push_back(m.to());
            const auto throughTyped = [&](const Move& o) {
                if (o.from != m.from || o.to() != m.to()) return false;
                std::size_t met = 0;
                for (int k = 0; k + 1 < o.jumps && met + 1 < typed.size(); ++k)
                    if (o.landing[std::size_t(k)] == typed[met]) ++met;
                return met + 1 == typed.size();
            };
            const auto none = [](const Move&) { return 0; };
            MoveList through;
            generateCapturesThrough(pos, m.from, typed, through);
            expect(fromList(through, none) == fromAll(throughTyped, none),
                   "generateCapturesThrough misses an outcome, or keeps a later path, of a "
                   "shortened " +
                       text);
            expectSamePaths(countCapturePathsThrough(pos, m.from, typed, &through, all.size()),
                            through, all, throughTyped,
                            "countCapturePathsThrough of a shortened " + text);
            // Read as text, every path is a move of its own (docs/NOTATION.md 3.5): the typed
            // squares are a full path, or exactly one path fits them, or all that fit are listed.
            std::string typedText = squareName(m.from);
            for (Square sq : typed) typedText += ":" + squareName(sq);
            std::vector<Move> fitting;
            for (const Move& o : all)
                if (throughTyped(o)) fitting.push_back(o);
            const auto full = std::find_if(
                all.begin(), all.end(), [&](const Move& o) { return formatMove(o) == typedText; });
            Message why;
            const auto read = parseMove(pos, typedText, &why);
            const std::string readAs = read ? formatMove(*read) : "error: " + formatMessage(why);
            if (full != all.end() || fitting.size() == 1) {
                const Move& want = full != all.end() ? *full : fitting[0];
                expect(read && *read == want,
                       typedText + " reads as " + readAs + ", not " + formatMove(want));
            } else {
                expect(!read, typedText + " reads as " + readAs);
                expectListed(why, messages::CaptureAmbiguous, fitting, typedText);
            }
            // Written as a quiet move, it is refused with every capture between its ends.
            const std::string quietText = squareName(m.from) + "-" + squareName(m.to());
            std::vector<Move> sameEnds;
            for (const Move& o : all)
                if (o.from == m.from && o.to() == m.to()) sameEnds.push_back(o);
            expect(!parseMove(pos, quietText, &why), quietText + " is read as a move");
            expectListed(why, messages::CaptureCompulsory, sameEnds, quietText);
        }
    }

    // `why` lists `moves` as moveChoice does, while they are at most 10,000 (move text lists
    // fewer past that, and counts the others).
    void expectListed(const Message& why, MessageTemplate t, const std::vector<Move>& moves,
                      const std::string& typed) {
        const std::string got = formatMessage(why);
        if (moves.size() <= 10'000) {
            const std::string want = formatMessage(Message(t, {moveChoice(moves)}));
            expect(got == want, typed + ": " + got + ", not " + want);
            return;
        }
        // One to six of them named, the others counted.
        const std::string head = formatMessage(Message(t, {""}));
        const std::size_t or_ = got.rfind(" or ");
        const std::uint64_t more =
            or_ == std::string::npos ? 0 : std::strtoull(got.c_str() + or_ + 4, nullptr, 10);
        expect(got.starts_with(head) && got.ends_with(" more") && more + 6 >= moves.size() &&
                   more < moves.size(),
               typed + ": " + got + ", for " + std::to_string(moves.size()) + " paths");
    }

    // `found` is `count` paths, all of those in `all` that `fits`, in the order of `all`.
    void expectSamePaths(std::uint64_t count, const MoveList& found, const MoveList& all,
                         auto&& fits, const std::string& what) {
        std::vector<std::string> want, got;
        for (const Move& o : all)
            if (fits(o)) want.push_back(formatMove(o));
        for (const Move& o : found) got.push_back(formatMove(o));
        std::sort(want.begin(), want.end());
        std::sort(got.begin(), got.end());
        expect(count == want.size() && got == want,
               what + ": " + std::to_string(count) + " paths counted, " +
                   std::to_string(got.size()) + " listed, " + std::to_string(want.size()) +
                   " in the list of moves");
    }

    void checkMove(Position& pos, const Move& m) {
        ++moves_;
        const Position before = pos;
        const std::string text = formatMove(m);
        const int kings = kingCount(pos);
        const Color mover = pos.sideToMove();
        const std::uint64_t quietReplies = m.isCapture() ? 0 : countRepliesToQuiet(pos, m);

        Undo u;
        pos.make(m, u);
        expect(pos.sideToMove() == ~mover, "make(" + text + ") does not switch sides");
        expect(pos.hash() == pos.computeHash(),
               "after " + text + " the incremental hash differs from computeHash()");
        expect(sameState(rebuilt(pos), pos),
               "after " + text + " bitboards or hash differ from a fresh set-up");
        expect(pos.pieceCount(Color::White) == before.pieceCount(Color::White) &&
                   pos.pieceCount(Color::Black) == before.pieceCount(Color::Black),
               "after " + text + " pieces appeared or left the board");
        expect(kingCount(pos) == kings + (m.promotes ? 1 : 0),
               "after " + text + " the number of kings is wrong (no demotion, 4.5)");
        const Column landed = pos.column(m.to());
        expect(!landed.empty() && colorOf(landed.top()) == mover,
               "after " + text + " the mover does not command its landing square");
        expect(landed.height() == before.column(m.from).height() + m.jumps,
               "after " + text + " the moving column did not grow by one piece a jump");
        expect(m.to() == m.from || pos.column(m.from).empty(),
               "after " + text + " the starting square is not empty");
        if (!m.isCapture())
            expect(quietReplies == countMoves(pos),
                   "countRepliesToQuiet(" + text + ") says " + std::to_string(quietReplies) +
                       ", countMoves after it " + std::to_string(countMoves(pos)));

        pos.unmake(m, u);
        expect(sameState(pos, before), "unmake(" + text + ") does not restore the position");
    }

    Rules rules_;
    int games_ = 0;
    long plies_ = 0, positions_ = 0, moves_ = 0, failureCount_ = 0;
    std::string context_;
    std::vector<std::string> failures_;
    std::unordered_map<std::uint64_t, std::uint64_t> allGames_; // hash -> fingerprint
};

} // namespace

class TestProperties : public QObject {
    Q_OBJECT
  private slots:
    void gamesFromStart_data();
    void gamesFromStart();
    void gamesFromSetUps_data();
    void gamesFromSetUps();
    void crowdedCaptures_data();
    void crowdedCaptures();
};

void TestProperties::gamesFromStart_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<quint64>("seed");
    for (Rules r : {Rules::Standard, Rules::Intervening, Rules::Turkish}) {
        const std::string name(rulesName(r));
        QTest::addRow("%s", name.c_str()) << r << quint64(500 + int(r));
    }
}

void TestProperties::gamesFromStart() {
    QFETCH(Rules, rules);
    QFETCH(quint64, seed);
    QElapsedTimer timer;
    timer.start();
    std::mt19937_64 rng(seed + randompos::seedOffset());
    Checker checker(rules);
    const Position start = Position::start(rules);
    QCOMPARE(start.pieceCount(Color::White) + start.pieceCount(Color::Black), 24);
    const int games = randompos::scaled(800);
    for (int i = 0; i < games; ++i) checker.playGame(start, rng);
    qInfo("%lld ms", static_cast<long long>(timer.elapsed()));
    QVERIFY2(checker.report(), "a property does not hold (see above)");
}

void TestProperties::gamesFromSetUps_data() {
    gamesFromStart_data();
}

void TestProperties::gamesFromSetUps() {
    QFETCH(Rules, rules);
    QFETCH(quint64, seed);
    QElapsedTimer timer;
    timer.start();
    randompos::Generator gen(seed * 31);
    Checker checker(rules);
    const int games = randompos::scaled(1200);
    for (int i = 0; i < games; ++i) {
        const std::string text = gen.position().text();
        Message error;
        const auto start = parsePosition(text, rules, &error);
        QVERIFY2(start, (text + ": " + formatMessage(error)).c_str());
        checker.playGame(*start, gen.engine());
    }
    qInfo("%lld ms", static_cast<long long>(timer.elapsed()));
    QVERIFY2(checker.report(), "a property does not hold (see above)");
}

// Kings with many short columns to take in many orders (hundreds of paths, a few dozen
// outcomes): every search for input, and the distinct moves, against the full list.
void TestProperties::crowdedCaptures_data() {
    QTest::addColumn<QString>("position");
    QTest::newRow("two kings, eight columns") << "W:d4=W,a5=W,f2=b,e7=bb,c7=b,c5=bb,b2=bbb,g7=bbb";
    QTest::newRow("two kings, seven columns") << "W:f6=W,h2=W,e7=bbb,c7=b,g7=bbb,c5=b,g3=b,g5=bbb";
}

void TestProperties::crowdedCaptures() {
    QFETCH(QString, position);
    for (Rules rules : {Rules::Standard, Rules::Intervening, Rules::Turkish}) {
        Checker checker(rules);
        checker.checkPosition(test::position(position, rules));
        QVERIFY2(checker.report(), "a property does not hold (see above)");
    }
}

QTEST_APPLESS_MAIN(TestProperties)
#include "tst_properties.moc"
