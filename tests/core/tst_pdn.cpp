// Game records (docs/NOTATION.md "Game records"): every form the reader accepts, the writer's exact
// output, round trips of random games, errors with their places, and broken input of every kind
// (truncated files, mutated and random bytes, a 10 MB line); the same read in chunks of every
// size; game files that must not hurt (devices, pipes, huge files, a million games). Fixed seeds,
// so a failure repeats.
#include "core/notation.h"
#include "core/pdn.h"
#include "core/pdn_file.h"
#include "tests/common/peakheap.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <future>
#include <random>
#include <set>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace bashni;
Q_DECLARE_METATYPE(bashni::Rules)

namespace {

const Rules allRules[] = {Rules::Standard, Rules::Intervening, Rules::Turkish};

using Rng = std::mt19937;

int below(Rng& rng, int n) {
    return int(rng() % unsigned(n));
}

std::string_view view(const QByteArray& b) {
    return {b.constData(), std::size_t(b.size())};
}

// Text with NUL bytes and the like, which a QByteArray from a plain literal would cut short.
template <std::size_t N>
QByteArray bytes(const char (&literal)[N]) {
    return QByteArray(literal, qsizetype(N - 1));
}

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

// A game on one line: opening comments, each move with its glyphs ($N) and comments, the result.
QString brief(const Game& g) {
    std::string s;
    auto add = [&](const std::string& t) { s += (s.empty() ? "" : " ") + t; };
    for (const auto& c : g.openingComments()) add("{" + c + "}");
    for (int p = 1; p <= g.plyCount(); ++p) {
        add(g.moveText(p));
        for (int n : g.annotation(p).nags) add("$" + std::to_string(n));
        for (const auto& c : g.annotation(p).comments) add("{" + c + "}");
    }
    add("=> " + std::string(resultText(g.result())));
    return text(s);
}

// The games (brief) and errors ("LINE:COLUMN: message") in file order, joined by " || ".
QString summary(const PdnReadResult& r) {
    QStringList parts;
    std::size_t game = 0, error = 0;
    for (int n = 1; n <= int(r.games.size() + r.errors.size()); ++n) {
        if (error < r.errors.size() && r.errors[error].game == n) {
            const PdnError& e = r.errors[error++];
            parts << text(formatPdnError("", e).substr(1));
        } else if (game < r.games.size()) {
            parts << brief(r.games[game++]);
        } else {
            parts << "(game numbers out of order)";
        }
    }
    return parts.join(" || ");
}

QString read(const QByteArray& input) {
    return summary(readPdn(view(input)));
}

// The text read through PdnStreamReader, the source giving at most `piece` bytes a call and the
// reader asking for `chunk` at least.
PdnReadResult streamed(std::string_view text, std::size_t chunk, std::size_t piece = 1 << 30) {
    std::size_t at = 0;
    PdnStreamReader reader(
        [&](char* buffer, std::size_t size) {
            const std::size_t n = std::min({size, piece, text.size() - at});
            std::memcpy(buffer, text.data() + at, n);
            at += n;
            return n;
        },
        chunk);
    PdnReadResult out = readRemaining(reader);
    Game game;
    PdnError error;
    if (reader.next(game, error) != PdnStreamReader::Item::End) qFatal("a game after End");
    return out;
}

// The games and errors in full: summaries, tags and places.
QString everything(const PdnReadResult& r) {
    QString s = summary(r);
    for (const Game& g : r.games) s += " | " + text(writePdn(g));
    return s;
}

// PdnFile's answer for a path.
struct Opened {
    bool open = false;
    std::string problem; // in English
};

Opened openFile(const std::string& path, PdnFileLimits limits = {}) {
    PdnFile file(path, limits);
    return {file.isOpen(), formatMessage(file.problem())};
}

std::string pathOf(const QTemporaryDir& dir, const char* name) {
    return QFile::encodeName(dir.filePath(name)).toStdString();
}

void writeFile(const std::string& path, std::string_view contents) {
    QFile f(QFile::decodeName(path.c_str()));
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", path.c_str());
    f.write(contents.data(), qint64(contents.size()));
}

Game gameFrom(const std::string& fen, Rules rules = Rules::Standard) {
    Message error;
    const auto pos = parsePosition(fen, rules, &error);
    if (!pos) qFatal("bad test position %s: %s", fen.c_str(), formatMessage(error).c_str());
    return Game(*pos);
}

void play(Game& g, std::initializer_list<const char*> moves) {
    for (const char* m : moves) {
        Message error;
        if (!g.play(m, &error)) qFatal("bad test move %s: %s", m, formatMessage(error).c_str());
    }
}

// --- random games

const char* const words[] = {"good", "a",  "bad", "move}", "{",  "tempo", "(x)", "\"q\"",
                             ";",    "$5", "!?",  "2-0",   "\t", "loses", "\n",  "\\"};

std::string randomComment(Rng& rng) {
    std::string c;
    const int n = below(rng, 4) == 0 ? 30 : below(rng, 6); // now and then longer than a line
    for (int i = 0; i < n; ++i) c += std::string(i ? " " : "") + words[below(rng, 16)];
    return c;
}

void annotate(Rng& rng, Annotation& a) {
    while (below(rng, 5) == 0)
        a.nags.push_back(below(rng, 2) ? 1 + below(rng, 6) : below(rng, 256));
    while (below(rng, 6) == 0) a.comments.push_back(randomComment(rng));
    if (below(rng, 4) == 0) { // a review's evaluation: a score, or a forced win in plies
        const bool forced = below(rng, 5) == 0;
        const int value = forced ? 1 + below(rng, 60) : below(rng, 3001);
        a.eval = Evaluation{below(rng, 2) ? value : -value, forced};
    }
}

// A set-up start: some random plies into a game, either side to move.
Position randomStart(Rng& rng, Rules rules) {
    Game g(rules);
    for (int i = below(rng, 30); i > 0 && !g.isOver(); --i) {
        const auto moves = g.legalMoves();
        g.play(moves[std::size_t(below(rng, int(moves.size())))]);
    }
    return g.position();
}

// A third untimed, the rest Fischer (some with fractions of a second) or per move.
TimeControl randomTimeControl(Rng& rng) {
    switch (below(rng, 6)) {
    case 0:
    case 1:
        return {};
    case 2:
        return TimeControl::perMove(1 + below(rng, 120'000));
    case 3:
        return TimeControl::fischer(100 * (1 + below(rng, 3000)), 100 * below(rng, 100));
    }
    return timeControlPresets[std::size_t(below(rng, int(timeControlPresets.size())))].control;
}

// Random legal moves until the game is over or 150 plies, with tags, glyphs and comments; some
// start from a set-up position, some end by resignation or agreement; some are timed, with random
// thinking times, so that some end on time.
Game randomGame(Rng& rng, Rules rules) {
    const DrawRules draws{below(rng, 4) != 0, below(rng, 4) != 0};
    Game g = below(rng, 4) == 0 ? Game(randomStart(rng, rules), draws) : Game(rules, draws);
    if (below(rng, 2)) g.setTag("Event", "Club \"final\" \\ " + std::to_string(rng()));
    if (below(rng, 3) == 0) g.setTag("Annotator", "Someone\twith a tab");
    if (below(rng, 3) == 0) g.setTag("Result", "2-0"); // the writer writes the real one
    while (below(rng, 5) == 0) g.openingComments().push_back(randomComment(rng));
    g.setTimeControl(randomTimeControl(rng));
    if (g.timeControl().timed() && below(rng, 3) == 0) g.setTag("Termination", "normal");
    for (int ply = 0; ply < 150 && !g.isOver(); ++ply) {
        const auto moves = g.legalMoves();
        const Milliseconds thinking = below(rng, 20) == 0 ? below(rng, 600'000) : below(rng, 9000);
        if (!g.play(moves[std::size_t(below(rng, int(moves.size())))], thinking)) break;
        annotate(rng, g.annotation(g.plyCount()));
    }
    if (g.isOver()) return g;
    const int end = below(rng, 7);
    if (end == 0) g.resign(Color::White);
    if (end == 1) g.resign(Color::Black);
    if (end == 2) g.agreeDraw();
    if (end == 3) g.loseOnTime(below(rng, 2) ? Color::White : Color::Black);
    return g;
}

// Whether every move text line fits in 80 columns (tag lines may not: FEN is long).
bool moveTextFits(const std::string& record) {
    std::size_t start = record.find("\n\n");
    while (start != std::string::npos && start + 1 < record.size()) {
        const std::size_t end = std::min(record.find('\n', start + 1), record.size());
        if (end - start - 1 > 80) return false;
        start = end < record.size() ? end : std::string::npos;
    }
    return true;
}

// A short file of two games with most of what a record may hold.
const char twoGames[] = "[Event \"One\"]\n"
                        "[Annotator \"x\"]\n"
                        "\n"
                        "{start} 1. c3-d4! f6-e5 $14 (1... b6-a5 {side}) 2. d4:f6 ; eol\n"
                        "g7:e5 {done} 2-0\n"
                        "\n"
                        "[Event \"Two\"]\n"
                        "[FEN \"W:b4=b,c3=w,d4=b,f6=b\"]\n"
                        "\n"
                        "1. c3:e5:g7 b4-a3 *\n";

// Texts to cut up and mutate.
const char* const seedTexts[] = {
    twoGames,
    "[Rules \"turkish\"]\n[DrawRules \"none\"]\n1. c3-d4 d6-c5 2. b2-c3 c5:e3 3. f2:d4 1-1\n",
    "\xEF\xBB\xBF[Event \"crlf\"]\r\n\r\n1. a3-b4 b6-a5 2. b4-c5 d6:b4 3. c3:a5 0-2\r\n",
    "1. c3-d4 {a (b) c} f6-g5 2. ... b2-c3 ( 2. d4-e5 ( 2. d4-c5 ) ) g5-h4 1/2-1/2\n",
};

// Short pieces that mean something to the reader, for mutations.
const char* const fragments[] = {"{",
                                 "}",
                                 "(",
                                 ")",
                                 "[",
                                 "]",
                                 "\"",
                                 "\\",
                                 "\n",
                                 "\r\n",
                                 ";",
                                 "$",
                                 "$3",
                                 "!",
                                 "?!",
                                 ".",
                                 "...",
                                 "*",
                                 "2-0",
                                 "1-0",
                                 "1/2-1/2",
                                 "\xC2\xBD-\xC2\xBD",
                                 "\xC2",
                                 "c3-d4",
                                 "c3:e5",
                                 "[Event \"x\"]",
                                 "[FEN \"W:a1=W,b8=B\"]",
                                 " ",
                                 "\t",
                                 "1.",
                                 "{[%eval +0.35]}",
                                 "[%eval #-3]"};

std::string mutate(Rng& rng, std::string s) {
    for (int edits = 1 + below(rng, 4); edits > 0; --edits) {
        const std::size_t at = s.empty() ? 0 : std::size_t(below(rng, int(s.size()) + 1));
        switch (below(rng, 5)) {
        case 0:
            s.insert(at, fragments[below(rng, int(std::size(fragments)))]);
            break;
        case 1:
            s.insert(at, 1, char(below(rng, 256)));
            break;
        case 2:
            s.erase(at, std::size_t(below(rng, 12)));
            break;
        case 3:
            if (at < s.size()) s[at] = char(below(rng, 256));
            break;
        default:
            s.insert(at, s.substr(std::size_t(below(rng, int(s.size()) + 1)), 40));
            break;
        }
    }
    return s;
}

std::string garbage(Rng& rng) {
    std::string s(std::size_t(below(rng, 400)), '\0');
    for (char& c : s) c = char(below(rng, 256));
    return s;
}

// What must hold for any input: errors point into the text and say something short and
// printable; what was read writes out and reads back to the same text.
void checkAnyInput(const std::string& input) {
    const PdnReadResult r = readPdn(input);
    int lastGame = 0;
    for (const PdnError& e : r.errors) {
        QVERIFY(e.line >= 1 && e.column >= 1);
        QVERIFY(e.game > lastGame && e.game <= int(r.games.size() + r.errors.size()));
        lastGame = e.game;
        const std::string message = formatMessage(e.message);
        QVERIFY(!message.empty() && message.size() < 400);
        for (const char c : message)
            QVERIFY2(static_cast<unsigned char>(c) >= ' ', message.c_str());
    }
    const std::string written = writePdn(r.games);
    const PdnReadResult again = readPdn(written);
    QVERIFY2(again.errors.empty(), written.c_str());
    QCOMPARE(again.games.size(), r.games.size());
    QVERIFY(writePdn(again.games) == written);
}

} // namespace

class TestPdn : public QObject {
    Q_OBJECT
  private slots:
    void acceptedForms_data();
    void acceptedForms();
    void tags();
    void setUpAndRules();
    void drawRulesOffWhileReading();
    void resultTokens_data();
    void resultTokens();
    void crlfAndBom();
    void writerExactOutput();
    void writerDrawRulesAndResult();
    void severalGamesWritten();
    void roundTrip_data();
    void roundTrip();
    void errors_data();
    void errors();
    void brokenTagKeepsTheRestOfItsGame();
    void tagValueHasALimit();
    void hugeTagIsRefusedQuickly();
    void truncatedFiles();
    void mutatedInputs();
    void tenMegabyteLine_data();
    void tenMegabyteLine();
    void streamedInChunks();
    void streamedMutatedInputs();
    void millionEmptyGames_data();
    void millionEmptyGames();
    void fileRefused();
    void fileNeverBlocks();
    void fileOverTheSizeLimit();
    void fileOverTheGamesLimit();
    void fileReadWhole();
    void evaluationText_data();
    void evaluationText();
    void evaluationRefused_data();
    void evaluationRefused();
    void evalComments();
    void evalWrittenBack();
    void glyphSuffixes();
};

void TestPdn::acceptedForms_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");
    const char* capture = "[FEN \"W:b4=b,c3=w,d4=b,f6=b\"]\n";

    QTest::newRow("numbers") << QByteArray("1. c3-d4 f6-e5 2. d4:f6 g7:e5 *")
                             << "c3-d4 f6-e5 d4:f6 g7:e5 => *";
    QTest::newRow("no numbers") << QByteArray("c3-d4 f6-e5 *") << "c3-d4 f6-e5 => *";
    QTest::newRow("glued numbers")
        << QByteArray("1.c3-d4 1...f6-e5 2.d4:f6 *") << "c3-d4 f6-e5 d4:f6 => *";
    QTest::newRow("black numbers")
        << QByteArray("1. c3-d4 1. ... f6-e5 2... d4:f6 *") << "c3-d4 f6-e5 d4:f6 => *";
    QTest::newRow("numbers not checked")
        << QByteArray("7. c3-d4 99... f6-e5 123456789. d4:f6 *") << "c3-d4 f6-e5 d4:f6 => *";
    QTest::newRow("x and upper case") << QByteArray(capture) + "1. C3xE5xG7 *"
                                      << "c3:e5:g7 => *";
    QTest::newRow("shortened capture") << QByteArray(capture) + "1. c3:g7 *"
                                       << "c3:e5:g7 => *";
    QTest::newRow("suffixes glued")
        << QByteArray("1. c3-d4! f6-e5? 2. d4:f6!! g7:e5?? 3. b2-c3!? e5-d4?! *")
        << "c3-d4 $1 f6-e5 $2 d4:f6 $3 g7:e5 $4 b2-c3 $5 e5-d4 $6 => *";
    QTest::newRow("suffixes apart") << QByteArray("1. c3-d4 ! f6-e5 !? $14 $0 $255 ?? *")
                                    << "c3-d4 $1 f6-e5 $5 $14 $0 $255 $4 => *";
    QTest::newRow("three suffix marks") << QByteArray("1. c3-d4!!? *") << "c3-d4 $3 $2 => *";
    QTest::newRow("glyph before any move") << QByteArray("$1 ! 1. c3-d4 *") << "c3-d4 => *";
    QTest::newRow("comments") << QByteArray(
                                     "{before}  1. c3-d4 {after\n  white\t} f6-e5 ; to the end \n*")
                              << "{before} c3-d4 {after white} f6-e5 {to the end} => *";
    QTest::newRow("empty and odd comments")
        << QByteArray("1. c3-d4 {} { ( [x] \"q\" ; } ;\n*") << "c3-d4 {} {( [x] \"q\" ;} {} => *";
    QTest::newRow("comment between number and move")
        << QByteArray("1. {hm} c3-d4 *") << "{hm} c3-d4 => *";
    QTest::newRow("variations")
        << QByteArray("1. c3-d4 (1. a3-b4 (1. e3-f4 {x)} ; )\n) ) f6-e5 ( 1... b6-a5 2. zz ) *")
        << "c3-d4 f6-e5 => *";
    QTest::newRow("variation with tags in a comment")
        << QByteArray("1. c3-d4 ( {\n[Event \"x\"]\n} ) *") << "c3-d4 => *";
    QTest::newRow("no result at the end") << QByteArray("1. c3-d4 f6-e5") << "c3-d4 f6-e5 => *";
    QTest::newRow("result alone") << QByteArray("*") << "=> *";
    QTest::newRow("tags alone") << QByteArray("[Event \"x\"]\n") << "=> *";
    QTest::newRow("nothing") << QByteArray(" \n\t\r\n") << "";
    QTest::newRow("comments alone") << QByteArray("{a}\n; b\n") << "";
    QTest::newRow("comment after the result") << QByteArray("1. c3-d4 * {x}\n") << "c3-d4 => *";
    QTest::newRow("three games") << QByteArray(
                                        "1. c3-d4 *\n\n1. e3-f4 2-0\n[Event \"x\"]\n1. a3-b4 0-1")
                                 << "c3-d4 => * || e3-f4 => 2-0 || a3-b4 => 0-2";
    QTest::newRow("games of tags alone")
        << QByteArray("[Event \"a\"]\n\n[Event \"b\"]\n[Site \"s\"]\n[Event \"c\"]\n1. c3-d4 *")
        << "=> * || => * || c3-d4 => *";
    QTest::newRow("games on one line") << QByteArray("c3-d4 * e3-f4 1-1 [Event \"x\"] a3-b4 *")
                                       << "c3-d4 => * || e3-f4 => 1-1 || a3-b4 => *";
    QTest::newRow("GameType Bashni")
        << QByteArray("[GameType \"Bashni\"]\nc3-d4 *") << "c3-d4 => *";
    QTest::newRow("GameType Bashni and more")
        << QByteArray("[GameType \"bashni (column draughts)\"]\nc3-d4 *") << "c3-d4 => *";
    QTest::newRow("indented tags")
        << QByteArray("  [Event \"x\"]  [Site \"y\"]\nc3-d4 *") << "c3-d4 => *";
}

void TestPdn::acceptedForms() {
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    QCOMPARE(read(input), expected);
}

void TestPdn::tags() {
    const auto r = readPdn("[Event \"A \\\"quoted\\\" \\\\ name\"]\n"
                           "[Zeta \"1\"]\n"
                           "[Site \"C:\\games\"]\n"
                           "[Alpha \"\"]\n"
                           "[Result \"0-2\"]\n"
                           "[GameType \"Bashni\"]\n"
                           "[Rules \"standard\"]\n"
                           "[SetUp \"0\"]\n"
                           "[Round\t\"3\" ]\n"
                           "1. c3-d4 *\n");
    QVERIFY(r.errors.empty());
    QCOMPARE(r.games.size(), std::size_t(1));
    const Game& g = r.games[0];
    QStringList tags;
    for (const auto& [name, value] : g.tags()) tags << text(name + "=" + value);
    // The roster first (the game always has it), unknown tags in file order; GameType, Rules
    // and SetUp live in the game itself. The Result tag is kept as read.
    QCOMPARE(tags,
             QStringList({"Event=A \"quoted\" \\ name", "Site=C:\\games", "Date=????.??.??",
                          "Round=3", "White=?", "Black=?", "Result=0-2", "Zeta=1", "Alpha="}));
    QCOMPARE(g.result(), Result::Unfinished);
}

void TestPdn::setUpAndRules() {
    const auto r = readPdn("[Rules \"turkish\"]\n[SetUp \"1\"]\n"
                           "[FEN \" B : a1=w , d4=wB, e5=b \"]\n1... e5:c3 *\n"
                           "[Rules \"Intervening\"]\n1. c3-d4 *\n"
                           "[FEN \"W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,"
                           "b6=b,d6=b,f6=b,h6=b,a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b\"]\n*\n");
    QVERIFY(r.errors.empty());
    QCOMPARE(r.games.size(), std::size_t(3));
    QCOMPARE(r.games[0].rules(), Rules::Turkish);
    QVERIFY(r.games[0].fromSetUp());
    QCOMPARE(text(formatPosition(r.games[0].startPosition())), QString("B:a1=w,d4=wB,e5=b"));
    QCOMPARE(text(formatPosition(r.games[0].position())), QString("W:a1=w,c3=bw,d4=B"));
    QCOMPARE(r.games[1].rules(), Rules::Intervening);
    QVERIFY(!r.games[1].fromSetUp());
    QVERIFY(!r.games[2].fromSetUp()); // the start position written out is no set-up
}

void TestPdn::drawRulesOffWhileReading() {
    // Kings shuffle: the start position is back for the third time after ply 8, and the line
    // goes on; the record still loads, and then has its draw rules.
    const QByteArray shuffle = "a1-b2 b8-a7 b2-a1 a7-b8 a1-b2 b8-a7 b2-a1 a7-b8 a1-b2 b8-a7 *\n";
    const auto r = readPdn(view("[FEN \"W:a1=W,b8=B\"]\n" + shuffle +
                                "[FEN \"W:a1=W,b8=B\"]\n[DrawRules \"none\"]\n" + shuffle +
                                "[FEN \"W:a1=W,b8=B\"]\n[DrawRules \"30-ply\"]\n" + shuffle +
                                "[FEN \"W:a1=W,b8=B\"]\n[DrawRules \"repetition\"]\n" + shuffle));
    QVERIFY(r.errors.empty());
    QCOMPARE(r.games.size(), std::size_t(4));
    for (const Game& g : r.games) QCOMPARE(g.plyCount(), 10);
    QCOMPARE(r.games[0].drawRules(), DrawRules{});
    QCOMPARE(r.games[1].drawRules(), (DrawRules{false, false}));
    QCOMPARE(r.games[2].drawRules(), (DrawRules{false, true}));
    QCOMPARE(r.games[3].drawRules(), (DrawRules{true, false}));
    QCOMPARE(r.games[0].ending(), Ending::Repetition); // ply 10 repeats ply 2 and 6
    QCOMPARE(r.games[1].ending(), Ending::None);

    // 40 plies of king moves: past the 30-ply rule, still loads.
    std::string longLine;
    for (int i = 0; i < 10; ++i) longLine += "a1-b2 b8-a7 b2-c1 a7-b6 c1-b2 b6-a7 b2-a1 a7-b8 ";
    const auto more = readPdn("[FEN \"W:a1=W,b8=B\"]\n" + longLine + "*");
    QVERIFY(more.errors.empty());
    QCOMPARE(more.games[0].plyCount(), 80);
}

void TestPdn::resultTokens_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("result");
    QTest::addColumn<int>("ending");
    const char* over = "[FEN \"W:c3=w,d4=b\"]\n1. c3:e5 "; // Black cannot move after it
    const auto row = [](const char* name, const QByteArray& in, const char* res, Ending e) {
        QTest::newRow(name) << in << QString(res) << int(e);
    };
    row("2-0 resigns Black", "c3-d4 2-0", "2-0", Ending::Resignation);
    row("1-0", "c3-d4 1-0", "2-0", Ending::Resignation);
    row("0-2 resigns White", "c3-d4 0-2", "0-2", Ending::Resignation);
    row("0-1", "c3-d4 0-1", "0-2", Ending::Resignation);
    row("1-1 agreed", "c3-d4 1-1", "1-1", Ending::Agreement);
    row("1/2-1/2", "c3-d4 1/2-1/2", "1-1", Ending::Agreement);
    row("half-half", "c3-d4 \xC2\xBD-\xC2\xBD", "1-1", Ending::Agreement);
    row("* unfinished", "c3-d4 *", "*", Ending::None);
    row("missing", "c3-d4", "*", Ending::None);
    row("resigned at the start", "0-2", "0-2", Ending::Resignation);
    row("rule ending with *", QByteArray(over) + "*", "2-0", Ending::NoMoves);
    row("rule ending without result", QByteArray(over), "2-0", Ending::NoMoves);
    row("rule ending agrees", QByteArray(over) + "2-0", "2-0", Ending::NoMoves);
    row("rule ending beats 1-1", QByteArray(over) + "1-1", "2-0", Ending::NoMoves);
    row("rule ending beats 0-2", QByteArray(over) + "0-1", "2-0", Ending::NoMoves);
    row("token beats the tag", "[Result \"1-1\"]\nc3-d4 0-2", "0-2", Ending::Resignation);
    row("tag alone decides nothing", "[Result \"2-0\"]\nc3-d4", "*", Ending::None);
}

void TestPdn::resultTokens() {
    QFETCH(QByteArray, input);
    QFETCH(QString, result);
    QFETCH(int, ending);
    const auto r = readPdn(view(input));
    QVERIFY(r.errors.empty());
    QCOMPARE(r.games.size(), std::size_t(1));
    QCOMPARE(text(std::string(resultText(r.games[0].result()))), result);
    QCOMPARE(int(r.games[0].ending()), ending);
}

void TestPdn::crlfAndBom() {
    const QByteArray file = "\xEF\xBB\xBF[Event \"a\"]\r\n[Site \"b\"]\r\n\r\n"
                            "1. c3-d4 {two\r\nlines} f6-e5 ; note\r\n2. d4:f6 2-0\r\n\r\n"
                            "[Event \"c\"]\r\n\r\n1. e3-f4 *\r\n";
    const auto r = readPdn(view(file));
    QVERIFY(r.errors.empty());
    QCOMPARE(summary(r), QString("c3-d4 {two lines} f6-e5 {note} d4:f6 => 2-0 || e3-f4 => *"));
    QCOMPARE(text(r.games[0].tag("Site")), QString("b"));
    // Errors count lines over CRLF and columns from after the byte order mark.
    QCOMPARE(read("\xEF\xBB\xBF"
                  "1. c3-d5 *"),
             QString("1:4: illegal move c3-d5: d5 is a light square; play is on the dark squares"));
    QCOMPARE(read("1. c3-d4 *\r\n\r\n 1. <"),
             QString("c3-d4 => * || 3:5: unexpected character '<'"));
}

void TestPdn::writerExactOutput() {
    std::string start = formatPosition(Position::start(Rules::Intervening));
    start[0] = 'B'; // Black to move: a set-up position
    Game g = gameFrom(start, Rules::Intervening);
    g.setDrawRules({true, false});
    g.setTag("Black", "Bashni AI (level 5)");
    g.setTag("Annotator", "A \"quoted\" \\ name\nwith a line break");
    g.setTag("Event", "Club final");
    g.setTag("FEN", "ignored: the writer writes the real one");
    g.setTag("Bad name", "skipped");
    g.setTag("GameType", "Chess");
    g.openingComments().push_back("Black moves first");
    play(g,
         {"f6-e5", "g3-f4", "e5:g3", "f2:h4",    "d6-e5",       "e3-d4", "g7-f6", "h4-g5", "h6:f4",
          "g3-h4", "e7-d6", "d4-c5", "b6:d4",    "g1-f2",       "a7-b6", "h2-g3", "f4:h2", "a3-b4",
          "d8-e7", "d2-e3", "h2-g1", "e3:c5:a7", "g1:e3:c5:a3", "e1-f2", "a3-b4", "c3:a5"});
    g.annotation(1).nags = {5};
    g.annotation(2).nags = {14, 1};
    g.annotation(3).nags = {4, 18};
    g.annotation(3).comments = {"forced }", "second\nline"};
    g.annotation(12).comments = {"a long comment that does not fit on what is left of its line, "
                                 "so it goes on the next one and is broken at its spaces"};
    g.annotation(22).nags = {3};
    g.resign(Color::White);
    const std::string expected =
        "[Event \"Club final\"]\n"
        "[Site \"?\"]\n"
        "[Date \"????.??.??\"]\n"
        "[Round \"?\"]\n"
        "[White \"?\"]\n"
        "[Black \"Bashni AI (level 5)\"]\n"
        "[Result \"0-2\"]\n"
        "[GameType \"Bashni\"]\n"
        "[Rules \"intervening\"]\n"
        "[DrawRules \"repetition\"]\n"
        "[Annotator \"A \\\"quoted\\\" \\\\ name with a line break\"]\n"
        "[SetUp \"1\"]\n"
        "[FEN \"B:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,b6=b,d6=b,f6=b,"
        "h6=b,a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b\"]\n"
        "\n"
        "{Black moves first} 1... f6-e5!? 2. g3-f4 $14 $1 e5:g3?? $18 {forced )}\n"
        "{second line} 3. f2:h4 d6-e5 4. e3-d4 g7-f6 5. h4-g5 h6:f4 6. g3-h4 e7-d6\n"
        "7. d4-c5 {a long comment that does not fit on what is left of its line, so it\n"
        "goes on the next one and is broken at its spaces} 7... b6:d4 8. g1-f2 a7-b6\n"
        "9. h2-g3 f4:h2 10. a3-b4 d8-e7 11. d2-e3 h2-g1 12. e3:c5:a7!! g1:e3:c5:a3\n"
        "13. e1-f2 a3-b4 14. c3:a5 0-2\n";
    const std::string written = writePdn(g);
    QCOMPARE(text(written), text(expected));
    QVERIFY(moveTextFits(written));
    const auto back = readPdn(written);
    QVERIFY(back.errors.empty());
    QCOMPARE(text(writePdn(back.games)), text(expected));
    QVERIFY(brief(back.games[0])
                .startsWith("{Black moves first} f6-e5 $5 g3-f4 $14 $1 e5:g3 $4 $18 {forced )} "
                            "{second line} f2:h4"));
}

void TestPdn::writerDrawRulesAndResult() {
    const auto tagsOf = [](const Game& g) {
        const std::string w = writePdn(g);
        return text(w.substr(0, w.find("\n\n")));
    };
    Game g;
    QVERIFY(!tagsOf(g).contains("DrawRules"));
    g.setDrawRules({false, true});
    QVERIFY(tagsOf(g).contains("[DrawRules \"30-ply\"]"));
    g.setDrawRules({false, false});
    QVERIFY(tagsOf(g).contains("[Rules \"standard\"]\n[DrawRules \"none\"]"));
    g.setTag("Result", "2-0"); // the tag follows the game, not what was set
    QVERIFY(tagsOf(g).contains("[Result \"*\"]"));
    QCOMPARE(text(writePdn(Game()).substr(writePdn(Game()).find("\n\n"))), QString("\n\n*\n"));
    Game h;
    play(h, {"c3-d4"});
    h.annotation(1).nags = {300, -1, 7, 2}; // glyphs out of PGN's range are left out
    const std::string w = writePdn(h);
    QCOMPARE(text(w.substr(w.find("\n\n"))), QString("\n\n1. c3-d4 $7 $2 *\n"));
}

void TestPdn::severalGamesWritten() {
    Game a, b(Rules::Turkish);
    play(a, {"c3-d4"});
    play(b, {"e3-f4", "f6-g5"});
    b.agreeDraw();
    const std::string both = writePdn(std::vector<Game>{a, b});
    QCOMPARE(text(both), text(writePdn(a) + "\n" + writePdn(b)));
    QVERIFY(both.find("\n\n\n") == std::string::npos);
    QCOMPARE(read(QByteArray::fromStdString(both)), QString("c3-d4 => * || e3-f4 f6-g5 => 1-1"));
    QCOMPARE(writePdn(std::vector<Game>{}), std::string());
}

void TestPdn::roundTrip_data() {
    QTest::addColumn<Rules>("rules");
    for (Rules r : allRules) QTest::newRow(std::string(rulesName(r)).c_str()) << r;
}

void TestPdn::roundTrip() {
    QFETCH(Rules, rules);
    Rng rng(20261130u + unsigned(rules));
    for (int i = 0; i < 200; ++i) {
        const Game g = randomGame(rng, rules);
        const std::string written = writePdn(g);
        const auto r = readPdn(written);
        if (!r.errors.empty())
            qWarning("%s", (formatPdnError("game", r.errors[0]) + "\n" + written).c_str());
        QVERIFY(r.errors.empty());
        QCOMPARE(r.games.size(), std::size_t(1));
        const Game& back = r.games[0];
        QCOMPARE(text(writePdn(back)), text(written));
        QCOMPARE(back.plyCount(), g.plyCount());
        QCOMPARE(back.result(), g.result());
        QCOMPARE(back.ending(), g.ending());
        QCOMPARE(back.drawRules(), g.drawRules());
        QVERIFY(back.timeControl() == g.timeControl());
        for (int ply = 1; ply <= g.plyCount(); ++ply) QVERIFY(back.clock(ply) == g.clock(ply));
        if (g.ending() != Ending::TimeForfeit) // else the writer's, from the ending
            QCOMPARE(back.tag("Termination"), g.tag("Termination"));
        QCOMPARE(back.rules(), rules);
        QVERIFY(back.startPosition() == g.startPosition());
        QVERIFY(back.position() == g.position());
        QVERIFY2(moveTextFits(written) || written.find("{") != std::string::npos, written.c_str());
        const std::string result(resultText(g.result()));
        QVERIFY(written.ends_with(" " + result + "\n") || written.ends_with("\n" + result + "\n"));
        QVERIFY(written.find("[Result \"" + result + "\"]") != std::string::npos);
    }
}

void TestPdn::errors_data() {
    QTest::addColumn<QByteArray>("bad");
    QTest::addColumn<QString>("error");
    // Each bad game sits between two good ones, from line 2 on.
    const auto row = [](const char* name, const QByteArray& bad, const char* error) {
        QTest::newRow(name) << bad << QString(error);
    };
    row("light square", "[Event \"b\"]\n1. c3-d5 *",
        "3:4: illegal move c3-d5: d5 is a light square; play is on the dark squares");
    row("unreadable move", "1. c3-d4 f6-e5 2. zz *",
        "2:19: illegal move zz: \"zz\" is not a move: expected squares like c3-d4 or c3:e5 "
        "(\"zz\" is not a square)");
    row("not your piece", "1. f6-e5 *",
        "2:4: illegal move f6-e5: no piece of yours on f6: the column there is Black's");
    row("capture compulsory", "1. c3-d4 f6-e5 2. a3-b4 *",
        "2:19: illegal move a3-b4: capture is compulsory: d4:f6");
    row("long move cut short", "1. c3-d4a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1 *",
        "2:4: illegal move \"c3-d4a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a...\": "
        "\"c3-d4a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a...\" is not a move: squares are separated "
        "by - or :");
    row("after the end", "[FEN \"W:c3=w,d4=b\"]\n1. c3:e5 d4-c3 *",
        "3:10: the game is already over: Black cannot move: White wins.");
    row("unknown result", "1. c3-d4 3-0", "2:10: unknown result 3-0 (expected 2-0, 0-2, 1-1 or *)");
    row("number without dot", "1 c3-d4 *", "2:1: a move number needs a dot: 1");
    row("unterminated comment", "1. c3-d4 {oops *", "2:10: unterminated comment: '{' without '}'");
    row("unterminated tag", "[Event \"b\"\n1. c3-d4 *", "2:1: unterminated tag: '[' without ']'");
    row("junk in a tag", "[Event \"b\" x]\n1. c3-d4 *", "2:12: expected ']' after the tag's value");
    row("unterminated string", "[Event \"b]\n1. c3-d4 *",
        "2:8: unterminated string: '\"' without a closing '\"'");
    row("no tag name", "[ \"b\"]\n1. c3-d4 *", "2:3: expected a tag name after '['");
    row("no tag value", "[Event b]\n1. c3-d4 *", "2:8: expected the tag's value in double quotes");
    row("unbalanced )", "1. c3-d4 ) *", "2:10: unbalanced ')': no variation to close");
    row("unterminated (", "1. c3-d4 ( f6-e5 *\n\n",
        "2:10: unterminated variation: '(' without ')'");
    row("tags after moves", "1. c3-d4 f6-e5\n",
        "4:1: a new game's tags, but this game has no result (2-0, 0-2, 1-1 or *)");
    row("stray character", "1. c3-d4 <b> *", "2:10: unexpected character '<'");
    row("NUL byte", bytes("1. c3-d4 \0 *"), "2:10: unexpected byte 0x00");
    row("high byte", "1. c3-d4 \xFF *", "2:10: unexpected byte 0xFF");
    row("GameType", "[GameType \"20\"]\n1. c3-d4 *", "2:11: unsupported GameType \"20\"");
    row("Rules", "[Rules \"russian\"]\n1. c3-d4 *",
        "2:8: unknown rules \"russian\" (standard, intervening or turkish)");
    row("FEN", "[Rules \"turkish\"]\n[FEN \"W:a2=w\"]\n1. c3-d4 *",
        "3:6: FEN: entry \"a2=w\": a2 is a light square; columns stand on dark squares only");
    row("DrawRules", "[DrawRules \"sometimes\"]\n*",
        "2:12: unknown draw rule \"sometimes\" (repetition, 30-ply or none)");
    row("DrawRules none and more", "[DrawRules \"none 30-ply\"]\n*",
        "2:12: DrawRules lists repetition and/or 30-ply, or is none");
    row("TimeControl", "[TimeControl \"5 min\"]\n*",
        "2:14: unknown time control \"5 min\" (expected -, seconds plus increment as in 300+3, or "
        "seconds per move as in 60/move)");
    row("$ without number", "1. c3-d4 $ *", "2:10: expected a number after $");
    row("$ out of range", "1. c3-d4 $256 *", "2:10: annotation glyph $256 is out of range");
}

void TestPdn::errors() {
    QFETCH(QByteArray, bad);
    QFETCH(QString, error);
    const QByteArray file = "1. c3-d4 *\n" + bad + "\n[Event \"c\"]\n1. e3-f4 *\n";
    QCOMPARE(read(file), "c3-d4 => * || " + error + " || e3-f4 => *");
    // The same with the file's name, as a program reports it.
    const auto r = readPdn(view(file));
    QCOMPARE(r.errors.size(), std::size_t(1));
    QCOMPARE(r.errors[0].game, 2);
    QCOMPARE(text(formatPdnError("games.pdn", r.errors[0])), "games.pdn:" + error);
}

void TestPdn::truncatedFiles() {
    const std::string file = twoGames;
    const auto whole = readPdn(file);
    QVERIFY(whole.errors.empty());
    QCOMPARE(whole.games.size(), std::size_t(2));
    const std::size_t secondStart = file.find("[Event \"Two\"]");
    for (std::size_t n = 0; n < file.size(); ++n) {
        const auto r = readPdn(std::string_view(file).substr(0, n));
        QVERIFY(r.games.size() + r.errors.size() <= 2);
        if (n < secondStart) QVERIFY(r.games.size() <= 1);
        // Whatever loads is the start of the game it was cut from.
        std::set<int> failed;
        for (const PdnError& e : r.errors) failed.insert(e.game);
        int number = 1;
        for (const Game& g : r.games) {
            while (failed.count(number)) ++number;
            const Game& full = whole.games.at(std::size_t(number++ - 1));
            QVERIFY(g.plyCount() <= full.plyCount());
            for (int p = 1; p <= g.plyCount(); ++p) QVERIFY(g.move(p) == full.move(p));
        }
    }
}

void TestPdn::mutatedInputs() {
    Rng rng(4242);
    for (int i = 0; i < 20000; ++i) {
        const std::string input =
            below(rng, 10) == 0 ? garbage(rng)
                                : mutate(rng, seedTexts[below(rng, int(std::size(seedTexts)))]);
        checkAnyInput(input);
        if (QTest::currentTestFailed()) {
            qWarning("input %d: %s", i,
                     QByteArray::fromStdString(input).toPercentEncoding().constData());
            return;
        }
    }
}

void TestPdn::tenMegabyteLine_data() {
    QTest::addColumn<QByteArray>("prefix");
    QTest::addColumn<QByteArray>("unit"); // repeated to 10 MB
    QTest::addColumn<QByteArray>("suffix");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("errors");
    const auto row = [](const char* name, const QByteArray& prefix, const QByteArray& unit,
                        const QByteArray& suffix, int games, int errors) {
        QTest::newRow(name) << prefix << unit << suffix << games << errors;
    };
    row("one word", "", "a", "", 0, 1);
    row("digits", "", "1", "", 0, 1);
    row("open braces", "", "{", "", 0, 1);
    row("open parentheses", "", "(", "", 0, 1);
    row("close parentheses", "", ")", "", 0, 1);
    row("open brackets", "", "[", "", 0, 1);
    row("quotes", "", "\"", "", 0, 1);
    row("NUL bytes", "", bytes("\0"), "", 0, 1);
    row("high bytes", "", "\xC2\xBD", "", 0, 1);
    row("dots", "", "...", "", 0, 0);
    row("move numbers", "", "1. ", "*", 1, 0);
    row("glyphs", "c3-d4 ", "!? $1 ", "*", 1, 0);
    row("the same move", "", "c3-d4 ", "", 0, 1);
    row("tag value", "[Event \"", "x", "\"] *", 0, 1); // over MaxPdnTagBytes (4.2)
    row("comment", "{", "x ", "} c3-d4 *", 1, 0);
    row("variations", "c3-d4 ", "(f6-e5 {x} (a) ) ", "*", 1, 0);
    row("nested variations", "c3-d4 ", "((", "", 0, 1);
    row("a long game", "[FEN \"W:a1=W,b8=B\"][DrawRules \"none\"]", "a1-b2 b8-a7 b2-a1 a7-b8 ", "*",
        1, 0);
}

void TestPdn::tenMegabyteLine() {
    QFETCH(QByteArray, prefix);
    QFETCH(QByteArray, unit);
    QFETCH(QByteArray, suffix);
    QFETCH(int, games);
    QFETCH(int, errors);
    constexpr qsizetype Size = 10 << 20;
    QByteArray line = prefix;
    line.reserve(Size + prefix.size() + unit.size() + suffix.size());
    while (line.size() < Size) line += unit;
    line += suffix;
    const auto r = readPdn(view(line));
    QCOMPARE(int(r.games.size()), games);
    QCOMPARE(int(r.errors.size()), errors);
    // Read in chunks, the one long game is read again with twice the text each time: linear.
    const auto s = streamed(view(line), PdnStreamReader::DefaultChunk);
    QCOMPARE(summary(s), summary(r));
}

void TestPdn::streamedInChunks() {
    // Every text cut at every place: chunks of 1 to 40 bytes, sources that give a byte or three
    // at a time, the byte order mark and CRLF, and the files of errors() (one error each).
    std::vector<std::string> texts(std::begin(seedTexts), std::end(seedTexts));
    texts.push_back("\xEF\xBB\xBF"
                    "1. c3-d5 *");
    texts.push_back("1. c3-d4 {oops *\n[Event \"x\"] * {a}");
    texts.push_back("1. c3-d4 ( f6-e5 *\n\n[Event \"x\"]\n1. a3-b4 ) *");
    texts.push_back(
        "[Event \"a\"][Event \"b\"]\n1. c3-d4 ; one\n2-0 \xC2\xBD-\xC2\xBD 1/2-1/2 $12");
    texts.push_back("* * * [Bad\n[Site \"b\"]\n\n1. c3-d4 *\n\n[Event \"c\"]\n1. e3-f4 *");
    texts.push_back("1. c3-d4 f6-e5\n[Event \"b\"]\n1. c3-d5 *\n   \t\n");
    for (const std::string& text : texts) {
        const QString whole = everything(readPdn(text));
        for (std::size_t chunk = 1; chunk <= 40; ++chunk) {
            for (const std::size_t piece : {std::size_t(1), std::size_t(3), text.size()}) {
                const QString parts = everything(streamed(text, chunk, piece));
                QVERIFY2(parts == whole, qPrintable(QString("chunk %1, piece %2:\n%3\n%4")
                                                        .arg(chunk)
                                                        .arg(piece)
                                                        .arg(parts, whole)));
            }
        }
    }
}

void TestPdn::streamedMutatedInputs() {
    Rng rng(777);
    for (int i = 0; i < 5000; ++i) {
        const std::string input =
            below(rng, 10) == 0 ? garbage(rng)
                                : mutate(rng, seedTexts[below(rng, int(std::size(seedTexts)))]);
        const std::size_t chunk = std::size_t(1 + below(rng, 64));
        const QString whole = everything(readPdn(input)),
                      parts = everything(streamed(input, chunk));
        if (parts != whole) {
            qWarning("input %d, chunk %zu: %s", i, chunk,
                     QByteArray::fromStdString(input).toPercentEncoding().constData());
            QCOMPARE(parts, whole);
        }
    }
}

void TestPdn::millionEmptyGames_data() {
    QTest::addColumn<QByteArray>("unit");
    QTest::addColumn<int>("games");
    QTest::newRow("empty games") << QByteArray("* ") << 1000000;
    QTest::newRow("repeated tags") << QByteArray("[Event \"x\"]\n") << 200000;
}

void TestPdn::millionEmptyGames() {
    // A few MB of tiny games take the memory of one game and a chunk or two, not of every game:
    // the reader keeps no game it has given, and its text only from the game being read on.
    QFETCH(QByteArray, unit);
    QFETCH(int, games);
    QTemporaryDir dir;
    const std::string path = pathOf(dir, "million.pdn");
    {
        std::string text;
        text.reserve(std::size_t(unit.size()) * std::size_t(games));
        for (int i = 0; i < games; ++i) text.append(unit.constData(), std::size_t(unit.size()));
        writeFile(path, text);
    }
    int read = 0;
    const std::size_t peak = peakHeap([&] {
        PdnFile file(path, {MaxPdnFileBytes, 10'000'000});
        Game game;
        PdnError error;
        while (file.next(game, error) == PdnStreamReader::Item::Game) ++read;
        QVERIFY2(file.problem().empty(), formatMessage(file.problem()).c_str());
    });
    QCOMPARE(read, games);
    // The text held at once, as the stream reader counts it.
    {
        std::string text;
        for (int i = 0; i < games; ++i) text.append(unit.constData(), std::size_t(unit.size()));
        std::size_t at = 0;
        PdnStreamReader chunks([&](char* buffer, std::size_t size) {
            const std::size_t n = std::min(size, text.size() - at);
            std::memcpy(buffer, text.data() + at, n);
            at += n;
            return n;
        });
        Game game;
        PdnError error;
        std::size_t mostBuffered = 0;
        while (chunks.next(game, error) == PdnStreamReader::Item::Game)
            mostBuffered = std::max(mostBuffered, chunks.buffered());
        QVERIFY2(mostBuffered <= 2 * PdnStreamReader::DefaultChunk,
                 qPrintable(QString::number(mostBuffered)));
    }
    QVERIFY2(peak < (1 << 20), qPrintable(QString("%1 bytes at most").arg(peak)));
}

void TestPdn::fileRefused() {
    QTemporaryDir dir;
    const Opened missing = openFile(pathOf(dir, "missing.pdn"));
    QVERIFY(!missing.open);
    QCOMPARE(missing.problem, "cannot read the file: " + std::string(std::strerror(ENOENT)));
    const Opened directory = openFile(QFile::encodeName(dir.path()).toStdString());
    QVERIFY(!directory.open);
    QCOMPARE(directory.problem, "cannot read the file: " + std::string(std::strerror(EISDIR)));
    // A device is never opened, let alone read to the end (there is none).
    for (const char* device : {"/dev/zero", "/dev/null", "/dev/urandom"}) {
        const Opened d = openFile(device);
        QVERIFY(!d.open);
        QCOMPARE(d.problem,
                 std::string("not a regular file (a device or a pipe): only files are read"));
    }
    // Nothing is given from a file that could not be opened.
    PdnFile none(pathOf(dir, "missing.pdn"));
    Game game;
    PdnError error;
    QCOMPARE(int(none.next(game, error)), int(PdnStreamReader::Item::End));
    QCOMPARE(none.count(), 0);
}

void TestPdn::fileNeverBlocks() {
    // Opening a pipe for reading waits for a writer: the file must be refused before that. Should
    // it block all the same, a writer comes after a few seconds so the test fails, not hangs.
    QTemporaryDir dir;
    const std::string fifo = pathOf(dir, "fifo");
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    auto opened = std::async(std::launch::async, [&] { return openFile(fifo); });
    if (opened.wait_for(std::chrono::seconds(5)) != std::future_status::ready) {
        const int writer = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
        if (writer >= 0) ::close(writer);
        opened.wait();
        QFAIL("opening a pipe blocked");
    }
    const Opened r = opened.get();
    QVERIFY(!r.open);
    QCOMPARE(r.problem,
             std::string("not a regular file (a device or a pipe): only files are read"));
}

void TestPdn::fileOverTheSizeLimit() {
    QTemporaryDir dir;
    // A sparse file a byte over the real limit: refused from its size, without reading it.
    const std::string huge = pathOf(dir, "huge.pdn");
    {
        QFile f(QFile::decodeName(huge.c_str()));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(MaxPdnFileBytes) + 1));
    }
    const Opened big = openFile(huge);
    QVERIFY(!big.open);
    QCOMPARE(big.problem, "the file has " + std::to_string(MaxPdnFileBytes + 1) +
                              " bytes, more than the " + std::to_string(MaxPdnFileBytes) +
                              " a game file may have");
    // The limit itself is read, and a smaller one applies.
    const std::string small = pathOf(dir, "small.pdn");
    writeFile(small, "1. c3-d4 *\n"); // 11 bytes
    QVERIFY(openFile(small, {11, MaxPdnFileGames}).open);
    QCOMPARE(openFile(small, {10, MaxPdnFileGames}).problem,
             std::string("the file has 11 bytes, more than the 10 a game file may have"));
}

