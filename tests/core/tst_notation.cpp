// docs/NOTATION.md "Squares and pieces", "Position text" and "Move text", rule by rule: what is
// accepted, how it prints, and that every rejection says which entry or move and why.
#include "core/movegen.h"
#include "core/notation.h"
#include "tests/common/testpositions.h"

#include <QTest>

#include <algorithm>
#include <cctype>
#include <random>

using namespace bashni;
Q_DECLARE_METATYPE(bashni::Rules)

namespace {

const Rules allRules[] = {Rules::Standard, Rules::Intervening, Rules::Turkish};

const char* const startText =
    "W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,b6=b,d6=b,f6=b,h6=b,a7=b,c7=b,"
    "e7=b,g7=b,b8=b,d8=b,f8=b,h8=b";

// docs/RULES.md 7's E7: three captures under `standard`, all from c3 to e5.
const char* const e7Text = "W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b";
// A king with an exact two-jump capture h8:e5:a1 that is also a shortened form of longer ones.
const char* const kingTourText = "W:b2=B,d2=b,f2=b,f4=B,f6=b,h8=W";
// A flying king beside a column of twelve men: 1,000,000 capture paths, which end on b2 or a1.
const char* const hugeText = "W:a1=W,c3=bbbbbbbbbbbb";

QString str(const std::string& s) {
    return QString::fromStdString(s);
}

// The key phrases missing from a message (not whole sentences: wording may be polished).
QString missingPhrases(const QString& message, const QStringList& phrases) {
    QStringList missing;
    for (const QString& p : phrases)
        if (!message.contains(p)) missing << p;
    return missing.join(" | ");
}

bool singleLine(const std::string& s) {
    return !s.empty() &&
           std::none_of(s.begin(), s.end(), [](char c) { return c == '\n' || c == '\r'; });
}

// A random valid position: random columns of random height (now and then very tall), kings
// anywhere, at most 12 pieces a side, no man commanding on its own promotion rank.
Position randomPosition(std::mt19937_64& rng) {
    auto below = [&](int n) { return int(rng() % unsigned(n)); };
    Position pos(allRules[below(3)]);
    pos.setSideToMove(below(2) ? Color::Black : Color::White);
    std::array<int, 2> left{below(13), below(13)};
    std::vector<Square> squares;
    for (Square s = 0; s < 64; ++s)
        if (isDark(s)) squares.push_back(s);
    std::shuffle(squares.begin(), squares.end(), rng);
    const int kingPercent = below(60);
    for (Square s : squares) {
        if (left[0] + left[1] == 0) break;
        if (below(3) == 0) continue;
        int height = below(8) == 0 ? 1 + below(24) : 1 + below(3);
        std::vector<Piece> pieces; // top first
        while (height-- > 0 && left[0] + left[1] > 0) {
            Color c = below(2) ? Color::Black : Color::White;
            if (left[int(c)] == 0) c = ~c;
            --left[int(c)];
            pieces.push_back(makePiece(c, below(100) < kingPercent));
        }
        if (promotionRank(colorOf(pieces[0])) & bit(s)) pieces[0] = promoted(pieces[0]);
        Column col;
        for (auto it = pieces.rbegin(); it != pieces.rend(); ++it) col.pushTop(*it);
        pos.setColumn(s, col);
    }
    return pos;
}

// The entries of a position text, shuffled, with spaces sprinkled around the tokens.
std::string respaced(const std::string& text, std::mt19937_64& rng) {
    auto spaces = [&] { return std::string(rng() % 3, rng() % 2 ? ' ' : '\t'); };
    std::vector<std::string> entries;
    for (std::size_t i = 2; i < text.size();) {
        const std::size_t comma = std::min(text.find(',', i), text.size());
        entries.push_back(text.substr(i, comma - i));
        i = comma + 1;
    }
    std::shuffle(entries.begin(), entries.end(), rng);
    std::string out = spaces() + text[0] + spaces() + ":";
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const std::string& e = entries[i];
        out += (i ? "," : "") + spaces() + e.substr(0, 2) + spaces() + "=" + spaces() +
               e.substr(3) + spaces();
    }
    return out;
}

Move quiet(const char* from, const char* to) {
    Move m{};
    m.from = std::uint8_t(*parseSquare(from));
    m.landing[0] = std::uint8_t(*parseSquare(to));
    return m;
}

Move capture(std::initializer_list<const char*> path) {
    Move m{};
    auto it = path.begin();
    m.from = std::uint8_t(*parseSquare(*it++));
    for (; it != path.end(); ++it) m.landing[m.jumps++] = std::uint8_t(*parseSquare(*it));
    return m;
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT
  private slots:
    // Squares and pieces.
    void squares();
    void badSquares_data();
    void badSquares();
    void pieces();
    void columnsTopFirst();
    void quotedInputs();

    // Position text.
    void startPosition();
    void parseAccepted_data();
    void parseAccepted();
    void parseRejected_data();
    void parseRejected();
    void roundTrip();

    // Move text.
    void formatMoves();
    void moveChoices();
    void parseMoveAccepted_data();
    void parseMoveAccepted();
    void parseMoveRejected_data();
    void parseMoveRejected();
    void everyLegalMoveReadsBack();
};

