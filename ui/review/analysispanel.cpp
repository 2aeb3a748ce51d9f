#include "ui/review/analysispanel.h"

#include "core/notation.h"
#include "ui/review/evalbar.h"
#include "ui/review/evaltext.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace bashni::ui {

namespace {

constexpr int LineMargin = 2;  // around a line's text, inside its highlight
constexpr int LineSpacing = 2; // between the lines

} // namespace

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
    linesLayout->setSpacing(LineSpacing);
    for (int i = 0; i < MaxLines; ++i) {
        auto* label = new QLabel;
        label->setObjectName(QStringLiteral("analysisLine%1").arg(i + 1));
        label->setWordWrap(true); // its first moves, wrapped (fittedText)
        label->setTextFormat(Qt::RichText);
        label->setFocusPolicy(Qt::StrongFocus);
        label->setCursor(Qt::PointingHandCursor);
        label->setMargin(LineMargin);
        label->installEventFilter(this);
        label->hide();
        linesLayout->addWidget(label);
        lines_.push_back(label);
    }
    linesLayout->addStretch(1);
    scroll_ = new QScrollArea;
    scroll_->setWidget(linesBox);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll_->viewport()->installEventFilter(this); // another width fits other moves: showLines

    auto* layout = new QVBoxLayout(this);
    // Edge to edge in its dock, as the move list: the lines' room is what a laptop lacks.
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    // The bar between the sides whose shares it shows, so that it is not a bar without a name.
    auto* balance = new QHBoxLayout;
    balance->addWidget(new QLabel(tr("White")));
    balance->addWidget(bar_, 1);
    balance->addWidget(new QLabel(tr("Black")));
    bar_->setToolTip(tr("The computer's view of the balance: White's share from the left"));
    layout->addLayout(balance);
    layout->addWidget(scroll_, 1);
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
        label->setText(fittedText(line));
        label->setToolTip(lineText(line));
        label->setAccessibleName(tr("Line %1").arg(i + 1));
        label->setAccessibleDescription(lineText(line));
        label->setEnabled(running_);
        const bool chosen = running_ && i == marked;
        label->setAutoFillBackground(chosen);
        label->setBackgroundRole(chosen ? QPalette::Highlight : QPalette::Window);
        label->setForegroundRole(chosen ? QPalette::HighlightedText : QPalette::WindowText);
    }
}

// A line whole, as plain text: its tooltip, and what a screen reader reads.
QString AnalysisPanel::lineText(const AnalysisLine& line) const {
    QStringList moves;
    for (const Move& m : line.moves) moves << QString::fromStdString(formatMove(m));
    return EvalText::score(report_.whiteScore(line)) + QLatin1Char(' ') +
           moves.join(QLatin1Char(' '));
}

// The line as its label shows it: as many of its moves as two lines of text hold at the label's
// width, wrapped as the label wraps them (between moves), and "…" when some are left out. Whole,
// three long lines needed more room than a laptop's column has beside six moves of the list.
QString AnalysisPanel::fittedText(const AnalysisLine& line) const {
    const int width = scroll_->viewport()->width() - 2 * LineMargin - 2;
    const QString score = EvalText::score(report_.whiteScore(line)).toHtmlEscaped();
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics plain(font());
    const int space = plain.horizontalAdvance(QLatin1Char(' '));
    const int ellipsis = space + plain.horizontalAdvance(QChar(0x2026));
    // Lines of text taken so far, and the width of the last.
    int rows = 1, x = QFontMetrics(bold).horizontalAdvance(score) + 2 * space;
    QStringList moves;
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        QString move = QString::fromStdString(formatMove(line.moves[i]));
        move.replace(QLatin1Char('-'), QChar(0x2011)); // wraps between moves, never at a hyphen
        const int w = plain.horizontalAdvance(move);
        const bool last = i + 1 == line.moves.size();
        const bool first = i == 0; // joined to the score by non-breaking spaces
        const int room = rows < TextLinesALine || last ? width : width - ellipsis;
        if (first || x + space + w <= room) {
            x += (first ? 0 : space) + w;
        } else if (rows < TextLinesALine) {
            ++rows;
            x = w;
        } else {
            return QStringLiteral("<b>%1</b>&nbsp;&nbsp;%2 %3")
                .arg(score, moves.join(QLatin1Char(' ')).toHtmlEscaped(), QString(QChar(0x2026)));
        }
        moves << move;
    }
    return QStringLiteral("<b>%1</b>&nbsp;&nbsp;%2")
        .arg(score, moves.join(QLatin1Char(' ')).toHtmlEscaped());
}

QSize AnalysisPanel::sizeHint() const {
    const int line = TextLinesALine * fontMetrics().lineSpacing() + 2 * LineMargin;
    const int lines = MaxLines * line + (MaxLines - 1) * LineSpacing;
    QSize hint = QWidget::sizeHint();
    hint.setHeight(hint.height() - scroll_->sizeHint().height() + lines);
    return hint;
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
    if (scroll_ && watched == scroll_->viewport() && e->type() == QEvent::Resize &&
        static_cast<QResizeEvent*>(e)->size().width() !=
            static_cast<QResizeEvent*>(e)->oldSize().width())
        showLines();
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
