// The game between two seats (ui/game/seat.h): the controller asks the seat to move, plays what
// it chooses when it is that seat's legal move at the end of the line, and follows what the seat
// says of itself (a person here, automatic), never which kind it is. Games whose record is kept
// elsewhere: tst_remotegame.
#include "core/notation.h"
#include "ui/game/engineseat.h"
#include "ui/game/gamecontroller.h"
#include "ui/game/humanseat.h"

#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace bashni;
using namespace bashni::ui;

namespace {

// Plays the moves given, in turn, as its own; says of itself what the test makes it say.
class ScriptSeat : public Seat {
  public:
    ScriptSeat(QStringList moves, bool automatic, bool relayed)
        : moves_(std::move(moves)), automatic_(automatic), relayed_(relayed) {}
    void startTurn(const Turn& turn) override {
        turns.push_back(turn.game.sideToMove());
        if (relayed_ || moves_.isEmpty()) return; // a relayed seat's moves come by send()
        const auto m = parseMove(turn.game.position(), moves_.takeFirst().toStdString());
        QVERIFY(m);
        QTimer::singleShot(0, this, [this, m] { emit moveChosen(*m); });
    }
    void send(const Game& g, const char* text) {
        const auto m = parseMove(g.position(), text);
        QVERIFY2(m, text);
        emit moveChosen(*m);
    }
    void sendRaw(const Move& m) { emit moveChosen(m); }
    bool automatic() const override { return automatic_; }
    void moveMade(const Game& g, Color mover) override { told.push_back({g.plyCount(), mover}); }
    std::vector<Color> turns;
    std::vector<std::pair<int, Color>> told; // every move made: its ply and mover

  private:
    QStringList moves_;
    bool automatic_, relayed_;
};

Seats seats(std::unique_ptr<Seat> white, std::unique_ptr<Seat> black) {
    return {std::move(white), std::move(black)};
}

GameSetup setupOf(Rules rules = Rules::Standard) {
    GameSetup s;
    s.rules = rules;
    return s;
}

QString moveText(const Game& g, int ply) {
    return QString::fromStdString(formatMove(g.move(ply)));
}

} // namespace

class TestSeats : public QObject {
    Q_OBJECT
  private slots:
    void twoSeatsPlayTheirOwnTurns();
    void aSeatOutOfTurnOrIllegalIsNotPlayed();
    void seatsAreToldOfEveryMove();
    void undoTakesBackAutomaticMovesWithThePersons();
    void drawOfferedToTheEngine();
    void theEngineKnowsTheGamesDraws();
    void drawBetweenPeopleIsTheWindowsQuestion();
    void seatsReplacedDuringTheirOwnMove();
};

void TestSeats::twoSeatsPlayTheirOwnTurns() {
    GameController c;
    auto* white = new ScriptSeat({"c3-d4", "d4:f6"}, true, false);
    auto* black = new ScriptSeat({"f6-e5", "g7:e5"}, true, false);
    c.loadGame(Game(), setupOf(),
               seats(std::unique_ptr<Seat>(white), std::unique_ptr<Seat>(black)));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 4, 10000); // paced: 0.7 s between computers
    QCOMPARE(moveText(c.game(), 1), QString("c3-d4"));
    QCOMPARE(moveText(c.game(), 3), QString("d4:f6"));
    QCOMPARE(moveText(c.game(), 4), QString("g7:e5"));
    QTRY_COMPARE(white->turns, std::vector<Color>(3, Color::White)); // the third without a move
    QCOMPARE(black->turns, std::vector<Color>(2, Color::Black));
    QVERIFY(!c.humanToMove()); // nobody here: the board takes no move
    QVERIFY(!c.playTyped("e3-f4"));
}

void TestSeats::aSeatOutOfTurnOrIllegalIsNotPlayed() {
    GameController c;
    auto* black = new ScriptSeat({}, false, true);
    c.loadGame(Game(), setupOf(),
               seats(std::make_unique<HumanSeat>(), std::unique_ptr<Seat>(black)));
    QVERIFY(c.humanToMove());
    // White to move: Black's seat may not move.
    black->sendRaw(*parseMove(*parsePosition("B:f6=b"), "f6-e5"));
    QCOMPARE(c.game().plyCount(), 0);
    QVERIFY(c.playTyped("c3-d4"));
    // Black to move, but no such move here.
    black->sendRaw(*parseMove(*parsePosition("B:f4=b"), "f4-e3"));
    QCOMPARE(c.game().plyCount(), 1);
    black->send(c.game(), "f6-g5");
    QCOMPARE(c.game().plyCount(), 2);
    QVERIFY(c.humanToMove());
}

