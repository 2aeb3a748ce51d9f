// bashni-cli as a user runs it: output formats of docs/NOTATION.md's command line, and bad input
// answered by one short line on standard error and a non-zero exit, never a crash or a hang:
// whatever the user typed (line breaks, terminal escapes, bytes that are not UTF-8, 100 KB) is
// shown quoted and cut, and files that are devices, pipes or too big are refused.
#include "core/engine/search.h"
#include "core/notation.h"
#include "core/pdn.h"
#include "core/timecontrol.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

#include <sys/stat.h>

namespace {

struct Run {
    int exitCode = -1;
    bool crashed = false;
    QStringList out;
    QString err;
};

// Runs bashni-cli; a run that takes longer than `timeoutMs` is killed and counts as a crash.
Run cli(const QStringList& args, int timeoutMs = 120000) {
    QProcess p;
    p.start(BASHNI_CLI_PATH, args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        r.crashed = true;
        return r;
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = p.exitCode();
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    r.out = out.split('\n', Qt::SkipEmptyParts);
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// Runs bashni-cli from a shell script, where it is "$0": QProcess passes arguments as UTF-8, so
// bytes that are not UTF-8 are made by the shell's printf.
Run shell(const QString& script) {
    QProcess p;
    p.start("/bin/sh", {"-c", script, BASHNI_CLI_PATH});
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        r.crashed = true;
        return r;
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// One line of error that a terminal shows as it is: nothing but printable characters (no
// escapes, no U+FFFD from bytes that were not UTF-8), and short.
void checkErrorLine(const QString& err) {
    QCOMPARE(err.count('\n'), 1);
    QVERIFY2(err.endsWith('\n'), qPrintable(err));
    QVERIFY2(err.size() < 400, qPrintable(QString::number(err.size())));
    for (const QChar c : err.chopped(1))
        QVERIFY2(c.isPrint() && c != QChar::ReplacementCharacter, qPrintable(err));
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
  private slots:
    void output_data();
    void output();
    void divideAddsUp();
    void rejects_data();
    void rejects();
    void benchQuick();
    void replay();
    void replayReportsErrors();
    void replayRefuses_data();
    void replayRefuses();
    void replayStopsAtTheGamesLimit();
    void argumentsQuoted_data();
    void argumentsQuoted();
    void analyse_data();
    void analyse();
    void analyseDecided_data();
    void analyseDecided();
    void analyseDeterministic();
    void analyseNodes();
    void analyseLines_data();
    void analyseLines();
    void analyseThreads();
    void analyseMoves();
    void annotate();
    void annotateFrom();
    void match_data();
    void match();
    void matchOnClock_data();
    void matchOnClock();
    void matchSprt();
    void matchConcurrency();
    void matchOpenings();
    void puzzlesVerify();
    void puzzlesVerifyNamesFailures();
    void puzzlesGenerate();
};

void TestCli::output_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("moves start") << QStringList{"moves"}
                                 << QStringList{"a3-b4", "c3-b4", "c3-d4", "e3-d4",
                                                "e3-f4", "g3-f4", "g3-h4"};
    QTest::newRow("moves E7 standard")
        << QStringList{"moves", "--fen", "W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b"}
        << QStringList{"c3:e1:g3:e5:c3:e5", "c3:e5:c3:e1:g3:e5", "c3:e5:g3:e1:c3:e5"};
    QTest::newRow("moves E6 turkish")
        << QStringList{"moves", "--rules", "turkish", "--fen", "W:e3=B,f4=W,g5=B"}
        << QStringList{"f4:c1", "f4:d2", "f4:h6"};
    QTest::newRow("moves no legal move")
        << QStringList{"moves", "--fen", "B:d4=wbb,h2=w"} << QStringList{};
    QTest::newRow("play") << QStringList{"play", "c3-d4", "f6-g5", "b2-c3", "g5-h4"}
                          << QStringList{"W:a1=w,c1=w,e1=w,g1=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,"
                                         "d4=w,h4=b,b6=b,d6=b,h6=b,a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,"
                                         "f8=b,h8=b"};
    QTest::newRow("play nothing") << QStringList{"play", "--fen", "B: h8 = b"}
                                  << QStringList{"B:h8=b"};
    QTest::newRow("play shortened capture")
        << QStringList{"play", "--fen", "W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b", "c3xe1xg3xe5xc3xe5"}
        << QStringList{"B:e5=wbbbbb,h8=b"};
    QTest::newRow("play E9") << QStringList{"play", "--fen", "W:c7=wbb,h6=b", "C7-B8"}
                             << QStringList{"B:h6=b,b8=Wbb"};
    QTest::newRow("perft") << QStringList{"perft", "--depth", "4"}
                           << QStringList{"perft(1) = 7", "perft(2) = 49", "perft(3) = 302",
                                          "perft(4) = 1469"};
    QTest::newRow("perft intervening E7") << QStringList{"perft",
                                                         "--depth",
                                                         "1",
                                                         "--rules",
                                                         "intervening",
                                                         "--fen",
                                                         "W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b"}
                                          << QStringList{"perft(1) = 2"};
}

void TestCli::output() {
    QFETCH(QStringList, args);
    QFETCH(QStringList, expected);
    const Run r = cli(args);
    QVERIFY(!r.crashed);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, expected);
}

void TestCli::divideAddsUp() {
    const Run r = cli({"perft", "--depth", "5", "--divide"});
    QCOMPARE(r.exitCode, 0);
    qint64 sum = 0;
    int moves = 0;
    for (const QString& line : r.out) {
        if (line.startsWith("perft(")) continue;
        const auto parts = line.split(": ");
        QCOMPARE(parts.size(), 2);
        sum += parts[1].toLongLong();
        ++moves;
    }
    QCOMPARE(moves, 7);
    QCOMPARE(sum, 7482);
    QCOMPARE(r.out.last(), QString("perft(5) = 7482"));
}

void TestCli::rejects_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason"); // a phrase the one-line message must contain
    QTest::newRow("no command") << QStringList{} << "Usage";
    QTest::newRow("unknown command") << QStringList{"fly"} << "unknown command";
    QTest::newRow("unknown option") << QStringList{"moves", "--speed"} << "speed";
    QTest::newRow("bad fen") << QStringList{"moves", "--fen", "W:d5=w"} << "light square";
    QTest::newRow("fen side") << QStringList{"moves", "--fen", "X:d4=w"} << "side";
    QTest::newRow("fen garbage") << QStringList{"moves", "--fen",
                                                QString::fromLatin1("\x01\xff==,,::")}
                                 << "--fen";
    QTest::newRow("bad rules") << QStringList{"moves", "--rules", "chess"} << "rule set";
    QTest::newRow("missing fen value") << QStringList{"moves", "--fen"} << "fen";
    QTest::newRow("illegal move") << QStringList{"play", "c3-c5"} << "move 1";
    QTest::newRow("compulsory") << QStringList{"play", "--fen", "W:d4=b,e5=w,g3=w,h8=b", "g3-h4"}
                                << "capture is compulsory: e5:c3";
    QTest::newRow("second move bad") << QStringList{"play", "c3-d4", "c3-d4"} << "move 2";
    QTest::newRow("not a move") << QStringList{"play", "hello"} << "not a move";
    QTest::newRow("perft without depth") << QStringList{"perft"} << "--depth";
    QTest::newRow("perft depth text") << QStringList{"perft", "--depth", "deep"} << "--depth";
    QTest::newRow("perft depth zero") << QStringList{"perft", "--depth", "0"} << "--depth";
    QTest::newRow("perft depth huge") << QStringList{"perft", "--depth", "99"} << "--depth";
    QTest::newRow("perft extra argument") << QStringList{"perft", "--depth", "2", "x"} << "perft";
    QTest::newRow("moves extra argument") << QStringList{"moves", "c3-d4"} << "moves";

    QTest::newRow("analyse time zero") << QStringList{"analyse", "--time", "0"} << "--time";
    QTest::newRow("analyse time text") << QStringList{"analyse", "--time", "soon"} << "--time";
    QTest::newRow("analyse time negative") << QStringList{"analyse", "--time", "-1"} << "--time";
    QTest::newRow("analyse depth zero") << QStringList{"analyse", "--depth", "0"} << "--depth";
    QTest::newRow("analyse depth text") << QStringList{"analyse", "--depth", "x"} << "--depth";
    QTest::newRow("analyse time and depth")
        << QStringList{"analyse", "--time", "1", "--depth", "3"} << "one of --time";
    QTest::newRow("analyse nodes and depth")
        << QStringList{"analyse", "--nodes", "1000", "--depth", "3"} << "one of --time";
    QTest::newRow("analyse nodes zero") << QStringList{"analyse", "--nodes", "0"} << "--nodes must";
    QTest::newRow("analyse nodes text")
        << QStringList{"analyse", "--nodes", "many"} << "--nodes must";
    QTest::newRow("analyse bad fen") << QStringList{"analyse", "--fen", "W:d5=w"} << "--fen";
    QTest::newRow("analyse extra argument") << QStringList{"analyse", "c3-d4"} << "analyse";
    QTest::newRow("analyse moves illegal")
        << QStringList{"analyse", "--moves", "c3-d4 c3-d4"} << "--moves: move 2 \"c3-d4\"";
    QTest::newRow("analyse lines zero") << QStringList{"analyse", "--lines", "0"} << "--lines";
    QTest::newRow("analyse lines six") << QStringList{"analyse", "--lines", "6"} << "--lines";
    QTest::newRow("analyse threads zero")
        << QStringList{"analyse", "--threads", "0"} << "--threads";
    QTest::newRow("analyse threads 65") << QStringList{"analyse", "--threads", "65"} << "--threads";
    QTest::newRow("annotate no file") << QStringList{"annotate"} << "FILE";
    QTest::newRow("annotate time and depth")
        << QStringList{"annotate", "--time", "1", "--depth", "3", "x.pdn"} << "not both";
    QTest::newRow("annotate depth zero")
        << QStringList{"annotate", "--depth", "0", "x.pdn"} << "--depth";
    QTest::newRow("annotate from zero")
        << QStringList{"annotate", "--from", "0", "x.pdn"} << "--from";
    QTest::newRow("annotate missing file")
        << QStringList{"annotate", "/nonexistent/x.pdn"} << "/nonexistent/x.pdn";

    const QStringList match{"match", "--games", "2"};
    QTest::newRow("match level 11")
        << match + QStringList{"--a", "level:11", "--b", "random"} << "level:11";
    QTest::newRow("match level 0")
        << match + QStringList{"--a", "random", "--b", "level:0"} << "--b: level";
    QTest::newRow("match level x")
        << match + QStringList{"--a", "level:x", "--b", "random"} << "level:x";
    QTest::newRow("match level empty")
        << match + QStringList{"--a", "level:", "--b", "random"} << "level";
    QTest::newRow("match human") << match + QStringList{"--a", "greedy", "--b", "human"}
                                 << "unknown player \"human\"";
    QTest::newRow("match without a") << match + QStringList{"--b", "random"} << "--a";
    QTest::newRow("match without b") << match + QStringList{"--a", "random"} << "--b";
    QTest::newRow("match without games")
        << QStringList{"match", "--a", "random", "--b", "greedy"} << "--games";
    const QStringList players{"match", "--a", "random", "--b", "greedy"};
    QTest::newRow("match games zero") << players + QStringList{"--games", "0"} << "--games";
    QTest::newRow("match games text") << players + QStringList{"--games", "many"} << "--games";
    QTest::newRow("match time text")
        << players + QStringList{"--games", "2", "--time", "fast"} << "--time";
    QTest::newRow("match time zero")
        << players + QStringList{"--games", "2", "--time", "0"} << "--time";
    QTest::newRow("match seed text")
        << players + QStringList{"--games", "2", "--seed", "abc"} << "--seed";
    QTest::newRow("match bad rules")
        << players + QStringList{"--games", "2", "--rules", "go"} << "rule set";
    QTest::newRow("match tc text") << players + QStringList{"--games", "2", "--tc", "5 minutes"}
                                   << "--tc: unknown time control \"5 minutes\"";
    QTest::newRow("match tc without increment")
        << players + QStringList{"--games", "2", "--tc", "300"} << "--tc: unknown time control";
    QTest::newRow("match tc zero base")
        << players + QStringList{"--games", "2", "--tc", "0+1"} << "--tc: unknown time control";
    QTest::newRow("match tc none")
        << players + QStringList{"--games", "2", "--tc", "-"} << "--tc \"-\" is no clock";
    QTest::newRow("match tc and time")
        << players + QStringList{"--games", "2", "--tc", "1+0", "--time", "1"}
        << "--tc and --time cannot be used together";
    QTest::newRow("match pdn unwritable")
        << players + QStringList{"--games", "2", "--pdn", "/nonexistent/games.pdn"}
        << "bashni-cli: /nonexistent/games.pdn: ";
    const QStringList four = players + QStringList{"--games", "4"};
    QTest::newRow("match sprt reversed")
        << four + QStringList{"--sprt", "10,0"} << "--sprt needs ELO0 below ELO1";
    QTest::newRow("match sprt one number")
        << four + QStringList{"--sprt", "10"} << "--sprt must be";
    QTest::newRow("match alpha too big")
        << four + QStringList{"--sprt", "0,10", "--alpha", "0.7"} << "--alpha must be";
    QTest::newRow("match beta zero")
        << four + QStringList{"--sprt", "0,10", "--beta", "0"} << "--beta must be";
    QTest::newRow("match alpha without sprt")
        << four + QStringList{"--alpha", "0.1"} << "--sprt, which is missing";
    QTest::newRow("match concurrency zero")
        << four + QStringList{"--concurrency", "0"} << "--concurrency must be";
    QTest::newRow("match openings one ply")
        << four + QStringList{"--openings", "1"} << "--openings must be";
    QTest::newRow("match openings too long")
        << four + QStringList{"--openings", "13"} << "--openings must be";

    // What the user typed, quoted and cut: one short line whatever it holds.
    const QString huge(100000, 'a');
    QTest::newRow("line break in a move")
        << QStringList{"play", "c3\nd4"} << "move 1 \"c3\\x0Ad4\"";
    QTest::newRow("escape in a move")
        << QStringList{"play", "c3-d4", "\x1B[2J\x1B[31m"} << "move 2 \"\\x1B[2J\\x1B[31m\"";
    QTest::newRow("C1 control in a move") << QStringList{"play", "\u009B2J"} << "\"\\xC2\\x9B2J\"";
    QTest::newRow("100 KB move") << QStringList{"play", huge} << "move 1 \"aaaaaaaaaa";
    QTest::newRow("line break in rules")
        << QStringList{"moves", "--rules", "x\ny"} << "unknown rule set \"x\\x0Ay\"";
    QTest::newRow("100 KB rules") << QStringList{"moves", "--rules", huge} << "unknown rule set";
    QTest::newRow("line break in perft depth")
        << QStringList{"perft", "--depth", "2\n3"} << "not \"2\\x0A3\"";
    QTest::newRow("line break in analyse depth")
        << QStringList{"analyse", "--depth", "x\ny"} << "not \"x\\x0Ay\"";
    QTest::newRow("100 KB depth") << QStringList{"analyse", "--depth", huge} << "--depth";
    QTest::newRow("line break in time")
        << QStringList{"analyse", "--time", "1\r\n2"} << "not \"1\\x0D\\x0A2\"";
    QTest::newRow("line break in games")
        << QStringList{"match", "--a", "random", "--b", "greedy", "--games", "\n"} << "\"\\x0A\"";
    QTest::newRow("line break in seed")
        << players + QStringList{"--games", "2", "--seed", "1\nx"} << "\"1\\x0Ax\"";
    QTest::newRow("line break in a time control")
        << players + QStringList{"--games", "2", "--tc", "1+\n0"} << "\"1+\\x0A0\"";
    QTest::newRow("line break in a player")
        << QStringList{"match", "--a", "level:\n", "--b", "greedy", "--games", "2"}
        << "\"level:\\x0A\"";
    QTest::newRow("line break in fen") << QStringList{"moves", "--fen", "W:c3=w\n,d4"} << "--fen";
    QTest::newRow("line break in a command") << QStringList{"fl\ny"} << "\"fl\\x0Ay\"";
    QTest::newRow("line break in an option")
        << QStringList{"moves", "--sp\need"} << "unknown option \"sp\\x0Aeed\"";
    QTest::newRow("100 KB option") << QStringList{"moves", "--" + huge} << "unknown option";
    QTest::newRow("line break in a file name")
        << QStringList{"replay", "no\nsuch.pdn"} << "\"no\\x0Asuch.pdn\": cannot read the file";
    QTest::newRow("100 KB file name") << QStringList{"replay", huge} << "cannot read the file";
    const QString exe = QString("exe:") + BASHNI_CLI_PATH;
    QTest::newRow("match exe missing")
        << match + QStringList{"--a", "exe:/nonexistent/bashni-cli", "--b", "random"}
        << "not an executable program";
    QTest::newRow("match exe setting")
        << match + QStringList{"--a", exe + ",speed=2", "--b", "random"} << "exe player setting";
    QTest::newRow("match exe depth zero")
        << match + QStringList{"--a", exe + ",depth=0", "--b", "random"} << "exe player setting";
    QTest::newRow("match exe time and depth")
        << match + QStringList{"--a", exe + ",time=1,depth=2", "--b", "random"} << "one of time=";
    QTest::newRow("match exe nodes and time")
        << match + QStringList{"--a", exe + ",nodes=500,time=1", "--b", "random"} << "one of time=";
    QTest::newRow("match exe nodes zero")
        << match + QStringList{"--a", exe + ",nodes=0", "--b", "random"} << "nodes=N";
    // A program that answers nothing: the match stops at the first move it owes.
    QTest::newRow("match exe without answer")
        << match + QStringList{"--a", "random", "--b", "exe:true"} << "game 1: \"exe:true\": no";
}

void TestCli::rejects() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    const Run r = cli(args);
    QVERIFY(!r.crashed);
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out.join('|')));
    if (!args.isEmpty()) {
        checkErrorLine(r.err);
        QVERIFY(r.err.startsWith("bashni-cli: "));
    }
    QVERIFY2(r.err.contains(reason), qPrintable(r.err));
}

