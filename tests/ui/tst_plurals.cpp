// English plural forms (translations/plurals_en.ts, installed by ui/startup): the texts that
// count say "1 move" and "2 moves" where the source text has "%n move(s)".
#include "core/engine/search.h"
#include "core/notation.h"
#include "core/position.h"
#include "ui/common/startup.h"
#include "ui/puzzles/puzzletexts.h"
#include "ui/review/evaltext.h"

#include <QCoreApplication>
#include <QFile>
#include <QTest>
#include <QXmlStreamReader>

using namespace bashni;
using namespace bashni::ui;

class TestPlurals : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void forcedWinsCountMoves();
    void refutationCountsMen();
    void everyCountingTextHasItsForms();
};

void TestPlurals::initTestCase() {
    installEnglishPlurals(*QCoreApplication::instance());
}

void TestPlurals::forcedWinsCountMoves() {
    QCOMPARE(EvalText::score(engine::Win - 1), QString("White wins in 1 move"));
    QCOMPARE(EvalText::score(-(engine::Win - 5)), QString("Black wins in 3 moves"));
}

void TestPlurals::refutationCountsMen() {
    const Position start = Position::start();
    const Move wrong = *parseMove(start, "c3-d4"), reply = *parseMove(start, "e3-f4");
    QVERIFY(refutationText(wrong, reply, 100).endsWith("the opponent is about 1 man ahead."));
    QVERIFY(refutationText(wrong, reply, 200).endsWith("the opponent is about 2 men ahead."));
}

// Each text with plural forms, as plurals_en.ts lists them: no "(s)" is left for 1 or for 2.
void TestPlurals::everyCountingTextHasItsForms() {
    QFile file(QStringLiteral(BASHNI_SOURCE_DIR "/translations/plurals_en.ts"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString context;
    int texts = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        if (xml.name() != QLatin1String("source")) continue;
        const QByteArray source = xml.readElementText().toUtf8();
        const QByteArray ctx = context.toUtf8();
        for (int n : {1, 2}) {
            const QString text = QCoreApplication::translate(ctx, source, nullptr, n);
            QVERIFY2(!text.contains(QLatin1String("(s)")) && text.contains(QString::number(n)),
                     qPrintable(text));
        }
        ++texts;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(texts >= 5);
}

QTEST_GUILESS_MAIN(TestPlurals)
#include "tst_plurals.moc"
