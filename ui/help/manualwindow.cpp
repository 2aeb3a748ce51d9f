#include "ui/help/manualwindow.h"

#include "ui/common/icons.h"
#include "ui/common/startup.h"

#include <QDesktopServices>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QScreen>
#include <QShortcut>
#include <QSplitter>
#include <QStyle>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QVBoxLayout>

namespace bashni::ui {

namespace {

constexpr const char* IndexPage = "index.md";
// Pictures no wider than this: the screenshots are taken at the size of a laptop's window.
constexpr int MaxImageWidth = 560;

// docs/RULES.md is the players' rules and the developers' reference at once: its notes on the
// code and tests lie between these two comments, which GitHub shows to nobody and the manual
// leaves out, so that the file stays whole for developers.
QString withoutDeveloperNotes(QString markdown) {
    static const QRegularExpression notes(
        QStringLiteral(R"(<!--\s*developers\s*-->.*?<!--\s*/developers\s*-->\n?)"),
        QRegularExpression::DotMatchesEverythingOption);
    return markdown.remove(notes);
}

// A Markdown page as the reader sees it.
QString readText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return withoutDeveloperNotes(QString::fromUtf8(f.readAll()));
}

// A heading's anchor as GitHub makes it, so that links written for the repository work here:
// lower case, spaces to hyphens, other punctuation dropped.
QString slug(const QString& heading) {
    QString s;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            s += c;
        else if (c.isSpace())
            s += QLatin1Char('-');
    }
    return s;
}

// The anchors of a page's headings in order, GitHub's way: a repeated one numbered (a, a-1, …).
QStringList headingAnchors(const QTextDocument& doc) {
    QStringList names;
    QHash<QString, int> seen;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() == 0) continue;
        QString name = slug(b.text());
        if (const int n = seen[name]++) name += QStringLiteral("-%1").arg(n);
        names << name;
    }
    return names;
}

QUrl pageUrl(const QString& path) {
    return path.startsWith(QLatin1Char(':')) ? QUrl(QStringLiteral("qrc") + path)
                                             : QUrl::fromLocalFile(path);
}

QString localPath(const QUrl& url) {
    return url.scheme() == QLatin1String("qrc") ? QLatin1Char(':') + url.path() : url.toLocalFile();
}

} // namespace

// A QTextBrowser that reads Markdown pages and gives their headings the anchors links expect.
class ManualBrowser : public QTextBrowser {
  public:
    using QTextBrowser::QTextBrowser;

  protected:
    // Every Markdown page through readText: the documents the manual links to without their
    // notes for developers.
    QVariant loadResource(int type, const QUrl& name) override {
        if (type == QTextDocument::MarkdownResource) return readText(localPath(name));
        return QTextBrowser::loadResource(type, name);
    }
    void doSetSource(const QUrl& url, QTextDocument::ResourceType type) override {
        const QUrl page = url.adjusted(QUrl::RemoveFragment);
        const bool markdown = page.path().endsWith(QLatin1String(".md"));
        QTextBrowser::doSetSource(page, markdown ? QTextDocument::MarkdownResource : type);
        prepare(); // again on the same page, which QTextBrowser may have loaded anew
        if (url.hasFragment()) scrollToAnchor(url.fragment());
    }

  private:
    void prepare() {
        const QStringList names = headingAnchors(*document());
        int heading = 0;
        for (QTextBlock b = document()->begin(); b.isValid(); b = b.next()) {
            if (b.blockFormat().headingLevel() > 0) nameHeading(b, names.value(heading++));
            for (auto it = b.begin(); !it.atEnd(); ++it) fitImage(it.fragment());
        }
    }
    void nameHeading(const QTextBlock& b, const QString& name) {
        QTextCursor c(b);
        c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat f;
        f.setAnchor(true);
        f.setAnchorNames({name});
        c.mergeCharFormat(f);
    }
    void fitImage(const QTextFragment& fragment) {
        if (!fragment.charFormat().isImageFormat()) return;
        QTextImageFormat image = fragment.charFormat().toImageFormat();
        const QVariant picture = document()->resource(QTextDocument::ImageResource, image.name());
        const QSize size = picture.value<QImage>().size();
        if (size.isEmpty() || size.width() <= MaxImageWidth) return;
        image.setWidth(MaxImageWidth);
        image.setHeight(size.height() * double(MaxImageWidth) / size.width());
        QTextCursor c(document());
        c.setPosition(fragment.position());
        c.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
        c.setCharFormat(image);
    }
};

