#include "ui/board/boardaccessible.h"

#include "core/notation.h"
#include "ui/board/boardview.h"
#include "ui/board/toweritem.h"

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>
#include <QWindow>

#include <array>

namespace bashni::ui {

namespace {

constexpr int SquareCount = 32;

// Children are the dark squares from a1 rank by rank: index s / 2, as the scene numbers towers.
Square squareOfChild(int index) {
    return Square(index * 2 + (index / 4) % 2);
}

QString contentsText(Column c) {
    return c.empty() ? QCoreApplication::translate("BoardAccessible", "empty") : speakColumn(c);
}

// One dark square. It has no QObject of its own, so the board's interface owns it through the
// accessibility cache (registered and deleted by id).
class SquareAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
  public:
    SquareAccessible(BoardView* view, Square s) : view_(view), square_(s) {}

    bool isValid() const override { return !view_.isNull(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override {
        return isValid() ? view_->window()->windowHandle() : nullptr;
    }
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(view_.data());
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }

    QString text(QAccessible::Text t) const override {
        switch (t) {
        case QAccessible::Name:
            return QString::fromStdString(squareName(square_));
        case QAccessible::Description:
            return isValid() ? contentsText(view_->column(square_)) : QString();
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override {}
    // On the screen, however the board is turned.
    QRect rect() const override {
        if (!isValid()) return {};
        const QRect r = view_->squareRect(square_);
        return {view_->viewport()->mapToGlobal(r.topLeft()), r.size()};
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) return s;
        s.focusable = true;
        s.selectable = true;
        s.focused = view_->hasFocus() && view_->cursorSquare() == square_;
        s.selected = view_->selectedSquare() == square_;
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override {
        return t == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface*>(this)
                                                 : nullptr;
    }

    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString& name) override {
        if (isValid() && name == pressAction()) view_->pressSquare(square_);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

  private:
    QPointer<BoardView> view_;
    Square square_;
};

class BoardAccessible : public QAccessibleWidget {
  public:
    explicit BoardAccessible(BoardView* view) : QAccessibleWidget(view, QAccessible::Table) {}
    ~BoardAccessible() override {
        for (QAccessible::Id id : ids_)
            if (id) QAccessible::deleteAccessibleInterface(id);
    }

    BoardView* view() const { return static_cast<BoardView*>(widget()); }

    // The last move in words: a screen reader hears it when it changes (BoardView::announceMove).
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Description && !view()->announcement().isEmpty())
            return view()->announcement();
        return QAccessibleWidget::text(t);
    }

    int childCount() const override { return SquareCount; }
    QAccessibleInterface* child(int index) const override {
        if (index < 0 || index >= SquareCount) return nullptr;
        QAccessible::Id& id = ids_[std::size_t(index)];
        if (!id)
            id = QAccessible::registerAccessibleInterface(
                new SquareAccessible(view(), squareOfChild(index)));
        return QAccessible::accessibleInterface(id);
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        for (int i = 0; i < SquareCount; ++i)
            if (ids_[std::size_t(i)] &&
                QAccessible::accessibleInterface(ids_[std::size_t(i)]) == child)
                return i;
        return -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        const QPoint p = view()->viewport()->mapFromGlobal(QPoint(x, y));
        for (int i = 0; i < SquareCount; ++i)
            if (view()->squareRect(squareOfChild(i)).contains(p)) return child(i);
        return nullptr;
    }
    QAccessibleInterface* focusChild() const override {
        const int index = boardChildIndex(view()->cursorSquare());
        return view()->hasFocus() && index >= 0 ? child(index) : nullptr;
    }

  private:
    mutable std::array<QAccessible::Id, SquareCount> ids_{};
};

} // namespace

QAccessibleInterface* createBoardAccessible(const QString&, QObject* object) {
    if (auto* view = qobject_cast<BoardView*>(object)) return new BoardAccessible(view);
    return nullptr;
}

int boardChildIndex(Square s) {
    return s != NoSquare && isDark(s) ? s / 2 : -1;
}

QString moveAnnouncement(Color mover, const Move& m) {
    const QString text = QString::fromStdString(formatMove(m));
    const bool white = mover == Color::White;
    if (!m.isCapture())
        return white ? QCoreApplication::translate("BoardAccessible", "White played %1").arg(text)
                     : QCoreApplication::translate("BoardAccessible", "Black played %1").arg(text);
    return (white ? QCoreApplication::translate("BoardAccessible", "White captured %n: %1", nullptr,
                                                m.jumps)
                  : QCoreApplication::translate("BoardAccessible", "Black captured %n: %1", nullptr,
                                                m.jumps))
        .arg(text);
}

} // namespace bashni::ui
