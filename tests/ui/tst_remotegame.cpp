// A game whose record is kept elsewhere (ui/game/remoteside.h), on the controller: the one remote
// seat brings the other side's moves and sends ours, the board follows what the remote side says
// and corrects itself there visibly, the player's actions go there, and while the other side
// cannot be reached nobody moves and no clock runs. The real remote sides: tst_netplay (direct
// play) and tst_onlinewindow (a server).
#include "core/notation.h"
#include "ui/game/gamecontroller.h"
#include "ui/game/standingremote.h"

#include <QSignalSpy>
#include <QTest>

using namespace bashni;
using namespace bashni::ui;

namespace {

// The other end, scripted by the test: a record it keeps, moves it takes or refuses.
class FakeRemote : public RemoteSide {
  public:
    explicit FakeRemote(Color local, Game record = Game()) : local_(local), record_(record) {}

    Game record() const override { return record_; }
    std::optional<Color> localColour() const override { return local_; }
    bool reachable() const override { return reachable_; }
    QString unreachableText() const override {
        return reachable_ ? QString() : QStringLiteral("being restored");
    }
    bool send(const Move& m) override {
        sent.push_back(m);
        if (!takes) return false;
        record_.play(m);
        emit moved(record_.plyCount());
        emit changed();
        return true;
    }
    std::optional<Milliseconds> timeLeft(Color side) const override {
        return record_.timeControl().timed() ? std::optional(left[std::size_t(side)])
                                             : std::nullopt;
    }
    bool clockRunning() const override { return reachable_ && !record_.isOver(); }
    Allowed allowed() const override { return {reachable_, reachable_, reachable_}; }
    bool requestTakeback() override { return ++asked, true; }
    bool offerDraw() override { return ++asked, true; }
    bool resign() override {
        record_.resign(*local_);
        emit changed();
        return true;
    }

    // The other side moves there.
    void play(const char* text) {
        QVERIFY2(record_.play(text), text);
        emit moved(record_.plyCount());
        emit changed();
    }
    // The record there becomes another (a takeback, a correction).
    void replace(const Game& g) {
        record_ = g;
        emit changed();
    }
    void setReachable(bool r) {
        reachable_ = r;
        emit changed();
    }
    Game& edit() { return record_; }

    std::vector<Move> sent;
    bool takes = true;
    int asked = 0;
    std::array<Milliseconds, 2> left{60'000, 60'000};

  private:
    std::optional<Color> local_;
    Game record_;
    bool reachable_ = true;
};

Game played(std::initializer_list<const char*> moves) {
    Game g;
    for (const char* m : moves) g.play(m);
    return g;
}

} // namespace

class TestRemoteGame : public QObject {
    Q_OBJECT
  private slots:
    void ourMovesGoThereTheirsComeHere();
    void aMoveArrivingWhileLookingBackIsPlayedAtTheEnd();
    void aRefusedMoveCorrectsTheBoardVisibly();
    void aRecordThatWentAnotherWayIsCorrectedVisibly();
    void aTakebackThereShortensTheBoard();
    void anEndingThereIsAnnouncedOnce();
    void aFlagThereShowsNoTimeLeft();
    void whileUnreachableNobodyMovesAndNoClockRuns();
    void thePlayersActionsGoThere();
    void aStandingGameIsTurnedToThePlayer();
    void anotherGameLeavesTheRemote();
};

void TestRemoteGame::ourMovesGoThereTheirsComeHere() {
    GameController c;
    FakeRemote remote(Color::White);
    c.playRemote(remote);
    QVERIFY(c.recordElsewhere());
    QVERIFY(c.humanToMove());
    QVERIFY(c.playTyped("c3-d4"));
    QCOMPARE(remote.sent.size(), std::size_t(1));
    QCOMPARE(formatMove(remote.sent[0]), std::string("c3-d4"));
    QVERIFY(!c.humanToMove());
    QVERIFY(!c.playTyped("f6-e5")); // the other side's move is theirs to make
    remote.play("f6-e5");
    QCOMPARE(c.game().plyCount(), 2);
    QCOMPARE(c.game().position().hash(), remote.record().position().hash());
    QVERIFY(c.humanToMove());
    QCOMPARE(remote.sent.size(), std::size_t(1)); // their move is not sent back
}

