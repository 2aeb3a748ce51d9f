#include "ui/dialogs/preferencesdialog.h"

#include "ui/dialogs/choices.h"
#include "ui/dialogs/serverlistedit.h"
#include "ui/dialogs/timecontroledit.h"
#include "ui/help/manualwindow.h"

#include "core/engine/levels.h"
#include "core/engine/search.h"
#include "ui/board/theme.h"
#include "ui/common/settings.h"
#include "ui/review/analysispanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace bashni::ui {

namespace {

QComboBox* comboBox(const char* name) {
    auto* box = new QComboBox;
    box->setObjectName(QLatin1String(name));
    return box;
}

QCheckBox* checkBox(const QString& text, bool checked, const char* name) {
    auto* box = new QCheckBox(text);
    box->setObjectName(QLatin1String(name));
    box->setChecked(checked);
    return box;
}

// Selects the item holding value; a value no item holds gets an item of its own called text, or,
// without a text, the first item is selected.
void selectData(QComboBox* box, const QVariant& value, const QString& text = QString()) {
    int i = box->findData(value);
    if (i < 0 && !text.isEmpty()) {
        box->addItem(text, value);
        i = box->count() - 1;
    }
    box->setCurrentIndex(std::max(i, 0));
}

QString secondsText(qint64 ms) {
    return PreferencesDialog::tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0));
}

QComboBox* themeBox(const char* name, const QString& current) {
    QComboBox* box = comboBox(name);
    for (const ThemeInfo& t : themes()) box->addItem(themeName(t), QString::fromLatin1(t.id));
    selectData(box, current); // an unknown id draws the first theme (themeFile)
    return box;
}

QString languageName(const QString& code) {
    QString name = QLocale(code).nativeLanguageName();
    if (name.isEmpty()) return code;
    name[0] = name[0].toUpper(); // "русский" is listed as "Русский"
    return name;
}

QWidget* page(std::initializer_list<QWidget*> widgets) {
    auto* w = new QWidget;
    auto* layout = new QVBoxLayout(w);
    for (QWidget* child : widgets) layout->addWidget(child);
    layout->addStretch(1);
    return w;
}

} // namespace

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent) {
    addContextHelp(this, QStringLiteral("preferences.md")); // F1
    setWindowTitle(tr("Preferences"));
    const Settings s;
    auto* tabs = new QTabWidget;
    tabs->addTab(createGamePage(s), tr("&Game"));
    tabs->addTab(createComputerPage(s), tr("Co&mputer"));
    tabs->addTab(createBoardPage(s), tr("&Board"));
    tabs->addTab(createOnlinePage(s), tr("&Online"));
    tabs->addTab(createGeneralPage(s), tr("Gen&eral"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);

    updateEnabled();
    // Connected once the controls show the stored values, so that opening writes nothing.
    connectGamePage();
    connectComputerPage();
    connectBoardPage();
    connectOnlinePage();
    connectGeneralPage();
}

QStringList PreferencesDialog::shippedLanguages(const QString& dir) {
    const QString prefix = QStringLiteral("bashni_"), suffix = QStringLiteral(".qm");
    QStringList codes;
    for (const QString& file :
         QDir(dir).entryList({prefix + QLatin1Char('*') + suffix}, QDir::Files)) {
        const QString code = file.mid(prefix.size(), file.size() - prefix.size() - suffix.size());
        if (!code.isEmpty()) codes.append(code);
    }
    codes.sort();
    return codes;
}

// --- building the pages

QWidget* PreferencesDialog::createGamePage(const Settings& s) {
    return page({createNewGameBox(s.newGame()), createPlayingBox(s)});
}

QWidget* PreferencesDialog::createNewGameBox(const NewGameChoice& c) {
    auto* box = new QGroupBox(tr("New games"));
    auto* form = new QFormLayout(box);
    opponents_ = comboBox("opponents");
    opponents_->addItems({tr("Human against the computer"), tr("Two humans at this screen"),
                          tr("Computer against computer")});
    opponents_->setCurrentIndex(int(c.opponents));
    form->addRow(tr("Pl&ayers:"), opponents_);
    side_ = comboBox("side");
    side_->addItems({tr("White"), tr("Black"), tr("Random")});
    side_->setCurrentIndex(int(c.side));
    form->addRow(tr("You &play:"), side_);
    rules_ = makeRulesCombo(c.rules);
    rules_->setObjectName(QStringLiteral("rules"));
    form->addRow(tr("R&ules:"), rules_);
    clock_ = new TimeControlEdit(c.timeControl);
    form->addRow(tr("Cloc&k:"), clock_);
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(clock_)))
        label->setBuddy(clock_->choice());
    repetition_ = checkBox(tr("Draw on the third &repetition of a position"), c.draws.repetition,
                           "repetitionDraw");
    noProgress_ = checkBox(tr("Draw after &30 plies without a capture or a man's move"),
                           c.draws.noProgress, "noProgressDraw");
    form->addRow(QString(), repetition_);
    form->addRow(QString(), noProgress_);
    return box;
}