void TestPdn::fileOverTheGamesLimit() {
    QTemporaryDir dir;
    const std::string path = pathOf(dir, "five.pdn");
    // Five games, the second one broken: broken games count too.
    writeFile(path,
              "[Event \"1\"]\n1. c3-d4 *\n[Event \"2\"]\n1. c3-c5 *\n[Event \"3\"]\n1. e3-f4 *\n"
              "[Event \"4\"]\n1. a3-b4 *\n[Event \"5\"]\n1. g3-h4 *\n");
    PdnFile file(path, {MaxPdnFileBytes, 3});
    QVERIFY(file.isOpen());
    Game game;
    PdnError error;
    QCOMPARE(int(file.next(game, error)), int(PdnStreamReader::Item::Game));
    QCOMPARE(int(file.next(game, error)), int(PdnStreamReader::Item::Error));
    QCOMPARE(error.game, 2);
    QCOMPARE(int(file.next(game, error)), int(PdnStreamReader::Item::Game));
    QCOMPARE(game.moveText(1), std::string("e3-f4"));
    QVERIFY(file.problem().empty());
    QCOMPARE(int(file.next(game, error)), int(PdnStreamReader::Item::End));
    QVERIFY(file.problem().is(messages::TooManyGames));
    QCOMPARE(formatMessage(file.problem()),
             std::string("only the first 3 games were read: a game file may hold no more"));
    QCOMPARE(file.count(), 3);
    QCOMPARE(int(file.next(game, error)), int(PdnStreamReader::Item::End));
    // Exactly as many as the limit: all is well.
    const PdnFileRead five = readPdnFile(path, {MaxPdnFileBytes, 5});
    QCOMPARE(five.games.size(), std::size_t(4));
    QCOMPARE(five.errors.size(), std::size_t(1));
    QVERIFY(five.problem.empty());
    const PdnFileRead four = readPdnFile(path, {MaxPdnFileBytes, 4});
    QCOMPARE(four.games.size(), std::size_t(3));
    QCOMPARE(formatMessage(four.problem),
             std::string("only the first 4 games were read: a game file may hold no more"));
}

