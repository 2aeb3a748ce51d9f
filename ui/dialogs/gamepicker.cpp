#include "ui/dialogs/gamepicker.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace bashni::ui {

namespace {

enum Column { Number, White, Black, ResultColumn, Date, Event, Moves, ColumnCount };

QString fromStd(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// Whether any column of the row shows `text` (case-insensitive); every row matches "".
bool matches(const QTreeWidgetItem* item, const QString& text) {
    for (int c = 0; c < ColumnCount; ++c)
        if (item->text(c).contains(text, Qt::CaseInsensitive)) return true;
    return text.isEmpty();
}

} // namespace

GamePicker::GamePicker(const std::vector<Game>& games, const QString& fileName, QWidget* parent)
    : QDialog(parent) {
    const QString shortName = QFileInfo(fileName).fileName();
    setWindowTitle(tr("Open Game from %1").arg(shortName));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Games in %1: %2").arg(shortName).arg(games.size())));

    filter_ = new QLineEdit;
    filter_->setObjectName(QStringLiteral("filter"));
    filter_->setPlaceholderText(tr("Player, event, date, result..."));
    filter_->setClearButtonEnabled(true);
    auto* filterLabel = new QLabel(tr("&Filter:"));
    filterLabel->setBuddy(filter_);
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(filter_, 1);
    layout->addLayout(filterRow);

    makeList(games);
    layout->addWidget(list_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    open_ = buttons->button(QDialogButtonBox::Open);
    open_->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(filter_, &QLineEdit::textChanged, this, &GamePicker::applyFilter);
    connect(list_, &QTreeWidget::currentItemChanged, this, &GamePicker::updateOpen);
    connect(list_, &QTreeWidget::itemDoubleClicked, this, &QDialog::accept);
    selectFirstVisible();
    updateOpen();
    list_->setFocus();
    resize(720, 420);
}

void GamePicker::makeList(const std::vector<Game>& games) {
    list_ = new QTreeWidget;
    list_->setObjectName(QStringLiteral("games"));
    list_->setAccessibleName(tr("Games"));
    list_->setColumnCount(ColumnCount);
    list_->setHeaderLabels(
        {tr("#"), tr("White"), tr("Black"), tr("Result"), tr("Date"), tr("Event"), tr("Moves")});
    list_->setRootIsDecorated(false);
    list_->setUniformRowHeights(true);
    list_->setAlternatingRowColors(true);
    list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (std::size_t i = 0; i < games.size(); ++i) addGame(int(i), games[i]);
    list_->setSortingEnabled(true);
    list_->sortByColumn(Number, Qt::AscendingOrder);
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(Event, QHeaderView::Stretch);
}

// Numbers are stored as numbers so that their columns sort by value.
void GamePicker::addGame(int index, const Game& game) {
    auto* item = new QTreeWidgetItem(list_);
    item->setData(Number, Qt::DisplayRole, index + 1);
    item->setData(Number, Qt::UserRole, index);
    item->setText(White, fromStd(game.tag("White")));
    item->setText(Black, fromStd(game.tag("Black")));
    item->setText(ResultColumn, fromStd(resultText(game.result())));
    item->setText(Date, fromStd(game.tag("Date")));
    item->setText(Event, fromStd(game.tag("Event")));
    item->setData(Moves, Qt::DisplayRole, game.plyCount());
    item->setTextAlignment(Number, Qt::AlignRight | Qt::AlignVCenter);
    item->setTextAlignment(Moves, Qt::AlignRight | Qt::AlignVCenter);
}

void GamePicker::applyFilter(const QString& text) {
    const QString wanted = text.trimmed();
    for (int i = 0; i < list_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = list_->topLevelItem(i);
        item->setHidden(!matches(item, wanted));
    }
    const QTreeWidgetItem* current = list_->currentItem();
    if (!current || current->isHidden()) selectFirstVisible();
    updateOpen();
}

// The first row shown, in the list's present order; no row when every one is filtered out.
void GamePicker::selectFirstVisible() {
    for (int i = 0; i < list_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = list_->topLevelItem(i);
        if (item->isHidden()) continue;
        list_->setCurrentItem(item);
        return;
    }
    list_->setCurrentItem(nullptr);
    list_->clearSelection();
}

void GamePicker::updateOpen() {
    open_->setEnabled(chosen() >= 0);
}

int GamePicker::chosen() const {
    const QTreeWidgetItem* item = list_->currentItem();
    if (!item || item->isHidden()) return -1;
    return item->data(Number, Qt::UserRole).toInt();
}

} // namespace bashni::ui
