// Many problems in one message box: the first few in its text, all of them in its scrollable
// details, so that a file of ten thousand broken games does not make a box taller than the screen.
#pragma once

#include <QStringList>

namespace bashni::ui {

struct ProblemReport {
    QString summary;
    QString details; // empty when the summary holds them all
};

ProblemReport reportProblems(const QString& headline, const QStringList& problems);

} // namespace bashni::ui
