"""The Esc menu of a match: resume, a new match, the rules of the game in play, settings, quit."""

from __future__ import annotations

from typing import Any

import pygame

from coteccio_gui import games
from coteccio_gui.i18n import N_, _
from coteccio_gui.ui.core import keys, theme
from coteccio_gui.ui.core.dialogs import Choice, Dialog
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup


class GameMenu(Scene):
    """Esc during a match: resume, a new match, rules, settings, quit."""

    opaque = False
    heading = N_("Paused")
    """The menu's title: the match waits meanwhile."""

    def __init__(self, app: App, game: str = games.DEFAULT, rules: Any = None) -> None:
        super().__init__(app)
        self.game = game
        """The game in play: the rules button shows its rules."""
        self.rules = rules
        """The house rules of the match in play (the rules screen says their values)."""
        self.relabel()

    def relabel(self) -> None:
        """Buttons in the new language."""
        app = self.app
        focus = getattr(self, "group", None)
        self.group = ButtonGroup(
            [
                Button(_("Resume"), lambda: app.pop(self)),
                Button(_("Rules"), lambda: app.nav.push("rules", game=self.game, rules=self.rules)),
                Button(_("Settings"), lambda: app.nav.push("settings")),
                Button(_("New match"), self.new_match),
                Button(_("Quit to the title"), lambda: app.nav.replace("title")),
                Button(_("Quit the game"), app.quit),
            ]
        )
        if focus is not None:
            self.group.focus = focus.focus
        self.resized()

    def resized(self) -> None:
        """Centre the buttons."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        n = len(self.group.buttons)
        self.box = pygame.Rect(0, 0, int(340 * s), int(n * 56 * s + 100 * s))
        self.box.center = (w // 2, h // 2)
        inner = self.box.inflate(-int(40 * s), 0)
        inner.y = self.box.y + int(80 * s)
        self.group.layout(inner, int(46 * s), int(10 * s))

    def new_match(self) -> None:
        """The set-up of a new match of this game; a match still in play is left only once
        the person says so (it is kept in the History)."""
        if not any(t.live_match().match.outcome() is None for t in self.app.live_tables):
            self._set_up(True)
            return
        leave = Choice(_("New match"), _("this match is kept in the History."), True)
        choices = [leave, Choice(_("Back to this match"), "", False)]
        ask = _("Leave the match in play for a new one?")
        dialog = Dialog(self.app, ask, [], choices, default=1, cancel=1, on_choice=self._set_up)
        self.app.push(dialog)

    def _set_up(self, go: bool) -> None:
        if go:
            self.app.nav.replace("title")
            self.app.nav.push("setup", game=self.game)

    def handle(self, event: pygame.event.Event) -> None:
        """Esc resumes; buttons by mouse or keys."""
        if keys.intent(event) == keys.BACK:
            self.app.pop(self)
        elif self.group.handle(event):
            self.app.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        """The paused table under a veil, and the menu."""
        s = theme.ui_scale(surface.get_size())
        theme.shade(surface, 130)
        theme.panel(surface, self.box, int(18 * s), theme.BOX, theme.PANEL_EDGE, 3)
        heading = theme.fit(_(self.heading), int(32 * s), self.box.width - int(40 * s), serif=True)
        theme.draw_fitted(
            surface, heading, (self.box.centerx, self.box.y + int(20 * s)), theme.GOLD, "center"
        )
        self.group.draw(surface, int(20 * s))
