// Help → Manual: the window on a small manual made here (contents, headings' anchors, back and
// forward, a translated page and the fallback, search), F1 in the main window and in the dialogs,
// and the manual compiled into the program: every page in every language it is provided in,
// every picture and link resolving.
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/help/manualwindow.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFontMetrics>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

#include <memory>

using namespace bashni::ui;

namespace {

void write(const QString& path, const QString& text) {
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.toUtf8());
}

QString filler(int paragraphs) {
    QString s;
    for (int i = 0; i < paragraphs; ++i)
        s += QStringLiteral("Words to scroll past, line %1.\n\n").arg(i);
    return s;
}

QString read(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestManual : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void contentsFollowTheIndex();
    void linkToAHeadingGoesThere();
    void backAndForward();
    void translatedPagesAndTheFallback();
    void searchFindsAndFilters();
    void f1OpensTheManual();
    void f1InADialogOpensItsPage();
    void everyPageInEveryLanguage();
    void everyLinkAndPictureResolves();
    void contentsShowEveryTitleWhole_data();
    void contentsShowEveryTitleWhole();
    void rulesShownWithoutDevelopersNotes_data();
    void rulesShownWithoutDevelopersNotes();

  private:
    QTemporaryDir dir_;
    QString root_;
};

void TestManual::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_manual");
    QSettings().clear();
    root_ = dir_.filePath("manual");
    write(root_ + "/index.md",
          "# Test manual\n\n1. [First steps](first.md)\n2. [Second, longer](second.md)\n");
    write(root_ + "/first.md", "# First page\n\nSee [the later part](second.md#later-part) and "
                               "[the web](https://example.org).\n\n## Hello, world!\n\nText.\n");
    write(root_ + "/second.md", "# Second page\n\n" + filler(80) +
                                    "## Later part\n\nThe needle is here.\n\n" + filler(40));
    write(root_ + "/ru/index.md", "# Руководство\n\n1. [Первые шаги](first.md)\n"
                                  "2. [Второе](second.md)\n");
    write(root_ + "/ru/first.md", "# Первая страница\n\n[Дальше](second.md#later-part)\n");
    write(root_ + "/ru/second.md", "# Вторая страница\n\n" + filler(80) +
                                       "## Дальняя часть\n\nИголка здесь.\n\n" + filler(40));
}

void TestManual::contentsFollowTheIndex() {
    ManualWindow w({}, nullptr, root_);
    QCOMPARE(w.pages(), (QStringList{"first.md", "second.md"}));
    QCOMPARE(w.contents()->count(), 3); // the contents themselves first
    QCOMPARE(w.contents()->item(1)->text(), QString("First steps"));
    w.showPage("first.md");
    QCOMPARE(w.currentPage(), QString("first.md"));
    QCOMPARE(w.contents()->currentRow(), 1);
    QVERIFY(w.browser()->toPlainText().contains("First page"));
    w.showPage("nonsense.md"); // an unknown page: the contents
    QCOMPARE(w.currentPage(), QString("index.md"));
}

// A link to another page's heading opens the page scrolled to the heading.
void TestManual::linkToAHeadingGoesThere() {
    ManualWindow w({}, nullptr, root_);
    w.resize(600, 400);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showPage("first.md");
    emit w.browser()->anchorClicked(QUrl("second.md#later-part"));
    QCOMPARE(w.currentPage(), QString("second.md"));
    QTRY_VERIFY(w.browser()->verticalScrollBar()->value() > 0);
    const int at = w.browser()->verticalScrollBar()->value();
    w.showPage("second.md"); // the top again
    QCOMPARE(w.browser()->verticalScrollBar()->value(), 0);
    w.showPage("second.md#later-part");
    QCOMPARE(w.browser()->verticalScrollBar()->value(), at);
}

