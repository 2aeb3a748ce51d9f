#include "ui/dialogs/timecontroledit.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

namespace bashni::ui {

namespace {

QString number(double value) {
    return QLocale().toString(value, 'g', 6);
}

QDoubleSpinBox* spinBox(double min, double max, double step, int decimals) {
    auto* s = new QDoubleSpinBox;
    s->setRange(min, max);
    s->setSingleStep(step);
    s->setDecimals(decimals);
    return s;
}

// A row of fields with their words around them: [5] min + [3] s a move.
QWidget* row(std::initializer_list<QWidget*> parts) {
    auto* w = new QWidget;
    auto* layout = new QHBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget* part : parts) layout->addWidget(part);
    layout->addStretch();
    return w;
}

} // namespace

QString timeControlText(const TimeControl& tc) {
    switch (tc.kind) {
    case TimeControl::Kind::None:
        break;
    case TimeControl::Kind::Fischer:
        return TimeControlEdit::tr("%1 min + %2 s")
            .arg(number(double(tc.baseMs) / 60'000), number(double(tc.incMs) / 1000));
    case TimeControl::Kind::PerMove:
        return TimeControlEdit::tr("%1 s a move").arg(number(double(tc.baseMs) / 1000));
    }
    return TimeControlEdit::tr("No clock");
}

TimeControlEdit::TimeControlEdit(const TimeControl& initial, QWidget* parent) : QWidget(parent) {
    choice_ = new QComboBox;
    choice_->setObjectName(QStringLiteral("timeControl"));
    choice_->addItem(timeControlText(TimeControl::none()));
    for (const TimeControlPreset& p : timeControlPresets)
        choice_->addItem(timeControlText(p.control));
    choice_->addItem(tr("Other: minutes and seconds a move"));
    choice_->addItem(tr("Other: a fixed time for every move"));

    // A day at most, as the core takes (MaxControlMs).
    minutes_ = spinBox(0.1, 1440, 1, 1);
    minutes_->setObjectName(QStringLiteral("minutes"));
    minutes_->setAccessibleName(tr("Minutes for the game"));
    increment_ = spinBox(0, 600, 1, 1);
    increment_->setObjectName(QStringLiteral("increment"));
    increment_->setAccessibleName(tr("Seconds added after each move"));
    fischer_ = row({minutes_, new QLabel(tr("min +")), increment_, new QLabel(tr("s a move"))});
    seconds_ = spinBox(0.1, 3600, 5, 1);
    seconds_->setObjectName(QStringLiteral("secondsPerMove"));
    seconds_->setAccessibleName(tr("Seconds for every move"));
    perMove_ = row({seconds_, new QLabel(tr("s for every move"))});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(choice_);
    layout->addWidget(fischer_);
    layout->addWidget(perMove_);
    setValue(initial);

    connect(choice_, &QComboBox::currentIndexChanged, this, [this] {
        showCustomFields();
        emit valueChanged();
    });
    for (QDoubleSpinBox* s : {minutes_, increment_, seconds_})
        connect(s, &QDoubleSpinBox::valueChanged, this, &TimeControlEdit::valueChanged);
}

void TimeControlEdit::showCustomFields() {
    fischer_->setVisible(choice_->currentIndex() == customFischerIndex());
    perMove_->setVisible(choice_->currentIndex() == customPerMoveIndex());
}

void TimeControlEdit::setValue(const TimeControl& tc) {
    int index = NoClock;
    for (std::size_t i = 0; i < timeControlPresets.size(); ++i)
        if (timeControlPresets[i].control == tc) index = FirstPreset + int(i);
    // The custom fields start from the value, or from a usual choice when it is a preset.
    const TimeControl fischer =
        tc.kind == TimeControl::Kind::Fischer ? tc : timeControlPresets[2].control;
    minutes_->setValue(double(fischer.baseMs) / 60'000);
    increment_->setValue(double(fischer.incMs) / 1000);
    seconds_->setValue(tc.kind == TimeControl::Kind::PerMove ? double(tc.baseMs) / 1000 : 30);
    if (index == NoClock && tc.kind == TimeControl::Kind::Fischer) index = customFischerIndex();
    if (tc.kind == TimeControl::Kind::PerMove) index = customPerMoveIndex();
    choice_->setCurrentIndex(index);
    showCustomFields();
}

TimeControl TimeControlEdit::value() const {
    const int i = choice_->currentIndex();
    const auto ms = [](double seconds) { return Milliseconds(std::llround(seconds * 1000)); };
    if (i == customFischerIndex())
        return TimeControl::fischer(ms(minutes_->value() * 60), ms(increment_->value()));
    if (i == customPerMoveIndex()) return TimeControl::perMove(ms(seconds_->value()));
    if (i >= FirstPreset && i < customFischerIndex())
        return timeControlPresets[std::size_t(i - FirstPreset)].control;
    return TimeControl::none();
}

} // namespace bashni::ui
