// Sound: which sound a move makes, the SoundBoard playing only while sound is on (and silently,
// without an error, on this machine, which has no audio device), the window asking for the
// right sounds, and View → Sound and the Preferences check box being one setting. What is heard
// is not checked: SoundBoard::requested tells what was asked for.
#include "core/notation.h"
#include "tests/common/testpositions.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/game/gamecontroller.h"
#include "ui/sound/soundboard.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace bashni;
using namespace bashni::ui;

namespace {

NewGameChoice humans() {
    NewGameChoice c;
    c.opponents = Opponents::HumanVsHuman;
    return c;
}

QList<Sound> sounds(const QSignalSpy& spy) {
    QList<Sound> out;
    for (const QList<QVariant>& args : spy) out << args.at(0).value<Sound>();
    return out;
}

// Warnings and errors printed while a test runs (Qt Multimedia's included), passed on as well.
QStringList warnings;
QtMessageHandler passOn = nullptr;
void recordWarnings(QtMsgType type, const QMessageLogContext& context, const QString& text) {
    if (type != QtDebugMsg && type != QtInfoMsg) warnings << text;
    passOn(type, context, text);
}

} // namespace

class TestSound : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();

    void soundForMoves_data();
    void soundForMoves();
    void disabledBoardPlaysNothing();
    void enabledBoardPlaysQuietlyWithoutADevice();
    void windowAsksForMoveSounds();
    void windowAsksForTheEndOfTheGame();
    void windowAsksForLowTime();
    void menuAndPreferencesAreOneSetting();

  private:
    void load(const char* position) {
        w_->startGame(humans());
        w_->controller()->loadGame(Game(test::position(position)), w_->controller()->setup());
    }
    std::unique_ptr<MainWindow> w_;
};

void TestSound::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings in a test location, not the user's
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_sound");
    QSettings().clear();
}

void TestSound::init() {
    QSettings().clear();
    Settings().setAnimationMs(0);
}

void TestSound::cleanup() {
    w_.reset();
}

void TestSound::soundForMoves_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("move");
    QTest::addColumn<Sound>("sound");
    QTest::newRow("quiet move") << "W:c3=w,f6=b"
                                << "c3-d4" << Sound::Move;
    QTest::newRow("capture") << "W:c3=w,d4=b,h8=b"
                             << "c3:e5" << Sound::Capture;
    QTest::newRow("crowning capture") << "W:f6=w,g7=b,a3=b"
                                      << "f6:h8" << Sound::Crown;
    QTest::newRow("crowning") << "W:a7=w,h2=b"
                              << "a7-b8" << Sound::Crown;
    QTest::newRow("king's move") << "W:a1=W,h8=b"
                                 << "a1-d4" << Sound::Move;
    QTest::newRow("black crowns") << "B:b2=b,h6=w"
                                  << "b2-a1" << Sound::Crown;
}

void TestSound::soundForMoves() {
    QFETCH(QString, position);
    QFETCH(QString, move);
    QFETCH(Sound, sound);
    const Position pos = test::position(position);
    const auto m = parseMove(pos, move.toStdString());
    QVERIFY(m);
    QCOMPARE(soundFor(*m), sound);
}

void TestSound::disabledBoardPlaysNothing() {
    SoundBoard board;
    QVERIFY(board.isEnabled()); // on by default
    board.setEnabled(false);
    QSignalSpy requested(&board, &SoundBoard::requested);
    for (int i = 0; i < SoundCount; ++i) board.play(Sound(i));
    QCOMPARE(requested.count(), 0);
    QVERIFY(!board.playerLoaded()); // Qt Multimedia is not even loaded
}

// The module is found next to the programs as installed and in the build tree, and playing
// every sound prints nothing though there is no audio device here.
void TestSound::enabledBoardPlaysQuietlyWithoutADevice() {
    warnings.clear();
    passOn = qInstallMessageHandler(recordWarnings);
    {
        SoundBoard board;
        QSignalSpy requested(&board, &SoundBoard::requested);
        for (int i = 0; i < SoundCount; ++i) board.play(Sound(i));
        board.play(Sound::Move); // again at once
        QCOMPARE(sounds(requested), (QList<Sound>{Sound::Move, Sound::Capture, Sound::Crown,
                                                  Sound::GameEnd, Sound::LowTime, Sound::Move}));
        QVERIFY2(board.playerLoaded(), qPrintable(SoundBoard::modulePath()));
        // The sounds load and play (or fail to) in the event loop.
        QTest::qWait(300);
    }
    QCoreApplication::processEvents();
    qInstallMessageHandler(passOn);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
}

