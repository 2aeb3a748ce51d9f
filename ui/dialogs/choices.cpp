#include "ui/dialogs/choices.h"

#include "core/engine/levels.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>

namespace bashni::ui {

namespace {

// The translation context of these strings, shared by the dialogs that use them.
struct Choices {
    Q_DECLARE_TR_FUNCTIONS(Choices)
};

} // namespace

QString rulesTitle(Rules r) {
    switch (r) {
    case Rules::Standard:
        return Choices::tr("Standard");
    case Rules::Intervening:
        return Choices::tr("Intervening");
    case Rules::Turkish:
        return Choices::tr("Turkish strike");
    }
    return {};
}

QComboBox* makeRulesCombo(Rules current) {
    auto* box = new QComboBox;
    for (Rules r : {Rules::Standard, Rules::Intervening, Rules::Turkish})
        box->addItem(rulesTitle(r), int(r));
    box->setCurrentIndex(box->findData(int(current)));
    return box;
}

QString rulesExplanation(Rules r) {
    switch (r) {
    case Rules::Standard:
        return Choices::tr(
            "Each taken piece goes under the capturer at once; a column may be jumped again "
            "whenever its top is again an enemy piece.");
    case Rules::Intervening:
        return Choices::tr(
            "As standard, but the column jumped on the previous jump may not be jumped "
            "straight away.");
    case Rules::Turkish:
        return Choices::tr(
            "Jumped columns stay until the move is complete and may not be jumped twice "
            "(the Russian \"Turkish strike\").");
    }
    return {};
}

QSlider* makeLevelSlider(int level) {
    auto* slider = new QSlider(Qt::Horizontal);
    slider->setRange(engine::MinLevel, engine::MaxLevel);
    slider->setValue(level);
    slider->setTickPosition(QSlider::TicksBelow);
    slider->setPageStep(1);
    slider->setAccessibleName(Choices::tr("Computer level"));
    return slider;
}

void addLevelRow(QFormLayout* form, QSlider* slider) {
    auto* text = new QLabel(levelText(slider->value()));
    QObject::connect(slider, &QSlider::valueChanged, text,
                     [text](int level) { text->setText(levelText(level)); });
    auto* row = new QHBoxLayout;
    row->addWidget(slider, 1);
    row->addWidget(text);
    form->addRow(Choices::tr("Computer &level:"), row);
    qobject_cast<QLabel*>(form->labelForField(row))->setBuddy(slider);
}

QString levelText(int level) {
    const QString words = level <= 2   ? Choices::tr("beginner")
                          : level <= 4 ? Choices::tr("casual")
                          : level <= 7 ? Choices::tr("club")
                                       : Choices::tr("strong");
    return Choices::tr("%1 (%2)").arg(level).arg(words);
}

} // namespace bashni::ui
