#!/usr/bin/env python3
"""The game's sounds, synthesised: every one written as a 16-bit mono WAV file into a folder.

Run by scripts/make-sounds, which encodes them to Ogg Vorbis into assets/sounds/. Nothing here
is random from one run to the next: the noise comes from a seeded generator of our own, so the
same script writes the same samples.

Usage: sounds.py OUT_DIR
"""

import math
import os
import struct
import sys
import wave

SR = 22050  # samples per second: enough for swishes and clinks, half the size of 44.1 kHz
TAU = 2 * math.pi


class Noise:
    """White noise in [-1, 1) from a 32-bit xorshift: the same on every machine."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF or 1

    def next(self):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 2147483648.0 - 1.0

    def uniform(self, low, high):
        return low + (high - low) * (self.next() + 1.0) / 2.0


def silence(seconds):
    return [0.0] * int(round(seconds * SR))


def mix(into, sound, at=0.0, gain=1.0):
    """Adds `sound` into `into` from `at` seconds, growing it when needed."""
    start = int(round(at * SR))
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += s * gain
    return into


def mix_circular(into, sound, at, gain=1.0):
    """Adds `sound` into the loop `into` from `at` seconds, wrapping past its end."""
    n = len(into)
    start = int(round(at * SR))
    for i, s in enumerate(sound):
        into[(start + i) % n] += s * gain


def normalise(sound, peak):
    top = max(abs(s) for s in sound) or 1.0
    return [s * peak / top for s in sound]


def fade_in(sound, seconds):
    n = min(len(sound), int(seconds * SR))
    for i in range(n):
        sound[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n)
    return sound


def fade_out(sound, seconds):
    n = min(len(sound), int(seconds * SR))
    for i in range(n):
        sound[len(sound) - n + i] *= 0.5 + 0.5 * math.cos(math.pi * (i + 1) / n)
    return sound


# Filters -----------------------------------------------------------------------------------------


def bandpass(signal, centre, q):
    """A band-pass biquad (0 dB at its centre); `centre` a number or a function of the time."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = b2 = a1 = a2 = 0.0
    for i, x in enumerate(signal):
        if i % 16 == 0:  # the coefficients follow a moving centre every 16 samples
            f = centre(i / SR) if callable(centre) else centre
            w = TAU * min(f, SR * 0.45) / SR
            alpha = math.sin(w) / (2 * q)
            a0 = 1 + alpha
            b0, b2 = alpha / a0, -alpha / a0
            a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def lowpass(signal, cutoff):
    """A one-pole low-pass; `cutoff` a number or a function of the time."""
    out = []
    y = 0.0
    for i, x in enumerate(signal):
        f = cutoff(i / SR) if callable(cutoff) else cutoff
        a = 1 - math.exp(-TAU * f / SR)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(signal, cutoff):
    low = lowpass(signal, cutoff)
    return [x - y for x, y in zip(signal, low)]


class Room:
    """A small room (Schroeder: four damped combs into two all-passes), for a little air."""

    def __init__(self, size=1.0, feedback=0.78, damping=0.3):
        self.combs = [[0.0] * int(d * size) for d in (558, 594, 638, 678)]
        self.comb_at = [0] * 4
        self.comb_low = [0.0] * 4
        self.alls = [[0.0] * d for d in (278, 220)]
        self.all_at = [0, 0]
        self.feedback = feedback
        self.damping = damping

    def step(self, x):
        out = 0.0
        for k, line in enumerate(self.combs):
            at = self.comb_at[k]
            y = line[at]
            self.comb_low[k] = y * (1 - self.damping) + self.comb_low[k] * self.damping
            line[at] = x + self.comb_low[k] * self.feedback
            self.comb_at[k] = (at + 1) % len(line)
            out += y
        out *= 0.25
        for k, line in enumerate(self.alls):
            at = self.all_at[k]
            held = line[at]
            line[at] = out + held * 0.5
            out = held - out * 0.5
            self.all_at[k] = (at + 1) % len(line)
        return out


def with_room(sound, wet, tail=0.4, size=1.0):
    room = Room(size)
    dry = sound + silence(tail)
    return [x + wet * room.step(x) for x in dry]


# Pieces of sounds --------------------------------------------------------------------------------


def envelope(n, attack, decay):
    """A raised-cosine attack of `attack` seconds, then an exponential decay of time `decay`."""
    a = max(1, int(attack * SR))
    out = []
    for i in range(n):
        if i < a:
            out.append(0.5 - 0.5 * math.cos(math.pi * i / a))
        else:
            out.append(math.exp(-(i - a) / (decay * SR)))
    return out