void TestCli::benchQuick() {
    const Run r = cli({"bench", "--quick"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.size() >= 3);
    QVERIFY(r.out[0].startsWith("perft-bulk "));
    QVERIFY(r.out[1].startsWith("perft-make "));
    QVERIFY2(QRegularExpression("^perft-ratio bulk/make=\\d+\\.\\d\\d$").match(r.out[2]).hasMatch(),
             qPrintable(r.out[2]));
    for (const QString& line : r.out)
        if (line.startsWith("perft-check")) QVERIFY2(line.endsWith(" ok"), qPrintable(line));
    const QRegularExpression search("^search pos=(\\d+) depth=(\\d+) nodes=\\d+ nps=\\d+$");
    int positions = 0;
    for (const QString& line : r.out) {
        if (!line.startsWith("search")) continue;
        const auto m = search.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QCOMPARE(m.captured(1).toInt(), ++positions);
        QVERIFY2(m.captured(2).toInt() >= 1, qPrintable(line));
    }
    QCOMPARE(positions, 4);
}

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(f.fileName()));
    f.write(text);
    return f.fileName();
}

} // namespace

void TestCli::replay() {
    QTemporaryDir dir;
    const QString first = writeFile(dir, "a.pdn",
                                    "[Event \"one\"]\n\n1. c3-d4 f6-g5 *\n\n"
                                    "[Event \"two\"]\n[Result \"1-0\"]\n\n1. c3-d4 1-0\n");
    // The moves end the game and the record says nothing: the rules give the result.
    const QString second =
        writeFile(dir, "b.pdn", "[SetUp \"1\"]\n[FEN \"W:e3=w,d4=b\"]\n\n1. e3:c5\n");
    const Run r = cli({"replay", first, second});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(
        r.out,
        (QStringList{"1 * 2 W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,e3=w,g3=w,d4=w,g5=b,"
                     "b6=b,d6=b,h6=b,a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b",
                     "2 2-0 1 B:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,e3=w,g3=w,d4=w,b6=b,"
                     "d6=b,f6=b,h6=b,a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b",
                     "3 2-0 1 B:c5=wb"}));
}

