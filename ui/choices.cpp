#include "ui/choices.h"

#include "core/engine/levels.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QSlider>

namespace bashni::ui {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("Choices", text);
}

} // namespace

QComboBox* makeRulesCombo(Rules current) {
    auto* box = new QComboBox;
    box->addItem(tr("Standard"), int(Rules::Standard));
    box->addItem(tr("Intervening"), int(Rules::Intervening));
    box->addItem(tr("Turkish strike"), int(Rules::Turkish));
    box->setCurrentIndex(box->findData(int(current)));
    return box;
}

QString rulesExplanation(Rules r) {
    switch (r) {
    case Rules::Standard:
        return tr("Each taken piece goes under the capturer at once; a column may be jumped again "
                  "whenever its top is again an enemy piece.");
    case Rules::Intervening:
        return tr("As standard, but the column jumped on the previous jump may not be jumped "
                  "straight away.");
    case Rules::Turkish:
        return tr("Jumped columns stay until the move is complete and may not be jumped twice "
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
    slider->setAccessibleName(tr("Computer level"));
    return slider;
}

QString levelText(int level) {
    const QString words = level <= 2   ? tr("beginner")
                          : level <= 4 ? tr("casual")
                          : level <= 7 ? tr("club")
                                       : tr("strong");
    return tr("%1 (%2)").arg(level).arg(words);
}

} // namespace bashni::ui
