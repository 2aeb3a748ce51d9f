// Typed settings over QSettings: one getter and setter a setting, with its default in one place.
// Each Settings object opens the application's QSettings; changes are written as they are set.
#pragma once

#include "ui/game/gamesetup.h"

#include <QByteArray>
#include <QSet>
#include <QSettings>

namespace bashni::ui {

// The animation speeds offered by the View menu and the preferences, as milliseconds a hop takes
// (0: none). Names are translated in the context "AnimationSpeed"; the menu shows them with
// their accelerator, the preferences without.
struct AnimationSpeed {
    const char* name;
    int ms;
};
inline constexpr AnimationSpeed AnimationSpeeds[] = {
    {QT_TRANSLATE_NOOP("AnimationSpeed", "&Off"), 0},
    {QT_TRANSLATE_NOOP("AnimationSpeed", "&Fast"), 120},
    {QT_TRANSLATE_NOOP("AnimationSpeed", "&Normal"), 220},
    {QT_TRANSLATE_NOOP("AnimationSpeed", "&Slow"), 450},
};
QString animationSpeedName(const AnimationSpeed& speed); // translated, with its accelerator

class Settings {
  public:
    Settings() = default;

    NewGameChoice newGame() const;
    void setNewGame(const NewGameChoice& c);

    bool flipped() const { return get("view/flipped", false); }
    void setFlipped(bool b) { set("view/flipped", b); }
    // A game where the only human plays Black shows Black at the bottom; flipped() turns the
    // board from there.
    bool turnToPlayer() const { return get("view/turnToPlayer", true); }
    void setTurnToPlayer(bool b) { set("view/turnToPlayer", b); }
    bool coordinates() const { return get("view/coordinates", true); }
    void setCoordinates(bool b) { set("view/coordinates", b); }
    bool legalMoves() const { return get("view/legalMoves", true); }
    void setLegalMoves(bool b) { set("view/legalMoves", b); }
    bool lastMove() const { return get("view/lastMove", true); }
    void setLastMove(bool b) { set("view/lastMove", b); }
    // Milliseconds an animated hop takes; 0: no animation.
    int animationMs() const { return get("view/animationMs", AnimationSpeeds[2].ms); }
    void setAnimationMs(int ms) { set("view/animationMs", ms); }

    // Preferences (the dialog edits these; the window applies them at once).
    QString playerName() const { return get("player/name", QString()); }
    void setPlayerName(const QString& s) { set("player/name", s); }
    QString boardTheme() const { return get("view/boardTheme", QString("classic")); }
    void setBoardTheme(const QString& id) { set("view/boardTheme", id); }
    QString pieceTheme() const { return get("view/pieceTheme", QString("classic")); }
    void setPieceTheme(const QString& id) { set("view/pieceTheme", id); }
    bool confirmResign() const { return get("game/confirmResign", true); }
    void setConfirmResign(bool b) { set("game/confirmResign", b); }
    // "" follows the desktop's language; otherwise a shipped translation's code ("ru", "de").
    QString language() const { return get("general/language", QString()); }
    void setLanguage(const QString& code) { set("general/language", code); }
    // Milliseconds between moves when the move log plays a game through.
    int autoplayMs() const { return get("replay/autoplayMs", 1000); }
    // Game review: the engine's time for each position of the game.
    qint64 reviewMs() const { return get<qint64>("review/msPerPosition", 500); }
    void setReviewMs(qint64 ms) { set("review/msPerPosition", ms); }
    // A fixed depth instead of the time (0: the time), for repeatable reviews: not in the dialog.
    int reviewDepth() const { return get("review/depth", 0); }
    void setReviewDepth(int depth) { set("review/depth", depth); }
    void setAutoplayMs(int ms) { set("replay/autoplayMs", ms); }
    // How many of the best moves the analysis panel shows, each with its line (1 to 3).
    int analysisLines() const { return get("analysis/lines", 3); }
    void setAnalysisLines(int n) { set("analysis/lines", n); }
    // Threads searching for the analysis and the game review (1 up to the machine's cores).
    int analysisThreads() const { return get("analysis/threads", 1); }
    void setAnalysisThreads(int n) { set("analysis/threads", n); }
    // Sounds for moves, captures, crownings, the end of a game and low time.
    bool sound() const { return get("general/sound", true); }
    void setSound(bool b) { set("general/sound", b); }

    // Lessons: the ids of those finished, and the step each was left at (0 when not begun).
    QStringList lessonsDone() const { return get("lessons/done", QStringList()); }
    void setLessonDone(const QString& id);
    int lessonStep(const QString& id) const;
    void setLessonStep(const QString& id, int step);
    // Forgets a lesson's progress, so it starts again at its first step.
    void restartLesson(const QString& id);
    // The lesson the lesson window shows when it opens again ("" before the first time).
    QString currentLesson() const { return get("lessons/current", QString()); }
    void setCurrentLesson(const QString& id) { set("lessons/current", id); }
    // Whether the first start's banner has offered the lessons (it does so once).
    bool lessonOfferShown() const { return get("lessons/offerShown", false); }
    void setLessonOfferShown(bool b) { set("lessons/offerShown", b); }

