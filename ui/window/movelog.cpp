#include "ui/window/movelog.h"

#include "ui/common/icons.h"
#include "ui/window/movelogmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QScrollArea>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace bashni::ui {

namespace {

constexpr int SpeedsMs[] = {500, 1000, 2000, 4000};
constexpr int MaxPlies = 1 << 20; // beyond any game: a step to its end

} // namespace

MoveLog::MoveLog(QWidget* parent) : QWidget(parent) {
    model_ = new MoveLogModel(this);
    table_ = new QTableView(this);
    table_->setModel(model_);
    // A long capture keeps both ends in sight; the whole of it is in the tooltip.
    table_->setTextElideMode(Qt::ElideMiddle);
    table_->setWordWrap(false);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setAccessibleName(tr("Moves"));
    table_->setShowGrid(false);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    // However crowded the column of panels, six moves stay in sight (the graph and the analysis
    // below give way first).
    table_->setMinimumHeight(table_->horizontalHeader()->sizeHint().height() +
                             6 * table_->verticalHeader()->defaultSectionSize() + 4);
    // Tab leaves the list (for the board and the buttons) instead of walking its cells.
    table_->setTabKeyNavigation(false);
    table_->installEventFilter(this);
    connect(table_, &QTableView::clicked, this, [this](const QModelIndex& index) {
        if (const int ply = model_->plyAt(index)) emit plyChosen(ply);
    });
    // An empty list says what it is for rather than being a blank box.
    empty_ = new QLabel(tr("No moves yet"), table_->viewport());
    empty_->setObjectName(QStringLiteral("noMoves"));
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setEnabled(false); // the palette's dimmed text
    table_->viewport()->installEventFilter(this);
    // Rows arrive as moves are played: the newest stays in sight.
    connect(model_, &QAbstractItemModel::rowsInserted, this, &MoveLog::showCurrent);

    // A label rather than a cell of the model: the result is no move, and a cell would be chosen,
    // selected and stepped to like one.
    result_ = new QLabel;
    result_->setObjectName(QStringLiteral("result"));
    result_->setAlignment(Qt::AlignHCenter);
    result_->setAccessibleName(tr("Result"));
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    result_->hide();

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(button("go-first", tr("First position"), 0));
    buttons->addWidget(button("go-previous", tr("Previous move"), -1));
    play_ = new QToolButton;
    play_->setCheckable(true);
    showPlaying(false);
    connect(play_, &QToolButton::toggled, this, &MoveLog::setAutoplay);
    buttons->addWidget(play_);
    buttons->addWidget(button("go-next", tr("Next move"), 1));
    buttons->addWidget(button("go-last", tr("Last position"), 2));
    speed_ = new QComboBox;
    for (int ms : SpeedsMs) speed_->addItem(tr("%1 s").arg(QLocale().toString(ms / 1000.0)), ms);
    speed_->setToolTip(tr("Time between moves when playing through"));
    speed_->setAccessibleName(tr("Autoplay speed"));
    connect(speed_, &QComboBox::activated, this, [this] {
        setAutoplayMs(speed_->currentData().toInt());
        emit autoplayMsChanged(speed_->currentData().toInt());
    });
    buttons->addWidget(speed_);
    buttons->addStretch();

    comment_ = new QLabel;
    comment_->setWordWrap(true);
    comment_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    comment_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // A long comment scrolls within a few lines instead of squeezing the list to a few rows.
    commentArea_ = new QScrollArea;
    commentArea_->setWidget(comment_);
    commentArea_->setWidgetResizable(true);
    commentArea_->setFrameShape(QFrame::NoFrame);
    commentArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    commentArea_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    commentArea_->installEventFilter(this); // a new width wraps the comment anew: fitComment

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_, 1);
    layout->addWidget(result_);
    layout->addLayout(buttons);
    layout->addWidget(commentArea_);

    connect(&autoplay_, &QTimer::timeout, this, &MoveLog::step);
    setAutoplayMs(1000);
}

// Buttons step by `delta` plies; 0 goes to the start and 2 to the end.
QToolButton* MoveLog::button(const QString& icon, const QString& text, int key) {
    auto* b = new QToolButton;
    b->setIcon(themedIcon(icon, palette()));
    b->setToolTip(text);
    b->setAccessibleName(text);
    connect(b, &QToolButton::clicked, this, [this, key] {
        if (!game_) return;
        const int now = game_->currentPly();
        emit plyChosen(key == 0 ? 0 : key == 2 ? game_->plyCount() : now + key);
    });
    return b;
}

void MoveLog::showGame(const Game& game) {
    if (game_ != &game) {
        game_ = &game;
        model_->setGame(&game); // syncs
    } else {
        model_->sync();
    }
    empty_->setVisible(model_->rowCount() == 0);
    const int ply = game.currentPly();
    QStringList comments;
    if (ply > 0) {
        comments = model_->data(model_->indexOf(ply), MoveLogModel::CommentsRole).toStringList();
    } else {
        for (const std::string& c : game.openingComments())
            comments << MoveLogModel::shownComment(c);
    }
    comment_->setText(comments.join('\n'));
    commentArea_->setVisible(!comment_->text().isEmpty());
    fitComment();
    // After the comment has taken its room, so that the current move is wholly in sight.
    layout()->activate();
    showCurrent();
    if (autoplaying() && ply >= game.plyCount()) setAutoplay(false);
}

