// The core's messages as the player reads them. Every message the core really gives (thousands,
// from bad position texts, bad moves in several positions, broken game records, game endings and
// game files refused or read in part; fixed seeds, so a failure repeats) is shown in each shipped
// language translated throughout: every template in it, nested ones included, has a translation,
// no placeholder is left over and every argument is there. With no translation loaded the desktop
// shows exactly the English that bashni-cli writes (formatMessage): its filling of a template
// agrees with the core's.
#include "core/messages.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "core/pdn.h"
#include "core/pdn_file.h"
#include "tests/common/seedpositions.h"
#include "ui/common/coremessages.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <map>
#include <random>
#include <set>
#include <variant>

using namespace bashni;

namespace {

using Rng = std::mt19937;

int below(Rng& rng, int n) {
    return int(rng() % unsigned(n));
}

// --- the messages of the core, collected

std::string withNul(const char* before, const char* after) {
    return std::string(before) + '\0' + after;
}

std::vector<std::string> badPositions() {
    std::vector<std::string> out = {
        "W:a1=w,b1=w",
        "B: h7 = b",
        "W:i9=w",
        "W:c1=w,a0=w",
        "W:a10=w",
        "W:=w",
        "W:a1=w,c3=b,a1=b",
        "W:d4=w, d4 =W",
        "W:a1=,c1=w",
        "W:c1=w, e1 =  ",
        "W:a1=wx",
        "W:a1=K",
        "W:a1=w1b",
        "W:a1=w b",
        "W:a1=w;c1=w",
        "W:d4=wwwwwwwwwwwwbbbbbbbbbbbbb",
        "W:d4=wwwwwwwwwwwww",
        "B:d4=BBBBBBBBBBBBB",
        "B:b6=bbbbbb,d6=Bbbbbb,f6=b",
        "W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,h6=bw",
        "W:b8=w",
        "B:h6=b,d8=wbb",
        "B:a1=b",
        "W:g1=bWw",
        "a1=w",
        ":a1=w",
        "  : a1=w",
        "W",
        "",
        " \t ",
        "X:a1=w",
        "w:a1=w",
        "White:a1=w",
        "W:a1w",
        "W:a1=w,c1",
        "W:a1=w,,c1=w",
        "W:a1=w, ,c1=w",
        "W:a1=w,",
        "W:a1=w,c1=w, ",
        "W:,",
        "W:,a1=w",
        "W:a1=w\nb",
        withNul("W:a1=w", "b"),
        "W:a1=w," + std::string(200, 'q') + "=w",
        "W:a1=w,\xC3\xA9=w",
        "W:a1=\xFF",
        "W:x: y=w",
        "W:a1=w: \"b\" is not a piece (w, W, b or B)"};
    for (const char* seed : test::SeedPositions) out.emplace_back(seed);
    return out;
}

// One random edit: flip, insert or delete a character, repeat a piece, cut short.
void mutate(std::string& s, Rng& rng, std::string_view alphabet) {
    const auto any = [&] { return alphabet[std::size_t(below(rng, int(alphabet.size())))]; };
    const auto at = [&](std::size_t extra) {
        return std::size_t(below(rng, int(s.size() + extra)));
    };
    switch (below(rng, 5)) {
    case 0:
        if (!s.empty()) s[at(0)] = any();
        break;
    case 1:
        s.insert(s.begin() + std::ptrdiff_t(at(1)), any());
        break;
    case 2:
        if (!s.empty()) s.erase(at(0), 1);
        break;
    case 3:
        if (!s.empty()) {
            const std::size_t from = at(0);
            const std::string piece = s.substr(from, std::size_t(1 + below(rng, 6)));
            for (int n = below(rng, 20); n > 0; --n) s.insert(from, piece);
        }
        break;
    default:
        s.resize(at(1));
        break;
    }
}

class Corpus {
  public:
    std::map<std::string, Message> messages; // by their English

    void add(const Message& m) { messages.emplace(formatMessage(m), m); }

