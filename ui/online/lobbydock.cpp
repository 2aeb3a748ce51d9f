#include "ui/online/lobbydock.h"

#include "ui/online/lobbymodels.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace bashni::ui {

LobbyDock::LobbyDock(QWidget* parent) : QDockWidget(tr("Lobby"), parent) {
    setObjectName(QStringLiteral("lobbyDock"));
    seeksModel_ = new SeeksModel(this);
    playersModel_ = new PlayersModel(this);
    gamesModel_ = new LobbyGamesModel(this);
    auto* body = new QWidget;
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("lobbyStatus"));
    status_->setTextFormat(Qt::PlainText);
    status_->setWordWrap(true);
    tabs_ = new QTabWidget;
    seeks_ = table(seeksModel_, QStringLiteral("seeks"));
    players_ = table(playersModel_, QStringLiteral("players"));
    games_ = table(gamesModel_, QStringLiteral("games"));
    tabs_->addTab(seeks_, tr("&Seeks"));
    tabs_->addTab(games_, tr("G&ames"));
    tabs_->addTab(players_, tr("Pla&yers"));
    seeks_->setToolTip(tr("Double-click a seek to play it"));
    games_->setToolTip(tr("Double-click a game to watch it"));
    players_->setToolTip(
        tr("Double-click a player to follow their games: each opens here to watch"));
    auto* seek = new QPushButton(tr("&New Seek…"));
    seek->setObjectName(QStringLiteral("newSeek"));
    auto* cancel = new QPushButton(tr("&Cancel Seeks"));
    cancel->setObjectName(QStringLiteral("cancelSeeks"));
    auto* mine = new QPushButton(tr("&My Games…"));
    mine->setObjectName(QStringLiteral("myGames"));
    mine->setToolTip(tr("Your finished games on this server, to review or save"));
    auto* logOut = new QPushButton(tr("&Log Out"));
    logOut->setObjectName(QStringLiteral("logOut"));
    connect(seek, &QPushButton::clicked, this, &LobbyDock::newSeek);
    connect(cancel, &QPushButton::clicked, this, &LobbyDock::cancelSeeks);
    connect(mine, &QPushButton::clicked, this, &LobbyDock::myGames);
    connect(logOut, &QPushButton::clicked, this, &LobbyDock::logOut);
    // Two by two: in one row the buttons made the panel column wider than the board left it.
    auto* buttons = new QGridLayout;
    buttons->addWidget(seek, 0, 0);
    buttons->addWidget(cancel, 0, 1);
    buttons->addWidget(mine, 1, 0);
    buttons->addWidget(logOut, 1, 1);
    auto* layout = new QVBoxLayout(body);
    layout->addWidget(status_);
    layout->addWidget(tabs_);
    layout->addLayout(buttons);
    setWidget(body);
    const auto id = [](const QModelIndex& index) {
        return index.siblingAtColumn(0).data(Qt::UserRole).toString();
    };
    connect(seeks_, &QTableView::activated, this,
            [this, id](const QModelIndex& index) { emit accept(id(index)); });
    connect(games_, &QTableView::activated, this,
            [this, id](const QModelIndex& index) { emit watch(id(index)); });
    connect(players_, &QTableView::activated, this,
            [this, id](const QModelIndex& index) { emit follow(id(index)); });
}

// Sorted by a click on a column's head (ratings and clocks as numbers); a row is chosen whole.
QTableView* LobbyDock::table(QAbstractItemModel* model, const QString& name) {
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model);
    proxy->setSortRole(LobbyModel::SortRole);
    auto* view = new QTableView;
    view->setObjectName(name);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    // The last column, the longest text, takes what the others leave; where the column beside
    // the board is too narrow for them all, a scroll bar reaches the rest.
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(model->columnCount() - 1, QHeaderView::Stretch);
    view->setWordWrap(false);
    view->setAlternatingRowColors(true);
    // Six rows at least: fewer hid most of a busy lobby behind the scroll bar.
    view->setMinimumHeight(view->horizontalHeader()->sizeHint().height() +
                           6 * view->verticalHeader()->defaultSectionSize() +
                           2 * view->frameWidth());
    return view;
}

void LobbyDock::read(const net::server::Client& client) {
    seeksModel_->read(client);
    playersModel_->read(client);
    gamesModel_->read(client);
    tabs_->setTabText(0, tr("&Seeks (%1)").arg(client.seeks().size()));
    tabs_->setTabText(1, tr("G&ames (%1)").arg(client.lobbyGames().size()));
    tabs_->setTabText(2, tr("Pla&yers (%1)").arg(client.players().size()));
}

void LobbyDock::setStatus(const QString& text) {
    status_->setText(text);
}

void LobbyDock::setFollowing(const QString& name) {
    playersModel_->setFollowing(name);
}

QString LobbyDock::following() const {
    return playersModel_->following();
}

QString LobbyDock::status() const {
    return status_->text();
}

} // namespace bashni::ui
