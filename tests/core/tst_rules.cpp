// docs/RULES.md, rule by rule and example by example, under all three rule sets (4.8).
#include "core/movegen.h"
#include "core/notation.h"
#include "tests/common/testpositions.h"

#include <QTest>

#include <algorithm>

using namespace bashni;
Q_DECLARE_METATYPE(bashni::Rules)

using test::position;

namespace {

const Rules allRules[] = {Rules::Standard, Rules::Intervening, Rules::Turkish};

QString after(const QString& fen, Rules rules, const QString& move) {
    Position pos = position(fen, rules);
    Message error;
    const auto m = parseMove(pos, move.toStdString(), &error);
    if (!m) return QString("illegal: ") + QString::fromStdString(formatMessage(error));
    Undo u;
    pos.make(*m, u);
    return QString::fromStdString(formatPosition(pos));
}

QStringList sorted(QStringList l) {
    l.sort();
    return l;
}

// One row per rule set: same moves for all unless `other` (intervening, turkish) differ.
void addRow(const char* name, const QString& fen, const QStringList& standard,
            const QStringList& intervening, const QStringList& turkish) {
    QTest::addRow("%s standard", name) << Rules::Standard << fen << sorted(standard);
    QTest::addRow("%s intervening", name) << Rules::Intervening << fen << sorted(intervening);
    QTest::addRow("%s turkish", name) << Rules::Turkish << fen << sorted(turkish);
}

void addRow(const char* name, const QString& fen, const QStringList& all) {
    addRow(name, fen, all, all, all);
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT
  private slots:
    void legalMoves_data();
    void legalMoves();
    void resultingPosition_data();
    void resultingPosition();
    void startPosition();
    void noMoveLoses_data();
    void noMoveLoses();
    void piecesNeverLeave();
};

void TestRules::legalMoves_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("moves");

    // docs/RULES.md 7, worked examples.
    addRow("E1 backward capture compulsory", "W:d4=b,e5=w,g3=w,h8=b", {"e5:c3"});
    addRow("E2 only the top is taken", "W:c3=w,d4=bww,h8=b", {"c3:e5"});
    addRow("E3 free choice, completed", "W:b4=b,c3=w,d4=b,f6=b", {"c3:a5", "c3:e5:g7"});
    addRow("E4 promotion mid-capture", "W:c5=b,g7=bb,h6=w", {"h6:f8:a3", "h6:f8:b4", "h6:f8:h6"},
           {"h6:f8:a3", "h6:f8:b4"}, {"h6:f8:a3", "h6:f8:b4"});
    addRow("E5 king lands where it goes on", "W:a3=W,b4=bb,g7=b",
           {"a3:c5:a3", "a3:d6:a3", "a3:e7:a3", "a3:f8:a3", "a3:f8:h6"}, {"a3:f8:h6"},
           {"a3:f8:h6"});
    addRow("E6 emptied square is free", "W:e3=B,f4=W,g5=B",
           {"f4:c1:h6", "f4:d2:h6", "f4:h6:c1", "f4:h6:d2"},
           {"f4:c1:h6", "f4:d2:h6", "f4:h6:c1", "f4:h6:d2"}, {"f4:c1", "f4:d2", "f4:h6"});
    addRow("E7 running round, re-taking", "W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b",
           {"c3:e1:g3:e5:c3:e5", "c3:e5:c3:e1:g3:e5", "c3:e5:g3:e1:c3:e5"},
           {"c3:e1:g3:e5:c3", "c3:e5:g3:e1:c3:e5"}, {"c3:e1:g3:e5:c3", "c3:e5:g3:e1:c3"});
    addRow("E8 freed king is a king", "B:a1=w,d4=wB,e5=b", {"e5:c3"});
    addRow("E9 only the top promotes", "W:c7=wbb,h6=b", {"c7-b8", "c7-d8"});