ManualWindow::ManualWindow(const QString& language, QWidget* parent, const QString& root)
    : QWidget(parent, Qt::Window), root_(root), language_(language), browser_(new ManualBrowser),
      contents_(new QListWidget), search_(new QLineEdit), searchStatus_(new QLabel),
      back_(new QToolButton), forward_(new QToolButton) {
    setObjectName(QStringLiteral("manualWindow"));
    setWindowTitle(tr("Bashni Manual"));
    browser_->setObjectName(QStringLiteral("manualBrowser"));
    browser_->setOpenLinks(false);
    contents_->setObjectName(QStringLiteral("manualContents"));
    contents_->setAccessibleName(tr("Contents"));
    search_->setObjectName(QStringLiteral("manualSearch"));
    search_->setPlaceholderText(tr("Search the manual"));
    search_->setClearButtonEnabled(true);
    search_->setToolTip(tr("Enter finds the next place, Shift+Enter the one before; pages "
                           "without the words leave the contents"));
    back_->setIcon(themedIcon(QStringLiteral("go-previous"), palette()));
    back_->setToolTip(tr("Back (Alt+Left)"));
    back_->setAccessibleName(tr("Back"));
    back_->setShortcut(QKeySequence::Back);
    forward_->setIcon(themedIcon(QStringLiteral("go-next"), palette()));
    forward_->setToolTip(tr("Forward (Alt+Right)"));
    forward_->setAccessibleName(tr("Forward"));
    forward_->setShortcut(QKeySequence::Forward);
    auto* home = new QToolButton;
    home->setIcon(themedIcon(QStringLiteral("go-home"), palette()));
    if (home->icon().isNull()) home->setText(tr("Contents"));
    home->setToolTip(tr("Contents"));
    home->setAccessibleName(tr("Contents"));

    auto* bar = new QHBoxLayout;
    bar->addWidget(back_);
    bar->addWidget(forward_);
    bar->addWidget(home);
    bar->addWidget(search_, 1);
    bar->addWidget(searchStatus_);
    auto* split = new QSplitter;
    split->addWidget(contents_);
    split->addWidget(browser_);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    connect(back_, &QToolButton::clicked, browser_, &QTextBrowser::backward);
    connect(forward_, &QToolButton::clicked, browser_, &QTextBrowser::forward);
    connect(home, &QToolButton::clicked, this,
            [this] { showPage(QString::fromLatin1(IndexPage)); });
    connect(browser_, &QTextBrowser::backwardAvailable, back_, &QWidget::setEnabled);
    connect(browser_, &QTextBrowser::forwardAvailable, forward_, &QWidget::setEnabled);
    connect(browser_, &QTextBrowser::anchorClicked, this, &ManualWindow::openLink);
    connect(browser_, &QTextBrowser::sourceChanged, this, &ManualWindow::syncContents);
    connect(contents_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { showPage(item->data(Qt::UserRole).toString()); });
    connect(contents_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { showPage(item->data(Qt::UserRole).toString()); });
    connect(search_, &QLineEdit::textChanged, this, &ManualWindow::filterContents);
    connect(search_, &QLineEdit::returnPressed, this, [this] { search(false); });
    auto* previous = new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Return), search_);
    previous->setContext(Qt::WidgetShortcut);
    connect(previous, &QShortcut::activated, this, [this] { search(true); });
    auto* find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        search_->setFocus(Qt::ShortcutFocusReason);
        search_->selectAll();
    });
    auto* close = new QShortcut(QKeySequence::Close, this);
    connect(close, &QShortcut::activated, this, &QWidget::close);

    back_->setEnabled(false);
    forward_->setEnabled(false);
    readContents();
    fitContents();
    split->setSizes({contents_->minimumWidth(), 600});
    QSize size(900, 700);
    if (const QScreen* s = screen()) size = size.boundedTo(s->availableGeometry().size() * 0.9);
    resize(size);
}

// The contents as wide as their longest title: a fixed width cut the Russian titles, and the
// splitter shrank the list further in a window smaller than 900 pixels.
void ManualWindow::fitContents() {
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, contents_);
    contents_->setMinimumWidth(contents_->sizeHintForColumn(0) + 2 * contents_->frameWidth() +
                               scrollBar);
}

QTextBrowser* ManualWindow::browser() const {
    return browser_;
}

QString ManualWindow::pathOf(const QString& page) const {
    if (!language_.isEmpty()) {
        const QString translated = root_ + QLatin1Char('/') + language_ + QLatin1Char('/') + page;
        if (QFileInfo::exists(translated)) return translated;
    }
    return root_ + QLatin1Char('/') + page;
}

QStringList ManualWindow::pages() const {
    return pages_;
}

// The contents are the links of index.md, in its order and with its (translated) titles.
void ManualWindow::readContents() {
    static const QRegularExpression link(QStringLiteral(R"(\[([^\]]+)\]\(([^)#\s]+\.md)\))"));
    const QString index = readText(pathOf(QString::fromLatin1(IndexPage)));
    auto* top = new QListWidgetItem(tr("Contents"), contents_);
    top->setData(Qt::UserRole, QString::fromLatin1(IndexPage));
    for (const QRegularExpressionMatch& m : link.globalMatch(index)) {
        const QString page = m.captured(2);
        if (pages_.contains(page) || page.contains(QLatin1Char('/'))) continue;
        pages_ << page;
        auto* item = new QListWidgetItem(m.captured(1), contents_);
        item->setData(Qt::UserRole, page);
    }
}