    // Puzzles (docs/manual/lessons-and-puzzles.md "Puzzles"): the rating (1200 to begin with), the
    // streak of puzzles solved at the first try and the longest one, and the numbers of the puzzles
    // solved.
    int puzzleRating() const { return get("puzzles/rating", 1200); }
    void setPuzzleRating(int r) { set("puzzles/rating", r); }
    int puzzleStreak() const { return get("puzzles/streak", 0); }
    void setPuzzleStreak(int n) { set("puzzles/streak", n); }
    int puzzleBestStreak() const { return get("puzzles/bestStreak", 0); }
    void setPuzzleBestStreak(int n) { set("puzzles/bestStreak", n); }
    QSet<int> puzzlesSolved() const;
    void setPuzzleSolved(int number);
    // Network games (ui/net/): the TCP port a host listens on (UDP discovery uses the default
    // port), the address it listens on ("" any: tests use 127.0.0.1), and where Join looks
    // for games (tests use 127.255.255.255, so that nothing leaves the machine).
    int networkPort() const { return get("network/port", 47521); }
    void setNetworkPort(int port) { set("network/port", port); }
    int discoveryPort() const { return get("network/discoveryPort", 47521); }
    QString listenAddress() const { return get("network/listenAddress", QString()); }
    QString broadcastAddress() const {
        return get("network/broadcastAddress", QString("255.255.255.255"));
    }
    // The last address joined, offered again.
    QString lastJoined() const { return get("network/lastJoined", QString()); }
    void setLastJoined(const QString& s) { set("network/lastJoined", s); }
    // Online play: the servers the player has used ("host:port", the last used first; none is
    // built in), the account name last used on each, and each server's guest secret, which
    // brings the same guest back to its games.
    QStringList onlineServers() const { return get("online/servers", QStringList()); }
    void setOnlineServers(const QStringList& s) { set("online/servers", s); }
    QString onlineName(const QString& server) const {
        return get("online/name/" + serverKey(server), QString());
    }
    void setOnlineName(const QString& server, const QString& name) {
        set("online/name/" + serverKey(server), name);
    }
    // The name the server last welcomed us by (an account's or a guest's): which side of a game
    // kept in the autosave is ours.
    QString onlineSelf(const QString& server) const {
        return get("online/self/" + serverKey(server), QString());
    }
    void setOnlineSelf(const QString& server, const QString& name) {
        set("online/self/" + serverKey(server), name);
    }
    QString guestSecret(const QString& server) const {
        return get("online/guest/" + serverKey(server), QString());
    }
    void setGuestSecret(const QString& server, const QString& secret) {
        set("online/guest/" + serverKey(server), secret);
    }
    bool onlinePlain(const QString& server) const { // without TLS
        return get("online/plain/" + serverKey(server), false);
    }
    void setOnlinePlain(const QString& server, bool plain) {
        set("online/plain/" + serverKey(server), plain);
    }

    // Most recent first, at most MaxRecentFiles.
    static constexpr int MaxRecentFiles = 8;
    QStringList recentFiles() const { return get("files/recent", QStringList()); }
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);

    // Where a game was last opened from or saved to ("" before the first time).
    QString lastFolder() const { return get("files/lastFolder", QString()); }
    void setLastFolder(const QString& path) { set("files/lastFolder", path); }
    QByteArray windowGeometry() const { return s_.value("window/geometry").toByteArray(); }
    void setWindowGeometry(const QByteArray& b) { s_.setValue("window/geometry", b); }
    QByteArray windowState() const { return s_.value("window/state").toByteArray(); }
    void setWindowState(const QByteArray& b) { s_.setValue("window/state", b); }

  private:
    template <typename T>
    T get(const char* key, T fallback) const {
        return s_.value(QLatin1String(key), QVariant::fromValue(fallback)).template value<T>();
    }
    template <typename T>
    void set(const char* key, T value) {
        s_.setValue(QLatin1String(key), QVariant::fromValue(value));
    }
    // Per-server keys: QSettings reads "/" as a group and ":" badly in some formats.
    static QString serverKey(QString server) {
        return server.replace(QLatin1Char('/'), QLatin1Char('_'))
            .replace(QLatin1Char(':'), QLatin1Char('_'));
    }
    template <typename T>
    T get(const QString& key, T fallback) const {
        return s_.value(key, QVariant::fromValue(fallback)).template value<T>();
    }
    template <typename T>
    void set(const QString& key, T value) {
        s_.setValue(key, QVariant::fromValue(value));
    }
    mutable QSettings s_;
};

} // namespace bashni::ui