def swish(noise, seconds, start_hz, end_hz, attack, decay, q=0.9):
    """A card sliding: noise through a band sweeping from `start_hz` to `end_hz`."""
    n = int(seconds * SR)
    raw = [noise.next() for _ in range(n)]
    ratio = end_hz / start_hz
    swept = bandpass(raw, lambda t: start_hz * ratio ** min(1.0, t / seconds), q)
    env = envelope(n, attack, decay)
    return [s * e for s, e in zip(swept, env)]


def damped(freq, seconds, decay, phase=0.0, glide_to=None):
    """A decaying sine (a struck body), its pitch gliding to `glide_to` if given."""
    n = int(seconds * SR)
    out = []
    p = phase
    for i in range(n):
        t = i / SR
        f = freq if glide_to is None else glide_to + (freq - glide_to) * math.exp(-t / 0.06)
        p += TAU * f / SR
        out.append(math.sin(p) * math.exp(-t / decay))
    return out


def click(noise, seconds, cutoff, decay):
    n = int(seconds * SR)
    raw = [noise.next() * math.exp(-i / (decay * SR)) for i in range(n)]
    return lowpass(raw, cutoff)


def wood_tap(noise, pitch=190.0, level=1.0):
    """A card set down on a wooden table."""
    tap = damped(pitch, 0.2, 0.025)
    mix(tap, damped(pitch * 2.7, 0.1, 0.012), gain=0.5)
    mix(tap, click(noise, 0.03, 2500, 0.004), gain=0.6)
    return [s * level for s in tap]


def chime(freq, ratios, amps, decays, seconds, detune=0.0):
    """Inharmonic partials, each decaying on its own: glass, metal, a bell."""
    n = int(seconds * SR)
    out = [0.0] * n
    for r, a, d in zip(ratios, amps, decays):
        f = freq * r * (1 + detune)
        step = TAU * f / SR
        for i in range(n):
            t = i / SR
            attack = min(1.0, t / 0.0015)
            out[i] += a * attack * math.sin(step * i) * math.exp(-t / d)
    return out


def brass(freq, seconds, level=1.0):
    """A brass-like note: harmonics that brighten as the note speaks, then a slight vibrato."""
    n = int(seconds * SR)
    release = int(0.07 * SR)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / SR
        # Brightness: a quick blare at the attack, settling.
        if t < 0.05:
            bright = 0.25 + 0.75 * t / 0.05
        else:
            bright = 0.75 + 0.25 * math.exp(-(t - 0.05) / 0.08)
        vibrato = 1 + 0.004 * math.sin(TAU * 5.5 * t) * min(1.0, max(0.0, (t - 0.15) / 0.2))
        phase += TAU * freq * vibrato / SR
        s = 0.0
        for k in range(1, 11):
            if freq * k > SR * 0.45:
                break
            s += math.sin(k * phase) * math.exp(-(k - 1) * (1.15 - bright)) / k**0.7
        amp = min(1.0, t / 0.025)
        if i > n - release:
            amp *= (n - i) / release
        out.append(s * amp * level)
    return out


def drum(noise, low=True):
    """A tabor: a low skin whose pitch drops, or a snare's rattle."""
    if low:
        hit = damped(120, 0.45, 0.14, glide_to=62)
        mix(hit, click(noise, 0.06, 600, 0.012), gain=0.8)
        return hit
    n = int(0.2 * SR)
    rattle = bandpass([noise.next() for _ in range(n)], 1900, 0.7)
    rattle = [s * math.exp(-i / (0.045 * SR)) * 2.2 for i, s in enumerate(rattle)]
    mix(rattle, damped(190, 0.15, 0.03), gain=0.6)
    return rattle


def pluck(noise, freq, seconds, bright=0.55, sustain=0.996):
    """A plucked string (Karplus-Strong with a fractional delay): a lute, a harp."""
    n = int(seconds * SR)
    period = SR / freq - 0.5  # the averaging filter delays half a sample
    whole = int(period)
    frac = period - whole
    size = whole + 2
    excitation = lowpass([noise.next() for _ in range(size)], 800 + 4000 * bright)
    # The loop keeps the burst's mean for as long as the string rings: a low string's few
    # hundred samples of noise would leave a DC offset under the whole music.
    mean = sum(excitation) / size
    line = [e - mean for e in excitation] + [0.0] * n
    out = []
    for i in range(size, size + n):
        near = line[i - whole] * (1 - frac) + line[i - whole - 1] * frac
        far = line[i - whole - 1] * (1 - frac) + line[i - whole - 2] * frac
        line[i] = sustain * 0.5 * (near + far)
        out.append(line[i])
    fade_out(out, 0.05)
    return out


def midi(note):
    return 440.0 * 2 ** ((note - 69) / 12)


# The sounds --------------------------------------------------------------------------------------


def card_drawn():
    noise = Noise(11)
    return normalise(swish(noise, 0.2, 3400, 1500, 0.012, 0.045), 0.42)


