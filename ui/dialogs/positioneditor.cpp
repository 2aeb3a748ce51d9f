#include "ui/dialogs/positioneditor.h"

#include "ui/common/coremessages.h"
#include "ui/dialogs/choices.h"
#include "ui/help/manualwindow.h"

#include "core/movegen.h"
#include "core/notation.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/board/theme.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace bashni::ui {

namespace {

// The core says whether the side to move can move at all; without a move the game would be
// over before it starts (docs/RULES.md 5.1), so there is nothing to play from.
QString noMove(Color side) {
    return side == Color::White
               ? PositionEditor::tr("White is to move but has no move: the game would be over.")
               : PositionEditor::tr("Black is to move but has no move: the game would be over.");
}

// Why pos cannot be played from, or nothing. The notation is the judge of what is possible.
QString problemWith(const Position& pos) {
    if (pos.occupied() == 0) return PositionEditor::tr("The board is empty: place some pieces.");
    Message error;
    if (!parsePosition(formatPosition(pos), pos.rules(), &error))
        return PositionEditor::tr("Impossible position: %1.").arg(translateCore(error));
    if (!hasLegalMove(pos)) return noMove(pos.sideToMove());
    return {};
}

} // namespace

PositionEditor::PositionEditor(const Position& initial, std::shared_ptr<Theme> theme,
                               QWidget* parent)
    : QDialog(parent), theme_(std::move(theme)), board_(initial) {
    addContextHelp(this, QStringLiteral("editor.md")); // F1
    setWindowTitle(tr("Set Up Position"));
    scene_ = new BoardScene(theme_, this);
    view_ = new BoardView(scene_);
    view_->setAccessibleName(tr("Board to set up"));
    view_->setAccessibleDescription(
        tr("Click a square to put the chosen piece on top of its column; right-click to remove "
           "the whole column."));
    view_->viewport()->installEventFilter(this);

    auto* tools = new QVBoxLayout;
    tools->addWidget(makePalette());
    tools->addWidget(makeSetUpButtons());
    tools->addWidget(makeSideAndRules(initial));
    tools->addStretch();
    auto* top = new QHBoxLayout;
    top->addWidget(view_, 1);
    top->addLayout(tools);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(makeTextAndProblems());
    layout->addWidget(makeButtons());

    connect(view_, &BoardView::squareClicked, this, &PositionEditor::clickSquare);
    connect(side_, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (on) refresh();
    });
    connect(rules_, &QComboBox::currentIndexChanged, this, &PositionEditor::refresh);
    refresh();
}

