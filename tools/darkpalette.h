// A dark desktop, as Breeze Dark or Adwaita-dark give it, for the tools that take screenshots
// (screenshots.cpp, online-trial.cpp): everything must stay legible on it.
#pragma once

#include <QApplication>
#include <QColor>
#include <QPalette>

inline void useDarkPalette() {
    QApplication::setStyle(QStringLiteral("Fusion"));
    QPalette p;
    p.setColor(QPalette::Window, QColor(42, 46, 50));
    p.setColor(QPalette::WindowText, QColor(239, 240, 241));
    p.setColor(QPalette::Base, QColor(27, 30, 32));
    p.setColor(QPalette::AlternateBase, QColor(35, 38, 41));
    p.setColor(QPalette::Text, QColor(239, 240, 241));
    p.setColor(QPalette::Button, QColor(49, 54, 59));
    p.setColor(QPalette::ButtonText, QColor(239, 240, 241));
    p.setColor(QPalette::Highlight, QColor(61, 174, 233));
    p.setColor(QPalette::HighlightedText, QColor(252, 252, 252));
    p.setColor(QPalette::PlaceholderText, QColor(161, 169, 177));
    p.setColor(QPalette::ToolTipBase, QColor(42, 46, 50));
    p.setColor(QPalette::ToolTipText, QColor(239, 240, 241));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(161, 169, 177));
    QApplication::setPalette(p);
}
