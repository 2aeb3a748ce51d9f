#!/usr/bin/env python3
"""Synthesises the game's sounds into resources/sounds/ as 16-bit mono WAV files.

usage: tools/make-sounds.py [OUTPUT_DIR]     (default: resources/sounds beside this script)

Standard library only, and deterministic: the same script writes the same bytes, so the WAVs
in the repository can be checked against it. The sounds are short and quiet (peaks near -12
dBFS) because they accompany every move; see resources/README.md.
"""
import math
import os
import struct
import sys
import wave

RATE = 22050
PEAK = 0.25  # of full scale: quiet next to other desktop sounds


class Noise:
    """A fixed linear congruential generator: the same noise on every machine and Python."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state / 0x3FFFFFFF - 1.0


def mix(into, sound, at):
    """Adds sound into `into` starting at `at` seconds, growing it as needed."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += s


def knock(seconds, partials, decay, noise_level, seed):
    """A struck piece of wood: a few damped resonances and a tick of noise at the attack."""
    noise = Noise(seed)
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        tone = sum(a * math.sin(2 * math.pi * f * t) for f, a in partials)
        hiss = noise.next() * noise_level * math.exp(-t / 0.004)
        attack = min(1.0, t / 0.0015)  # no click from a jump at the start
        out.append(attack * (tone * math.exp(-t / decay) + hiss))
    return out


def bell(freq, seconds, decay):
    """A soft chime: a sine with two quieter harmonics, the higher ones fading faster."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        s = (math.sin(2 * math.pi * freq * t) * math.exp(-t / decay)
             + 0.35 * math.sin(2 * math.pi * 2 * freq * t) * math.exp(-t / (decay * 0.5))
             + 0.12 * math.sin(2 * math.pi * 3 * freq * t) * math.exp(-t / (decay * 0.3)))
        out.append(min(1.0, t / 0.004) * s)
    return out


def move():
    return knock(0.06, [(820, 1.0), (1480, 0.45), (2650, 0.15)], 0.012, 0.35, seed=1)


def capture():
    out = []
    first = knock(0.11, [(330, 1.0), (610, 0.6), (1130, 0.2)], 0.022, 0.3, seed=2)
    second = knock(0.12, [(290, 1.0), (560, 0.6), (1050, 0.2)], 0.026, 0.3, seed=3)
    mix(out, first, 0.0)
    mix(out, second, 0.09)
    return out


def crown():
    out = []
    mix(out, bell(784.0, 0.30, 0.09), 0.0)  # G5
    mix(out, bell(1174.7, 0.36, 0.11), 0.11)  # D6: a fifth up
    return out


def game_end():
    out = []
    # C5 E5 G5, each note ringing until the phrase ends, the last one longest.
    for i, freq in enumerate((523.3, 659.3, 784.0)):
        mix(out, bell(freq, 0.62 - 0.14 * i, 0.10 + 0.04 * i), 0.14 * i)
    return out


def low_time():
    out = []
    for i in range(int(0.07 * RATE)):
        t = i / RATE
        env = min(1.0, t / 0.004) * math.exp(-t / 0.02)
        out.append(env * math.sin(2 * math.pi * 1320 * t))
    return out


SOUNDS = {
    "move.wav": move,
    "capture.wav": capture,
    "crown.wav": crown,
    "gameend.wav": game_end,
    "lowtime.wav": low_time,
}


def write(path, samples):
    # Normalised to PEAK, with a short fade at the end so no sound stops with a click.
    top = max(abs(s) for s in samples) or 1.0
    fade = int(0.005 * RATE)
    frames = bytearray()
    for i, s in enumerate(samples):
        tail = min(1.0, (len(samples) - i) / fade)
        v = round(s / top * PEAK * tail * 32767)
        frames += struct.pack("<h", max(-32768, min(32767, v)))
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, os.pardir, "resources", "sounds")
    out = os.path.normpath(out)
    os.makedirs(out, exist_ok=True)
    for name, make in SOUNDS.items():
        path = os.path.join(out, name)
        write(path, make())
        print(f"{path}: {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