void TestNotation::squares() {
    int dark = 0;
    for (Square s = 0; s < 64; ++s) {
        const std::string name = squareName(s);
        QCOMPARE(name.size(), std::size_t(2));
        QCOMPARE(name[0], char('a' + fileOf(s)));
        QCOMPARE(name[1], char('1' + rankOf(s)));
        QCOMPARE(parseSquare(name), std::optional<Square>(s));
        const std::string upper{char(name[0] - 'a' + 'A'), name[1]};
        QCOMPARE(parseSquare(upper), std::optional<Square>(s));
        // Dark when file index + rank index is even.
        QCOMPARE(isDark(s), (fileOf(s) + rankOf(s)) % 2 == 0);
        dark += isDark(s);
    }
    QCOMPARE(dark, 32);
    for (const char* name : {"a1", "c1", "e1", "g1", "b2", "h2", "a7", "b8", "h8"})
        QVERIFY2(isDark(*parseSquare(name)), name);
    for (const char* name : {"b1", "h1", "a2", "g2", "a8", "g8", "h7"})
        QVERIFY2(!isDark(*parseSquare(name)), name);
}

void TestNotation::badSquares_data() {
    QTest::addColumn<QString>("text");
    for (const char* t : {"", "a", "a0", "a9", "i1", "`1", "1a", "a10", "aa", " a1", "a1 ", "11"})
        QTest::addRow("\"%s\"", t) << t;
}

void TestNotation::badSquares() {
    QFETCH(QString, text);
    QVERIFY(!parseSquare(text.toStdString()));
}

void TestNotation::pieces() {
    const std::pair<char, Piece> letters[] = {{'w', Piece::WhiteMan},
                                              {'W', Piece::WhiteKing},
                                              {'b', Piece::BlackMan},
                                              {'B', Piece::BlackKing}};
    for (const auto& [letter, piece] : letters) {
        QCOMPARE(pieceFromLetter(letter), std::optional<Piece>(piece));
        QCOMPARE(pieceLetter(piece), letter);
    }
    for (int c = 0; c < 256; ++c)
        if (std::string_view("wWbB").find(char(c)) == std::string_view::npos)
            QVERIFY2(!pieceFromLetter(char(c)), qPrintable(QString::number(c)));
}

void TestNotation::columnsTopFirst() {
    // "wbB": a white man commanding a black man above a black king at the bottom.
    Column col(Piece::BlackKing);
    col.pushTop(Piece::BlackMan);
    col.pushTop(Piece::WhiteMan);
    QCOMPARE(formatColumn(col), std::string("wbB"));
    const Position pos = test::position("B:d4=wbB");
    const Square d4 = *parseSquare("d4");
    QCOMPARE(pos.column(d4), col);
    QCOMPARE(pos.column(d4).height(), 3);
    QCOMPARE(pos.column(d4).top(), Piece::WhiteMan);
    QCOMPARE(pos.column(d4).at(2), Piece::BlackKing);
    // The top piece owns the column.
    QCOMPARE(pos.tops(Color::White), bit(d4));
    QCOMPARE(pos.tops(Color::Black), Bitboard(0));
    QCOMPARE(formatColumn(Column()), std::string());
}

void TestNotation::quotedInputs() {
    // What error messages quote of the input: one short line, whatever was typed.
    QCOMPARE(quotedInput("c3-d4"), std::string("\"c3-d4\""));
    QCOMPARE(quotedInput(""), std::string("\"\""));
    QCOMPARE(quotedInput(std::string_view("a\nb\0c\x7F", 6)),
             std::string("\"a\\x0Ab\\x00c\\x7F\""));
    QCOMPARE(quotedInput(std::string(40, 'q')), "\"" + std::string(40, 'q') + "\"");
    QCOMPARE(quotedInput(std::string(41, 'q')), "\"" + std::string(40, 'q') + "...\"");
    // Never cut inside a UTF-8 character.
    QCOMPARE(quotedInput(std::string(39, 'q') + "\u00e9\u00e9"),
             "\"" + std::string(39, 'q') + "...\"");
    QCOMPARE(quotedInput("\u0431\u0430\u0448\u043d\u0438"),
             std::string("\"\u0431\u0430\u0448\u043d\u0438\""));
    // Bytes that are not UTF-8 are shown, not passed to the terminal: a stray continuation byte,
    // a lead byte without its continuation, an overlong '/', a surrogate, past U+10FFFF.
    QCOMPARE(quotedInput("a\xFF\x80"
                         "b"),
             std::string("\"a\\xFF\\x80b\""));
    QCOMPARE(quotedInput("\xC3("), std::string("\"\\xC3(\""));
    QCOMPARE(quotedInput("\xC0\xAF"), std::string("\"\\xC0\\xAF\""));
    QCOMPARE(quotedInput("\xED\xA0\x80"), std::string("\"\\xED\\xA0\\x80\""));
    QCOMPARE(quotedInput("\xF4\x90\x80\x80"), std::string("\"\\xF4\\x90\\x80\\x80\""));
    QCOMPARE(quotedInput("\xF0\x9F\x98\x80"), std::string("\"\xF0\x9F\x98\x80\"")); // U+1F600
    // C1 controls (U+009B is a terminal's CSI) are escaped like C0 ones.
    QCOMPARE(quotedInput("x\xC2\x9B"
                         "2J"),
             std::string("\"x\\xC2\\x9B"
                         "2J\""));
    QCOMPARE(quotedInput("\xC2\xA0"), std::string("\"\xC2\xA0\"")); // U+00A0 is shown
    // However long the input, the quote is short; bad bytes are cut by input bytes too.
    QCOMPARE(
        quotedInput(std::string(100000, '\x80')), "\"" + [] {
            std::string s;
            for (int i = 0; i < 40; ++i) s += "\\x80";
            return s;
        }() + "...\"");
    QVERIFY(quotedInput(std::string(100000, 'q')).size() < 50);
    QVERIFY(isPrintableText("c3-d4 \u0431"));
    QVERIFY(!isPrintableText("a\nb"));
    QVERIFY(!isPrintableText("\xFF"));
    QVERIFY(!isPrintableText("\xC2\x85"));
    // Bidirectional controls (and line separators) reorder what is shown around them: refused, and
    // shown as bytes.
    for (const char* bidi :
         {"\u202E", "\u202A", "\u200E", "\u200F", "\u2066", "\u2069", "\u061C", "\u2028", "\u2029"})
        QVERIFY2(!isPrintableText(std::string("Evil") + bidi), bidi);
    QCOMPARE(quotedInput("\u202EEvil"), std::string("\"\\xE2\\x80\\xAEEvil\""));
    // Their neighbours are ordinary text.
    for (const char* fine : {"\u2010", "\u2027", "\u202F", "\u2065", "\u206A", "\u061B"})
        QVERIFY2(isPrintableText(fine), fine);
}

