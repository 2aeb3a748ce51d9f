#include "ui/net/chatlog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace bashni::ui {

namespace {

constexpr qint64 MaxFileBytes = 2 << 20; // 200 lines of 500 characters, with room to spare

} // namespace

ChatLog::ChatLog(QString path) : path_(std::move(path)) {}

// A file that is damaged, too large or not ours reads as no chat: it only ever held chat.
void ChatLog::read() {
    read_ = true;
    QFile f(path_);
    if (!f.open(QIODevice::ReadOnly) || f.size() > MaxFileBytes) return;
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    game_ = o.value(QStringLiteral("game")).toString();
    for (const QJsonValue& v : o.value(QStringLiteral("lines")).toArray()) {
        const QJsonArray pair = v.toArray();
        if (pair.size() == 2) lines_.append({pair.at(0).toString(), pair.at(1).toString()});
    }
    if (lines_.size() > MaxLines) lines_.remove(0, lines_.size() - MaxLines);
}

void ChatLog::setGame(const QString& id) {
    if (!read_) read();
    if (id == game_) return;
    game_ = id;
    lines_.clear();
    write();
}

void ChatLog::add(const QString& who, const QString& text) {
    if (!read_) read();
    lines_.append({who, text});
    if (lines_.size() > MaxLines) lines_.removeFirst();
    write();
}

void ChatLog::write() const {
    QJsonArray lines;
    for (const Line& l : lines_) lines.append(QJsonArray{l.who, l.text});
    const QJsonObject o{{QStringLiteral("game"), game_}, {QStringLiteral("lines"), lines}};
    QSaveFile f(path_);
    if (!f.open(QIODevice::WriteOnly)) return;
    f.write(QJsonDocument(o).toJson(QJsonDocument::Compact));
    f.commit(); // a chat that cannot be kept is no reason to stop the game
}

} // namespace bashni::ui
