"""Buttons and a keyboard-navigable group of them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from coteccio_gui.ui.core import drawlog, keys, theme


@dataclass
class Button:
    """A labelled button; ``action`` runs when it is clicked or pressed with Enter."""

    label: str
    action: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    hint: str = ""
    shown: bool = True
    """False: not there now (not drawn, not pressed): a button that comes and goes."""

    @property
    def live(self) -> bool:
        """Whether it can be pressed now: shown and enabled."""
        return self.shown and self.enabled

    def draw(self, surface: pygame.Surface, focused: bool, size: int) -> None:
        """Paint the button; a focused one has a gold edge."""
        fill = theme.BUTTON_HOVER if focused and self.enabled else theme.BUTTON
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, 3), border_radius=10)
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        edge = theme.BUTTON_FOCUS if focused else theme.WOOD_LIGHT
        pygame.draw.rect(surface, edge, self.rect, 3 if focused else 2, border_radius=10)
        colour = theme.PAPER if self.enabled else theme.DISABLED
        drawlog.mark(surface, "button", self.rect)
        theme.fit_in_box(surface, self.label, size, self._inner(), colour, bold=True)

    def _inner(self) -> pygame.Rect:
        return self.rect.inflate(-min(20, self.rect.width // 6), -4)

    def label_size(self, size: int) -> int:
        """The size its label is drawn at from ``size``: smaller where it must shrink to fit."""
        return theme.fit_box(self.label, size, self._inner(), bold=True).size


class ButtonGroup:
    """Buttons that share one keyboard focus: arrows or Tab move it, Enter or Space press.

    Arrows stop at the ends (Up on the top button stays there: it never wraps round onto
    a "Quit" that the next Enter would press); Tab and Shift+Tab go round.
    """

    def __init__(self, buttons: list[Button], horizontal: bool = False) -> None:
        self.buttons = buttons
        self.horizontal = horizontal
        self.focus = 0
        self.per_row = 0
        """Buttons a row when they wrap onto rows (0: one line): Up and Down go a row."""

    def layout(self, rect: pygame.Rect, height: int, gap: int) -> None:
        """Stack (or line up) the buttons inside ``rect``."""
        n = len(self.buttons)
        if self.horizontal:
            width = (rect.width - gap * (n - 1)) // max(1, n)
            for i, b in enumerate(self.buttons):
                b.rect = pygame.Rect(rect.x + i * (width + gap), rect.y, width, height)
        else:
            for i, b in enumerate(self.buttons):
                b.rect = pygame.Rect(rect.x, rect.y + i * (height + gap), rect.width, height)

    def handle(self, event: pygame.event.Event) -> bool:
        """React to an input event; True if it was ours."""
        if event.type == pygame.MOUSEMOTION:
            for i, b in enumerate(self.buttons):
                if b.rect.collidepoint(event.pos) and b.live:
                    self.focus = i
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, b in enumerate(self.buttons):
                if b.rect.collidepoint(event.pos) and b.live:
                    self.focus = i
                    b.action()
                    return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        intent = keys.intent(event)
        if self.per_row and intent in (keys.UP, keys.DOWN):
            self._row(-1 if intent == keys.UP else 1)
            return True
        back = (keys.UP, keys.LEFT, keys.PREVIOUS) if self.horizontal else (keys.UP, keys.PREVIOUS)
        forward = (keys.DOWN, keys.RIGHT, keys.NEXT) if self.horizontal else (keys.DOWN, keys.NEXT)
        if intent in back:
            self._move(-1, wrap=intent == keys.PREVIOUS)
            return True
        if intent in forward:
            self._move(1, wrap=intent == keys.NEXT)
            return True
        if intent == keys.CONFIRM:
            self.press()
            return True
        return False

    def press(self) -> None:
        """Press the focused button."""
        if self.buttons and self.buttons[self.focus].live:
            self.buttons[self.focus].action()

    def _move(self, step: int, wrap: bool) -> None:
        n = len(self.buttons)
        at = self.focus
        for _ in range(n):
            at = (at + step) % n if wrap else at + step
            if not 0 <= at < n:
                return  # an arrow at the end: the focus stays
            if self.buttons[at].live:
                self.focus = at
                return

    def _row(self, step: int) -> None:
        """A row up or down, in the same column (the last button of a shorter last row); at
        the top or bottom row the focus stays."""
        per, last = self.per_row, len(self.buttons) - 1
        row = self.focus // per + step
        at = min(row * per + self.focus % per, last)
        if 0 <= row <= last // per and self.buttons[at].live:
            self.focus = at

    def draw(self, surface: pygame.Surface, size: int, alike: bool = False) -> None:
        """Paint every button; ``alike``: every label at one size, the one the longest fits
        at (buttons side by side in a dialog, where one smaller label looks amiss)."""
        shown = [b for b in self.buttons if b.shown]
        if alike and shown:
            size = min(b.label_size(size) for b in shown)
        for i, b in enumerate(self.buttons):
            if b.shown:
                b.draw(surface, i == self.focus, size)