void TestCli::replayRefuses_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("missing") << "missing.pdn"
                             << "missing.pdn: cannot read the file: ";
    QTest::newRow("directory") << "."
                               << ": cannot read the file: ";
    // An endless device and a pipe without a writer must not be read at all: they would take all
    // memory, or wait forever.
    QTest::newRow("/dev/zero") << "/dev/zero"
                               << "/dev/zero: not a regular file";
    QTest::newRow("/dev/urandom") << "/dev/urandom"
                                  << "/dev/urandom: not a regular file";
    QTest::newRow("pipe") << "fifo"
                          << "fifo: not a regular file";
    // Sparse: a byte over the limit costs no disk, and is refused before anything is read.
    QTest::newRow("over 256 MiB") << "huge.pdn"
                                  << "huge.pdn: the file has 268435457 bytes, more than the "
                                     "268435456 a game file may have";
}

void TestCli::replayRefuses() {
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(::mkfifo(QFile::encodeName(dir.filePath("fifo")).constData(), 0600) == 0);
    {
        QFile huge(dir.filePath("huge.pdn"));
        QVERIFY(huge.open(QIODevice::WriteOnly));
        QVERIFY(huge.resize((qint64(256) << 20) + 1));
    }
    const QString file = path.startsWith('/') ? path : dir.filePath(path);
    const Run r = cli({"replay", file}, 10000); // killed if it blocks
    QVERIFY2(!r.crashed, "crashed or hung");
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, QStringList());
    checkErrorLine(r.err);
    QVERIFY2(r.err.startsWith("bashni-cli: ") && r.err.contains(reason), qPrintable(r.err));
}

