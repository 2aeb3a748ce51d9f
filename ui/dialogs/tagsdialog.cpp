#include "ui/dialogs/tagsdialog.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace bashni::ui {

namespace {

enum DateKind { UnknownDate, ExactDate, KeptDate };

const QString pdnDateFormat = QStringLiteral("yyyy.MM.dd");
constexpr const char* unknownDate = "????.??.??";
constexpr const char* unknownValue = "?";

// Tags the program writes from the game itself (docs/NOTATION.md "Game records").
bool managedTag(const QString& name) {
    static const QStringList names = {"Result", "GameType", "Rules", "DrawRules", "SetUp", "FEN"};
    return names.contains(name);
}

// The roster's tags with a field of their own in the form.
bool formTag(const QString& name) {
    static const QStringList names = {"Event", "Site", "Date", "Round", "White", "Black"};
    return names.contains(name);
}

// What the PDN reader reads back as a tag name: ASCII letters, digits and '_'.
bool validTagName(const QString& name) {
    static const QRegularExpression re(QRegularExpression::anchoredPattern("[A-Za-z0-9_]+"));
    return re.match(name).hasMatch();
}

// "", "?", "????.??.??": nothing of the date is known.
bool unknownDateText(const QString& text) {
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c == u'?' || c == u'.'; });
}

QString fromStd(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString cellText(const QTableWidget* table, int row, int column) {
    const QTableWidgetItem* item = table->item(row, column);
    return item ? item->text().trimmed() : QString();
}

QString rulesLabel(Rules r) {
    switch (r) {
    case Rules::Standard:
        return TagsDialog::tr("Standard");
    case Rules::Intervening:
        return TagsDialog::tr("Intervening");
    case Rules::Turkish:
        return TagsDialog::tr("Turkish strike");
    }
    return {};
}

} // namespace

