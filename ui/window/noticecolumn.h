// The top of the panel column: notices about the game (the lessons' offer, the network's bar) over
// the players. Exactly as tall as its contents need at its width, so that wrapped text is never
// cut and the moves below get the rest (a dock area asks for sizes without a width).
#pragma once

#include <QWidget>

class QVBoxLayout;

namespace bashni::ui {

class NoticeColumn : public QWidget {
    Q_OBJECT
  public:
    explicit NoticeColumn(QWidget* parent = nullptr);
    // Above what is there: the newest notice on top.
    void addNotice(QWidget* notice);
    void addPermanent(QWidget* widget); // below the notices

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

  protected:
    void resizeEvent(QResizeEvent* e) override;

  private:
    QVBoxLayout* layout_;
};

} // namespace bashni::ui
