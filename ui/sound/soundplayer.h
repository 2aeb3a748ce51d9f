// What plays the sounds: implemented by the bashni_sound module (Qt Multimedia), which the
// SoundBoard loads only when the first sound is played, so the window starts without it.
#pragma once

#include "ui/sound/sound.h"

#include <QtPlugin>

#include <memory>

namespace bashni::ui {

class SoundPlayer {
  public:
    virtual ~SoundPlayer() = default;
    virtual void play(Sound s) = 0; // silently nothing without an audio device
};

// The module's one instance, which lives until the program ends; the players it makes belong to
// whoever asked, so their sound objects go with the window.
class SoundPlayerFactory {
  public:
    virtual ~SoundPlayerFactory() = default;
    virtual std::unique_ptr<SoundPlayer> create() = 0;
};

} // namespace bashni::ui

#define BASHNI_SOUNDPLAYER_IID "org.bashni.Bashni.SoundPlayerFactory/1"
Q_DECLARE_INTERFACE(bashni::ui::SoundPlayerFactory, BASHNI_SOUNDPLAYER_IID)