TagsDialog::TagsDialog(const Game& game, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Game Tags"));
    auto* layout = new QVBoxLayout(this);
    error_ = new QLabel;
    error_->setObjectName(QStringLiteral("error"));
    error_->setWordWrap(true);
    error_->hide();
    layout->addLayout(makeForm(game));
    layout->addLayout(makeTable(game));
    layout->addWidget(error_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &TagsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QLayout* TagsDialog::makeForm(const Game& game) {
    auto* form = new QFormLayout;
    const std::pair<const char*, QString> rows[] = {{"Event", tr("&Event:")},
                                                    {"Site", tr("&Site:")},
                                                    {"Round", tr("&Round:")},
                                                    {"White", tr("&White:")},
                                                    {"Black", tr("&Black:")}};
    for (std::size_t i = 0; i < fields_.size(); ++i) {
        const std::string value = game.tag(rows[i].first);
        auto* edit = new QLineEdit(value == unknownValue ? QString() : fromStd(value));
        edit->setPlaceholderText(tr("unknown"));
        edit->setObjectName(QString::fromLatin1(rows[i].first).toLower());
        fields_[i] = {rows[i].first, edit};
        form->addRow(rows[i].second, edit);
        if (i == 1) form->addRow(tr("&Date:"), makeDateRow(game.tag("Date")));
    }
    auto* result = new QLabel(fromStd(resultText(game.result())));
    result->setToolTip(tr("Set by the moves of the game"));
    form->addRow(tr("Result:"), result);
    form->addRow(tr("Rules:"), new QLabel(rulesLabel(game.rules())));
    return form;
}

// The date as a kind (unknown, exact, or kept as recorded when the editor cannot show it) and a
// date editor for the exact kind.
QWidget* TagsDialog::makeDateRow(const std::string& text) {
    const QString recorded = fromStd(text);
    const QDate date = QDate::fromString(recorded, pdnDateFormat);
    dateKind_ = new QComboBox;
    dateKind_->setObjectName(QStringLiteral("dateKind"));
    dateKind_->addItem(tr("Unknown"), UnknownDate);
    dateKind_->addItem(tr("Exact date"), ExactDate);
    if (!date.isValid() && !unknownDateText(recorded)) {
        keptDate_ = recorded;
        dateKind_->addItem(tr("As recorded: %1").arg(recorded), KeptDate);
    }
    const int kind = date.isValid() ? ExactDate : keptDate_.isEmpty() ? UnknownDate : KeptDate;
    dateKind_->setCurrentIndex(dateKind_->findData(kind));
    date_ = new QDateEdit(date.isValid() ? date : QDate::currentDate());
    date_->setObjectName(QStringLiteral("date"));
    date_->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    date_->setCalendarPopup(true);
    date_->setAccessibleName(tr("Date"));
    connect(dateKind_, &QComboBox::currentIndexChanged, this, &TagsDialog::updateDateEnabled);
    updateDateEnabled();

    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(dateKind_);
    layout->addWidget(date_, 1);
    row->setFocusProxy(dateKind_);
    return row;
}

QLayout* TagsDialog::makeTable(const Game& game) {
    extra_ = new QTableWidget(0, 2);
    extra_->setObjectName(QStringLiteral("extraTags"));
    extra_->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    extra_->horizontalHeader()->setStretchLastSection(true);
    extra_->verticalHeader()->hide();
    extra_->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (const auto& [name, value] : game.tags()) {
        const QString n = fromStd(name);
        if (managedTag(n) || formTag(n)) continue;
        addExtraRow(n, fromStd(value));
        openedExtra_ << n;
    }
    connect(extra_, &QTableWidget::itemChanged, error_, &QWidget::hide);

    auto* add = new QPushButton(tr("&Add Tag"));
    add->setObjectName(QStringLiteral("addTag"));
    auto* remove = new QPushButton(tr("Re&move Tag"));
    remove->setObjectName(QStringLiteral("removeTag"));
    remove->setEnabled(false);
    connect(add, &QPushButton::clicked, this, &TagsDialog::addTag);
    connect(remove, &QPushButton::clicked, this, &TagsDialog::removeTags);
    connect(extra_, &QTableWidget::itemSelectionChanged, remove,
            [this, remove] { remove->setEnabled(extra_->selectionModel()->hasSelection()); });

    auto* label = new QLabel(tr("&Other tags:"));
    label->setBuddy(extra_);
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto* grid = new QGridLayout;
    grid->addWidget(label, 0, 0, 1, 2);
    grid->addWidget(extra_, 1, 0);
    grid->addLayout(buttons, 1, 1);
    return grid;
}

void TagsDialog::addExtraRow(const QString& name, const QString& value) {
    const int row = extra_->rowCount();
    extra_->insertRow(row);
    extra_->setItem(row, 0, new QTableWidgetItem(name));
    extra_->setItem(row, 1, new QTableWidgetItem(value));
}

void TagsDialog::addTag() {
    addExtraRow({}, {});
    const int row = extra_->rowCount() - 1;
    extra_->setCurrentCell(row, 0);
    extra_->editItem(extra_->item(row, 0));
}

void TagsDialog::removeTags() {
    QList<int> rows;
    for (const QModelIndex& index : extra_->selectionModel()->selectedRows()) rows << index.row();
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (const int row : rows) extra_->removeRow(row);
    error_->hide();
}

void TagsDialog::updateDateEnabled() {
    date_->setEnabled(dateKind_->currentData().toInt() == ExactDate);
}

std::string TagsDialog::dateText() const {
    switch (dateKind_->currentData().toInt()) {
    case ExactDate:
        return date_->date().toString(pdnDateFormat).toStdString();
    case KeptDate:
        return keptDate_.toStdString();
    default:
        return unknownDate;
    }
}

// What keeps the table's tags from being written, or nothing; `row` is then the row to fix.
QString TagsDialog::problem(int& row) const {
    QStringList seen;
    for (row = 0; row < extra_->rowCount(); ++row) {
        const QString name = cellText(extra_, row, 0);
        if (name.isEmpty() && cellText(extra_, row, 1).isEmpty()) continue;
        if (name.isEmpty()) return tr("A tag needs a name.");
        if (!validTagName(name))
            return tr("\"%1\" is not a valid tag name: use only the letters A-Z and a-z, digits "
                      "and underscores (_), without spaces.")
                .arg(name);
        if (managedTag(name)) return tr("The %1 tag is written by the program.").arg(name);
        if (formTag(name)) return tr("The %1 tag has its own field above.").arg(name);
        if (seen.contains(name)) return tr("The %1 tag is listed twice.").arg(name);
        seen << name;
    }
    return {};
}

void TagsDialog::accept() {
    int row = 0;
    const QString why = problem(row);
    if (why.isEmpty()) {
        QDialog::accept();
        return;
    }
    error_->setText(why);
    error_->show();
    extra_->setCurrentCell(row, 0);
    extra_->setFocus();
}

// The roster's tags always stay ("?" when unknown); another tag with an empty value goes.
void TagsDialog::applyTo(Game& game) const {
    for (const auto& [name, edit] : fields_) {
        const QString value = edit->text().trimmed();
        game.setTag(name, value.isEmpty() ? std::string(unknownValue) : value.toStdString());
    }
    game.setTag("Date", dateText());
    QStringList kept;
    for (int row = 0; row < extra_->rowCount(); ++row) {
        const QString name = cellText(extra_, row, 0);
        const QString value = cellText(extra_, row, 1);
        if (value.isEmpty() || !validTagName(name) || managedTag(name) || formTag(name)) continue;
        game.setTag(name.toStdString(), value.toStdString());
        kept << name;
    }
    for (const QString& name : openedExtra_)
        if (!kept.contains(name)) game.removeTag(name.toStdString());
}

} // namespace bashni::ui
