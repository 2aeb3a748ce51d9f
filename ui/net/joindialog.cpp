#include "ui/net/joindialog.h"

#include "core/net/wire.h"
#include "ui/dialogs/choices.h"
#include "ui/dialogs/timecontroledit.h"
#include "ui/net/hostdialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace bashni::ui {

std::pair<QString, quint16> splitAddress(const QString& text) {
    const QString t = text.trimmed();
    const int colon = t.lastIndexOf(QLatin1Char(':'));
    if (colon < 0 || t.count(QLatin1Char(':')) > 1) // an IPv6 address alone
        return {t, t.isEmpty() ? quint16(0) : net::DefaultPort};
    bool ok = false;
    const uint port = t.mid(colon + 1).toUInt(&ok);
    if (!ok || port == 0 || port > 65535) return {t.left(colon), 0};
    return {t.left(colon), quint16(port)};
}

JoinDialog::JoinDialog(const QString& name, const QString& lastAddress,
                       std::unique_ptr<Discovery> discovery, const QString& broadcast,
                       quint16 udpPort, QWidget* parent)
    : QDialog(parent), discovery_(std::move(discovery)), broadcast_(broadcast), udpPort_(udpPort),
      list_(new QListWidget), status_(new QLabel), address_(new QLineEdit(lastAddress)),
      name_(new QLineEdit(name)) {
    setWindowTitle(tr("Join Network Game"));
    list_->setObjectName(QStringLiteral("foundGames"));
    status_->setObjectName(QStringLiteral("lookStatus"));
    status_->setWordWrap(true);
    answers_.setSingleShot(true);
    answers_.setInterval(AnswerMs);
    connect(&answers_, &QTimer::timeout, this, &JoinDialog::sayNoneFound);
    address_->setPlaceholderText(tr("address:port"));
    auto* again = new QPushButton(tr("&Look Again"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    join_ = buttons->button(QDialogButtonBox::Ok);
    join_->setText(tr("&Join"));
    auto* listLabel = new QLabel(tr("&Games on the local network:"));
    listLabel->setBuddy(list_);
    name_->setMaxLength(40);
    auto* form = new QFormLayout;
    form->addRow(tr("&Address:"), address_);
    form->addRow(tr("Your &name:"), name_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(listLabel);
    layout->addWidget(list_, 1);
    layout->addWidget(status_);
    layout->addWidget(again, 0, Qt::AlignLeft);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(again, &QPushButton::clicked, this, [this] {
        list_->clear();
        look();
    });
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0) address_->setText(list_->item(row)->data(Qt::UserRole).toString());
    });
    connect(list_, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(address_, &QLineEdit::textChanged, this, &JoinDialog::check);
    connect(name_, &QLineEdit::textChanged, this, &JoinDialog::check);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    check();
    fitWidth();
    look(); // the only moment the program broadcasts: the player opened Join
}

JoinDialog::~JoinDialog() = default;

void JoinDialog::look() {
    if (!discovery_) return;
    status_->setText(tr("Looking for games on the local network…"));
    answers_.start();
    discovery_->look(broadcast_, udpPort_, LookDatagram,
                     [this](const QByteArray& datagram, const QString& from) {
                         if (const auto host = readHostDatagram(datagram, from)) add(*host);
                     });
}

// Items are plain text: a host's name is never read as markup.
void JoinDialog::add(const FoundHost& host) {
    const QString target = host.address + QLatin1Char(':') + QString::number(host.port);
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->data(Qt::UserRole).toString() == target) return;
    auto* item = new QListWidgetItem(
        tr("%1 — %2, %3 — %4")
            .arg(host.name, rulesTitle(host.rules), timeControlText(host.clock), target));
    item->setData(Qt::UserRole, target);
    list_->addItem(item);
    status_->clear();
    fitWidth(); // a long name widens the dialog rather than being cut
}

// A look without an answer said in words, with what to do instead: an empty list alone looked
// as if the dialog were still looking, or broken.
void JoinDialog::sayNoneFound() {
    if (list_->count() == 0)
        status_->setText(tr("No game found on the local network: type the host's address."));
    else
        status_->clear();
}

// Wide enough for its title (in the title bar's font, beside the window's buttons) and for the
// games found, each on one line: the dialog's default width cut both.
void JoinDialog::fitWidth() {
    const QFontMetrics title(QFontDatabase::systemFont(QFontDatabase::TitleFont));
    const int titleBar = title.horizontalAdvance(windowTitle()) + 6 * title.height();
    // A typical entry before any is found, so that the first one does not make the dialog jump.
    const QString sample = tr("%1 — %2, %3 — %4")
                               .arg(QStringLiteral("Guest Player"), rulesTitle(Rules::Turkish),
                                    timeControlText(TimeControl::fischer(900'000, 10'000)),
                                    QStringLiteral("192.168.100.200:47521"));
    const int entries =
        std::max(list_->sizeHintForColumn(0), list_->fontMetrics().horizontalAdvance(sample) + 8);
    list_->setMinimumWidth(entries + 2 * list_->frameWidth() +
                           list_->verticalScrollBar()->sizeHint().width());
    const QMargins margins = layout()->contentsMargins();
    setMinimumWidth(std::max(titleBar, list_->minimumWidth() + margins.left() + margins.right()));
    if (width() < minimumWidth()) resize(minimumWidth(), height());
}

void JoinDialog::check() {
    join_->setEnabled(port() != 0 && !host().isEmpty() && isPlayerName(name()));
}

QString JoinDialog::name() const {
    return name_->text().simplified();
}

QString JoinDialog::address() const {
    return address_->text().trimmed();
}

QString JoinDialog::host() const {
    return splitAddress(address_->text()).first;
}

quint16 JoinDialog::port() const {
    return splitAddress(address_->text()).second;
}

} // namespace bashni::ui
