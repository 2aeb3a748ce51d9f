// The window's sounds: play(Sound) when sound is on. Qt Multimedia (a module of its own, with
// the sound files) is loaded at the first sound played, not at start; without the module or an
// audio device the game is silent and says nothing.
#pragma once

#include "ui/sound/sound.h"

#include <QObject>

#include <memory>

namespace bashni::ui {

class SoundPlayer;

class SoundBoard : public QObject {
    Q_OBJECT
  public:
    explicit SoundBoard(QObject* parent = nullptr);
    ~SoundBoard() override;

    bool isEnabled() const { return enabled_; }
    void setEnabled(bool on) { enabled_ = on; }
    // Whether the player module was found and loaded (it is tried at the first sound).
    bool playerLoaded() const { return player_ != nullptr; }
    // Where the module is looked for: BASHNI_SOUND_MODULE_DIR from the program's folder.
    static QString modulePath();

  public slots:
    void play(bashni::ui::Sound s);

  signals:
    // Each sound asked for while sound is on, whether or not there is a device to hear it.
    void requested(bashni::ui::Sound s);

  private:
    SoundPlayer* player(); // loads the module the first time

    bool enabled_ = true;
    bool tried_ = false;
    std::unique_ptr<SoundPlayer> player_;
};

} // namespace bashni::ui
