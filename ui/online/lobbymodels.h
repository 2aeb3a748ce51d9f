// The lobby as tables for model/view (ui/online/lobbydock.h): the open seeks, the players online
// and the games in progress, each read again from the Client when the server says the lobby
// changed. The first column's Qt::UserRole is the row's id (a seek's, a player's name, a game's).
#pragma once

#include "core/net/server/client.h"

#include <QAbstractTableModel>

#include <vector>

namespace bashni::ui {

// What the three tables share: rows of texts, each with an id and a sort key per column.
class LobbyModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    struct Row {
        QString id;
        QStringList cells;
        QVariantList sortKeys; // where a column sorts otherwise than by its text (ratings, clocks)
        bool own = false;      // the player's own seek or game: shown in bold
    };
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
    static constexpr int SortRole = Qt::UserRole + 1;

  protected:
    explicit LobbyModel(QStringList headers, QObject* parent)
        : QAbstractTableModel(parent), headers_(std::move(headers)) {}
    void setRows(std::vector<Row> rows);
    // "rated", or "Turkish, casual": the rules said only when not standard, as the lobby shares
    // the narrow column beside the board.
    static QString gameText(Rules rules, bool rated);

  private:
    QStringList headers_;
    std::vector<Row> rows_;
};

class SeeksModel : public LobbyModel {
    Q_OBJECT
  public:
    explicit SeeksModel(QObject* parent = nullptr);
    void read(const net::server::Client& client);
};

class PlayersModel : public LobbyModel {
    Q_OBJECT
  public:
    explicit PlayersModel(QObject* parent = nullptr);
    void read(const net::server::Client& client);
    void setFollowing(const QString& name) { following_ = name; }
    QString following() const { return following_; }

  private:
    QString following_; // the player followed (ui/online/follower.h), said after the name
};

class LobbyGamesModel : public LobbyModel {
    Q_OBJECT
  public:
    explicit LobbyGamesModel(QObject* parent = nullptr);
    void read(const net::server::Client& client);
};

// "5+3", "untimed", as the lobby shows a clock; "1500" or "guest" for a rating.
QString clockText(const TimeControl& clock);
QString ratingText(const std::string& rating);

} // namespace bashni::ui
