#include "ui/newgamedialog.h"

#include "core/engine/levels.h"

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

namespace {

QString rulesExplanation(Rules r) {
    switch (r) {
    case Rules::Standard:
        return NewGameDialog::tr("Each taken piece goes under the capturer at once; a column may "
                                 "be jumped again whenever its top is again an enemy piece.");
    case Rules::Intervening:
        return NewGameDialog::tr("As standard, but the column jumped on the previous jump may not "
                                 "be jumped straight away.");
    case Rules::Turkish:
        return NewGameDialog::tr("Jumped columns stay until the move is complete and may not be "
                                 "jumped twice (the Russian \"Turkish strike\").");
    }
    return {};
}

} // namespace

NewGameDialog::NewGameDialog(const NewGameChoice& initial, QWidget* parent)
    : QDialog(parent), thinkMs_(initial.thinkMs) {
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

    level_ = new QSlider(Qt::Horizontal);
    level_->setRange(engine::MinLevel, engine::MaxLevel);
    level_->setValue(initial.level);
    level_->setTickPosition(QSlider::TicksBelow);
    level_->setPageStep(1);
    level_->setAccessibleName(tr("Computer level"));
    levelText_ = new QLabel;
    auto* levelRow = new QHBoxLayout;
    levelRow->addWidget(level_, 1);
    levelRow->addWidget(levelText_);
    form->addRow(tr("Computer &level:"), levelRow);
    qobject_cast<QLabel*>(form->labelForField(levelRow))->setBuddy(level_);

    rules_ = new QComboBox;
    rules_->addItem(tr("Standard"), int(Rules::Standard));
    rules_->addItem(tr("Intervening"), int(Rules::Intervening));
    rules_->addItem(tr("Turkish strike"), int(Rules::Turkish));
    rules_->setCurrentIndex(rules_->findData(int(initial.rules)));
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
    connect(level_, &QSlider::valueChanged, this, &NewGameDialog::updateLevelText);
    connect(rules_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateRulesText);
    updateEnabled();
    updateLevelText();
    updateRulesText();
}

void NewGameDialog::updateEnabled() {
    const auto o = Opponents(opponents_->checkedId());
    side_->setEnabled(o == Opponents::HumanVsComputer);
    level_->setEnabled(o != Opponents::HumanVsHuman);
}

void NewGameDialog::updateLevelText() {
    const int n = level_->value();
    const QString words = n <= 2   ? tr("beginner")
                          : n <= 4 ? tr("casual")
                          : n <= 7 ? tr("club")
                                   : tr("strong");
    levelText_->setText(tr("%1 (%2)").arg(n).arg(words));
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
    return c;
}

} // namespace bashni::ui
