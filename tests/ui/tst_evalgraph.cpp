// ui/review/evalgraph: the evaluation graph of a game review. A click or a drag chooses the ply
// nearest the mouse, the keys step; the picture puts White's advantage above the centre line and
// Black's below, leaves a gap where a ply has no score, marks the current ply and dots the judged
// moves in their colours (checked on the pixels, at 100 % and 200 %, in light, dark and
// high-contrast palettes); the tooltip names the move, its score and its judgement.
#include "core/engine/search.h"
#include "ui/review/evalbar.h"
#include "ui/review/evalgraph.h"

#include <QApplication>
#include <QHelpEvent>
#include <QImage>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

using namespace bashni;
using namespace bashni::ui;

namespace {

// White ahead around ply 2, no score at ply 4, Black ahead around ply 6 (three judged moves),
// then a forced win for White.
QVector<EvalPoint> game() {
    return {
        {0, 0, {}},         {150, 0, "c3-d4"},          {200, 0, "f6-g5"},
        {250, 0, "d4-c5"},  {std::nullopt, 0, "b6:d4"}, {-150, 2, "e3:c5"},
        {-400, 4, "d6:b4"}, {-380, 6, "a3:c5"},         {engine::Win - 5, 0, "g5-h4"},
    };
}

bool near(const QColor& a, const QColor& b, int tolerance = 3) {
    return std::abs(a.red() - b.red()) <= tolerance &&
           std::abs(a.green() - b.green()) <= tolerance &&
           std::abs(a.blue() - b.blue()) <= tolerance;
}

QImage picture(EvalGraph& g, qreal dpr = 1) {
    QImage image(g.size() * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::transparent);
    g.render(&image);
    return image;
}

// The pixel under a point in widget coordinates.
QColor at(const QImage& image, QPointF p) {
    const qreal dpr = image.devicePixelRatio();
    return image.pixelColor(QPoint(int(p.x() * dpr), int(p.y() * dpr)));
}

void mouseMove(QWidget* w, QPointF pos, Qt::MouseButtons buttons) {
    QMouseEvent e(QEvent::MouseMove, pos, w->mapToGlobal(pos), Qt::NoButton, buttons,
                  Qt::NoModifier);
    QApplication::sendEvent(w, &e);
}

QPalette palette(QColor base, QColor text, QColor highlight) {
    QPalette pal;
    pal.setColor(QPalette::Window, base);
    pal.setColor(QPalette::Base, base);
    pal.setColor(QPalette::Text, text);
    pal.setColor(QPalette::WindowText, text);
    pal.setColor(QPalette::Highlight, highlight);
    return pal;
}

} // namespace

class TestEvalGraph : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void evalBarSaysTheScoreInWords();
    void clickChoosesTheNearestPly_data();
    void clickChoosesTheNearestPly();
    void dragChoosesEachPlyPassed();
    void keysStep();
    void currentPlyIsALine();
    void judgedMovesAreDotted();
    void areasAboveAndBelowTheCentre();
    void missingScoreIsAGap();
    void tooltipNamesMoveScoreAndJudgement();
    void crispAtTwiceTheScale();
    void readsInEveryTheme_data();
    void readsInEveryTheme();
};

void TestEvalGraph::clickChoosesTheNearestPly_data() {
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("ply");
    for (int width : {120, 333, 800})
        for (int ply : {0, 3, 4, 8}) QTest::addRow("%d px, ply %d", width, ply) << width << ply;
}

void TestEvalGraph::clickChoosesTheNearestPly() {
    QFETCH(int, width);
    QFETCH(int, ply);
    EvalGraph g;
    g.setPoints(game());
    g.resize(width, 100);
    QVERIFY(g.xOf(0) >= 0 && g.xOf(8) <= width);
    QVERIFY(g.xOf(ply) < g.xOf(ply + 1) || ply == 8);
    QSignalSpy chosen(&g, &EvalGraph::plyChosen);
    const qreal step = g.xOf(1) - g.xOf(0);
    for (qreal dx : {0.0, -0.4 * step, 0.4 * step}) {
        const int x = int(std::lround(std::clamp(g.xOf(ply) + dx, 0.0, width - 1.0)));
        QTest::mouseClick(&g, Qt::LeftButton, {}, QPoint(x, 10));
    }
    QCOMPARE(chosen.count(), 3);
    for (const QList<QVariant>& args : chosen) QCOMPARE(args.at(0).toInt(), ply);
}

void TestEvalGraph::dragChoosesEachPlyPassed() {
    EvalGraph g;
    g.setPoints(game());
    g.resize(400, 100);
    QSignalSpy chosen(&g, &EvalGraph::plyChosen);
    QTest::mousePress(&g, Qt::LeftButton, {}, QPoint(int(g.xOf(1)), 50));
    for (int ply : {2, 3, 3, 4, 6}) mouseMove(&g, QPointF(g.xOf(ply) + 1, 50), Qt::LeftButton);
    QTest::mouseRelease(&g, Qt::LeftButton, {}, QPoint(int(g.xOf(6)), 50));
    mouseMove(&g, QPointF(g.xOf(8), 50), Qt::NoButton); // released: no longer dragging
    QList<int> plies;
    for (const QList<QVariant>& args : chosen) plies << args.at(0).toInt();
    QCOMPARE(plies, (QList<int>{1, 2, 3, 4, 6}));
}