void TestCli::replayStopsAtTheGamesLimit() {
    // 100,001 empty games (200 KB): the first 100,000 are replayed, then a line says why no more.
    QTemporaryDir dir;
    QByteArray text;
    for (int i = 0; i < 100001; ++i) text += "* ";
    const QString path = writeFile(dir, "many.pdn", text);
    const Run r = cli({"replay", path});
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out.size(), 100000);
    QVERIFY(r.out.last().startsWith("100000 * 0 "));
    checkErrorLine(r.err);
    QCOMPARE(r.err, "bashni-cli: " + path +
                        ": only the first 100000 games were read: a game file may hold no more\n");
    // As many as the limit: all is well.
    text.chop(2);
    const Run full = cli({"replay", writeFile(dir, "full.pdn", text)});
    QCOMPARE(full.exitCode, 0);
    QCOMPARE(full.err, QString());
    QCOMPARE(full.out.size(), 100000);
}

void TestCli::argumentsQuoted_data() {
    // Bytes that are not UTF-8, made by printf: shown as \xNN, neither passed to the terminal nor
    // turned into U+FFFD.
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("reason");
    QTest::newRow("move") << R"sh("$0" play "$(printf 'c3\377\376')")sh"
                          << R"sh(move 1 "c3\xFF\xFE": )sh";
    QTest::newRow("cut UTF-8 in a move") << R"sh("$0" play "$(printf 'c3-\320')")sh"
                                         << R"sh(move 1 "c3-\xD0": )sh";
    QTest::newRow("rules") << R"sh("$0" moves --rules "$(printf 'tur\300\257kish')")sh"
                           << R"sh(unknown rule set "tur\xC0\xAFkish")sh";
    QTest::newRow("depth") << R"sh("$0" perft --depth "$(printf '\2002')")sh"
                           << R"sh(not "\x802")sh";
    QTest::newRow("fen") << R"sh("$0" moves --fen "$(printf 'W:\377=w')")sh"
                         << "--fen: ";
    QTest::newRow("player") << R"sh("$0" match --a "$(printf 'level:\377')" --b random --games 1)sh"
                            << R"sh("level:\xFF")sh";
    QTest::newRow("file name") << R"sh("$0" replay "$(printf '/no/such\377.pdn')")sh"
                               << R"sh("/no/such\xFF.pdn": cannot read the file)sh";
}

void TestCli::argumentsQuoted() {
    QFETCH(QString, script);
    QFETCH(QString, reason);
    const Run r = shell(script);
    QVERIFY(!r.crashed);
    QVERIFY(r.exitCode != 0);
    QCOMPARE(r.out, QStringList());
    checkErrorLine(r.err);
    QVERIFY2(r.err.contains(reason), qPrintable(r.err));
}

void TestCli::replayReportsErrors() {
    QTemporaryDir dir;
    const QString bad = writeFile(dir, "bad.pdn",
                                  "[Event \"fine\"]\n\n1. c3-d4 *\n\n"
                                  "[Event \"broken\"]\n\n1. c3-d4 f6-g5\n2. c3-d4 *\n\n"
                                  "[Event \"after\"]\n\n1. a3-b4 *\n");
    const Run r = cli({"replay", bad, dir.filePath("missing.pdn")});
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out.size(), 2);
    QVERIFY(r.out[0].startsWith("1 * 1 "));
    QVERIFY(r.out[1].startsWith("3 * 1 "));
    const QStringList errors = r.err.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors[0].startsWith(bad + ":8:4: "), qPrintable(errors[0]));
    QVERIFY2(errors[0].contains("c3-d4"), qPrintable(errors[0]));
    QVERIFY2(errors[1].contains("missing.pdn") && errors[1].contains("cannot read"),
             qPrintable(errors[1]));
}

namespace {

// One iteration line of analyse: depth, score (or "win N" / "loss N"), nodes, nps, time, pv.
const QRegularExpression iterationLine("^depth (\\d+) score (-?\\d+|win \\d+|loss \\d+) "
                                       "nodes (\\d+) nps \\d+ time_ms \\d+ pv((?: \\S+)+)$");

// The legal moves of `fen` (the start position when empty), as bashni-cli moves lists them.
QStringList legalMoves(const QString& fen) {
    return cli(fen.isEmpty() ? QStringList{"moves"} : QStringList{"moves", "--fen", fen}).out;
}

} // namespace

void TestCli::analyse_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("start depth 5") << QString() << QStringList{"--depth", "5"};
    QTest::newRow("start time") << QString() << QStringList{"--time", "0.2"};
    QTest::newRow("tall columns") << "W:a1=w,c1=w,e1=w,g1=w,h2=w,a3=bw,c3=w,e3=w,g3=ww,a5=b,"
                                     "e5=bbW,b6=bw,d6=bbbb,a7=b,g7=b,b8=b"
                                  << QStringList{"--depth", "6"};
    QTest::newRow("black to move turkish")
        << "B:a1=w,c1=wb,e1=w,b2=wwww,c3=w,f4=w,h4=w,a5=bb,c5=bw,d6=b,f6=b,h6=wbb,a7=b,c7=b,e7=b,"
           "d8=b"
        << QStringList{"--depth", "5", "--rules", "turkish"};
}

void TestCli::analyse() {
    QFETCH(QString, fen);
    QFETCH(QStringList, options);
    QStringList args{"analyse"};
    if (!fen.isEmpty()) args << "--fen" << fen;
    const Run r = cli(args + options);
    QVERIFY(!r.crashed);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.size() >= 2);
    int depth = 0;
    QString firstPvMove;
    for (qsizetype i = 0; i + 1 < r.out.size(); ++i) {
        const auto m = iterationLine.match(r.out[i]);
        QVERIFY2(m.hasMatch(), qPrintable(r.out[i]));
        QVERIFY2(m.captured(1).toInt() > depth, qPrintable(r.out[i])); // deeper each line
        depth = m.captured(1).toInt();
        firstPvMove = m.captured(4).split(' ', Qt::SkipEmptyParts).first();
    }
    const QString last = r.out.last();
    QVERIFY2(last.startsWith("bestmove "), qPrintable(last));
    const QString best = last.mid(9);
    QVERIFY2(legalMoves(fen).contains(best), qPrintable(best));
    // With a time limit the move may come from the unfinished iteration after the last line.
    if (options.first() == "--depth") {
        QCOMPARE(depth, options[1].toInt());
        QCOMPARE(best, firstPvMove);
    }
}

void TestCli::analyseDecided_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("score"); // of the last iteration line; empty: no such line
    QTest::addColumn<QString>("best");
    QTest::newRow("no legal move") << "B:d4=wbb,h2=w" << QString() << "none";
    QTest::newRow("blocked") << "B:a7=b,b6=w,c5=w" << QString() << "none";
    QTest::newRow("win in one") << "W:c3=w,d4=b"
                                << "win 1"
                                << "c3:e5";
    QTest::newRow("loss in two") << "B:a3=b,c1=w"
                                 << "loss 2"
                                 << "a3-b2";
}