    void position(const std::string& text, Rules rules = Rules::Standard) {
        Message error;
        if (!parsePosition(text, rules, &error)) add(error);
        if (text.find_first_of("\"\\\r\n") == std::string::npos)
            pdn("[Rules \"" + std::string(rulesName(rules)) + "\"]\n[FEN \"" + text + "\"]\n*");
    }
    void move(const Position& pos, const std::string& text) {
        Message error;
        if (!parseMove(pos, text, &error)) add(error);
    }
    void pdn(const std::string& text) {
        for (const PdnError& e : readPdn(text).errors) add(e.message);
    }
    void ending(const Game& game) {
        add(game.endingMessage());
        if (!game.isOver()) return;
        Game copy = game;
        Message error;
        if (!copy.play("c3-d4", &error) && !error.empty()) add(error);
    }
};

void addPositions(Corpus& c) {
    Rng rng(0x5EED1);
    const std::string_view alphabet = "WB:=,wWbBabcdefgh12345678 \t;x\"";
    const std::vector<std::string> bad = badPositions();
    for (const std::string& text : bad) c.position(text);
    for (int i = 0; i < 3000; ++i) {
        std::string text = bad[std::size_t(below(rng, int(bad.size())))];
        for (int n = 1 + below(rng, 3); n > 0; --n) mutate(text, rng, alphabet);
        c.position(text, Rules(below(rng, 3)));
    }
}

const char* const badMoves[] = {
    "hello",
    "1234",
    "c3d4",
    "c3 - d4",
    "c3/d4",
    "c3-",
    "-d4",
    "c3",
    "",
    " \t ",
    "c3-e5:g7",
    "c3:e5-g7",
    "c3-d4-e5",
    "c3:e1:g3:e5:c3:e5:c3:e1:g3:e5:c3:e5:c3:e1",
    "c3-d5",
    "c4-d5",
    "c3-i4",
    "c3-c9",
    "C3XE5",
    "c3:a5:c7",
    "b2:e5:c3",
    "h8:a1",
    "c3:e1:g3:e5",
    "zz",
};

// Every quiet and capture pair of dark squares, and texts that are not moves, in every position;
// in the start position and E3 also as moves of a game record.
void addMoves(Corpus& c) {
    std::vector<std::string> texts(std::begin(badMoves), std::end(badMoves));
    texts.push_back(withNul("c3", "d4"));
    texts.push_back("c3-d4" + std::string(100, '-'));
    texts.push_back("c3-d4a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1");
    for (Square a = 0; a < 64; ++a)
        for (Square b = 0; b < 64; ++b)
            if (isDark(a) && isDark(b))
                for (const char* sep : {"-", ":"})
                    texts.push_back(squareName(a) + sep + squareName(b));
    for (const char* text : test::SeedPositions)
        for (Rules r : {Rules::Standard, Rules::Intervening, Rules::Turkish}) {
            const Position pos = *parsePosition(text, r);
            for (const std::string& t : texts) c.move(pos, t);
        }
    for (const std::string& t : texts) {
        c.pdn("1. " + t + " *");
        c.pdn("[FEN \"W:b4=b,c3=w,d4=b,f6=b\"]\n1. " + t + " *");
    }
}

const char* const badRecords[] = {
    "[Event \"b\"]\n1. c3-d5 *",
    "1. c3-d4 f6-e5 2. zz *",
    "1. f6-e5 *",
    "1. c3-d4 f6-e5 2. a3-b4 *",
    "[FEN \"W:c3=w,d4=b\"]\n1. c3:e5 d4-c3 *",
    "[FEN \"B:c5=b,d4=w\"]\n1... c5:e3 2. a1-b2 *",
    "1. c3-d4 3-0",
    "1 c3-d4 *",
    "1. c3-d4 {oops *",
    "[Event \"b\"\n1. c3-d4 *",
    "[Event \"b\" x]\n1. c3-d4 *",
    "[Event \"b]\n1. c3-d4 *",
    "[ \"b\"]\n1. c3-d4 *",
    "[Event b]\n1. c3-d4 *",
    "1. c3-d4 ) *",
    "1. c3-d4 ( f6-e5 *\n\n",
    "1. c3-d4 f6-e5\n[Event \"c\"]\n*",
    "1. c3-d4 <b> *",
    "1. c3-d4 \xFF *",
    "[GameType \"20\"]\n1. c3-d4 *",
    "[Rules \"russian\"]\n1. c3-d4 *",
    "[Rules \"turkish\"]\n[FEN \"W:a2=w\"]\n1. c3-d4 *",
    "[DrawRules \"sometimes\"]\n*",
    "[DrawRules \"none 30-ply\"]\n*",
    "1. c3-d4 $ *",
    "1. c3-d4 $256 *",
    "1. c3-d4 $99999999999999999999999999999999999999999999 *",
    "1. c3-d4 1/2-1 *",
    "1. c3-d4 1234567890123456789012345678901234567890123 *",
    "[Event \"One\"]\n[Annotator \"x\"]\n\n{start} 1. c3-d4! f6-e5 $14 (1... b6-a5 {side}) 2. "
    "d4:f6 ; eol\ng7:e5 {done} 2-0\n\n[Event \"Two\"]\n[FEN \"W:b4=b,c3=w,d4=b,f6=b\"]\n\n1. "
    "c3:e5:g7 b4-a3 *\n",
    "[Rules \"turkish\"]\n[DrawRules \"none\"]\n1. c3-d4 d6-c5 2. b2-c3 c5:e3 3. f2:d4 1-1\n",
    "1. c3-d4 {a (b) c} f6-g5 2. ... b2-c3 ( 2. d4-e5 ( 2. d4-c5 ) ) g5-h4 1/2-1/2\n",
};

void addRecords(Corpus& c) {
    std::vector<std::string> records(std::begin(badRecords), std::end(badRecords));
    records.push_back(withNul("1. c3-d4 ", " *"));
    std::string tags;
    for (int i = 0; i <= 200; ++i) tags += "[T" + std::to_string(i) + " \"x\"]\n";
    records.push_back(tags + "*");
    for (const std::string& r : records) c.pdn(r);
    Rng rng(0x9D41);
    const std::string_view alphabet = "{}()[]\"\\\n;$!?.*-:/0123456789 abcdefghx\x01\xFF";
    for (int i = 0; i < 3000; ++i) {
        std::string text = records[std::size_t(below(rng, int(records.size())))];
        for (int n = 1 + below(rng, 4); n > 0; --n) mutate(text, rng, alphabet);
        c.pdn(text);
    }
}

Game played(const char* start, std::vector<const char*> moves, DrawRules draws = {}) {
    Game g(*parsePosition(start), draws);
    for (const char* m : moves) g.play(m);
    return g;
}

void addEndings(Corpus& c) {
    c.ending(Game());
    for (Color who : {Color::White, Color::Black}) {
        Game g;
        g.resign(who);
        c.ending(g);
    }
    Game agreed;
    agreed.agreeDraw();
    c.ending(agreed);
    c.ending(played("W:c3=w,d4=b", {"c3:e5"}));
    c.ending(played("B:c5=b,d4=w", {"c5:e3"}));
    const std::vector<const char*> shuffle = {"a1-b2", "h2-g1", "b2-a1", "g1-h2"};
    std::vector<const char*> twice = shuffle;
    twice.insert(twice.end(), shuffle.begin(), shuffle.end());
    c.ending(played("W:a1=W,h2=B", twice, {true, false}));
    std::vector<const char*> long_;
    for (int i = 0; i < 8; ++i) long_.insert(long_.end(), shuffle.begin(), shuffle.end());
    c.ending(played("W:a1=W,h2=B", long_, {false, true}));
}

// Files refused or read in part: missing, a directory, a device, over the size limit, with more
// games than the limit.
void addFiles(Corpus& c) {
    QTemporaryDir dir;
    const std::string base = QFile::encodeName(dir.path()).toStdString();
    {
        QFile games(dir.filePath("games.pdn"));
        if (!games.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(games.fileName()));
        games.write("* * *\n");
    }
    const auto problem = [&](const std::string& path, PdnFileLimits limits = {}) {
        const PdnFileRead read = readPdnFile(path, limits);
        if (!read.problem.empty()) c.add(read.problem);
    };
    problem(base + "/missing.pdn");
    problem(base);
    problem("/dev/null");
    problem(base + "/games.pdn", {4, MaxPdnFileGames});
    problem(base + "/games.pdn", {MaxPdnFileBytes, 2});
}

// --- what is checked of a message as shown

void collectTemplates(const Message& m, std::set<std::string_view>& used) {
    used.insert(m.text);
    for (const Message::Arg& a : m.args)
        if (const auto* nested = std::get_if<Message>(&a.value)) collectTemplates(*nested, used);
}

int placeholderCount(const QString& text) {
    static const QRegularExpression placeholder(QStringLiteral("\\{\\d+\\}"));
    return int(text.count(placeholder));
}

// What is wrong with `shown`, a message as the player reads it, in the language of `translator`;
// nothing when all is well.
QString checkTranslated(const QTranslator& translator, const Message& m, const QString& shown,
                        const QString& english) {
    if (translator.translate("core", m.text).isEmpty())
        return QString("no translation of \"%1\"").arg(m.text);
    if (shown == english) return "the same as the English";
    // Placeholders as many as in the English: those of the user's own input, no more.
    if (placeholderCount(shown) != placeholderCount(english)) return "a placeholder left over";
    for (const Message::Arg& a : m.args) {
        if (const auto* nested = std::get_if<Message>(&a.value)) {
            const QString inner = ui::translateCore(*nested);
            if (!shown.contains(inner)) return "lacks its nested message \"" + inner + "\"";
            const QString why = checkTranslated(translator, *nested, inner,
                                                QString::fromStdString(formatMessage(*nested)));
            if (!why.isEmpty()) return "nested \"" + inner + "\": " + why;
        } else if (const QString text = QString::fromStdString(std::get<std::string>(a.value));
                   !shown.contains(text)) {
            return "lacks its argument \"" + text + "\"";
        }
    }
    return {};
}

} // namespace