void TestNotation::startPosition() {
    QCOMPARE(formatPosition(Position::start()), std::string(startText));
    const Position pos = test::position(startText);
    QVERIFY(pos == Position::start());
    QCOMPARE(pos.hash(), Position::start().hash());
    QCOMPARE(pos.sideToMove(), Color::White);
}

void TestNotation::parseAccepted_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");

    QTest::newRow("start, canonical") << startText << startText;
    QTest::newRow("start, reversed") << "W:h8=b,f8=b,d8=b,b8=b,g7=b,e7=b,c7=b,a7=b,h6=b,f6=b,d6=b,"
                                        "b6=b,g3=w,e3=w,c3=w,a3=w,h2=w,f2=w,d2=w,b2=w,g1=w,e1=w,"
                                        "c1=w,a1=w"
                                     << startText;
    QTest::newRow("any order") << "B:h8=B,a1=w,d4=wb,c3=b,e1=W"
                               << "B:a1=w,e1=W,c3=b,d4=wb,h8=B";
    QTest::newRow("rank by rank, then file") << "W:b2=w,g1=w,a7=b,h6=b"
                                             << "W:g1=w,b2=w,h6=b,a7=b";
    QTest::newRow("spaces around tokens") << "  W : d4 = wb ,  c3=w , h8 =b  "
                                          << "W:c3=w,d4=wb,h8=b";
    QTest::newRow("tabs and line breaks") << "\tB:\ta1=W,\n c3=b\r\n"
                                          << "B:a1=W,c3=b";
    QTest::newRow("W: empty board") << "W:"
                                    << "W:";
    QTest::newRow("B: empty board") << "B:"
                                    << "B:";
    QTest::newRow("empty board, spaces") << " W : "
                                         << "W:";
    QTest::newRow("white only") << "W:d4=w,e5=W,a1=Ww"
                                << "W:a1=Ww,d4=w,e5=W";
    QTest::newRow("black only, white to move") << "W:h8=b,d6=B"
                                               << "W:d6=B,h8=b";
    QTest::newRow("24 pieces in one column") << "W:d4=wwwwwwwwwwwwbbbbbbbbbbbb"
                                             << "W:d4=wwwwwwwwwwwwbbbbbbbbbbbb";
    QTest::newRow("24 pieces, kings among them") << "B:e5=BwbWbWbWbWbWbWbWbWbWbWbw"
                                                 << "B:e5=BwbWbWbWbWbWbWbWbWbWbWbw";
    QTest::newRow("12 a side over many columns")
        << "W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=wbbbbbbbbbbbb"
        << "W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=wbbbbbbbbbbbb";
    QTest::newRow("buried white man on rank 8") << "W:b8=bw,d8=Bwww"
                                                << "W:b8=bw,d8=Bwww";
    QTest::newRow("buried black man on rank 1") << "B:a1=wb,c1=Wbb"
                                                << "B:a1=wb,c1=Wbb";
    QTest::newRow("kings on promotion ranks") << "W:b8=W,a1=B"
                                              << "W:a1=B,b8=W";
    QTest::newRow("men on the other side's promotion rank") << "W:a1=w,h8=b"
                                                            << "W:a1=w,h8=b";
}

void TestNotation::parseAccepted() {
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    for (Rules r : allRules) {
        Message error;
        const auto pos = parsePosition(text.toStdString(), r, &error);
        QVERIFY2(pos, formatMessage(error).c_str());
        QCOMPARE(pos->rules(), r);
        QCOMPARE(pos->sideToMove(), canonical.startsWith('B') ? Color::Black : Color::White);
        QCOMPARE(pos->hash(), pos->computeHash());
        QCOMPARE(str(formatPosition(*pos)), canonical);
    }
}

