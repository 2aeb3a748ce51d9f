// The board as a screen reader meets it, in the real window: the view's 32 squares with their
// names and contents, their places on the screen as the board is turned, the focus following the
// keyboard's cursor, every move played announced, and a square's press action playing as a click.
#include "tests/common/testpositions.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/game/gamecontroller.h"
#include "ui/window/mainwindow.h"

#include <QAccessible>
#include <QAction>
#include <QStandardPaths>
#include <QTest>

#include <memory>
#include <set>

using namespace bashni;
using namespace bashni::ui;

namespace {

// What the update handler saw: an event's type, object and child, and the text it was about.
struct Seen {
    QAccessible::Event type;
    QObject* object;
    int child;
    QString name;
    QString description;
};

std::vector<Seen>& seen() {
    static std::vector<Seen> events;
    return events;
}

void record(QAccessibleEvent* e) {
    QAccessibleInterface* iface = e->accessibleInterface();
    seen().push_back({e->type(), e->object(), e->child(),
                      iface ? iface->text(QAccessible::Name) : QString(),
                      iface ? iface->text(QAccessible::Description) : QString()});
}

NewGameChoice humans() {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsHuman;
    return c;
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();

    void theBoardHasItsDarkSquaresAsChildren();
    void aSquareIsNamedAndDescribed_data();
    void aSquareIsNamedAndDescribed();
    void aSquareIsWhereTheBoardShowsIt_data();
    void aSquareIsWhereTheBoardShowsIt();
    void focusFollowsTheCursor();
    void everyMoveIsAnnounced_data();
    void everyMoveIsAnnounced();
    void theComputersMoveIsAnnounced();
    void pressingTwoSquaresPlaysAMove();

  private:
    QAccessibleInterface* board() const {
        return QAccessible::queryAccessibleInterface(w_->view());
    }
    QAccessibleInterface* square(const char* name) const {
        QAccessibleInterface* b = board();
        for (int i = 0; i < b->childCount(); ++i)
            if (b->child(i)->text(QAccessible::Name) == name) return b->child(i);
        return nullptr;
    }
    void load(const char* position) {
        GameSetup setup = w_->controller()->setup();
        w_->controller()->loadGame(Game(test::position(position)), setup);
    }
    // The names of the squares whose state is focused.
    QStringList focused() const {
        QStringList out;
        QAccessibleInterface* b = board();
        for (int i = 0; i < b->childCount(); ++i)
            if (b->child(i)->state().focused) out << b->child(i)->text(QAccessible::Name);
        return out;
    }
    std::vector<Seen> seenOf(QAccessible::Event type) const {
        std::vector<Seen> out;
        for (const Seen& s : seen())
            if (s.type == type && s.object == w_->view()) out.push_back(s);
        return out;
    }

    std::unique_ptr<MainWindow> w_;
};

void TestAccessibility::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings in a test location, not the user's
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_accessibility");
    QSettings().clear();
    Settings().setAnimationMs(0);
}

void TestAccessibility::init() {
    w_ = std::make_unique<MainWindow>();
    w_->resize(900, 700);
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    w_->startGame(humans());
    // Offscreen Qt delivers no accessibility event, not even to QAccessible's update handler.
    w_->view()->setAccessibilityHandler(&record);
    // As a screen reader coming up does: the board sends its events only while one listens.
    QAccessible::setActive(true);
    seen().clear();
}

void TestAccessibility::cleanup() {
    QAccessible::setActive(false);
    w_.reset();
    seen().clear();
    Settings().setFlipped(false);
}

void TestAccessibility::theBoardHasItsDarkSquaresAsChildren() {
    QAccessibleInterface* b = board();
    QVERIFY(b);
    QCOMPARE(b->role(), QAccessible::Table);
    QCOMPARE(b->childCount(), 32);
    std::set<QString> names;
    for (int i = 0; i < b->childCount(); ++i) {
        QAccessibleInterface* c = b->child(i);
        QVERIFY(c && c->isValid());
        QCOMPARE(c->role(), QAccessible::Cell);
        QCOMPARE(b->indexOfChild(c), i);
        QCOMPARE(c->parent(), b);
        const QString name = c->text(QAccessible::Name);
        QVERIFY(isDark(test::square(name)));
        names.insert(name);
    }
    QCOMPARE(names.size(), std::size_t(32));
}

void TestAccessibility::aSquareIsNamedAndDescribed_data() {
    QTest::addColumn<QString>("square");
    QTest::addColumn<QString>("description");
    QTest::newRow("tall column") << "d4"
                                 << "white man over 2 black men";
    QTest::newRow("king over a prisoner") << "f6"
                                          << "black king over white man";
    QTest::newRow("single man") << "h8"
                                << "black man";
    QTest::newRow("empty") << "c3"
                           << "empty";
}

void TestAccessibility::aSquareIsNamedAndDescribed() {
    QFETCH(QString, square);
    QFETCH(QString, description);
    load("W:d4=wbb,f6=Bw,h8=b");
    QAccessibleInterface* s = this->square(qPrintable(square));
    QVERIFY(s);
    QCOMPARE(s->text(QAccessible::Name), square);
    QCOMPARE(s->text(QAccessible::Description), description);
}

void TestAccessibility::aSquareIsWhereTheBoardShowsIt_data() {
    QTest::addColumn<bool>("flipped");
    QTest::newRow("White at the bottom") << false;
    QTest::newRow("flipped") << true;
}