void TestManual::backAndForward() {
    ManualWindow w({}, nullptr, root_);
    w.showPage("first.md");
    w.showPage("second.md");
    QVERIFY(w.browser()->isBackwardAvailable());
    w.browser()->backward();
    QCOMPARE(w.currentPage(), QString("first.md"));
    w.browser()->forward();
    QCOMPARE(w.currentPage(), QString("second.md"));
}

// Russian where translated, English where not; the contents' titles from the Russian index.
void TestManual::translatedPagesAndTheFallback() {
    ManualWindow w(QStringLiteral("ru"), nullptr, root_);
    QCOMPARE(w.contents()->item(1)->text(), QString("Первые шаги"));
    w.showPage("first.md");
    QVERIFY(w.browser()->toPlainText().contains("Первая страница"));
    QVERIFY(w.pathOf("first.md").endsWith("/manual/ru/first.md"));
    QVERIFY(w.pathOf("index.md").endsWith("/manual/ru/index.md"));
    // A page not translated: in English.
    ManualWindow partly(QStringLiteral("sv"), nullptr, root_);
    partly.showPage("second.md");
    QVERIFY(partly.browser()->toPlainText().contains("Second page"));
    QVERIFY(partly.pathOf("second.md").endsWith("/manual/second.md"));
    // An English anchor (F1's) finds the heading at its place in the translation.
    w.resize(600, 400);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showPage("second.md#later-part");
    QVERIFY(w.browser()->toPlainText().contains("Вторая страница"));
    QTRY_VERIFY(w.browser()->verticalScrollBar()->value() > 0);
}

// The contents keep the pages that have the words; Enter finds them, on another page too.
void TestManual::searchFindsAndFilters() {
    ManualWindow w({}, nullptr, root_);
    w.showPage("first.md");
    w.searchField()->setText("needle");
    QVERIFY(w.contents()->item(1)->isHidden());
    QVERIFY(!w.contents()->item(2)->isHidden());
    QTest::keyClick(w.searchField(), Qt::Key_Return);
    QCOMPARE(w.currentPage(), QString("second.md"));
    QCOMPARE(w.browser()->textCursor().selectedText(), QString("needle"));
    w.searchField()->clear();
    QVERIFY(!w.contents()->item(1)->isHidden());
}

void TestManual::f1OpensTheManual() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* manual = window.action("manual");
    QVERIFY(manual);
    QCOMPARE(manual->shortcut(), QKeySequence(QKeySequence::HelpContents));
    manual->trigger();
    QVERIFY(window.manual() && window.manual()->isVisible());
    QCOMPARE(window.manual()->currentPage(), QString("index.md"));
}

