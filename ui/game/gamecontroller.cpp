#include "ui/game/gamecontroller.h"

#include "core/engine/levels.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "ui/common/coremessages.h"
#include "ui/game/humanseat.h"
#include "ui/game/remoteseat.h"

#include <QRandomGenerator>

#include <algorithm>

namespace bashni::ui {

namespace {

constexpr qint64 HintThinkMs = 800;
constexpr int ComputerPaceMs = 700;
constexpr qint64 AnalysisMs = 10 * 60 * 1000; // until stopped, in practice

} // namespace

GameController::GameController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<AnalysisReport>(); // for queued connections of analysisUpdated
    pace_.setSingleShot(true);
    connect(&pace_, &QTimer::timeout, this, &GameController::beginTurn);
    connect(&clock_, &MoveTimer::tick, this, &GameController::onClockTick);
    newGame(setup_);
}

GameController::~GameController() = default;

AiPlayer& GameController::analyst() {
    if (!analyst_) {
        analyst_ = std::make_unique<AiPlayer>();
        connect(analyst_.get(), &AiPlayer::answered, this, &GameController::receive);
        connect(analyst_.get(), &AiPlayer::analysed, this, &GameController::onAnalysis);
    }
    return *analyst_;
}

// Seats replaced while one of them may be in the middle of a signal (a move that ended the game,
// whose announcement started another): they go once that has returned.
void GameController::seat(Seats seats) {
    for (auto& old : seats_) {
        if (!old) continue;
        old->stopTurn();
        old->disconnect(this);
        old.release()->deleteLater();
    }
    seats_ = std::move(seats);
    for (Color side : {Color::White, Color::Black}) {
        Seat* s = seats_[std::size_t(side)].get();
        connect(s, &Seat::moveChosen, this, [this, side](const Move& m) { onSeatMove(side, m); });
        connect(s, &Seat::drawAnswered, this, &GameController::onDrawAnswer);
        connect(s, &Seat::outOfStep, this, [this] {
            emit notice(tr("Your move could not be sent: the board shows the game as it stands "
                           "there."));
            reloadRemote(false);
        });
    }
}

void GameController::stopAi() {
    stopTurn();
    stopAnalyst();
}

// The seat to move stops choosing: its turn begins again with the next position or play.
void GameController::stopTurn() {
    const bool was = aiThinking();
    pace_.stop();
    for (auto& s : seats_) s->stopTurn();
    if (was) emit thinkingChanged(false);
}

// The best move an analysis found is marked only while it runs: afterwards it says nothing of
// what is on the board.
void GameController::stopAnalyst() {
    if (!analyst_ || !analyst_->isThinking()) return;
    const bool wasAnalysing = purpose_ == Purpose::Analyse;
    analyst_->stop();
    if (wasAnalysing && !hint_.empty()) {
        hint_.clear();
        emit selectionChanged();
    }
}

void GameController::stopThinking() {
    stopAi();
}

void GameController::editRecord(const std::function<void(Game&)>& edit) {
    edit(game_);
    emit recordChanged();
    emit stateChanged();
}

void GameController::newGame(const GameSetup& setup, const TimeControl& timeControl) {
    Game game(setup.rules, setup.draws);
    game.setTimeControl(timeControl);
    loadGame(game, setup);
}

void GameController::loadGame(const Game& game, const GameSetup& setup, bool paused) {
    loadGame(game, setup, localSeats(setup), paused);
}

void GameController::loadGame(const Game& game, const GameSetup& setup, Seats seats, bool paused) {
    if (remote_) remote_->disconnect(this);
    remote_ = nullptr;
    load(game, setup, std::move(seats), paused);
}

void GameController::load(const Game& game, const GameSetup& setup, Seats seats, bool paused) {
    turnAnalysisOff(); // another game may want the computer to play at once
    if (!seats_[0]) {
        seat(std::move(seats));
    } else {
        stopAi();
        seat(std::move(seats));
        if (analyst_) analyst_->newGame();
    }
    setup_ = setup;
    game_ = game;
    browsing_ = game_.currentPly() < game_.plyCount(); // a restored replay stays one
    seed_ = QRandomGenerator::global()->generate64();
    hint_.clear();
    paused_ = paused;
    waiting_ = false;
    parked_ = {};
    lowTimeSaid_ = {};
    emit gameLoaded();
    emit positionReset();
    afterPositionChange(false);
}

