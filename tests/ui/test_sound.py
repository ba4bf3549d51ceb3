"""Sounds: every one is there, short, audible and click-free; made again byte for byte; and the
board plays them, or stays quietly silent when there is no device, no file or no wish for sound."""

from __future__ import annotations

import logging
import math
import os
import struct
import subprocess
import sys
import textwrap
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from coteccio_gui import paths  # noqa: E402
from coteccio_gui.ui.core.sound import NAMES, SoundBoard  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = paths.assets_dir() / "sounds"


def samples(path: Path) -> tuple[int, list[int]]:
    """The rate and the 16-bit mono samples of a WAV file."""
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2), path.name
        n = w.getnframes()
        return w.getframerate(), list(struct.unpack(f"<{n}h", w.readframes(n)))


@pytest.fixture(autouse=True)
def no_mixer() -> Iterator[None]:
    """Each test starts and ends with the mixer shut, as a fresh game would have it."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_every_sound_is_a_short_small_wav() -> None:
    files = sorted(p.name for p in SOUNDS.iterdir())
    assert files == sorted(f"{n}.wav" for n in NAMES)
    total = 0
    for name in NAMES:
        path = SOUNDS / f"{name}.wav"
        rate, data = samples(path)
        assert rate in (22050, 44100), name
        assert 0.1 <= len(data) / rate <= 1.3, name
        assert path.stat().st_size < 100_000, name
        total += path.stat().st_size
    assert total < 400_000


def test_sounds_are_audible_without_clipping_or_clicks() -> None:
    for name in NAMES:
        rate, data = samples(SOUNDS / f"{name}.wav")
        peak = max(abs(s) for s in data) / 32768
        assert -9.0 < 20 * math.log10(peak) < -3.0, name
        rms = math.sqrt(sum(s * s for s in data) / len(data)) / 32768
        assert 20 * math.log10(rms) > -35.0, name
        # A step from silence at either end is heard as a click.
        assert abs(data[0]) <= 50 and abs(data[-1]) <= 50, name
        assert max(abs(s) for s in data[-rate // 1000 :]) < 0.01 * 32768, name


def test_a_played_card_is_heard_at_once_and_the_signals_differ() -> None:
    rate, card = samples(SOUNDS / "card.wav")
    peak = max(abs(s) for s in card)
    assert next(i for i, s in enumerate(card) if abs(s) > peak / 2) < 0.01 * rate
    contents = {(SOUNDS / f"{n}.wav").read_bytes() for n in NAMES}
    assert len(contents) == len(NAMES)


def test_generator_makes_the_committed_files_again(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    for name in NAMES:
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert made == (SOUNDS / f"{name}.wav").read_bytes(), f"{name}.wav differs: rerun the tool"


def test_every_sound_plays_on_the_dummy_driver() -> None:
    board = SoundBoard()
    assert not board.available  # nothing opened before the first sound
    for name in NAMES:
        board.play(name)
        assert pygame.mixer.get_busy(), name
    assert board.available
    board.close()
    assert pygame.mixer.get_init() is None


def test_volume_reaches_the_playing_sound_and_is_clamped() -> None:
    board = SoundBoard(volume=0.25)
    board.play("win")
    channels = [pygame.mixer.Channel(i) for i in range(pygame.mixer.get_num_channels())]
    playing = [c.get_sound() for c in channels if c.get_sound() is not None]
    assert len(playing) == 1
    assert playing[0].get_volume() == pytest.approx(0.25, abs=0.01)
    board.set_volume(0.5)  # while it plays
    assert playing[0].get_volume() == pytest.approx(0.5, abs=0.01)
    board.set_volume(3.0)
    assert board.volume == 1.0
    board.set_volume(-1.0)
    assert board.volume == 0.0
    board.play("card")  # at volume 0 nothing is started
    assert [c.get_sound() for c in channels].count(None) == len(channels) - 1
    board.close()


def test_turning_sound_off_stops_it_and_a_board_that_is_off_never_opens_the_device() -> None:
    board = SoundBoard()
    board.play("win")
    assert pygame.mixer.get_busy()
    board.set_enabled(False)
    assert not pygame.mixer.get_busy()
    board.close()

    off = SoundBoard(enabled=False)
    for name in NAMES:
        off.play(name)
    assert off.preload() is False
    assert pygame.mixer.get_init() is None and not off.available
    off.set_enabled(True)
    off.play("card")
    assert off.available and pygame.mixer.get_busy()
    off.close()


def test_unknown_names_are_ignored(caplog: pytest.LogCaptureFixture) -> None:
    board = SoundBoard()
    with caplog.at_level(logging.DEBUG, logger="coteccio_gui.ui.core.sound"):
        board.play("fanfare")
    assert pygame.mixer.get_init() is None
    assert [r.levelno for r in caplog.records] == [logging.DEBUG]


def test_a_broken_or_missing_file_silences_only_itself(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "card.wav").write_bytes(b"RIFF\x00\x00\x00\x00not a wave at all")
    (tmp_path / "win.wav").write_bytes((SOUNDS / "win.wav").read_bytes())
    board = SoundBoard(folder=tmp_path)
    with caplog.at_level(logging.INFO, logger="coteccio_gui.ui.core.sound"):
        for _ in range(3):
            board.play("card")
            board.play("deal")
    assert not pygame.mixer.get_busy()
    infos = [r for r in caplog.records if r.levelno == logging.INFO]
    assert len(infos) == 2  # one line per broken sound, not one per play
    assert all("Traceback" not in r.getMessage() and r.exc_info is None for r in infos)
    board.play("win")
    assert board.available and pygame.mixer.get_busy()
    board.close()


def test_without_an_audio_device_the_game_is_silent_and_says_so_once() -> None:
    script = textwrap.dedent(
        """
        import logging
        logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s %(message)s")
        from coteccio_gui.ui.core.sound import NAMES, SoundBoard
        board = SoundBoard()
        for _ in range(3):
            for name in NAMES:
                board.play(name)
        print("preload", board.preload())
        board.set_volume(0.3)
        board.set_enabled(False)
        board.close()
        print("available", board.available)
        """
    )
    env = {**os.environ, "SDL_AUDIODRIVER": "nonexistent", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    run = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["preload", "False", "available", "False"]
    assert "Traceback" not in run.stderr
    lines = [line for line in run.stderr.splitlines() if "coteccio_gui.ui.core.sound" in line]
    assert len(lines) == 1 and lines[0].startswith("INFO"), run.stderr
