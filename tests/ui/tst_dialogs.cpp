// ui/dialogs: what is edited in Game Tags reaches the game's record and survives writing and
// reading PDN; names the reader could not read back are refused; the game picker lists a file's
// games, filters them, sorts them and gives the index of the one chosen.
#include "core/pdn.h"
#include "ui/dialogs/gamepicker.h"
#include "ui/dialogs/tagsdialog.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include <algorithm>

using namespace bashni;
using namespace bashni::ui;

namespace {

template <class W>
W* child(const QObject* parent, const char* name) {
    W* w = parent->findChild<W*>(QLatin1String(name));
    if (!w) qFatal("no child widget named %s", name);
    return w;
}

QString fromStd(const std::string& s) {
    return QString::fromStdString(s);
}

// A game of `plies` moves: the first legal move each time, so always the same game.
Game gameOf(int plies) {
    Game g;
    for (int i = 0; i < plies; ++i) {
        const auto moves = g.legalMoves();
        if (moves.empty() || !g.play(moves.front())) qFatal("cannot play ply %d", i + 1);
    }
    return g;
}

// The tags other than the Seven Tag Roster, in the game's order, as "Name=value".
QStringList otherTags(const Game& g) {
    static const QStringList roster = {"Event", "Site",  "Date",  "Round",
                                       "White", "Black", "Result"};
    QStringList out;
    for (const auto& [name, value] : g.tags())
        if (!roster.contains(fromStd(name))) out << fromStd(name) + '=' + fromStd(value);
    return out;
}

QStringList tableNames(const QTableWidget* table) {
    QStringList out;
    for (int r = 0; r < table->rowCount(); ++r) out << table->item(r, 0)->text();
    return out;
}

int rowOf(const QTableWidget* table, const QString& name) {
    return int(tableNames(table).indexOf(name));
}

// Typed key by key; QTest has no keys for non-ASCII letters, so those come in one insertion.
void type(QLineEdit* edit, const QString& text) {
    const bool ascii =
        std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 128; });
    if (ascii)
        QTest::keyClicks(edit, text);
    else
        edit->insert(text);
}

void appendRow(QTableWidget* table, const QString& name, const QString& value) {
    const int row = table->rowCount();
    table->insertRow(row);
    table->setItem(row, 0, new QTableWidgetItem(name));
    table->setItem(row, 1, new QTableWidgetItem(value));
}

void clickOk(const QDialog& d) {
    QTest::mouseClick(d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
}

// The game read back from what the writer makes of `g`.
Game roundTrip(const Game& g) {
    const PdnReadResult read = readPdn(writePdn(g));
    if (read.games.size() != 1 || !read.errors.empty()) qFatal("the record does not read back");
    return read.games.front();
}

// Four games: index, players, result, date, event and length all differ in some way.
std::vector<Game> sampleGames() {
    struct Row {
        const char *white, *black, *date, *event;
        int plies;
    };
    const Row rows[] = {{"Anna", "Boris", "2026.01.05", "Club final", 3},
                        {"Carl", "Anna", "2025.12.24", "Winter cup", 0},
                        {"Dora", "Eve", "2026.03.01", "Club final", 12},
                        {"Boris", "Carl", "????.??.??", "Casual game", 1}};
    std::vector<Game> games;
    for (const Row& r : rows) {
        Game g = gameOf(r.plies);
        g.setTag("White", r.white);
        g.setTag("Black", r.black);
        g.setTag("Date", r.date);
        g.setTag("Event", r.event);
        games.push_back(std::move(g));
    }
    games[0].resign(Color::Black); // 2-0
    games[1].resign(Color::White); // 0-2
    games[2].agreeDraw();          // 1-1; games[3] stays unfinished
    return games;
}

// What the picker lists of sampleGames().
GameSummaries sampleList() {
    GameSummaries list;
    for (const Game& g : sampleGames()) list.add(g);
    return list;
}

enum Column { Number, White, Black, ResultColumn, Date, Event, Moves };

// Column `c` of the rows shown (the filter's left out), in the list's order.
QStringList column(const QTableView* list, int c) {
    const QAbstractItemModel* rows = list->model();
    QStringList out;
    for (int r = 0; r < rows->rowCount(); ++r) out << rows->index(r, c).data().toString();
    return out;
}

} // namespace

