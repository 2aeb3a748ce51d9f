#include "ui/dialogs/gamepicker.h"

#include <QAbstractTableModel>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <array>

namespace bashni::ui {

namespace {

enum Column { Number, White, Black, ResultColumn, Date, Event, Moves, ColumnCount };

} // namespace

// The summaries as rows. Numbers are given as numbers so that their columns sort by value.
class GameTable : public QAbstractTableModel {
  public:
    GameTable(GameSummaries games, QStringList headers, QObject* parent)
        : QAbstractTableModel(parent), games_(std::move(games)), headers_(std::move(headers)) {
        for (const Result r :
             {Result::Unfinished, Result::WhiteWins, Result::BlackWins, Result::Draw}) {
            const std::string_view text = resultText(r);
            results_[std::size_t(r)] = QString::fromUtf8(text.data(), qsizetype(text.size()));
        }
    }

    const GameSummaries& games() const { return games_; }

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : games_.size();
    }
    int columnCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : ColumnCount;
    }

    QVariant data(const QModelIndex& index, int role) const override {
        if (!index.isValid()) return {};
        const int game = index.row();
        const int column = index.column();
        if (role == Qt::TextAlignmentRole && (column == Number || column == Moves))
            return int(Qt::AlignRight | Qt::AlignVCenter);
        if (role != Qt::DisplayRole) return {};
        switch (column) {
        case Number:
            return game + 1;
        case White:
            return games_.text(game, GameSummaries::White);
        case Black:
            return games_.text(game, GameSummaries::Black);
        case ResultColumn:
            return results_[std::size_t(games_.result(game))];
        case Date:
            return games_.text(game, GameSummaries::Date);
        case Event:
            return games_.text(game, GameSummaries::Event);
        case Moves:
            return games_.plies(game) >= 0 ? QVariant(games_.plies(game)) : QVariant();
        default:
            return {};
        }
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override {
        if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
            return headers_.value(section);
        return QAbstractTableModel::headerData(section, orientation, role);
    }

  private:
    GameSummaries games_;
    QStringList headers_;
    std::array<QString, 4> results_; // by Result
};

// The rows any of whose columns shows the filter text (case-insensitive), as the list shows them:
// a plain search of the text, as regular expressions would cost every cell a match.
class GameFilter : public QSortFilterProxyModel {
  public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setText(const QString& text) {
        text_ = text;
        invalidateFilter();
    }

  protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
        if (text_.isEmpty()) return true;
        const QAbstractItemModel* model = sourceModel();
        for (int c = 0; c < ColumnCount; ++c)
            if (model->index(row, c, parent).data().toString().contains(text_, Qt::CaseInsensitive))
                return true;
        return false;
    }

  private:
    QString text_;
};

GamePicker::GamePicker(GameSummaries games, const QString& fileName, QWidget* parent)
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

    makeList(std::move(games));
    layout->addWidget(list_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    open_ = buttons->button(QDialogButtonBox::Open);
    open_->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(filter_, &QLineEdit::textChanged, this, &GamePicker::applyFilter);
    connect(list_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &GamePicker::updateOpen);
    connect(list_, &QAbstractItemView::doubleClicked, this, &QDialog::accept);
    select(shown_->index(0, Number));
    updateOpen();
    list_->setFocus();
    resize(720, 420);
}

void GamePicker::makeList(GameSummaries games) {
    table_ = new GameTable(
        std::move(games),
        {tr("#"), tr("White"), tr("Black"), tr("Result"), tr("Date"), tr("Event"), tr("Moves")},
        this);
    shown_ = new GameFilter(this);
    shown_->setSourceModel(table_);

    list_ = new QTableView;
    list_->setObjectName(QStringLiteral("games"));
    list_->setAccessibleName(tr("Games"));
    list_->setModel(shown_);
    list_->setSelectionBehavior(QAbstractItemView::SelectRows);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list_->setTabKeyNavigation(false); // Tab leaves the list for the buttons, as in a list
    list_->setAlternatingRowColors(true);
    list_->setShowGrid(false);
    list_->setWordWrap(false);
    list_->setCornerButtonEnabled(false);
    // Rows of one height, that of a line: no row is measured.
    QHeaderView* rows = list_->verticalHeader();
    rows->hide();
    rows->setSectionResizeMode(QHeaderView::Fixed);
    rows->setDefaultSectionSize(rows->minimumSectionSize());
    QHeaderView* columns = list_->horizontalHeader();
    columns->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    columns->setHighlightSections(false);
    list_->setSortingEnabled(true);
    list_->sortByColumn(Number, Qt::AscendingOrder);
    columns->setSectionResizeMode(QHeaderView::ResizeToContents);
    columns->setSectionResizeMode(Event, QHeaderView::Stretch);
}

void GamePicker::applyFilter(const QString& text) {
    const int kept = chosen();
    shown_->setText(text.trimmed());
    const QModelIndex still =
        kept >= 0 ? shown_->mapFromSource(table_->index(kept, Number)) : QModelIndex();
    // The game chosen stays so while it is shown; otherwise the first row shown is.
    select(still.isValid() ? still : shown_->index(0, Number));
    updateOpen();
}

// `row` current and selected; none when it is invalid (every row filtered out).
void GamePicker::select(const QModelIndex& row) {
    if (!row.isValid()) {
        list_->setCurrentIndex({});
        list_->clearSelection();
        return;
    }
    list_->setCurrentIndex(row);
    list_->scrollTo(row);
}

void GamePicker::updateOpen() {
    open_->setEnabled(chosen() >= 0);
}

int GamePicker::chosen() const {
    const QModelIndex current = list_->currentIndex();
    return current.isValid() ? shown_->mapToSource(current).row() : -1;
}

const GameSummaries& GamePicker::games() const {
    return table_->games();
}

} // namespace bashni::ui