void GameController::loadGameWaiting(const Game& game, const GameSetup& setup) {
    Seats seats = localSeats(setup);
    const bool atEnd = game.currentPly() == game.plyCount();
    const bool automaticToMove = seats[std::size_t(game.sideToMove())]->automatic();
    const bool wouldRun =
        atEnd && !game.isOver() && (game.timeControl().timed() || automaticToMove);
    loadGame(game, setup, std::move(seats), wouldRun);
    waiting_ = wouldRun;
    if (wouldRun) emit stateChanged(); // the pause's text differs
}

void GameController::setLevel(int level) {
    if (level == setup_.level) return;
    setup_.level = level;
    emit stateChanged();
}

void GameController::setThinkMs(qint64 ms) {
    if (ms == setup_.thinkMs) return;
    setup_.thinkMs = ms;
    emit stateChanged();
}

// The ending in the player's language (the core says which ending; ui/coremessages words it).
QString GameController::endingText() const {
    return game_.isOver() ? translateCore(game_.endingMessage()) : QString();
}

bool GameController::overHere() const {
    return game_.currentPly() == game_.plyCount()
               ? game_.isOver()
               : game_.endingAt(game_.currentPly()) != Ending::None;
}

// Everything that follows a new position: fresh input, the computer's turn, the end (announced
// when a move or a decision ended the game, not when undo or redo come back to an end).
void GameController::afterPositionChange(bool announceEnd) {
    hint_.clear();
    restartClock();
    input_.reset(game_.position(), !overHere());
    emit selectionChanged();
    emit stateChanged();
    if (overHere()) {
        followBoard();
        if (announceEnd) emit gameOver(endingText());
        return;
    }
    startTurnIfDue();
    followBoard();
}

// While analysis is on it studies each new position, except that a computer whose turn it is
// plays first: the analysis goes on from the position after its move.
void GameController::followBoard() {
    if (analysisOn_ && !aiThinking()) return startAnalysis();
    if (report_.lines.empty() && !analysisOn_) return;
    report_ = {};
    emit analysisCleared();
}

// A seat's turn begins only at the end of the line: an earlier position is being looked at.
void GameController::startTurnIfDue() {
    if (overHere() || paused_ || game_.currentPly() < game_.plyCount()) return;
    const Color side = game_.sideToMove();
    if (!seat(side).automatic()) return beginTurn();
    // Between computers the pause lets moves be followed; a clock would charge it to them.
    if (seat(~side).automatic() && game_.currentPly() > 0 && !game_.timeControl().timed())
        pace_.start(ComputerPaceMs);
    else
        beginTurn();
    emit thinkingChanged(true);
    emit stateChanged();
}

void GameController::beginTurn() {
    engine::ClockState clock;
    if (const auto left = game_.timeLeft(clock_.peek()))
        clock = {game_.timeControl(), *left, game_.currentPly()};
    seatToMove().startTurn(
        {game_, clock, setup_.level, setup_.thinkMs, seed_ + quint64(game_.currentPly())});
}

// A seat's move: the computer's, or one brought from where the record is kept (the player here
// may be looking back: the game goes on at its end).
void GameController::onSeatMove(Color side, const Move& m) {
    if (remote_) {
        stopAi();
        toEndOfLine();
    } else if (seat(side).automatic()) {
        emit thinkingChanged(false);
    }
    if (game_.currentPly() != game_.plyCount() || game_.sideToMove() != side || !isLegalHere(m))
        return;
    play(m);
}