// A piece as the board draws it, or (no piece) the eraser: a dashed outline struck through.
QIcon PositionEditor::toolIcon(std::optional<Piece> p) const {
    constexpr int Size = 48;
    QPixmap pixmap(Size, Size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const double height = Size * Theme::PieceAspect;
    const QRectF r(0, (Size - height) / 2, Size, height);
    if (p) {
        theme_->drawPiece(&painter, *p, r);
        return QIcon(pixmap);
    }
    painter.setPen(QPen(palette().color(QPalette::WindowText), 2, Qt::DashLine));
    painter.drawEllipse(r.adjusted(3, 3, -3, -height * 0.27));
    painter.setPen(QPen(palette().color(QPalette::WindowText), 3));
    painter.drawLine(r.bottomLeft() + QPointF(6, -4), r.topRight() + QPointF(-6, 4));
    return QIcon(pixmap);
}

// The tools are numbered as the pieces are (types.h), the eraser last; keys 1 to 5 choose them.
QWidget* PositionEditor::makePalette() {
    auto* box = new QGroupBox(tr("Piece to place"));
    auto* grid = new QGridLayout(box);
    tools_ = new QButtonGroup(this);
    const QString texts[] = {tr("White man"), tr("Black man"), tr("White king"), tr("Black king"),
                             tr("Eraser")};
    const char* names[] = {"tool-white-man", "tool-black-man", "tool-white-king", "tool-black-king",
                           "tool-eraser"};
    for (int i = 0; i < 5; ++i) {
        auto* b = new QToolButton;
        b->setObjectName(QString::fromLatin1(names[i]));
        b->setText(texts[i]);
        b->setToolTip(tr("%1 (key %2)").arg(texts[i]).arg(i + 1));
        b->setIcon(toolIcon(Tool(i) == Tool::Eraser ? std::nullopt : std::optional(Piece(i))));
        b->setIconSize(QSize(48, 48));
        b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        b->setCheckable(true);
        b->setShortcut(QKeySequence(Qt::Key_1 + i));
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
        tools_->addButton(b, i);
        grid->addWidget(b, i / 2, i % 2);
    }
    tools_->button(int(Tool::WhiteMan))->setChecked(true);
    return box;
}

QWidget* PositionEditor::makeSetUpButtons() {
    auto* w = new QWidget;
    auto* layout = new QHBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* clear = new QPushButton(tr("&Clear board"));
    clear->setObjectName(QStringLiteral("clear-board"));
    connect(clear, &QPushButton::clicked, this, [this] { setBoard(Position()); });
    auto* start = new QPushButton(tr("S&tart position"));
    start->setObjectName(QStringLiteral("start-position"));
    connect(start, &QPushButton::clicked, this, [this] {
        side_->button(int(Color::White))->setChecked(true);
        setBoard(Position::start());
    });
    layout->addWidget(clear);
    layout->addWidget(start);
    return w;
}

QWidget* PositionEditor::makeSideAndRules(const Position& initial) {
    auto* w = new QWidget;
    auto* layout = new QVBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* box = new QGroupBox(tr("Side to move"));
    auto* boxLayout = new QHBoxLayout(box);
    side_ = new QButtonGroup(this);
    auto* white = new QRadioButton(tr("&White"));
    white->setObjectName(QStringLiteral("side-white"));
    auto* black = new QRadioButton(tr("&Black"));
    black->setObjectName(QStringLiteral("side-black"));
    side_->addButton(white, int(Color::White));
    side_->addButton(black, int(Color::Black));
    side_->button(int(initial.sideToMove()))->setChecked(true);
    boxLayout->addWidget(white);
    boxLayout->addWidget(black);
    layout->addWidget(box);

    auto* form = new QFormLayout;
    rules_ = makeRulesCombo(initial.rules());
    rules_->setObjectName(QStringLiteral("rules"));
    form->addRow(tr("&Rules:"), rules_);
    layout->addLayout(form);
    return w;
}

QWidget* PositionEditor::makeTextAndProblems() {
    auto* w = new QWidget;
    auto* form = new QFormLayout(w);
    form->setContentsMargins(0, 0, 0, 0);
    text_ = new QLineEdit;
    text_->setObjectName(QStringLiteral("position-text"));
    text_->setReadOnly(true);
    text_->setAccessibleName(tr("Position text"));
    form->addRow(tr("Position te&xt:"), text_);
    problem_ = new QLabel;
    problem_->setObjectName(QStringLiteral("problem"));
    notice_ = new QLabel;
    notice_->setObjectName(QStringLiteral("notice"));
    for (QLabel* label : {problem_, notice_}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setForegroundRole(QPalette::Highlight); // stands out in light and dark palettes
        form->addRow(label);
    }
    QFont bold = problem_->font();
    bold.setBold(true);
    problem_->setFont(bold);
    return w;
}

QWidget* PositionEditor::makeButtons() {
    auto* box = new QDialogButtonBox(QDialogButtonBox::Cancel);
    play_ = box->addButton(tr("&Play from here"), QDialogButtonBox::AcceptRole);
    play_->setObjectName(QStringLiteral("play"));
    play_->setDefault(true);
    analyse_ = box->addButton(tr("A&nalyse"), QDialogButtonBox::AcceptRole);
    analyse_->setObjectName(QStringLiteral("analyse"));
    connect(play_, &QPushButton::clicked, this, [this] { finish(Then::Play); });
    connect(analyse_, &QPushButton::clicked, this, [this] { finish(Then::Analyse); });
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    return box;
}

// Right-clicks take a column away; left presses reach BoardView (its squareClicked) except the
// second press of a double click, which comes as its own event and still adds a piece. Columns
// are not dragged about here: a press is a click wherever the mouse goes afterwards.
bool PositionEditor::eventFilter(QObject* watched, QEvent* e) {
    if (watched != view_->viewport()) return QDialog::eventFilter(watched, e);
    const auto type = e->type();
    if (type != QEvent::MouseButtonPress && type != QEvent::MouseButtonDblClick &&
        type != QEvent::MouseMove)
        return false;
    const auto* me = static_cast<QMouseEvent*>(e);
    if (type == QEvent::MouseMove) return me->buttons().testFlag(Qt::LeftButton);
    const Square s = scene_->squareAt(view_->mapToScene(me->position().toPoint()));
    if (me->button() == Qt::RightButton) {
        if (s != NoSquare) removeColumn(s);
        return true;
    }
    if (type == QEvent::MouseButtonPress || me->button() != Qt::LeftButton) return false;
    if (s != NoSquare) clickSquare(s);
    return true;
}

void PositionEditor::clickSquare(Square s) {
    notice_->clear();
    Column c = board_.column(s);
    if (Tool(tools_->checkedId()) == Tool::Eraser) {
        if (c.empty()) return;
        c.popTop();
    } else if (c.height() >= MaxColumnHeight) {
        notice_->setText(tr("A column holds at most %1 pieces.").arg(MaxColumnHeight));
        return;
    } else {
        c.pushTop(Piece(tools_->checkedId()));
    }
    board_.setColumn(s, c);
    refresh();
}

void PositionEditor::removeColumn(Square s) {
    notice_->clear();
    board_.setColumn(s, Column());
    refresh();
}

void PositionEditor::setBoard(const Position& board) {
    notice_->clear();
    board_ = board;
    refresh();
}

Position PositionEditor::position() const {
    Position pos = board_;
    pos.setSideToMove(Color(side_->checkedId()));
    pos.setRules(Rules(rules_->currentData().toInt()));
    return pos;
}

void PositionEditor::refresh() {
    const Position pos = position();
    scene_->setPosition(pos);
    text_->setText(QString::fromStdString(formatPosition(pos)));
    const QString problem = problemWith(pos);
    problem_->setText(problem);
    play_->setEnabled(problem.isEmpty());
    analyse_->setEnabled(problem.isEmpty());
}

void PositionEditor::finish(Then then) {
    if (!problemWith(position()).isEmpty()) return;
    then_ = then;
    accept();
}

} // namespace bashni::ui