void TestNotation::parseRejected_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("phrases");

    // Squares.
    QTest::newRow("light square") << "W:a1=w,b1=w" << QStringList{"\"b1=w\"", "light square"};
    QTest::newRow("light square h7") << "B: h7 = b" << QStringList{"\"h7 = b\"", "light square"};
    QTest::newRow("unknown square i9") << "W:i9=w" << QStringList{"\"i9=w\"", "not a square"};
    QTest::newRow("unknown square a0") << "W:c1=w,a0=w" << QStringList{"\"a0=w\"", "not a square"};
    QTest::newRow("unknown square a10") << "W:a10=w" << QStringList{"\"a10=w\"", "not a square"};
    QTest::newRow("no square") << "W:=w" << QStringList{"\"=w\"", "not a square"};
    QTest::newRow("square given twice")
        << "W:a1=w,c3=b,a1=b" << QStringList{"\"a1=b\"", "a1", "given twice"};
    QTest::newRow("square twice, spaced")
        << "W:d4=w, d4 =W" << QStringList{"\"d4 =W\"", "d4", "given twice"};
    // Columns.
    QTest::newRow("empty column") << "W:a1=,c1=w" << QStringList{"\"a1=\"", "column is empty"};
    QTest::newRow("empty column, spaces")
        << "W:c1=w, e1 =  " << QStringList{"\"e1 =\"", "column is empty"};
    QTest::newRow("letter x") << "W:a1=wx" << QStringList{"\"a1=wx\"", "\"x\"", "not a piece"};
    QTest::newRow("letter K") << "W:a1=K" << QStringList{"\"a1=K\"", "\"K\"", "not a piece"};
    QTest::newRow("digit") << "W:a1=w1b" << QStringList{"\"a1=w1b\"", "\"1\"", "not a piece"};
    QTest::newRow("space inside a column")
        << "W:a1=w b" << QStringList{"\"a1=w b\"", "\" \"", "not a piece"};
    QTest::newRow("first bad letter named")
        << "W:a1=w;c1=w" << QStringList{"\"a1=w;c1=w\"", "\";\"", "not a piece"};
    QTest::newRow("25 pieces") << "W:d4=wwwwwwwwwwwwbbbbbbbbbbbbb"
                               << QStringList{"d4=wwww", "at most 24"};
    // 12 a side.
    QTest::newRow("13 white in one column")
        << "W:d4=wwwwwwwwwwwww" << QStringList{"\"d4=wwwwwwwwwwwww\"", "more than 12 white"};
    QTest::newRow("13 black kings in one column")
        << "B:d4=BBBBBBBBBBBBB" << QStringList{"d4=BBBB", "more than 12 black"};
    QTest::newRow("13 black over columns")
        << "B:b6=bbbbbb,d6=Bbbbbb,f6=b" << QStringList{"\"f6=b\"", "more than 12 black"};
    QTest::newRow("13 white over columns, buried")
        << "W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,h6=bw"
        << QStringList{"\"h6=bw\"", "more than 12 white"};
    // Men on their promotion rank.
    QTest::newRow("white man on rank 8")
        << "W:b8=w" << QStringList{"\"b8=w\"", "white man", "rank 8"};
    QTest::newRow("white man commanding on rank 8")
        << "B:h6=b,d8=wbb" << QStringList{"\"d8=wbb\"", "white man", "rank 8"};
    QTest::newRow("black man on rank 1")
        << "B:a1=b" << QStringList{"\"a1=b\"", "black man", "rank 1"};
    QTest::newRow("black man commanding on rank 1")
        << "W:g1=bWw" << QStringList{"\"g1=bWw\"", "black man", "rank 1"};
    // The side to move.
    QTest::newRow("missing side") << "a1=w" << QStringList{"missing side"};
    QTest::newRow("missing side, colon") << ":a1=w" << QStringList{"missing side"};
    QTest::newRow("missing side, spaces") << "  : a1=w" << QStringList{"missing side"};
    QTest::newRow("missing colon") << "W" << QStringList{"missing side", "W:"};
    QTest::newRow("empty text") << "" << QStringList{"missing side"};
    QTest::newRow("blank text") << " \t " << QStringList{"missing side"};
    QTest::newRow("unknown side X") << "X:a1=w" << QStringList{"unknown side", "\"X\""};
    QTest::newRow("unknown side w") << "w:a1=w" << QStringList{"unknown side", "\"w\""};
    QTest::newRow("unknown side White") << "White:a1=w" << QStringList{"unknown side", "\"White\""};
    // Malformed entries.
    QTest::newRow("no '='") << "W:a1w" << QStringList{"\"a1w\"", "SQUARE=COLUMN"};
    QTest::newRow("no '=' later") << "W:a1=w,c1" << QStringList{"\"c1\"", "SQUARE=COLUMN"};
    QTest::newRow("semicolons") << "W:a1=w;c1=w" << QStringList{"\"a1=w;c1=w\"", "not a piece"};
    QTest::newRow("two commas") << "W:a1=w,,c1=w" << QStringList{"entry 2", "empty"};
    QTest::newRow("comma, blank, comma") << "W:a1=w, ,c1=w" << QStringList{"entry 2", "empty"};
    QTest::newRow("trailing comma") << "W:a1=w," << QStringList{"entry 2", "empty"};
    QTest::newRow("trailing comma, space") << "W:a1=w,c1=w, " << QStringList{"entry 3", "empty"};
    QTest::newRow("only a comma") << "W:," << QStringList{"entry 1", "empty"};
    QTest::newRow("leading comma") << "W:,a1=w" << QStringList{"entry 1", "empty"};
    // Quoted input stays one short line.
    QTest::newRow("line break in a column")
        << "W:a1=w\nb" << QStringList{"\"a1=w\\x0Ab\"", "\"\\x0A\"", "not a piece"};
    QTest::newRow("NUL in a column")
        << QString("W:a1=w") + QChar(0) + "b" << QStringList{"\\x00", "not a piece"};
    QTest::newRow("long entry cut short")
        << "W:a1=w," + QString(200, 'q') + "=w" << QStringList{"\"qqqq", "...\"", "not a square"};
}

