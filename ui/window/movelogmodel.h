// The game's line as a table for a view: numbered rows of two plies (White, Black), the first
// row without White's when Black began. When the game changes it inserts and removes rows and
// signals only the cells that changed, and a move of the board along the line signals only the
// two current cells. What is known about a ply beyond its text (comments, its annotation glyphs,
// later judgements and scores) is reached by roles, so that other views can show it.
#pragma once

#include "core/game.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace bashni::ui {

class MoveLogModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Role {
        PlyRole = Qt::UserRole + 1, // int: the ply of the cell, 0 for an empty cell
        MoveTextRole,               // QString: the move in full (DisplayRole may add a mark)
        CommentsRole,               // QStringList: the comments after the move
        NagsRole,                   // QList<int>: its numeric annotation glyphs
        CurrentRole,                // bool: the move that led to the position on the board
    };

    explicit MoveLogModel(QObject* parent = nullptr);

    // Follows `game` from now on (nullptr: none); sync() after every change of it.
    void setGame(const Game* game);
    void sync();

    QModelIndex indexOf(int ply) const;        // invalid for ply 0 or past the end
    int plyAt(const QModelIndex& index) const; // 0 when the cell holds no move

    int rowCount(const QModelIndex& parent = {}) const override;
    // What the list shows of a comment: its first 2,000 bytes, whole characters.
    static QString shownComment(const std::string& comment);
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    struct Cell {
        Move move;
        QString text;
        QStringList comments;
        QList<int> nags;
        bool operator==(const Cell&) const = default;
    };
    Cell cellOf(int ply) const;
    int rowsFor(int plies) const;
    void signalPly(int ply, const QList<int>& roles = {});

    const Game* game_ = nullptr;
    std::vector<Cell> plies_; // what the view was told: index ply - 1
    int current_ = 0;
    bool blackBegan_ = false;
};

} // namespace bashni::ui