void GameController::play(const Move& m) {
    const Position before = game_.position();
    if (!game_.play(m, clock_.take())) {
        // Legal, as the callers checked: too late, so the game was lost on time instead.
        if (game_.ending() == Ending::TimeForfeit) flagFell();
        return;
    }
    emit moved(before, game_.move(game_.currentPly()), game_.position());
    emit recordChanged();
    const int ply = game_.currentPly();
    afterPositionChange(true);
    // Every seat is told, the seat of a player elsewhere passing the move on: after the board
    // has taken it, and only if nothing since has replaced the game.
    const std::uint64_t hash = game_.hashAt(ply);
    for (const auto& s : seats_)
        if (game_.plyCount() == ply && game_.hashAt(ply) == hash)
            s->moveMade(game_, game_.mover(ply));
}

// Without listing every legal path: a capture can have a million.
bool GameController::isLegalHere(const Move& m) const {
    return game_.endingAt(game_.currentPly()) == Ending::None &&
           findLegalMove(game_.position(), m).has_value();
}

// Whether the legal move m leaves the position the line's move at `ply` leaves: the same move
// for the player even by another path (the input writes its own choice of path, a record may
// hold another).
bool GameController::sameAsLine(const Move& m, int ply) const {
    const Move& line = game_.move(ply);
    if (m == line) return true;
    if (!m.isCapture() || !line.isCapture()) return false;
    const auto legal = findLegalMove(game_.position(), m); // with the squares it jumps
    return legal && game_.position().hashAfter(*legal) == game_.position().hashAfter(line);
}

// `move` is copied: it may be the input's, which a new position resets.
bool GameController::playMove(const Move& move) {
    const Move m = move;
    if (paused_ || !humanToMove() || !isLegalHere(m)) return false;
    stopAi(); // a hint, draw question or analysis still running
    const int ply = game_.currentPly(), later = game_.plyCount() - ply;
    if (browsing_ && later > 0 && sameAsLine(m, ply + 1)) {
        goToPly(ply + 1); // replaying the line's own next move: nothing is replaced
        return true;
    }
    if (browsing_ && later > 0 && confirmReplace_) {
        const bool yes = confirmReplace_(later);
        // The question runs an event loop: the board may have moved meanwhile.
        if (!yes || game_.currentPly() != ply || !humanToMove() || !isLegalHere(m)) {
            input_.clear();
            emit selectionChanged();
            return false;
        }
    }
    browsing_ = false;
    play(m);
    return true;
}

bool GameController::playTyped(const QString& text) {
    if (refusedWhilePaused()) return false;
    if (overHere()) {
        emit refused(tr("The game is over."));
        return false;
    }
    if (!humanToMove()) {
        emit refused(waitText());
        return false;
    }
    Message error;
    const auto m = parseMove(game_.position(), text.trimmed().toStdString(), &error);
    if (!m) {
        emit refused(tr("Not a move here: %1").arg(translateCore(error)));
        return false;
    }
    return playMove(*m);
}

void GameController::goToPly(int ply) {
    ply = std::clamp(ply, 0, game_.plyCount());
    if (ply == game_.currentPly()) return;
    stopAi();
    const int from = game_.currentPly();
    if (clock_.running()) { // leaving the ply where the clock runs
        if (game_.checkFlag(clock_.take())) return flagFell();
        parked_ = {from, game_.plyCount(), game_.currentMoveUsedMs()};
    }
    const Position before = game_.position();
    game_.goTo(ply);
    browsing_ = ply < game_.plyCount();
    unpark();
    if (ply == from + 1)
        emit moved(before, game_.move(ply), game_.position());
    else if (ply == from - 1)
        emit movedBack(game_.position(), game_.move(from), before);
    else
        emit positionReset();
    afterPositionChange(false);
}

void GameController::analyse() {
    // On its clock the computer must not wait for an analysis: its time would run out. Against a
    // person at another computer the engine gives no help while the game goes on.
    const bool computersClock = clock_.running() && seat(game_.sideToMove()).automatic();
    const bool againstPerson = recordElsewhere() && !game_.isOver();
    if (game_.endingAt(game_.currentPly()) != Ending::None || computersClock || againstPerson) {
        emit analysisFinished(); // nothing to study: the button goes back up
        return;
    }
    analysisOn_ = true;
    startAnalysis();
}

