// Typed settings over QSettings: one getter and setter a setting, with its default in one place.
// Each Settings object opens the application's QSettings; changes are written as they are set.
#pragma once

#include "ui/gamecontroller.h"

#include <QByteArray>
#include <QSettings>

namespace bashni::ui {

// Who plays in a new game, as the New Game dialog asks it.
enum class Opponents { HumanVsComputer, HumanVsHuman, ComputerVsComputer };
enum class HumanSide { White, Black, Random };

struct NewGameChoice {
    Opponents opponents = Opponents::HumanVsComputer;
    HumanSide side = HumanSide::White;
    int level = 3;
    qint64 thinkMs = 0;
    Rules rules = Rules::Standard;
    DrawRules draws;
};

// The players of a choice (a random side is drawn here).
GameSetup toSetup(const NewGameChoice& choice);

class Settings {
  public:
    Settings() = default;

    NewGameChoice newGame() const;
    void setNewGame(const NewGameChoice& c);

    bool flipped() const { return get("view/flipped", false); }
    void setFlipped(bool b) { set("view/flipped", b); }
    bool coordinates() const { return get("view/coordinates", true); }
    void setCoordinates(bool b) { set("view/coordinates", b); }
    bool legalMoves() const { return get("view/legalMoves", true); }
    void setLegalMoves(bool b) { set("view/legalMoves", b); }
    bool lastMove() const { return get("view/lastMove", true); }
    void setLastMove(bool b) { set("view/lastMove", b); }
    // Milliseconds an animated hop takes; 0: no animation.
    int animationMs() const { return get("view/animationMs", 220); }
    void setAnimationMs(int ms) { set("view/animationMs", ms); }

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
    mutable QSettings s_;
};

} // namespace bashni::ui
