// The Preferences dialog: each control, changed as a user changes it, writes its setting at once
// and emits changed(); a new dialog shows what is stored. Controls are changed through the calls
// a user's input ends in: QComboBox::setCurrentIndex, QAbstractButton::click, QSlider::setValue,
// and typed keys for the player's name (written on every edit: textChanged).
#include "ui/board/theme.h"
#include "ui/common/settings.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/dialogs/serverlistedit.h"
#include "ui/online/logindialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <memory>

using namespace bashni;
using namespace bashni::ui;

class TestPreferences : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();

    void openingWritesNothing();
    void showsStoredValues();
    void unlistedStoredTimesGetTheirOwnItem();
    void gameControlsWriteSettings();
    void playerNameIsWrittenAsTyped();
    void computerControlsWriteSettings();
    void boardControlsWriteSettings();
    void themeCombosListTheThemes();
    void languageComboListsShippedTranslations();
    void shippedLanguagesReadsQmFileNames();
    void newGameEditKeepsOtherFields();
    void sideOnlyMattersAgainstTheComputer();
    void valuesSurviveARestart();
    void serversAreAddedEditedAndRemoved();
    void serverEntryTakesOnlyAnAddress();

  private:
    template <typename T>
    T* child(const char* name) {
        T* w = dialog_->findChild<T*>(QLatin1String(name));
        if (!w) qFatal("no control %s", name);
        return w;
    }
    // Selects the item holding data in a combo, as a user picking it would.
    void pick(const char* combo, const QVariant& data) {
        auto* box = child<QComboBox>(combo);
        const int i = box->findData(data);
        QVERIFY2(i >= 0, combo);
        QVERIFY2(i != box->currentIndex(), combo); // a real change
        box->setCurrentIndex(i);
    }

    std::unique_ptr<PreferencesDialog> dialog_;
    std::unique_ptr<QSignalSpy> changed_;
};

void TestPreferences::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings in a test location, not the user's
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_preferences");
    QLocale::setDefault(QLocale::c()); // "0.5 s" whatever the machine's language
    QSettings().clear();
}

void TestPreferences::init() {
    dialog_.reset();
    QSettings().clear();
    dialog_ = std::make_unique<PreferencesDialog>();
    changed_ = std::make_unique<QSignalSpy>(dialog_.get(), &PreferencesDialog::changed);
}

void TestPreferences::openingWritesNothing() {
    QVERIFY(QSettings().allKeys().isEmpty());
    QCOMPARE(changed_->count(), 0);
    // ... and shows the defaults.
    QCOMPARE(child<QComboBox>("opponents")->currentIndex(), int(Opponents::HumanVsComputer));
    QCOMPARE(child<QSlider>("level")->value(), 3);
    QCOMPARE(child<QComboBox>("thinkTime")->currentData().toLongLong(), 0);
    QCOMPARE(child<QComboBox>("animation")->currentData().toInt(), 220);
    QCOMPARE(child<QComboBox>("boardTheme")->currentData().toString(), QString("classic"));
    QCOMPARE(child<QComboBox>("language")->currentData().toString(), QString());
    QVERIFY(child<QCheckBox>("confirmResign")->isChecked());
}