class TestDialogs : public QObject {
    Q_OBJECT
  private slots:
    void formFieldsReachTheGame_data();
    void formFieldsReachTheGame();
    void unknownValuesShowEmpty();
    void date_data();
    void date();
    void tagsRoundTripThroughPdn();
    void invalidNamesAreRefused_data();
    void invalidNamesAreRefused();
    void blankRowIsIgnored();
    void removingAnOtherTag_data();
    void removingAnOtherTag();
    void programTagsAreNotEditable();

    void pickerListsTheGames();
    void pickerFilters_data();
    void pickerFilters();
    void pickerChoosesAfterSorting_data();
    void pickerChoosesAfterSorting();
    void pickerCancel();
};

// The form's field, what is typed there, and the tag's value in the game afterwards.
void TestDialogs::formFieldsReachTheGame_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("tag");
    QTest::addColumn<QString>("expected");
    QTest::newRow("white") << "white"
                           << "Anna"
                           << "White"
                           << "Anna";
    QTest::newRow("black trimmed") << "black"
                                   << "  Boris  "
                                   << "Black"
                                   << "Boris";
    QTest::newRow("event") << "event"
                           << "Club final"
                           << "Event"
                           << "Club final";
    QTest::newRow("site non-ASCII") << "site"
                                    << "Санкт-Петербург"
                                    << "Site"
                                    << "Санкт-Петербург";
    QTest::newRow("round") << "round"
                           << "3.1"
                           << "Round"
                           << "3.1";
    QTest::newRow("cleared white is unknown") << "white"
                                              << ""
                                              << "White"
                                              << "?";
    QTest::newRow("blank round is unknown") << "round"
                                            << "   "
                                            << "Round"
                                            << "?";
}

void TestDialogs::formFieldsReachTheGame() {
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(QString, tag);
    QFETCH(QString, expected);
    Game g = gameOf(2);
    g.setTag("White", "Old white");
    g.setTag("Round", "7");
    TagsDialog d(g);
    d.show();
    auto* edit = child<QLineEdit>(&d, field.toLatin1().constData());
    edit->clear();
    type(edit, typed);
    clickOk(d);
    QCOMPARE(d.result(), int(QDialog::Accepted));
    const auto before = g.tags();
    d.applyTo(g);
    QCOMPARE(fromStd(g.tag(tag.toStdString())), expected);
    QCOMPARE(g.tags().size(), before.size()); // the roster stays, nothing is added
    for (std::size_t i = 0; i < before.size(); ++i) {
        QCOMPARE(g.tags()[i].first, before[i].first); // in the same order
        if (fromStd(before[i].first) != tag) QCOMPARE(g.tags()[i].second, before[i].second);
    }
    QCOMPARE(fromStd(roundTrip(g).tag(tag.toStdString())), expected);
}

void TestDialogs::unknownValuesShowEmpty() {
    Game g;
    g.setTag("Black", "Eve");
    TagsDialog d(g);
    QCOMPARE(child<QLineEdit>(&d, "white")->text(), QString());
    QCOMPARE(child<QLineEdit>(&d, "event")->text(), QString());
    QVERIFY(!child<QLineEdit>(&d, "white")->placeholderText().isEmpty());
    QCOMPARE(child<QLineEdit>(&d, "black")->text(), QString("Eve"));
    d.applyTo(g);
    QCOMPARE(g.tag("White"), std::string("?"));
    QCOMPARE(g.tag("Event"), std::string("?"));
    QCOMPARE(g.tag("Black"), std::string("Eve"));
}

