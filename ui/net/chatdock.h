// The chat of a network game: the lines said, as plain text (never markup: the peer's words are
// shown as they were typed), and a line to write, at most 500 characters as the protocol allows.
#pragma once

#include <QDockWidget>

class QLineEdit;
class QPlainTextEdit;

namespace bashni::ui {

class ChatDock : public QDockWidget {
    Q_OBJECT
  public:
    explicit ChatDock(QWidget* parent = nullptr);

    void addLine(const QString& who, const QString& text);
    void clear();
    QString transcript() const;
    QLineEdit* entry() const { return entry_; }

  signals:
    void said(const QString& text);

  private:
    QPlainTextEdit* log_;
    QLineEdit* entry_;
};

} // namespace bashni::ui