QWidget* PreferencesDialog::createPlayingBox(const Settings& s) {
    auto* box = new QGroupBox(tr("Playing"));
    auto* form = new QFormLayout(box);
    playerName_ = new QLineEdit(s.playerName());
    playerName_->setObjectName(QStringLiteral("playerName"));
    form->addRow(tr("Your &name:"), playerName_);
    confirmResign_ = checkBox(tr("Ask before re&signing"), s.confirmResign(), "confirmResign");
    form->addRow(QString(), confirmResign_);
    return box;
}

QWidget* PreferencesDialog::createComputerPage(const Settings& s) {
    const NewGameChoice c = s.newGame();
    auto* box = new QGroupBox(tr("Computer player"));
    auto* form = new QFormLayout(box);
    level_ = makeLevelSlider(c.level);
    level_->setObjectName(QStringLiteral("level"));
    addLevelRow(form, level_);

    thinkTime_ = comboBox("thinkTime");
    thinkTime_->addItem(tr("Level's own"), qint64(0));
    for (qint64 ms : {500, 1000, 2000, 5000, 10000, 30000})
        thinkTime_->addItem(secondsText(ms), ms);
    selectData(thinkTime_, c.thinkMs, secondsText(c.thinkMs));
    form->addRow(tr("&Time per move:"), thinkTime_);
    // Unlike the other new-game choices these make sense mid-game, so the user should know that
    // they take effect at once.
    auto* note = new QLabel(tr("These apply to the game in progress too."));
    note->setWordWrap(true);
    form->addRow(note);
    return page({box, createAnalysisBox(s), createReviewBox(s)});
}

QWidget* PreferencesDialog::createAnalysisBox(const Settings& s) {
    auto* box = new QGroupBox(tr("Analysis"));
    auto* form = new QFormLayout(box);
    analysisLines_ = new QSpinBox;
    analysisLines_->setObjectName(QStringLiteral("analysisLines"));
    analysisLines_->setRange(1, AnalysisPanel::MaxLines);
    analysisLines_->setValue(s.analysisLines());
    form->addRow(tr("Best mo&ves shown:"), analysisLines_);
    // For the analysis and the game review; more threads than cores only take turns.
    analysisThreads_ = new QSpinBox;
    analysisThreads_->setObjectName(QStringLiteral("analysisThreads"));
    analysisThreads_->setRange(1, std::clamp(QThread::idealThreadCount(), 1, engine::MaxThreads));
    analysisThreads_->setValue(s.analysisThreads());
    analysisThreads_->setToolTip(tr("Threads searching together in the analysis and the game "
                                    "review"));
    form->addRow(tr("Threads f&or analysis:"), analysisThreads_);
    return box;
}

QWidget* PreferencesDialog::createReviewBox(const Settings& s) {
    auto* box = new QGroupBox(tr("Game review"));
    auto* form = new QFormLayout(box);
    reviewTime_ = comboBox("reviewTime");
    for (qint64 ms : {200, 500, 1000, 2000, 5000}) reviewTime_->addItem(secondsText(ms), ms);
    selectData(reviewTime_, s.reviewMs(), secondsText(s.reviewMs()));
    form->addRow(tr("Time per &position:"), reviewTime_);
    return box;
}