void TestPreferences::showsStoredValues() {
    dialog_.reset();
    {
        Settings s;
        NewGameChoice c;
        c.opponents = Opponents::ComputerVsComputer;
        c.side = HumanSide::Random;
        c.level = 8;
        c.thinkMs = 5000;
        c.rules = Rules::Turkish;
        c.draws = {false, true};
        s.setNewGame(c);
        s.setPlayerName("Ann");
        s.setConfirmResign(false);
        s.setBoardTheme("contrast");
        s.setPieceTheme("classic");
        s.setAnimationMs(450);
        s.setLegalMoves(false);
        s.setLastMove(true);
        s.setCoordinates(false);
    }
    dialog_ = std::make_unique<PreferencesDialog>();
    QCOMPARE(child<QComboBox>("opponents")->currentIndex(), int(Opponents::ComputerVsComputer));
    QCOMPARE(child<QComboBox>("side")->currentIndex(), int(HumanSide::Random));
    QCOMPARE(child<QComboBox>("side")->currentText(), QString("Random"));
    QCOMPARE(child<QComboBox>("rules")->currentText(), QString("Turkish strike"));
    QVERIFY(!child<QCheckBox>("repetitionDraw")->isChecked());
    QVERIFY(child<QCheckBox>("noProgressDraw")->isChecked());
    QCOMPARE(child<QLineEdit>("playerName")->text(), QString("Ann"));
    QVERIFY(!child<QCheckBox>("confirmResign")->isChecked());
    QCOMPARE(child<QSlider>("level")->value(), 8);
    QCOMPARE(child<QComboBox>("thinkTime")->currentData().toLongLong(), 5000);
    QCOMPARE(child<QComboBox>("thinkTime")->currentText(), QString("5 s"));
    QCOMPARE(child<QComboBox>("boardTheme")->currentData().toString(), QString("contrast"));
    QCOMPARE(child<QComboBox>("boardTheme")->currentText(), QString("High contrast"));
    QCOMPARE(child<QComboBox>("pieceTheme")->currentData().toString(), QString("classic"));
    QCOMPARE(child<QComboBox>("animation")->currentText(), QString("Slow"));
    QVERIFY(!child<QCheckBox>("legalMoves")->isChecked());
    QVERIFY(child<QCheckBox>("lastMove")->isChecked());
    QVERIFY(!child<QCheckBox>("coordinates")->isChecked());
}

void TestPreferences::unlistedStoredTimesGetTheirOwnItem() {
    dialog_.reset();
    {
        Settings s;
        NewGameChoice c;
        c.thinkMs = 3000;
        s.setNewGame(c);
        s.setAnimationMs(300);
    }
    dialog_ = std::make_unique<PreferencesDialog>();
    QCOMPARE(child<QComboBox>("thinkTime")->currentText(), QString("3 s"));
    QCOMPARE(child<QComboBox>("thinkTime")->currentData().toLongLong(), 3000);
    QCOMPARE(child<QComboBox>("animation")->currentText(), QString("300 ms"));
    QCOMPARE(Settings().newGame().thinkMs, 3000); // showing it did not change it
    QCOMPARE(Settings().animationMs(), 300);
}

void TestPreferences::gameControlsWriteSettings() {
    child<QComboBox>("opponents")->setCurrentIndex(int(Opponents::HumanVsHuman));
    QCOMPARE(Settings().newGame().opponents, Opponents::HumanVsHuman);
    QCOMPARE(changed_->count(), 1);

    child<QComboBox>("side")->setCurrentIndex(int(HumanSide::Black));
    QCOMPARE(Settings().newGame().side, HumanSide::Black);
    QCOMPARE(changed_->count(), 2);

    pick("rules", int(Rules::Intervening));
    QCOMPARE(Settings().newGame().rules, Rules::Intervening);
    QCOMPARE(changed_->count(), 3);

    child<QCheckBox>("repetitionDraw")->click();
    QCOMPARE(Settings().newGame().draws.repetition, false);
    QCOMPARE(Settings().newGame().draws.noProgress, true);
    QCOMPARE(changed_->count(), 4);

    child<QCheckBox>("noProgressDraw")->click();
    QCOMPARE(Settings().newGame().draws.noProgress, false);
    QCOMPARE(changed_->count(), 5);

    child<QCheckBox>("confirmResign")->click();
    QCOMPARE(Settings().confirmResign(), false);
    QCOMPARE(changed_->count(), 6);
    child<QCheckBox>("confirmResign")->click();
    QCOMPARE(Settings().confirmResign(), true);
    QCOMPARE(changed_->count(), 7);
}

void TestPreferences::playerNameIsWrittenAsTyped() {
    auto* name = child<QLineEdit>("playerName");
    QTest::keyClicks(name, "Bob");
    QCOMPARE(Settings().playerName(), QString("Bob"));
    QCOMPARE(changed_->count(), 3); // one a key
    QTest::keyClick(name, Qt::Key_Backspace);
    QCOMPARE(Settings().playerName(), QString("Bo"));
    name->clear();
    QCOMPARE(Settings().playerName(), QString());
}

