// Play Online's first question: which server, and as whom (an account, a new one, or a guest).
// The servers are the ones the player used before (none is built in: the field says what to
// enter); the name last used there is filled in; the password is never kept.
#pragma once

#include "ui/online/onlineconnection.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace bashni::ui {

class Settings;

class LoginDialog : public QDialog {
    Q_OBJECT
  public:
    LoginDialog(Settings& settings, QWidget* parent = nullptr);

    ServerLogin login() const;
    // Shows why the last try failed, the dialog open again for another.
    void setProblem(const QString& text);
    void setServer(const QString& server); // chosen, as if typed
    // Everything as typed before (after a failed try): the password and "Create" too.
    void setLogin(const ServerLogin& login);
    void accept() override;

  private:
    void serverChosen();
    void update();

    Settings& settings_;
    QComboBox* server_;
    QCheckBox* plain_;
    QRadioButton* account_;
    QRadioButton* guest_;
    QLineEdit* name_;
    QLineEdit* password_;
    QCheckBox* create_;
    QLabel* problem_;
};

} // namespace bashni::ui