void TestCli::analyseDecided() {
    QFETCH(QString, fen);
    QFETCH(QString, score);
    QFETCH(QString, best);
    const Run r = cli({"analyse", "--fen", fen, "--depth", "4"});
    QVERIFY(!r.crashed);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(!r.out.isEmpty());
    QCOMPARE(r.out.last(), "bestmove " + best);
    if (score.isEmpty()) {
        QCOMPARE(r.out.size(), 1);
    } else {
        QVERIFY(r.out.size() >= 2);
        const auto m = iterationLine.match(r.out[r.out.size() - 2]);
        QVERIFY2(m.hasMatch(), qPrintable(r.out[r.out.size() - 2]));
        QCOMPARE(m.captured(2), score);
    }
}

// --moves: the game so far. Black is lost, but h2-g1 brings the first position round a third
// time (docs/RULES.md 5.3): found as a draw only when the search is told the game.
void TestCli::analyseMoves() {
    const QString fen = "W:a1=W,b8=W,d8=W,g1=B";
    const QString moves = "a1-b2 g1-h2 b2-a1 h2-g1 a1-b2 g1-h2 b2-a1";
    const Run game = cli({"analyse", "--fen", fen, "--moves", moves, "--depth", "6"});
    QCOMPARE(game.exitCode, 0);
    QCOMPARE(game.out.last(), QString("bestmove h2-g1"));
    const auto drawn = iterationLine.match(game.out[game.out.size() - 2]);
    QVERIFY(drawn.hasMatch());
    QCOMPARE(drawn.captured(2), QString("0"));
    // The same position alone: lost.
    const Run after =
        cli({"play", "--fen", fen, "a1-b2", "g1-h2", "b2-a1", "h2-g1", "a1-b2", "g1-h2", "b2-a1"});
    QCOMPARE(after.exitCode, 0);
    const Run alone = cli({"analyse", "--fen", after.out.last(), "--depth", "6"});
    const auto lost = iterationLine.match(alone.out[alone.out.size() - 2]);
    QVERIFY(lost.hasMatch());
    QVERIFY2(lost.captured(2).toInt() < -300, qPrintable(lost.captured(2)));
}

void TestCli::analyseDeterministic() {
    // Everything but the clock's figures is the same from run to run at a fixed depth.
    const auto withoutClock = [](QStringList lines) {
        static const QRegularExpression clock(" nps \\d+ time_ms \\d+");
        for (QString& line : lines) line.remove(clock);
        return lines;
    };
    const QStringList args{"analyse", "--depth", "3", "--fen",
                           "W:g1=w,a3=w,c3=bww,e3=ww,g3=wbb,c5=bwww,e5=bbb,g5=wb,h6=wb,g7=bb,f8=b"};
    const Run first = cli(args), second = cli(args);
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(first.out.size(), 4);
    QCOMPARE(withoutClock(first.out), withoutClock(second.out));
}

// --nodes: a search of so many nodes, the same from run to run whatever the machine is doing,
// and a bigger budget searches deeper.
void TestCli::analyseNodes() {
    const auto lastIteration = [](const QStringList& out) {
        static const QRegularExpression line("^depth (\\d+) score \\S+ nodes (\\d+) ");
        QRegularExpressionMatch last;
        for (const QString& l : out)
            if (const auto m = line.match(l); m.hasMatch()) last = m;
        return std::pair{last.captured(1).toInt(), last.captured(2).toLongLong()};
    };
    const QStringList args{"analyse", "--fen",
                           "W:g1=w,a3=w,c3=bww,e3=ww,g3=wbb,c5=bwww,e5=bbb,g5=wb,h6=wb,g7=bb,f8=b"};
    const Run small = cli(args + QStringList{"--nodes", "3000"});
    const Run big = cli(args + QStringList{"--nodes", "60000"});
    const Run again = cli(args + QStringList{"--nodes", "60000"});
    QCOMPARE(small.exitCode, 0);
    QCOMPARE(big.exitCode, 0);
    const auto [smallDepth, smallNodes] = lastIteration(small.out);
    const auto [bigDepth, bigNodes] = lastIteration(big.out);
    QVERIFY(smallDepth >= 1 && smallNodes <= 3000);
    QVERIFY(bigNodes <= 60000);
    QVERIFY2(bigDepth > smallDepth, qPrintable(big.out.join('\n')));
    QVERIFY(big.out.last().startsWith("bestmove "));
    QCOMPARE(again.out.last(), big.out.last());
    QCOMPARE(lastIteration(again.out), lastIteration(big.out));
}

void TestCli::analyseLines_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("lines");
    QTest::newRow("start, 3") << QString() << 3;
    QTest::newRow("middle game, 5")
        << "W:a1=w,c1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,g3=w,f4=wbb,c5=b,g5=w,b6=b,h6=b,a7=b,"
           "c7=b,e7=b,b8=b,d8=b,f8=b,h8=b"
        << 5;
    QTest::newRow("two moves only, 3") << "W:a1=w,h8=b" << 3;
}

// analyse --lines N: the iterations as without it, then N lines (fewer when there are fewer
// moves) "line K depth D score S pv MOVE...", different legal moves in descending score, the
// first being the single search's line and bestmove.
void TestCli::analyseLines() {
    QFETCH(QString, fen);
    QFETCH(int, lines);
    QStringList args{"analyse", "--depth", "6"};
    if (!fen.isEmpty()) args << "--fen" << fen;
    const Run single = cli(args);
    const Run r = cli(args + QStringList{"--lines", QString::number(lines)});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    const QStringList legal = legalMoves(fen);
    const int expected = std::min<int>(lines, legal.size());
    QCOMPARE(r.out.last(), single.out.last()); // bestmove
    const QStringList lineOutput = r.out.mid(r.out.size() - 1 - expected, expected);
    const QRegularExpression lineForm("^line (\\d+) depth (\\d+) score (-?\\d+|win \\d+|loss "
                                      "\\d+) pv((?: \\S+)+)$");
    QStringList moves;
    int previous = 1 << 30;
    for (int k = 0; k < expected; ++k) {
        const auto m = lineForm.match(lineOutput[k]);
        QVERIFY2(m.hasMatch(), qPrintable(lineOutput[k]));
        QCOMPARE(m.captured(1).toInt(), k + 1);
        QCOMPARE(m.captured(2), iterationLine.match(single.out[single.out.size() - 2]).captured(1));
        const QString score = m.captured(3);
        const int value = score.startsWith("win ")    ? 100000 - score.mid(4).toInt()
                          : score.startsWith("loss ") ? score.mid(5).toInt() - 100000
                                                      : score.toInt();
        QVERIFY2(value <= previous, qPrintable(lineOutput.join('|')));
        previous = value;
        const QStringList pv = m.captured(4).split(' ', Qt::SkipEmptyParts);
        QVERIFY2(legal.contains(pv.first()), qPrintable(pv.first()));
        QVERIFY2(!moves.contains(pv.first()), qPrintable(lineOutput.join('|')));
        moves << pv.first();
        if (k == 0) { // the single search's last iteration line
            const auto it = iterationLine.match(single.out[single.out.size() - 2]);
            QVERIFY(it.hasMatch());
            QCOMPARE(m.captured(4), it.captured(4));
            QCOMPARE(score, it.captured(2));
        }
    }
    QCOMPARE(r.out.last(), "bestmove " + moves.first());
    // Before the lines, the iterations exactly as without --lines (but for nodes and times).
    QCOMPARE(r.out.size(), single.out.size() + expected);
}