// The date as recorded, how the dialog shows it (0 unknown, 1 exact, 2 kept as recorded), what
// is chosen (-1 nothing), the exact date set, and the Date tag afterwards.
void TestDialogs::date_data() {
    QTest::addColumn<QString>("recorded");
    QTest::addColumn<int>("shown");
    QTest::addColumn<int>("chosen");
    QTest::addColumn<QDate>("exact");
    QTest::addColumn<QString>("expected");
    const QDate none;
    QTest::newRow("exact kept") << "2026.11.30" << 1 << -1 << none << "2026.11.30";
    QTest::newRow("exact changed") << "2026.11.30" << 1 << 1 << QDate(2024, 2, 29) << "2024.02.29";
    QTest::newRow("exact to unknown") << "2026.11.30" << 1 << 0 << none << "????.??.??";
    QTest::newRow("unknown kept") << "????.??.??" << 0 << -1 << none << "????.??.??";
    QTest::newRow("lone ? is unknown") << "?" << 0 << -1 << none << "????.??.??";
    QTest::newRow("unknown to exact")
        << "????.??.??" << 0 << 1 << QDate(1999, 1, 9) << "1999.01.09";
    QTest::newRow("partial kept") << "2026.??.??" << 2 << -1 << none << "2026.??.??";
    QTest::newRow("partial to exact")
        << "2026.??.??" << 2 << 1 << QDate(2026, 5, 1) << "2026.05.01";
    QTest::newRow("partial to unknown") << "2026.??.??" << 2 << 0 << none << "????.??.??";
    QTest::newRow("words kept") << "last Tuesday" << 2 << -1 << none << "last Tuesday";
    QTest::newRow("impossible day kept") << "2026.02.30" << 2 << -1 << none << "2026.02.30";
}

void TestDialogs::date() {
    QFETCH(QString, recorded);
    QFETCH(int, shown);
    QFETCH(int, chosen);
    QFETCH(QDate, exact);
    QFETCH(QString, expected);
    Game g;
    g.setTag("Date", recorded.toStdString());
    TagsDialog d(g);
    auto* kind = child<QComboBox>(&d, "dateKind");
    auto* edit = child<QDateEdit>(&d, "date");
    QCOMPARE(kind->currentData().toInt(), shown);
    QCOMPARE(edit->isEnabled(), shown == 1);
    if (shown == 2) QVERIFY(kind->currentText().contains(recorded));
    if (chosen >= 0) kind->setCurrentIndex(kind->findData(chosen));
    QCOMPARE(edit->isEnabled(), kind->currentData().toInt() == 1);
    if (exact.isValid()) edit->setDate(exact);
    d.applyTo(g);
    QCOMPARE(fromStd(g.tag("Date")), expected);
    QCOMPARE(fromStd(roundTrip(g).tag("Date")), expected);
}

// As a player does it: type into the form, change a value in the table, add a tag with the
// Add button and the keyboard; then write the record and read it back.
void TestDialogs::tagsRoundTripThroughPdn() {
    Game g = gameOf(5);
    g.setTag("Annotator", "Old");
    TagsDialog d(g);
    d.show();
    QVERIFY(QTest::qWaitForWindowActive(&d));
    QTest::keyClicks(child<QLineEdit>(&d, "white"), "Anna Ivanova");
    QTest::keyClicks(child<QLineEdit>(&d, "black"), "Bashni AI (level 5)");
    QTest::keyClicks(child<QLineEdit>(&d, "event"), "Club \"final\"");
    auto* kind = child<QComboBox>(&d, "dateKind");
    kind->setCurrentIndex(kind->findData(1));
    child<QDateEdit>(&d, "date")->setDate(QDate(2026, 11, 30));
    auto* table = child<QTableWidget>(&d, "extraTags");
    table->item(rowOf(table, "Annotator"), 1)->setText("Nina");
    QTest::mouseClick(child<QPushButton>(&d, "addTag"), Qt::LeftButton);
    QTest::keyClicks(QApplication::focusWidget(), "Opening");
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClicks(QApplication::focusWidget(), "Cross");
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(tableNames(table), QStringList({"Annotator", "Opening"}));
    clickOk(d);
    QCOMPARE(d.result(), int(QDialog::Accepted));
    d.applyTo(g);
    QCOMPARE(otherTags(g), QStringList({"Annotator=Nina", "Opening=Cross"}));

    const std::string text = writePdn(g);
    QVERIFY(text.find("[White \"Anna Ivanova\"]") != std::string::npos);
    QVERIFY(text.find("[Event \"Club \\\"final\\\"\"]") != std::string::npos);
    QVERIFY(text.find("[Opening \"Cross\"]") != std::string::npos);
    const Game back = roundTrip(g);
    QCOMPARE(back.tags(), g.tags());
    QCOMPARE(back.plyCount(), 5);
    QCOMPARE(back.tag("Date"), std::string("2026.11.30"));
}

