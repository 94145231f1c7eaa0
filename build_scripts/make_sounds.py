"""Synthesize Lionwake's sounds and write them as 16-bit mono PCM WAV files into assets/sounds/.

Every sound is made here from sine waves, a little noise and decay envelopes, with the standard library
only (`wave`, `struct`, `math`, `random`); nothing is recorded or taken from elsewhere, so the files are
original to this project and share its licence.  A fixed seed makes every run write the same bytes.

* ``hop.wav``        a low drum beat for each leap step: pitch falling 150 -> 55 Hz, a noise burst on top
* ``card_play.wav``  a wood-block knock (Strike: a Drum card onto a Lion)
* ``card_draw.wav``  a soft paper swish and a light tap (a card drawn into the hand)
* ``card_buy.wav``   two wood clicks and a coin ping (a card taken from the market)
* ``qi.wav``         a two-note bell chime (a Qi Energy placed)
* ``dice.wav``       a rattle of short clicks, thinning out as the dice settle
* ``win.wav``        a gong with a rising pentatonic run of bells (a battle won)
* ``loss.wav``       a low tone sliding down, a fifth below it (a battle lost)
* ``music.wav``      a quiet 16-second pentatonic loop (plucked melody over a drone), seamless

Effects are 22050 Hz; the music is 11025 Hz (soft, low tones need no more) to keep it small: the whole
folder stays well under 1 MB.

Run: python build_scripts/make_sounds.py   (the generated files are checked in; the game loads them)
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
RATE = 22050
MUSIC_RATE = 11025
TAU = 2 * math.pi

#: C major pentatonic (C D E G A) over a few octaves, in Hz.
PENTATONIC = [
    261.63 * 2 ** ((12 * octave + step) / 12) for octave in (-1, 0, 1) for step in (0, 2, 4, 7, 9)
]


def blank(seconds: float, rate: int = RATE) -> list[float]:
    """A buffer of silence `seconds` long."""
    return [0.0] * int(seconds * rate)


def add_tone(
    buf: list[float],
    start: float,
    freq: float,
    seconds: float,
    amp: float,
    decay: float,
    attack: float = 0.003,
    rate: int = RATE,
    wrap: bool = False,
) -> None:
    """Mix a sine of `freq` into `buf` from `start` seconds: a short linear attack, then exp(-decay*t).
    With `wrap`, samples past the end continue at the start (for a seamless loop)."""
    first = int(start * rate)
    n = int(seconds * rate)
    for i in range(n):
        t = i / rate
        env = min(1.0, t / attack) if attack > 0 else 1.0
        env *= math.exp(-decay * t)
        j = first + i
        if j >= len(buf):
            if not wrap:
                break
            j %= len(buf)
        buf[j] += amp * env * math.sin(TAU * freq * t)


def add_bell(buf, start, freq, amp, seconds=1.2, decay=3.0, rate=RATE, wrap=False) -> None:
    """A bell: a fundamental with inharmonic partials, the higher ones dying sooner."""
    for ratio, level, extra in ((1.0, 1.0, 1.0), (2.76, 0.45, 1.8), (5.4, 0.2, 3.0)):
        add_tone(
            buf, start, freq * ratio, seconds, amp * level, decay * extra, rate=rate, wrap=wrap
        )


def add_noise(buf, start, seconds, amp, decay, rng: random.Random, smooth=0.0, rate=RATE) -> None:
    """Mix decaying noise into `buf`; `smooth` (0..1) low-passes it with a one-pole filter."""
    first = int(start * rate)
    last = 0.0
    for i in range(int(seconds * rate)):
        j = first + i
        if j >= len(buf):
            break
        x = rng.uniform(-1, 1)
        last = smooth * last + (1 - smooth) * x
        buf[j] += amp * last * math.exp(-decay * i / rate)


def add_click(buf, start, freq, amp, rng, decay=220.0) -> None:
    """A short knock: a damped sine with a touch of noise, a few milliseconds long."""
    add_tone(buf, start, freq, 0.03, amp, decay, attack=0.0005)
    add_noise(buf, start, 0.008, amp * 0.4, 500.0, rng)


def hop(rng: random.Random) -> list[float]:
    """A low drum: the pitch drops 150 -> 55 Hz while the skin rings down, a noise slap on top."""
    buf = blank(0.3)
    phase = 0.0
    for i in range(len(buf)):
        t = i / RATE
        freq = 55 + 95 * math.exp(-t * 30)
        phase += TAU * freq / RATE
        env = min(1.0, t / 0.002) * math.exp(-t * 13)
        buf[i] += env * (math.sin(phase) + 0.25 * math.sin(2 * phase))
    add_noise(buf, 0.0, 0.03, 0.5, 120.0, rng, smooth=0.6)
    return buf


def card_play(rng: random.Random) -> list[float]:
    """A wood-block knock: two damped partials at a hollow wooden pitch."""
    buf = blank(0.16)
    add_tone(buf, 0.0, 780, 0.16, 1.0, 45.0, attack=0.0008)
    add_tone(buf, 0.0, 2150, 0.08, 0.35, 90.0, attack=0.0005)
    add_noise(buf, 0.0, 0.006, 0.4, 600.0, rng)
    return buf


def card_draw(rng: random.Random) -> list[float]:
    """A paper swish (smoothed noise swelling and fading) ending on a light tap."""
    buf = blank(0.2)
    n = int(0.14 * RATE)
    last = 0.0
    for i in range(n):
        t = i / n
        last = 0.75 * last + 0.25 * rng.uniform(-1, 1)
        buf[i] += 0.6 * last * math.sin(math.pi * t) ** 2
    add_click(buf, 0.13, 1250, 0.5, rng)
    return buf


def card_buy(rng: random.Random) -> list[float]:
    """Two quick wood clicks, then a bright coin ping."""
    buf = blank(0.45)
    add_click(buf, 0.0, 900, 0.7, rng)
    add_click(buf, 0.06, 1150, 0.6, rng)
    add_tone(buf, 0.1, 2637, 0.35, 0.5, 12.0)
    add_tone(buf, 0.1, 3951, 0.25, 0.2, 20.0)
    return buf


def qi(rng: random.Random) -> list[float]:
    """A two-note chime: high C, then G above it."""
    buf = blank(1.3)
    add_bell(buf, 0.0, 1046.5, 0.6, seconds=1.2, decay=3.2)
    add_bell(buf, 0.12, 1568.0, 0.45, seconds=1.1, decay=3.6)
    return buf


def dice(rng: random.Random) -> list[float]:
    """Dice rattling in a cup and settling: short clicks, dense at first, then fewer and softer."""
    buf = blank(0.75)
    t = 0.0
    while t < 0.62:
        amp = 0.9 * (1 - t / 0.75)
        add_click(buf, t, rng.uniform(1500, 3400), amp * rng.uniform(0.5, 1.0), rng, decay=300.0)
        t += 0.012 + 0.09 * (t / 0.62) ** 2 * rng.uniform(0.5, 1.5) + rng.uniform(0, 0.02)
    add_click(buf, 0.66, 1800, 0.4, rng)
    return buf


def win(rng: random.Random) -> list[float]:
    """A gong (low, inharmonic, slowly fading) and a rising pentatonic run of bells over it."""
    buf = blank(2.6)
    for ratio, level, decay in (
        (1.0, 1.0, 1.2),
        (1.48, 0.6, 1.6),
        (2.0, 0.5, 2.0),
        (2.66, 0.35, 2.6),
    ):
        add_tone(buf, 0.0, 98 * ratio, 2.6, 0.5 * level, decay, attack=0.02)
    add_noise(buf, 0.0, 0.05, 0.25, 60.0, rng, smooth=0.8)
    for k, index in enumerate((5, 6, 7, 8, 10)):
        add_bell(buf, 0.25 + 0.13 * k, PENTATONIC[index], 0.35, seconds=1.4, decay=2.5)
    return buf


def loss(rng: random.Random) -> list[float]:
    """A low tone sliding down from A to the A below, a fifth under it, fading out."""
    buf = blank(1.6)
    for base, amp in ((220.0, 0.7), (146.8, 0.4)):
        phase = 0.0
        for i in range(len(buf)):
            t = i / RATE
            freq = base * 2 ** (-min(1.0, t / 1.2))
            phase += TAU * freq / RATE
            env = min(1.0, t / 0.06) * math.exp(-t * 1.8)
            buf[i] += amp * env * (math.sin(phase) + 0.15 * math.sin(3 * phase))
    return buf


def music(rng: random.Random) -> list[float]:
    """A 16-second loop at 90 beats a minute: a plucked pentatonic melody wandering by steps over a
    soft drone of C and G; every tail wraps round to the start so the loop has no seam."""
    beat = 60 / 90
    beats = 24
    buf = blank(beat * beats, MUSIC_RATE)
    for bar in range(beats // 4):
        root = PENTATONIC[0] if bar % 2 == 0 else PENTATONIC[3] / 2
        add_tone(buf, bar * 4 * beat, root, 4 * beat + 1.0, 0.22, 0.8, 0.3, MUSIC_RATE, True)
        add_tone(buf, bar * 4 * beat, root * 1.5, 4 * beat + 1.0, 0.08, 1.0, 0.3, MUSIC_RATE, True)
    index = 6
    for b in range(beats * 2):  # eighth notes, some left out
        if b % 8 == 7 or rng.random() < 0.3:
            continue
        index = max(4, min(12, index + rng.choice((-2, -1, -1, 1, 1, 2))))
        if b % 16 == 0:
            index = rng.choice((5, 7, 8))
        freq = PENTATONIC[index]
        start = b * beat / 2
        amp = 0.32 if b % 2 == 0 else 0.22
        add_tone(buf, start, freq, 1.4, amp, 3.5, 0.004, MUSIC_RATE, True)
        add_tone(buf, start, freq * 2, 0.8, amp * 0.25, 6.0, 0.004, MUSIC_RATE, True)
    return buf


SOUNDS = {
    "hop": (hop, RATE, 0.9),
    "card_play": (card_play, RATE, 0.8),
    "card_draw": (card_draw, RATE, 0.6),
    "card_buy": (card_buy, RATE, 0.75),
    "qi": (qi, RATE, 0.7),
    "dice": (dice, RATE, 0.8),
    "win": (win, RATE, 0.85),
    "loss": (loss, RATE, 0.8),
    "music": (music, MUSIC_RATE, 0.5),
}


def write_wav(path: Path, samples: list[float], rate: int, peak: float) -> None:
    """Scale `samples` so the loudest is `peak` (of full scale), fade the last 5 ms, and write them."""
    top = max(1e-9, max(abs(s) for s in samples))
    fade = int(0.005 * rate)
    frames = bytearray()
    for i, s in enumerate(samples):
        v = s / top * peak
        if path.stem != "music" and i >= len(samples) - fade:
            v *= (len(samples) - i) / fade
        frames += struct.pack("<h", max(-32767, min(32767, round(v * 32767))))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(bytes(frames))


def main(argv: list[str] | None = None) -> None:
    """Write every sound into assets/sounds/ and print each file's length and size."""
    # it takes no arguments: anything given is refused before a file is written
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    total = 0
    for k, (name, (make, rate, peak)) in enumerate(SOUNDS.items()):
        samples = make(random.Random(8000 + k))
        path = OUT / f"{name}.wav"
        write_wav(path, samples, rate, peak)
        size = path.stat().st_size
        total += size
        print(f"{path.name:14} {len(samples) / rate:5.2f} s {size / 1024:7.1f} KiB")
    print(f"{'total':14} {'':7} {total / 1024:7.1f} KiB")


if __name__ == "__main__":
    main()