void TestEvalGraph::keysStep() {
    EvalGraph g;
    g.setPoints(game());
    g.setCurrentPly(3);
    QSignalSpy chosen(&g, &EvalGraph::plyChosen);
    const auto press = [&](Qt::Key key) {
        chosen.clear();
        QTest::keyClick(&g, key);
        return chosen.isEmpty() ? -1 : chosen.first().at(0).toInt();
    };
    QCOMPARE(press(Qt::Key_Right), 4);
    QCOMPARE(press(Qt::Key_Left), 2);
    QCOMPARE(press(Qt::Key_Home), 0);
    QCOMPARE(press(Qt::Key_End), 8);
    g.setCurrentPly(0);
    QCOMPARE(press(Qt::Key_Left), -1); // nowhere to go
    QCOMPARE(g.accessibleName(), QStringLiteral("Evaluation graph"));
    QCOMPARE(g.accessibleDescription(), g.describe(0));
    g.setCurrentPly(6);
    QCOMPARE(g.accessibleDescription(), g.describe(6));
}

void TestEvalGraph::currentPlyIsALine() {
    EvalGraph g;
    QPalette pal = g.palette();
    pal.setColor(QPalette::Highlight, QColor(0x20, 0x60, 0xd0));
    g.setPalette(pal);
    g.setPoints(game());
    g.resize(300, 100);
    g.setCurrentPly(2);
    const QImage image = picture(g);
    const QColor highlight = g.colours().current;
    for (qreal y : {1.0, 30.0, g.centreY() + 20, 98.0})
        QVERIFY2(near(at(image, {g.xOf(2), y}), highlight), qPrintable(QString::number(y)));
    for (int ply : {0, 1, 3, 5, 8}) QVERIFY(!near(at(image, {g.xOf(ply), 1}), highlight));
}

void TestEvalGraph::judgedMovesAreDotted() {
    EvalGraph g;
    g.setPoints(game());
    g.resize(300, 100);
    const QImage image = picture(g);
    QVERIFY(near(at(image, g.pointOf(5)), EvalGraph::judgementColour(Judgement::Mistake)));
    QVERIFY(near(at(image, g.pointOf(6)), EvalGraph::judgementColour(Judgement::Blunder)));
    QVERIFY(near(at(image, g.pointOf(7)), EvalGraph::judgementColour(Judgement::Inaccuracy)));
    QVERIFY(!near(at(image, g.pointOf(2)), EvalGraph::judgementColour(Judgement::Blunder)));
}

void TestEvalGraph::areasAboveAndBelowTheCentre() {
    EvalGraph g;
    g.setPoints(game());
    g.resize(300, 120);
    const QImage image = picture(g);
    const EvalGraph::Colours c = g.colours();
    const qreal cy = g.centreY();
    // White ahead at ply 2: filled between the centre and the curve, nothing below.
    QVERIFY(g.pointOf(2).y() < cy - 20);
    QVERIFY(near(at(image, {g.xOf(2), (cy + g.pointOf(2).y()) / 2}), c.whiteArea));
    QVERIFY(near(at(image, {g.xOf(2), cy + 10}), c.background));
    // Black ahead at ply 6: the other way round, in Black's colour.
    QVERIFY(g.pointOf(6).y() > cy + 20);
    QVERIFY(near(at(image, {g.xOf(6), (cy + g.pointOf(6).y()) / 2}), c.blackArea));
    QVERIFY(near(at(image, {g.xOf(6), cy - 10}), c.background));
    // Where the curve crosses the centre, each side is filled up to the curve only.
    const qreal x = g.xOf(8) - 0.15 * (g.xOf(8) - g.xOf(7));
    QVERIFY(near(at(image, {x, cy - 4}), c.whiteArea));
    QVERIFY(near(at(image, {x, cy + 4}), c.background));
    // A forced win lies at the edge of the plot.
    QVERIFY(g.pointOf(8).y() < g.pointOf(3).y());
    QVERIFY(g.pointOf(8).y() <= 10);
}

void TestEvalGraph::missingScoreIsAGap() {
    EvalGraph g;
    g.setPoints(game());
    g.resize(300, 120);
    const QImage image = picture(g);
    const EvalGraph::Colours c = g.colours();
    QCOMPARE(g.pointOf(4).y(), g.centreY());
    for (qreal dy : {-30, -10, 10, 30})
        QVERIFY(near(at(image, {g.xOf(4), g.centreY() + dy}), c.background));
    QVERIFY(!near(at(image, {g.xOf(4), g.centreY()}), c.background)); // the centre line runs on
}

