// The Help menu's windows: the rules page (in the program's language), the keyboard shortcuts
// (generated from the actions) and About. The first two stay open beside the board; asking again
// raises the open one.
#pragma once

#include <QCoreApplication>

class QWidget;

namespace bashni::ui {

class HelpDialogs {
    Q_DECLARE_TR_FUNCTIONS(HelpDialogs)
  public:
    static void showRules(QWidget* parent);
    static void showShortcuts(QWidget* parent); // the shortcuts of the parent's actions
    static void showAbout(QWidget* parent);
};

} // namespace bashni::ui
