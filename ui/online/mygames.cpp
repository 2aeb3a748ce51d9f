#include "ui/online/mygames.h"

#include "ui/common/featurehost.h"
#include "ui/dialogs/choices.h"
#include "ui/dialogs/gamepicker.h"
#include "ui/online/onlineconnection.h"

#include <QMainWindow>

namespace bashni::ui {

namespace {

Result resultOf(const std::string& text) {
    if (text == "2-0") return Result::WhiteWins;
    if (text == "0-2") return Result::BlackWins;
    if (text == "1-1") return Result::Draw;
    return Result::Unfinished; // "*": aborted
}

} // namespace

MyGames::MyGames(OnlineConnection& connection, FeatureHost& host, std::function<bool()> playing,
                 std::function<bool()> watching, QObject* parent)
    : QObject(parent), connection_(connection), host_(host), playing_(std::move(playing)),
      watching_(std::move(watching)) {
    connect(&connection_, &OnlineConnection::past, this, &MyGames::onPast);
    connect(&connection_, &OnlineConnection::pastEnd, this, &MyGames::onPastEnd);
    connect(&connection_, &OnlineConnection::ended, this, &MyGames::onEnded);
    // A lost connection loses what was asked: the player asks again once back (a picker still
    // open keeps its list, whose games the server still has).
    connect(&connection_, &OnlineConnection::stateChanged, this, [this](auto state) {
        if (state != OnlineConnection::State::Online) forgetRequest();
    });
    connect(&connection_, &OnlineConnection::refused, this, &MyGames::forgetRequest);
}

void MyGames::open() {
    if (busy() || connection_.state() != OnlineConnection::State::Online) return;
    reset();
    listing_ = true;
    name_ = connection_.client().name();
    connection_.client().history(name_);
    host_.showStatus(tr("Asking the server for your games…"), 10'000);
}

void MyGames::reset() {
    forgetRequest();
    past_.clear();
}

void MyGames::forgetRequest() {
    listing_ = false;
    pages_ = 0;
    games_ = {};
    fetching_.clear();
}

void MyGames::onPast(const net::server::PastGame& g) {
    if (!listing_) return;
    past_.push_back(g);
    GameSummary s;
    s.white = QString::fromStdString(g.white);
    s.black = QString::fromStdString(g.black);
    s.date = QString::fromStdString(g.date);
    s.event = rulesTitle(g.rules);
    s.result = resultOf(g.result);
    s.plies = -1;
    games_.add(std::move(s));
}

void MyGames::onPastEnd(const QString& name, const QString& next) {
    if (!listing_ || name.toStdString() != name_) return;
    bool more = false;
    const int skip = next.toInt(&more);
    if (more && ++pages_ < MaxPages) return connection_.client().history(name_, skip);
    listing_ = false;
    choose();
}

// The picker is opened, not run: this is called from the connection's signal, where a nested
// event loop would read the socket again underneath it.
void MyGames::choose() {
    host_.showStatus(QString(), 0);
    if (games_.empty()) {
        emit listed(0);
        host_.showStatus(tr("You have no finished games on this server yet."), 8'000);
        return reset();
    }
    auto* picker =
        new GamePicker(std::move(games_),
                       tr("%1 on %2").arg(QString::fromStdString(name_), connection_.login().host),
                       host_.window());
    games_ = {};
    picker->setAttribute(Qt::WA_DeleteOnClose);
    connect(picker, &QDialog::finished, this, [this, picker](int result) {
        onChosen(result == QDialog::Accepted ? picker->chosen() : -1);
    });
    picker->open();
    emit listed(picker->games().size());
}

void MyGames::onChosen(int chosen) {
    if (chosen < 0 || chosen >= int(past_.size()) ||
        connection_.state() != OnlineConnection::State::Online)
        return reset();
    // A game may have begun while the list came or the picker was open.
    if (playing_()) {
        host_.showStatus(tr("Finish your game first."), 5'000);
        return reset();
    }
    if (!watching_() && !host_.maySwitchGame()) return reset();
    fetching_ = past_[std::size_t(chosen)].id;
    connection_.client().fetch(fetching_);
}

// The fetched game, as the server keeps it, with what the list knew of it besides.
void MyGames::onEnded(const QString& id) {
    if (fetching_.empty() || id.toStdString() != fetching_) return;
    const net::server::ClientGame* g = connection_.client().game(fetching_);
    if (!g || g->role != net::server::GameRole::Archive) return;
    Game record = g->game;
    for (const net::server::PastGame& p : past_)
        if (p.id == fetching_ && record.tag("Date").empty()) record.setTag("Date", p.date);
    if (record.tag("Site").empty()) record.setTag("Site", connection_.login().host.toStdString());
    connection_.client().forgetGame(fetching_);
    reset();
    if (playing_()) return host_.showStatus(tr("Finish your game first."), 5'000);
    emit aboutToOpen();
    host_.openRecord(record);
    host_.showStatus(tr("Opened the game %1 – %2.")
                         .arg(QString::fromStdString(record.tag("White")),
                              QString::fromStdString(record.tag("Black"))),
                     6'000);
}

} // namespace bashni::ui