void TestEvalGraph::tooltipNamesMoveScoreAndJudgement() {
    EvalGraph g;
    g.setPoints(game());
    QCOMPARE(g.describe(0), QStringLiteral("Start position  equal"));
    QCOMPARE(g.describe(3), QStringLiteral("2. d4-c5  White is better by 2.50"));
    QCOMPARE(g.describe(4), QStringLiteral("2… b6:d4  not analysed"));
    QCOMPARE(g.describe(5), QStringLiteral("3. e3:c5  Black is better by 1.50 (mistake)"));
    QCOMPARE(g.describe(6), QStringLiteral("3… d6:b4  Black is better by 4.00 (blunder)"));
    QCOMPARE(g.describe(7), QStringLiteral("4. a3:c5  Black is better by 3.80 (inaccuracy)"));
    QCOMPARE(g.describe(8),
             QStringLiteral(
                 "4… g5-h4  White wins in 3 move(s)")); // no English plurals here: tst_plurals
    QCOMPARE(g.describe(9), QString());
    g.setFirstMover(Color::Black);
    QCOMPARE(g.describe(1), QStringLiteral("1… c3-d4  White is better by 1.50"));
    QCOMPARE(g.describe(2), QStringLiteral("2. f6-g5  White is better by 2.00"));

    g.resize(300, 100);
    g.show();
    QVERIFY(QTest::qWaitForWindowExposed(&g));
    const QPoint pos(int(g.xOf(6)), 50);
    QHelpEvent help(QEvent::ToolTip, pos, g.mapToGlobal(pos));
    QApplication::sendEvent(&g, &help);
    QCOMPARE(QToolTip::text(), g.describe(6));
}

void TestEvalGraph::crispAtTwiceTheScale() {
    EvalGraph g;
    g.setPoints(game());
    g.resize(300, 100);
    g.setCurrentPly(2);
    const QImage image = picture(g, 2);
    QCOMPARE(image.size(), QSize(600, 200));
    QVERIFY(near(at(image, g.pointOf(6)), EvalGraph::judgementColour(Judgement::Blunder)));
    QVERIFY(near(at(image, {g.xOf(2), 1}), g.colours().current));
    // The current ply's two logical pixels are four whole device pixels, no blurred edge.
    const int y = 2, x0 = int(g.xOf(2) * 2);
    int covered = 0;
    for (int x = x0 - 4; x <= x0 + 4; ++x) {
        const QColor px = image.pixelColor(x, y);
        if (near(px, g.colours().current, 0))
            ++covered;
        else
            QVERIFY2(near(px, g.colours().background, 0), qPrintable(QString::number(x)));
    }
    QCOMPARE(covered, 4);
}

void TestEvalGraph::readsInEveryTheme_data() {
    QTest::addColumn<QPalette>("palette");
    QTest::addRow("light") << palette(Qt::white, QColor(0x23, 0x26, 0x29),
                                      QColor(0x3d, 0xae, 0xe9));
    QTest::addRow("dark") << palette(QColor(0x1b, 0x1e, 0x20), QColor(0xfc, 0xfc, 0xfc),
                                     QColor(0x3d, 0xae, 0xe9));
    QTest::addRow("high contrast") << palette(Qt::black, Qt::white, Qt::cyan);
    QTest::addRow("high contrast, light") << palette(Qt::white, Qt::black, Qt::darkBlue);
}

// White's area is the light one and Black's the dark one in every theme, each set off from the
// background, and the centre line shows.
void TestEvalGraph::readsInEveryTheme() {
    QFETCH(QPalette, palette);
    EvalGraph g;
    g.setPalette(palette);
    g.setPoints(game());
    g.resize(300, 120);
    const QImage image = picture(g);
    const EvalGraph::Colours c = g.colours();
    QCOMPARE(at(image, {1, 1}), c.background);
    QVERIFY(!near(at(image, {g.xOf(4), g.centreY()}), c.background, 20));
    QVERIFY(c.whiteArea.lightness() > c.blackArea.lightness() + 100);
    QVERIFY(std::abs(c.whiteArea.lightness() - c.background.lightness()) >= 30);
    QVERIFY(std::abs(c.blackArea.lightness() - c.background.lightness()) >= 30);
    QVERIFY(near(at(image, {g.xOf(2), (g.centreY() + g.pointOf(2).y()) / 2}), c.whiteArea));
    QVERIFY(near(at(image, {g.xOf(6), (g.centreY() + g.pointOf(6).y()) / 2}), c.blackArea));
    QVERIFY(near(at(image, g.pointOf(6)), EvalGraph::judgementColour(Judgement::Blunder)));
}

// The analysis panel's bar says a score as the graph and the review do, in words.
void TestEvalGraph::evalBarSaysTheScoreInWords() {
    EvalBar bar;
    bar.setScore(118);
    QCOMPARE(bar.toolTip(), QStringLiteral("White is better by 1.18"));
    QCOMPARE(bar.accessibleDescription(), bar.toolTip());
    bar.setScore(-40);
    QCOMPARE(bar.toolTip(), QStringLiteral("Black is better by 0.40"));
    bar.setScore(0);
    QCOMPARE(bar.toolTip(), QStringLiteral("equal"));
}

QTEST_MAIN(TestEvalGraph)
#include "tst_evalgraph.moc"