// The analysis of the position on the board, from scratch: the lines before were of another.
void GameController::startAnalysis() {
    stopAi();
    chosenLine_ = 0;
    report_ = {};
    emit analysisStarted();
    if (game_.endingAt(game_.currentPly()) == Ending::None) {
        purpose_ = Purpose::Analyse;
        analyst().analyse(game_.position(), engine::historyOf(game_), AnalysisMs, analysisLines_,
                          analysisThreads_);
    }
    emit stateChanged();
}

void GameController::stopAnalysis() {
    if (!analysisOn_) return;
    turnAnalysisOff();
    emit stateChanged();
    startTurnIfDue(); // the analysis may have interrupted the computer's turn
}

void GameController::turnAnalysisOff() {
    if (!analysisOn_) return;
    analysisOn_ = false;
    stopAi();
    if (!hint_.empty()) { // also when the analysis had finished by itself
        hint_.clear();
        emit selectionChanged();
    }
    emit analysisFinished();
}

void GameController::setAnalysisLines(int lines) {
    lines = std::clamp(lines, 1, MaxAnalysisLines);
    if (lines == analysisLines_) return;
    analysisLines_ = lines;
    if (analysisOn_) startAnalysis();
}

void GameController::setAnalysisThreads(int threads) {
    threads = std::clamp(threads, 1, engine::MaxThreads);
    if (threads == analysisThreads_) return;
    analysisThreads_ = threads;
    if (analysisOn_) startAnalysis();
}

void GameController::onAnalysis(const AiAnalysis& info) {
    AnalysisReport r{game_.sideToMove(), info.depth, info.nodes, info.seconds, {}};
    for (const engine::RootLine& line : info.lines) r.lines.push_back({line.pv, line.score});
    // The lines after the first are searched apart from it, with a table of their own, so one
    // may come out above it; the player reads them best first all the same.
    std::stable_sort(
        r.lines.begin(), r.lines.end(),
        [](const AnalysisLine& a, const AnalysisLine& b) { return a.score > b.score; });
    report_ = std::move(r);
    emit analysisUpdated(report_);
    markChosenLine();
}

void GameController::showAnalysisLine(int index) {
    if (!analysisOn_ || index < 0 || index >= int(report_.lines.size())) return;
    chosenLine_ = index;
    markChosenLine();
}

// A deeper iteration may have fewer lines (a position with fewer moves never has more): then its
// last is marked, as the analysis panel marks it (AnalysisPanel::chosenLine).
void GameController::markChosenLine() {
    const auto& lines = report_.lines;
    if (lines.empty()) return;
    const auto& line = lines[std::min(std::size_t(chosenLine_), lines.size() - 1)];
    if (line.moves.empty()) return;
    hint_ = {line.moves.front()};
    emit selectionChanged();
}

void GameController::clickSquare(Square s) {
    if (mayTakeInput()) handleInput(input_.click(s));
}

void GameController::dropColumn(Square from, Square to) {
    if (mayTakeInput()) handleInput(input_.drop(from, to));
}

// Whether a click or drop on the board may go to the input now; says why not otherwise.
bool GameController::mayTakeInput() {
    if (refusedWhilePaused()) return false;
    if (overHere()) {
        emit refused(tr("The game is over."));
        return false;
    }
    if (!humanToMove()) {
        emit refused(waitText());
        return false;
    }
    return true;
}

void GameController::handleInput(MoveInput::Outcome outcome) {
    switch (outcome) {
    case MoveInput::Outcome::Refused:
        emit refused(input_.reason());
        break;
    case MoveInput::Outcome::Completed:
        playMove(input_.move());
        return;
    case MoveInput::Outcome::Selected:
    case MoveInput::Outcome::Cleared:
        break;
    }
    emit selectionChanged();
}

void GameController::clearSelection() {
    input_.clear();
    emit selectionChanged();
}