// Every seat is told of every move made, by either side, once, after the board has it.
void TestSeats::seatsAreToldOfEveryMove() {
    GameController c;
    auto* black = new ScriptSeat({}, false, true);
    c.loadGame(Game(), setupOf(),
               seats(std::make_unique<HumanSeat>(), std::unique_ptr<Seat>(black)));
    QVERIFY(c.playTyped("c3-d4"));
    black->send(c.game(), "f6-e5");
    QVERIFY(c.playTyped("d4:f6"));
    const std::vector<std::pair<int, Color>> expected{
        {1, Color::White}, {2, Color::Black}, {3, Color::White}};
    QCOMPARE(black->told, expected);
    c.undo(); // not a move made: nobody is told
    QCOMPARE(black->told.size(), std::size_t(3));
}

void TestSeats::undoTakesBackAutomaticMovesWithThePersons() {
    GameController c;
    auto* black = new ScriptSeat({"f6-e5", "g7:e5"}, true, false);
    c.loadGame(Game(), setupOf(),
               seats(std::make_unique<HumanSeat>(), std::unique_ptr<Seat>(black)));
    QVERIFY(!c.canUndo());
    QVERIFY(c.playTyped("c3-d4"));
    QTRY_COMPARE(c.game().plyCount(), 2);
    QVERIFY(c.canUndo());
    c.undo();
    QCOMPARE(c.game().currentPly(), 0); // the seat's reply and the person's move
    QVERIFY(!c.canUndo());
    QVERIFY(c.humanToMove());
    c.redo();
    QCOMPARE(c.game().currentPly(), 2);
    QVERIFY(c.humanToMove());
}

// The engine judges the offer from its own side: a king each (accepted), four men against one
// (declined, and the game goes on).
void TestSeats::drawOfferedToTheEngine() {
    {
        GameController c;
        c.loadGame(Game(*parsePosition("W:c1=W,f8=B")), setupOf(),
                   seats(std::make_unique<HumanSeat>(), std::make_unique<EngineSeat>()));
        QSignalSpy answer(&c, &GameController::drawOfferAnswered);
        QVERIFY(c.offerDraw());
        QVERIFY(answer.wait(10000));
        QCOMPARE(answer.at(0).at(0).toBool(), true);
        QCOMPARE(c.game().ending(), Ending::Agreement);
    }
    GameController c;
    const Game ahead(*parsePosition("W:a1=w,d8=b,f8=b,h8=b,g7=b"));
    c.loadGame(ahead, setupOf(),
               seats(std::make_unique<HumanSeat>(), std::make_unique<EngineSeat>()));
    QSignalSpy answer(&c, &GameController::drawOfferAnswered);
    QVERIFY(c.offerDraw());
    QVERIFY(answer.wait(10000));
    QCOMPARE(answer.at(0).at(0).toBool(), false);
    QVERIFY(!c.game().isOver());
    QVERIFY(c.humanToMove());
}

// The computer is told the game, not only the position: lost, it brings the position round for
// the third time (docs/RULES.md 5.3); from the position alone it would play h2-g3.
void TestSeats::theEngineKnowsTheGamesDraws() {
    Game game(*parsePosition("W:a1=W,d8=W,f8=W,g1=B"));
    for (const char* m : {"a1-b2", "g1-h2", "b2-a1", "h2-g1", "a1-b2", "g1-h2", "b2-a1"})
        QVERIFY(game.play(m));
    GameController c;
    GameSetup setup = setupOf();
    setup.level = 10;
    setup.thinkMs = 300;
    c.loadGame(game, setup, seats(std::make_unique<HumanSeat>(), std::make_unique<EngineSeat>()));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 8, 10000);
    QCOMPARE(moveText(c.game(), 8), QString("h2-g1"));
    QCOMPARE(c.game().ending(), Ending::Repetition);
}

void TestSeats::drawBetweenPeopleIsTheWindowsQuestion() {
    GameController c;
    c.loadGame(Game(), setupOf(),
               seats(std::make_unique<HumanSeat>(), std::make_unique<HumanSeat>()));
    QVERIFY(!c.offerDraw());
    QVERIFY(!c.game().isOver());
    QVERIFY(c.humanToMove());
}

// The move that ends the game is announced while its seat is still sending it; a new game begun
// from that announcement replaces the seats, which go only after.
void TestSeats::seatsReplacedDuringTheirOwnMove() {
    GameController c;
    auto* white = new ScriptSeat({"c3:e5"}, true, false);
    QPointer<Seat> gone(white);
    c.loadGame(Game(*parsePosition("W:c3=w,d4=b")), setupOf(),
               seats(std::unique_ptr<Seat>(white), std::make_unique<HumanSeat>()));
    bool over = false;
    connect(&c, &GameController::gameOver, &c, [&] {
        over = true;
        c.loadGame(Game(), setupOf(),
                   seats(std::make_unique<HumanSeat>(), std::make_unique<HumanSeat>()));
        QVERIFY(gone); // still sending its move
    });
    QTRY_VERIFY(over);
    QTRY_VERIFY(!gone);
    QCOMPARE(c.game().plyCount(), 0);
    QVERIFY(c.humanToMove());
}

QTEST_MAIN(TestSeats)
#include "tst_seats.moc"