void TestPreferences::computerControlsWriteSettings() {
    // The window hands these on to the game in progress.
    QSignalSpy levels(dialog_.get(), &PreferencesDialog::levelChanged);
    QSignalSpy times(dialog_.get(), &PreferencesDialog::thinkMsChanged);
    auto* level = child<QSlider>("level");
    level->setValue(7);
    QCOMPARE(Settings().newGame().level, 7);
    QCOMPARE(changed_->count(), 1);
    QCOMPARE(levels.count(), 1);
    QCOMPARE(levels.at(0).at(0).toInt(), 7);
    // The words beside the slider follow it.
    const auto labels = dialog_->findChildren<QLabel*>();
    QVERIFY(std::any_of(labels.begin(), labels.end(),
                        [](QLabel* l) { return l->text() == QLatin1String("7 (club)"); }));

    pick("thinkTime", qint64(2000));
    QCOMPARE(Settings().newGame().thinkMs, 2000);
    QCOMPARE(child<QComboBox>("thinkTime")->currentText(), QString("2 s"));
    QCOMPARE(changed_->count(), 2);
    pick("thinkTime", qint64(500));
    QCOMPARE(Settings().newGame().thinkMs, 500);
    QCOMPARE(child<QComboBox>("thinkTime")->currentText(), QString("0.5 s"));
    pick("thinkTime", qint64(0));
    QCOMPARE(Settings().newGame().thinkMs, 0);
    QCOMPARE(child<QComboBox>("thinkTime")->currentText(), QString("Level's own"));
    QCOMPARE(changed_->count(), 4);
    QCOMPARE(times.count(), 3);
    QCOMPARE(times.at(1).at(0).toLongLong(), qint64(500));
}

void TestPreferences::boardControlsWriteSettings() {
    pick("boardTheme", QString("contrast"));
    QCOMPARE(Settings().boardTheme(), QString("contrast"));
    QCOMPARE(Settings().pieceTheme(), QString("classic"));
    QCOMPARE(changed_->count(), 1);
    pick("pieceTheme", QString("contrast"));
    QCOMPARE(Settings().pieceTheme(), QString("contrast"));
    QCOMPARE(changed_->count(), 2);

    const std::pair<const char*, int> speeds[] = {{"Off", 0}, {"Fast", 120}, {"Slow", 450}};
    for (const auto& [text, ms] : speeds) {
        pick("animation", ms);
        QCOMPARE(child<QComboBox>("animation")->currentText(), QString(text));
        QCOMPARE(Settings().animationMs(), ms);
    }
    QCOMPARE(changed_->count(), 5);

    child<QCheckBox>("legalMoves")->click();
    QCOMPARE(Settings().legalMoves(), false);
    child<QCheckBox>("lastMove")->click();
    QCOMPARE(Settings().lastMove(), false);
    child<QCheckBox>("coordinates")->click();
    QCOMPARE(Settings().coordinates(), false);
    QCOMPARE(changed_->count(), 8);
    child<QCheckBox>("coordinates")->click();
    QCOMPARE(Settings().coordinates(), true);
    QCOMPARE(changed_->count(), 9);
    QVERIFY(child<QCheckBox>("turnToPlayer")->isChecked()); // on by default
    child<QCheckBox>("turnToPlayer")->click();
    QCOMPARE(Settings().turnToPlayer(), false);
    child<QCheckBox>("turnToPlayer")->click();
    QCOMPARE(Settings().turnToPlayer(), true);
    QCOMPARE(changed_->count(), 11);
}

void TestPreferences::themeCombosListTheThemes() {
    QVERIFY(themes().size() >= 2);
    for (const char* name : {"boardTheme", "pieceTheme"}) {
        auto* box = child<QComboBox>(name);
        QCOMPARE(box->count(), int(themes().size()));
        QVERIFY(box->count() >= 2);
        for (int i = 0; i < box->count(); ++i) {
            QCOMPARE(box->itemData(i).toString(), QString::fromLatin1(themes()[size_t(i)].id));
            QCOMPARE(box->itemText(i), themeName(themes()[size_t(i)]));
        }
    }
    QCOMPARE(child<QComboBox>("boardTheme")->itemText(0), QString("Wood"));
}

