// A thin horizontal bar of White's advantage: White's share from the left in a light colour,
// Black's in a dark one, evenly split at 0. A forced win fills it; greyed when disabled.
#pragma once

#include <QWidget>

#include <optional>

namespace bashni::ui {

class EvalBar : public QWidget {
    Q_OBJECT
  public:
    explicit EvalBar(QWidget* parent = nullptr);

    // `white` in hundredths of a man from White's side (a forced win as engine::Win - plies);
    // nothing: no score to show.
    void setScore(std::optional<int> white);
    std::optional<int> score() const { return white_; }
    // White's share of the bar, 0..1.
    static double whiteShare(int white);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* e) override;

  private:
    std::optional<int> white_;
};

} // namespace bashni::ui
