// Help → Manual (F1): the player's manual, docs/manual/*.md compiled in, in a window of its own
// with the contents beside the page, back and forward, and a search over the text of every page. A
// language's pages lie in a folder of that name (docs/manual/ru/); a page not translated is shown
// in English. Links between pages and to their headings (GitHub's anchors) work as on the web;
// links elsewhere open outside.
#pragma once

#include <QHash>
#include <QWidget>

class QLineEdit;
class QListWidget;
class QLabel;
class QTextBrowser;
class QToolButton;

namespace bashni::ui {

class ManualBrowser;

class ManualWindow : public QWidget {
    Q_OBJECT
  public:
    // Where the compiled-in manual lies: the English pages, and beside them a folder a language.
    static constexpr const char* DefaultRoot = ":/docs/manual";

    // `language` as "ru", "" for English; `root` for tests.
    explicit ManualWindow(const QString& language, QWidget* parent = nullptr,
                          const QString& root = QString::fromLatin1(DefaultRoot));

    // "review.md", or with a heading: "lessons-and-puzzles.md#puzzles". Unknown pages show the
    // contents.
    void showPage(const QString& page);
    QString currentPage() const;               // "review.md"
    QStringList pages() const;                 // as index.md lists them
    QString pathOf(const QString& page) const; // the file shown for a page in this language
    QTextBrowser* browser() const;
    QListWidget* contents() const { return contents_; }
    QLineEdit* searchField() const { return search_; }

  private:
    void readContents();
    void fitContents();
    QString translatedAnchor(const QString& page, const QString& anchor, const QString& path) const;
    void openLink(const QUrl& url);
    void search(bool backwards);
    void filterContents(const QString& text);
    QString plainText(const QString& page);
    void syncContents(const QUrl& url);

    QString root_;
    QString language_;
    QStringList pages_;
    QHash<QString, QString> texts_; // a page's plain text, read at the first search
    ManualBrowser* browser_;
    QListWidget* contents_;
    QLineEdit* search_;
    QLabel* searchStatus_;
    QToolButton* back_;
    QToolButton* forward_;
};

// The anchors of a Markdown page's headings in order, as GitHub makes them ("Hello, world!" is
// "hello-world"; a repeated one numbered: a, a-1, …).
QStringList headingAnchors(const QString& markdown);

// F1 in `window` (a dialog, the editor, the puzzle trainer) opens the manual at `page`, in a window
// of its own that belongs to `window`, so that a modal dialog does not block it.
void addContextHelp(QWidget* window, const QString& page);

} // namespace bashni::ui
