// The computer's analysis of the position on the board, for a dock: a Start/Stop button, a bar
// of White's advantage, the depth and speed, and the best lines, each in at most two lines of
// text (in full in its tooltip, and read out whole). A click on a line, or Enter on it, chooses
// it: the window marks its first move on the board. The panel only shows what it is told
// (AnalysisReport) and says what the user asks for.
#pragma once

#include "ui/game/analysisreport.h"

#include <QWidget>

#include <algorithm>
#include <vector>

class QLabel;
class QPushButton;
class QScrollArea;

namespace bashni::ui {

class EvalBar;

class AnalysisPanel : public QWidget {
    Q_OBJECT
  public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    static constexpr int MaxLines = 3;
    // Of text, at most, for one line of the analysis: its first moves, then "…".
    static constexpr int TextLinesALine = 2;

    // Room for MaxLines lines of two lines of text each, below the button and the bar.
    QSize sizeHint() const override;

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
    QString lineText(const AnalysisLine& line) const;
    QString fittedText(const AnalysisLine& line) const;
    QString speedText() const;

    QPushButton* startStop_;
    QLabel* header_;
    EvalBar* bar_;
    QScrollArea* scroll_ = nullptr; // made after the lines, which it holds
    std::vector<QLabel*> lines_;
    AnalysisReport report_;
    bool running_ = false;
    int chosen_ = 0;
};

} // namespace bashni::ui
