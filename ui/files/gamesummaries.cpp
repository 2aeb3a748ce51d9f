#include "ui/files/gamesummaries.h"

namespace bashni::ui {

namespace {

QString fromStd(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

GameSummary GameSummary::of(const Game& game) {
    return {fromStd(game.tag("White")),
            fromStd(game.tag("Black")),
            fromStd(game.tag("Date")),
            fromStd(game.tag("Event")),
            game.result(),
            game.plyCount()};
}

void GameSummaries::add(const Game& game) {
    add(GameSummary::of(game));
}

void GameSummaries::add(GameSummary s) {
    Row row;
    row.text[White] = intern(std::move(s.white));
    row.text[Black] = intern(std::move(s.black));
    row.text[Date] = intern(std::move(s.date));
    row.text[Event] = intern(std::move(s.event));
    row.plies = s.plies;
    row.result = s.result;
    rows_.push_back(row);
}

std::uint32_t GameSummaries::intern(QString text) {
    if (index_.size() < qsizetype(texts_.size())) // squeezed: the table is indexed again
        for (std::size_t i = 0; i < texts_.size(); ++i)
            index_.insert(QStringView(texts_[i]), std::uint32_t(i));
    if (const auto found = index_.constFind(QStringView(text)); found != index_.cend())
        return *found;
    const auto at = std::uint32_t(texts_.size());
    texts_.push_back(std::move(text));
    index_.insert(QStringView(texts_.back()), at);
    return at;
}

void GameSummaries::squeeze() {
    index_ = {};
    rows_.shrink_to_fit();
    texts_.shrink_to_fit();
}

GameSummary GameSummaries::at(int game) const {
    return {text(game, White), text(game, Black), text(game, Date),
            text(game, Event), result(game),      plies(game)};
}

} // namespace bashni::ui
