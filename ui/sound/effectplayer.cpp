// The bashni_sound module: plays the sound files (compiled into this module) with Qt
// Multimedia's QSoundEffect. Loaded by SoundBoard at the first sound, so that neither Qt
// Multimedia nor the audio libraries it pulls in slow the window's start.
#include "ui/sound/soundplayer.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QObject>
#include <QSoundEffect>
#include <QUrl>

#include <array>
#include <optional>

namespace bashni::ui {

namespace {

constexpr std::array<const char*, SoundCount> Files = {
    "qrc:/sounds/move.wav",    "qrc:/sounds/capture.wav", "qrc:/sounds/crown.wav",
    "qrc:/sounds/gameend.wav", "qrc:/sounds/lowtime.wav",
};

// Qt Multimedia 6.4 reports a missing sound server on stderr, as a warning of the default
// category that logging rules cannot single out. A game without sound has nothing to tell, so
// that message (and only that one) is dropped while the devices are looked at.
QtMessageHandler passOn = nullptr;
void dropNoServer(QtMsgType type, const QMessageLogContext& context, const QString& text) {
    if (!text.startsWith(QLatin1String("PulseAudioService:"))) passOn(type, context, text);
}

// Without an output device no sound is loaded (Qt would warn about each one); one that turns up
// later is used from then on. All five are loaded at once: they are small, and a sound asked for
// later then plays without waiting to be read.
class EffectPlayer final : public SoundPlayer {
  public:
    void play(Sound s) override {
        if (!haveOutput()) return;
        if (!effects_[0]) load();
        QSoundEffect* e = effects_[int(s)];
        e->stop(); // a sound asked for again starts again
        e->play();
    }

  private:
    // Looked up once and again only when the devices change: the message handler is the
    // process's, and other threads write messages too.
    bool haveOutput() {
        if (output_) return *output_;
        passOn = qInstallMessageHandler(dropNoServer);
        if (!devices_) {
            devices_ = new QMediaDevices(&owner_);
            QObject::connect(devices_, &QMediaDevices::audioOutputsChanged, &owner_,
                             [this] { output_.reset(); });
        }
        output_ = !QMediaDevices::defaultAudioOutput().isNull();
        qInstallMessageHandler(passOn);
        return *output_;
    }

    void load() {
        for (int i = 0; i < SoundCount; ++i) {
            effects_[i] = new QSoundEffect(&owner_);
            effects_[i]->setSource(QUrl(QLatin1String(Files[i])));
        }
    }

    QObject owner_;
    QMediaDevices* devices_ = nullptr;
    std::optional<bool> output_;
    std::array<QSoundEffect*, SoundCount> effects_{};
};

} // namespace

class EffectPlayerFactory : public QObject, public SoundPlayerFactory {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID BASHNI_SOUNDPLAYER_IID)
    Q_INTERFACES(bashni::ui::SoundPlayerFactory)
  public:
    std::unique_ptr<SoundPlayer> create() override { return std::make_unique<EffectPlayer>(); }
};

} // namespace bashni::ui

#include "effectplayer.moc"
