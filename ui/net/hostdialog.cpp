#include "ui/net/hostdialog.h"

#include "core/net/wire.h"
#include "ui/dialogs/choices.h"
#include "ui/dialogs/timecontroledit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>

namespace bashni::ui {

HostDialog::HostDialog(const HostChoice& initial, QWidget* parent)
    : QDialog(parent), name_(new QLineEdit(initial.name)), rules_(makeRulesCombo(initial.rules)),
      side_(new QComboBox), clock_(new TimeControlEdit(initial.clock)) {
    setWindowTitle(tr("Host Network Game"));
    name_->setMaxLength(40);
    side_->addItem(tr("White"), int(HumanSide::White));
    side_->addItem(tr("Black"), int(HumanSide::Black));
    side_->addItem(tr("Random"), int(HumanSide::Random));
    side_->setCurrentIndex(side_->findData(int(initial.side)));
    auto* form = new QFormLayout;
    form->addRow(tr("Your &name:"), name_);
    form->addRow(tr("&Rules:"), rules_);
    form->addRow(tr("You &play:"), side_);
    form->addRow(tr("&Clock:"), clock_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Host"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The protocol has Fischer clocks only: a clock for each move is not offered to a peer.
    auto check = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)
            ->setEnabled(clock_->value().kind != TimeControl::Kind::PerMove &&
                         isPlayerName(name_->text().simplified()));
    };
    connect(clock_, &TimeControlEdit::valueChanged, this, check);
    connect(name_, &QLineEdit::textChanged, this, check);
    check();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

HostChoice HostDialog::choice() const {
    return {name_->text().simplified(), Rules(rules_->currentData().toInt()),
            HumanSide(side_->currentData().toInt()), clock_->value()};
}

bool isPlayerName(const QString& name) {
    return net::parseLine("BASHNI " + std::string(net::VersionText) + " " + name.toStdString())
        .message.has_value();
}

Color hostColour(HumanSide side) {
    if (side == HumanSide::Random)
        return QRandomGenerator::global()->bounded(2) == 0 ? Color::White : Color::Black;
    return side == HumanSide::White ? Color::White : Color::Black;
}

} // namespace bashni::ui
