"""Which game? The games of the table, each with a line that says what it is.

Coteccio comes first; the game of the last table set up is chosen to start with (Enter plays
it again); the choice opens the set-up of that game.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from coteccio_gui import games
from coteccio_gui.i18n import _
from coteccio_gui.ui.core import keys, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.games import playable, presentation


class GamesScene(Scene):
    """A button per game, its summary beside it; Esc goes back."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.names = playable()
        self.group = ButtonGroup([])
        last = app.settings.last_game
        self.group.focus = self.names.index(last) if last in self.names else 0
        self.relabel()

    def _chooser(self, name: str) -> Callable[[], None]:
        return lambda: self.choose(name)

    def relabel(self) -> None:
        """Buttons in the language of the moment."""
        focus = self.group.focus
        buttons = [Button(presentation(name).title(), self._chooser(name)) for name in self.names]
        self.group = ButtonGroup([*buttons, Button(_("Back"), lambda: self.app.pop(self))])
        self.group.focus = min(focus, len(self.group.buttons) - 1)
        self.resized()

    def choose(self, name: str) -> None:
        """Set up a table of this game."""
        self.app.nav.push("setup", game=name)

    def resized(self) -> None:
        """A column of buttons, each row with room for its summary at the right."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        width = min(w - int(40 * s), int(900 * s))
        n = len(self.group.buttons)
        row_h = min(int(64 * s), max(int(36 * s), (h - int(150 * s)) // max(1, n)))
        self.rows = pygame.Rect((w - width) // 2, int(110 * s), width, n * row_h)
        button_w = min(int(260 * s), width // 3)
        for i, b in enumerate(self.group.buttons):
            b.rect = pygame.Rect(
                self.rows.x, self.rows.y + i * row_h, button_w, row_h - int(10 * s)
            )

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons by mouse or keys; Esc goes back."""
        if keys.intent(event) == keys.BACK:
            self.app.pop(self)
        elif self.group.handle(event):
            self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test plays the first game (the kill test may ask for another)."""
        self.choose(self.app.self_test_game or games.DEFAULT)

    def draw(self, surface: pygame.Surface) -> None:
        """The heading, the buttons and the summaries."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        heading = theme.fit(_("Which game?"), int(40 * s), w - int(40 * s), serif=True)
        theme.draw_fitted(surface, heading, (w // 2, int(24 * s)), theme.GOLD, "center")
        self.group.draw(surface, int(19 * s))
        for name, button in zip(self.names, self.group.buttons, strict=False):
            left = button.rect.right + int(16 * s)
            box = pygame.Rect(left, button.rect.y, self.rows.right - left, button.rect.height)
            summary = presentation(name).summary()
            theme.fit_in_box(surface, summary, int(16 * s), box, theme.CREAM, align="left")
