#include "ui/sound/soundboard.h"

#include "ui/sound/soundplayer.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QPluginLoader>

namespace bashni::ui {

namespace {
// Off unless asked for (QT_LOGGING_RULES="bashni.sound.info=true"): a game without sound has
// nothing to tell the player.
Q_LOGGING_CATEGORY(lcSound, "bashni.sound", QtWarningMsg)
} // namespace

SoundBoard::SoundBoard(QObject* parent) : QObject(parent) {}

SoundBoard::~SoundBoard() = default;

QString SoundBoard::modulePath() {
    return QCoreApplication::applicationDirPath() +
           QStringLiteral("/" BASHNI_SOUND_MODULE_DIR "/bashni_sound");
}

void SoundBoard::play(Sound s) {
    if (!enabled_) return;
    emit requested(s);
    if (SoundPlayer* p = player()) p->play(s);
}

SoundPlayer* SoundBoard::player() {
    if (!tried_) {
        tried_ = true; // a module that failed once is not looked for at every move
        QPluginLoader loader(modulePath()); // never unloaded: Qt Multimedia keeps threads
        if (auto* factory = qobject_cast<SoundPlayerFactory*>(loader.instance()))
            player_ = factory->create();
        else
            qCInfo(lcSound) << "no sound:" << loader.errorString();
    }
    return player_.get();
}

} // namespace bashni::ui