// The player looks back while the other's move arrives: it is played at the end, and the board
// follows it there; while looking back the player may not branch off the record.
void TestRemoteGame::aMoveArrivingWhileLookingBackIsPlayedAtTheEnd() {
    GameController c;
    FakeRemote remote(Color::White);
    c.playRemote(remote);
    QVERIFY(c.playTyped("c3-d4"));
    remote.play("f6-e5");
    c.goToPly(0);
    QVERIFY(c.browsing());
    QVERIFY(!c.humanToMove());
    QVERIFY(!c.playTyped("a3-b4"));
    c.goToPly(2);
    QVERIFY(c.playTyped("d4:f6"));
    c.goToPly(1);
    QSignalSpy notices(&c, &GameController::notice);
    remote.play("g7:e5");
    QCOMPARE(c.game().plyCount(), 4);
    QCOMPARE(c.game().currentPly(), 4);
    QVERIFY(!c.browsing());
    QVERIFY(c.humanToMove());
    QCOMPARE(notices.count(), 0); // news, not a correction
}

// The other side cannot take our move: the board goes back to its record and says so.
void TestRemoteGame::aRefusedMoveCorrectsTheBoardVisibly() {
    GameController c;
    FakeRemote remote(Color::White);
    c.playRemote(remote);
    remote.takes = false;
    QSignalSpy notices(&c, &GameController::notice);
    QVERIFY(c.playTyped("c3-d4"));
    QCOMPARE(c.game().plyCount(), 0);
    QCOMPARE(notices.count(), 1);
    QVERIFY(c.humanToMove());
}

void TestRemoteGame::aRecordThatWentAnotherWayIsCorrectedVisibly() {
    GameController c;
    FakeRemote remote(Color::White);
    c.playRemote(remote);
    QVERIFY(c.playTyped("c3-d4"));
    remote.play("f6-e5");
    QSignalSpy notices(&c, &GameController::notice);
    remote.replace(played({"a3-b4", "f6-g5"}));
    QCOMPARE(c.game().plyCount(), 2);
    QCOMPARE(c.game().position().hash(), remote.record().position().hash());
    QCOMPARE(notices.count(), 1);
}

void TestRemoteGame::aTakebackThereShortensTheBoard() {
    GameController c;
    FakeRemote remote(Color::White);
    c.playRemote(remote);
    QVERIFY(c.playTyped("c3-d4"));
    remote.play("f6-e5");
    QSignalSpy notices(&c, &GameController::notice);
    remote.replace(cutAt(remote.record(), 0));
    QCOMPARE(c.game().plyCount(), 0);
    QVERIFY(c.humanToMove());
    QCOMPARE(notices.count(), 0); // the takeback is said by the feature that asked it
}

