#include "ui/coremessages.h"

#include "core/messages.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <vector>

namespace bashni::ui {

namespace {

const QRegularExpression& placeholder() {
    static const QRegularExpression re(QStringLiteral("\\{(\\d+)\\}"));
    return re;
}

struct Pattern {
    const char* templ;
    QRegularExpression regex;
    qsizetype prefix;  // literal characters before the first placeholder
    qsizetype literal; // literal characters in all
};

// "{1} is given twice" → (.*?) is given twice, matching the whole message.
Pattern compile(const char* templ) {
    const QString text = QString::fromUtf8(templ);
    QString regex;
    qsizetype at = 0, prefix = -1;
    for (auto it = placeholder().globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (prefix < 0) prefix = m.capturedStart();
        regex += QRegularExpression::escape(text.mid(at, m.capturedStart() - at)) + "(.*?)";
        at = m.capturedEnd();
    }
    regex += QRegularExpression::escape(text.mid(at));
    const qsizetype literal = QString(text).remove(placeholder()).size();
    return {templ,
            QRegularExpression(QRegularExpression::anchoredPattern(regex),
                               QRegularExpression::DotMatchesEverythingOption),
            prefix < 0 ? text.size() : prefix, literal};
}

// Compiled once: the templates are fixed data of the core.
const std::vector<Pattern>& patterns() {
    static const std::vector<Pattern> all = [] {
        std::vector<Pattern> out;
        for (const char* t : messages::allTemplates()) out.push_back(compile(t));
        return out;
    }();
    return all;
}

QString translate(const QString& english, int depth) {
    const CoreMatch match = matchCore(english);
    if (!match.templ) return english; // user input, a list of moves: as it is
    // One pass over the translation, so that an argument's own text is never replaced again.
    const QString translated = QCoreApplication::translate("core", match.templ);
    QString out;
    qsizetype at = 0;
    for (auto it = placeholder().globalMatch(translated); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString arg = match.args.value(m.captured(1).toInt() - 1);
        out += translated.mid(at, m.capturedStart() - at);
        out += depth < 3 ? translate(arg, depth + 1) : arg;
        at = m.capturedEnd();
    }
    return out + translated.mid(at);
}

} // namespace

CoreMatch matchCore(const QString& english) {
    CoreMatch best;
    const Pattern* bestPattern = nullptr;
    for (const Pattern& p : patterns()) {
        const QRegularExpressionMatch m = p.regex.match(english);
        if (!m.hasMatch()) continue;
        const auto key = std::pair{p.prefix, p.literal};
        if (bestPattern && key == std::pair{bestPattern->prefix, bestPattern->literal})
            best.tie = true;
        if (bestPattern && key <= std::pair{bestPattern->prefix, bestPattern->literal}) continue;
        bestPattern = &p;
        best = {p.templ, {}, false};
        for (int i = 1; i <= m.lastCapturedIndex(); ++i) best.args << m.captured(i);
    }
    return best;
}

QString translateCore(const std::string& english) {
    return translate(QString::fromStdString(english), 0);
}

} // namespace bashni::ui
