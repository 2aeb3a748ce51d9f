// The text parsers never crash, whatever they are given: random bytes (NUL, high bytes, long
// strings) and mutations of valid position and move texts. Fixed seeds, so a failure repeats;
// the failing input is printed with its bytes escaped.
#include "core/movegen.h"
#include "core/notation.h"
#include "tests/common/seedpositions.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace bashni;

namespace {

const Rules allRules[] = {Rules::Standard, Rules::Intervening, Rules::Turkish};

constexpr int PositionInputs = 50000;
constexpr int MoveInputs = 50000;
constexpr std::size_t LongestInput = 4096;

using Rng = std::mt19937_64;

int below(Rng& rng, int n) {
    return int(rng() % unsigned(n));
}

// The input as C string literal text, for failure messages.
std::string escaped(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u >= 0x7F || c == '"' || c == '\\') {
            static const char hex[] = "0123456789ABCDEF";
            out += "\\x";
            out += hex[u >> 4];
            out += hex[u & 15];
        } else {
            out += c;
        }
    }
    return out + "\"";
}

// A parser's error is a message for a person: present, one line, no control characters, short.
bool goodError(const Message& m) {
    const std::string e = formatMessage(m);
    return !e.empty() && e.size() < 512 && std::none_of(e.begin(), e.end(), [](char c) {
        return static_cast<unsigned char>(c) < 0x20;
    });
}

#define FUZZ_CHECK(condition, input, context)                                                      \
    do {                                                                                           \
        if (!(condition))                                                                          \
            QFAIL(qPrintable(QString("%1 fails for input %2 (%3)")                                 \
                                 .arg(#condition, QString::fromStdString(escaped(input)),          \
                                      QString::fromStdString(context))));                          \
    } while (false)

// A random valid position text: columns of random height, kings, at most 12 pieces a side.
std::string randomPositionText(Rng& rng) {
    Position pos;
    pos.setSideToMove(below(rng, 2) ? Color::Black : Color::White);
    std::array<int, 2> left{below(rng, 13), below(rng, 13)};
    for (Square s = 0; s < 64; ++s) {
        if (!isDark(s) || below(rng, 3) != 0 || left[0] + left[1] == 0) continue;
        int height = below(rng, 6) == 0 ? 1 + below(rng, 24) : 1 + below(rng, 2);
        std::vector<Piece> pieces; // top first
        while (height-- > 0 && left[0] + left[1] > 0) {
            Color c = below(rng, 2) ? Color::Black : Color::White;
            if (left[int(c)] == 0) c = ~c;
            --left[int(c)];
            pieces.push_back(makePiece(c, below(rng, 4) == 0));
        }
        if (promotionRank(colorOf(pieces[0])) & bit(s)) pieces[0] = promoted(pieces[0]);
        Column col;
        for (auto it = pieces.rbegin(); it != pieces.rend(); ++it) col.pushTop(*it);
        pos.setColumn(s, col);
    }
    return formatPosition(pos);
}

std::string randomBytes(Rng& rng) {
    const int kind = below(rng, 20);
    const std::size_t length = kind == 0  ? std::size_t(below(rng, int(LongestInput) + 1))
                               : kind < 6 ? std::size_t(below(rng, 257))
                                          : std::size_t(below(rng, 33));
    std::string s(length, '\0');
    for (char& c : s) c = char(rng());
    return s;
}

// Random text over the characters the parsers look at, so that parsing gets deep.
std::string randomTokens(Rng& rng, std::string_view alphabet) {
    std::string s(std::size_t(below(rng, 48)), ' ');
    for (char& c : s) c = alphabet[std::size_t(below(rng, int(alphabet.size())))];
    return s;
}

// One random edit: flip, insert or delete a character, duplicate or repeat a piece of the text,
// cut it short.
void mutate(std::string& s, Rng& rng, std::string_view alphabet) {
    auto anyChar = [&] {
        return below(rng, 3) == 0 ? char(rng())
                                  : alphabet[std::size_t(below(rng, int(alphabet.size())))];
    };
    auto at = [&](std::size_t extra) { return std::size_t(below(rng, int(s.size() + extra))); };
    switch (below(rng, 8)) {
    case 0: // flip
        if (!s.empty()) s[at(0)] = anyChar();
        break;
    case 1: // insert
        s.insert(s.begin() + std::ptrdiff_t(at(1)), anyChar());
        break;
    case 2: // delete
        if (!s.empty()) s.erase(at(0), 1);
        break;
    case 3: { // duplicate a whole entry (or landing square) with its separator, elsewhere
        if (s.empty()) break;
        const std::size_t before = s.find_last_of(",:-x", at(0));
        const std::size_t from = before == std::string::npos ? 0 : before + 1;
        const std::size_t end = std::min(s.find_first_of(",:-x", from), s.size());
        const std::string sep = before == std::string::npos ? "," : s.substr(before, 1);
        const std::string piece = s.substr(from, end - from);
        const std::size_t next = s.find_first_of(",:-x", at(0));
        s.insert(next == std::string::npos ? s.size() : next, sep + piece);
        break;
    }
    case 4: { // repeat a piece many times
        if (s.empty()) break;
        const std::size_t from = at(0);
        const std::string piece = s.substr(from, std::size_t(1 + below(rng, 8)));
        const int times = 1 + below(rng, below(rng, 4) == 0 ? 600 : 20);
        std::string repeated;
        for (int i = 0; i < times && repeated.size() < LongestInput; ++i) repeated += piece;
        s.insert(from, repeated);
        break;
    }
    case 5: // cut short
        s.resize(at(1));
        break;
    case 6: // swap two characters
        if (s.size() > 1) std::swap(s[at(0)], s[at(0)]);
        break;
    default: // change case
        if (!s.empty()) {
            char& c = s[at(0)];
            c = char(c ^ 0x20);
        }
        break;
    }
    if (s.size() > 2 * LongestInput) s.resize(2 * LongestInput);
}

} // namespace

