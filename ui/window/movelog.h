// The move log: a view of the game's line (MoveLogModel) with the current move highlighted and
// its comments below; click a move to go there; first/previous/next/last buttons and autoplay.
// It shows a Game and asks for plies; the controller moves the board.
#pragma once

#include "core/game.h"

#include <QTimer>
#include <QWidget>

class QComboBox;
class QKeyEvent;
class QLabel;
class QResizeEvent;
class QScrollArea;
class QTableView;
class QToolButton;

namespace bashni::ui {

class MoveLogModel;

class MoveLog : public QWidget {
    Q_OBJECT
  public:
    explicit MoveLog(QWidget* parent = nullptr);

    void showGame(const Game& game); // the moves, the current ply and its comments
    bool autoplaying() const { return autoplay_.isActive(); }
    void setAutoplayMs(int ms);
    // The result token ("2-0", "0-2", "1-1") under the last move, as a score sheet ends; empty
    // while the game is not over.
    void setResult(const QString& token);
    QString result() const;
    QTableView* table() const { return table_; }
    // While a game is being played the list's keys do not step through it (see navigate); clicks,
    // the buttons and the menu still do.
    void setLive(bool live) { live_ = live; }
    MoveLogModel* model() const { return model_; }

  signals:
    void plyChosen(int ply);
    void autoplayMsChanged(int ms);

  public slots:
    void setAutoplay(bool on);

  protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

  private:
    QToolButton* button(const QString& icon, const QString& text, int key);
    void step();
    bool navigate(QKeyEvent* e); // true when the key was the list's
    void showCurrent();
    void keepCurrentInSight(const QResizeEvent& e);
    void fitComment();
    void showPlaying(bool on);

    MoveLogModel* model_;
    QTableView* table_;
    QLabel* result_;
    QLabel* comment_;
    QScrollArea* commentArea_;
    QLabel* empty_; // over the list while it has no moves
    QToolButton* play_;
    QComboBox* speed_;
    QTimer autoplay_;
    const Game* game_ = nullptr;
    bool live_ = false;
};

} // namespace bashni::ui
