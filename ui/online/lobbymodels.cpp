#include "ui/online/lobbymodels.h"

#include "ui/dialogs/choices.h"

#include <QFont>

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

void LobbyModel::setRows(std::vector<Row> rows) {
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

SeeksModel::SeeksModel(QObject* parent)
    : LobbyModel({tr("Player"), tr("Rating"), tr("Rules"), tr("Clock"), tr("Game"), tr("Plays"),
                  tr("Opponents")},
                 parent) {}

void SeeksModel::read(const net::server::Client& client) {
    std::vector<Row> rows;
    for (const auto& [id, s] : client.seeks()) {
        const QString colour = s.colour == net::server::SeekColour::White   ? tr("White")
                               : s.colour == net::server::SeekColour::Black ? tr("Black")
                                                                            : tr("either");
        const QString opponents =
            s.range ? tr("%1–%2").arg(s.range->min).arg(s.range->max) : tr("anybody");
        rows.push_back({q(id),
                        {q(s.name), ratingText(s.rating), rulesTitle(s.rules), clockText(s.clock),
                         s.rated ? tr("rated") : tr("casual"), colour, opponents},
                        {{}, ratingKey(s.rating), {}, qint64(s.clock.baseMs + 40 * s.clock.incMs)},
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
    : LobbyModel({tr("White"), tr("Black"), tr("Rules"), tr("Clock"), tr("Game")}, parent) {}

void LobbyGamesModel::read(const net::server::Client& client) {
    std::vector<Row> rows;
    for (const auto& [id, g] : client.lobbyGames())
        rows.push_back({q(id),
                        {q(g.white), q(g.black), rulesTitle(g.rules), clockText(g.clock),
                         g.rated ? tr("rated") : tr("casual")},
                        {{}, {}, {}, qint64(g.clock.baseMs + 40 * g.clock.incMs)},
                        g.white == client.name() || g.black == client.name()});
    setRows(std::move(rows));
}

} // namespace bashni::ui