void ManualWindow::showPage(const QString& page) {
    const QString name = page.section(QLatin1Char('#'), 0, 0);
    const QString heading = page.section(QLatin1Char('#'), 1);
    const bool known = name == QLatin1String(IndexPage) || pages_.contains(name);
    const QString path = pathOf(known ? name : QString::fromLatin1(IndexPage));
    QUrl url = pageUrl(path);
    if (known && !heading.isEmpty()) url.setFragment(translatedAnchor(name, heading, path));
    browser_->setSource(url);
}

// The program names headings by their English anchors (F1's pages); a translated page has the
// same headings in the same order under other names, so the one at the same place is meant.
QString ManualWindow::translatedAnchor(const QString& page, const QString& anchor,
                                       const QString& path) const {
    const QString english = root_ + QLatin1Char('/') + page;
    if (path == english) return anchor;
    const QStringList translated = headingAnchors(readText(path));
    if (translated.contains(anchor)) return anchor;
    const qsizetype at = headingAnchors(readText(english)).indexOf(anchor);
    return at >= 0 && at < translated.size() ? translated[at] : anchor;
}

QString ManualWindow::currentPage() const {
    return QFileInfo(browser_->source().path()).fileName();
}

// From the signal's address: QTextBrowser tells of the new page before source() has it.
void ManualWindow::syncContents(const QUrl& url) {
    const QString page = QFileInfo(url.path()).fileName();
    for (int i = 0; i < contents_->count(); ++i)
        if (contents_->item(i)->data(Qt::UserRole).toString() == page)
            return contents_->setCurrentRow(i);
}

// Pages of the manual by their names, in the reader's language; the other files of the
// repository the manual links to (docs/RULES.md) as they are; the web outside.
void ManualWindow::openLink(const QUrl& url) {
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https") ||
        url.scheme() == QLatin1String("mailto"))
        return void(QDesktopServices::openUrl(url));
    if (url.path().isEmpty()) return void(browser_->scrollToAnchor(url.fragment()));
    const QUrl target = browser_->source().resolved(url);
    const QString name = QFileInfo(target.path()).fileName();
    if (name == QLatin1String(IndexPage) || pages_.contains(name))
        return showPage(url.hasFragment() ? name + QLatin1Char('#') + url.fragment() : name);
    if (QFileInfo::exists(localPath(target))) browser_->setSource(target);
}

QString ManualWindow::plainText(const QString& page) {
    auto it = texts_.find(page);
    if (it == texts_.end()) {
        QTextDocument doc;
        doc.setMarkdown(readText(pathOf(page)));
        it = texts_.insert(page, doc.toPlainText());
    }
    return *it;
}

// Pages without the words leave the contents while the search field holds them.
void ManualWindow::filterContents(const QString& text) {
    for (int i = 0; i < contents_->count(); ++i) {
        QListWidgetItem* item = contents_->item(i);
        item->setHidden(
            !text.isEmpty() &&
            !plainText(item->data(Qt::UserRole).toString()).contains(text, Qt::CaseInsensitive));
    }
    searchStatus_->clear();
}

// The next place of the words on this page, from the top again at its end; then the next page
// that has them.
void ManualWindow::search(bool backwards) {
    const QString text = search_->text();
    if (text.isEmpty()) return;
    const QTextDocument::FindFlags flags =
        backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (browser_->find(text, flags)) return searchStatus_->clear();
    QTextCursor wrap(browser_->document());
    wrap.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
    browser_->setTextCursor(wrap);
    if (browser_->find(text, flags)) return searchStatus_->clear();
    const int from = std::max(0, int(pages_.indexOf(currentPage())));
    for (int step = 1; step <= pages_.size(); ++step) {
        const QString page = pages_[(from + step) % pages_.size()];
        if (!plainText(page).contains(text, Qt::CaseInsensitive)) continue;
        showPage(page);
        if (browser_->find(text)) return searchStatus_->clear();
    }
    searchStatus_->setText(tr("Not found"));
}

QStringList headingAnchors(const QString& markdown) {
    QTextDocument doc;
    doc.setMarkdown(markdown);
    return headingAnchors(doc);
}

void addContextHelp(QWidget* window, const QString& page) {
    auto* key = new QShortcut(QKeySequence::HelpContents, window);
    key->setContext(Qt::WindowShortcut);
    QObject::connect(key, &QShortcut::activated, window, [window, page] {
        auto* manual = window->findChild<ManualWindow*>(QString(), Qt::FindDirectChildrenOnly);
        if (!manual) manual = new ManualWindow(programLanguage(), window);
        manual->showPage(page);
        manual->show();
        manual->raise();
        manual->activateWindow();
    });
}

} // namespace bashni::ui
