// The sequential test of bashni-cli match --sprt: the Elo model, the bounds, and the ratio's
// behaviour on pair scores (app/cli/sprt.h).
#include "sprt.h"

#include <QTest>

#include <cmath>

using namespace bashni::cli;

class TestSprt : public QObject {
    Q_OBJECT
  private slots:
    void expectedScores();
    void bounds();
    void knownRatio();
    void mirrored_data();
    void mirrored();
    void moreWinsRaiseTheRatio();
    void evenPairsFavourTheNearerHypothesis();
    void decides_data();
    void decides();
    void parse_data();
    void parse();
};

void TestSprt::expectedScores() {
    QCOMPARE(expectedScore(0), 0.5);
    QVERIFY(std::abs(expectedScore(400) - 10.0 / 11) < 1e-12);
    QVERIFY(std::abs(expectedScore(-400) - 1.0 / 11) < 1e-12);
}

void TestSprt::bounds() {
    const SprtSettings s{0, 10, 0.05, 0.05};
    QVERIFY(std::abs(lowerBound(s) - std::log(0.05 / 0.95)) < 1e-12);
    QVERIFY(std::abs(upperBound(s) - std::log(0.95 / 0.05)) < 1e-12);
    const SprtSettings strict{0, 10, 0.01, 0.2};
    QVERIFY(upperBound(strict) > upperBound(s)); // fewer false positives: more evidence
    QVERIFY(lowerBound(strict) > lowerBound(s)); // more false negatives allowed: less evidence
}

// The normal approximation worked by hand for 10 pairs: 1 lost both, 2 lost one and drew one, 3
// split, 3 won one and drew one, 1 won both; half a pair added to each class.
void TestSprt::knownRatio() {
    Pentanomial p;
    const int counts[5] = {1, 2, 3, 3, 1};
    for (int half = 0; half < 5; ++half)
        for (int i = 0; i < counts[half]; ++i) p.add(half);
    QCOMPARE(p.pairs(), 10);
    // n = 12.5; sum of scores = 1.5*0 + 2.5*0.25 + 3.5*0.5 + 3.5*0.75 + 1.5*1 = 6.5, mean 0.52;
    // variance = sum n_i (x_i - 0.52)^2 / n = 1.12 / 12.5 = 0.0896.
    const double mean = 0.52, var = 1.12 / 12.5;
    const double s0 = 0.5, s1 = 1 / (1 + std::pow(10.0, -20.0 / 400));
    const double expected = 12.5 * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
    QVERIFY2(std::abs(p.llr(0, 20) - expected) < 1e-9, qPrintable(QString::number(p.llr(0, 20))));
}

void TestSprt::mirrored_data() {
    QTest::addColumn<QList<int>>("halves");
    QTest::newRow("mixed") << QList<int>{0, 1, 2, 2, 3, 4, 4, 2};
    QTest::newRow("all won") << QList<int>{4, 4, 4, 4, 4};
    QTest::newRow("lopsided") << QList<int>{0, 0, 1, 0, 3};
}

// A's view and B's view of the same pairs: the ratio of the mirrored hypotheses is the negation.
void TestSprt::mirrored() {
    QFETCH(QList<int>, halves);
    Pentanomial a, b;
    for (int h : halves) {
        a.add(h);
        b.add(4 - h);
    }
    QVERIFY(std::abs(a.llr(0, 10) + b.llr(-10, 0)) < 1e-9);
    QVERIFY(std::abs(a.llr(-5, 30) + b.llr(-30, 5)) < 1e-9);
}

void TestSprt::moreWinsRaiseTheRatio() {
    Pentanomial p;
    QCOMPARE(p.llr(0, 10), 0.0);
    for (int i = 0; i < 5; ++i) p.add(2);
    double last = p.llr(0, 10);
    for (int i = 0; i < 10; ++i) {
        p.add(4);
        QVERIFY(p.llr(0, 10) > last);
        last = p.llr(0, 10);
    }
}

// Equal players drift toward H0 when H0 is nearer the truth, toward H1 when H1 is.
void TestSprt::evenPairsFavourTheNearerHypothesis() {
    Pentanomial p;
    for (int i = 0; i < 50; ++i) {
        p.add(1);
        p.add(2);
        p.add(3);
    }
    QVERIFY(p.llr(0, 10) < 0);
    QVERIFY(p.llr(-10, 0) > 0);
    QVERIFY(std::abs(p.llr(-10, 10)) < 1e-9); // halfway: no evidence either way
}

void TestSprt::decides_data() {
    QTest::addColumn<int>("halves"); // every pair scores this
    QTest::addColumn<int>("verdict");
    QTest::newRow("wins") << 4 << int(SprtVerdict::H1);
    QTest::newRow("losses") << 0 << int(SprtVerdict::H0);
    QTest::newRow("a win and a draw") << 3 << int(SprtVerdict::H1);
}

// A steady result decides the test, and not at the first pair.
void TestSprt::decides() {
    QFETCH(int, halves);
    QFETCH(int, verdict);
    const SprtSettings s{0, 10, 0.05, 0.05};
    Pentanomial p;
    int pairs = 0;
    while (bashni::cli::verdict(p.llr(s.elo0, s.elo1), s) == SprtVerdict::Continue &&
           pairs < 1000) {
        p.add(halves);
        ++pairs;
    }
    QCOMPARE(int(bashni::cli::verdict(p.llr(s.elo0, s.elo1), s)), verdict);
    QVERIFY2(pairs > 3, qPrintable(QString::number(pairs)));
}

void TestSprt::parse_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("elo0");
    QTest::addColumn<double>("elo1");
    QTest::newRow("plain") << "0,10" << true << 0.0 << 10.0;
    QTest::newRow("negative") << "-5,2.5" << true << -5.0 << 2.5;
    QTest::newRow("reversed") << "10,0" << false << 0.0 << 0.0;
    QTest::newRow("equal") << "5,5" << false << 0.0 << 0.0;
    QTest::newRow("one") << "10" << false << 0.0 << 0.0;
    QTest::newRow("text") << "a,b" << false << 0.0 << 0.0;
    QTest::newRow("trailing") << "0,10x" << false << 0.0 << 0.0;
    QTest::newRow("semicolon") << "0;10" << false << 0.0 << 0.0;
    QTest::newRow("huge") << "0,5000" << false << 0.0 << 0.0;
}

void TestSprt::parse() {
    QFETCH(QString, text);
    QFETCH(bool, ok);
    std::string error;
    const auto s = parseSprt(text.toStdString(), &error);
    QCOMPARE(s.has_value(), ok);
    if (!ok) {
        QVERIFY(error.find("--sprt") != std::string::npos);
        return;
    }
    QFETCH(double, elo0);
    QFETCH(double, elo1);
    QCOMPARE(s->elo0, elo0);
    QCOMPARE(s->elo1, elo1);
}

QTEST_APPLESS_MAIN(TestSprt)
#include "tst_sprt.moc"
