// The main window's layout: the first start's (ui/windowlayout), the one restored from the last
// run, View → Reset Layout, the notices beside the board, and the board's share of the width.
#include "ui/board/boardview.h"
#include "ui/review/reviewfeature.h"
#include "ui/window/mainwindow.h"
#include "ui/window/noticecolumn.h"
#include "ui/window/windowlayout.h"

#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QToolBar>

#include <algorithm>

namespace bashni::ui {

namespace {

// What a desktop's panel may take of the screen's height when the platform does not say (Plasma's
// default panel is 44 pixels high, GNOME's top bar 32).
constexpr int PanelAllowance = 48;

// The docks in the order the panel column holds them, top to bottom.
constexpr const char* ColumnDocks[] = {"playersDock", "moveLogDock", "evalDock", "analysisDock"};

} // namespace

// The last run's layout when it was saved by this layout version, else the first start's.
void MainWindow::restoreLayout() {
    view_->installEventFilter(this); // its height sets its width: fitBoardWidth
    for (std::size_t i = 0; i < column_.size(); ++i) {
        QDockWidget* dock = column_[i] = findChild<QDockWidget*>(QLatin1String(ColumnDocks[i]));
        // Once the dock has shown, hidden or floated: not while it is doing so.
        connect(dock, &QDockWidget::visibilityChanged, this, &MainWindow::fitBoardWidth,
                Qt::QueuedConnection);
        connect(dock, &QDockWidget::topLevelChanged, this, &MainWindow::fitBoardWidth,
                Qt::QueuedConnection);
    }
    // The state first only to check its version (restoreState refuses another one and changes
    // nothing); then the geometry, and the state again, so that the docks are sized in the
    // restored window and not in the default one.
    const bool restored = restoreState(settings_.windowState(), LayoutVersion) &&
                          restoreGeometry(settings_.windowGeometry()) &&
                          restoreState(settings_.windowState(), LayoutVersion);
    if (!restored) resetLayout();
    showGraphDock(); // whatever the saved state said: the graph is there when the game has one
}

int MainWindow::chromeHeight() const {
    int h = menuBar()->sizeHint().height() + statusBar()->sizeHint().height();
    if (auto* bar = findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        bar && bar->isVisibleTo(this))
        h += bar->sizeHint().height();
    return h + 6; // the central widget's margins
}

void MainWindow::resetLayout() {
    if (auto* bar = findChild<QToolBar*>(QStringLiteral("mainToolBar"))) {
        addToolBar(Qt::TopToolBarArea, bar);
        bar->show();
    }
    for (QDockWidget* dock : column_) {
        dock->setFloating(false);
        removeDockWidget(dock);
        addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
        dock->show(); // removing hid it
    }
    // The graph and the analysis share a place, as tabs: both open below the moves would leave
    // a laptop's screen too short for the column. The analysis opens when asked for; the graph
    // when the game has evaluations.
    tabifyDockWidget(column_[2], column_[3]);
    column_[3]->hide();
    showGraphDock();
    QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1366, 768);
    // Wayland tells no client where the panels are (the free area is the whole screen): leave
    // room for one, so that the window's bottom is not under it.
    if (screen() && room == screen()->geometry()) room.setHeight(room.height() - PanelAllowance);
    const FirstLayout first = firstLayout(room.size(), chromeHeight());
    layout()->activate(); // the minimum size without the docks just closed
    if (!(windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))) resize(first.window);
    resizeDocks({column_[0]}, {first.panels}, Qt::Horizontal);
}

// Shown at once, above the players, and the column with them (a notice may ask something).
void MainWindow::addNotice(QWidget* notice) {
    notices_->addNotice(notice);
    if (column_[0]) column_[0]->show(); // the players' dock
}

// The board is square: width beyond the board's height is of no use to it, so while the panels
// stand beside it they get that width (a wide window otherwise showed a board between two empty
// margins next to a cramped column of panels).
void MainWindow::fitBoardWidth() {
    const bool docked = std::any_of(column_.begin(), column_.end(), [](const QDockWidget* d) {
        return d && d->isVisible() && !d->isFloating();
    });
    const int width =
        docked ? std::max(view_->height(), view_->minimumSizeHint().width()) : QWIDGETSIZE_MAX;
    if (view_->maximumWidth() != width) view_->setMaximumWidth(width);
}

// A feature's panel (the lobby, the chat) that widens the column takes the width from the screen,
// not from the board: the window grows sideways as far as the screen's free area lets it, and is
// never left taller than that area.
void MainWindow::keepBoardSize() {
    if ((windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)) || !screen() || !isVisible())
        return;
    const QRect room = screen()->availableGeometry();
    const QSize frame = frameGeometry().size() - size();
    QSize wanted = size();
    const int missing = view_->height() - view_->width(); // the board is as wide as it is high
    if (missing > 0) wanted.setWidth(std::min(width() + missing, room.width() - frame.width()));
    wanted.setHeight(std::min(height(), room.height() - frame.height()));
    if (wanted == size()) return;
    resize(wanted);
    const QRect now = frameGeometry();
    if (now.right() > room.right() || now.bottom() > room.bottom())
        move(std::max(room.left(), now.left() - std::max(0, now.right() - room.right())),
             std::max(room.top(), now.top() - std::max(0, now.bottom() - room.bottom())));
}

// Whether `dock` fits under the panels the column shows, each at its smallest, in the height the
// window has for them (a laptop's screen has none to spare: 1366×768 holds the players, the moves
// and little more).
bool MainWindow::fitsInColumn(const QDockWidget* dock) const {
    const QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1366, 768);
    const int column = std::min(height(), room.height() - FirstFrameAllowance) - chromeHeight();
    int used = dock->minimumSizeHint().height();
    for (const QDockWidget* d : findChildren<QDockWidget*>())
        if (d != dock && d->isVisible() && !d->isFloating() &&
            dockWidgetArea(const_cast<QDockWidget*>(d)) == Qt::RightDockWidgetArea)
            used += d->minimumSizeHint().height();
    return used <= column;
}

// The graph's panel is there while the game has evaluations, whatever a saved layout said.
void MainWindow::showGraphDock() {
    column_[2]->setVisible(reviewing_->hasEvaluations());
}

bool MainWindow::eventFilter(QObject* watched, QEvent* e) {
    if (watched == view_ && e->type() == QEvent::Resize) fitBoardWidth();
    return QMainWindow::eventFilter(watched, e);
}

} // namespace bashni::ui