void TestNotation::parseRejected() {
    QFETCH(QString, text);
    QFETCH(QStringList, phrases);
    const std::string input = text.toStdString();
    for (Rules r : allRules) {
        Message why;
        const auto pos = parsePosition(input, r, &why);
        QVERIFY2(!pos, qPrintable("accepted as " + str(pos ? formatPosition(*pos) : "")));
        const std::string error = formatMessage(why);
        QVERIFY2(singleLine(error), error.c_str());
        QVERIFY2(error.size() < 200, error.c_str());
        const QString missing = missingPhrases(str(error), phrases);
        QVERIFY2(missing.isEmpty(), qPrintable(str(error) + "\n   lacks: " + missing));
        QVERIFY(!parsePosition(input, r)); // no error string wanted: no crash either
    }
}

void TestNotation::roundTrip() {
    std::mt19937_64 rng(20261130);
    int tall = 0, kings = 0, black = 0;
    for (int i = 0; i < 3000; ++i) {
        const Position pos = randomPosition(rng);
        const std::string text = formatPosition(pos);
        Message error;
        const auto back = parsePosition(text, pos.rules(), &error);
        QVERIFY2(back, qPrintable(str(text + ": " + formatMessage(error))));
        QVERIFY2(*back == pos, text.c_str());
        QCOMPARE(back->hash(), pos.hash());
        QCOMPARE(back->hash(), back->computeHash());
        QCOMPARE(back->rules(), pos.rules());
        QCOMPARE(formatPosition(*back), text);
        // The same entries in another order, spaced out, read the same.
        const std::string shuffled = respaced(text, rng);
        const auto again = parsePosition(shuffled, pos.rules(), &error);
        QVERIFY2(again, qPrintable(str(shuffled + ": " + formatMessage(error))));
        QVERIFY2(*again == pos, shuffled.c_str());
        QCOMPARE(again->hash(), pos.hash());

        for (Square s = 0; s < 64; ++s) tall += pos.column(s).height() > 12;
        kings += pos.kings() != 0;
        black += pos.sideToMove() == Color::Black;
    }
    // The generator really produced what the test claims to cover.
    QVERIFY(tall > 50);
    QVERIFY(kings > 1000);
    QVERIFY(black > 1000 && black < 2000);
}

void TestNotation::formatMoves() {
    QCOMPARE(formatMove(quiet("c3", "d4")), std::string("c3-d4"));
    QCOMPARE(formatMove(quiet("a1", "h8")), std::string("a1-h8"));
    QCOMPARE(formatMove(quiet("d4", "c3")), std::string("d4-c3"));
    QCOMPARE(formatMove(capture({"e5", "c3"})), std::string("e5:c3"));
    QCOMPARE(formatMove(capture({"c3", "e5", "c7"})), std::string("c3:e5:c7"));
    // The full path, every landing square, even when it returns to squares already visited.
    QCOMPARE(test::legalMoveTexts(test::position(e7Text)),
             (QStringList{"c3:e1:g3:e5:c3:e5", "c3:e5:c3:e1:g3:e5", "c3:e5:g3:e1:c3:e5"}));
    QCOMPARE(test::legalMoveTexts(test::position("W:a3=W,b4=bb,g7=b")),
             (QStringList{"a3:c5:a3", "a3:d6:a3", "a3:e7:a3", "a3:f8:a3", "a3:f8:h6"}));
    QCOMPARE(test::legalMoveTexts(test::position("B:h8=Bww,a1=w")),
             (QStringList{"h8-b2", "h8-c3", "h8-d4", "h8-e5", "h8-f6", "h8-g7"}));
}

void TestNotation::moveChoices() {
    auto choice = [](std::vector<Move> moves) { return str(formatMessage(moveChoice(moves))); };
    QCOMPARE(choice({}), QString());
    QCOMPARE(choice({capture({"c3", "e5"})}), QString("c3:e5"));
    QCOMPARE(choice({capture({"g3", "e5"}), capture({"c3", "e5"})}), QString("c3:e5 or g3:e5"));
    QCOMPARE(choice({quiet("c3", "d4"), quiet("a3", "b4"), quiet("c3", "b4")}),
             QString("a3-b4, c3-b4 or c3-d4"));
    std::vector<Move> many;
    for (const char* to : {"b2", "c3", "d4", "e5", "f6", "g7"}) many.push_back(quiet("a1", to));
    QCOMPARE(choice(many), QString("a1-b2, a1-c3, a1-d4, a1-e5, a1-f6 or a1-g7"));
    many.push_back(quiet("h8", "g7"));
    many.push_back(quiet("h8", "f6"));
    QCOMPARE(choice(many), QString("a1-b2, a1-c3, a1-d4, a1-e5, a1-f6, a1-g7 or 2 more"));
}

