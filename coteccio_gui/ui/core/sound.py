"""Sound effects: a board that plays the game's short sounds, or stays silent when it cannot.

The audio device opens on the first sound, not at start-up, so a player with sound off never
touches it. When it will not open (no device, an unusable ``SDL_AUDIODRIVER``, no SDL_mixer)
the board says so once in the log and is silent for the rest of the session; a missing or
broken file silences only its own sound. Nothing here raises into the game.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from coteccio_gui import paths

NAMES: tuple[str, ...] = ("shuffle", "deal", "card", "trick", "life", "doctor", "capotto", "win")

MIXER_FREQUENCY = 44100
MIXER_BUFFER = 512  # samples, about 12 ms: a card is heard as it lands, not after
MIXER_CHANNELS = 16  # a quick deal overlaps many short sounds; the default 8 would drop some

log = logging.getLogger(__name__)


@contextmanager
def _native_stderr_in_the_log() -> Iterator[None]:
    """While the audio device opens, what the C libraries under SDL print on the terminal
    (ALSA's "cannot find card '0'" and the like) goes to the log instead."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):  # no standard error at all (a windowed build)
        yield
        return
    with tempfile.TemporaryFile() as caught:
        os.dup2(caught.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            caught.seek(0)
            said = caught.read().decode("utf-8", "replace").split("\n")
            said = [line.strip() for line in said if line.strip()]
            if said:
                log.info("the audio libraries said: %s", " | ".join(said)[:2000])


def _clamp(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))


class SoundBoard:
    """Plays the sounds in ``NAMES`` at one volume, opening the audio device on first use."""

    def __init__(self, enabled: bool = True, volume: float = 0.8, *, folder: Path | None = None):
        self._enabled = enabled
        self._volume = _clamp(volume)
        self._folder = folder if folder is not None else paths.assets_dir() / "sounds"
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}  # None: the file would not load
        self._opened = False  # this board opened the mixer, so close() shuts it
        self._failed = False  # the device would not open: silent until the game restarts

    @property
    def enabled(self) -> bool:
        """Whether sounds are wanted (the player's setting)."""
        return self._enabled

    @property
    def volume(self) -> float:
        """Volume from 0.0 to 1.0."""
        return self._volume

    @property
    def available(self) -> bool:
        """Whether an audio device is open (False before the first sound and after a failure)."""
        return not self._failed and pygame.mixer.get_init() is not None

    def set_enabled(self, enabled: bool) -> None:
        """Turn sound on or off; off also stops what is playing."""
        self._enabled = enabled
        if not enabled:
            self._stop_all()

    def set_volume(self, volume: float) -> None:
        """Set the volume (clamped to 0.0-1.0) for every sound, including those playing."""
        self._volume = _clamp(volume)
        for sound in self._sounds.values():
            if sound is not None:
                sound.set_volume(self._volume)

    def play(self, name: str) -> None:
        """Start the sound ``name``; does nothing if off, silent, unknown or unavailable."""
        if name not in NAMES:
            log.debug("no sound called %r", name)
            return
        if not self._enabled or self._volume == 0.0 or not self._open():
            return
        sound = self._load(name)
        if sound is None:
            return
        try:
            sound.play()
        except pygame.error as exc:  # the device went away under us
            log.debug("sound %s did not play: %s", name, exc)

    def preload(self) -> bool:
        """Open the device and load every sound now, so none comes late; returns ``available``."""
        if self._enabled and self._open():
            for name in NAMES:
                self._load(name)
        return self.available

    def close(self) -> None:
        """Stop and forget every sound, and shut the mixer if this board opened it."""
        self._stop_all()
        self._sounds.clear()
        if self._opened and pygame.mixer.get_init() is not None:
            pygame.mixer.quit()
        self._opened = False

    def _open(self) -> bool:
        if self._failed:
            return False
        if pygame.mixer.get_init() is not None:
            return True
        self._sounds.clear()  # sounds loaded for a mixer that has since shut are no use
        try:
            with _native_stderr_in_the_log():
                pygame.mixer.init(
                    frequency=MIXER_FREQUENCY, size=-16, channels=2, buffer=MIXER_BUFFER
                )
            pygame.mixer.set_num_channels(MIXER_CHANNELS)
        except Exception as exc:  # pygame.error, or NotImplementedError without SDL_mixer
            self._failed = True
            log.info("sound off for this session: the audio device did not open (%s)", exc)
            return False
        self._opened = True
        return True

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._sounds:
            return self._sounds[name]
        path = self._folder / f"{name}.wav"
        sound: pygame.mixer.Sound | None
        try:
            sound = pygame.mixer.Sound(path)
        except (pygame.error, OSError) as exc:
            log.info("sound %r is silent: %s did not load (%s)", name, path, exc)
            sound = None
        else:
            sound.set_volume(self._volume)
        self._sounds[name] = sound
        return sound

    def _stop_all(self) -> None:
        if pygame.mixer.get_init() is None:
            return
        for sound in self._sounds.values():
            if sound is not None:
                sound.stop()
