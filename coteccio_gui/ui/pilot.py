"""Drive the real app without a person: synthetic clicks and keys, frames, screenshots.

Used by the tests and by ``tools/screenshots.py``: the same scenes a person sees,
stepped frame by frame with a fixed time step so results are repeatable.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from coteccio_gui.settings import Settings
from coteccio_gui.ui.app import SCENES
from coteccio_gui.ui.core.loop import App, Scene

FRAME_S = 1 / 60


class Pilot:
    """An app in a window (real or dummy) that a test steps and pokes."""

    def __init__(self, size: tuple[int, int] = (1280, 800), settings: Settings | None = None):
        pygame.display.init()
        pygame.font.init()
        self.app = App(settings or Settings(), size)
        for name, place in SCENES.items():
            self.app.nav.register(name, place)
        self.pending: list[pygame.event.Event] = []

    def start(self, scene: Scene) -> Pilot:
        """Show ``scene`` as the only scene."""
        self.app.replace(scene)
        self.step()
        return self

    def step(self, frames: int = 1, dt: float = FRAME_S) -> None:
        """Run ``frames`` frames of ``dt`` seconds with the queued input."""
        for _ in range(frames):
            events, self.pending = self.pending + pygame.event.get(), []
            self.app.frame(events, dt)

    def until(self, done: Callable[[], bool], limit: int = 20_000, dt: float = FRAME_S) -> None:
        """Step until ``done()``; AssertionError after ``limit`` frames."""
        for _ in range(limit):
            if done():
                return
            self.step(1, dt)
        raise AssertionError("the app never got there")

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """A mouse click at ``pos`` (down and up), handled on the next frame."""
        self.pending.append(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        self.pending.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.pending.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.step()

    def key(self, key: int, mod: int = 0) -> None:
        """A key press, handled on the next frame."""
        self.pending.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        self.pending.append(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
        self.step()

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window as a person dragging its edge would."""
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.pending.append(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        self.step()

    def screenshot(self) -> pygame.Surface:
        """What the window shows now (a fresh draw of every scene)."""
        self.app.draw()
        return self.app.screen.copy()

    @property
    def top(self) -> Scene:
        """The scene that has the input."""
        return self.app.top
