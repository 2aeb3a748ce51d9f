#include "ui/review/analysispanel.h"

#include "core/notation.h"
#include "ui/review/evalbar.h"
#include "ui/review/evaltext.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace bashni::ui {

AnalysisPanel::AnalysisPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("analysisPanel"));
    startStop_ = new QPushButton;
    startStop_->setObjectName(QStringLiteral("analyseButton"));
    startStop_->setToolTip(tr("Let the computer study the position on the board (A)"));
    connect(startStop_, &QPushButton::clicked, this, &AnalysisPanel::startStopClicked);
    header_ = new QLabel;
    header_->setObjectName(QStringLiteral("analysisHeader"));
    header_->setWordWrap(true);
    bar_ = new EvalBar;
    bar_->setEnabled(false);

    auto* top = new QHBoxLayout;
    top->addWidget(startStop_);
    top->addWidget(header_, 1);
    // The lines scroll when the dock is short rather than being squeezed and cut.
    auto* linesBox = new QWidget;
    auto* linesLayout = new QVBoxLayout(linesBox);
    linesLayout->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < MaxLines; ++i) {
        auto* label = new QLabel;
        label->setObjectName(QStringLiteral("analysisLine%1").arg(i + 1));
        label->setWordWrap(true); // a line is shown whole, never cut
        label->setTextFormat(Qt::RichText);
        label->setFocusPolicy(Qt::StrongFocus);
        label->setCursor(Qt::PointingHandCursor);
        label->setMargin(3);
        label->installEventFilter(this);
        label->hide();
        linesLayout->addWidget(label);
        lines_.push_back(label);
    }
    linesLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(linesBox);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    // The bar between the sides whose shares it shows, so that it is not a bar without a name.
    auto* balance = new QHBoxLayout;
    balance->addWidget(new QLabel(tr("White")));
    balance->addWidget(bar_, 1);
    balance->addWidget(new QLabel(tr("Black")));
    bar_->setToolTip(tr("The computer's view of the balance: White's share from the left"));
    layout->addLayout(balance);
    layout->addWidget(scroll, 1);
    setRunning(false);
    clear();
}

void AnalysisPanel::setRunning(bool on) {
    running_ = on;
    startStop_->setText(on ? tr("Stop") : tr("Start"));
    startStop_->setAccessibleName(on ? tr("Stop the analysis") : tr("Start the analysis"));
}

void AnalysisPanel::showStarted() {
    setRunning(true);
    report_ = {};
    chosen_ = 0;
    header_->setText(tr("Analysing…"));
    showLines();
}

void AnalysisPanel::showReport(const AnalysisReport& report) {
    setRunning(true);
    report_ = report;
    if (int(report_.lines.size()) > MaxLines) report_.lines.resize(MaxLines);
    header_->setText(tr("Depth %1 · %2").arg(report_.depth).arg(speedText()));
    showLines();
}

void AnalysisPanel::showStopped() {
    setRunning(false);
    showLines();
}

void AnalysisPanel::clear() {
    report_ = {};
    chosen_ = 0;
    header_->setText(running_ ? tr("The analysis goes on after the computer's move.")
                              : tr("The computer's view of the position on the board"));
    showLines();
}

// Lines of a stopped analysis stay readable but greyed and no longer choose anything.
void AnalysisPanel::showLines() {
    const int count = lineCount();
    bar_->setScore(count > 0 ? std::optional(report_.whiteScore(report_.lines[0])) : std::nullopt);
    bar_->setEnabled(running_ && count > 0);
    const int marked = chosenLine();
    for (int i = 0; i < MaxLines; ++i) {
        QLabel* label = lines_[std::size_t(i)];
        label->setVisible(i < count);
        if (i >= count) continue;
        const AnalysisLine& line = report_.lines[std::size_t(i)];
        label->setText(lineText(line, true));
        label->setAccessibleName(tr("Line %1").arg(i + 1));
        label->setAccessibleDescription(lineText(line, false));
        label->setEnabled(running_);
        const bool chosen = running_ && i == marked;
        label->setAutoFillBackground(chosen);
        label->setBackgroundRole(chosen ? QPalette::Highlight : QPalette::Window);
        label->setForegroundRole(chosen ? QPalette::HighlightedText : QPalette::WindowText);
    }
}

// Shown, a line wraps between moves, never at a move's hyphen (a non-breaking one); read out,
// it is plain text.
QString AnalysisPanel::lineText(const AnalysisLine& line, bool shown) const {
    QStringList moves;
    for (const Move& m : line.moves) moves << QString::fromStdString(formatMove(m));
    QString text = moves.join(QLatin1Char(' '));
    const QString score = EvalText::score(report_.whiteScore(line));
    if (!shown) return score + QLatin1Char(' ') + text;
    text.replace(QLatin1Char('-'), QChar(0x2011));
    return QStringLiteral("<b>%1</b>&nbsp;&nbsp;%2")
        .arg(score.toHtmlEscaped(), text.toHtmlEscaped());
}

QString AnalysisPanel::speedText() const {
    const double perSecond = report_.seconds > 0 ? double(report_.nodes) / report_.seconds : 0;
    const QLocale locale;
    if (perSecond >= 1e6)
        return tr("%1 M nodes/s", "millions of positions searched a second")
            .arg(locale.toString(perSecond / 1e6, 'f', 1));
    return tr("%1 k nodes/s", "thousands of positions searched a second")
        .arg(locale.toString(perSecond / 1e3, 'f', 0));
}

void AnalysisPanel::choose(int index) {
    if (!running_ || index >= lineCount()) return;
    chosen_ = index;
    showLines();
    emit lineChosen(index);
}

bool AnalysisPanel::eventFilter(QObject* watched, QEvent* e) {
    const auto it = std::find(lines_.begin(), lines_.end(), watched);
    if (it != lines_.end()) {
        const int index = int(it - lines_.begin());
        if (e->type() == QEvent::MouseButtonRelease) {
            choose(index);
            return true;
        }
        if (e->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent*>(e)->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
                choose(index);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, e);
}

} // namespace bashni::ui