// A row of the table that cannot be written, and what the message names.
void TestDialogs::invalidNamesAreRefused_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("named");
    QTest::newRow("space") << "Two words"
                           << "Two words";
    QTest::newRow("hyphen") << "Time-control"
                            << "Time-control";
    QTest::newRow("non-ASCII letter") << "Ünicode"
                                      << "Ünicode";
    QTest::newRow("bracket") << "Tag]"
                             << "Tag]";
    QTest::newRow("no name") << ""
                             << "";
    QTest::newRow("program's tag") << "FEN"
                                   << "FEN";
    QTest::newRow("program's Result") << "Result"
                                      << "Result";
    QTest::newRow("form's tag") << "White"
                                << "White";
    QTest::newRow("twice") << "Annotator"
                           << "Annotator";
}

void TestDialogs::invalidNamesAreRefused() {
    QFETCH(QString, name);
    QFETCH(QString, named);
    Game g;
    g.setTag("Annotator", "Nina");
    TagsDialog d(g);
    d.show();
    auto* table = child<QTableWidget>(&d, "extraTags");
    appendRow(table, name, "value");
    auto* error = child<QLabel>(&d, "error");
    QVERIFY(error->isHidden());
    clickOk(d);
    QVERIFY(d.isVisible()); // refused: the dialog stays open
    QCOMPARE(d.result(), int(QDialog::Rejected));
    QVERIFY(error->isVisible());
    QVERIFY(!error->text().isEmpty());
    QVERIFY(error->text().contains(named));
    QCOMPARE(table->currentRow(), 1);

    table->item(1, 0)->setText("Good_Name_2");
    QVERIFY(error->isHidden()); // the message goes once the table changes
    clickOk(d);
    QCOMPARE(d.result(), int(QDialog::Accepted));
    QVERIFY(!d.isVisible());
    d.applyTo(g);
    QCOMPARE(otherTags(g), QStringList({"Annotator=Nina", "Good_Name_2=value"}));
}

void TestDialogs::blankRowIsIgnored() {
    Game g;
    TagsDialog d(g);
    d.show();
    QTest::mouseClick(child<QPushButton>(&d, "addTag"), Qt::LeftButton);
    QCOMPARE(child<QTableWidget>(&d, "extraTags")->rowCount(), 1);
    clickOk(d);
    QCOMPARE(d.result(), int(QDialog::Accepted));
    d.applyTo(g);
    QCOMPARE(otherTags(g), QStringList());
}

// How the Opening tag is taken away, and the other tags afterwards.
void TestDialogs::removingAnOtherTag_data() {
    QTest::addColumn<QString>("how");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("remove button") << "remove" << QStringList{"Annotator=Nina", "Source=Book"};
    QTest::newRow("empty value") << "clear" << QStringList{"Annotator=Nina", "Source=Book"};
    QTest::newRow("blank value") << "blank" << QStringList{"Annotator=Nina", "Source=Book"};
    QTest::newRow("renamed") << "rename"
                             << QStringList{"Annotator=Nina", "Source=Book", "Opening2=Cross"};
}