void TestPdn::fileReadWhole() {
    // A file gives what its text does, in chunks or not.
    QTemporaryDir dir;
    const std::string path = pathOf(dir, "two.pdn");
    writeFile(path, twoGames);
    const PdnFileRead r = readPdnFile(path);
    QVERIFY(r.opened);
    QVERIFY(r.problem.empty());
    const PdnReadResult whole = readPdn(twoGames);
    QCOMPARE(everything({r.games, r.errors}), everything(whole));
    QCOMPARE(r.games.size(), std::size_t(2));
    // An empty file has no games and no problem.
    writeFile(pathOf(dir, "empty.pdn"), "");
    const PdnFileRead empty = readPdnFile(pathOf(dir, "empty.pdn"));
    QVERIFY(empty.opened && empty.games.empty() && empty.errors.empty() && empty.problem.empty());
}

void TestPdn::brokenTagKeepsTheRestOfItsGame() {
    // The error skips the whole broken game: its later tags must not pose as another game.
    const QByteArray file = "[Event \"a\"]\n[Bad\n[Site \"b\"]\n\n1. c3-d4 *\n\n"
                            "[Event \"c\"]\n\n1. e3-f4 *\n";
    const PdnReadResult r = readPdn(view(file));
    QCOMPARE(r.errors.size(), std::size_t(1));
    QCOMPARE(r.errors[0].game, 1);
    QCOMPARE(r.errors[0].line, 2);
    QCOMPARE(r.games.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(r.games[0].tag("Event")), QString("c"));
}

