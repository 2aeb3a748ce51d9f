// The evaluation graph of a game review: White's advantage over the plies, as a filled area
// above the centre line (White's) and below it (Black's), gaps where a ply is not analysed yet,
// the judged moves dotted in their colours and the ply on the board marked. A click, a drag or
// Left/Right/Home/End choose a ply; hovering tells its move and score. It only shows what it is
// told: scores come from the owner, and a chosen ply comes back through setCurrentPly.
#pragma once

#include "core/types.h"
#include "ui/review/evaltext.h"

#include <QColor>
#include <QString>
#include <QVector>
#include <QWidget>

#include <optional>

class QPainter;

namespace bashni::ui {

struct EvalPoint {
    // From White's side in hundredths of a man; a forced win as engine::Win - plies
    // (core/engine/search.h), negative for Black. Nothing: not analysed yet, drawn as a gap.
    std::optional<int> white;
    int nag = 0;  // the move's judgement: 6 "?!", 2 "?", 4 "??"; other glyphs are not shown
    QString move; // the move's text for the tooltip; unused for the start position
};

class EvalGraph : public QWidget {
    Q_OBJECT
  public:
    // The colours of the parts, from the palette (the judgements' are fixed, see the .cpp).
    struct Colours {
        QColor background, whiteArea, blackArea, curve, centre, current;
    };

    explicit EvalGraph(QWidget* parent = nullptr);

    // Indexed by ply as Game counts them: points[0] is the start position (its nag and move
    // unused), points[i] the position after move i, judged by points[i].nag.
    void setPoints(QVector<EvalPoint> points);
    const QVector<EvalPoint>& points() const { return points_; }
    // Who made move 1, so that moves are numbered as in the move log (White unless set up).
    void setFirstMover(Color side);
    void setCurrentPly(int ply); // -1 or past the end: none marked
    int currentPly() const { return current_; }

    // Where a ply is drawn, in widget coordinates: its x, and y at its score (the centre line
    // when it has none). plyAt gives the ply nearest to x, -1 when there are no points.
    qreal xOf(int ply) const;
    QPointF pointOf(int ply) const;
    qreal centreY() const;
    int plyAt(qreal x) const;
    // The tooltip of a ply: "23… e5-f4  -1.20 (mistake)".
    QString describe(int ply) const;

    Colours colours() const;
    static QColor judgementColour(Judgement j);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    // On a click, for each ply a drag passes and on a key; the graph itself does not move the
    // mark: the owner goes to the ply and calls setCurrentPly.
    void plyChosen(int ply);

  protected:
    bool event(QEvent* e) override;
    void paintEvent(QPaintEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;

  private:
    QRectF plotRect() const;
    qreal yOf(int white) const;
    void drawScale(QPainter& p, const Colours& c) const; // evalgraph_paint.cpp
    void choose(int ply);
    int keyTarget(int key) const; // the ply a navigation key goes to (see the .cpp)
    void updateDescription();

    QVector<EvalPoint> points_;
    Color firstMover_ = Color::White;
    int current_ = -1;
    int lastChosen_ = -1; // while dragging: emit each ply once as the mouse passes it
    bool dragging_ = false;
};

} // namespace bashni::ui
