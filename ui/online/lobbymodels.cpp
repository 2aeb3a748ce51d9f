#include "ui/online/lobbymodels.h"

#include "ui/dialogs/choices.h"

#include <QFont>
#include <QStringList>

namespace bashni::ui {

namespace {
QString q(const std::string& s) {
    return QString::fromStdString(s);
}
// Guests below every rating when sorted.
int ratingKey(const std::string& rating) {
    return rating == "-" ? -1 : QString::fromStdString(rating).toInt();
}
} // namespace

QString clockText(const TimeControl& c) {
    if (!c.timed()) return LobbyModel::tr("untimed");
    return LobbyModel::tr("%1+%2").arg(double(c.baseMs) / 60'000).arg(double(c.incMs) / 1000);
}

QString ratingText(const std::string& rating) {
    return rating == "-" ? LobbyModel::tr("guest") : q(rating);
}

int LobbyModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

int LobbyModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(headers_.size());
}

QVariant LobbyModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(rows_.size())) return {};
    const Row& r = rows_[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return r.cells.value(index.column());
    case Qt::UserRole:
        return r.id;
    case Qt::ToolTipRole: { // the whole row, for a cell the narrow column cut short
        QStringList lines;
        for (int c = 0; c < int(headers_.size()); ++c)
            if (!r.cells.value(c).isEmpty())
                lines << tr("%1: %2").arg(headers_.value(c), r.cells.value(c));
        return lines.join(QLatin1Char('\n'));
    }
    case SortRole:
        return index.column() < r.sortKeys.size() && r.sortKeys[index.column()].isValid()
                   ? r.sortKeys[index.column()]
                   : QVariant(r.cells.value(index.column()));
    case Qt::FontRole:
        if (r.own) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

QVariant LobbyModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole) return {};
    return headers_.value(section);
}

QString LobbyModel::gameText(Rules rules, bool rated) {
    const QString kind = rated ? tr("rated") : tr("casual");
    return rules == Rules::Standard ? kind : tr("%1, %2").arg(rulesTitle(rules), kind);
}

void LobbyModel::setRows(std::vector<Row> rows) {
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

SeeksModel::SeeksModel(QObject* parent)
    : LobbyModel({tr("Player"), tr("Rating"), tr("Clock"), tr("Range"), tr("Game")}, parent) {}

void SeeksModel::read(const net::server::Client& client) {
    std::vector<Row> rows;
    for (const auto& [id, s] : client.seeks()) {
        QString game = gameText(s.rules, s.rated); // and the seeker's colour, if chosen
        if (s.colour == net::server::SeekColour::White) game = tr("%1, plays White").arg(game);
        if (s.colour == net::server::SeekColour::Black) game = tr("%1, plays Black").arg(game);
        const QString opponents =
            s.range ? tr("%1–%2").arg(s.range->min).arg(s.range->max) : QString(); // anybody
        rows.push_back({q(id),
                        {q(s.name), ratingText(s.rating), clockText(s.clock), opponents, game},
                        {{},
                         ratingKey(s.rating),
                         qint64(s.clock.baseMs + 40 * s.clock.incMs),
                         s.range ? s.range->min : -1},
                        s.name == client.name()});
    }
    setRows(std::move(rows));
}

PlayersModel::PlayersModel(QObject* parent)
    : LobbyModel({tr("Player"), rulesTitle(Rules::Standard), rulesTitle(Rules::Intervening),
                  rulesTitle(Rules::Turkish)},
                 parent) {}

void PlayersModel::read(const net::server::Client& client) {
    std::vector<Row> rows;
    for (const auto& [name, p] : client.players())
        rows.push_back(
            {q(name),
             {q(name) == following_ ? tr("%1 (following)").arg(q(name)) : q(name),
              ratingText(p.ratings[0]), ratingText(p.ratings[1]), ratingText(p.ratings[2])},
             {{}, ratingKey(p.ratings[0]), ratingKey(p.ratings[1]), ratingKey(p.ratings[2])},
             name == client.name()});
    setRows(std::move(rows));
}

LobbyGamesModel::LobbyGamesModel(QObject* parent)
    : LobbyModel({tr("White"), tr("Black"), tr("Clock"), tr("Game")}, parent) {}

void LobbyGamesModel::read(const net::server::Client& client) {
    std::vector<Row> rows;
    for (const auto& [id, g] : client.lobbyGames())
        rows.push_back({q(id),
                        {q(g.white), q(g.black), clockText(g.clock), gameText(g.rules, g.rated)},
                        {{}, {}, qint64(g.clock.baseMs + 40 * g.clock.incMs)},
                        g.white == client.name() || g.black == client.name()});
    setRows(std::move(rows));
}

} // namespace bashni::ui
