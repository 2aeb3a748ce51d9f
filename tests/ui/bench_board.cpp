// What a full repaint of the board view costs: the real scene and view, 24 columns of mixed
// heights (tall ones included), painted offscreen into an image at 800 and 2,160 px.
// Prints for each size "board-paint px=N ms=M" (a repaint, median of timed runs),
// "board-paint-cold px=N ms=M" (the first paint at that size, which renders the theme's pictures)
// and "board-paint-svg px=N ms=M" (every square, disc and badge rendered in place, as before the
// pictures were cached), then QBENCHMARK's own figures.
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/theme.h"
#include "ui/board/toweritem.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

using namespace bashni;
using namespace bashni::ui;

namespace {

// 24 occupied dark squares, heights from 1 to 24, both colours on top, kings buried and on top:
// more discs than a game can hold, so the figure is an upper bound for real positions.
Position busyPosition() {
    static constexpr int Heights[] = {1, 2,  1, 3, 5, 1, 8, 2,  1, 12, 3, 1,
                                      4, 24, 1, 2, 6, 1, 3, 16, 1, 2,  9, 1};
    Position pos;
    int k = 0;
    for (Square s = 0; s < 64 && k < 24; ++s) {
        const bool middle = rankOf(s) == 3 || rankOf(s) == 4;
        if (!isDark(s) || (middle && fileOf(s) % 4 < 2)) continue; // some empty squares
        Column c;
        for (int i = 0; i < Heights[k]; ++i) {
            const bool white = (i + k) % 3 != 0;
            const bool king = (i * 7 + k) % 5 == 0;
            c.pushTop(white ? (king ? Piece::WhiteKing : Piece::WhiteMan)
                            : (king ? Piece::BlackKing : Piece::BlackMan));
        }
        pos.setColumn(s, c);
        ++k;
    }
    return pos;
}

} // namespace

class BenchBoard : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void figures(); // first: its cold paints are the first at each size
    void paint_data();
    void paint();

  private:
    void resize(int px);
    void paintOnce();
    double medianMs();

    std::unique_ptr<BoardScene> scene_;
    std::unique_ptr<BoardView> view_;
    QImage image_;
};

void BenchBoard::initTestCase() {
    scene_ = std::make_unique<BoardScene>(std::make_shared<Theme>());
    scene_->setPosition(busyPosition());
    view_ = std::make_unique<BoardView>(scene_.get());
    int columns = 0;
    for (Square s = 0; s < 64; ++s) columns += isDark(s) && !scene_->tower(s)->column().empty();
    QCOMPARE(columns, 24);
    // Shown (on the offscreen platform), so a resize reaches the view and it fits the board.
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
}

void BenchBoard::resize(int px) {
    view_->resize(px, px);
    QCOMPARE(view_->size(), QSize(px, px));
    // fitInView leaves a margin of a few pixels.
    QVERIFY2(qAbs(view_->transform().m11() * scene_->sceneRect().width() - px) < 6,
             qPrintable(QString::number(view_->transform().m11())));
    image_ = QImage(view_->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
}

// The viewport's own paint event, as on screen (QGraphicsView::render would skip the widget's
// background and take another path through the scene).
void BenchBoard::paintOnce() {
    QPainter painter(&image_);
    view_->viewport()->render(&painter);
}

// The median of at least 10 paints and half a second, against the host's other load.
double BenchBoard::medianMs() {
    std::vector<double> ms;
    QElapsedTimer timer;
    timer.start();
    while (ms.size() < 10 || timer.elapsed() < 500) {
        QElapsedTimer one;
        one.start();
        paintOnce();
        ms.push_back(double(one.nsecsElapsed()) / 1e6);
    }
    std::nth_element(ms.begin(), ms.begin() + long(ms.size() / 2), ms.end());
    return ms[ms.size() / 2];
}

// QBENCHMARK may run its test function several times, so the printed figures are timed here,
// once, with QElapsedTimer.
void BenchBoard::figures() {
    Theme* theme = scene_->theme();
    for (int px : {800, 2160}) {
        resize(px);
        QElapsedTimer timer;
        timer.start();
        paintOnce();
        const double cold = double(timer.nsecsElapsed()) / 1e6;
        const double warm = medianMs();
        theme->setCached(false);
        const double svg = medianMs();
        theme->setCached(true);
        std::printf("board-paint px=%d ms=%.2f\n", px, warm);
        std::printf("board-paint-cold px=%d ms=%.2f\n", px, cold);
        std::printf("board-paint-svg px=%d ms=%.2f\n", px, svg);
        std::fflush(stdout);
    }
}

void BenchBoard::paint_data() {
    QTest::addColumn<int>("px");
    QTest::newRow("800") << 800;
    QTest::newRow("2160") << 2160;
}

void BenchBoard::paint() {
    QFETCH(int, px);
    resize(px);
    paintOnce();
    QBENCHMARK {
        paintOnce();
    }
}

QTEST_MAIN(BenchBoard)
#include "bench_board.moc"