// analyse --threads N: iteration lines and bestmove as with one thread, a legal move, the
// same depth reached (what the threads find may differ: they race).
void TestCli::analyseThreads() {
    const QStringList args{"analyse", "--depth", "7"};
    const Run single = cli(args);
    const Run r = cli(args + QStringList{"--threads", "3", "--lines", "2"});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.size(), single.out.size() + 2);
    for (int i = 0; i + 3 < int(r.out.size()); ++i)
        QVERIFY2(iterationLine.match(r.out[i]).hasMatch(), qPrintable(r.out[i]));
    QVERIFY(r.out[r.out.size() - 3].startsWith("line 1 depth 7 "));
    QVERIFY(r.out.last().startsWith("bestmove "));
    QVERIFY(legalMoves(QString()).contains(r.out.last().mid(9)));
}

namespace {

// White gives a man away at move 3 (b6-c5 takes it); in the second White misses a forced win
// at once, and wins all the same.
const char annotateGames[] = "[Event \"given away\"]\n\n"
                             "1. c3-d4 f6-g5 2. b2-c3 g7-f6 3. a3-b4 {mine} b6-c5 *\n\n"
                             "[Event \"won\"]\n[FEN \"W:c3=w,e3=w,h8=b\"]\n\n"
                             "1. c3-d4 h8-g7 2. d4-e5 g7-f6 3. e5:g7 2-0\n";

} // namespace

// annotate: the games again as records that replay reads as the same games, with the review's
// glyphs, comments, evaluations and tags; progress on standard error.
void TestCli::annotate() {
    QTemporaryDir dir;
    const QString in = writeFile(dir, "in.pdn", annotateGames);
    const Run r = cli({"annotate", "--depth", "8", in});
    QVERIFY(!r.crashed);
    QCOMPARE(r.exitCode, 0);
    const QString out = r.out.join('\n') + '\n';
    // The writer wraps lines at 80 columns, wherever the figures put the break.
    QVERIFY2(
        out.contains(QRegularExpression("3\\. a3-b4\\?\\??\\s+\\{\\[%eval -\\d\\.\\d\\d\\]\\}\\s+"
                                        "\\{mine\\}\\s+\\{better \\S+\\s+[-+]\\d\\.\\d\\d;\\s+"
                                        "played\\s+-\\d\\.\\d\\d\\}")),
        qPrintable(out));
    QVERIFY2(out.contains("1. c3-d4 {[%eval "), qPrintable(out));
    for (const char* tag :
         {"WhiteInaccuracies", "WhiteMistakes", "WhiteBlunders", "WhiteAverageLoss",
          "BlackInaccuracies", "BlackMistakes", "BlackBlunders", "BlackAverageLoss"})
        QCOMPARE(out.count(QString("[%1 \"").arg(tag)), 2);
    QCOMPARE(out.count("[Annotator \"bashni-cli "), 2);
    QVERIFY(out.contains(", depth 8\"]"));
    QVERIFY2(r.err.contains("annotate: game 1 ply 6/6\n"), qPrintable(r.err));
    QVERIFY2(r.err.contains("annotate: game 2 ply 5/5\n"), qPrintable(r.err));
    // Read back, the same games; annotated again, the same text.
    const QString annotated = writeFile(dir, "out.pdn", out.toUtf8());
    QCOMPARE(cli({"replay", annotated}).out, cli({"replay", in}).out);
    const Run again = cli({"annotate", "--depth", "8", annotated});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(again.out, r.out);
}

// --from: the plies before are left as they were; a game shorter than that is written unchanged
// but for the tags.
void TestCli::annotateFrom() {
    QTemporaryDir dir;
    const QString in = writeFile(dir, "in.pdn", annotateGames);
    const Run r = cli({"annotate", "--depth", "6", "--from", "6", in});
    QCOMPARE(r.exitCode, 0);
    const QString out = r.out.join('\n');
    QVERIFY2(out.contains("1. c3-d4 f6-g5 2. b2-c3 g7-f6 3. a3-b4 {mine} 3... b6-c5 {[%eval "),
             qPrintable(out));
    QVERIFY2(out.contains("1. c3-d4 h8-g7 2. d4-e5 g7-f6 3. e5:g7 2-0"), qPrintable(out));
    QCOMPARE(out.count("[%eval "), 1);
    QCOMPARE(out.count("[BlackAverageLoss "), 2);
    QVERIFY2(!r.err.contains("game 2 ply"), qPrintable(r.err));
}

void TestCli::match_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("games");
    const QStringList randomGreedy{"match", "--a", "random", "--b", "greedy", "--games", "4"};
    QTest::newRow("random greedy") << randomGreedy + QStringList{"--seed", "5"} << 4;
    QTest::newRow("random greedy intervening")
        << randomGreedy + QStringList{"--seed", "77", "--rules", "intervening"} << 4;
    QTest::newRow("greedy random odd")
        << QStringList{"match", "--a", "greedy", "--b", "random", "--games", "3", "--seed", "0"}
        << 3;
    QTest::newRow("level") << QStringList{"match",   "--a", "level:2", "--b", "random",
                                          "--games", "2",   "--time",  "0.01"}
                           << 2;
    // bashni-cli asking itself for each move, at a fixed depth so that the games repeat.
    const QString self = QString("exe:") + BASHNI_CLI_PATH + ",depth=2";
    QTest::newRow("exe") << QStringList{"match", "--a", self, "--b", "random", "--games", "2"} << 2;
    // The same, handed the game's moves each time (analyse --moves).
    QTest::newRow("exe moves") << QStringList{"match",   "--a", self + ",moves", "--b", "random",
                                              "--games", "2"}
                               << 2;
}

