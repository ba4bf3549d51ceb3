"""Modal dialogs drawn over the table: a title, lines of text or rows, and buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from coteccio_gui.ui import theme
from coteccio_gui.ui.scene import App, Scene
from coteccio_gui.ui.widgets import Button, ButtonGroup


@dataclass
class Choice:
    """A button of a dialog and the one line that explains it."""

    label: str
    explain: str
    action: Callable[[], None]


COLUMNS = {
    2: ((0.0, "topleft"), (1.0, "topright")),
    3: ((0.0, "topleft"), (0.62, "topright"), (1.0, "topright")),
    4: ((0.0, "topleft"), (0.43, "topright"), (0.57, "midtop"), (0.7, "topleft")),
}
"""Where each column of a dialog's rows starts (share of the width) and how it is anchored."""

Row = tuple[str, ...]
"""A table row of a dialog: its cells, left to right."""


class Dialog(Scene):
    """A modal box; every choice closes it and then runs its action."""

    opaque = False

    def __init__(
        self,
        app: App,
        title: str,
        lines: Sequence[str],
        choices: Sequence[Choice],
        rows: Sequence[Row] = (),
        default: int = 0,
        cancel: int | None = None,
        highlight: Sequence[bool] = (),
        room: tuple[int, int] = (0, 0),
    ) -> None:
        super().__init__(app)
        self.room = room
        """The lines of text and the rows the box makes room for at least, so that dialogs of
        one kind (every end of hand) keep one size and their buttons one place."""
        self.title = title
        self.lines = list(lines)
        self.rows = list(rows)
        self.highlight = list(highlight)
        self.choices = list(choices)
        self.cancel = cancel
        self.group = ButtonGroup(
            [Button(c.label, self._chooser(c)) for c in choices], horizontal=True
        )
        self.group.focus = default
        self.box = pygame.Rect(0, 0, 0, 0)
        self.resized()

    def _chooser(self, choice: Choice) -> Callable[[], None]:
        def choose() -> None:
            self.app.pop(self)
            choice.action()

        return choose

    def resized(self) -> None:
        """Centre the box and lay out its buttons."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        self.scale = s
        width = int(min(w - 40, (720 if self.rows else 640) * s))
        lines = max(len(self._wrapped(width)), self.room[0])
        body = 30 * s * (lines + max(len(self.rows), self.room[1]) + 1)
        explains = 24 * s * len(self._explained(width))
        height = int(90 * s + body + explains + 80 * s)
        self.box = pygame.Rect(0, 0, width, min(height, h - 20))
        self.box.center = (w // 2, h // 2)
        bar = pygame.Rect(
            self.box.x + int(24 * s),
            self.box.bottom - int(70 * s),
            self.box.width - int(48 * s),
            int(50 * s),
        )
        self.group.layout(bar, int(50 * s), int(16 * s))

    def _explained(self, width: int) -> list[str]:
        size = int(17 * theme.ui_scale(self.app.screen.get_size()))
        out: list[str] = []
        for c in self.choices:
            if c.explain:
                out += theme.wrap(f"{c.label}: {c.explain}", size, width - 60)
        return out

    def _wrapped(self, width: int) -> list[str]:
        size = int(20 * theme.ui_scale(self.app.screen.get_size()))
        out: list[str] = []
        for line in self.lines:
            out += theme.wrap(line, size, width - 60)
        return out

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons by mouse or keys; Esc picks the cancel choice if there is one."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.cancel is not None:
                self.group.buttons[self.cancel].action()
            return
        if self.group.handle(event):
            self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test presses the default button."""
        self.group.press()

    def draw(self, surface: pygame.Surface) -> None:
        """The shaded table, the box, its text and buttons."""
        theme.shade(surface, 120)
        s = self.scale
        theme.panel(surface, self.box, int(18 * s), (24, 40, 34, 245), theme.PANEL_EDGE, 3)
        x, y = self.box.x + int(30 * s), self.box.y + int(24 * s)
        theme.blit_text(
            surface,
            self.title,
            int(30 * s),
            (self.box.centerx, y),
            theme.GOLD,
            "midtop",
            serif=True,
        )
        y += int(56 * s)
        size = int(20 * s)
        for line in self._wrapped(self.box.width):
            theme.blit_text(surface, line, size, (x, y), theme.PAPER)
            y += int(30 * s)
        if self.rows:
            y += int(6 * s)
            span = self.box.width - int(60 * s)
            columns = COLUMNS.get(len(self.rows[0]), COLUMNS[4])
            for i, row in enumerate(self.rows):
                colour = theme.GOLD if i == 0 else theme.PAPER
                if i < len(self.highlight) and self.highlight[i]:
                    colour = theme.SOFT_RED
                for cell, (at, anchor) in zip(row, columns, strict=False):
                    pos = (x + int(span * at), y)
                    theme.blit_text(surface, cell, size, pos, colour, anchor, bold=i == 0)
                y += int(30 * s)
        y += int(8 * s)
        for line in self._explained(self.box.width):
            theme.blit_text(surface, line, int(17 * s), (x, y), theme.CREAM)
            y += int(24 * s)
        self.group.draw(surface, int(20 * s))