QWidget* PreferencesDialog::createBoardPage(const Settings& s) {
    auto* look = new QGroupBox(tr("Look"));
    auto* form = new QFormLayout(look);
    boardTheme_ = themeBox("boardTheme", s.boardTheme());
    form->addRow(tr("Board t&heme:"), boardTheme_);
    pieceTheme_ = themeBox("pieceTheme", s.pieceTheme());
    form->addRow(tr("&Piece theme:"), pieceTheme_);
    animation_ = comboBox("animation");
    for (const AnimationSpeed& speed : AnimationSpeeds)
        animation_->addItem(animationSpeedName(speed).remove('&'), speed.ms);
    selectData(animation_, s.animationMs(), tr("%1 ms").arg(s.animationMs()));
    form->addRow(tr("&Animation:"), animation_);
    turnToPlayer_ =
        checkBox(tr("T&urn the board towards the player"), s.turnToPlayer(), "turnToPlayer");
    form->addRow(QString(), turnToPlayer_);

    auto* marks = new QGroupBox(tr("Marks"));
    auto* marksLayout = new QVBoxLayout(marks);
    legalMoves_ = checkBox(tr("Show &legal moves"), s.legalMoves(), "legalMoves");
    lastMove_ = checkBox(tr("Show las&t move"), s.lastMove(), "lastMove");
    coordinates_ = checkBox(tr("Show coor&dinates"), s.coordinates(), "coordinates");
    for (QWidget* w : {legalMoves_, lastMove_, coordinates_}) marksLayout->addWidget(w);
    return page({look, marks});
}

QWidget* PreferencesDialog::createOnlinePage(const Settings& s) {
    auto* box = new QGroupBox(tr("Servers for Play Online"));
    auto* layout = new QVBoxLayout(box);
    auto* note = new QLabel(tr("None is built in: add the address of a Bashni server you want to "
                               "play on. Play Online offers these, the last one used first."));
    note->setWordWrap(true);
    QList<ServerEntry> entries;
    for (const QString& server : s.onlineServers()) entries.append({server, s.onlinePlain(server)});
    servers_ = new ServerListEdit(entries);
    layout->addWidget(note);
    layout->addWidget(servers_);
    return page({box});
}

QWidget* PreferencesDialog::createGeneralPage(const Settings& s) {
    auto* box = new QGroupBox(tr("Language"));
    auto* form = new QFormLayout(box);
    language_ = comboBox("language");
    language_->addItem(tr("System default"), QString());
    for (const QString& code : shippedLanguages()) language_->addItem(languageName(code), code);
    selectData(language_, s.language());
    form->addRow(tr("&Language:"), language_);
    auto* note = new QLabel(tr("The language changes at the next start."));
    note->setWordWrap(true);
    form->addRow(QString(), note);
    auto* sound = new QGroupBox(tr("Sound"));
    auto* soundLayout = new QVBoxLayout(sound);
    sound_ = checkBox(tr("&Play sounds"), s.sound(), "sound");
    soundLayout->addWidget(sound_);
    return page({box, sound});
}

// --- writing the settings

template <typename Write>
void PreferencesDialog::write(Write w) {
    {
        Settings s;
        w(s);
    } // written (and synced) before anyone hears of it
    emit changed();
}

// Rewrites only the field e changes, so a default stored meanwhile (the New Game dialog's) stays.
template <typename Edit>
void PreferencesDialog::editNewGame(Edit e) {
    write([&e](Settings& s) {
        NewGameChoice c = s.newGame();
        e(c);
        s.setNewGame(c);
    });
}

