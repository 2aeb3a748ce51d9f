// The documentation's links (issue 26): every relative link and image in every Markdown file of
// the repository, `[text](path#anchor)` and `[text]: path`, must name a file or folder that
// exists and, with an anchor, a heading of that Markdown file as GitHub makes its anchors
// (lowercase, spaces to '-', punctuation dropped but '-' and '_', "-1", "-2" for repeats).
// External links (http:, https:, mailto:, ...) are not checked. Code blocks and code spans
// are not read. A failure names the file and the line.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QUrl>

namespace {

// GitHub's anchor for a heading's text: the text as rendered (code marks, emphasis and link
// targets gone), lowercased, every character that is not a letter, a digit, a space, '-' or
// '_' dropped, and each space turned into '-'.
QString slug(QString text) {
    static const QRegularExpression link(QStringLiteral("!?\\[([^\\]]*)\\]\\([^)]*\\)"));
    text.replace(link, QStringLiteral("\\1"));
    text.remove(QLatin1Char('`'));
    text.remove(QLatin1Char('*'));
    text = text.trimmed().toLower();
    QString out;
    for (const QChar c : text) {
        if (c == QLatin1Char(' '))
            out += QLatin1Char('-');
        else if (c.isLetterOrNumber() || c.isMark() || c == QLatin1Char('-') ||
                 c == QLatin1Char('_'))
            out += c;
    }
    return out;
}

// A line with its code spans blanked out, so that `[a](b)` in code is not a link.
QString withoutCodeSpans(const QString& line) {
    static const QRegularExpression span(QStringLiteral("(`+)(.+?)\\1"));
    QString out = line;
    QRegularExpressionMatchIterator it = span.globalMatch(line);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out.replace(m.capturedStart(), m.capturedLength(), QString(m.capturedLength(), ' '));
    }
    return out;
}

bool isFence(const QString& line) {
    const QString t = line.trimmed();
    return t.startsWith(QLatin1String("```")) || t.startsWith(QLatin1String("~~~"));
}

QStringList readLines(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
}

// The anchors a Markdown file offers: its headings' slugs (repeats numbered as GitHub does),
// and any <a name="..."> or id="..." it spells out.
QSet<QString> anchorsOf(const QString& path) {
    static const QRegularExpression heading(QStringLiteral("^ {0,3}(#{1,6})\\s+(.*?)\\s*#*\\s*$"));
    static const QRegularExpression named(QStringLiteral("(?:name|id)=\"([^\"]+)\""));
    QSet<QString> anchors;
    QHash<QString, int> seen;
    bool code = false;
    for (const QString& line : readLines(path)) {
        if (isFence(line)) code = !code;
        if (code) continue;
        if (const QRegularExpressionMatch m = heading.match(line); m.hasMatch()) {
            const QString base = slug(m.captured(2));
            const int n = seen.value(base, 0);
            seen[base] = n + 1;
            anchors.insert(n == 0 ? base : base + QLatin1Char('-') + QString::number(n));
        }
        QRegularExpressionMatchIterator it = named.globalMatch(line);
        while (it.hasNext()) anchors.insert(it.next().captured(1));
    }
    return anchors;
}

struct Link {
    int line;
    QString target;
};

QList<Link> linksOf(const QString& path) {
    // Inline links and images, also an image inside a link: whatever follows "](".
    static const QRegularExpression inlineLink(
        QStringLiteral("\\]\\(\\s*(<[^>]*>|[^)\\s]+)(?:\\s+\"[^\"]*\")?\\s*\\)"));
    static const QRegularExpression reference(QStringLiteral("^ {0,3}\\[[^\\]]+\\]:\\s+(\\S+)"));
    QList<Link> links;
    bool code = false;
    int number = 0;
    for (const QString& raw : readLines(path)) {
        ++number;
        if (isFence(raw)) {
            code = !code;
            continue;
        }
        if (code) continue;
        const QString line = withoutCodeSpans(raw);
        QRegularExpressionMatchIterator it = inlineLink.globalMatch(line);
        while (it.hasNext()) {
            QString target = it.next().captured(1);
            if (target.startsWith(QLatin1Char('<'))) target = target.mid(1, target.size() - 2);
            links.append({number, target});
        }
        if (const QRegularExpressionMatch m = reference.match(line); m.hasMatch())
            links.append({number, m.captured(1)});
    }
    return links;
}