void TestPreferences::languageComboListsShippedTranslations() {
    auto* box = child<QComboBox>("language");
    const QStringList shipped = PreferencesDialog::shippedLanguages();
    QCOMPARE(box->count(), 1 + shipped.size());
    QCOMPARE(box->itemText(0), QString("System default"));
    QCOMPARE(box->itemData(0).toString(), QString());
    for (int i = 0; i < shipped.size(); ++i) QCOMPARE(box->itemData(i + 1).toString(), shipped[i]);
    const auto labels = dialog_->findChildren<QLabel*>();
    QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* l) {
        return l->text() == QLatin1String("The language changes at the next start.");
    }));

    // Whether or not translations are shipped yet, choosing one writes its code: an item as
    // the dialog lists a translation is added for the test when there is none.
    if (shipped.isEmpty()) box->addItem(QLocale("de").nativeLanguageName(), QString("de"));
    const QString code = box->itemData(1).toString();
    box->setCurrentIndex(1);
    QCOMPARE(Settings().language(), code);
    QCOMPARE(changed_->count(), 1);
    box->setCurrentIndex(0);
    QCOMPARE(Settings().language(), QString());
    QCOMPARE(changed_->count(), 2);
}

void TestPreferences::shippedLanguagesReadsQmFileNames() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char* file : {"bashni_ru.qm", "bashni_de.qm", "bashni_pt_BR.qm", "qtbase_fr.qm",
                             "bashni_es.ts", "bashni_.qm"}) {
        QFile f(dir.filePath(file));
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    QCOMPARE(PreferencesDialog::shippedLanguages(dir.path()), QStringList({"de", "pt_BR", "ru"}));
    QVERIFY(PreferencesDialog::shippedLanguages(dir.filePath("missing")).isEmpty());
}

void TestPreferences::newGameEditKeepsOtherFields() {
    // A default stored elsewhere while the dialog is open (the New Game dialog's) is kept.
    {
        Settings s;
        NewGameChoice c = s.newGame();
        c.level = 9;
        s.setNewGame(c);
    }
    pick("rules", int(Rules::Turkish));
    const NewGameChoice c = Settings().newGame();
    QCOMPARE(c.rules, Rules::Turkish);
    QCOMPARE(c.level, 9);
}

void TestPreferences::sideOnlyMattersAgainstTheComputer() {
    auto* side = child<QComboBox>("side");
    QVERIFY(side->isEnabled());
    child<QComboBox>("opponents")->setCurrentIndex(int(Opponents::HumanVsHuman));
    QVERIFY(!side->isEnabled());
    child<QComboBox>("opponents")->setCurrentIndex(int(Opponents::ComputerVsComputer));
    QVERIFY(!side->isEnabled());
    child<QComboBox>("opponents")->setCurrentIndex(int(Opponents::HumanVsComputer));
    QVERIFY(side->isEnabled());
}

void TestPreferences::valuesSurviveARestart() {
    child<QComboBox>("opponents")->setCurrentIndex(int(Opponents::ComputerVsComputer));
    pick("rules", int(Rules::Intervening));
    child<QCheckBox>("noProgressDraw")->click();
    QTest::keyClicks(child<QLineEdit>("playerName"), "Zoe");
    child<QCheckBox>("confirmResign")->click();
    child<QSlider>("level")->setValue(10);
    pick("thinkTime", qint64(30000));
    pick("boardTheme", QString("contrast"));
    pick("animation", 120);
    child<QCheckBox>("lastMove")->click();

    dialog_.reset();
    dialog_ = std::make_unique<PreferencesDialog>();
    QCOMPARE(child<QComboBox>("opponents")->currentIndex(), int(Opponents::ComputerVsComputer));
    QCOMPARE(child<QComboBox>("rules")->currentData().toInt(), int(Rules::Intervening));
    QVERIFY(child<QCheckBox>("repetitionDraw")->isChecked());
    QVERIFY(!child<QCheckBox>("noProgressDraw")->isChecked());
    QCOMPARE(child<QLineEdit>("playerName")->text(), QString("Zoe"));
    QVERIFY(!child<QCheckBox>("confirmResign")->isChecked());
    QCOMPARE(child<QSlider>("level")->value(), 10);
    QCOMPARE(child<QComboBox>("thinkTime")->currentText(), QString("30 s"));
    QCOMPARE(child<QComboBox>("boardTheme")->currentData().toString(), QString("contrast"));
    QCOMPARE(child<QComboBox>("pieceTheme")->currentData().toString(), QString("classic"));
    QCOMPARE(child<QComboBox>("animation")->currentText(), QString("Fast"));
    QVERIFY(child<QCheckBox>("legalMoves")->isChecked());
    QVERIFY(!child<QCheckBox>("lastMove")->isChecked());
    QVERIFY(child<QCheckBox>("coordinates")->isChecked());
}

