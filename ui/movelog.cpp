#include "ui/movelog.h"

#include "ui/icons.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace bashni::ui {

namespace {

constexpr int SpeedsMs[] = {500, 1000, 2000, 4000};

// Whether White made move `ply` of the game (a set-up may start with Black to move).
bool whiteMoved(const Game& game, int ply) {
    return (game.startPosition().sideToMove() == Color::White) == (ply % 2 == 1);
}

} // namespace

MoveLog::MoveLog(QWidget* parent) : QWidget(parent) {
    table_ = new QTableWidget(0, 2, this);
    table_->setHorizontalHeaderLabels({tr("White"), tr("Black")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setAccessibleName(tr("Moves"));
    table_->setShowGrid(false);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    connect(table_, &QTableWidget::cellClicked, this, &MoveLog::cellClicked);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(button("go-first", tr("First position"), 0));
    buttons->addWidget(button("go-previous", tr("Previous move"), -1));
    play_ = new QToolButton;
    play_->setCheckable(true);
    play_->setIcon(themedIcon("media-playback-start", palette()));
    play_->setToolTip(tr("Play the moves through"));
    play_->setAccessibleName(tr("Autoplay"));
    connect(play_, &QToolButton::toggled, this, &MoveLog::setAutoplay);
    buttons->addWidget(play_);
    buttons->addWidget(button("go-next", tr("Next move"), 1));
    buttons->addWidget(button("go-last", tr("Last position"), 2));
    speed_ = new QComboBox;
    for (int ms : SpeedsMs) speed_->addItem(tr("%1 s").arg(QLocale().toString(ms / 1000.0)), ms);
    speed_->setToolTip(tr("Time between moves when playing through"));
    speed_->setAccessibleName(tr("Autoplay speed"));
    connect(speed_, &QComboBox::activated, this, [this] {
        setAutoplayMs(speed_->currentData().toInt());
        emit autoplayMsChanged(speed_->currentData().toInt());
    });
    buttons->addWidget(speed_);
    buttons->addStretch();

    comment_ = new QLabel;
    comment_->setWordWrap(true);
    comment_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    analyse_ = new QToolButton;
    analyse_->setText(tr("&Analyse"));
    analyse_->setCheckable(true);
    analyse_->setToolTip(tr("Let the computer study the position on the board"));
    connect(analyse_, &QToolButton::toggled, this, &MoveLog::analyseToggled);
    analysis_ = new QLabel;
    analysis_->setWordWrap(true);
    analysis_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* analysisRow = new QHBoxLayout;
    analysisRow->addWidget(analyse_);
    analysisRow->addWidget(analysis_, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_, 1);
    layout->addLayout(buttons);
    layout->addWidget(comment_);
    layout->addLayout(analysisRow);

    connect(&autoplay_, &QTimer::timeout, this, &MoveLog::step);
    setAutoplayMs(1000);
}

// Buttons step by `delta` plies; 0 goes to the start and 2 to the end.
QToolButton* MoveLog::button(const QString& icon, const QString& text, int key) {
    auto* b = new QToolButton;
    b->setIcon(themedIcon(icon, palette()));
    b->setToolTip(text);
    b->setAccessibleName(text);
    connect(b, &QToolButton::clicked, this, [this, key] {
        if (!game_) return;
        const int now = game_->currentPly();
        emit plyChosen(key == 0 ? 0 : key == 2 ? game_->plyCount() : now + key);
    });
    return b;
}

std::pair<int, int> MoveLog::cellOf(const Game& game, int ply) {
    const int offset = game.startPosition().sideToMove() == Color::Black ? 1 : 0;
    return {(ply - 1 + offset) / 2, whiteMoved(game, ply) ? 0 : 1};
}

void MoveLog::showGame(const Game& game) {
    game_ = &game;
    const int offset = game.startPosition().sideToMove() == Color::Black ? 1 : 0;
    const int rows = (game.plyCount() + offset + 1) / 2;
    table_->setRowCount(rows);
    QStringList numbers;
    for (int r = 0; r < rows; ++r) numbers << QString::number(r + 1);
    table_->setVerticalHeaderLabels(numbers);
    table_->clearContents();
    for (int ply = 1; ply <= game.plyCount(); ++ply) {
        auto* item = new QTableWidgetItem(QString::fromStdString(game.moveText(ply)));
        const auto& comments = game.annotation(ply).comments;
        if (!comments.empty()) {
            QStringList text;
            for (const std::string& c : comments) text << QString::fromStdString(c);
            item->setToolTip(text.join('\n'));
            item->setText(item->text() + QStringLiteral(" \u2026"));
        }
        const auto [row, column] = cellOf(game, ply);
        table_->setItem(row, column, item);
    }
    const int ply = game.currentPly();
    if (ply > 0) {
        const auto [row, column] = cellOf(game, ply);
        table_->setCurrentCell(row, column);
        table_->scrollToItem(table_->item(row, column));
        comment_->setText(table_->item(row, column)->toolTip());
    } else {
        table_->clearSelection();
        table_->setCurrentItem(nullptr);
        QStringList opening;
        for (const std::string& c : game.openingComments()) opening << QString::fromStdString(c);
        comment_->setText(opening.join('\n'));
    }
    comment_->setVisible(!comment_->text().isEmpty());
    if (autoplaying() && ply >= game.plyCount()) setAutoplay(false);
}

// cellOf() backwards: two plies a row, the first row missing White's when Black began.
void MoveLog::cellClicked(int row, int column) {
    if (!game_) return;
    const int offset = game_->startPosition().sideToMove() == Color::Black ? 1 : 0;
    const int ply = 2 * row + column + 1 - offset;
    if (ply >= 1 && ply <= game_->plyCount()) emit plyChosen(ply);
}

void MoveLog::setAutoplayMs(int ms) {
    autoplay_.setInterval(ms);
    int best = 0;
    for (int i = 0; i < speed_->count(); ++i)
        if (std::abs(speed_->itemData(i).toInt() - ms) <
            std::abs(speed_->itemData(best).toInt() - ms))
            best = i;
    speed_->setCurrentIndex(best);
}

void MoveLog::setAutoplay(bool on) {
    if (on && game_ && game_->currentPly() >= game_->plyCount())
        emit plyChosen(0); // from the start
    if (on)
        autoplay_.start();
    else
        autoplay_.stop();
    const QSignalBlocker block(play_);
    play_->setChecked(on);
}

void MoveLog::step() {
    if (!game_ || game_->currentPly() >= game_->plyCount()) return setAutoplay(false);
    emit plyChosen(game_->currentPly() + 1);
}

void MoveLog::setAnalysis(const QString& line, bool running) {
    analysis_->setText(line);
    const QSignalBlocker block(analyse_);
    analyse_->setChecked(running);
}

} // namespace bashni::ui