void TestDialogs::removingAnOtherTag() {
    QFETCH(QString, how);
    QFETCH(QStringList, expected);
    Game g = gameOf(1);
    g.setTag("Annotator", "Nina");
    g.setTag("Opening", "Cross");
    g.setTag("Source", "Book");
    TagsDialog d(g);
    d.show();
    auto* table = child<QTableWidget>(&d, "extraTags");
    QCOMPARE(tableNames(table), QStringList({"Annotator", "Opening", "Source"}));
    const int row = rowOf(table, "Opening");
    auto* remove = child<QPushButton>(&d, "removeTag");
    if (how == "remove") {
        QVERIFY(!remove->isEnabled());
        table->selectRow(row);
        QVERIFY(remove->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(tableNames(table), QStringList({"Annotator", "Source"}));
    } else if (how == "clear" || how == "blank") {
        table->item(row, 1)->setText(how == "clear" ? "" : "   ");
    } else {
        table->item(row, 0)->setText("Opening2");
    }
    clickOk(d);
    QCOMPARE(d.result(), int(QDialog::Accepted));
    d.applyTo(g);
    QCOMPARE(otherTags(g), expected);
    QCOMPARE(g.tag("Opening"), std::string());
    QVERIFY(writePdn(g).find("[Opening ") == std::string::npos);
    QCOMPARE(otherTags(roundTrip(g)), expected);
}

// Result, Rules, DrawRules, SetUp, FEN: not in the table, unchanged by the dialog.
void TestDialogs::programTagsAreNotEditable() {
    const auto read = readPdn("[Event \"E\"]\n[Result \"2-0\"]\n[GameType \"Bashni\"]\n"
                              "[Rules \"turkish\"]\n[DrawRules \"none\"]\n[Annotator \"X\"]\n\n"
                              "1. c3-d4 2-0\n");
    QCOMPARE(int(read.games.size()), 1);
    Game g = read.games.front();
    TagsDialog d(g);
    QCOMPARE(tableNames(child<QTableWidget>(&d, "extraTags")), QStringList({"Annotator"}));
    QStringList labels;
    for (const QLabel* l : d.findChildren<QLabel*>()) labels << l->text();
    QVERIFY(labels.contains("2-0"));
    d.applyTo(g);
    QCOMPARE(g.result(), Result::WhiteWins);
    QCOMPARE(g.rules(), Rules::Turkish);
    const std::string text = writePdn(g);
    QVERIFY(text.find("[Result \"2-0\"]") != std::string::npos);
    QVERIFY(text.find("[Rules \"turkish\"]") != std::string::npos);
    QVERIFY(text.find("[DrawRules \"none\"]") != std::string::npos);
}

void TestDialogs::pickerListsTheGames() {
    GamePicker p(sampleList(), "/tmp/some/club games.pdn");
    QVERIFY(p.windowTitle().contains("club games.pdn"));
    const auto* list = child<QTableView>(&p, "games");
    QCOMPARE(list->model()->rowCount(), 4);
    QCOMPARE(column(list, Number), QStringList({"1", "2", "3", "4"}));
    QCOMPARE(column(list, White), QStringList({"Anna", "Carl", "Dora", "Boris"}));
    QCOMPARE(column(list, Black), QStringList({"Boris", "Anna", "Eve", "Carl"}));
    QCOMPARE(column(list, ResultColumn), QStringList({"2-0", "0-2", "1-1", "*"}));
    QCOMPARE(column(list, Date),
             QStringList({"2026.01.05", "2025.12.24", "2026.03.01", "????.??.??"}));
    QCOMPARE(column(list, Event),
             QStringList({"Club final", "Winter cup", "Club final", "Casual game"}));
    QCOMPARE(column(list, Moves), QStringList({"3", "0", "12", "1"}));
    QCOMPARE(list->currentIndex().row(), 0);
    QVERIFY(list->selectionModel()->isRowSelected(0));
    QCOMPARE(p.chosen(), 0);
}

// The filter text, the games left (by White player, in list order) and the one chosen.
void TestDialogs::pickerFilters_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("shown");
    QTest::addColumn<int>("chosen");
    QTest::newRow("nothing") << "" << QStringList{"Anna", "Carl", "Dora", "Boris"} << 0;
    QTest::newRow("player either side") << "anna" << QStringList{"Anna", "Carl"} << 0;
    QTest::newRow("upper case") << "ANNA" << QStringList{"Anna", "Carl"} << 0;
    QTest::newRow("black only") << "eve" << QStringList{"Dora"} << 2;
    QTest::newRow("event") << "club" << QStringList{"Anna", "Dora"} << 0;
    QTest::newRow("result") << "0-2" << QStringList{"Carl"} << 1;
    QTest::newRow("date") << "2025." << QStringList{"Carl"} << 1;
    QTest::newRow("moves or date") << "12" << QStringList{"Carl", "Dora"} << 1;
    QTest::newRow("no match") << "nobody" << QStringList{} << -1;
}

