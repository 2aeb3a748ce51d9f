#include "ui/dialogs/helpdialogs.h"

#include "ui/common/startup.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QMessageBox>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace bashni::ui {

namespace {

QDialog* makeDialog(QWidget* parent, const QString& title, QWidget* content, QSize size) {
    auto* dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(content);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->resize(size);
    return dialog;
}

// An action's name in the list of shortcuts; empty for one to leave out. The lesson and puzzle
// windows are the main window's children, yet their keys (Esc, N, …) work only there, and their
// actions have no names to list.
QString shortcutName(const QAction* a, const QWidget* window) {
    const QObject* owner = a->parent();
    while (owner && !owner->isWidgetType()) owner = owner->parent();
    if (!owner) return {};
    const QWidget* w = static_cast<const QWidget*>(owner)->window();
    while (w->windowType() == Qt::Popup && w->parentWidget()) // a menu's actions are its window's
        w = w->parentWidget()->window();
    return w == window ? a->text().remove('&') : QString();
}

} // namespace

void HelpDialogs::showRules(QWidget* parent) {
    if (auto* open = parent->findChild<QTextBrowser*>(QStringLiteral("rulesBrowser")))
        return open->window()->raise(), open->window()->activateWindow();
    auto* browser = new QTextBrowser;
    browser->setObjectName(QStringLiteral("rulesBrowser"));
    browser->setOpenExternalLinks(true);
    // The page in the program's language when there is one (rules_ru.html, …).
    const QString translated = QStringLiteral(":/help/rules_%1.html").arg(programLanguage());
    browser->setSource(QUrl(QFile::exists(translated) ? "qrc" + translated
                                                      : QStringLiteral("qrc:/help/rules.html")));
    makeDialog(parent, tr("Rules of Bashni"), browser, QSize(640, 720))->show();
}

// Generated from the actions themselves, so it cannot drift from what the keys do.
void HelpDialogs::showShortcuts(QWidget* parent) {
    if (auto* open = parent->findChild<QTableWidget*>(QStringLiteral("shortcutsTable")))
        return open->window()->raise(), open->window()->activateWindow();
    auto* table = new QTableWidget(0, 2);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (QAction* a : parent->findChildren<QAction*>()) {
        const QString name = shortcutName(a, parent->window());
        if (a->shortcut().isEmpty() || name.isEmpty()) continue;
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(name));
        table->setItem(row, 1,
                       new QTableWidgetItem(
                           QKeySequence::listToString(a->shortcuts(), QKeySequence::NativeText)));
    }
    // The board's cursor keys are no actions (they belong to the board only while it has the
    // focus), yet a keyboard player looks for them here.
    const auto addKeys = [table](const QString& what, const QList<QKeySequence>& keys) {
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(what));
        table->setItem(
            row, 1,
            new QTableWidgetItem(QKeySequence::listToString(keys, QKeySequence::NativeText)));
    };
    addKeys(tr("Board Cursor: Move"), {QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down),
                                       QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right)});
    addKeys(tr("Board Cursor: Click Its Square"),
            {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return)});
    table->sortItems(0);
    table->resizeColumnsToContents();
    makeDialog(parent, tr("Keyboard Shortcuts"), table, QSize(420, 460))->show();
}

void HelpDialogs::showAbout(QWidget* parent) {
    QMessageBox::about(
        parent, tr("About Bashni"),
        tr("<h3>Bashni %1</h3>"
           "<p>Column draughts: Russian draughts in which captured pieces go under the capturing "
           "piece and towers grow.</p>"
           "<p>Play against the computer at ten levels or against a friend; save, replay and "
           "study games.</p>"
           "<p>Licence: GNU General Public License, version 3 or later.</p>"
           "<p>Credits: the Bashni developers; the rules follow the Russian tradition of the "
           "game, with three rule sets for taking from the same column again; successor of "
           "bashnya 0.1, a two-player SDL program. Built with Qt %2.</p>")
            .arg(QCoreApplication::applicationVersion(), QLatin1String(qVersion())));
}

} // namespace bashni::ui
