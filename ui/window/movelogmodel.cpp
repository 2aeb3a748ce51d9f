#include "ui/window/movelogmodel.h"

#include "core/engine/review_record.h"
#include "core/pdn.h"
#include "ui/review/evalgraph.h"
#include "ui/review/evaltext.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace bashni::ui {

namespace {

// The glyphs of NAGs 1 to 6 (docs/NOTATION.md 4.4), written after the move as records do.
QString glyphs(const QList<int>& nags) {
    QString text;
    for (int n : nags) {
        const std::string_view suffix = nagSuffix(n);
        text += QLatin1String(suffix.data(), qsizetype(suffix.size()));
    }
    return text;
}

} // namespace

// A record may carry megabytes of comment, which nobody reads on a screen and which took the
// window minutes to lay out: the list shows the start of it (the file keeps it whole).
QString MoveLogModel::shownComment(const std::string& comment) {
    constexpr std::size_t MaxShown = 2000;
    if (comment.size() <= MaxShown) return QString::fromStdString(comment);
    std::size_t end = MaxShown;
    while (end > 0 && (static_cast<unsigned char>(comment[end]) & 0xC0) == 0x80) --end;
    return QString::fromUtf8(comment.data(), qsizetype(end)) + QStringLiteral(" \u2026");
}

namespace {

// The engine's remark after a judged move, "better c3-d4 +0.45; played -1.20", in words. The
// record's scores are the mover's; said from White's side as the graph says them, so that a move
// does not read "-1.20" here and "+1.20" there.
QString remarkText(const std::string& comment, Color mover) {
    const auto remark = engine::parseReviewComment(comment);
    if (!remark) return MoveLogModel::shownComment(comment);
    const auto said = [mover](const std::string& score) {
        const int own = EvalText::fromRecord(parseEvaluation(score).value_or(Evaluation{}));
        return EvalText::standing(mover == Color::White ? own : -own);
    };
    return MoveLogModel::tr("Better was %1 (%2); this move: %3")
        .arg(QString::fromStdString(remark->better), said(remark->betterScore),
             said(remark->played));
}

// A judged move in its judgement's colour, made to read on the list's background.
QVariant judgementForeground(const QList<int>& nags) {
    for (int n : nags) {
        const Judgement j = engine::judgementOfNag(n);
        if (j == Judgement::None) continue;
        const QColor c = EvalGraph::judgementColour(j);
        // The model may live without a GUI (tests): then the colour as it is.
        if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance())) return c;
        const bool light = QGuiApplication::palette().color(QPalette::Base).lightness() > 128;
        return light ? c.darker(190) : c.lighter(115); // text needs more contrast than a dot
    }
    return {};
}

} // namespace

MoveLogModel::MoveLogModel(QObject* parent) : QAbstractTableModel(parent) {}

void MoveLogModel::setGame(const Game* game) {
    beginResetModel();
    game_ = game;
    plies_.clear();
    current_ = 0;
    blackBegan_ = false;
    endResetModel();
    sync();
}

MoveLogModel::Cell MoveLogModel::cellOf(int ply) const {
    Cell c{game_->move(ply), QString::fromStdString(game_->moveText(ply)), {}, {}};
    const Annotation& a = game_->annotation(ply);
    for (const std::string& text : a.comments) c.comments << remarkText(text, game_->mover(ply));
    c.nags = QList<int>(a.nags.begin(), a.nags.end());
    return c;
}

int MoveLogModel::rowsFor(int plies) const {
    return (plies + (blackBegan_ ? 1 : 0) + 1) / 2;
}

