// The lobby, in a panel beside the board: open seeks, players online and games in progress,
// each a sortable table (ui/online/lobbymodels.h). A double click accepts a seek (or takes one's
// own back) or watches a game; the buttons make a seek, take one's seeks back, and log out.
#pragma once

#include <QDockWidget>

class QAbstractItemModel;
class QLabel;
class QPushButton;
class QTableView;
class QTabWidget;

namespace bashni::net::server {
class Client;
}

namespace bashni::ui {

class SeeksModel;
class PlayersModel;
class LobbyGamesModel;

class LobbyDock : public QDockWidget {
    Q_OBJECT
  public:
    explicit LobbyDock(QWidget* parent = nullptr);

    void read(const net::server::Client& client); // the lobby changed
    void setStatus(const QString& text);          // the connection, in words
    QString status() const;
    void setFollowing(const QString& name); // marked in the players' table at the next read
    QString following() const;
    QTableView* seeksView() const { return seeks_; }
    QTableView* gamesView() const { return games_; }
    QTableView* playersView() const { return players_; }

  signals:
    void newSeek();
    void accept(const QString& seekId);
    void cancelSeeks();
    void watch(const QString& gameId);
    void logOut();
    void myGames();
    void follow(const QString& name); // a player was double-clicked

  private:
    QTableView* table(QAbstractItemModel* model, const QString& name);

    SeeksModel* seeksModel_;
    PlayersModel* playersModel_;
    LobbyGamesModel* gamesModel_;
    QTabWidget* tabs_;
    QTableView* seeks_;
    QTableView* players_;
    QTableView* games_;
    QLabel* status_;
};

} // namespace bashni::ui
