"""Synthesise the game's sounds into assets/sounds/: python tools/make_sounds.py [--out DIR].

Standard library only, and deterministic: every sound draws its noise from its own
``random.Random`` seeded with its name, so running the script twice writes byte-identical
files and changing one sound leaves the others as they were. Card sounds are filtered noise
(paper on felt has no pitch); the signals are struck tones with exponential decays (mallet,
bell, celesta, brass), since a tone that fades as it rings sounds played rather than beeped.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050  # everything here lives below 10 kHz, and half the rate is half the bytes
PEAK_DBFS = -6.0
FADE_IN = 0.0015  # seconds: short enough to keep a card's snap crisp, long enough to avoid a click
FADE_OUT = 0.02
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Buf = list[float]
Partial = tuple[float, float, float]  # (frequency ratio, amplitude, decay time constant in s)


# --- building blocks -------------------------------------------------------------------------


def silence(seconds: float) -> Buf:
    """A buffer of ``seconds`` of silence."""
    return [0.0] * round(seconds * RATE)


def add(dst: Buf, src: Sequence[float], at: float, gain: float = 1.0) -> None:
    """Mix ``src`` into ``dst`` starting ``at`` seconds in (cut at the end of ``dst``)."""
    start = round(at * RATE)
    for i, v in enumerate(src[: max(0, len(dst) - start)]):
        dst[start + i] += v * gain


def noise(rng: random.Random, seconds: float) -> Buf:
    """White noise in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def _coefficients(kind: str, f0: float, q: float) -> tuple[float, ...]:
    # RBJ audio-EQ cookbook biquads, normalised by a0.
    w = 2 * math.pi * f0 / RATE
    alpha = math.sin(w) / (2 * q)
    c = math.cos(w)
    if kind == "low":
        b = ((1 - c) / 2, 1 - c, (1 - c) / 2)
    elif kind == "high":
        b = ((1 + c) / 2, -(1 + c), (1 + c) / 2)
    else:  # band-pass, 0 dB at the centre
        b = (alpha, 0.0, -alpha)
    a0 = 1 + alpha
    return (b[0] / a0, b[1] / a0, b[2] / a0, -2 * c / a0, (1 - alpha) / a0)


def filtered(
    x: Sequence[float], kind: str, f0: float | Callable[[float], float], q: float = 0.707
) -> Buf:
    """``x`` through a biquad; ``f0`` may be a function of time in seconds (a sweep)."""
    y: Buf = []
    x1 = x2 = y1 = y2 = 0.0
    coeffs = _coefficients(kind, f0, q) if not callable(f0) else ()
    for i, v in enumerate(x):
        if callable(f0) and i % 32 == 0:
            coeffs = _coefficients(kind, f0(i / RATE), q)
        b0, b1, b2, a1, a2 = coeffs
        out = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, out
        y.append(out)
    return y


def shaped(x: Sequence[float], attack: float, decay: float) -> Buf:
    """``x`` under a linear attack of ``attack`` s, then an exponential decay (time constant)."""
    n_attack = max(1, round(attack * RATE))
    return [
        v * min(1.0, i / n_attack) * math.exp(-max(0, i - n_attack) / (decay * RATE))
        for i, v in enumerate(x)
    ]


def struck(freq: float, seconds: float, partials: Sequence[Partial], attack: float = 0.004) -> Buf:
    """A struck or plucked tone: sine partials, each dying away at its own rate."""
    out = silence(seconds)
    n_attack = max(1, round(attack * RATE))
    for ratio, amp, tau in partials:
        f = freq * ratio
        if f >= RATE * 0.45:  # above this it would fold back as an off-key whistle
            continue
        step = 2 * math.pi * f / RATE
        for i in range(len(out)):
            out[i] += amp * math.sin(step * i) * math.exp(-i / (tau * RATE))
    return [v * min(1.0, i / n_attack) for i, v in enumerate(out)]