void TestAccessibility::aSquareIsWhereTheBoardShowsIt() {
    QFETCH(bool, flipped);
    if (flipped) w_->action("flip")->trigger();
    QCOMPARE(w_->scene()->isFlipped(), flipped);
    BoardView* view = w_->view();
    const QRect board = this->board()->rect();
    QCOMPARE(board, QRect(view->mapToGlobal(QPoint(0, 0)), view->size()));
    for (const char* name : {"a1", "h8", "d4", "e7"}) {
        QAccessibleInterface* s = square(name);
        const QRect r = s->rect();
        QVERIFY2(board.contains(r), name);
        const QPoint centre = view->viewport()->mapToGlobal(view->squareCentre(test::square(name)));
        QVERIFY2((r.center() - centre).manhattanLength() <= 2, name);
        QCOMPARE(this->board()->childAt(centre.x(), centre.y()), s);
    }
    // a1 is bottom left as White sees the board, top right when it is turned.
    const QRect a1 = square("a1")->rect(), h8 = square("h8")->rect();
    QCOMPARE(a1.top() > h8.top(), !flipped);
    QCOMPARE(a1.left() < h8.left(), !flipped);
}

void TestAccessibility::focusFollowsTheCursor() {
    BoardView* view = w_->view();
    view->setFocus();
    QVERIFY(view->hasFocus());
    QVERIFY(focused().isEmpty()); // no cursor yet
    // The first key shows the cursor on c3 (White's side), Right takes it to a light square,
    // Up to d4.
    const struct Step {
        Qt::Key key;
        const char* square;
    } steps[] = {{Qt::Key_Up, "c3"}, {Qt::Key_Right, "d3"}, {Qt::Key_Up, "d4"}};
    for (const Step& step : steps) {
        seen().clear();
        QTest::keyClick(view, step.key);
        QCOMPARE(view->cursorSquare(), test::square(step.square));
        const auto focus = seenOf(QAccessible::Focus);
        QCOMPARE(focus.size(), std::size_t(1));
        if (isDark(test::square(step.square))) {
            QCOMPARE(focused(), QStringList{step.square});
            QCOMPARE(focus.front().name, QString(step.square));
            QCOMPARE(board()->focusChild(), square(step.square));
        } else {
            // A light square is no child: the board itself has the focus.
            QVERIFY(focused().isEmpty());
            QCOMPARE(focus.front().child, -1);
            QVERIFY(!board()->focusChild());
        }
    }
    // Without a screen reader the cursor sends nothing.
    QAccessible::setActive(false);
    seen().clear();
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->cursorSquare(), test::square("e4"));
    QVERIFY(seenOf(QAccessible::Focus).empty());
}

void TestAccessibility::everyMoveIsAnnounced_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("announcement");
    QTest::newRow("White's quiet move") << "W:c3=w,h8=b"
                                        << "c3-d4"
                                        << "White played c3-d4";
    QTest::newRow("Black's quiet move") << "B:c3=w,h8=b"
                                        << "h8-g7"
                                        << "Black played h8-g7";
    QTest::newRow("White captures two") << "W:c3=w,d4=b,f6=b,h8=b"
                                        << "c3:e5:g7"
                                        << "White captured 2: c3:e5:g7";
    QTest::newRow("Black captures one") << "B:d4=w,e5=b,h2=w"
                                        << "e5:c3"
                                        << "Black captured 1: e5:c3";
}

void TestAccessibility::everyMoveIsAnnounced() {
    QFETCH(QString, position);
    QFETCH(QString, move);
    QFETCH(QString, announcement);
    load(qPrintable(position));
    seen().clear();
    QVERIFY(w_->controller()->playTyped(move));
    const auto changes = seenOf(QAccessible::DescriptionChanged);
    QCOMPARE(changes.size(), std::size_t(1));
    QCOMPARE(changes.front().description, announcement);
    QCOMPARE(board()->text(QAccessible::Description), announcement);
}

void TestAccessibility::theComputersMoveIsAnnounced() {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsComputer;
    c.side = HumanSide::White;
    c.level = 1;
    w_->startGame(c);
    seen().clear();
    QVERIFY(w_->controller()->playTyped("c3-d4"));
    QTRY_VERIFY_WITH_TIMEOUT(w_->controller()->game().plyCount() == 2, 60000);
    const auto changes = seenOf(QAccessible::DescriptionChanged);
    QCOMPARE(changes.size(), std::size_t(2));
    QCOMPARE(changes[0].description, QString("White played c3-d4"));
    const Game& g = w_->controller()->game();
    QCOMPARE(changes[1].description,
             QString("Black played %1").arg(QString::fromStdString(g.moveText(2))));
}

void TestAccessibility::pressingTwoSquaresPlaysAMove() {
    const auto press = [this](const char* name) {
        QAccessibleActionInterface* action = square(name)->actionInterface();
        QVERIFY(action);
        QVERIFY(action->actionNames().contains(QAccessibleActionInterface::pressAction()));
        action->doAction(QAccessibleActionInterface::pressAction());
    };
    press("c3");
    QVERIFY(square("c3")->state().selected);
    QVERIFY(!square("d4")->state().selected);
    // The column picked up is told as the selected state of its square.
    const auto changes = seenOf(QAccessible::StateChanged);
    QCOMPARE(changes.size(), std::size_t(1));
    QCOMPARE(changes.front().name, QString("c3"));
    press("d4");
    const Game& g = w_->controller()->game();
    QCOMPARE(g.plyCount(), 1);
    QCOMPARE(QString::fromStdString(g.moveText(1)), QString("c3-d4"));
    QVERIFY(!square("c3")->state().selected);
    QCOMPARE(square("d4")->text(QAccessible::Description), QString("white man"));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