    // 1.3, 3.1: the start; men go one square forward only.
    addRow("3.1 start position", QString::fromStdString(formatPosition(Position::start())),
           {"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"});
    addRow("3.1 black men go down", "B:d4=b,h2=w", {"d4-c3", "d4-e3"});
    addRow("3.1 blocked man", "W:a1=w,b2=b,c3=b", {});
    // 3.2 flying king, all four directions, stopped by any column.
    addRow("3.2 flying king", "W:d4=W,f6=w,b2=w,a7=b",
           {"d4-b6", "d4-c3", "d4-c5", "d4-e3", "d4-e5", "d4-f2", "d4-g1", "f6-e7", "f6-g7",
            "b2-a3", "b2-c3"});
    // 2.2 a column moves as its top: a black-topped column full of white men is Black's.
    addRow("2.2 the top commands", "W:c3=bwww,e3=w,h8=b", {"e3-d4", "e3-f4"});
    addRow("2.2 king-topped column flies", "B:h8=Bww,a1=w",
           {"h8-g7", "h8-f6", "h8-e5", "h8-d4", "h8-c3", "h8-b2"});
    // 4.1 capture is compulsory for kings too, and no majority rule.
    addRow("4.1 capture beats quiet moves", "W:a1=W,e3=w,f4=b,h8=b", {"e3:g5"});
    addRow("4.1 no majority rule", "W:a3=w,b4=b,d2=w,e3=b,e5=b,b8=B", {"a3:c5", "d2:f4:d6"});
    // 4.2 men capture forward and backward, only adjacent.
    addRow("4.2 man captures backward", "W:e5=w,d4=b,h8=b", {"e5:c3"});
    addRow("4.2 man does not fly", "W:a1=w,c3=b,h8=b", {"a1-b2"});
    addRow("4.2 landing must be empty", "W:c3=w,d4=b,e5=b,h8=b", {"c3-b4"});
    addRow("4.2 no jump off the board", "W:g3=w,h4=b,a7=b", {"g3-f4"});
    // 4.3 king jumps from afar and may land anywhere beyond when nothing continues.
    addRow("4.3 king lands anywhere", "W:a1=W,c3=b,h8=b", {"a1:d4", "a1:e5", "a1:f6", "a1:g7"});
    addRow("4.3 two columns in a row block", "W:a1=W,c3=b,d4=b,h8=b", {"a1-b2"});
    // 4.7 never jumps own columns.
    addRow("4.7 own column is not jumped", "W:c3=w,d4=wb,h8=b", {"c3-b4", "d4-c5", "d4-e5"});
    // 4.8 standard: jumping the same column twice in a row (immediately, the very next jump).
    addRow("4.8 immediate re-jump", "W:b2=W,d4=bb,g7=w",
           {"b2:e5:c3", "b2:e5:b2", "b2:e5:a1", "b2:f6:c3", "b2:f6:b2", "b2:f6:a1"},
           {"b2:e5", "b2:f6"}, {"b2:e5", "b2:f6"});
    // 4.5 a freed king (E8's d4) moves as a king.
    addRow("4.5 freed king flies", "B:a1=w,c3=bw,d4=B",
           {"c3-b2", "c3-d2", "d4-e5", "d4-f6", "d4-g7", "d4-h8", "d4-c5", "d4-b6", "d4-a7",
            "d4-e3", "d4-f2", "d4-g1"});
    // 4.6 man promoted mid-capture, then cannot go on: ends on the far rank as a king.
    addRow("4.6 promotion ends the capture", "W:d6=w,e7=b,h2=b", {"d6:f8"});
    addRow("4.6 flying on after promotion", "W:d6=w,e7=b,b4=b", {"d6:f8:a3"}, {"d6:f8:a3"},
           {"d6:f8"});
}

void TestRules::legalMoves() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(QStringList, moves);
    QCOMPARE(test::legalMoveTexts(position(fen, rules)), moves);
}

