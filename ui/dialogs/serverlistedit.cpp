#include "ui/dialogs/serverlistedit.h"

#include "ui/common/serveraddress.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace bashni::ui {

namespace {

constexpr int AddressRole = Qt::UserRole, PlainRole = Qt::UserRole + 1;

} // namespace

ServerEntryDialog::ServerEntryDialog(const ServerEntry& entry, QWidget* parent) : QDialog(parent) {
    setWindowTitle(entry.address.isEmpty() ? tr("Add Server") : tr("Edit Server"));
    address_ = new QLineEdit(entry.address);
    address_->setObjectName(QStringLiteral("address"));
    address_->setPlaceholderText(tr("e.g. bashni.example.org or 192.168.1.20:47522"));
    plain_ = new QCheckBox(tr("Without &encryption (only for a server on this computer or "
                              "network that has no certificate)"));
    plain_->setObjectName(QStringLiteral("plain"));
    plain_->setChecked(entry.plain);
    auto* hint = new QLabel(tr("The address the server's owner gave you: a name or an IP address, "
                               "with :PORT when it is not the usual 47522."));
    hint->setWordWrap(true);
    problem_ = new QLabel;
    problem_->setWordWrap(true);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(address_, &QLineEdit::textChanged, this, &ServerEntryDialog::update);

    auto* form = new QFormLayout;
    form->addRow(tr("&Address:"), address_);
    form->addRow(QString(), hint);
    form->addRow(QString(), plain_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    update();
}

ServerEntry ServerEntryDialog::entry() const {
    return {address_->text().trimmed(), plain_->isChecked()};
}

bool ServerEntryDialog::acceptable() const {
    return buttons_->button(QDialogButtonBox::Ok)->isEnabled();
}

// An empty field is not yet wrong; a typed one that does not parse says so.
void ServerEntryDialog::update() {
    const QString text = address_->text().trimmed();
    const bool ok = parseServerAddress(text).has_value();
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(ok);
    problem_->setText(ok || text.isEmpty()
                          ? QString()
                          : tr("Not an address: no spaces, and a port is a number from 1 to "
                               "65535."));
}

ServerListEdit::ServerListEdit(const QList<ServerEntry>& servers, QWidget* parent)
    : QWidget(parent) {
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("servers"));
    for (const ServerEntry& e : servers) setItem(list_->count(), e);
    auto* add = new QPushButton(tr("&Add…"));
    edit_ = new QPushButton(tr("E&dit…"));
    remove_ = new QPushButton(tr("&Remove"));
    add->setIcon(QIcon::fromTheme(QStringLiteral("list-add")));
    remove_->setIcon(QIcon::fromTheme(QStringLiteral("list-remove")));
    connect(add, &QPushButton::clicked, this, &ServerListEdit::add);
    connect(edit_, &QPushButton::clicked, this, &ServerListEdit::edit);
    connect(list_, &QListWidget::itemActivated, this, &ServerListEdit::edit);
    connect(remove_, &QPushButton::clicked, this, [this] { removeServer(list_->currentRow()); });
    connect(list_, &QListWidget::currentRowChanged, this, &ServerListEdit::update);

    auto* buttons = new QVBoxLayout;
    for (QPushButton* b : {add, edit_, remove_}) buttons->addWidget(b);
    buttons->addStretch();
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins({});
    layout->addWidget(list_, 1);
    layout->addLayout(buttons);
    update();
}

QList<ServerEntry> ServerListEdit::servers() const {
    QList<ServerEntry> out;
    for (int row = 0; row < list_->count(); ++row) {
        const QListWidgetItem* item = list_->item(row);
        out.append({item->data(AddressRole).toString(), item->data(PlainRole).toBool()});
    }
    return out;
}

void ServerListEdit::addServer(const ServerEntry& e) {
    for (int row = 0; row < list_->count(); ++row)
        if (list_->item(row)->data(AddressRole).toString() == e.address) return editServer(row, e);
    setItem(list_->count(), e);
    list_->setCurrentRow(list_->count() - 1);
    emit changed();
}

void ServerListEdit::editServer(int row, const ServerEntry& e) {
    if (row < 0 || row >= list_->count()) return;
    // Renamed onto another listed server: the two become one.
    for (int other = 0; other < list_->count(); ++other)
        if (other != row && list_->item(other)->data(AddressRole).toString() == e.address) {
            delete list_->takeItem(other);
            if (other < row) --row;
            break;
        }
    setItem(row, e);
    list_->setCurrentRow(row);
    emit changed();
}

void ServerListEdit::removeServer(int row) {
    if (row < 0 || row >= list_->count()) return;
    delete list_->takeItem(row);
    update();
    emit changed();
}

void ServerListEdit::add() {
    ServerEntryDialog dialog({}, this);
    if (dialog.exec() == QDialog::Accepted) addServer(dialog.entry());
}

void ServerListEdit::edit() {
    const int row = list_->currentRow();
    if (row < 0) return;
    ServerEntryDialog dialog(servers().at(row), this);
    if (dialog.exec() == QDialog::Accepted) editServer(row, dialog.entry());
}

void ServerListEdit::setItem(int row, const ServerEntry& e) {
    QListWidgetItem* item = list_->item(row);
    if (!item) {
        item = new QListWidgetItem;
        list_->insertItem(row, item);
    }
    item->setData(AddressRole, e.address);
    item->setData(PlainRole, e.plain);
    item->setText(e.plain ? tr("%1 (without encryption)").arg(e.address) : e.address);
}

void ServerListEdit::update() {
    const bool chosen = list_->currentRow() >= 0;
    edit_->setEnabled(chosen);
    remove_->setEnabled(chosen);
}

} // namespace bashni::ui