void TestNotation::parseMoveAccepted_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("move");

    const QString start = startText;
    auto row = [](const char* name, Rules r, const QString& fen, const QString& text,
                  const QString& move) { QTest::newRow(name) << r << fen << text << move; };
    const Rules S = Rules::Standard, I = Rules::Intervening, T = Rules::Turkish;
    // Quiet moves.
    row("quiet", S, start, "c3-d4", "c3-d4");
    row("upper-case files", S, start, "C3-D4", "c3-d4");
    row("mixed case", S, start, "g3-H4", "g3-h4");
    row("surrounding spaces", S, start, "  a3-b4\t", "a3-b4");
    row("surrounding line break", S, start, "\ne3-f4\r\n", "e3-f4");
    row("black man goes down", S, "B:d4=b,h2=w", "d4-c3", "d4-c3");
    row("king any distance", S, "W:a1=W,h8=b", "a1-g7", "a1-g7");
    row("king backward", S, "B:h8=Bww,a1=w", "h8-b2", "h8-b2");
    row("promotion", S, "W:c7=wbb,h6=b", "c7-d8", "c7-d8");
    // Captures: `:` or `x`, either case.
    row("capture", S, "W:d4=b,e5=w,g3=w,h8=b", "e5:c3", "e5:c3");
    row("capture with x", S, "W:d4=b,e5=w,g3=w,h8=b", "e5xc3", "e5:c3");
    row("capture with X, upper case", S, "W:d4=b,e5=w,g3=w,h8=b", "E5XC3", "e5:c3");
    row("full path", S, "W:b4=b,c3=w,d4=b,f6=b", "c3:e5:g7", "c3:e5:g7");
    row("full path with x", S, "W:b4=b,c3=w,d4=b,f6=b", " c3xe5xg7 ", "c3:e5:g7");
    // Shortened captures: first and last square, when exactly one capture fits.
    row("shortened", S, "W:b4=b,c3=w,d4=b,f6=b", "c3:g7", "c3:e5:g7");
    row("shortened with x", S, "W:b4=b,c3=w,d4=b,f6=b", "C3xG7", "c3:e5:g7");
    row("shortened king", S, "W:a3=W,b4=bb,g7=b", "a3:h6", "a3:f8:h6");
    row("shortened E4", S, "W:c5=b,g7=bb,h6=w", "h6:b4", "h6:f8:b4");
    row("shortened, intervening", I, e7Text, "c3:c3", "c3:e1:g3:e5:c3");
    row("shortened, intervening e5", I, e7Text, "c3:e5", "c3:e5:g3:e1:c3:e5");
    row("part of the path picks one", S, e7Text, "c3:g3:e1:e5", "c3:e5:g3:e1:c3:e5");
    row("part of the path, king", S, kingTourText, "h8:e1:e5:a1", "h8:c3:e1:g3:e5:a1");
    // A king beside a tall column: one of a million paths, found without listing them.
    row("a million paths, full path", S, hugeText, "a1:h8:a1:e5:b2:d4:b2:g7:a1:f6:a1:d4:b2",
        "a1:h8:a1:e5:b2:d4:b2:g7:a1:f6:a1:d4:b2");
    // An exact full path is always accepted, even when it also fits other captures.
    row("E7 path 1", S, e7Text, "c3:e1:g3:e5:c3:e5", "c3:e1:g3:e5:c3:e5");
    row("E7 path 2", S, e7Text, "c3:e5:c3:e1:g3:e5", "c3:e5:c3:e1:g3:e5");
    row("E7 path 3", S, e7Text, "c3xe5xg3xe1xc3xe5", "c3:e5:g3:e1:c3:e5");
    row("E7 turkish path", T, e7Text, "c3:e5:g3:e1:c3", "c3:e5:g3:e1:c3");
    row("exact, also a shortened form", S, kingTourText, "h8:e5:a1", "h8:e5:a1");
    row("exact two squares", T, "W:e3=B,f4=W,g5=B", "f4:h6", "f4:h6");
}

void TestNotation::parseMoveAccepted() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, move);
    const Position pos = test::position(fen, rules);
    Message error;
    const auto m = parseMove(pos, text.toStdString(), &error);
    QVERIFY2(m, formatMessage(error).c_str());
    QCOMPARE(str(formatMove(*m)), move);
    QVERIFY(test::legalMoveTexts(pos).contains(move));
    QVERIFY(parseMove(pos, text.toStdString())); // without an error string
}