// A resignation, an agreement or a flag there ends the board's game, announced once; clocks and
// tags said there are taken.
void TestRemoteGame::anEndingThereIsAnnouncedOnce() {
    GameController c;
    Game start;
    start.setTimeControl(TimeControl::fischer(60'000, 0));
    FakeRemote remote(Color::White, start);
    c.playRemote(remote);
    QVERIFY(c.playTyped("c3-d4"));
    QSignalSpy over(&c, &GameController::gameOver);
    remote.edit().setClock(1, 55'000);
    remote.edit().resign(Color::Black);
    remote.edit().setTag("Termination", "resignation");
    remote.replace(remote.record());
    QCOMPARE(over.count(), 1);
    QCOMPARE(c.game().ending(), Ending::Resignation);
    QCOMPARE(c.game().result(), Result::WhiteWins);
    QCOMPARE(c.game().clock(1), std::optional<Milliseconds>(55'000));
    QCOMPARE(c.game().tag("Termination"), std::string("resignation"));
    remote.setReachable(false);
    QCOMPARE(over.count(), 1);
}

// The server's last word on the clocks came before the flag fell: the loser's clock shows none.
void TestRemoteGame::aFlagThereShowsNoTimeLeft() {
    GameController c;
    Game start;
    start.setTimeControl(TimeControl::fischer(60'000, 0));
    FakeRemote remote(Color::Black, start);
    c.playRemote(remote);
    remote.play("c3-d4");
    remote.left = {59'000, 4'000}; // as last said, before Black's time ran out
    remote.edit().loseOnTime(Color::Black);
    remote.replace(remote.record());
    QCOMPARE(c.game().ending(), Ending::TimeForfeit);
    QCOMPARE(c.clockShown(Color::Black), std::optional<Milliseconds>(0));
    QCOMPARE(c.clockShown(Color::White), std::optional<Milliseconds>(59'000));
}

// "Your opponent is to move" would be wrong: the click says why nobody may move, and the clocks
// stand.
void TestRemoteGame::whileUnreachableNobodyMovesAndNoClockRuns() {
    GameController c;
    Game start;
    start.setTimeControl(TimeControl::fischer(60'000, 0));
    FakeRemote remote(Color::Black, start);
    c.playRemote(remote);
    remote.play("c3-d4");
    QVERIFY(c.humanToMove());
    QVERIFY(c.clockRunning());
    QSignalSpy refused(&c, &GameController::refused);
    remote.setReachable(false);
    QVERIFY(!c.humanToMove());
    QVERIFY(!c.clockRunning());
    c.clickSquare(*parseSquare("f6"));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(0).toString(), QStringLiteral("being restored"));
    QVERIFY(!c.playTyped("f6-e5"));
    QVERIFY(remote.sent.empty());
    remote.setReachable(true);
    QVERIFY(c.playTyped("f6-e5"));
    QCOMPARE(remote.sent.size(), std::size_t(1));
}

// Undo asks for a takeback, Offer Draw asks; Resign ends the game as the record there says.
void TestRemoteGame::thePlayersActionsGoThere() {
    GameController c;
    FakeRemote remote(Color::White);
    c.playRemote(remote);
    QVERIFY(c.playTyped("c3-d4"));
    QVERIFY(c.canUndo() && !c.canRedo() && !c.canPause());
    QSignalSpy notices(&c, &GameController::notice);
    c.undo();
    QCOMPARE(remote.asked, 1);
    QCOMPARE(c.game().plyCount(), 1); // until the other side agrees
    QVERIFY(!c.offerDraw());
    QCOMPARE(remote.asked, 2);
    QCOMPARE(notices.count(), 2);
    QSignalSpy over(&c, &GameController::gameOver);
    c.resign();
    QCOMPARE(c.game().ending(), Ending::Resignation);
    QCOMPARE(c.game().loser(), Color::White);
    QCOMPARE(over.count(), 1);
    remote.setReachable(false);
    QVERIFY(!c.canUndo() && !c.canOfferDraw() && !c.canResign());
}

// An adjourned game waits on the board: nobody moves, its clocks stand as they were left.
void TestRemoteGame::aStandingGameIsTurnedToThePlayer() {
    Game g;
    g.setTimeControl(TimeControl::fischer(60'000, 0));
    QVERIFY(g.play("c3-d4", nullptr, 5'000));
    g.setCurrentMoveUsedMs(7'000);
    GameController c;
    StandingRemote standing(g, Color::Black, QStringLiteral("adjourned"));
    c.playRemote(standing);
    QCOMPARE(c.remote()->localColour(), std::optional(Color::Black));
    QVERIFY(!c.humanToMove());
    QVERIFY(!c.clockRunning());
    QCOMPARE(c.clockShown(Color::White), std::optional<Milliseconds>(55'000));
    QCOMPARE(c.clockShown(Color::Black), std::optional<Milliseconds>(53'000));
    QSignalSpy refused(&c, &GameController::refused);
    c.clickSquare(*parseSquare("f6"));
    QCOMPARE(refused.at(0).at(0).toString(), QStringLiteral("adjourned"));
}

void TestRemoteGame::anotherGameLeavesTheRemote() {
    GameController c;
    FakeRemote remote(Color::White);
    c.playRemote(remote);
    c.newGame(GameSetup());
    QVERIFY(!c.recordElsewhere());
    remote.play("c3-d4"); // no longer followed
    QCOMPARE(c.game().plyCount(), 0);
    QVERIFY(c.humanToMove());
}

QTEST_MAIN(TestRemoteGame)
#include "tst_remotegame.moc"
