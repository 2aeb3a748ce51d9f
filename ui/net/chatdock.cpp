#include "ui/net/chatdock.h"

#include "core/net/wire.h"

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace bashni::ui {

ChatDock::ChatDock(QWidget* parent)
    : QDockWidget(tr("Chat"), parent), log_(new QPlainTextEdit), entry_(new QLineEdit) {
    setObjectName(QStringLiteral("chatDock"));
    log_->setReadOnly(true);
    log_->setObjectName(QStringLiteral("chatLog"));
    entry_->setObjectName(QStringLiteral("chatEntry"));
    entry_->setMaxLength(int(net::MaxChatChars));
    entry_->setPlaceholderText(tr("Say something and press Enter"));
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(log_, 1);
    layout->addWidget(entry_);
    setWidget(box);
    connect(entry_, &QLineEdit::returnPressed, this, [this] {
        const QString text = entry_->text().simplified();
        if (text.isEmpty()) return;
        entry_->clear();
        emit said(text);
    });
}

void ChatDock::addLine(const QString& who, const QString& text) {
    log_->appendPlainText(who + QStringLiteral(": ") + text);
}

void ChatDock::clear() {
    log_->clear();
}

QString ChatDock::transcript() const {
    return log_->toPlainText();
}

} // namespace bashni::ui
