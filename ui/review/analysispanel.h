// The computer's analysis of the position on the board, for a dock: a Start/Stop button, a bar
// of White's advantage, the depth and speed, and the best lines in full, wrapped. A click on a
// line, or Enter on it, chooses it: the window marks its first move on the board. The panel
// only shows what it is told (AnalysisReport) and says what the user asks for.
#pragma once

#include "ui/game/analysisreport.h"

#include <QWidget>

#include <algorithm>
#include <vector>

class QLabel;
class QPushButton;

namespace bashni::ui {

class EvalBar;

class AnalysisPanel : public QWidget {
    Q_OBJECT
  public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    static constexpr int MaxLines = 3;

    bool running() const { return running_; }
    int lineCount() const { return int(report_.lines.size()); } // lines shown
    const AnalysisReport& report() const { return report_; }
    // The line marked chosen. A deeper iteration with fewer lines marks its last one, as the
    // controller marks its move on the board, and the choice comes back with the lines.
    int chosenLine() const { return lineCount() > 0 ? std::min(chosen_, lineCount() - 1) : 0; }
    QLabel* lineLabel(int index) const { return lines_.at(std::size_t(index)); }
    QLabel* header() const { return header_; }
    EvalBar* bar() const { return bar_; }

  public slots:
    void showStarted(); // running on a new position: no lines yet
    void showReport(const bashni::ui::AnalysisReport& report);
    void showStopped(); // the lines stay, greyed: they may no longer be of the board
    // No lines: stopped and the board shows another position, or running and the computer is
    // to move first.
    void clear();

  signals:
    void startStopClicked();
    void lineChosen(int index); // 0: the best line

  protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

  private:
    void setRunning(bool on);
    void showLines();
    void choose(int index);
    QString lineText(const AnalysisLine& line, bool shown) const;
    QString speedText() const;

    QPushButton* startStop_;
    QLabel* header_;
    EvalBar* bar_;
    std::vector<QLabel*> lines_;
    AnalysisReport report_;
    bool running_ = false;
    int chosen_ = 0;
};

} // namespace bashni::ui