// Compares what the view was told with the game: rows beyond the new end are removed, new ones
// inserted, and the cells of the rows that stay signalled where they changed.
void MoveLogModel::sync() {
    const bool blackBegan = game_ && game_->startPosition().sideToMove() == Color::Black;
    if (blackBegan != blackBegan_) { // every cell moves
        beginResetModel();
        plies_.clear();
        blackBegan_ = blackBegan;
        endResetModel();
    }
    std::vector<Cell> now;
    const int plies = game_ ? game_->plyCount() : 0;
    now.reserve(std::size_t(plies));
    for (int ply = 1; ply <= plies; ++ply) now.push_back(cellOf(ply));

    const int oldRows = rowsFor(int(plies_.size()));
    const int newRows = rowsFor(plies);
    std::vector<Cell> old = plies_;
    if (newRows < oldRows) {
        beginRemoveRows({}, newRows, oldRows - 1);
        plies_.resize(std::size_t(plies));
        endRemoveRows();
    } else if (newRows > oldRows) {
        beginInsertRows({}, oldRows, newRows - 1);
        plies_ = now;
        endInsertRows();
    }
    plies_ = std::move(now);
    const int offset = blackBegan_ ? 1 : 0;
    for (int ply = 1; ply <= std::max(int(old.size()), plies); ++ply) {
        const int row = (ply - 1 + offset) / 2;
        if (row >= std::min(oldRows, newRows)) continue; // inserted or removed
        const QModelIndex cell = index(row, (ply - 1 + offset) % 2);
        const bool had = ply <= int(old.size());
        const bool has = ply <= plies;
        if (had != has || (has && !(old[std::size_t(ply - 1)] == plies_[std::size_t(ply - 1)])))
            emit dataChanged(cell, cell);
    }

    const int current = game_ ? game_->currentPly() : 0;
    if (current != current_) {
        const int was = std::exchange(current_, current);
        const QList<int> roles{CurrentRole, Qt::FontRole};
        signalPly(was, roles);
        signalPly(current, roles);
    }
}

void MoveLogModel::signalPly(int ply, const QList<int>& roles) {
    const QModelIndex i = indexOf(ply);
    if (i.isValid()) emit dataChanged(i, i, roles);
}

QModelIndex MoveLogModel::indexOf(int ply) const {
    if (ply < 1 || ply > int(plies_.size())) return {};
    const int offset = blackBegan_ ? 1 : 0;
    return index((ply - 1 + offset) / 2, (ply - 1 + offset) % 2);
}

int MoveLogModel::plyAt(const QModelIndex& index) const {
    if (!index.isValid()) return 0;
    const int ply = 2 * index.row() + index.column() + 1 - (blackBegan_ ? 1 : 0);
    return ply >= 1 && ply <= int(plies_.size()) ? ply : 0;
}

int MoveLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : rowsFor(int(plies_.size()));
}

int MoveLogModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 2;
}

QVariant MoveLogModel::data(const QModelIndex& index, int role) const {
    const int ply = plyAt(index);
    if (ply == 0) return role == PlyRole ? QVariant(0) : QVariant();
    const Cell& c = plies_[std::size_t(ply - 1)];
    switch (role) {
    case Qt::DisplayRole: // a comment is marked, and read in the tooltip or below the list
        return c.comments.isEmpty() ? c.text + glyphs(c.nags)
                                    : c.text + glyphs(c.nags) + QStringLiteral(" \u2026");
    case Qt::ToolTipRole: {
        QStringList lines{c.text + glyphs(c.nags)};
        lines += c.comments;
        return lines.join('\n');
    }
    case Qt::AccessibleTextRole:
        return c.text;
    case Qt::ForegroundRole:
        return judgementForeground(c.nags);
    case Qt::FontRole: {
        if (ply != current_) return {};
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    case PlyRole:
        return ply;
    case MoveTextRole:
        return c.text;
    case CommentsRole:
        return c.comments;
    case NagsRole:
        return QVariant::fromValue(c.nags);
    case CurrentRole:
        return ply == current_;
    default:
        return {};
    }
}

QVariant MoveLogModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return section + 1;
    return section == 0 ? tr("White") : tr("Black");
}

} // namespace bashni::ui
