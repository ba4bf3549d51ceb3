"""Tips for a first match: a short note the first time something happens at the table.

Each tip shows once (the settings remember which were seen) and only while tips
are on; "No more tips" turns them off, and the settings screen turns them on again.
A tip pauses the table until it is closed, so nothing happens unseen behind it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui.core import keys, prefs, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup


class TipScene(Scene):
    """A small panel over the table with one tip and two buttons."""

    opaque = False

    def __init__(
        self, app: App, name: str, text: Callable[[], str], above: int | None = None
    ) -> None:
        super().__init__(app)
        self.name = name
        self.words = text
        """The tip in the player's language (asked again when the language changes)."""
        self.above = above
        """Where the panel's bottom goes (None: the middle of the window)."""
        self.group = ButtonGroup(
            [Button(_("Got it"), self.close), Button(_("No more tips"), self.no_more)],
            horizontal=True,
        )
        self.resized()

    @property
    def text(self) -> str:
        """The tip in the player's language, with the card names of the face style in use."""
        return self.words()

    def close(self) -> None:
        """Seen: do not show it again."""
        if self.name not in self.app.settings.tips_seen:
            self.app.settings.tips_seen.append(self.name)
        prefs.save(self.app)
        self.app.pop(self)

    def no_more(self) -> None:
        """Turn tips off (the settings screen turns them on again)."""
        self.app.settings.tips = False
        self.close()

    def relabel(self) -> None:
        """Buttons in the new language."""
        self.__init__(self.app, self.name, self.words, self.above)  # type: ignore[misc]

    def resized(self) -> None:
        """A panel as tall as the tip needs, its bottom just above the hand."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        self.scale = s
        width = int(min(w - 40, 460 * s))
        pad = int(28 * s)
        self.heading = theme.fit(_("Tip"), int(24 * s), width - 2 * pad, serif=True)
        self.body = theme.fit(self.text, int(19 * s), width - 2 * pad)
        button_h = int(42 * s)
        height = 2 * int(18 * s) + self.heading.height + int(12 * s) + self.body.height
        height += int(16 * s) + button_h
        self.box = pygame.Rect(0, 0, width, height)
        bottom = self.above if self.above is not None else (h + height) // 2
        self.box.midbottom = (w // 2, max(height + 10, min(h - 10, bottom)))
        bar = pygame.Rect(
            self.box.x + pad, self.box.bottom - int(18 * s) - button_h, width - 2 * pad, 0
        )
        self.group.layout(bar, button_h, int(16 * s))

    def handle(self, event: pygame.event.Event) -> None:
        """Enter or a click: got it. T: no more tips. Esc: got it."""
        intent = keys.intent(event)
        if intent == keys.BACK:
            self.close()
        elif intent == keys.NO_TIPS:
            self.no_more()
        elif self.group.handle(event):
            self.app.dirty = True

    def autopilot(self) -> None:
        """The self-test closes tips."""
        self.close()

    def draw(self, surface: pygame.Surface) -> None:
        """A gold-edged panel with a heading, the tip and the buttons."""
        s = self.scale
        theme.panel(surface, self.box, int(16 * s), (18, 34, 28, 240), theme.GOLD, 2)
        x, y = self.box.x + int(28 * s), self.box.y + int(18 * s)
        theme.draw_fitted(surface, self.heading, (x, y), theme.GOLD)
        y += self.heading.height + int(12 * s)
        theme.draw_fitted(surface, self.body, (x, y), theme.PAPER)
        self.group.draw(surface, int(18 * s))