void TestRules::resultingPosition_data() {
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("result");
    for (Rules r : allRules) {
        const auto name = std::string(rulesName(r));
        auto row = [&](const char* what) -> QTestData& {
            return QTest::addRow("%s %s", what, name.c_str()) << r;
        };
        row("E2") << "W:c3=w,d4=bww,h8=b"
                  << "c3:e5"
                  << "B:d4=ww,e5=wb,h8=b";
        row("E8") << "B:a1=w,d4=wB,e5=b"
                  << "e5:c3"
                  << "W:a1=w,c3=bw,d4=B";
        row("E9") << "W:c7=wbb,h6=b"
                  << "c7-b8"
                  << "B:h6=b,b8=Wbb";
        row("3.3 quiet promotion") << "W:c7=w,h6=b"
                                   << "c7-d8"
                                   << "B:h6=b,d8=W";
        row("4.4 column vanishes") << "W:c3=w,d4=b,h8=b"
                                   << "c3:e5"
                                   << "B:e5=wb,h8=b";
        row("4.4 prisoners in jump order") << "W:a1=W,c3=B,e5=b,h8=b"
                                           << "a1:d4:f6"
                                           << "B:f6=WBb,h8=b";
        row("4.6 promoted mid-capture") << "W:c5=b,g7=bb,h6=w"
                                        << "h6:f8:b4"
                                        << "B:b4=Wbb,g7=b";
        row("4.4 tops of two columns") << "W:a3=W,b4=bb,g7=b,h8=b"
                                       << "a3:f8:h6"
                                       << "B:b4=b,h6=Wbb,h8=b";
    }
    QTest::addRow("E7 standard") << Rules::Standard << "W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b"
                                 << "c3:e1:g3:e5:c3:e5"
                                 << "B:e5=wbbbbb,h8=b";
    QTest::addRow("4.7 back on the start square") << Rules::Standard << "W:a3=W,b4=bb,g7=b"
                                                  << "a3:c5:a3"
                                                  << "B:a3=Wbb,g7=b";
    QTest::addRow("E7 turkish order") << Rules::Turkish << "W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b"
                                      << "c3:e1:g3:e5:c3"
                                      << "B:c3=wbbbb,d4=b,h8=b";
    QTest::addRow("E6 turkish blocked") << Rules::Turkish << "W:e3=B,f4=W,g5=B"
                                        << "f4:h6"
                                        << "B:e3=B,h6=WB";
    QTest::addRow("E6 standard") << Rules::Standard << "W:e3=B,f4=W,g5=B"
                                 << "f4:c1:h6"
                                 << "B:h6=WBB";
}

void TestRules::resultingPosition() {
    QFETCH(Rules, rules);
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, result);
    QCOMPARE(after(fen, rules, move), result);
}

void TestRules::startPosition() {
    // 1.1-1.3: 12 men a side on the dark squares of ranks 1-3 and 6-8, White to move.
    const Position pos = Position::start();
    QCOMPARE(QString::fromStdString(formatPosition(pos)),
             QString("W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,c3=w,e3=w,g3=w,b6=b,d6=b,f6=b,"
                     "h6=b,a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b"));
    QCOMPARE(pos.pieceCount(Color::White), 12);
    QCOMPARE(pos.pieceCount(Color::Black), 12);
    QVERIFY(isDark(makeSquare(0, 0)));
    QVERIFY(!isDark(makeSquare(1, 0)));
}

void TestRules::noMoveLoses_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("canMove");
    QTest::newRow("all pieces buried") << "B:d4=wbb,h2=w" << false;
    QTest::newRow("all columns blocked") << "B:a3=b,b2=w,c1=w" << false;
    QTest::newRow("blocked man, free king") << "W:a1=w,b2=b,c3=b,h8=W" << true;
    QTest::newRow("only a capture") << "W:a1=w,b2=b" << true;
    QTest::newRow("empty side") << "W:h8=b" << false;
}

void TestRules::noMoveLoses() {
    QFETCH(QString, fen);
    QFETCH(bool, canMove);
    for (Rules r : allRules) {
        const Position pos = position(fen, r);
        QCOMPARE(hasLegalMove(pos), canMove);
        QCOMPARE(test::legalMoveTexts(pos).isEmpty(), !canMove);
    }
}

void TestRules::piecesNeverLeave() {
    // 2.3: a long capture keeps all 24 pieces on the board.
    for (Rules r : allRules) {
        Position pos = position("W:c3=w,d2=b,d4=bb,f2=b,f4=b,h8=b", r);
        MoveList list;
        generateMoves(pos, list);
        QVERIFY(!list.empty());
        for (const Move& m : list) {
            Undo u;
            pos.make(m, u);
            QCOMPARE(pos.pieceCount(Color::White), 1);
            QCOMPARE(pos.pieceCount(Color::Black), 6);
            pos.unmake(m, u);
        }
    }
}

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
