// My Games: the player's finished games from the server (HISTORY, page after page), listed in
// the game picker as a file of games is; the one chosen is fetched (FETCH) and opened on the board
// as a record, to review or save.
#pragma once

#include "core/net/server/client.h"
#include "ui/files/gamesummaries.h"

#include <QObject>

#include <functional>
#include <string>
#include <vector>

namespace bashni::ui {

class FeatureHost;
class OnlineConnection;

class MyGames : public QObject {
    Q_OBJECT
  public:
    // More than this many pages (50 games each) are not asked for: the newest 1,000 games.
    static constexpr int MaxPages = 20;

    // `playing`: whether the board holds the player's server game in progress, which a game
    // from the archive never replaces; `watching`: a game of others watched, which gives way
    // without a question (it is the server's to keep).
    MyGames(OnlineConnection& connection, FeatureHost& host, std::function<bool()> playing,
            std::function<bool()> watching, QObject* parent = nullptr);

    // Asks for the logged-in player's games; the picker opens when the last page is in.
    void open();
    bool busy() const { return listing_ || !fetching_.empty(); }

  signals:
    void listed(int games); // the picker is open (tests)
    void aboutToOpen();     // the chosen game came: the board's server game, if any, gives way

  private:
    void onPast(const net::server::PastGame& g);
    void onPastEnd(const QString& name, const QString& next);
    void onEnded(const QString& id);
    void reset();
    void forgetRequest(); // the one asked for: lost with the connection, or refused
    void choose();
    void onChosen(int chosen);

    OnlineConnection& connection_;
    FeatureHost& host_;
    std::function<bool()> playing_, watching_;
    bool listing_ = false;
    int pages_ = 0;
    std::string name_;
    GameSummaries games_;
    std::vector<net::server::PastGame> past_;
    std::string fetching_;
};

} // namespace bashni::ui