class TestMessages : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void formatFillsPlaceholders();
    void englishWithoutTranslation();
    void translatedInEveryLanguage_data();
    void translatedInEveryLanguage();

  private:
    std::map<std::string, Message> corpus_; // every message collected, by its English
};

void TestMessages::initTestCase() {
    Corpus corpus;
    addPositions(corpus);
    addMoves(corpus);
    addRecords(corpus);
    addEndings(corpus);
    addFiles(corpus);
    corpus_ = std::move(corpus.messages);
    QVERIFY2(corpus_.size() > 1000, qPrintable(QString::number(corpus_.size())));
    std::set<std::string_view> used;
    for (const auto& [english, message] : corpus_) collectTemplates(message, used);
    // Nearly every template: only the reason of last resort for a quiet move is out of reach.
    QVERIFY2(used.size() > 70, qPrintable(QString::number(used.size())));
    for (const MessageTemplate t : {messages::CannotReadFile, messages::NotARegularFile,
                                    messages::FileTooLarge, messages::TooManyGames})
        QVERIFY2(used.contains(t.text), t.text);
    qInfo("%zu messages from %zu templates", corpus_.size(), used.size());
}

void TestMessages::formatFillsPlaceholders() {
    // The English of m; or, when the desktop (no translation loaded) shows something else, both.
    const auto both = [](const Message& m) {
        const std::string english = formatMessage(m);
        const std::string desktop = ui::translateCore(m).toStdString();
        return desktop == english ? english
                                  : "core: \"" + english + "\", desktop: \"" + desktop + "\"";
    };
    const auto plain = [](const char* text, std::vector<Message::Arg> args) {
        return Message(MessageTemplate{text}, std::move(args));
    };
    QCOMPARE(both(plain("{1} and {2}", {"a", "b"})), std::string("a and b"));
    QCOMPARE(both(plain("{2}, {1}", {"a", "b"})), std::string("b, a"));
    QCOMPARE(both(plain("{1}", {"{2}", "x"})), std::string("{2}")); // arguments as they are
    QCOMPARE(both(plain("'{' {} {x} {0} {3} {1", {"a", "b"})),
             std::string("'{' {} {x} {0} {3} {1"));
    QCOMPARE(both(plain("{10}", {"a"})), std::string("{10}"));
    QCOMPARE(both(plain("{{1}}", {"a"})), std::string("{a}"));
    QCOMPARE(both(Message(messages::NotASquare, {"\"i9=w\"", "\"i9\""})),
             std::string("entry \"i9=w\": \"i9\" is not a square (a1 to h8)"));
    QCOMPARE(both(messages::DrawAgreed), std::string("Draw by agreement."));
    QCOMPARE(
        both(Message(messages::IllegalMove, {"c3-d5", Message(messages::MoveLightSquare, {"d5"})})),
        std::string("illegal move c3-d5: d5 is a light square; play is on the dark squares"));
    QCOMPARE(both(Message()), std::string());
}

// Without a translation the desktop shows what bashni-cli writes.
void TestMessages::englishWithoutTranslation() {
    for (const auto& [english, message] : corpus_)
        QCOMPARE(ui::translateCore(message), QString::fromStdString(english));
}

void TestMessages::translatedInEveryLanguage_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"ru", "sv", "it", "de"}) QTest::newRow(language) << language;
}

void TestMessages::translatedInEveryLanguage() {
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(translator.load(":/i18n/bashni_" + language + ".qm"));
    QCoreApplication::installTranslator(&translator);
    const auto removeTranslator =
        qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    for (const auto& [englishBytes, message] : corpus_) {
        const QString english = QString::fromStdString(englishBytes);
        const QString shown = ui::translateCore(message);
        const QString problem = checkTranslated(translator, message, shown, english);
        QVERIFY2(problem.isEmpty(), qPrintable(english + "\n  " + shown + "\n  " + problem));
    }
}

QTEST_GUILESS_MAIN(TestMessages)
#include "tst_messages.moc"
