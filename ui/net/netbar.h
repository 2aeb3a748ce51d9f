// The network game's bar over the board: what the connection is doing ("Waiting for a guest at
// …", "Connection lost — …", an error) and the peer's open questions (a draw, a takeback), asked
// without a modal dialog so that the game and the clocks go on meanwhile. Plain text only: the
// peer's words are never read as markup.
#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

namespace bashni::ui {

class NetBar : public QWidget {
    Q_OBJECT
  public:
    explicit NetBar(QWidget* parent = nullptr);

    // A message with one button (Cancel, Reconnect, Close…) or none when `button` is empty.
    void inform(const QString& text, const QString& button = {},
                std::function<void()> onButton = {});
    // A question answered Yes or No (or what `yes` and `no` say instead); the answer is given
    // once.
    void ask(const QString& text, std::function<void(bool)> answer, const QString& yes = {},
             const QString& no = {});
    void clear(); // hides the bar

    QString text() const;
    QPushButton* yesButton() const { return yes_; }
    QPushButton* noButton() const { return no_; }
    QPushButton* actionButton() const { return action_; }

  private:
    QLabel* label_;
    QPushButton* yes_;
    QPushButton* no_;
    QPushButton* action_;
    std::function<void(bool)> answer_;
    std::function<void()> onAction_;
};

} // namespace bashni::ui