def card_played():
    noise = Noise(12)
    sound = swish(noise, 0.12, 2600, 1500, 0.01, 0.04)
    mix(sound, wood_tap(noise, 200), at=0.085, gain=0.9)
    return normalise(sound, 0.5)


def card_discarded():
    noise = Noise(13)
    sound = swish(noise, 0.34, 1900, 850, 0.04, 0.09, q=0.8)
    mix(sound, wood_tap(noise, 150, 0.5), at=0.2)
    return normalise(sound, 0.36)


def shuffle():
    """A riffle: the cards flicking past the thumbs, quick then slower, then the bridge."""
    noise = Noise(14)
    sound = silence(1.0)
    t = 0.03
    for k in range(30):
        flick = bandpass([noise.next() for _ in range(int(0.006 * SR))], 3600, 1.6)
        flick = [s * math.exp(-i / (0.0015 * SR)) for i, s in enumerate(flick)]
        mix(sound, flick, at=t, gain=noise.uniform(0.5, 1.0))
        t += 0.016 + 0.012 * (k / 30) ** 2
    body = swish(noise, 0.6, 1400, 1100, 0.08, 0.3, q=0.7)
    mix(sound, body, at=0.02, gain=0.25)
    mix(sound, swish(noise, 0.28, 1700, 700, 0.05, 0.07), at=t, gain=0.9)
    mix(sound, wood_tap(noise, 160, 0.7), at=t + 0.2)
    return normalise(with_room(sound, 0.12, 0.15), 0.5)


def fanfare():
    """A tournament, a castle, a match won: two trumpets, ta-ta-taa, ta-taaa."""
    a4, d5, fs4, a3 = midi(69), midi(74), midi(66), midi(57)
    sound = silence(0.1)
    top = [(0.0, 0.12, a4), (0.17, 0.12, a4), (0.34, 0.3, d5), (0.68, 0.14, a4), (0.84, 0.85, d5)]
    under = [(0.34, 0.3, fs4), (0.84, 0.85, fs4)]
    low = [(0.84, 0.85, a3)]
    for at, length, f in top:
        mix(sound, brass(f, length), at=at)
    for at, length, f in under:
        mix(sound, brass(f, length, 0.7), at=at)
    for at, length, f in low:
        mix(sound, brass(f, length, 0.5), at=at)
    return normalise(with_room(sound, 0.3, 0.6), 0.55)


def march():
    """An army marching: tabor and snare, left, right."""
    noise = Noise(15)
    beat = 0.17
    pattern = "B.ssB.sBs"
    sound = silence(0.1)
    for k, hit in enumerate(pattern):
        if hit == ".":
            continue
        at = k * beat + (0.004 if k % 2 else 0.0)
        mix(sound, drum(noise, hit == "B"), at=at, gain=1.0 if hit == "B" else 0.45)
    return normalise(fade_out(with_room(sound, 0.18, 0.25), 0.1), 0.42)


def banner_falls():
    """A banner falling: cloth through the air, the pole on the boards, a dull thud."""
    noise = Noise(16)
    n = int(0.36 * SR)
    air = lowpass([noise.next() for _ in range(n)], lambda t: 350 + 1500 * t)
    air = [
        s * (i / n) ** 1.5 * (0.7 + 0.3 * math.sin(TAU * 16 * i / SR)) * 1.6
        for i, s in enumerate(air)
    ]
    sound = air
    thud = damped(90, 0.7, 0.13, glide_to=48)
    mix(thud, click(noise, 0.12, 320, 0.035), gain=1.4)
    mix(thud, damped(330, 0.1, 0.02), gain=0.25)
    mix(sound, thud, at=0.34)
    return normalise(fade_out(with_room(sound, 0.15, 0.2), 0.1), 0.6)


GLASS = ([1.0, 2.32, 4.25, 6.63], [1.0, 0.55, 0.3, 0.18], [0.22, 0.11, 0.06, 0.035])


def gems_clink():
    noise = Noise(17)
    sound = silence(0.1)
    for at, f in ((0.0, 2350), (0.085, 2790), (0.2, 2110)):
        ratios, amps, decays = GLASS
        gem = chime(f, ratios, amps, decays, 0.5, detune=noise.uniform(-0.01, 0.01))
        mix(gem, click(noise, 0.01, 6000, 0.001), gain=0.3)
        mix(sound, gem, at=at, gain=noise.uniform(0.7, 1.0))
    return normalise(with_room(sound, 0.15, 0.2), 0.42)