def brass(
    freq: float, seconds: float, attack: float = 0.02, vibrato: float = 0.0, release: float = 0.06
) -> Buf:
    """A soft brass note: harmonics falling as 1/n, the upper ones opening up after the onset."""
    out = silence(seconds)
    n = len(out)
    n_attack = max(1, round(attack * RATE))
    n_release = round(release * RATE)
    for h in range(1, 9):
        if freq * h >= RATE * 0.45:
            break
        phase = 0.0
        for i in range(n):
            t = i / RATE
            wobble = 1 + vibrato * math.sin(2 * math.pi * 5.5 * t) * min(1.0, t / 0.25)
            phase += 2 * math.pi * freq * h * wobble / RATE
            bloom = min(1.0, i / (n_attack * (1 + 0.5 * h)))  # brightness grows with the breath
            out[i] += math.sin(phase) / h * bloom
    for i in range(n):
        out[i] *= min(1.0, (n - i) / n_release) * (0.85 + 0.15 * math.exp(-i / (0.15 * RATE)))
    return out


def finish(x: Buf) -> list[int]:
    """Remove DC, fade both ends to zero, and scale to the target peak as 16-bit samples."""
    mean = sum(x) / len(x)
    y = [v - mean for v in x]
    n_in, n_out = round(FADE_IN * RATE), round(FADE_OUT * RATE)
    for i in range(n_in):
        y[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(n_out):
        y[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    peak = max(abs(v) for v in y) or 1.0
    scale = 10 ** (PEAK_DBFS / 20) * 32767 / peak
    return [round(v * scale) for v in y]


# --- card sounds -----------------------------------------------------------------------------


def snap(
    rng: random.Random, gain: float = 1.0, bright: float = 2400.0, thump: float = 140.0
) -> Buf:
    """A card landing on felt: a papery click, a muffled body and a soft low thump."""
    click = shaped(filtered(noise(rng, 0.12), "band", bright, 0.8), 0.0005, 0.009)
    body = shaped(filtered(noise(rng, 0.12), "low", 1200.0), 0.001, 0.02)
    out = [c + 0.7 * b for c, b in zip(click, body, strict=True)]
    for i in range(len(out)):
        t = i / RATE
        f = thump * (1 + 0.4 * math.exp(-t / 0.01))  # the pitch sags as the felt gives
        out[i] += 0.2 * math.sin(2 * math.pi * f * t) * math.exp(-t / 0.025)
    return [v * gain for v in out]


def flick(rng: random.Random, gain: float) -> Buf:
    """One card edge slipping off a thumb: a tiny, bright noise tick."""
    centre = rng.uniform(2200.0, 4800.0)
    tick = shaped(filtered(noise(rng, 0.02), "band", centre, 1.4), 0.0003, 0.0025)
    return [v * gain for v in tick]


def make_shuffle(rng: random.Random) -> Buf:
    """A riffle shuffle: some forty flicks that run together, then the halves squared up."""
    out = silence(0.62)
    t, count = 0.02, 40
    for k in range(count):
        arc = math.sin(math.pi * (k + 0.5) / count)  # the flutter swells and thins out
        add(out, flick(rng, (0.4 + 0.6 * arc) * rng.uniform(0.6, 1.0)), t)
        t += rng.uniform(0.0075, 0.0135)
    bed = filtered(noise(rng, t), "band", 2000.0, 0.6)
    add(out, [v * 0.08 * math.sin(math.pi * i / len(bed)) for i, v in enumerate(bed)], 0.02)
    add(out, snap(rng, 0.4, bright=1800.0, thump=120.0), t + 0.06)
    return out


def make_deal(rng: random.Random) -> Buf:
    """One card dealt: a short slide across the cloth and a light landing."""
    out = silence(0.2)
    slide = filtered(filtered(noise(rng, 0.06), "band", 2600.0, 0.6), "low", 4000.0)
    n = len(slide)
    add(out, [v * 0.3 * math.sin(math.pi * i / n) ** 2 for i, v in enumerate(slide)], 0.0)
    add(out, snap(rng, 0.7, bright=2800.0, thump=160.0), 0.04)  # lands 40 ms in
    return out


def make_card(rng: random.Random) -> Buf:
    """A card played: snapped down onto the felt."""
    out = silence(0.16)
    add(out, snap(rng), 0.0)
    return out


def make_trick(rng: random.Random) -> Buf:
    """A trick taken: the cards swept across the cloth and tapped together."""
    out = silence(0.48)
    sweep = filtered(noise(rng, 0.3), "band", lambda t: 1400.0 + 4000.0 * t, 0.9)
    n = len(sweep)
    add(out, [v * 0.45 * math.sin(math.pi * i / n) ** 1.5 for i, v in enumerate(sweep)], 0.0)
    for at, gain in ((0.22, 0.3), (0.265, 0.42), (0.305, 0.6)):
        add(out, snap(rng, gain, bright=rng.uniform(2000.0, 2600.0), thump=150.0), at)
    return out


# --- signals ---------------------------------------------------------------------------------

MALLET: tuple[Partial, ...] = ((1.0, 1.0, 0.38), (4.0, 0.12, 0.06), (10.0, 0.03, 0.02))
BELL: tuple[Partial, ...] = (
    (1.0, 1.0, 0.5),
    (1.004, 0.35, 0.45),  # a slightly detuned twin: the slow beat a real bell has
    (2.0, 0.18, 0.25),
    (2.76, 0.3, 0.18),
    (5.4, 0.1, 0.07),
    (8.93, 0.04, 0.03),
)
CELESTA: tuple[Partial, ...] = ((1.0, 1.0, 0.3), (2.0, 0.25, 0.12), (3.0, 0.1, 0.06))


def hz(midi: int) -> float:
    """Equal-tempered frequency of a MIDI note number (69 = A4 = 440 Hz)."""
    return 440.0 * 2 ** ((midi - 69) / 12)


def make_life(rng: random.Random) -> Buf:
    """A life lost: two soft mallet notes falling a major third, E4 then C4."""
    out = silence(1.0)
    add(out, struck(hz(64), 0.9, MALLET, attack=0.006), 0.0, 0.8)
    add(out, struck(hz(60), 0.8, MALLET, attack=0.006), 0.24)
    return out


def make_doctor(rng: random.Random) -> Buf:
    """The doctor offered: a single bell ding."""
    out = silence(0.85)
    add(out, struck(hz(84), 0.85, BELL, attack=0.002), 0.0)
    return out


def make_capotto(rng: random.Random) -> Buf:
    """Capotto: a bright celesta run up a C major chord, the top note left ringing."""
    out = silence(0.95)
    notes = (72, 76, 79, 84, 88, 91, 96)
    for k, note in enumerate(notes):
        last = k == len(notes) - 1
        add(
            out,
            struck(hz(note), 0.95 - 0.055 * k, CELESTA, attack=0.003),
            0.055 * k,
            0.75 if last else 0.5 + 0.04 * k,
        )
    return out


def make_win(rng: random.Random) -> Buf:
    """Match won: a short brass fanfare, G-C-E rising to a held C major chord."""
    out = silence(1.25)
    for at, note, length in ((0.0, 67, 0.14), (0.14, 72, 0.14), (0.28, 76, 0.14)):
        add(out, brass(hz(note), length + 0.04), at, 0.5)
    for note in (72, 76, 79, 84):
        chord = brass(hz(note), 0.83, attack=0.03, vibrato=0.004, release=0.3)
        add(out, chord, 0.42, 0.32)
    return out


SOUNDS: dict[str, Callable[[random.Random], Buf]] = {
    "shuffle": make_shuffle,
    "deal": make_deal,
    "card": make_card,
    "trick": make_trick,
    "life": make_life,
    "doctor": make_doctor,
    "capotto": make_capotto,
    "win": make_win,
}


def write_wav(path: Path, samples: Sequence[int]) -> None:
    """Write 16-bit mono PCM samples to ``path``."""
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(struct.pack(f"<{len(samples)}h", *samples))


def main(argv: Sequence[str] | None = None) -> None:
    """Write every sound into the output folder and print its length, peak and size."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write into")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        samples = finish(make(random.Random(f"coteccio-{name}")))
        path = args.out / f"{name}.wav"
        write_wav(path, samples)
        peak = max(abs(s) for s in samples) / 32768
        print(
            f"{name:8} {len(samples) / RATE:5.2f} s  peak {20 * math.log10(peak):5.1f} dBFS  "
            f"{path.stat().st_size / 1024:5.1f} KB"
        )


if __name__ == "__main__":
    main()