void TestSound::windowAsksForMoveSounds() {
    w_ = std::make_unique<MainWindow>();
    QSignalSpy requested(w_->sounds(), &SoundBoard::requested);
    load("W:c3=w,e3=w,d4=b,a7=w,f8=b,h8=b");
    QVERIFY(w_->controller()->playTyped("c3:e5"));
    QVERIFY(w_->controller()->playTyped("f8-g7"));
    QVERIFY(w_->controller()->playTyped("a7-b8"));
    QVERIFY(w_->controller()->playTyped("g7-f6"));
    QVERIFY(w_->controller()->playTyped("e5:g7"));
    QCOMPARE(sounds(requested), (QList<Sound>{Sound::Capture, Sound::Move, Sound::Crown,
                                              Sound::Move, Sound::Capture}));
    // Browsing: a step forward shows a move and sounds like one; a jump or a step back is silent.
    requested.clear();
    w_->controller()->goToPly(0);
    w_->controller()->goToPly(1);
    w_->controller()->goToPly(2);
    w_->controller()->goToPly(1);
    QCOMPARE(sounds(requested), (QList<Sound>{Sound::Capture, Sound::Move}));
}

void TestSound::windowAsksForTheEndOfTheGame() {
    w_ = std::make_unique<MainWindow>();
    w_->show();
    QVERIFY(QTest::qWaitForWindowExposed(w_.get()));
    QSignalSpy requested(w_->sounds(), &SoundBoard::requested);
    load("W:c3=w,d4=b"); // Black has nothing left to move after the capture
    QVERIFY(w_->controller()->playTyped("c3:e5"));
    QVERIFY(w_->controller()->game().isOver());
    QCOMPARE(sounds(requested), (QList<Sound>{Sound::Capture, Sound::GameEnd}));
}

// The controller says when a human's clock falls into its last ten seconds (tst_clocks).
void TestSound::windowAsksForLowTime() {
    w_ = std::make_unique<MainWindow>();
    QSignalSpy requested(w_->sounds(), &SoundBoard::requested);
    emit w_->controller()->lowTime();
    QCOMPARE(sounds(requested), (QList<Sound>{Sound::LowTime}));
}

void TestSound::menuAndPreferencesAreOneSetting() {
    w_ = std::make_unique<MainWindow>();
    QAction* toggle = w_->action("sound");
    QVERIFY(toggle && toggle->isCheckable());
    QVERIFY(toggle->isChecked());
    QVERIFY(w_->sounds()->isEnabled());

    toggle->trigger(); // View → Sound: off
    QVERIFY(!Settings().sound());
    QVERIFY(!w_->sounds()->isEnabled());
    QSignalSpy requested(w_->sounds(), &SoundBoard::requested);
    load("W:c3=w,f6=b");
    QVERIFY(w_->controller()->playTyped("c3-d4"));
    QCOMPARE(requested.count(), 0);

    w_->action("preferences")->trigger();
    auto* dialog = w_->findChild<PreferencesDialog*>();
    QVERIFY(dialog);
    auto* box = dialog->findChild<QCheckBox*>("sound");
    QVERIFY(box);
    QVERIFY(!box->isChecked()); // shows the menu's choice
    box->click();               // and turns sound back on for the menu too
    QVERIFY(Settings().sound());
    QVERIFY(toggle->isChecked());
    QVERIFY(w_->sounds()->isEnabled());
    QVERIFY(w_->controller()->playTyped("f6-e5"));
    QCOMPARE(sounds(requested), (QList<Sound>{Sound::Move}));
    box->click();
    QVERIFY(!Settings().sound());
    QVERIFY(!toggle->isChecked());
    dialog->close();
}

QTEST_MAIN(TestSound)
#include "tst_sound.moc"