// NOTATION.md 4.2: a value of MaxPdnTagBytes (an escaped quote counting one) reads; one byte more
// refuses its game, at the value's opening quote, and the next game reads. The writer cuts a
// longer value, at a character's start, so that what it writes reads back.
void TestPdn::tagValueHasALimit() {
    QCOMPARE(MaxPdnTagBytes, std::size_t(1000)); // the number docs/NOTATION.md gives
    const QByteArray fits = "\\\"" + QByteArray(int(MaxPdnTagBytes) - 1, 'a');
    const QByteArray file = "[White \"" + fits + "\"]\n\n1. c3-d4 *\n\n" +
                            "[Event \"x\"]\n[White \"" + QByteArray(int(MaxPdnTagBytes) + 1, 'b') +
                            "\"]\n\n1. c3-d4 *\n\n" + "[Event \"c\"]\n\n1. e3-f4 *\n";
    const PdnReadResult r = readPdn(view(file));
    QCOMPARE(r.games.size(), std::size_t(2));
    QCOMPARE(r.games[0].tag("White").size(), MaxPdnTagBytes);
    QCOMPARE(r.games[1].tag("Event"), std::string("c"));
    QCOMPARE(r.errors.size(), std::size_t(1));
    QCOMPARE(r.errors[0].game, 2);
    QCOMPARE(r.errors[0].line, 6);
    QCOMPARE(r.errors[0].column, 8);
    QVERIFY(r.errors[0].message.is(messages::TagValueTooLong));
    QCOMPARE(formatMessage(r.errors[0].message),
             std::string("the tag's value is too long (at most 1000 bytes)"));

    Game g;
    std::string name;
    for (int i = 0; i < 600; ++i) name += "\xD0\x96"; // Ж: 1,200 bytes
    g.setTag("White", name);
    const PdnReadResult back = readPdn(writePdn(g));
    QCOMPARE(back.games.size(), std::size_t(1));
    QCOMPARE(back.games[0].tag("White"), name.substr(0, MaxPdnTagBytes));
    name.insert(0, "a"); // the limit falls inside a character: it is left out whole
    g.setTag("White", name);
    QCOMPARE(readPdn(writePdn(g)).games.at(0).tag("White"), name.substr(0, MaxPdnTagBytes - 1));
}

