#include "ui/online/seekdialog.h"

#include "ui/dialogs/choices.h"
#include "ui/dialogs/timecontroledit.h"

#include "ui/help/manualwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace bashni::ui {

using net::server::SeekColour;

SeekDialog::SeekDialog(const SeekChoice& initial, bool guest, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Seek"));
    addContextHelp(this, QStringLiteral("online.md#the-lobby")); // F1
    rules_ = makeRulesCombo(initial.rules);
    rules_->setObjectName(QStringLiteral("rules"));
    clock_ = new TimeControlEdit(initial.clock);
    clock_->setObjectName(QStringLiteral("clock"));
    rated_ = new QCheckBox(tr("&Rated: the result changes both ratings"));
    rated_->setObjectName(QStringLiteral("rated"));
    rated_->setChecked(initial.rated && !guest);
    rated_->setEnabled(!guest);
    if (guest)
        rated_->setToolTip(
            tr("Guests play casual games; log in with an account to play rated ones."));
    colour_ = new QComboBox;
    colour_->setObjectName(QStringLiteral("colour"));
    colour_->addItem(tr("Either"), int(SeekColour::Random));
    colour_->addItem(tr("White"), int(SeekColour::White));
    colour_->addItem(tr("Black"), int(SeekColour::Black));
    colour_->setCurrentIndex(colour_->findData(int(initial.colour)));
    spread_ = new QComboBox;
    spread_->setObjectName(QStringLiteral("ratingSpread"));
    spread_->addItem(tr("Any rating"), 0);
    for (const int points : {100, 200, 300, 500})
        spread_->addItem(tr("Within %1 of mine").arg(points), points);
    spread_->setCurrentIndex(guest ? 0 : std::max(0, spread_->findData(initial.ratingSpread)));
    spread_->setEnabled(!guest);
    if (guest) spread_->setToolTip(tr("Guests have no rating: their seeks are open to anybody."));
    problem_ = new QLabel;
    problem_->setWordWrap(true);
    problem_->hide();
    auto* form = new QFormLayout;
    form->addRow(tr("R&ules:"), rules_);
    form->addRow(tr("&Clock:"), clock_);
    form->addRow(QString(), rated_);
    form->addRow(tr("&Your colour:"), colour_);
    form->addRow(tr("&Opponents:"), spread_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Seek"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons);
}

SeekChoice SeekDialog::choice() const {
    return {Rules(rules_->currentData().toInt()), clock_->value(), rated_->isChecked(),
            SeekColour(colour_->currentData().toInt()), spread_->currentData().toInt()};
}

// The server's clocks are base and increment; a rated game has one.
void SeekDialog::accept() {
    const TimeControl c = clock_->value();
    QString problem;
    if (c.kind == TimeControl::Kind::PerMove)
        problem = tr("Server games are played on a clock with a base time and an increment.");
    else if (rated_->isChecked() && !c.timed())
        problem = tr("A rated game has a clock: choose one, or make the game casual.");
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    if (problem.isEmpty()) QDialog::accept();
}

} // namespace bashni::ui
