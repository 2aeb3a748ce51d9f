// Help → Manual: the manual's window, made the first time it is asked for.
#include "ui/common/startup.h"
#include "ui/help/manualwindow.h"
#include "ui/review/reviewfeature.h"
#include "ui/window/mainwindow.h"

namespace bashni::ui {

void MainWindow::showManual(const QString& page) {
    // The program's language: the manual's pages in it where they are translated.
    if (!manual_) manual_ = new ManualWindow(programLanguage(), this);
    QString shown = page;
    if (shown.isEmpty())
        shown =
            reviewing_->hasEvaluations() ? QStringLiteral("review.md") : QStringLiteral("index.md");
    manual_->showPage(shown);
    manual_->show();
    manual_->raise();
    manual_->activateWindow();
}

} // namespace bashni::ui