// A 20 MB tag is refused, not held: reading the file costs about what its text does, and the
// games after it read.
void TestPdn::hugeTagIsRefusedQuickly() {
    QTemporaryDir dir;
    const std::string path = pathOf(dir, "huge-tag.pdn");
    const std::size_t size = std::size_t(20) << 20;
    {
        std::string text = "[Event \"a\"]\n[White \"";
        text.append(size, 'x');
        text += "\"]\n\n1. c3-d4 *\n\n[Event \"b\"]\n\n1. e3-f4 *\n";
        writeFile(path, text);
    }
    QElapsedTimer timer;
    timer.start();
    PdnFileRead read;
    const std::size_t peak = peakHeap([&] { read = readPdnFile(path); });
    QCOMPARE(read.games.size(), std::size_t(1));
    QCOMPARE(read.games[0].tag("Event"), std::string("b"));
    QCOMPARE(read.errors.size(), std::size_t(1));
    QCOMPARE(read.errors[0].line, 2);
    QVERIFY(read.errors[0].message.is(messages::TagValueTooLong));
    QVERIFY2(peak < 3 * size, qPrintable(QString::number(peak)));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
}

// --- Evaluations (docs/NOTATION.md 4.11) ---------------------------------------------------------

void TestPdn::evaluationText_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("forced");
    QTest::addColumn<QString>("written"); // as the program writes it
    QTest::newRow("plus") << "+0.35" << 35 << false << "+0.35";
    QTest::newRow("minus") << "-1.20" << -120 << false << "-1.20";
    QTest::newRow("zero") << "0.00" << 0 << false << "0.00";
    QTest::newRow("minus zero") << "-0.00" << 0 << false << "0.00";
    QTest::newRow("no sign") << "0.17" << 17 << false << "+0.17";
    QTest::newRow("one decimal") << "2.5" << 250 << false << "+2.50";
    QTest::newRow("whole") << "-3" << -300 << false << "-3.00";
    QTest::newRow("big") << "+27.05" << 2705 << false << "+27.05";
    QTest::newRow("white wins") << "#12" << 12 << true << "#12";
    QTest::newRow("white wins, sign") << "#+3" << 3 << true << "#3";
    QTest::newRow("black wins") << "#-12" << -12 << true << "#-12";
}