// As tall as the comment, up to five lines; a longer one scrolls.
void MoveLog::fitComment() {
    const int text = comment_->heightForWidth(commentArea_->viewport()->width());
    const int most = fontMetrics().lineSpacing() * 5 + 8;
    commentArea_->setMaximumHeight(std::min(std::max(text, 0) + 4, most));
}

bool MoveLog::eventFilter(QObject* watched, QEvent* e) {
    if (watched == commentArea_ && e->type() == QEvent::Resize &&
        static_cast<QResizeEvent*>(e)->size().width() !=
            static_cast<QResizeEvent*>(e)->oldSize().width())
        fitComment();
    if (watched == table_->viewport() && e->type() == QEvent::Resize) {
        empty_->setGeometry(table_->viewport()->rect());
        keepCurrentInSight(*static_cast<QResizeEvent*>(e));
    }
    if (watched == table_ &&
        (e->type() == QEvent::KeyPress || e->type() == QEvent::ShortcutOverride))
        return navigate(static_cast<QKeyEvent*>(e));
    return QWidget::eventFilter(watched, e);
}

// The list's keys, its own rather than the window's replay shortcuts while it has the focus. In a
// game being played they do nothing: a player who tabbed to the list would otherwise step back
// through the game without meaning to. Otherwise Left and Right step a move, Up and Down a row,
// Home and End go to the ends.
bool MoveLog::navigate(QKeyEvent* e) {
    int step = 0;
    switch (e->key()) {
    case Qt::Key_Left:
        step = -1;
        break;
    case Qt::Key_Right:
        step = 1;
        break;
    case Qt::Key_Up:
        step = -2;
        break;
    case Qt::Key_Down:
        step = 2;
        break;
    case Qt::Key_Home:
    case Qt::Key_PageUp:
        step = -MaxPlies;
        break;
    case Qt::Key_End:
    case Qt::Key_PageDown:
        step = MaxPlies;
        break;
    default:
        return false;
    }
    if (e->modifiers() != Qt::NoModifier) return false;
    e->accept();
    if (e->type() == QEvent::KeyPress && !live_ && game_)
        emit plyChosen(std::clamp(game_->currentPly() + step, 0, game_->plyCount()));
    return true;
}

// The list made shorter keeps the current move in sight if it was: the result line coming under
// it at the end of a game, or the players' panel above growing by a line, hid the last move that
// had just been scrolled into sight. A move the player scrolled away from stays away. After the
// view has taken its new size (its scroll range changes after its viewport's), hence queued.
void MoveLog::keepCurrentInSight(const QResizeEvent& e) {
    const QRect row = table_->visualRect(table_->currentIndex());
    if (row.isEmpty() || !QRect(QPoint(), e.oldSize()).contains(row) ||
        QRect(QPoint(), e.size()).contains(row))
        return;
    QMetaObject::invokeMethod(this, &MoveLog::showCurrent, Qt::QueuedConnection);
}

// The current move selected and in sight; none at the start.
void MoveLog::showCurrent() {
    if (!game_) return;
    const QModelIndex current = model_->indexOf(game_->currentPly());
    if (current.isValid()) {
        table_->setCurrentIndex(current);
        table_->scrollTo(current);
    } else {
        table_->clearSelection();
        table_->setCurrentIndex({});
    }
}

void MoveLog::setAutoplayMs(int ms) {
    autoplay_.setInterval(ms);
    int best = 0;
    for (int i = 0; i < speed_->count(); ++i)
        if (std::abs(speed_->itemData(i).toInt() - ms) <
            std::abs(speed_->itemData(best).toInt() - ms))
            best = i;
    speed_->setCurrentIndex(best);
}

void MoveLog::setAutoplay(bool on) {
    if (on && game_ && game_->currentPly() >= game_->plyCount())
        emit plyChosen(0); // from the start
    if (on)
        autoplay_.start();
    else
        autoplay_.stop();
    const QSignalBlocker block(play_);
    play_->setChecked(on);
    showPlaying(on);
}

// While it plays the button is the one that stops it.
void MoveLog::showPlaying(bool on) {
    play_->setIcon(themedIcon(on ? "media-playback-pause" : "media-playback-start", palette()));
    play_->setToolTip(on ? tr("Pause") : tr("Play the moves through"));
    play_->setAccessibleName(on ? tr("Pause") : tr("Autoplay"));
}

void MoveLog::step() {
    if (!game_ || game_->currentPly() >= game_->plyCount()) return setAutoplay(false);
    emit plyChosen(game_->currentPly() + 1);
}

void MoveLog::setResult(const QString& token) {
    result_->setText(token);
    result_->setVisible(!token.isEmpty());
}

QString MoveLog::result() const {
    return result_->text();
}

} // namespace bashni::ui
