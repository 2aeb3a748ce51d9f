// Preferences: defaults for a new game, the computer, the board's look, the servers for Play
// Online, the language and sound.
// Every control writes its value to Settings as soon as it changes and then emits changed(), so the
// window applies it at once (no OK or Apply; a Close button).
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;

namespace bashni::ui {

class ServerListEdit;
class Settings;
class TimeControlEdit;
struct NewGameChoice;

class PreferencesDialog : public QDialog {
    Q_OBJECT
  public:
    explicit PreferencesDialog(QWidget* parent = nullptr); // reads Settings() itself

    // The codes of the translations in dir, from its files named bashni_<code>.qm, sorted.
    static QStringList shippedLanguages(const QString& dir = QStringLiteral(":/i18n"));

  signals:
    void changed(); // emitted after each change was written to Settings
    // The computer's level and time per move also apply to the game in progress.
    void levelChanged(int level);
    void thinkMsChanged(qint64 ms);

  private:
    QWidget* createGamePage(const Settings& s);
    QWidget* createNewGameBox(const NewGameChoice& c);
    QWidget* createPlayingBox(const Settings& s);
    QWidget* createComputerPage(const Settings& s);
    QWidget* createAnalysisBox(const Settings& s);
    QWidget* createReviewBox(const Settings& s);
    QWidget* createBoardPage(const Settings& s);
    QWidget* createOnlinePage(const Settings& s);
    QWidget* createGeneralPage(const Settings& s);
    void connectGamePage();
    void connectComputerPage();
    void connectBoardPage();
    void connectOnlinePage();
    void connectGeneralPage();

    template <typename Write>
    void write(Write w);
    template <typename Edit>
    void editNewGame(Edit e);
    void updateEnabled();

    QComboBox* opponents_;
    QComboBox* side_;
    QComboBox* rules_;
    QCheckBox* repetition_;
    QCheckBox* noProgress_;
    TimeControlEdit* clock_;
    QLineEdit* playerName_;
    QCheckBox* confirmResign_;
    QSlider* level_;
    QComboBox* thinkTime_;
    QSpinBox* analysisLines_;
    QSpinBox* analysisThreads_;
    QComboBox* reviewTime_;
    QComboBox* boardTheme_;
    QComboBox* pieceTheme_;
    QComboBox* animation_;
    QCheckBox* turnToPlayer_;
    QCheckBox* legalMoves_;
    QCheckBox* lastMove_;
    QCheckBox* coordinates_;
    ServerListEdit* servers_;
    QComboBox* language_;
    QCheckBox* sound_;
};

} // namespace bashni::ui