bool GameController::canUndo() const {
    if (remote_) return remote_->allowed().takeback; // a question to the other side
    for (int ply = game_.currentPly(); ply > 0; --ply) {
        // The player who made move `ply` is the side to move one ply earlier.
        const bool whiteMoved =
            (game_.startPosition().sideToMove() == Color::White) == (ply % 2 == 1);
        if (!seat(whiteMoved ? Color::White : Color::Black).automatic()) return true;
    }
    return false;
}

bool GameController::canDecide() const {
    return !overHere() && game_.endingAt(game_.plyCount()) == Ending::None;
}

bool GameController::canOfferDraw() const {
    if (remote_) return remote_->allowed().offerDraw;
    return (seat(Color::White).atThisBoard() || seat(Color::Black).atThisBoard()) && canDecide();
}

bool GameController::canResign() const {
    if (remote_) return remote_->allowed().resign;
    return (seat(Color::White).atThisBoard() || seat(Color::Black).atThisBoard()) && canDecide();
}

bool GameController::canRedo() const {
    if (remote_) return false; // the line is the other side's: replayed, not redone
    return game_.currentPly() < game_.plyCount();
}

// Against the computer one undo takes back the human's last move and every computer move after
// it, so the human is to move again; between humans, one ply.
void GameController::undo() {
    if (!canUndo()) return;
    if (remote_) {
        if (remote_->requestTakeback())
            emit notice(tr("Your opponent is asked to allow the takeback…"));
        return;
    }
    stopAi();
    browsing_ = false;
    game_.back();
    while (game_.currentPly() > 0 && seat(game_.sideToMove()).automatic()) game_.back();
    emit positionReset();
    afterPositionChange(false);
}

void GameController::redo() {
    if (!canRedo()) return;
    stopAi();
    browsing_ = false;
    game_.forward();
    while (game_.currentPly() < game_.plyCount() && seat(game_.sideToMove()).automatic())
        game_.forward();
    emit positionReset();
    afterPositionChange(false);
}

void GameController::moveNow() {
    if (aiThinking()) seatToMove().moveNow();
}

void GameController::requestHint() {
    // The analysis marks its best move already; a person at another computer gets no help.
    if (!humanToMove() || analysisOn_ || (recordElsewhere() && !game_.isOver())) return;
    stopAi();
    purpose_ = Purpose::Hint;
    analyst().think(game_.position(), engine::historyOf(game_), engine::MaxLevel, HintThinkMs,
                    seed_);
}

// Resigning and draws concern the game as a whole: the board goes to its end first.
void GameController::toEndOfLine() {
    if (game_.currentPly() == game_.plyCount()) return;
    game_.goTo(game_.plyCount());
    browsing_ = false;
    unpark();
    restartClock(); // the side to move is thinking again, on what it had used before
    input_.reset(game_.position(), !overHere());
    emit positionReset();
    emit selectionChanged();
    emit stateChanged();
}

// Back at the ply the clock was running at when the user went to look back: its time used.
void GameController::unpark() {
    if (game_.currentPly() == parked_.ply && game_.plyCount() == parked_.plyCount)
        game_.setCurrentMoveUsedMs(parked_.used);
}

bool GameController::offerDraw() {
    if (remote_) {
        if (canOfferDraw() && remote_->offerDraw()) emit notice(tr("Your draw offer was sent."));
        return false; // the answer comes from there, as news
    }
    if (!canDecide()) return false;
    const Color side = game_.sideToMove();
    const Color asked = seat(side).atThisBoard() ? ~side : side; // the person's opponent
    turnAnalysisOff(); // the computer needs the processor to think about the offer
    stopAi();
    toEndOfLine();
    if (seats_[std::size_t(asked)]->considerDraw(game_, asked)) return true;
    startTurnIfDue();
    return false;
}

void GameController::onDrawAnswer(bool accepted) {
    emit drawOfferAnswered(accepted);
    if (accepted)
        agreeDraw();
    else
        startTurnIfDue();
}

void GameController::agreeDraw() {
    if (!canDecide()) return;
    stopAi();
    toEndOfLine();
    if (chargeClock()) return;
    game_.agreeDraw();
    emit recordChanged();
    afterPositionChange(true);
}