void TestNotation::parseMoveRejected_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("phrases");

    const QString start = startText;
    const QString e1 = "W:d4=b,e5=w,g3=w,h8=b"; // docs/RULES.md E1: only e5:c3
    const QString e3 = "W:b4=b,c3=w,d4=b,f6=b"; // E3: c3:a5, c3:e5:g7
    auto row = [](const char* name, Rules r, const QString& fen, const QString& text,
                  const QStringList& phrases) {
        QTest::newRow(name) << r << fen << text << phrases;
    };
    const Rules S = Rules::Standard, I = Rules::Intervening, T = Rules::Turkish;

    // Capture is compulsory.
    row("quiet move when a capture exists", S, e1, "g3-f4", {"capture is compulsory: e5:c3"});
    row("the capture typed as a quiet move", S, e1, "e5-c3", {"capture is compulsory: e5:c3"});
    row("compulsory, two captures", S, "W:c3=w,g3=w,d4=b,f4=b,a7=b", "c3-b4",
        {"capture is compulsory: c3:e5 or g3:e5"});
    row("capture from a column that cannot", S, e1, "g3:e5",
        {"g3 cannot capture", "capture is compulsory: e5:c3"});
    // Whose piece.
    row("empty square", S, start, "d4-e5", {"no piece of yours on d4", "empty"});
    row("empty square, capture", S, e1, "c3:e5", {"no piece of yours on c3", "empty"});
    row("opponent's column", S, start, "b6-a5", {"no piece of yours on b6", "Black's"});
    row("opponent's column, black to move", S, "B:d4=b,h2=w", "h2-g3",
        {"no piece of yours on h2", "White's"});
    row("column commanded by the opponent", S, "W:c3=bwww,e3=w,h8=b", "c3-d4",
        {"no piece of yours on c3", "Black's"});
    // How pieces move.
    row("man two squares", S, start, "c3-e5", {"a man moves one square diagonally forward"});
    row("man backward", S, "W:d4=w,h8=b", "d4-c3", {"a man moves one square diagonally forward"});
    row("black man backward", S, "B:d4=b,h2=w", "d4-e5",
        {"a man moves one square diagonally forward"});
    row("not a diagonal", S, start, "c3-c5", {"diagonal"});
    row("king not on a diagonal", S, "W:a1=W,h8=b", "a1-a3", {"diagonal"});
    row("same square", S, start, "c3-c3", {"from one square to another"});
    row("target occupied", S, start, "b2-c3", {"c3 is occupied"});
    row("king target occupied", S, "W:a1=W,e5=w,h8=b", "a1-e5", {"e5 is occupied"});
    row("king path blocked by own", S, "W:a1=W,c3=w,h8=b", "a1-e5", {"blocked", "c3", "a1", "e5"});
    row("king path blocked by two", S, "W:a1=W,c3=b,d4=b,h8=b", "a1-g7", {"blocked on c3"});
    // What is not a move at all.
    row("light square", S, start, "c3-d5", {"d5", "light square"});
    row("light square first", S, start, "c4-d5", {"c4", "light square"});
    row("not a square i4", S, start, "c3-i4", {"not a move", "\"i4\" is not a square"});
    row("not a square c9", S, start, "c3-c9", {"not a move", "\"c9\""});
    row("garbage", S, start, "hello", {"\"hello\" is not a move"});
    row("digits", S, start, "1234", {"not a move"});
    row("no separator", S, start, "c3d4", {"\"c3d4\" is not a move", "separated by - or :"});
    row("space inside", S, start, "c3 - d4", {"not a move", "separated by - or :"});
    row("wrong separator", S, start, "c3/d4", {"separated by - or :"});
    row("missing target", S, start, "c3-", {"\"c3-\" is not a move"});
    row("missing from", S, start, "-d4", {"not a move"});
    row("one square", S, start, "c3", {"at least two squares"});
    row("empty text", S, start, "", {"no move given"});
    row("blank text", S, start, " \t ", {"no move given"});
    row("mixed separators", S, e3, "c3-e5:g7", {"either - (quiet) or : (capture)"});
    row("mixed separators, x", S, e3, "c3:e5-g7", {"either - (quiet) or : (capture)"});
    row("quiet move with three squares", S, start, "c3-d4-e5",
        {"a quiet move has two squares", "capture is written with :"});
    row("too many squares", S, e7Text, "c3:e1:g3:e5:c3:e5:c3:e1:g3:e5:c3:e5:c3:e1", {"not a move"});
    row("control character", S, start, QString("c3") + QChar(0) + "d4",
        {"\"c3\\x00d4\" is not a move"});
    row("long text cut short", S, start, "c3-d4" + QString(100, '-'), {"...\" is not a move"});
    // Captures.
    row("capture stops early", S, e3, "c3:e5", {"must be completed", "c3:e5:g7"});
    row("capture stops early, x", S, e3, "C3XE5", {"must be completed", "c3:e5:g7"});
    row("capture that does not exist", S, e3, "c3:a5:c7",
        {"c3:a5:c7 is not a legal capture", "c3:a5 or c3:e5:g7"});
    row("capture stops early, intervening", I, e7Text, "c3:e1:g3:e5",
        {"must be completed", "c3:e1:g3:e5:c3"});
    row("re-jump not allowed, intervening", I, "W:b2=W,d4=bb,g7=w", "b2:e5:c3",
        {"b2:e5:c3 is not a legal capture", "b2:e5 or b2:f6"});
    row("capture when none exists", S, start, "c3:e5", {"nothing to capture", "c3-d4"});
    // Every path is a move of its own (NOTATION.md 3.5): a shortened capture that fits several
    // is refused, even where they leave the same position (E7's three paths do).
    row("shortened, ambiguous (E7)", S, e7Text, "c3:e5",
        {"more than one capture fits", "c3:e1:g3:e5:c3:e5", "c3:e5:c3:e1:g3:e5",
         "c3:e5:g3:e1:c3:e5"});
    row("shortened, ambiguous, turkish", T, e7Text, "c3:c3",
        {"more than one capture fits", "c3:e1:g3:e5:c3 or c3:e5:g3:e1:c3"});
    row("part of a path, ambiguous", S, e7Text, "c3:e1:g3:e5",
        {"more than one capture fits", "c3:e1:g3:e5:c3:e5 or c3:e5:c3:e1:g3:e5"});
    row("king, ambiguous", S, kingTourText, "h8:a1",
        {"more than one capture fits", "h8:c3:a1", "h8:d4:a1", "h8:e5:a1"});
    row("ambiguous E6", S, "W:e3=B,f4=W,g5=B", "f4:h6",
        {"more than one capture fits", "f4:c1:h6 or f4:d2:h6"});
    // A king beside a tall column, 1,000,000 paths. While at most 10,000 paths are meant, the
    // message lists them all, as anywhere else: here the five that differ in one landing.
    row("a million paths, five fit", S, hugeText, "a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:b2",
        {"more than one capture fits; give the landing squares: "
         "a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2, a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:e5:b2, "
         "a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:f6:b2, a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:g7:b2 or "
         "a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:h8:b2"});
    // Past that, some of them and the exact number of the others: for an ambiguous capture the
    // first found, for a refusal one path for each position the capture can leave.
    row("a million paths, ambiguous", S, hugeText, "a1:b2",
        {"more than one capture fits", "a1:d4:b2:d4:a1:d4:a1:d4:a1:d4:a1:d4:b2, ",
         " or 499994 more"});
    row("a million paths, stopping early", S, hugeText, "a1:d4",
        {"must be completed: a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:d4:a1, "
         "a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2 or 199998 more"});
    row("a million paths, quiet", S, hugeText, "a1-b2",
        {"capture is compulsory: a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2 or 499999 more"});
    row("a million paths, not one of them", S, hugeText, "a1:d4:b2:c3",
        {"a1:d4:b2:c3 is not a legal capture; the captures from a1 are "
         "a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:d4:a1, a1:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2:d4:b2 or "
         "999998 more"});
    // Nothing to play.
    row("game over, no column", S, "W:h8=b", "a1-b2", {"game is over", "White has no move"});
    row("game over, blocked", S, "B:a3=b,b2=w,c1=w", "a3-b2",
        {"game is over", "Black has no move"});
    row("game over, all buried", S, "B:d4=wbb,h2=w", "d4:b6", {"game is over"});
}