// A match's lines (docs/NOTATION.md 5.7) checked against each other: each game's line, and the
// last line's tally of them. Each game's result, plies and reason go to *played.
void checkMatchLines(const QStringList& args, const QStringList& out, int games,
                     QList<QStringList>* played) {
    QCOMPARE(out.size(), games + 1);
    const QString a = args[args.indexOf("--a") + 1], b = args[args.indexOf("--b") + 1];
    const QRegularExpression gameLine("^game (\\d+) white=(\\S+) black=(\\S+) "
                                      "result=(2-0|0-2|1-1) plies=(\\d+) "
                                      "reason=(no-moves|repetition|no-progress|time|ply-limit)$");
    int wins = 0, draws = 0, losses = 0, timeLosses = 0;
    for (int n = 1; n <= games; ++n) {
        const QString& line = out[n - 1];
        const auto m = gameLine.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QCOMPARE(m.captured(1).toInt(), n);
        const bool aWhite = n % 2 == 1; // A has White in odd games
        QCOMPARE(m.captured(2), aWhite ? a : b);
        QCOMPARE(m.captured(3), aWhite ? b : a);
        const int plies = m.captured(5).toInt();
        QVERIFY2(plies >= 2 && plies <= 300, qPrintable(line));
        const QString result = m.captured(4);
        if (result == "1-1")
            ++draws;
        else if ((result == "2-0") == aWhite)
            ++wins;
        else
            ++losses;
        if (m.captured(6) == "ply-limit") QCOMPARE(plies, 300);
        if (m.captured(6) == "time") {
            QVERIFY2(result != "1-1", qPrintable(line));
            ++timeLosses;
        }
        played->append({result, m.captured(5), m.captured(6)});
    }
    const QRegularExpression lastLine("^result wins=(\\d+) draws=(\\d+) losses=(\\d+) "
                                      "score=(\\d+\\.\\d) elo=(-?\\d+) time-losses=(\\d+)$");
    const auto m = lastLine.match(out.last());
    QVERIFY2(m.hasMatch(), qPrintable(out.last()));
    QCOMPARE(m.captured(1).toInt(), wins);
    QCOMPARE(m.captured(2).toInt(), draws);
    QCOMPARE(m.captured(3).toInt(), losses);
    const double p = (wins + 0.5 * draws) / games;
    QCOMPARE(m.captured(4), QString::number(p * 100, 'f', 1));
    const int elo = p <= 0 ? -999
                    : p >= 1
                        ? 999
                        : std::clamp(int(std::lround(-400 * std::log10(1 / p - 1))), -999, 999);
    QCOMPARE(m.captured(5).toInt(), elo);
    QCOMPARE(m.captured(6).toInt(), timeLosses);
}

void TestCli::match() {
    QFETCH(QStringList, args);
    QFETCH(int, games);
    const Run r = cli(args);
    QVERIFY(!r.crashed);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QList<QStringList> played;
    checkMatchLines(args, r.out, games, &played);
    if (QTest::currentTestFailed()) return;
    QVERIFY(r.out.last().endsWith(" time-losses=0")); // untimed

    // The same seed plays the same games (levels aside: their time caps follow the clock).
    if (!args.contains("level:2")) QCOMPARE(cli(args).out, r.out);
}

// --sprt: a line of the test's terms, the ratio on every game line, and the match stops at the
// first pair that takes the ratio past a bound, with that verdict.
void TestCli::matchSprt() {
    const QStringList args{"match", "--a",    "level:3", "--b",    "random", "--games",
                           "400",   "--sprt", "0,200",   "--seed", "3"};
    const Run r = cli(args);
    QVERIFY(!r.crashed);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.size() >= 4);
    QCOMPARE(r.out.first(), "sprt elo0=0 elo1=200 alpha=0.05 beta=0.05 lower=-2.94 upper=2.94");
    const QRegularExpression gameLine("^game (\\d+) .* llr=(-?\\d+\\.\\d\\d)$");
    const int games = int(r.out.size()) - 3;
    QVERIFY2(games < 400, "a level against a random mover is told apart long before 400 games");
    for (int n = 1; n <= games; ++n) {
        const auto m = gameLine.match(r.out[n]);
        QVERIFY2(m.hasMatch(), qPrintable(r.out[n]));
        QCOMPARE(m.captured(1).toInt(), n);
        const double llr = m.captured(2).toDouble();
        if (n < games)
            QVERIFY2(llr > -2.94 && llr < 2.94, qPrintable(r.out[n]));
        else
            QVERIFY2(llr >= 2.94, qPrintable(r.out[n]));
    }
    QVERIFY2(r.out[games + 1].startsWith("sprt verdict=H1 llr="), qPrintable(r.out[games + 1]));
    QVERIFY2(r.out[games + 1].endsWith(QString(" pairs=%1").arg(games / 2)),
             qPrintable(r.out[games + 1]));
    QVERIFY(r.out.last().startsWith("result wins="));
}

// Games played two at a time are the same games: each game's choices follow from the seed and
// its number, whichever worker plays it.
void TestCli::matchConcurrency() {
    const QStringList args{"match",   "--a", "random", "--b", "greedy",
                           "--games", "9",   "--seed", "11"};
    const Run one = cli(args);
    const Run two = cli(args + QStringList{"--concurrency", "2"});
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(two.exitCode, 0);
    QCOMPARE(two.out.size(), 10);
    QStringList sorted = two.out.mid(0, 9);
    std::sort(sorted.begin(), sorted.end(), [](const QString& x, const QString& y) {
        return x.section(' ', 1, 1).toInt() < y.section(' ', 1, 1).toInt();
    });
    QCOMPARE(sorted, one.out.mid(0, 9));
    QCOMPARE(two.out.last(), one.out.last());
}

namespace {

// The games of a match's record, read by the core.
std::vector<bashni::Game> recordedGames(const QString& file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return {};
    bashni::PdnReadResult read = bashni::readPdn(f.readAll().toStdString());
    return read.errors.empty() ? std::move(read.games) : std::vector<bashni::Game>{};
}

// The first `plies` moves of a game, as text.
QStringList openingOf(const bashni::Game& g, int plies) {
    QStringList moves;
    for (int ply = 1; ply <= std::min(plies, g.plyCount()); ++ply)
        moves << QString::fromStdString(bashni::formatMove(g.move(ply)));
    return moves;
}

} // namespace

// --openings 6: each pair of games starts with the same six plies, every pair with other ones,
// each balanced by the depth-6 search NOTATION 5.7 names, and the seed decides which.
void TestCli::matchOpenings() {
    QTemporaryDir dir;
    const auto play = [&](const QString& seed, const QString& name) {
        const QString file = dir.filePath(name);
        const Run r = cli({"match", "--a", "random", "--b", "greedy", "--games", "16", "--openings",
                           "6", "--seed", seed, "--pdn", file});
        return r.exitCode == 0 ? recordedGames(file) : std::vector<bashni::Game>{};
    };
    const std::vector<bashni::Game> games = play("5", "a.pdn");
    QCOMPARE(int(games.size()), 16);
    QSet<QStringList> seen;
    bashni::engine::Search search(1);
    for (std::size_t n = 0; n < games.size(); n += 2) {
        const QStringList opening = openingOf(games[n], 6);
        QCOMPARE(opening.size(), 6); // greedy and random never end a game in six plies here
        QCOMPARE(openingOf(games[n + 1], 6), opening);
        QVERIFY2(!seen.contains(opening), qPrintable(opening.join(' ')));
        seen.insert(opening);
        bashni::Game replay(bashni::Rules::Standard);
        for (const QString& move : opening) QVERIFY(replay.play(move.toStdString()));
        bashni::engine::Limits depth6;
        depth6.depth = 6;
        search.clear();
        QVERIFY(std::abs(search.run(replay.position(), depth6).score) <= 60);
    }
    const std::vector<bashni::Game> again = play("5", "b.pdn"), other = play("6", "c.pdn");
    QCOMPARE(int(again.size()), 16);
    QCOMPARE(int(other.size()), 16);
    for (std::size_t n = 0; n < games.size(); n += 2)
        QCOMPARE(openingOf(again[n], 6), openingOf(games[n], 6));
    int differ = 0;
    for (std::size_t n = 0; n < games.size(); n += 2)
        differ += openingOf(other[n], 6) != openingOf(games[n], 6);
    QVERIFY2(differ >= 6, "another seed draws other openings");
}

