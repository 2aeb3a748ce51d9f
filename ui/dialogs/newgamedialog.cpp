#include "ui/dialogs/newgamedialog.h"

#include "ui/dialogs/choices.h"
#include "ui/dialogs/timecontroledit.h"
#include "ui/help/manualwindow.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QVBoxLayout>

namespace bashni::ui {

NewGameDialog::NewGameDialog(const NewGameChoice& initial, QWidget* parent)
    : QDialog(parent), thinkMs_(initial.thinkMs) {
    addContextHelp(this, QStringLiteral("getting-started.md")); // F1
    setWindowTitle(tr("New Game"));
    auto* layout = new QVBoxLayout(this);

    auto* players = new QGroupBox(tr("Players"));
    auto* playersLayout = new QVBoxLayout(players);
    opponents_ = new QButtonGroup(this);
    const QString names[] = {tr("&Human against the computer"), tr("&Two humans at this screen"),
                             tr("&Computer against computer")};
    for (int i = 0; i < 3; ++i) {
        auto* b = new QRadioButton(names[i]);
        opponents_->addButton(b, i);
        playersLayout->addWidget(b);
    }
    opponents_->button(int(initial.opponents))->setChecked(true);
    layout->addWidget(players);

    auto* form = new QFormLayout;
    side_ = new QComboBox;
    side_->addItems({tr("White"), tr("Black"), tr("Random")});
    side_->setCurrentIndex(int(initial.side));
    form->addRow(tr("You &play:"), side_);

    level_ = makeLevelSlider(initial.level);
    addLevelRow(form, level_);

    clock_ = new TimeControlEdit(initial.timeControl);
    form->addRow(tr("Cloc&k:"), clock_);
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(clock_)))
        label->setBuddy(clock_->choice());

    rules_ = makeRulesCombo(initial.rules);
    form->addRow(tr("&Rules:"), rules_);
    rulesText_ = new QLabel;
    rulesText_->setWordWrap(true);
    form->addRow(QString(), rulesText_);

    repetition_ = new QCheckBox(tr("Draw on the third &repetition of a position"));
    repetition_->setChecked(initial.draws.repetition);
    noProgress_ = new QCheckBox(tr("Draw after &30 plies without a capture or a man's move"));
    noProgress_->setChecked(initial.draws.noProgress);
    form->addRow(QString(), repetition_);
    form->addRow(QString(), noProgress_);
    layout->addLayout(form);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(opponents_, &QButtonGroup::idToggled, this, &NewGameDialog::updateEnabled);
    connect(rules_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateRulesText);
    updateEnabled();
    updateRulesText();
}

void NewGameDialog::updateEnabled() {
    const auto o = Opponents(opponents_->checkedId());
    side_->setEnabled(o == Opponents::HumanVsComputer);
    level_->setEnabled(o != Opponents::HumanVsHuman);
}

void NewGameDialog::updateRulesText() {
    rulesText_->setText(rulesExplanation(Rules(rules_->currentData().toInt())));
}

void NewGameDialog::fixRules(Rules rules) {
    rules_->setCurrentIndex(rules_->findData(int(rules)));
    rules_->setEnabled(false);
}

NewGameChoice NewGameDialog::choice() const {
    NewGameChoice c;
    c.opponents = Opponents(opponents_->checkedId());
    c.side = HumanSide(side_->currentIndex());
    c.level = level_->value();
    c.thinkMs = thinkMs_;
    c.rules = Rules(rules_->currentData().toInt());
    c.draws.repetition = repetition_->isChecked();
    c.draws.noProgress = noProgress_->isChecked();
    c.timeControl = clock_->value();
    return c;
}

} // namespace bashni::ui
