#include "ui/files/problemreport.h"

#include <QCoreApplication>

namespace bashni::ui {

// Problems shown in a message box's text; the rest go to its details.
constexpr int ProblemsInSummary = 5;

ProblemReport reportProblems(const QString& headline, const QStringList& problems) {
    if (problems.size() <= ProblemsInSummary)
        return {headline + QStringLiteral("\n\n") + problems.join('\n'), QString()};
    const QStringList first = problems.mid(0, ProblemsInSummary);
    const QString more =
        QCoreApplication::translate("ProblemReport", "… and %n more (see the details).", nullptr,
                                    int(problems.size() - ProblemsInSummary));
    return {headline + QStringLiteral("\n\n") + first.join('\n') + '\n' + more,
            problems.join('\n')};
}

} // namespace bashni::ui