void TestDialogs::pickerFilters() {
    QFETCH(QString, text);
    QFETCH(QStringList, shown);
    QFETCH(int, chosen);
    GamePicker p(sampleList(), "games.pdn");
    const auto* list = child<QTableView>(&p, "games");
    QTest::keyClicks(child<QLineEdit>(&p, "filter"), text);
    QCOMPARE(column(list, White), shown);
    QCOMPARE(p.chosen(), chosen);
    const auto* open = p.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open);
    QCOMPARE(open->isEnabled(), chosen >= 0);

    child<QLineEdit>(&p, "filter")->clear(); // every row back, the choice kept when shown
    QCOMPARE(column(list, White), QStringList({"Anna", "Carl", "Dora", "Boris"}));
    QCOMPARE(p.chosen(), chosen >= 0 ? chosen : 0);
}

// The column sorted on, its order, the rows' White players after sorting, the game picked (by
// its White player), how it is opened, and its index in the file.
void TestDialogs::pickerChoosesAfterSorting_data() {
    QTest::addColumn<int>("sortColumn");
    QTest::addColumn<bool>("descending");
    QTest::addColumn<QStringList>("order");
    QTest::addColumn<QString>("pick");
    QTest::addColumn<QString>("how");
    QTest::addColumn<int>("index");
    const QStringList byWhiteDown = {"Dora", "Carl", "Boris", "Anna"};
    const QStringList byMoves = {"Carl", "Boris", "Anna", "Dora"}; // 0, 1, 3, 12: by value
    QTest::newRow("white down, button") << int(White) << true << byWhiteDown << "Carl"
                                        << "button" << 1;
    QTest::newRow("moves, double-click") << int(Moves) << false << byMoves << "Dora"
                                         << "double" << 2;
    QTest::newRow("moves, Enter") << int(Moves) << false << byMoves << "Boris"
                                  << "enter" << 3;
    QTest::newRow("number down, button")
        << int(Number) << true << QStringList{"Boris", "Dora", "Carl", "Anna"} << "Anna"
        << "button" << 0;
    QTest::newRow("black, double-click")
        << int(Black) << false << QStringList{"Carl", "Anna", "Boris", "Dora"} << "Anna"
        << "double" << 0;
}

void TestDialogs::pickerChoosesAfterSorting() {
    QFETCH(int, sortColumn);
    QFETCH(bool, descending);
    QFETCH(QStringList, order);
    QFETCH(QString, pick);
    QFETCH(QString, how);
    QFETCH(int, index);
    GamePicker p(sampleList(), "games.pdn");
    p.show();
    QVERIFY(QTest::qWaitForWindowActive(&p));
    auto* list = child<QTableView>(&p, "games");
    list->sortByColumn(sortColumn, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    QCOMPARE(column(list, White), order);

    const QAbstractItemModel* rows = list->model();
    const QModelIndex item =
        rows->match(rows->index(0, White), Qt::DisplayRole, pick, 1, Qt::MatchExactly).value(0);
    QVERIFY(item.isValid());
    const QPoint at = list->visualRect(item).center();
    if (how == "double") { // what a mouse sends: press and release, then the double click
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, at);
    } else {
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(list->currentIndex().row(), item.row());
        if (how == "enter")
            QTest::keyClick(list, Qt::Key_Return);
        else
            QTest::mouseClick(p.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open),
                              Qt::LeftButton);
    }
    QCOMPARE(p.result(), int(QDialog::Accepted));
    QVERIFY(!p.isVisible());
    QCOMPARE(p.chosen(), index);
}

void TestDialogs::pickerCancel() {
    GamePicker p(sampleList(), "games.pdn");
    p.show();
    QVERIFY(QTest::qWaitForWindowActive(&p));
    QTest::keyClick(child<QTableView>(&p, "games"), Qt::Key_Escape);
    QCOMPARE(p.result(), int(QDialog::Rejected));
    QVERIFY(!p.isVisible());
}

QTEST_MAIN(TestDialogs)
#include "tst_dialogs.moc"
