// The Bashni servers Play Online offers, as Preferences edits them: a list with Add, Edit and
// Remove. None is built in, so the entry dialog says what to enter. A server reached without
// encryption (one on this computer or network without a certificate) is marked so in the list.
#pragma once

#include <QDialog>
#include <QWidget>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace bashni::ui {

struct ServerEntry {
    QString address;    // as typed: "host" or "host:port"
    bool plain = false; // without TLS
    bool operator==(const ServerEntry&) const = default;
};

// One server's address and whether it is reached without encryption; OK only for an address that
// parses, with a line saying what is wrong otherwise.
class ServerEntryDialog : public QDialog {
    Q_OBJECT
  public:
    explicit ServerEntryDialog(const ServerEntry& entry, QWidget* parent = nullptr);
    ServerEntry entry() const;
    bool acceptable() const; // OK is enabled

  private:
    void update();

    QLineEdit* address_;
    QCheckBox* plain_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

class ServerListEdit : public QWidget {
    Q_OBJECT
  public:
    explicit ServerListEdit(const QList<ServerEntry>& servers, QWidget* parent = nullptr);
    QList<ServerEntry> servers() const;

    // What Add…, Edit… and Remove end in once their dialog is accepted. A server already listed
    // is not added twice: adding it again replaces its entry.
    void addServer(const ServerEntry& e);
    void editServer(int row, const ServerEntry& e);
    void removeServer(int row);

  signals:
    void changed(); // after each change to the list

  private:
    void add();
    void edit();
    void setItem(int row, const ServerEntry& e);
    void update();

    QListWidget* list_;
    QPushButton* edit_;
    QPushButton* remove_;
};

} // namespace bashni::ui
