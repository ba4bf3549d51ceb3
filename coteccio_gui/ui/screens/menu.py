"""The Esc menu, the rules screen and the settings screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.screens.rules import RulesScene
from coteccio_gui.ui.screens.settings import SettingsScene

if TYPE_CHECKING:
    from coteccio_gui.ui.table.scene import TableScene


class GameMenu(Scene):
    """Esc during a match: resume, rules, settings, quit."""

    opaque = False

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.group = ButtonGroup(
            [
                Button(_("Resume"), lambda: app.pop(self)),
                Button(_("Rules"), lambda: app.push(RulesScene(app))),
                Button(_("Settings"), lambda: app.push(SettingsScene(app))),
                Button(_("Quit to the title"), self._to_title),
                Button(_("Quit the game"), app.quit),
            ]
        )
        self.resized()

    def relabel(self) -> None:
        """Buttons in the new language."""
        self.__init__(self.app, self.table)  # type: ignore[misc]

    def _to_title(self) -> None:
        from coteccio_gui.ui.screens.title import TitleScene

        self.app.replace(TitleScene(self.app))

    def resized(self) -> None:
        """Centre the buttons."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        self.box = pygame.Rect(0, 0, int(340 * s), int(5 * 56 * s + 100 * s))
        self.box.center = (w // 2, h // 2)
        inner = self.box.inflate(-int(40 * s), 0)
        inner.y = self.box.y + int(80 * s)
        self.group.layout(inner, int(46 * s), int(10 * s))

    def handle(self, event: pygame.event.Event) -> None:
        """Esc resumes; buttons by mouse or keys."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
        elif self.group.handle(event):
            self.app.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        """The paused table under a veil, and the menu."""
        s = theme.ui_scale(surface.get_size())
        theme.shade(surface, 130)
        theme.panel(surface, self.box, int(18 * s), (24, 40, 34, 245), theme.PANEL_EDGE, 3)
        heading = theme.fit(_("Paused"), int(32 * s), self.box.width - int(40 * s), serif=True)
        theme.draw_fitted(
            surface, heading, (self.box.centerx, self.box.y + int(20 * s)), theme.GOLD, "center"
        )
        self.group.draw(surface, int(20 * s))
