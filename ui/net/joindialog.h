// Game → Join Network Game…: the games found on the local network (it looks once as it opens,
// and again on request; when no host has answered after a while it says so), or an address and
// port typed by hand ("192.168.1.20:47521", a name, or an address alone for the default port).
#pragma once

#include "ui/net/discovery.h"
#include "ui/net/netlink.h"

#include <QDialog>
#include <QTimer>

#include <memory>
#include <utility>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace bashni::ui {

class JoinDialog : public QDialog {
    Q_OBJECT
  public:
    // Looks with `discovery` (from the netlink module) to broadcast:udpPort; `name` is the
    // player's name as the host will see it.
    JoinDialog(const QString& name, const QString& lastAddress,
               std::unique_ptr<Discovery> discovery, const QString& broadcast, quint16 udpPort,
               QWidget* parent = nullptr);
    ~JoinDialog() override;

    // How long the hosts on the local network have to answer before the dialog says that none
    // did: an answer on a local network comes within milliseconds.
    static constexpr int AnswerMs = 1500;

    QString name() const;    // simplified
    QString address() const; // as typed or chosen
    QString host() const;
    quint16 port() const;
    QListWidget* found() const { return list_; }
    QLineEdit* addressEdit() const { return address_; }
    QLineEdit* nameEdit() const { return name_; }

  private:
    void add(const FoundHost& host);
    void check();
    void look();
    void sayNoneFound();
    void fitWidth();

    std::unique_ptr<Discovery> discovery_;
    QString broadcast_;
    quint16 udpPort_;
    QListWidget* list_;
    QLabel* status_;
    QTimer answers_; // the time the hosts have to answer a look
    QLineEdit* address_;
    QLineEdit* name_;
    QPushButton* join_;
};

// "host:port" or "host" (the default port); the port is 0 when it is not a valid one.
std::pair<QString, quint16> splitAddress(const QString& text);

} // namespace bashni::ui