// Every problem of the Markdown files under root, one "file:line: message" each.
QStringList brokenLinks(const QString& root) {
    static const QRegularExpression scheme(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]*:"));
    const QDir top(root);
    QStringList problems;
    QHash<QString, QSet<QString>> anchorCache;
    QStringList files;
    QDirIterator it(root, {QStringLiteral("*.md")}, QDir::Files | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString relative = top.relativeFilePath(file);
        if (!relative.startsWith(QLatin1String("build/")) &&
            !relative.startsWith(QLatin1String(".git/")))
            files << file;
    }
    files.sort(); // the report in a stable order: by file, then by line
    for (const QString& file : files) {
        const QString relative = top.relativeFilePath(file);
        for (const Link& link : linksOf(file)) {
            if (link.target.startsWith(QLatin1String("//")) || scheme.match(link.target).hasMatch())
                continue; // external
            const qsizetype hash = link.target.indexOf(QLatin1Char('#'));
            const QString pathPart = QUrl::fromPercentEncoding(
                link.target.left(hash < 0 ? link.target.size() : hash).toUtf8());
            const QString anchor = hash < 0 ? QString() : link.target.mid(hash + 1);
            const QString where = QStringLiteral("%1:%2: ").arg(relative).arg(link.line);
            const QString target =
                pathPart.isEmpty()
                    ? file
                    : QDir::cleanPath(QFileInfo(file).absolutePath() + QLatin1Char('/') + pathPart);
            if (!QFileInfo::exists(target)) {
                problems << where + QStringLiteral("\"%1\": no such file").arg(link.target);
                continue;
            }
            if (anchor.isEmpty()) continue;
            if (!target.endsWith(QLatin1String(".md"))) {
                problems << where + QStringLiteral("\"%1\": an anchor into a file that is not "
                                                   "Markdown")
                                        .arg(link.target);
                continue;
            }
            if (!anchorCache.contains(target)) anchorCache.insert(target, anchorsOf(target));
            if (!anchorCache.value(target).contains(QUrl::fromPercentEncoding(anchor.toUtf8())))
                problems << where + QStringLiteral("\"%1\": %2 has no heading \"#%3\"")
                                        .arg(link.target, top.relativeFilePath(target), anchor);
        }
    }
    return problems;
}

void write(const QString& path, const QString& text) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Text));
    f.write(text.toUtf8());
}

} // namespace

class TestLinks : public QObject {
    Q_OBJECT
  private slots:
    void slugs_data();
    void slugs();
    void findsBrokenLinks();
    void repositoryLinksHold();
};

void TestLinks::slugs_data() {
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("anchor");
    QTest::newRow("words") << "Play a friend on the same screen"
                           << "play-a-friend-on-the-same-screen";
    QTest::newRow("punctuation") << "Measuring a change: the sequential test"
                                 << "measuring-a-change-the-sequential-test";
    QTest::newRow("code") << "The command-line tool: `bashni-cli`"
                          << "the-command-line-tool-bashni-cli";
    QTest::newRow("numbered") << "4. Captures"
                              << "4-captures";
    QTest::newRow("parentheses") << "Strength (matches with `bashni-cli match`, 40 games each)"
                                 << "strength-matches-with-bashni-cli-match-40-games-each";
    QTest::newRow("underscore") << "The tst_links test"
                                << "the-tst_links-test";
    QTest::newRow("apostrophe") << "What's new"
                                << "whats-new";
    QTest::newRow("cyrillic") << "Башни и шашки"
                              << "башни-и-шашки";
}

void TestLinks::slugs() {
    QFETCH(QString, heading);
    QFETCH(QString, anchor);
    QCOMPARE(slug(heading), anchor);
}

// A small tree with one good link of each kind and one broken of each kind.
void TestLinks::findsBrokenLinks() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    write(dir.filePath("docs/page.md"), "# Page\n\n## A heading: with punctuation\n\n## Twice\n\n"
                                        "## Twice\n");
    write(dir.filePath("docs/pic.png"), "");
    write(dir.filePath("build/ignored.md"), "[gone](nowhere.md)\n");
    write(dir.filePath("README.md"),
          "# Top\n"
          "[ok](docs/page.md) [ok](docs/page.md#a-heading-with-punctuation) ![ok](docs/pic.png)\n"
          "[ok](docs/page.md#twice-1) [ok](#top) [ok](docs/) [ok](https://example.org/x.md)\n"
          "`[in code](missing.md)`\n"
          "```\n[in a block](missing.md)\n```\n"
          "[file](docs/missing.md)\n"
          "[anchor](docs/page.md#no-such-heading)\n"
          "![image](docs/missing.png)\n"
          "[here](#nowhere)\n"
          "[ref]: docs/gone.md\n");
    const QStringList problems = brokenLinks(dir.path());
    const QStringList expected = {
        "README.md:8: \"docs/missing.md\": no such file",
        "README.md:9: \"docs/page.md#no-such-heading\": docs/page.md has no heading "
        "\"#no-such-heading\"",
        "README.md:10: \"docs/missing.png\": no such file",
        "README.md:11: \"#nowhere\": README.md has no heading \"#nowhere\"",
        "README.md:12: \"docs/gone.md\": no such file",
    };
    QCOMPARE(problems, expected);
}

void TestLinks::repositoryLinksHold() {
    const QStringList problems = brokenLinks(QStringLiteral(BASHNI_SOURCE_DIR));
    QVERIFY2(problems.isEmpty(), qPrintable(QLatin1Char('\n') + problems.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestLinks)
#include "tst_links.moc"
