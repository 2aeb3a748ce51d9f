#include "ui/online/connectionquestions.h"

#include <QMessageBox>
#include <QPushButton>

namespace bashni::ui {

namespace {

// Not modal by exec(): the connection's signal that asks returns at once.
QMessageBox* openBox(QMessageBox* box, QPushButton* yes, std::function<void(bool)> answer) {
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->setTextFormat(Qt::PlainText);
    QObject::connect(box, &QMessageBox::finished, box, [box, yes, answer = std::move(answer)] {
        answer(box->clickedButton() == yes);
    });
    box->open();
    return box;
}

// Fingerprints in groups, so that the eye can compare them with the ones the operator published.
QString shown(const QString& fingerprint) {
    QString s = fingerprint;
    for (int i = 48; i > 0; i -= 48)
        if (s.size() > i) s.insert(i, QLatin1Char('\n'));
    return s;
}

} // namespace

QMessageBox* ConnectionQuestions::askCertificate(QWidget* parent, const QString& server,
                                                 const QString& fingerprint,
                                                 const QString& remembered,
                                                 const QString& knownServersPath,
                                                 std::function<void(bool)> answer) {
    const bool changed = !remembered.isEmpty();
    auto* box =
        new QMessageBox(changed ? QMessageBox::Warning : QMessageBox::Question,
                        changed ? tr("Server Certificate Changed") : tr("New Server Certificate"),
                        QString(), QMessageBox::NoButton, parent);
    box->setObjectName(QStringLiteral("certificateQuestion"));
    if (changed) {
        box->setText(tr("The certificate of %1 has changed since you last played there.\n\n"
                        "Before: %2\nNow: %3\n\n"
                        "This may be an attacker between you and the server. Accept the new "
                        "certificate only if the server's operator says it changed and its "
                        "fingerprint is the one above.")
                         .arg(server, shown(remembered), shown(fingerprint)));
        box->setInformativeText(
            tr("The certificates you accepted are kept in %1.").arg(knownServersPath));
    } else {
        box->setText(tr("This is your first connection to %1. No certificate authority vouches "
                        "for its certificate, whose SHA-256 fingerprint is:\n\n%2\n\n"
                        "Compare it with the fingerprint the server's operator publishes "
                        "(bashni-server prints it at its start). Trust this server?")
                         .arg(server, shown(fingerprint)));
    }
    QPushButton* yes =
        box->addButton(changed ? tr("&Accept the New Certificate") : tr("&Trust and Connect"),
                       QMessageBox::AcceptRole);
    QPushButton* no = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(no);
    return openBox(box, yes, std::move(answer));
}

QMessageBox* ConnectionQuestions::askOtherEncryption(QWidget* parent, const QString& server,
                                                     bool triedTls,
                                                     std::function<void(bool)> answer) {
    auto* box = new QMessageBox(QMessageBox::Question, tr("Encryption"), QString(),
                                QMessageBox::NoButton, parent);
    box->setObjectName(QStringLiteral("encryptionQuestion"));
    box->setText(triedTls ? tr("%1 did not answer with encryption (TLS). It may be a server "
                               "without encryption, which is meant only for this computer or "
                               "your own network. Connect without encryption?")
                                .arg(server)
                          : tr("%1 closed the connection at once: it probably expects "
                               "encryption (TLS). Connect with encryption?")
                                .arg(server));
    QPushButton* yes = box->addButton(triedTls ? tr("Connect &Without Encryption")
                                               : tr("Connect &With Encryption"),
                                      QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(yes);
    return openBox(box, yes, std::move(answer));
}

} // namespace bashni::ui
