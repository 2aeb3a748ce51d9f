// bashni-cli as a user runs it: output formats of NOTATION.md's command line, and bad input
// answered by one line on standard error and a non-zero exit, never a crash.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    bool crashed = false;
    QStringList out;
    QString err;
};

Run cli(const QStringList& args) {
    QProcess p;
    p.start(BASHNI_CLI_PATH, args);
    Run r;
    if (!p.waitForFinished(120000)) {
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
}

void TestCli::rejects() {
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    const Run r = cli(args);
    QVERIFY(!r.crashed);
    QVERIFY(r.exitCode != 0);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out.join('|')));
    if (!args.isEmpty()) {
        QCOMPARE(r.err.count('\n'), 1); // one line
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
    for (const QString& line : r.out)
        if (line.startsWith("perft-check")) QVERIFY2(line.endsWith(" ok"), qPrintable(line));
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

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
