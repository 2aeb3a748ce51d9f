// The questions a connection to a server may raise before the login: a certificate the player
// has not accepted yet (ssh's question at first contact, and its warning when the certificate
// changed), and an encryption choice that looks wrong. Each is a window-modal box opened without
// a nested event loop; `answer` hears whether the player said yes.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QMessageBox;
class QWidget;

namespace bashni::ui {

class ConnectionQuestions {
    Q_DECLARE_TR_FUNCTIONS(ConnectionQuestions)
  public:
    // `remembered` empty: the first contact; else the fingerprint accepted before, now changed.
    static QMessageBox* askCertificate(QWidget* parent, const QString& server,
                                       const QString& fingerprint, const QString& remembered,
                                       const QString& knownServersPath,
                                       std::function<void(bool)> answer);
    // `triedTls`: the server did not answer with TLS; else it closed a plain connection at once.
    static QMessageBox* askOtherEncryption(QWidget* parent, const QString& server, bool triedTls,
                                           std::function<void(bool)> answer);
};

} // namespace bashni::ui