void PreferencesDialog::connectGamePage() {
    connect(opponents_, &QComboBox::currentIndexChanged, this, [this](int i) {
        updateEnabled();
        editNewGame([i](NewGameChoice& c) { c.opponents = Opponents(i); });
    });
    connect(side_, &QComboBox::currentIndexChanged, this,
            [this](int i) { editNewGame([i](NewGameChoice& c) { c.side = HumanSide(i); }); });
    connect(rules_, &QComboBox::currentIndexChanged, this, [this] {
        const auto r = Rules(rules_->currentData().toInt());
        editNewGame([r](NewGameChoice& c) { c.rules = r; });
    });
    connect(clock_, &TimeControlEdit::valueChanged, this, [this] {
        const TimeControl tc = clock_->value();
        editNewGame([&tc](NewGameChoice& c) { c.timeControl = tc; });
    });
    connect(repetition_, &QCheckBox::toggled, this,
            [this](bool on) { editNewGame([on](NewGameChoice& c) { c.draws.repetition = on; }); });
    connect(noProgress_, &QCheckBox::toggled, this,
            [this](bool on) { editNewGame([on](NewGameChoice& c) { c.draws.noProgress = on; }); });
    // Every edit is kept at once, so closing the dialog in the middle of typing loses nothing.
    connect(playerName_, &QLineEdit::textChanged, this, [this](const QString& text) {
        write([&text](Settings& s) { s.setPlayerName(text.trimmed()); });
    });
    connect(confirmResign_, &QCheckBox::toggled, this,
            [this](bool on) { write([on](Settings& s) { s.setConfirmResign(on); }); });
}

void PreferencesDialog::connectComputerPage() {
    connect(level_, &QSlider::valueChanged, this, [this](int n) {
        editNewGame([n](NewGameChoice& c) { c.level = n; });
        emit levelChanged(n);
    });
    connect(thinkTime_, &QComboBox::currentIndexChanged, this, [this] {
        const qint64 ms = thinkTime_->currentData().toLongLong();
        editNewGame([ms](NewGameChoice& c) { c.thinkMs = ms; });
        emit thinkMsChanged(ms);
    });
    connect(analysisLines_, &QSpinBox::valueChanged, this,
            [this](int n) { write([n](Settings& s) { s.setAnalysisLines(n); }); });
    connect(analysisThreads_, &QSpinBox::valueChanged, this,
            [this](int n) { write([n](Settings& s) { s.setAnalysisThreads(n); }); });
    connect(reviewTime_, &QComboBox::currentIndexChanged, this, [this] {
        const qint64 ms = reviewTime_->currentData().toLongLong();
        write([ms](Settings& s) { s.setReviewMs(ms); });
    });
}

void PreferencesDialog::connectBoardPage() {
    connect(boardTheme_, &QComboBox::currentIndexChanged, this, [this] {
        const QString id = boardTheme_->currentData().toString();
        write([&id](Settings& s) { s.setBoardTheme(id); });
    });
    connect(pieceTheme_, &QComboBox::currentIndexChanged, this, [this] {
        const QString id = pieceTheme_->currentData().toString();
        write([&id](Settings& s) { s.setPieceTheme(id); });
    });
    connect(animation_, &QComboBox::currentIndexChanged, this, [this] {
        const int ms = animation_->currentData().toInt();
        write([ms](Settings& s) { s.setAnimationMs(ms); });
    });
    connect(turnToPlayer_, &QCheckBox::toggled, this,
            [this](bool on) { write([on](Settings& s) { s.setTurnToPlayer(on); }); });
    connect(legalMoves_, &QCheckBox::toggled, this,
            [this](bool on) { write([on](Settings& s) { s.setLegalMoves(on); }); });
    connect(lastMove_, &QCheckBox::toggled, this,
            [this](bool on) { write([on](Settings& s) { s.setLastMove(on); }); });
    connect(coordinates_, &QCheckBox::toggled, this,
            [this](bool on) { write([on](Settings& s) { s.setCoordinates(on); }); });
}

void PreferencesDialog::connectOnlinePage() {
    connect(servers_, &ServerListEdit::changed, this, [this] {
        write([this](Settings& s) {
            QStringList list;
            for (const ServerEntry& e : servers_->servers()) {
                list.append(e.address);
                s.setOnlinePlain(e.address, e.plain);
            }
            s.setOnlineServers(list);
        });
    });
}

void PreferencesDialog::connectGeneralPage() {
    connect(language_, &QComboBox::currentIndexChanged, this, [this] {
        const QString code = language_->currentData().toString();
        write([&code](Settings& s) { s.setLanguage(code); });
    });
    connect(sound_, &QCheckBox::toggled, this,
            [this](bool on) { write([on](Settings& s) { s.setSound(on); }); });
}

// --- the dialog's own state

void PreferencesDialog::updateEnabled() {
    side_->setEnabled(Opponents(opponents_->currentIndex()) == Opponents::HumanVsComputer);
}

} // namespace bashni::ui
