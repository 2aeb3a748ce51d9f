// The game's sounds, and which one a move makes.
#pragma once

#include "core/move.h"

#include <QMetaType>

namespace bashni::ui {

enum class Sound { Move, Capture, Crown, GameEnd, LowTime };
inline constexpr int SoundCount = int(Sound::LowTime) + 1;

// A crowning is the rarer event, so a capture that crowns sounds as a crowning.
constexpr Sound soundFor(const Move& m) {
    return m.promotes ? Sound::Crown : m.isCapture() ? Sound::Capture : Sound::Move;
}

} // namespace bashni::ui

Q_DECLARE_METATYPE(bashni::ui::Sound)