void TestNotation::parseMoveRejected() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QStringList, phrases);
    const Position pos = test::position(fen, rules);
    const std::string input = text.toStdString();
    Message why;
    const auto m = parseMove(pos, input, &why);
    QVERIFY2(!m, qPrintable("accepted as " + str(m ? formatMove(*m) : "")));
    const std::string error = formatMessage(why);
    QVERIFY2(singleLine(error), error.c_str());
    // Short whatever the number of moves meant: at most six are named, of 12 jumps at most.
    QVERIFY2(error.size() < 400, error.c_str());
    const QString missing = missingPhrases(str(error), phrases);
    QVERIFY2(missing.isEmpty(), qPrintable(str(error) + "\n   lacks: " + missing));
    QVERIFY(!parseMove(pos, input)); // without an error string
}

void TestNotation::everyLegalMoveReadsBack() {
    // Every legal move's canonical text (and its `x`, upper-case and first:last forms) reads
    // back as that move, in random positions under all three rule sets.
    std::mt19937_64 rng(7);
    int moves = 0, shortened = 0, ambiguous = 0;
    for (int i = 0; i < 2000; ++i) {
        const Position pos = randomPosition(rng);
        MoveList legal;
        generateMoves(pos, legal);
        for (const Move& m : legal) {
            const std::string text = formatMove(m);
            Message error;
            const auto back = parseMove(pos, text, &error);
            QVERIFY2(back, qPrintable(str(formatPosition(pos) + " " + text + ": " +
                                          formatMessage(error))));
            QVERIFY(*back == m);
            QCOMPARE(formatMove(*back), text);
            std::string upper = text;
            for (char& c : upper) c = c == ':' ? 'x' : char(std::toupper(c));
            const auto fromUpper = parseMove(pos, upper, &error);
            QVERIFY2(fromUpper && *fromUpper == m,
                     qPrintable(str(upper + ": " + formatMessage(error))));
            ++moves;
            if (!m.isCapture() || m.jumps == 1) continue;
            // First and last square: this move when no other capture has the same ends.
            const std::string ends = text.substr(0, 2) + ":" + text.substr(text.size() - 2);
            const auto sameEnds = std::count_if(legal.begin(), legal.end(), [&](const Move& o) {
                return o.from == m.from && o.to() == m.to();
            });
            const auto shortMove = parseMove(pos, ends, &error);
            if (sameEnds == 1) {
                QVERIFY2(shortMove && *shortMove == m,
                         qPrintable(str(ends + ": " + formatMessage(error))));
                ++shortened;
            } else if (shortMove) {
                // Only an exact two-square capture wins over longer ones with the same ends.
                QCOMPARE(str(formatMove(*shortMove)), str(ends));
            } else {
                const std::string why = formatMessage(error);
                QVERIFY2(str(why).contains("more than one capture fits"), why.c_str());
                QVERIFY2(singleLine(why), why.c_str());
                ++ambiguous;
            }
        }
    }
    // The random positions really had all three kinds of input.
    const QString counts =
        QString("%1 moves, %2 shortened, %3 ambiguous").arg(moves).arg(shortened).arg(ambiguous);
    QVERIFY2(moves > 5000 && shortened > 100 && ambiguous > 100, qPrintable(counts));
}

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