QString GameController::waitText() const {
    if (remote_ && !remote_->reachable()) return remote_->unreachableText();
    if (browsing_ && remote_) return tr("Go to the last move to play on.");
    return seat(game_.sideToMove()).automatic() ? tr("Wait: the computer is to move.")
                                                : tr("Wait: your opponent is to move.");
}

void GameController::resign() {
    if (remote_) {
        if (canResign()) remote_->resign(); // the ending comes back as the record's
        return;
    }
    if (!canDecide()) return;
    stopAi();
    Color who = game_.sideToMove();
    if (!seat(who).atThisBoard() && seat(~who).atThisBoard()) who = ~who; // the person here
    toEndOfLine();
    // The move's time so far is kept: the clock shown must not go back to the move's start.
    if (chargeClock()) return;
    game_.resign(who);
    emit recordChanged();
    afterPositionChange(true);
}

// The analyst's answer: an analysis that finished by itself (a forced win found) keeps its lines.
void GameController::receive(const AiAnswer& answer) {
    if (purpose_ != Purpose::Hint || !answer.hasMove) return;
    hint_ = {answer.move};
    emit selectionChanged();
}

} // namespace bashni::ui

namespace bashni::ui {

// --- clocks

bool GameController::clockShouldRun() const {
    return game_.timeControl().timed() && !remote_ && !paused_ && !browsing_ && !overHere();
}

// A new position, or the same one taken up again: the time measured so far was charged or does
// not count (undo gives back the clocks of the ply it returns to).
void GameController::restartClock() {
    if (clockShouldRun())
        clock_.start();
    else
        clock_.stop();
}

void GameController::onClockTick() {
    if (!clock_.running()) return;
    if (game_.checkFlag(clock_.take())) return flagFell();
    const Color side = game_.sideToMove();
    const Milliseconds left = game_.timeLeft().value_or(0);
    bool& said = lowTimeSaid_[std::size_t(side)];
    if (left >= LowTimeMs) {
        said = false;
    } else if (!said && seat(side).atThisBoard()) {
        said = true;
        emit lowTime();
    }
    emit clockTick();
}

void GameController::flagFell() {
    stopAi();
    clock_.stop();
    browsing_ = false;
    emit recordChanged();
    emit clockTick();
    afterPositionChange(true);
}

std::optional<Milliseconds> GameController::clockShown(Color side) const {
    if (!game_.timeControl().timed()) return std::nullopt;
    // The side that lost on time has none left, whatever a remote side's last word said.
    const bool atEnd = game_.currentPly() == game_.plyCount();
    if (atEnd && game_.ending() == Ending::TimeForfeit && game_.loser() == side) return 0;
    if (remote_) return remote_->timeLeft(side);
    // The side to move's clock less the time charged to the move (ended by resigning or a draw).
    if (side == game_.sideToMove()) return game_.timeLeft(overHere() ? 0 : clock_.peek());
    return game_.clockAt(side);
}

void GameController::setPaused(bool paused) {
    if (paused == paused_ || (paused && !canPause())) return;
    if (paused && clock_.running() && game_.checkFlag(clock_.take())) return flagFell();
    paused_ = paused;
    waiting_ = false;
    if (paused_) {
        turnAnalysisOff();
        stopAi();
        clock_.stop();
    } else {
        restartClock();
        startTurnIfDue();
    }
    emit stateChanged();
    emit clockTick();
}

void GameController::settleClock() {
    chargeClock();
}

bool GameController::chargeClock() {
    if (!clock_.running() || !game_.checkFlag(clock_.take())) return false;
    flagFell();
    return true;
}

// The wait at the start is no pause the player chose: their first touch of the board ends it.
bool GameController::refusedWhilePaused() {
    if (waitingForPlayer()) setPaused(false);
    if (paused_) emit refused(tr("The game is paused: press P to play on."));
    return paused_;
}

} // namespace bashni::ui

