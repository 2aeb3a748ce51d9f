#include "ui/net/netbar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace bashni::ui {

NetBar::NetBar(QWidget* parent)
    : QWidget(parent), label_(new QLabel(this)), yes_(new QPushButton(tr("&Yes"), this)),
      no_(new QPushButton(tr("N&o"), this)), action_(new QPushButton(this)) {
    setObjectName(QStringLiteral("netBar"));
    label_->setTextFormat(Qt::PlainText);
    label_->setWordWrap(true);
    label_->setObjectName(QStringLiteral("netBarText"));
    // The text above its buttons: the column beside the board is narrow, and a sentence beside
    // two buttons wrapped into a word a line.
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label_);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(yes_);
    buttons->addWidget(no_);
    buttons->addWidget(action_);
    layout->addLayout(buttons);
    auto answer = [this](bool yes) {
        auto f = std::exchange(answer_, {});
        clear();
        if (f) f(yes);
    };
    connect(yes_, &QPushButton::clicked, this, [answer] { answer(true); });
    connect(no_, &QPushButton::clicked, this, [answer] { answer(false); });
    connect(action_, &QPushButton::clicked, this, [this] {
        auto f = onAction_; // the action may replace the bar's message
        if (f) f();
    });
    clear();
}

void NetBar::inform(const QString& text, const QString& button, std::function<void()> onButton) {
    answer_ = {};
    onAction_ = std::move(onButton);
    label_->setText(text);
    yes_->hide();
    no_->hide();
    action_->setText(button);
    action_->setVisible(!button.isEmpty());
    show();
}

void NetBar::ask(const QString& text, std::function<void(bool)> answer, const QString& yes,
                 const QString& no) {
    answer_ = std::move(answer);
    onAction_ = {};
    label_->setText(text);
    yes_->setText(yes.isEmpty() ? tr("&Yes") : yes);
    no_->setText(no.isEmpty() ? tr("N&o") : no);
    yes_->show();
    no_->show();
    action_->hide();
    show();
}

void NetBar::clear() {
    answer_ = {};
    onAction_ = {};
    label_->clear();
    hide();
}

QString NetBar::text() const {
    return label_->text();
}

} // namespace bashni::ui