class TestFuzz : public QObject {
    Q_OBJECT
  private slots:
    void positionText();
    void moveText();
};

void TestFuzz::positionText() {
    Rng rng(0xB45A1);
    const std::string_view alphabet = "WB:=,wWbBabcdefgh12345678 \t\n";
    int accepted = 0;
    for (int i = 0; i < PositionInputs; ++i) {
        std::string input;
        const int kind = below(rng, 4);
        if (kind == 0) {
            input = randomBytes(rng);
        } else if (kind == 1) {
            input = (below(rng, 2) ? "W:" : "") + randomTokens(rng, alphabet);
        } else {
            input = below(rng, 4) == 0
                        ? test::SeedPositions[below(rng, int(std::size(test::SeedPositions)))]
                        : randomPositionText(rng);
            for (int n = below(rng, 4) + (kind == 3); n > 0; --n) mutate(input, rng, alphabet);
        }
        const Rules rules = allRules[below(rng, 3)];
        const bool withError = below(rng, 8) != 0; // sometimes no error string is wanted
        Message error;
        const auto pos = parsePosition(input, rules, withError ? &error : nullptr);
        if (!pos) {
            if (!withError) FUZZ_CHECK(!parsePosition(input, rules, &error), input, "");
            FUZZ_CHECK(goodError(error), input, formatMessage(error));
            continue;
        }
        ++accepted;
        FUZZ_CHECK(pos->rules() == rules, input, "");
        FUZZ_CHECK(pos->pieceCount(Color::White) <= 12, input, formatPosition(*pos));
        FUZZ_CHECK(pos->pieceCount(Color::Black) <= 12, input, formatPosition(*pos));
        FUZZ_CHECK(pos->hash() == pos->computeHash(), input, formatPosition(*pos));
        const std::string printed = formatPosition(*pos);
        const auto again = parsePosition(printed, rules, &error);
        FUZZ_CHECK(again, input, printed + ": " + formatMessage(error));
        FUZZ_CHECK(*again == *pos, input, printed);
        FUZZ_CHECK(again->hash() == pos->hash(), input, printed);
        FUZZ_CHECK(formatPosition(*again) == printed, input, printed);
    }
    // Mutations of valid texts are often still valid: the checks on success ran too.
    QVERIFY2(accepted > PositionInputs / 25, qPrintable(QString::number(accepted)));
    QVERIFY2(accepted < PositionInputs / 2, qPrintable(QString::number(accepted)));
}

void TestFuzz::moveText() {
    Rng rng(0x30E5);
    const std::string_view alphabet = "abcdefghABCDEFGH12345678-:xX \t";
    std::vector<Position> positions;
    for (const char* text : test::SeedPositions)
        for (Rules r : allRules) positions.push_back(*parsePosition(text, r));
    int accepted = 0;
    for (int i = 0; i < MoveInputs; ++i) {
        const Position& pos = positions[std::size_t(below(rng, int(positions.size())))];
        MoveList legal;
        generateMoves(pos, legal);
        std::string input;
        const int kind = below(rng, 4);
        if (kind == 0) {
            input = randomBytes(rng);
        } else if (kind == 1) {
            input = randomTokens(rng, alphabet);
        } else {
            // A legal move of this position (or of another one), or two random squares.
            const Position& other = below(rng, 4) == 0
                                        ? positions[std::size_t(below(rng, int(positions.size())))]
                                        : pos;
            MoveList moves;
            generateMoves(other, moves);
            if (!moves.empty() && below(rng, 4) != 0)
                input = formatMove(moves[std::size_t(below(rng, int(moves.size())))]);
            else
                input = squareName(below(rng, 64)) + (below(rng, 2) ? "-" : ":") +
                        squareName(below(rng, 64));
            for (int n = below(rng, 3) + (kind == 3); n > 0; --n) mutate(input, rng, alphabet);
        }
        const bool withError = below(rng, 8) != 0;
        Message error;
        const auto m = parseMove(pos, input, withError ? &error : nullptr);
        if (!m) {
            if (!withError) FUZZ_CHECK(!parseMove(pos, input, &error), input, "");
            FUZZ_CHECK(goodError(error), input, formatPosition(pos) + ": " + formatMessage(error));
            continue;
        }
        ++accepted;
        FUZZ_CHECK(std::find(legal.begin(), legal.end(), *m) != legal.end(), input,
                   formatPosition(pos) + ": " + formatMove(*m));
        const auto again = parseMove(pos, formatMove(*m), &error);
        FUZZ_CHECK(again && *again == *m, input, formatPosition(pos) + ": " + formatMessage(error));
    }
    QVERIFY2(accepted > MoveInputs / 50, qPrintable(QString::number(accepted)));
}

QTEST_APPLESS_MAIN(TestFuzz)
#include "tst_fuzz.moc"
