// The chat of the network game in progress, kept on disk beside the autosave, so that a guest or
// host whose program was closed (or killed) finds the conversation again with the game. One game
// at a time: the lines of another game are dropped when a game with another id begins. The last
// MaxLines lines are kept; each is plain text, as the protocol allows it.
#pragma once

#include <QString>
#include <QVector>

namespace bashni::ui {

class ChatLog {
  public:
    static constexpr int MaxLines = 200;
    struct Line {
        QString who;
        QString text;
    };

    explicit ChatLog(QString path); // the file; nothing is read until game() is called
    // The game whose chat this is; the lines of any other game are forgotten (and the file
    // rewritten) when it changes.
    void setGame(const QString& id);
    const QString& game() const { return game_; }
    const QVector<Line>& lines() const { return lines_; }
    void add(const QString& who, const QString& text); // written at once (QSaveFile)

  private:
    void read();
    void write() const;

    QString path_;
    QString game_;
    QVector<Line> lines_;
    bool read_ = false;
};

} // namespace bashni::ui
