#include "ui/online/logindialog.h"

#include "core/net/server/commands.h"
#include "ui/common/serveraddress.h"
#include "ui/common/settings.h"

#include "ui/help/manualwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace bashni::ui {

LoginDialog::LoginDialog(Settings& settings, QWidget* parent)
    : QDialog(parent), settings_(settings) {
    setWindowTitle(tr("Play Online"));
    addContextHelp(this, QStringLiteral("online.md#log-in")); // F1
    server_ = new QComboBox;
    server_->setObjectName(QStringLiteral("server"));
    server_->setEditable(true);
    server_->addItems(settings_.onlineServers());
    server_->lineEdit()->setPlaceholderText(tr("server address, e.g. bashni.example.org"));
    plain_ = new QCheckBox(tr("Without encryption (only for a server on this computer or network "
                              "that has no certificate)"));
    plain_->setObjectName(QStringLiteral("plain"));
    account_ = new QRadioButton(tr("With my &account"));
    guest_ = new QRadioButton(tr("As a &guest (casual games only)"));
    account_->setObjectName(QStringLiteral("account"));
    guest_->setObjectName(QStringLiteral("guest"));
    account_->setChecked(true);
    name_ = new QLineEdit;
    name_->setObjectName(QStringLiteral("name"));
    name_->setMaxLength(20);
    password_ = new QLineEdit;
    password_->setObjectName(QStringLiteral("password"));
    password_->setEchoMode(QLineEdit::Password);
    create_ = new QCheckBox(tr("&Create this account now"));
    create_->setObjectName(QStringLiteral("create"));
    problem_ = new QLabel;
    problem_->setObjectName(QStringLiteral("problem"));
    problem_->setWordWrap(true);
    problem_->setTextFormat(Qt::PlainText);
    problem_->hide();

    auto* form = new QFormLayout;
    form->addRow(tr("&Server:"), server_);
    form->addRow(QString(), plain_);
    form->addRow(QString(), account_);
    form->addRow(tr("&Name:"), name_);
    form->addRow(tr("&Password:"), password_);
    form->addRow(QString(), create_);
    form->addRow(QString(), guest_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Log In"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons);

    connect(server_, &QComboBox::currentTextChanged, this, &LoginDialog::serverChosen);
    for (QAbstractButton* b :
         {static_cast<QAbstractButton*>(account_), static_cast<QAbstractButton*>(guest_),
          static_cast<QAbstractButton*>(create_)})
        connect(b, &QAbstractButton::toggled, this, &LoginDialog::update);
    serverChosen();
}

// Each server remembers the name used there (or the guest), and whether it was plain.
void LoginDialog::serverChosen() {
    const QString server = server_->currentText().trimmed();
    if (!server.isEmpty()) {
        name_->setText(settings_.onlineName(server));
        plain_->setChecked(settings_.onlinePlain(server));
        // A guest there before, with no account: a guest again, the same one.
        const bool guest = name_->text().isEmpty() && !settings_.guestSecret(server).isEmpty();
        (guest ? guest_ : account_)->setChecked(true);
    }
    update();
}

void LoginDialog::update() {
    const bool account = account_->isChecked();
    name_->setEnabled(account);
    password_->setEnabled(account);
    create_->setEnabled(account);
}

void LoginDialog::setServer(const QString& server) {
    server_->setCurrentText(server);
    password_->setFocus();
}

void LoginDialog::setLogin(const ServerLogin& l) {
    setServer(l.port == net::server::DefaultServerPort
                  ? l.host
                  : l.host + QLatin1Char(':') + QString::number(l.port)); // its name, plain
    plain_->setChecked(!l.tls);
    (l.guest ? guest_ : account_)->setChecked(true);
    if (!l.guest) {
        name_->setText(l.name);
        password_->setText(l.password);
        create_->setChecked(l.create);
    }
    update();
}

void LoginDialog::setProblem(const QString& text) {
    problem_->setText(text);
    problem_->setVisible(!text.isEmpty());
}

// What can be checked here is, with the reason beside the fields; the rest is the server's.
void LoginDialog::accept() {
    const auto where = parseServerAddress(server_->currentText());
    if (!where) {
        server_->setFocus();
        return setProblem(tr("Enter the server's address: a name such as bashni.example.org, "
                             "with :PORT when it is not the usual 47522."));
    }
    if (account_->isChecked()) {
        if (!net::server::isAccountName(name_->text().toStdString())) {
            name_->setFocus();
            return setProblem(tr("A name is 2 to 20 letters, digits, _ or -, and starts with a "
                                 "letter."));
        }
        if (!net::server::isPassword(password_->text().toStdString())) {
            password_->setFocus();
            return setProblem(tr("A password is 8 to 128 characters."));
        }
    }
    const QString server = server_->currentText().trimmed();
    QStringList servers = settings_.onlineServers();
    servers.removeAll(server);
    servers.prepend(server);
    settings_.setOnlineServers(servers);
    settings_.setOnlinePlain(server, plain_->isChecked());
    if (account_->isChecked()) settings_.setOnlineName(server, name_->text());
    QDialog::accept();
}

ServerLogin LoginDialog::login() const {
    ServerLogin l;
    const auto where = parseServerAddress(server_->currentText());
    if (where) std::tie(l.host, l.port) = *where;
    l.tls = !plain_->isChecked();
    l.guest = guest_->isChecked();
    if (l.guest) {
        l.guestSecret = settings_.guestSecret(server_->currentText().trimmed());
    } else {
        l.name = name_->text();
        l.password = password_->text();
        l.create = create_->isChecked();
    }
    return l;
}

} // namespace bashni::ui