void TestPdn::evaluationText() {
    QFETCH(QString, input);
    QFETCH(int, value);
    QFETCH(bool, forced);
    QFETCH(QString, written);
    const auto e = parseEvaluation(input.toStdString());
    QVERIFY(e);
    QCOMPARE(e->value, value);
    QCOMPARE(e->forced, forced);
    QCOMPARE(text(formatEvaluation(*e)), written);
    QVERIFY(parseEvaluation(formatEvaluation(*e)) == e);
}

void TestPdn::evaluationRefused_data() {
    QTest::addColumn<QString>("input");
    for (const char* t : {"", "+", "#", "#0", "#-0", "0.123", "1.", ".5", "1,5", "+-1", "# 3",
                          "#1.5", "abc", "1e3", "99999999", "0.35 "})
        QTest::newRow(t) << QString(t);
}

void TestPdn::evaluationRefused() {
    QFETCH(QString, input);
    QVERIFY(!parseEvaluation(input.toStdString()));
}

// [%eval] after a move becomes its evaluation, beside a [%clk] and a comment in the same braces
// (lichess writes both in one); a malformed one, or one before the first move, stays a comment.
void TestPdn::evalComments() {
    const PdnReadResult r =
        readPdn("{[%eval +0.10]} 1. c3-d4 {good [%eval 0.17] move} f6-g5 {[%eval -1.5]} "
                "{[%eval #-7] [%eval +2.00]} 2. b2-c3 { [%eval 0.3] [%clk 0:00:30] } "
                "g7-f6 {[%eval big]} *");
    QCOMPARE(r.games.size(), std::size_t(1));
    const Game& g = r.games[0];
    QCOMPARE(g.openingComments(), std::vector<std::string>{"[%eval +0.10]"});
    QVERIFY(g.annotation(1).eval == (Evaluation{17, false}));
    QCOMPARE(g.annotation(1).comments, std::vector<std::string>{"good move"});
    // A later comment's replaces an earlier one; a second one in a comment stays text.
    QVERIFY(g.annotation(2).eval == (Evaluation{-7, true}));
    QCOMPARE(g.annotation(2).comments, std::vector<std::string>{"[%eval +2.00]"});
    QVERIFY(g.annotation(3).eval == (Evaluation{30, false}));
    QCOMPARE(g.clock(3), std::optional<Milliseconds>(30'000));
    QVERIFY(g.annotation(3).comments.empty());
    QVERIFY(!g.annotation(4).eval);
    QCOMPARE(g.annotation(4).comments, std::vector<std::string>{"[%eval big]"});
}

// After the clock and before the other comments, each in braces of its own; Black's move after
// one carries its number. What is written reads back to the same bytes.
void TestPdn::evalWrittenBack() {
    Game g;
    QVERIFY(g.play("c3-d4"));
    g.annotation(1).eval = Evaluation{35, false};
    g.annotation(1).comments.push_back("better e3-f4 +0.45; played +0.35");
    g.annotation(1).nags.push_back(6);
    QVERIFY(g.play("f6-g5"));
    g.annotation(2).eval = Evaluation{-12, true};
    QVERIFY(g.play("b2-c3"));
    const std::string written = writePdn(g);
    QVERIFY2(written.ends_with("\n\n1. c3-d4?! {[%eval +0.35]} {better e3-f4 +0.45; played "
                               "+0.35} 1... f6-g5\n{[%eval #-12]} 2. b2-c3 *\n"),
             written.c_str());
    const PdnReadResult back = readPdn(written);
    QCOMPARE(back.games.size(), std::size_t(1));
    QCOMPARE(text(writePdn(back.games[0])), text(written));
    QVERIFY(back.games[0].annotation(2).eval == (Evaluation{-12, true}));
    QVERIFY(!back.games[0].annotation(3).eval);
}

// NOTATION.md 4.4: glyphs 1 to 6 have suffixes, read and written; no other glyph has one.
void TestPdn::glyphSuffixes() {
    const std::vector<std::string> expected{"!", "?", "!!", "??", "!?", "?!"};
    for (int nag = 1; nag <= 6; ++nag) {
        QCOMPARE(std::string(nagSuffix(nag)), expected[std::size_t(nag - 1)]);
        // The suffix reads back as its glyph.
        const PdnReadResult r = readPdn("1. c3-d4" + expected[std::size_t(nag - 1)] + " *");
        QCOMPARE(r.games.size(), std::size_t(1));
        QCOMPARE(r.games[0].annotation(1).nags, std::vector<int>{nag});
    }
    for (int nag : {-1, 0, 7, 14, 255, 256}) QVERIFY(nagSuffix(nag).empty());
}

QTEST_GUILESS_MAIN(TestPdn)
#include "tst_pdn.moc"