// F1 in a modal dialog opens the dialog's page in a window the dialog owns (one the modal dialog
// would not block).
void TestManual::f1InADialogOpensItsPage() {
    NewGameDialog dialog(NewGameChoice{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::keyClick(&dialog, Qt::Key_F1);
    auto* manual = dialog.findChild<ManualWindow*>();
    QVERIFY(manual && manual->isVisible());
    QCOMPARE(manual->currentPage(), QString("getting-started.md"));
    PreferencesDialog preferences;
    preferences.show();
    QVERIFY(QTest::qWaitForWindowExposed(&preferences));
    QTest::keyClick(&preferences, Qt::Key_F1);
    QVERIFY(preferences.findChild<ManualWindow*>());
    QCOMPARE(preferences.findChild<ManualWindow*>()->currentPage(), QString("preferences.md"));
}

// Each language folder of the compiled-in manual has every page the English contents list.
void TestManual::everyPageInEveryLanguage() {
    const QString root = QString::fromLatin1(ManualWindow::DefaultRoot);
    ManualWindow english({}, nullptr, root);
    QVERIFY2(english.pages().size() >= 12, qPrintable(english.pages().join(' ')));
    for (const QString& page : english.pages())
        QVERIFY2(QFile::exists(root + '/' + page), qPrintable(page));
    const QStringList languages = QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QVERIFY2(languages.contains("ru"), "the manual in Russian");
    for (const QString& language : languages)
        for (const QString& page : QStringList{"index.md"} + english.pages())
            QVERIFY2(QFile::exists(root + '/' + language + '/' + page),
                     qPrintable(language + '/' + page));
}

// Every relative link and picture of every page points at a file compiled in, and a link to a
// heading at a heading of that page.
void TestManual::everyLinkAndPictureResolves() {
    static const QRegularExpression link(QStringLiteral(R"(!?\[[^\]]*\]\(([^)\s]+)\))"));
    QDirIterator it(QString::fromLatin1(ManualWindow::DefaultRoot), {"*.md"}, QDir::Files,
                    QDirIterator::Subdirectories);
    int checked = 0;
    while (it.hasNext()) {
        const QString page = it.next();
        const QString text = read(page);
        for (const QRegularExpressionMatch& m : link.globalMatch(text)) {
            const QString target = m.captured(1);
            if (target.contains("://") || target.startsWith("mailto:")) continue;
            const QString file = target.section('#', 0, 0);
            const QString anchor = target.section('#', 1);
            const QString path =
                file.isEmpty() ? page : QDir::cleanPath(QFileInfo(page).path() + '/' + file);
            QVERIFY2(QFile::exists(path), qPrintable(page + ": " + target));
            if (!anchor.isEmpty())
                QVERIFY2(headingAnchors(read(path)).contains(anchor),
                         qPrintable(page + ": " + target));
            ++checked;
        }
    }
    QVERIFY(checked > 20);
}

void TestManual::contentsShowEveryTitleWhole_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QString();
    for (const QString& language : QDir(QString::fromLatin1(ManualWindow::DefaultRoot))
                                       .entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        QTest::newRow(qPrintable(language)) << language;
}

// The compiled-in contents at the window's first size: every title whole on its line, no
// horizontal scroll bar (the Russian titles were cut).
void TestManual::contentsShowEveryTitleWhole() {
    QFETCH(QString, language);
    ManualWindow w(language);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QListWidget* contents = w.contents();
    QVERIFY(contents->count() >= 13);
    const QFontMetrics metrics(contents->font());
    for (int i = 0; i < contents->count(); ++i) {
        const QString title = contents->item(i)->text();
        QVERIFY2(metrics.horizontalAdvance(title) <= contents->viewport()->width(),
                 qPrintable(QString("\"%1\": %2 px in %3")
                                .arg(title)
                                .arg(metrics.horizontalAdvance(title))
                                .arg(contents->viewport()->width())));
    }
    QVERIFY(!contents->horizontalScrollBar()->isVisible());
}

void TestManual::rulesShownWithoutDevelopersNotes_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("link");
    QTest::newRow("en") << QString() << "../RULES.md#4-captures";
    QTest::newRow("ru") << "ru"
                        << "../../RULES.md#4-captures";
}

// The manual's rules page links to docs/RULES.md, which is shown in the manual's window: its rules
// are there, its notes on the code and the tests are not (they stay in the file, for developers).
void TestManual::rulesShownWithoutDevelopersNotes() {
    QFETCH(QString, language);
    QFETCH(QString, link);
    ManualWindow w(language);
    w.showPage("rules.md");
    QVERIFY(read(w.pathOf("rules.md")).contains(link));
    emit w.browser()->anchorClicked(QUrl(link));
    QVERIFY(w.browser()->source().path().endsWith("/docs/RULES.md"));
    const QString shown = w.browser()->toPlainText();
    for (const char* rule : {"4.8", "Captures", "Turkish strike", "E9", "Reference counts"})
        QVERIFY2(shown.contains(rule), rule);
    for (const char* note : {"tst_", "tests/", "core/", "Where the rules live", "cite this file",
                             "CI runs", "developers"})
        QVERIFY2(!shown.contains(note), note);
    const QString file = read(QStringLiteral(":/docs/RULES.md"));
    for (const char* note : {"tst_rules.cpp", "Where the rules live", "cite this file"})
        QVERIFY2(file.contains(note), note);
}

QTEST_MAIN(TestManual)
#include "tst_manual.moc"