void TestCli::matchOnClock_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("games");
    QTest::addColumn<QString>("control");
    // Whether neither player thinks: only then is a loss on time impossible whatever the load.
    QTest::addColumn<bool>("instant");
    QTest::newRow("fischer") << QStringList{"--a", "level:10", "--b", "level:4", "--games", "2"}
                             << 2 << "1+0.05" << false;
    // Level 6's own cap (150 ms) leaves a margin that a loaded machine cannot eat; level 10 at
    // a time a move keeps only the reserve, and the budgets' tests cover that.
    QTest::newRow("per move") << QStringList{"--a", "greedy", "--b", "level:6", "--games", "2"} << 2
                              << "0.2/move" << false;
    // bashni-cli asking itself, each move's time taken from its clock.
    QTest::newRow("exe") << QStringList{"--a",     QString("exe:") + BASHNI_CLI_PATH,
                                        "--b",     "random",
                                        "--games", "1"}
                         << 1 << "3+0.1" << false;
    QTest::newRow("no increment") << QStringList{"--a", "random", "--b", "greedy", "--games", "3"}
                                  << 3 << "2+0" << true;
}

// Timed games: every move charged, losses on time counted where they happened, and --pdn writes
// every game with its time control, clocks and tags, read back by replay and by the core. That
// thinking players keep their flags at these clocks is measured by matches (docs/ENGINE.md "On a
// clock"), not here: a test cannot know how loaded its machine is.
void TestCli::matchOnClock() {
    QFETCH(QStringList, args);
    QFETCH(int, games);
    QFETCH(QString, control);
    QFETCH(bool, instant);
    QTemporaryDir dir;
    const QString file = dir.filePath("match.pdn");
    args = QStringList{"match"} + args + QStringList{"--tc", control, "--pdn", file};
    const Run r = cli(args);
    QVERIFY(!r.crashed);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QList<QStringList> played;
    checkMatchLines(args, r.out, games, &played);
    if (QTest::currentTestFailed()) return;
    const QString last = r.out.last();
    QVERIFY2(last.contains(" time-losses="), qPrintable(last));
    const int losses = last.mid(last.lastIndexOf("time-losses=") + 12).toInt();
    const auto onTime = [](const QString& line) { return line.contains(" reason=time"); };
    QCOMPARE(losses, int(std::count_if(r.out.begin(), r.out.end(), onTime)));
    if (instant) QCOMPARE(losses, 0);

    const Run replayed = cli({"replay", file});
    QCOMPARE(replayed.exitCode, 0);
    QCOMPARE(replayed.out.size(), games);
    for (int n = 1; n <= games; ++n) {
        const QStringList fields = replayed.out[n - 1].split(' ');
        QCOMPARE(fields.value(0), QString::number(n));
        QCOMPARE(fields.value(1), played[n - 1][0]);
        QCOMPARE(fields.value(2), played[n - 1][1]);
    }

    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    const bashni::PdnReadResult read = bashni::readPdn(text.toStdString());
    QVERIFY(read.errors.empty());
    QCOMPARE(int(read.games.size()), games);
    const QString a = args[args.indexOf("--a") + 1], b = args[args.indexOf("--b") + 1];
    for (int n = 1; n <= games; ++n) {
        const bashni::Game& g = read.games[std::size_t(n - 1)];
        QCOMPARE(QString::fromStdString(bashni::formatTimeControl(g.timeControl())), control);
        QCOMPARE(QString::fromStdString(g.tag("Round")), QString::number(n));
        QCOMPARE(QString::fromStdString(g.tag("White")), n % 2 ? a : b);
        QCOMPARE(QString::fromStdString(g.tag("Black")), n % 2 ? b : a);
        QCOMPARE(QString::fromStdString(g.tag("Event")), QString("bashni-cli match"));
        QCOMPARE(g.plyCount(), played[n - 1][1].toInt());
        for (int ply = 1; ply <= g.plyCount(); ++ply) QVERIFY(g.clock(ply).has_value());
    }
    QVERIFY(text.contains("[%clk 0:00:0"));
    QCOMPARE(text.count("[Termination \"time forfeit\"]"), losses);
    QCOMPARE(text.count("[TimeControl \"" + control.toUtf8() + "\"]"), games);
}

namespace {

// White's g1 takes every black piece that can move; c3:e5:c7 leaves Black the man on f2. Written
// as bashni-cli writes positions, so that error lines can be matched. The file's second puzzle is
// the same shot for Black.
const QByteArray Shot = "W:g1=w,f2=b,c3=w,d4=b,d6=b,h8=b";

QByteArray puzzleText(const QByteArray& fen, const QByteArray& moves) {
    return "[Event \"Bashni puzzles\"]\n[Difficulty \"easy\"]\n[SetUp \"1\"]\n[FEN \"" + fen +
           "\"]\n\n" + moves + " *\n\n";
}

} // namespace

void TestCli::puzzlesVerify() {
    QTemporaryDir dir;
    const QString file =
        writeFile(dir, "p.pdn",
                  puzzleText(Shot, "1. g1:e3:c5:e7") +
                      puzzleText("B:f6=b,b8=b,e5=w,e3=w,c7=w,a1=w", "1... b8:d6:f4:d2"));
    const Run r = cli({"puzzles", "verify", "--depth", "6", file});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.out, QStringList{"verified 2 of 2"});
    QCOMPARE(r.exitCode, 0);
}

void TestCli::puzzlesVerifyNamesFailures() {
    QTemporaryDir dir;
    const QString file = writeFile(
        dir, "p.pdn",
        puzzleText(Shot, "1. g1:e3:c5:e7") + puzzleText(Shot, "1. c3:e5:c7") +
            puzzleText(Shot, "1. c3-b4") + "[Event \"Bashni puzzles\"]\n[SetUp \"1\"]\n[FEN \"" +
            Shot + "\"]\n\n1. g1:e3:c5:e7 *\n");
    const Run r = cli({"puzzles", "verify", "--depth", "6", file});
    QVERIFY(!r.crashed);
    QCOMPARE(r.out, QStringList{"verified 1 of 4"});
    QCOMPARE(r.exitCode, 1);
    const QStringList lines = r.err.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].contains(": puzzle 2 (" + Shot + "): the search prefers g1:e3:c5:e7"),
             qPrintable(lines[0]));
    QVERIFY2(lines[1].contains("(puzzle 3)"), qPrintable(lines[1])); // the reader's error
    QVERIFY2(lines[2].contains(": puzzle 4 (") && lines[2].contains("no Difficulty tag"),
             qPrintable(lines[2]));
}

void TestCli::puzzlesGenerate() {
    QTemporaryDir dir;
    const QString file = dir.filePath("p.pdn");
    const Run g = cli({"puzzles", "generate", "--games", "2", "--seed", "1", "--max-level", "3",
                       "--find-depth", "3", "--confirm-depth", "4", "--out", file});
    QVERIFY(!g.crashed);
    QCOMPARE(g.exitCode, 0);
    QVERIFY2(g.err.contains("game 2/2:"), qPrintable(g.err)); // progress
    const Run v = cli({"puzzles", "verify", "--depth", "4", file});
    QCOMPARE(v.err, QString());
    QCOMPARE(v.exitCode, 0);
    QCOMPARE(v.out.size(), 1);
    QVERIFY2(QRegularExpression("^verified ([1-9][0-9]*) of \\1$").match(v.out[0]).hasMatch(),
             qPrintable(v.out[0]));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