namespace bashni::ui {

// --- a game whose record is kept elsewhere

void GameController::playRemote(RemoteSide& remote) {
    if (remote_ && remote_ != &remote) remote_->disconnect(this);
    remote_ = &remote;
    reloadRemote(false);
    connect(&remote, &RemoteSide::changed, this, &GameController::followRemote,
            Qt::UniqueConnection);
    connect(&remote, &RemoteSide::ticked, this, &GameController::clockTick, Qt::UniqueConnection);
}

// The board takes the record as it is kept there, with new seats: the player here at the local
// colour, the remote side's seat at each other.
void GameController::reloadRemote(bool corrected) {
    RemoteSide& remote = *remote_;
    Game record = remote.record();
    record.goTo(record.plyCount());
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    setup.rules = record.rules();
    setup.draws = record.drawRules();
    Seats seats;
    for (Color side : {Color::White, Color::Black}) {
        if (remote.localColour() == side)
            seats[std::size_t(side)] = std::make_unique<HumanSeat>();
        else
            seats[std::size_t(side)] = std::make_unique<RemoteSeat>(remote, side);
    }
    load(record, setup, std::move(seats), false);
    if (corrected)
        emit notice(tr("The board did not agree with the game's record where it is kept: it "
                       "shows that record now."));
}

// The one place where the board follows what the remote side says: the line the same, its clocks
// and ending are taken; a line shortened or lengthened there (a takeback, a game taken up again)
// is taken whole; a line that went another way is corrected, and the player told.
void GameController::followRemote() {
    if (!remote_) return;
    const Game record = remote_->record();
    // Another game there, or the player here now plays another colour (the game has begun).
    bool seatsAsSaid = true;
    for (Color side : {Color::White, Color::Black})
        seatsAsSaid &= seat(side).atThisBoard() == (remote_->localColour() == side);
    if (!seatsAsSaid || record.rules() != game_.rules() ||
        record.drawRules() != game_.drawRules() || !(record.timeControl() == game_.timeControl()))
        return reloadRemote(false);
    int same = record.startPosition().hash() == game_.startPosition().hash() ? 0 : -1;
    const int shorter = std::min(record.plyCount(), game_.plyCount());
    if (same == 0)
        while (same < shorter && record.hashAt(same + 1) == game_.hashAt(same + 1)) ++same;
    if (same == record.plyCount() && same == game_.plyCount()) return adoptRemote(record);
    const bool diverged = same < 0 || (same < record.plyCount() && same < game_.plyCount());
    reloadRemote(diverged);
}

// The same line: the clocks as counted there, and an ending decided there (a resignation, an
// agreed draw, a flag, a game abandoned) announced as the board's own.
void GameController::adoptRemote(const Game& record) {
    bool changed = false;
    for (int ply = 1; ply <= record.plyCount(); ++ply) {
        if (game_.clock(ply) == record.clock(ply)) continue;
        game_.setClock(ply, record.clock(ply));
        changed = true;
    }
    if (game_.currentPly() == game_.plyCount() &&
        game_.currentMoveUsedMs() != record.currentMoveUsedMs()) {
        game_.setCurrentMoveUsedMs(record.currentMoveUsedMs());
        changed = true;
    }
    for (const auto& [name, value] : record.tags()) { // a tag said there (Termination, a rating)
        if (game_.tag(name) == value) continue;
        game_.setTag(name, value);
        changed = true;
    }
    const Ending e = record.ending();
    const bool ends = !game_.isOver() && (e == Ending::Resignation || e == Ending::Agreement ||
                                          e == Ending::TimeForfeit);
    if (ends) {
        stopAi();
        toEndOfLine();
        if (e == Ending::Resignation) game_.resign(record.loser());
        if (e == Ending::Agreement) game_.agreeDraw();
        if (e == Ending::TimeForfeit) game_.loseOnTime(record.loser());
        changed = true;
    }
    if (changed) emit recordChanged();
    if (ends)
        afterPositionChange(true);
    else
        emit stateChanged(); // whether the other side can be reached, what it allows
    emit clockTick();
}

} // namespace bashni::ui