// Add… opens the entry dialog (typed into and accepted here as a user would); the list is written
// at once, with each server's encryption, and is what Play Online's login offers.
void TestPreferences::serversAreAddedEditedAndRemoved() {
    auto* list = child<QListWidget>("servers");
    QCOMPARE(list->count(), 0); // none built in
    QTimer::singleShot(0, this, [] {
        auto* d = qobject_cast<ServerEntryDialog*>(QApplication::activeModalWidget());
        QVERIFY(d);
        QTest::keyClicks(d->findChild<QLineEdit*>("address"), "127.0.0.1:5000");
        d->findChild<QCheckBox*>("plain")->click();
        QVERIFY(d->acceptable());
        d->accept();
    });
    auto* add = dialog_->findChild<QPushButton*>();
    for (auto* b : dialog_->findChildren<QPushButton*>())
        if (b->text() == "&Add…") add = b;
    add->click();
    QCOMPARE(changed_->count(), 1);
    QCOMPARE(Settings().onlineServers(), QStringList{"127.0.0.1:5000"});
    QVERIFY(Settings().onlinePlain("127.0.0.1:5000"));
    QCOMPARE(list->item(0)->text(), QString("127.0.0.1:5000 (without encryption)"));

    auto* edit = dialog_->findChild<ServerListEdit*>();
    edit->addServer({"bashni.example.org", false});
    edit->addServer({"127.0.0.1:5000", false}); // listed already: its entry changes
    QCOMPARE(list->count(), 2);
    QCOMPARE(Settings().onlineServers(), (QStringList{"127.0.0.1:5000", "bashni.example.org"}));
    QVERIFY(!Settings().onlinePlain("127.0.0.1:5000"));
    edit->editServer(1, {"play.example.org:6000", true});
    QCOMPARE(Settings().onlineServers(), (QStringList{"127.0.0.1:5000", "play.example.org:6000"}));
    edit->editServer(1, {"127.0.0.1:5000", false}); // onto another: one is left
    QCOMPARE(Settings().onlineServers(), QStringList{"127.0.0.1:5000"});
    edit->addServer({"bashni.example.org", false});
    list->setCurrentRow(0);
    for (auto* b : dialog_->findChildren<QPushButton*>())
        if (b->text() == "&Remove") b->click();
    QCOMPARE(Settings().onlineServers(), QStringList{"bashni.example.org"});

    Settings settings;
    LoginDialog login(settings);
    auto* server = login.findChild<QComboBox*>("server");
    QCOMPARE(server->count(), 1);
    QCOMPARE(server->itemText(0), QString("bashni.example.org"));
    // A server where the player was a guest, without an account: a guest again.
    settings.setGuestSecret("127.0.0.1:47600", "secret");
    server->setCurrentText("127.0.0.1:47600");
    QVERIFY(login.login().guest);
    server->setCurrentText("bashni.example.org");
    QVERIFY(!login.login().guest);
    dialog_.reset();
    dialog_ = std::make_unique<PreferencesDialog>();
    QCOMPARE(child<QListWidget>("servers")->count(), 1);
}

void TestPreferences::serverEntryTakesOnlyAnAddress() {
    ServerEntryDialog d({});
    QVERIFY(!d.acceptable()); // empty
    auto* address = d.findChild<QLineEdit*>("address");
    QVERIFY(!address->placeholderText().isEmpty()); // says what to enter
    for (const char* bad : {"two words", "host:0", "host:65536", "host:x", ":5000", "[::1"}) {
        address->setText(bad);
        QVERIFY2(!d.acceptable(), bad);
    }
    for (const char* good : {"bashni.example.org", "host:47522", "[::1]:5000", "10.0.0.1"}) {
        address->setText(good);
        QVERIFY2(d.acceptable(), good);
    }
    QCOMPARE(d.entry().address, QString("10.0.0.1"));
}

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