def gems_stolen():
    """A quick hand: a swipe, and the gems clinking away."""
    noise = Noise(18)
    sound = swish(noise, 0.2, 700, 3600, 0.12, 0.04, q=1.1)
    ratios, amps, decays = GLASS
    for at, f, g in ((0.15, 2600, 0.8), (0.21, 2250, 0.5), (0.3, 1980, 0.3)):
        mix(sound, lowpass(chime(f, ratios, amps, decays, 0.35), 5000), at=at, gain=g)
    return normalise(with_room(sound, 0.15, 0.2), 0.42)


def turn_bell():
    """A small hand bell: it is a person's turn."""
    ratios = [0.5, 1.0, 1.2, 1.5, 2.0, 2.5, 3.01]
    amps = [0.2, 1.0, 0.4, 0.25, 0.3, 0.12, 0.08]
    decays = [0.9, 0.7, 0.45, 0.4, 0.3, 0.2, 0.15]
    bell = chime(1046.5, ratios, amps, decays, 1.3)
    return normalise(fade_out(with_room(bell, 0.2, 0.2), 0.15), 0.36)


def refused():
    """A soft, low tick-tock: not that."""
    noise = Noise(19)
    sound = silence(0.05)
    for at, f, g in ((0.0, 340, 1.0), (0.075, 280, 0.8)):
        tick = damped(f, 0.09, 0.022)
        mix(tick, damped(f * 2.1, 0.05, 0.008), gain=0.3)
        mix(tick, click(noise, 0.02, 1500, 0.003), gain=0.3)
        mix(sound, tick, at=at, gain=g)
    return normalise(fade_out(sound, 0.02), 0.3)


def music():
    """The background loop: a lute's arpeggios in D dorian over a soft drone, 8 bars of 3/4.

    Every note is written into the loop circularly (its tail goes on at the loop's start), the
    drone's partials make whole cycles over the loop, and the room runs twice over it keeping
    the second pass: the last sample leads into the first with no seam."""
    noise = Noise(20)
    beat = 0.6
    bars = 8
    length = bars * 3 * beat
    n = int(round(length * SR))
    loop = [0.0] * n
    # Roots (MIDI) and whether the third is minor: Dm C Dm Am F G C Am.
    chords = [(50, 3), (48, 4), (50, 3), (45, 3), (53, 4), (55, 4), (48, 4), (45, 3)]
    for bar, (root, third) in enumerate(chords):
        start = bar * 3 * beat
        arpeggio = [root, root + 7, root + 12, root + 12 + third, root + 12, root + 7]
        for k, note in enumerate(arpeggio):
            at = start + k * beat / 2 + noise.uniform(0.0, 0.012)
            string = pluck(noise, midi(note), 1.8, bright=0.3, sustain=0.997)
            mix_circular(loop, string, at, gain=0.55 if k else 0.7)
        bass = pluck(noise, midi(root - 12), 3.0, bright=0.3, sustain=0.998)
        mix_circular(loop, bass, start, gain=0.6)
        if bar % 2 == 1:  # a melody note held over the even bars
            top = pluck(noise, midi(root + 24 + (7 if bar % 4 == 1 else third)), 2.0, 0.6)
            mix_circular(loop, top, start + 1.5 * beat, gain=0.3)
    # The drone: D3 and A3, breathing twice a loop; every frequency whole cycles per loop.
    def whole(freq):
        return round(freq * length) / length

    for base, level in ((midi(50), 0.05), (midi(57), 0.035)):
        for k, part in enumerate((1.0, 0.3, 0.12)):
            f = whole(base * (k + 1))
            breathe = whole(2 / length)
            for i in range(n):
                t = i / SR
                swell = 0.75 + 0.25 * math.sin(TAU * breathe * t)
                loop[i] += level * part * swell * math.sin(TAU * f * t)
    room = Room(size=1.3, feedback=0.8)
    for x in loop:  # the first pass fills the room
        room.step(x)
    out = [x + 0.35 * room.step(x) for x in loop]
    return normalise(out, 0.5)


SOUNDS = {
    "draw": card_drawn,
    "play": card_played,
    "discard": card_discarded,
    "shuffle": shuffle,
    "fanfare": fanfare,
    "march": march,
    "banner": banner_falls,
    "clink": gems_clink,
    "stolen": gems_stolen,
    "turn": turn_bell,
    "refused": refused,
    "music": music,
}


def write_wav(path, samples):
    frames = bytearray()
    for s in samples:
        frames += struct.pack("<h", max(-32767, min(32767, int(round(s * 32767)))))
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SR)
        out.writeframes(bytes(frames))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for name, make in SOUNDS.items():
        samples = make()
        if name != "music":  # a loop has no start; a cue rises from silence, or it clicks
            fade_in(samples, 0.001)
        write_wav(os.path.join(folder, name + ".wav"), samples)
        print(f"{name}: {len(samples) / SR:.2f} s")


if __name__ == "__main__":
    main()
